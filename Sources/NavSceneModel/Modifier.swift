import NavSceneDiagnostics

public struct Modifier {
    public enum Kind {
        case navigationTitle(Template)
        case navigationDestination(Destination)
        case presentation(Presentation)
        case disabled(Expression)
        /// A presentational modifier (font, padding, ...) accepted and ignored: it has no navigation meaning.
        case ignored(String)
    }

    public var name: String
    public var kind: Kind
    /// The modifier's key and value.
    public var range: SourceRange
    public var nameRange: SourceRange

    public init(name: String, kind: Kind, range: SourceRange, nameRange: SourceRange) {
        self.name = name; self.kind = kind; self.range = range; self.nameRange = nameRange
    }

    /// Modifiers with no navigation meaning that scenes may carry over from real code.
    public static let presentational: Set<String> = [
        "font", "padding", "frame", "tint", "foregroundStyle", "foregroundColor", "background", "listStyle",
        "lineLimit", "toolbar", "searchable", "refreshable", "onAppear", "onDisappear", "task", "accessibilityLabel",
        "navigationBarTitleDisplayMode", "navigationSplitViewStyle", "environmentObject", "environment", "tag", "tabItem",
    ]
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

/// `sheet` or `fullScreenCover`, bound to a Bool or an optional item.
public struct Presentation {
    public enum Style: String, Sendable { case sheet, fullScreenCover }
    public enum Trigger {
        case isPresented(Binding)
        case item(Binding)
    }
    public var style: Style
    public var trigger: Trigger
    public var elementName: String?
    public var content: [ViewNode]
    public var range: SourceRange

    public init(style: Style, trigger: Trigger, elementName: String?, content: [ViewNode], range: SourceRange) {
        self.style = style; self.trigger = trigger; self.elementName = elementName; self.content = content; self.range = range
    }

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
        /// `removeAll: path` (pop to root / clear a list)
        case removeAll(String)
        /// `toggle: flag`
        case toggle(String)
        /// `run: actionName`
        case run(String)
        /// `dismiss`: pop the view holding the button, or close its sheet.
        case dismiss
    }
    public var kind: Kind
    public var range: SourceRange
    /// The range of the state name or action name the statement targets.
    public var targetRange: SourceRange
    public init(kind: Kind, range: SourceRange, targetRange: SourceRange) { self.kind = kind; self.range = range; self.targetRange = targetRange }

    public var target: String? {
        switch kind {
        case .set(let n, _), .append(let n, _), .removeLast(let n, _), .removeAll(let n), .toggle(let n): return n
        case .run, .dismiss: return nil
        }
    }
}
