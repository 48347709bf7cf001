import NavSceneDiagnostics

public struct Modifier {
    /// The larger kinds are boxed so that the common ones (ignored presentational modifiers) stay small.
    public enum Kind {
        indirect case navigationTitle(Template)
        indirect case navigationDestination(Destination)
        indirect case presentation(Presentation)
        case disabled(Expression)
        /// A presentational modifier (font, padding, ...) accepted and ignored: it has no navigation meaning.
        case ignored(String)
        /// Content shown somewhere other than in place: a toolbar, a context menu, swipe actions.
        indirect case attached(AttachedContent)
        /// Statements that run on an event: appear, disappear, task, a change of a value, an opened URL, an external event.
        indirect case event(EventHandler)
        /// A switch on the screen or presentation holding the view (`navigationBarBackButtonHidden`, ...).
        case screenFlag(ScreenFlag, Expression)
    }

    public var name: String
    public var kind: Kind
    /// The modifier's key and value.
    public var range: SourceRange
    public var nameRange: SourceRange

    public init(name: String, kind: Kind, range: SourceRange, nameRange: SourceRange) {
        self.name = name; self.kind = kind; self.range = range; self.nameRange = nameRange
    }

    /// Modifiers with no navigation meaning that scenes may carry over from real code: accepted and ignored. (Handlers
    /// with an external moment, `onTapGesture`, `onReceive`..., run statements: `ExternalEvent`.)
    public static let presentational: Set<String> = [
        // Text and images
        "font", "fontWeight", "fontDesign", "bold", "italic", "underline", "strikethrough", "monospaced", "monospacedDigit",
        "lineLimit", "lineSpacing", "multilineTextAlignment", "truncationMode", "minimumScaleFactor", "textCase",
        "textSelection", "kerning", "tracking", "baselineOffset", "dynamicTypeSize", "imageScale", "symbolRenderingMode",
        "symbolVariant", "symbolEffect", "resizable", "scaledToFit", "scaledToFill", "aspectRatio", "renderingMode",
        "interpolation", "privacySensitive", "redacted", "unredacted", "contentTransition",
        // Layout
        "padding", "frame", "fixedSize", "layoutPriority", "offset", "position", "alignmentGuide", "ignoresSafeArea",
        "safeAreaPadding", "containerRelativeFrame", "zIndex", "scrollContentBackground", "scrollIndicators",
        "scrollDismissesKeyboard", "scrollDisabled", "scrollPosition", "scrollTargetBehavior", "scrollTargetLayout",
        "scrollClipDisabled", "scrollBounceBehavior", "contentMargins", "gridCellColumns", "gridColumnAlignment",
        "defaultScrollAnchor", "coordinateSpace", "geometryGroup",
        // Colour, shape, effects
        "tint", "accentColor", "foregroundStyle", "foregroundColor", "background", "backgroundStyle", "overlay", "border",
        "cornerRadius", "clipShape", "clipped", "mask", "shadow", "opacity", "blur", "brightness", "contrast", "saturation",
        "grayscale", "hueRotation", "colorMultiply", "colorInvert", "blendMode", "compositingGroup", "drawingGroup",
        "rotationEffect", "rotation3DEffect", "scaleEffect", "preferredColorScheme", "colorScheme", "containerShape",
        "contentShape", "hoverEffect", "glassEffect", "visualEffect", "materialActiveAppearance",
        // Controls and lists
        "buttonStyle", "buttonBorderShape", "controlSize", "labelStyle", "labelsHidden", "listStyle", "listRowBackground",
        "listRowInsets", "listRowSeparator", "listRowSeparatorTint", "listSectionSeparator", "listRowSpacing",
        "listSectionSpacing", "listItemTint", "headerProminence", "pickerStyle", "toggleStyle", "textFieldStyle",
        "menuStyle", "gaugeStyle", "progressViewStyle", "datePickerStyle", "formStyle", "tableStyle", "groupBoxStyle",
        "disclosureGroupStyle", "indexViewStyle", "tabViewStyle", "tabBarMinimizeBehavior", "tabViewSidebarHeader",
        "menuOrder", "menuIndicator", "keyboardType", "textContentType", "textInputAutocapitalization",
        "autocorrectionDisabled", "submitLabel", "focused", "focusable", "focusedValue", "focusedSceneValue",
        "defaultFocus", "badge", "badgeProminence", "selectionDisabled", "moveDisabled", "deleteDisabled",
        "onInsert", "onDrag", "onDrop", "draggable", "dropDestination",
        "allowsHitTesting", "sensoryFeedback", "keyboardShortcut",
        // Navigation chrome that changes no navigation state
        "navigationBarTitleDisplayMode", "navigationSubtitle", "navigationSplitViewStyle", "navigationSplitViewColumnWidth",
        "navigationTransition", "matchedTransitionSource", "matchedGeometryEffect", "toolbarBackground",
        "toolbarColorScheme", "toolbarRole", "toolbarTitleDisplayMode", "toolbarVisibility", "toolbarBackgroundVisibility",
        "statusBarHidden", "persistentSystemOverlays", "presentationDetents", "presentationDragIndicator",
        "presentationBackground", "presentationCornerRadius", "presentationCompactAdaptation",
        "presentationBackgroundInteraction", "presentationContentInteraction", "presentationSizing", "searchable",
        "searchScopes", "searchSuggestions", "searchFocused", "searchPresentationToolbarBehavior",
        "animation", "transaction", "transition", "id", "help", "tag", "tabItem",
        // Environment, accessibility, previews
        "environmentObject", "environment", "modelContainer", "modelContext", "accessibilityLabel", "accessibilityHint",
        "accessibilityValue", "accessibilityIdentifier", "accessibilityAddTraits", "accessibilityRemoveTraits",
        "accessibilityElement", "accessibilityHidden", "accessibilityAction", "accessibilitySortPriority",
        "accessibilityInputLabels", "accessibilityRepresentation", "previewDisplayName", "previewLayout",
        "onContinuousHover", "onGeometryChange", "onScrollGeometryChange",
        "handlesExternalEvents", "userActivity", "fileImporter", "fileExporter", "photosPicker",
        "shareLink", "sensitiveContent",
    ]
}

/// Content a modifier shows somewhere other than in place: SwiftUI builds it with the view, and a person reaches it
/// through the navigation bar (`toolbar`), a long press (`contextMenu`) or a swipe on a row (`swipeActions`).
public struct AttachedContent {
    public enum Placement: String, Sendable, CaseIterable {
        case toolbar, contextMenu, swipeActions
        /// How the REPL names the place.
        public var title: String {
            switch self {
            case .toolbar: return "toolbar"
            case .contextMenu: return "context menu"
            case .swipeActions: return "swipe actions"
            }
        }
    }
    public var placement: Placement
    public var content: [ViewNode]
    public var range: SourceRange
    public init(placement: Placement, content: [ViewNode], range: SourceRange) {
        self.placement = placement; self.content = content; self.range = range
    }
}

/// Statements that run when something happens to the view holding the modifier.
public struct EventHandler {
    public enum Event {
        /// `onAppear`: the view enters the shown hierarchy.
        case appear
        /// `onDisappear`: the view leaves it.
        case disappear
        /// `task`: like `onAppear` (the statements run at once; the interpreter has no time).
        case task
        /// `onChange(of:initial:)`: the value changes after an update (and, with `initial`, on appear).
        case change(Expression, initial: Bool)
        /// `onOpenURL`: a URL matching the pattern is opened while the view is in the hierarchy.
        case openURL(URLPattern)
        /// A moment the model does not hold, at which SwiftUI may run the handler whenever its view is in the
        /// hierarchy: a person taps it, a publisher fires, a value the model cannot compute changes.
        case external(ExternalEvent)
    }
    public var event: Event
    public var statements: [Statement]
    public var range: SourceRange
    public init(event: Event, statements: [Statement], range: SourceRange) {
        self.event = event; self.statements = statements; self.range = range
    }
}

/// A handler's moment the model cannot express, named by its SwiftUI modifier: it may run at any time while its view is
/// in the hierarchy. A person acts on the view itself (a tap, a long press, a gesture, a submitted field, a pull to
/// refresh, a key press, the pointer): only while the view is on screen, not covered by a push. Something outside the
/// view (a publisher's output, a change of a value the model cannot compute, a URL with no pattern, a user activity, a
/// preference): while the view is in the hierarchy, covered or not.
public struct ExternalEvent: Hashable, Sendable {
    /// The SwiftUI modifier (`onTapGesture`, `onReceive`, ...).
    public var modifier: String
    public init(_ modifier: String) { self.modifier = modifier }

    /// The modifiers whose handler a person triggers on the view itself, with how a witness says it.
    public static let personal: [String: String] = [
        "onTapGesture": "tap the view", "onLongPressGesture": "long-press the view", "gesture": "perform the view's gesture",
        "simultaneousGesture": "perform the view's gesture", "highPriorityGesture": "perform the view's gesture",
        "onSubmit": "submit the field", "refreshable": "pull to refresh", "onKeyPress": "press a key on the view",
        "onHover": "move the pointer over the view", "onDelete": "delete a row", "onMove": "move a row",
    ]
    /// The modifiers whose handler something outside the view triggers, with how a witness says it.
    public static let outside: [String: String] = [
        "onReceive": "the publisher fires", "onChange": "the observed value changes", "onOpenURL": "a URL is opened",
        "onContinueUserActivity": "a user activity arrives", "onPreferenceChange": "the preference changes",
    ]
    /// Every modifier the event may name (the scene-file keys of this form).
    public static var modifiers: [String] { (Array(personal.keys) + Array(outside.keys)).sorted() }

    /// A person triggers it on the view (so only while the view is shown, not covered).
    public var byPerson: Bool { ExternalEvent.outside[modifier] == nil }
    /// How a witness step says it happens: "tap the view", "the publisher fires".
    public var phrase: String { ExternalEvent.personal[modifier] ?? ExternalEvent.outside[modifier] ?? "the \(modifier) handler runs" }
}

/// `myapp://recipe/{id}` or `myapp://recipe/{recipe: Recipe}`: literal text and named captures, each with the type
/// its text is read as (String unless written).
public struct URLPattern {
    public enum Part {
        case literal(String)
        case capture(name: String, type: TypeRef)
    }
    public var text: String
    public var parts: [Part]
    public var range: SourceRange
    public init(text: String, parts: [Part], range: SourceRange) { self.text = text; self.parts = parts; self.range = range }

    public var captures: [(name: String, type: TypeRef)] {
        parts.compactMap { if case .capture(let n, let t) = $0 { return (n, t) } else { return nil } }
    }

    /// The captured texts when `url` matches. A capture takes the shortest text (at least one character, no `/`)
    /// that lets the rest match. Positions already known to fail are remembered, so hostile patterns stay polynomial.
    public func match(_ url: String) -> [String: String]? {
        let characters = Array(url)
        let literals = parts.map { part -> [Character] in if case .literal(let t) = part { return Array(t) } else { return [] } }
        var failed = Set<Int>()
        // Where each part ends on the path being tried; the captures are read from it once a match is found.
        var ends = [Int](repeating: 0, count: parts.count)
        func go(_ index: Int, _ position: Int) -> Bool {
            guard index < parts.count else { return position == characters.count }
            let key = index * (characters.count + 1) + position
            if failed.contains(key) { return false }
            if case .literal = parts[index] {
                let literal = literals[index]
                if position + literal.count <= characters.count,
                   literal.indices.allSatisfy({ characters[position + $0] == literal[$0] }) {
                    ends[index] = position + literal.count
                    if go(index + 1, position + literal.count) { return true }
                }
            } else {
                var end = position
                while end < characters.count, characters[end] != "/" {
                    end += 1
                    ends[index] = end
                    if go(index + 1, end) { return true }
                }
            }
            failed.insert(key)
            return false
        }
        guard go(0, 0) else { return nil }
        var found: [String: String] = [:]
        var start = 0
        for (index, part) in parts.enumerated() {
            if case .capture(let name, _) = part { found[name] = String(characters[start..<ends[index]]) }
            start = ends[index]
        }
        return found
    }

    /// The URL with each capture replaced by a text.
    public func fill(_ values: [String: String]) -> String {
        parts.map { part -> String in
            switch part {
            case .literal(let t): return t
            case .capture(let name, _): return values[name] ?? ""
            }
        }.joined()
    }
}

/// Switches a modifier sets on the screen or presentation that shows the view.
public enum ScreenFlag: String, Sendable, CaseIterable {
    /// `navigationBarBackButtonHidden`: no back button, and no swipe back.
    case backButtonHidden = "navigationBarBackButtonHidden"
    /// `interactiveDismissDisabled`: a sheet cannot be swiped away.
    case interactiveDismissDisabled
}

/// A `navigationDestination` modifier in one of its three forms.
public struct Destination {
    public enum Trigger {
        /// `navigationDestination(for: Recipe.self) { recipe in ... }`
        case forType(TypeRef, typeRange: SourceRange)
        /// `navigationDestination(isPresented: $flag) { ... }`
        case isPresented(Binding)
        /// `navigationDestination(item: $optional) { item in ... }`
        case item(Binding)
    }

    public var trigger: Trigger
    /// The name bound to the presented value (`for:` and `item:` forms).
    public var elementName: String?
    public var content: [ViewNode]
    /// This destination's entry in the modifier (one of possibly several under one `navigationDestination` key).
    public var range: SourceRange

    public init(trigger: Trigger, elementName: String?, content: [ViewNode], range: SourceRange) {
        self.trigger = trigger; self.elementName = elementName; self.content = content; self.range = range
    }

    public var forType: TypeRef? { if case .forType(let t, _) = trigger { return t } else { return nil } }
}

/// `sheet`, `fullScreenCover`, `popover`, `alert` or `confirmationDialog`, bound to a Bool or an optional item.
public struct Presentation {
    public enum Style: String, Sendable { case sheet, fullScreenCover, popover, alert, confirmationDialog }
    public enum Trigger {
        case isPresented(Binding)
        case item(Binding)
    }
    public var style: Style
    public var trigger: Trigger
    public var elementName: String?
    public var content: [ViewNode]
    public var range: SourceRange
    /// Alerts and dialogs: the title, the message, and the `presenting:` data (shown only while it is non-nil;
    /// `elementName` names it in the actions and the message).
    public var title: Template?
    public var message: Template?
    public var presenting: Expression?

    public init(style: Style, trigger: Trigger, elementName: String?, content: [ViewNode], range: SourceRange,
                title: Template? = nil, message: Template? = nil, presenting: Expression? = nil) {
        self.style = style; self.trigger = trigger; self.elementName = elementName; self.content = content; self.range = range
        self.title = title; self.message = message; self.presenting = presenting
    }

    /// Alerts and confirmation dialogs: their content is buttons, each closes it after running its action.
    public var isDialog: Bool { style == .alert || style == .confirmationDialog }

    public var binding: Binding {
        switch trigger {
        case .isPresented(let b), .item(let b): return b
        }
    }
}

/// One step of a Button's action or a named action.
public struct Statement {
    public enum Kind {
        /// `set: {name: value}`
        case set(String, Expression)
        /// `append: {path: value}`
        case append(String, Expression)
        /// `removeLast: path` or `removeLast: {path: 2}`
        case removeLast(String, count: Int)
        /// `popLast: path`: remove the last value if there is one (Swift's `popLast()`, which never traps).
        case popLast(String)
        /// `removeAll: path` (pop to root / clear a list)
        case removeAll(String)
        /// `toggle: flag`
        case toggle(String)
        /// `run: actionName`
        case run(String)
        /// `dismiss`: pop the view holding the button, or close its sheet.
        case dismiss
        /// `if: {condition: c, then: [...], else: [...]}` (or `if let: {name: optional, ...}`): the statements of the
        /// branch the condition picks. Every other branching form (`guard`, `switch`, `else if`, a loop's zero or
        /// more runs) is one or more of these.
        indirect case conditional(ConditionalStatement)
    }
    public var kind: Kind
    public var range: SourceRange
    /// The range of the state name or action name the statement targets.
    public var targetRange: SourceRange
    public init(kind: Kind, range: SourceRange, targetRange: SourceRange) { self.kind = kind; self.range = range; self.targetRange = targetRange }

    public var target: String? {
        switch kind {
        case .set(let n, _), .append(let n, _), .removeLast(let n, _), .popLast(let n), .removeAll(let n), .toggle(let n): return n
        case .run, .dismiss, .conditional: return nil
        }
    }

    /// The statements and, inside each conditional, the statements of both branches, in source order (the
    /// conditionals themselves included). What may run, for the consumers that ask which writes or runs a list holds.
    public static func flattened(_ statements: [Statement]) -> [Statement] {
        var result: [Statement] = []
        var pending: [ArraySlice<Statement>] = [statements[...]]
        while var list = pending.popLast() {
            guard let first = list.popFirst() else { continue }
            result.append(first)
            pending.append(list)
            if case .conditional(let conditional) = first.kind {
                pending.append(conditional.otherwise[...])
                pending.append(conditional.then[...])
            }
        }
        return result
    }
}

/// A statement that runs one of two lists of statements: `then` when the condition holds (true, or a non-nil
/// value), `otherwise` when it does not. With `binding`, `if let binding = condition`: `then` sees the unwrapped value.
/// A condition the front end cannot compute is an unknown Bool (`StateVariable.isUnknown`): either branch may run.
public struct ConditionalStatement {
    public var condition: Expression
    public var binding: String?
    public var then: [Statement]
    public var otherwise: [Statement]
    public init(condition: Expression, binding: String?, then: [Statement], otherwise: [Statement]) {
        self.condition = condition; self.binding = binding; self.then = then; self.otherwise = otherwise
    }
}
