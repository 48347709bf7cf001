import NavSceneModel

/// SwiftUI's views and modifiers as data: what each means for navigation, as a library model (CodeQL's and Infer's
/// models of library code). The translator looks a name up here; a name that is neither here nor declared by the
/// module is unknown (an `OpaqueSite` where it is read). Views and modifiers with their own translation
/// (`NavigationStack`, `List`, `navigationDestination`, `sheet`...) are `.navigation`: `ViewTranslator` builds them.
enum SwiftUIVocabulary {
    /// Style and layout modifiers that show views of their own with the view they modify (an overlay, a background,
    /// a mask, an inset, a chart's overlay or legend, a store control's label): transparent when that content cannot
    /// navigate, unknown otherwise. (A chart's axes take axis marks, `AxisContent`, not views.)
    static let contentModifiers: Set<String> = ["overlay", "background", "mask", "safeAreaInset", "overlayPreferenceValue",
                                                "backgroundPreferenceValue", "safeAreaBar", "chartOverlay", "chartBackground", "chartLegend", "chartPlotStyle", "subscriptionStoreControlIcon",
                                                "subscriptionStoreButtonLabel", "subscriptionStorePickerItemBackground"]

    /// The content modifiers SwiftUI also declares with a `ShapeStyle` instead of views: `background(_:in:fillStyle:)`,
    /// `background(in:fillStyle:)`, `background(_:ignoresSafeAreaEdges:)` and `overlay`'s same forms. Called with an
    /// `in:` or `ignoresSafeAreaEdges:` argument, only those forms fit: they fill with a style and show no view.
    static let shapeStyleForms: Set<String> = ["background", "overlay"]

    /// The content modifiers whose content the model holds in the view's place (`ContainerKind.layered`). A `mask`'s
    /// views only shape what is drawn and a preference value's content reads a value the model does not hold: those
    /// stay unknown when their content may navigate.
    static let layeredModifiers: Set<String> = ["overlay", "background"]

    enum ViewMeaning: Equatable {
        /// Draws something, holds no other view, cannot navigate (`Image`, `Spacer`, `Color`).
        case leaf
        /// An input control: it writes the state it is bound to and cannot navigate otherwise (`Toggle`, `TextField`).
        case control
        /// Lays out the views of its closure (`VStack`, `LazyVGrid`, `Form`).
        case container(ContainerKind)
        /// Lays out the views of every closure it is given, in place (`GlassEffectContainer`, a StoreKit view's
        /// marketing content, a `Table`'s columns): a container of them. A closure's parameters (a table row) are values
        /// the model does not hold (`ViewTranslator.appleContainer`).
        case shows(ContainerKind)
        /// `AnyView(view)`: the view it erases the type of.
        case erasing
        /// A view with its own translation in `ViewTranslator.element`.
        case navigation
    }

    enum ModifierMeaning: Equatable {
        /// Layout, style, accessibility, environment: the view is the same view for navigation.
        case transparent
        /// A modifier with its own translation in `ViewTranslator.modifier`.
        case navigation
        /// An event whose closure runs statements at a moment the model does not hold (`onTapGesture`, `onSubmit`,
        /// `onOpenURL`, `refreshable`): an external event handler (`ViewTranslator.externalEvent`).
        case event
    }

    static let views: [String: ViewMeaning] = {
        var table: [String: ViewMeaning] = [:]
        for name in ["Spacer", "Divider", "EmptyView", "Image", "AsyncImage", "ProgressView", "Rectangle", "Circle", "Capsule", "ContainerRelativeShape",
                     "RoundedRectangle", "UnevenRoundedRectangle", "Ellipse", "Color", "Link", "ShareLink", "ContentUnavailableView",
                     "Gauge", "Canvas", "EditButton", "ToolbarSpacer", "LabeledContent", "LinearGradient", "RadialGradient",
                     "AngularGradient", "Path", "TimelineView", "PhotosPicker", "Chart", "Map", "VideoPlayer", "SignInWithAppleButton",
                     // Charts' marks, WebKit's web view, StoreKit's product views without content, a call that never
                     // returns (`fatalError()` in a `default:` case shows nothing).
                     "BarMark", "LineMark", "PointMark", "AreaMark", "RuleMark", "RectangleMark", "SectorMark", "WebView",
                     "ProductView", "fatalError"] {
            table[name] = .leaf
        }
        for name in ["Toggle", "TextField", "SecureField", "Picker", "Slider", "Stepper", "DatePicker", "ColorPicker",
                     "TextEditor", "MultiDatePicker"] {
            table[name] = .control
        }
        let containers: [String: ContainerKind] = [
            "VStack": .vStack, "HStack": .hStack, "ZStack": .zStack, "Group": .group, "ScrollView": .scrollView, "Form": .form,
            "LazyVStack": .lazyVStack, "LazyHStack": .lazyHStack, "LazyVGrid": .lazyVGrid, "LazyHGrid": .lazyHGrid,
            "Grid": .vStack, "GridRow": .hStack, "ViewThatFits": .viewThatFits, "ToolbarItem": .toolbarItem,
            "ToolbarItemGroup": .toolbarItemGroup, "DisclosureGroup": .group, "GroupBox": .vStack, "ControlGroup": .hStack,
            "ScrollViewReader": .group, "GeometryReader": .group, "PhaseAnimator": .group, "KeyframeAnimator": .group,
        ]
        for (name, kind) in containers { table[name] = .container(kind) }
        // Apple's views that show the module's views of their closures where they are, and nothing else of the module
        // (Liquid Glass's container, the `Layout` values used as views, StoreKit's store views around their marketing
        // content, a Table's columns and their cells).
        let showing: [String: ContainerKind] = [
            "GlassEffectContainer": .zStack, "VStackLayout": .vStack, "HStackLayout": .hStack, "ZStackLayout": .zStack,
            "GridLayout": .vStack, "SubscriptionStoreView": .vStack, "StoreView": .vStack, "Table": .lazyVStack,
            "TableColumn": .group, "TableRow": .group, "ToolbarTitleMenu": .group,
        ]
        for (name, kind) in showing { table[name] = .shows(kind) }
        table["AnyView"] = .erasing
        for name in ["Text", "Label", "List", "ForEach", "Section", "Menu", "NavigationStack", "NavigationSplitView",
                     "NavigationView", "NavigationLink", "Button", "TabView", "Tab"] {
            table[name] = .navigation
        }
        return table
    }()

    static let modifiers: [String: ModifierMeaning] = {
        var table: [String: ModifierMeaning] = [:]
        let transparent = Modifier.presentational.union([
            "bold", "italic", "fontWeight", "fontDesign", "foregroundColor", "multilineTextAlignment", "cornerRadius", "clipShape",
            "shadow", "opacity", "scaledToFit", "scaledToFill", "aspectRatio", "resizable", "antialiased", "imageScale", "labelStyle", "buttonStyle",
            "listRowBackground", "listRowSeparator", "listRowInsets", "scrollContentBackground", "listStyle", "font", "padding",
            "background", "tint", "accentColor", "lineLimit", "truncationMode", "minimumScaleFactor", "allowsTightening",
            "toolbarBackground", "toolbarRole", "navigationSplitViewColumnWidth", "badge", "symbolRenderingMode", "symbolVariant",
            "contentShape", "overlay", "border", "fixedSize", "layoutPriority", "id", "animation", "transition", "environment",
            "environmentObject", "preferredColorScheme", "navigationViewStyle", "tabViewStyle", "textCase", "headerProminence",
            "controlSize", "keyboardType", "submitLabel", "textInputAutocapitalization", "autocorrectionDisabled",
            "scrollDismissesKeyboard", "presentationDetents", "presentationDragIndicator", "presentationBackground",
            "presentationCornerRadius", "redacted", "help", "accessibilityHint", "accessibilityLabel", "accessibilityValue",
            "accessibilityIdentifier", "accessibilityElement", "accessibilityAddTraits", "accessibilityHidden",
            "gridCellColumns", "containerRelativeFrame", "scrollTargetBehavior", "scrollTargetLayout", "scrollIndicators",
            "scrollPosition", "matchedTransitionSource", "navigationTransition", "frame", "lineSpacing", "monospacedDigit",
            "monospaced", "textSelection", "fill", "stroke", "strokeBorder", "foregroundStyle", "backgroundStyle", "blur",
            "rotationEffect", "rotation3DEffect", "scaleEffect", "offset", "position", "zIndex", "ignoresSafeArea",
            "edgesIgnoringSafeArea", "listSectionSeparator", "formStyle", "pickerStyle", "toggleStyle", "textFieldStyle",
            "progressViewStyle", "datePickerStyle", "gaugeStyle", "menuStyle", "controlGroupStyle", "groupBoxStyle",
            "disclosureGroupStyle", "labelsHidden", "focused", "focusable", "hidden", "clipped", "mask", "compositingGroup",
            "drawingGroup", "brightness", "contrast", "saturation", "grayscale", "hueRotation", "colorMultiply", "colorInvert",
            "blendMode", "luminanceToAlpha", "dynamicTypeSize", "contentTransition", "sensoryFeedback", "symbolEffect",
            "keyframeAnimator", "phaseAnimator", "geometryGroup", "safeAreaPadding", "listRowSpacing", "listSectionSpacing",
            "defaultScrollAnchor", "contentMargins", "scrollClipDisabled", "scrollBounceBehavior", "privacySensitive",
            "allowsHitTesting", "searchable", "searchScopes", "searchSuggestions", "refreshable", "navigationBarTitleDisplayMode",
            "navigationSubtitle", "toolbarColorScheme", "toolbarTitleDisplayMode", "statusBarHidden", "persistentSystemOverlays",
            "defersSystemGestures", "contentMargins", "presentationCompactAdaptation", "presentationContentInteraction",
            "hoverEffect", "coordinateSpace", "alignmentGuide", "equatable", "tableStyle", "fullScreenCoverStyle",
            "listItemTint", "containerShape", "containerBackground", "scrollDisabled", "deleteDisabled", "moveDisabled", "selectionDisabled",
            "autocapitalization", "disableAutocorrection", "textContentType", "flipsForRightToLeftLayoutDirection", "layoutValue",
            "searchCompletion", "rotation", "trim", "inset", "preference", "anchorPreference", "transformPreference",
            // Deprecated spellings of the above, and later additions (Liquid Glass, Charts, StoreKit's styles).
            "navigationBarHidden", "accessibility", "accessibilityRespondsToUserInteraction", "accessibilityInputLabels",
            "accessibilitySortPriority", "accessibilityHeading", "accessibilityRemoveTraits", "accessibilityShowsLargeContentViewer",
            "scenePadding", "focusEffectDisabled", "gridCellAnchor", "gridCellUnsizedAxes", "gridColumnAlignment",
            "widgetAccentable", "typesettingLanguage", "textInputFormattingControlVisibility", "textEditorStyle",
            "sectionIndexLabel", "prefersDefaultFocus", "menuActionDismissBehavior", "textRenderer",
            "attributedTextFormattingDefinition", "glassEffect", "glassEffectID", "glassEffectUnion", "glassEffectTransition",
            "backgroundExtensionEffect", "chartXAxis", "chartYAxis", "chartLegend", "chartXScale", "chartYScale",
            "chartPlotStyle", "chartForegroundStyleScale", "chartXAxisLabel", "chartYAxisLabel", "chartOverlay", "chartBackground",
            "storeButton", "productViewStyle", "subscriptionStoreControlStyle", "subscriptionStoreControlIcon",
            "subscriptionStoreButtonLabel", "subscriptionStorePickerItemBackground", "subscriptionStorePolicyForegroundStyle",
            "subscriptionStoreControlBackground", "storeProductTask", "safeAreaBar", "tabBarMinimizeBehavior",
            "listRowSeparatorTint", "listSectionSeparatorTint", "kerning", "tracking", "baselineOffset", "underline",
            "strikethrough",
            // iOS 17's shape operations: a shape made of shapes (`Rectangle().subtracting(.circle)`).
            "subtracting", "union", "intersection", "symmetricDifference", "lineIntersection", "lineSubtraction",
            // iOS 18's tab content: where a tab is placed and how it is customized (the tab's content is its own).
            "tabPlacement", "customizationID", "defaultVisibility", "customizationBehavior", "tabViewCustomization",
            // TipKit's styles of a tip (a style, a ShapeStyle, a size), iOS 26's scroll edge effects, and visual effects
            // whose closure returns a `VisualEffect` (no view, so nothing it can present).
            "tipViewStyle", "tipBackground", "tipCornerRadius", "tipImageSize", "tipImageStyle", "scrollEdgeEffectStyle",
            "scrollEdgeEffectHidden", "scrollTransition", "visualEffect",
        ])
        for name in transparent { table[name] = .transparent }
        for name in ["onTapGesture", "onLongPressGesture", "onSubmit", "onOpenURL", "onReceive", "onDelete", "onMove",
                     "onContinueUserActivity", "onKeyPress", "onHover", "gesture", "simultaneousGesture", "highPriorityGesture",
                     "refreshable", "onPreferenceChange", "accessibilityAction", "onScrollVisibilityChange", "onGeometryChange",
                     "onScrollGeometryChange", "onScrollPhaseChange", "onInAppPurchaseCompletion", "onInAppPurchaseStart",
                     "translationTask", "onPencilTap", "onPencilSqueeze",
                     // System presentations: StoreKit's, Quick Look's and the App Store's sheets show no view of the
                     // module; their closures (`onDismiss`, a completion) run statements at a moment the model does
                     // not hold, as an event's.
                     "manageSubscriptionsSheet", "refundRequestSheet", "offerCodeRedemption", "quickLookPreview",
                     "appStoreOverlay", "translationPresentation",
                     // StoreKit's tasks: their closure gets the entitlement or products when they load or change.
                     "subscriptionStatusTask", "currentEntitlementTask", "storeProductsTask"] {
            table[name] = .event
        }
        for name in ["navigationTitle", "navigationDestination", "sheet", "fullScreenCover", "popover", "disabled", "tag",
                     "tabItem", "alert", "confirmationDialog", "toolbar", "contextMenu", "swipeActions", "onAppear",
                     "onDisappear", "task", "onChange", "navigationBarBackButtonHidden", "interactiveDismissDisabled",
                     "safeAreaInset", "modifier", "inspector", "toolbarTitleMenu", "navigationBarItems"] {
            table[name] = .navigation
        }
        return table
    }()

    /// Whether the modifier is SwiftUI's and never puts views around the view it modifies (a stack, a presentation,
    /// lazy content): styling, layout, and handlers whose closures only run statements.
    static func cannotWrap(_ name: String) -> Bool {
        switch modifiers[name] {
        case .transparent?, .event?: return true
        case .navigation?: return eventLike.contains(name)
        case nil: return false
        }
    }
    private static let eventLike: Set<String> = ["onAppear", "onDisappear", "task", "onChange", "disabled", "tag", "navigationTitle",
                                                 "navigationBarBackButtonHidden", "interactiveDismissDisabled"]

    /// The system's presentations bound to a Bool (`isPresented:`) that show none of the module's views and set the
    /// flag back to false when dismissed.
    static let systemPresentations: Set<String> = ["manageSubscriptionsSheet", "offerCodeRedemption", "appStoreOverlay",
                                                   "translationPresentation"]

    /// Event modifiers whose other arguments are values the system may run code of: a tip's own actions
    /// (`Tips.Action(perform:)`) run when tapped. The handler is known only when no such argument may navigate.
    static let eventsWithActiveValues: Set<String> = ["popoverTip"]

    /// The libraries declaring `alert(item:title:actions:message:)` and `confirmationDialog(item:titleVisibility:title:
    /// actions:message:)` (Point-Free's SwiftUINavigation): SwiftUI's dialog presented while the optional is non-nil,
    /// each closure given the unwrapped item (`ViewTranslator.itemDialog`). A file that imports none of them does not
    /// have that form (it stays unknown).
    static let itemDialogModules: Set<String> = ["SwiftUINavigation"]

    /// The protocols that make a UIKit or AppKit view or view controller a SwiftUI view.
    static let representables: Set<String> = ["UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
                                              "NSViewControllerRepresentable"]

    /// `App` scenes whose closure is the window's content.
    static let windowScenes: Set<String> = ["WindowGroup", "Window", "DocumentGroup", "UtilityWindow"]

    /// What SwiftUI's environment values (`@Environment(\.name)`) are, where they neither hold the module's values nor
    /// run its code in the scene. Any other key (`dismiss`, `openURL`, `refresh`, `purchase`, `\.self`, a key the module
    /// declares) is read as before.
    enum EnvironmentMeaning: Equatable {
        /// A value describing where the view is shown (`colorScheme`, `locale`, `isPresented`, `controlActiveState`):
        /// another module's value, none of the module's.
        case value
        /// An action SwiftUI performs outside the scene the model holds, running none of its code and changing none of
        /// its state: it opens or closes a window or an immersive space (`openWindow`, `dismissWindow`: another scene
        /// instance, or this window gone with everything it shows, as `openWindow`'s), shows the system's own UI
        /// (`requestReview`, an authentication session), or changes only search or focus (`dismissSearch`,
        /// `resetFocus`). (`pushWindow`, which hides the window it is called from, is not one.)
        case outsideAction
    }

    static let environmentValues: [String: EnvironmentMeaning] = {
        var table: [String: EnvironmentMeaning] = [:]
        for name in ["colorScheme", "horizontalSizeClass", "verticalSizeClass", "modelContext", "managedObjectContext", "scenePhase",
                     "locale", "calendar", "timeZone", "dynamicTypeSize", "displayScale", "pixelLength", "isEnabled", "isSearching",
                     "accessibilityReduceMotion", "accessibilityReduceTransparency", "accessibilityDifferentiateWithoutColor",
                     "layoutDirection", "font", "isPresented", "undoManager", "colorSchemeContrast", "isFocused",
                     "redactionReasons", "legibilityWeight", "controlSize", "sizeCategory", "supportsMultipleWindows",
                     "editMode", "widgetFamily", "widgetRenderingMode", "isLuminanceReduced",
                     "defaultMinListRowHeight", "accessibilityVoiceOverEnabled", "controlActiveState", "accessibilityShowButtonShapes",
                     "backgroundStyle", "lineLimit", "autocorrectionDisabled"] {
            table[name] = .value
        }
        for name in ["openWindow", "dismissWindow", "openImmersiveSpace", "dismissImmersiveSpace", "openSettings", "requestReview",
                     "displayStoreKitMessage", "dismissSearch", "resetFocus", "webAuthenticationSession", "authorizationController"] {
            table[name] = .outsideAction
        }
        return table
    }()
}
