import NavSceneModel

/// The shapes of the scene language (Grammar.md), as data: which keys each mapping takes and what each value is. The
/// loader reads its allowed keys from here, and the JSON Schemas in `schemas/` are generated from here, so the two
/// cannot disagree. Element and modifier *names* come from the loader's own lists (`ViewLoader.elementNames`,
/// `ViewLoader.modifierNames`, `Modifier.presentational`); a name without an entry here takes any value in a schema.
public enum GrammarTables {
    /// What a value is.
    public indirect enum Shape: Sendable, Equatable {
        /// A name (identifier), a type (`[Recipe]`, `Recipe?`), a file path, free text.
        case name, type, path, text
        /// Display text with `{expression}` parts; an expression; `$name` (a binding to state).
        case template, expression, binding
        case wholeNumber, bool
        case choice([String])
        /// A view node or a list of view nodes.
        case views
        /// A statement or a list of statements (`set`, `append`, ..., `dismiss`).
        case statements
        case list(Shape)
        /// One value of the shape, or a list of them.
        case oneOrList(Shape)
        /// A mapping from names (or case names, JSON keys) to values of the shape.
        case mapping(Shape)
        /// A mapping with exactly these keys (see `keys`).
        case keyed(String)
        /// What a built-in element takes (`Element`).
        case elementArguments(String)
        /// Either shape.
        case either(Shape, Shape)
        /// No value (`dismiss:`).
        case none
        case anything
    }

    public struct Key: Sendable, Equatable {
        public var name: String
        public var shape: Shape
        public var required: Bool
        init(_ name: String, _ shape: Shape, required: Bool = false) {
            self.name = name; self.shape = shape; self.required = required
        }
    }

    /// A built-in element's arguments: a mapping of `arguments`, or a scalar standing for `primary`
    /// (`Text: Hello`), or a list of views (or one view) standing for `listKey` (`VStack: [...]`).
    public struct Element: Sendable, Equatable {
        public var name: String
        public var arguments: [Key]
        public var primary: String?
        public var listKey: String?
    }

    // MARK: - Files and declarations

    public static let sceneFile: [Key] = [
        Key("scene", .name, required: true), Key("include", .oneOrList(.path)), Key("types", .mapping(.keyed("type"))),
        Key("data", .mapping(.anything)), Key("queries", .mapping(.either(.expression, .keyed("query")))),
        Key("state", .mapping(.either(.type, .either(.keyed("stateVariable"), .keyed("computedState"))))), Key("views", .mapping(.keyed("view"))),
        Key("root", .views, required: true), Key("actions", .mapping(.statements)),
        Key("persistence", .keyed("persistence")), Key("simulation", .keyed("simulation")),
        Key("unknown", .oneOrList(.keyed("unknownCode"))),
    ]
    /// A file with neither `scene` nor `root` (`SceneFiles.markerKeys`).
    public static let libraryFile: [Key] = sceneFile.filter { ["include", "types", "data", "queries", "views", "actions"].contains($0.name) }
        .map { Key($0.name, $0.shape) }

    /// The mappings that `.keyed(name)` refers to.
    public static let keys: [String: [Key]] = [
        "type": [Key("enum", .oneOrList(.name)), Key("properties", .mapping(.mapping(.text))), Key("fields", .mapping(.type)),
                 Key("identifiedBy", .name), Key("codable", .bool), Key("rawValue", .choice(["Int", "String"])),
                 Key("display", .name)],
        "query": [Key("parameters", .mapping(.type)), Key("value", .expression, required: true)],
        "stateVariable": [Key("type", .type), Key("initial", .expression), Key("unknown", .bool), Key("latent", .bool)],
        "dialog": [Key("title", .template), Key("isPresented", .binding), Key("item", .binding), Key("presenting", .expression),
                   Key("as", .name), Key("actions", .views), Key("message", .template), Key("titleVisibility", .anything)],
        "computedState": [Key("type", .type, required: true), Key("get", .expression, required: true), Key("set", .statements)],
        "safeAreaInset": [Key("edge", .choice(["top", "bottom", "leading", "trailing"])), Key("alignment", .anything),
                          Key("spacing", .anything), Key("content", .views, required: true)],
        "view": [Key("parameters", .mapping(.type)), Key("state", .mapping(.either(.type, .either(.keyed("stateVariable"), .keyed("computedState"))))),
                 Key("body", .views, required: true)],
        "persistence": [Key("sceneStorage", .text), Key("encode", .mapping(.either(.name, .keyed("encodeIDs"))))],
        "encodeIDs": [Key("ids", .name, required: true)],
        "simulation": [Key("viewport", .wholeNumber), Key("size", .choice(["regular", "compact"])),
                       Key("platform", .choice(Platform.allCases.map(\.rawValue))), Key("deploymentTarget", .text)],
        "if": [Key("if", .expression, required: true), Key("let", .name), Key("then", .views, required: true), Key("else", .views),
               Key("unknown", .oneOrList(.keyed("unknownCode")))],
        "switch": [Key("switch", .expression, required: true), Key("cases", .mapping(.views), required: true), Key("default", .views),
                   Key("unknown", .oneOrList(.keyed("unknownCode")))],
        "unknownCode": [Key("what", .text, required: true), Key("kind", .choice(OpaqueSite.Kind.allCases.map(\.rawValue))),
                        Key("may", .list(.choice(UnknownCodeLoader.abilities))), Key("abstraction", .bool),
                        Key("foreignTypesOnly", .bool), Key("tab", .bool), Key("selects", .type)],
        "destination": [Key("for", .type), Key("as", .name), Key("isPresented", .binding), Key("item", .binding),
                        Key("destination", .views, required: true)],
        "tabEntry": [Key("Tab", .elementArguments("Tab"), required: true), Key("badge", .anything)],
        "presentation": [Key("isPresented", .binding), Key("item", .binding), Key("as", .name), Key("content", .views, required: true),
                         Key("onDismiss", .anything), Key("arrowEdge", .anything), Key("attachmentAnchor", .anything)],
    ]

    /// Keyed mappings that need exactly one of these keys (what triggers a destination or a presentation).
    public static let exactlyOne: [String: [String]] = [
        "destination": ["for", "isPresented", "item"],
        "presentation": ["isPresented", "item"],
    ]

    /// Statements by name (Grammar.md, "Actions"); a statement is `dismiss` or a mapping of these.
    public static let statements: [Key] = [
        Key("set", .mapping(.expression)), Key("append", .mapping(.expression)),
        Key("removeLast", .either(.name, .mapping(.wholeNumber))), Key("popLast", .name), Key("removeAll", .name), Key("toggle", .name),
        Key("run", .name), Key("dismiss", .none),
        // `if` is one mapping with its companions (`- if: flag` / `then: [...]` / `else: [...]`), as the `if` view.
        Key("if", .expression), Key("let", .name), Key("then", .statements), Key("else", .statements),
    ]

    // MARK: - Elements and modifiers

    static let containerArguments = [Key("content", .views), Key("spacing", .anything), Key("alignment", .anything)]

    /// The built-in elements' arguments, by name.
    public static let elements: [String: Element] = {
        var table: [String: Element] = [:]
        func add(_ name: String, _ arguments: [Key], primary: String? = nil, listKey: String? = nil) {
            table[name] = Element(name: name, arguments: arguments, primary: primary, listKey: listKey)
        }
        add("Text", [Key("text", .template)], primary: "text")
        add("Label", [Key("title", .template), Key("systemImage", .text)], primary: "title")
        add("Image", [Key("systemName", .text), Key("name", .text)], primary: "name")
        for name in ViewLoader.leafNames { add(name, []) }
        for kind in ContainerKind.allCases {
            switch kind {
            case .scrollView: add(kind.rawValue, [Key("content", .views), Key("axes", .anything), Key("showsIndicators", .anything)], listKey: "content")
            case .lazyVGrid, .lazyHGrid: add(kind.rawValue, containerArguments + [Key("columns", .anything), Key("rows", .anything)], listKey: "content")
            case .viewThatFits: add(kind.rawValue, [Key("content", .views), Key("in", .anything)], listKey: "content")
            case .safeAreaInset: break  // a modifier, built into a container by the loader
            case .unknown: add("Unknown", containerArguments, listKey: "content")  // code the scene does not describe
            case .toolbarItem, .toolbarItemGroup: add(kind.rawValue, [Key("content", .views), Key("placement", .anything), Key("id", .anything)], listKey: "content")
            default: add(kind.rawValue, containerArguments, listKey: "content")
            }
        }
        add("List", [Key("content", .views), Key("data", .expression), Key("as", .name), Key("row", .views),
                     Key("selection", .binding), Key("id", .anything)], listKey: "content")
        add("Table", [Key("data", .expression, required: true), Key("as", .name, required: true), Key("selection", .binding),
                      Key("columns", .list(.template)), Key("row", .views)])
        add("Section", [Key("header", .either(.template, .views)), Key("content", .views), Key("footer", .either(.template, .views))],
            primary: "header", listKey: "content")
        add("ForEach", [Key("data", .expression, required: true), Key("as", .name, required: true), Key("content", .views), Key("id", .anything)])
        add("NavigationStack", [Key("path", .binding), Key("root", .views)], listKey: "root")
        add("NavigationSplitView", [Key("sidebar", .views, required: true), Key("content", .views), Key("detail", .views, required: true),
                                    Key("columnVisibility", .anything), Key("preferredCompactColumn", .anything)])
        add("NavigationView", [Key("content", .views), Key("style", .choice(NavigationViewElement.Style.allCases.map(\.rawValue)))],
            listKey: "content")
        add("NavigationLink", [Key("title", .template), Key("value", .expression), Key("label", .views), Key("destination", .views),
                               Key("isActive", .binding), Key("tag", .expression), Key("selection", .binding)], primary: "title")
        add("Button", [Key("title", .template), Key("label", .views), Key("action", .statements), Key("role", .anything)], primary: "title")
        add("TabView", [Key("selection", .binding), Key("style", .choice(TabViewElement.Style.allCases.map(\.rawValue))),
                        Key("tabs", .oneOrList(.keyed("tabEntry"))), Key("content", .views)], listKey: "tabs")
        add("Tab", [Key("title", .template), Key("value", .expression), Key("content", .views), Key("systemImage", .anything)], primary: "title")
        return table
    }()

    /// Every built-in element name, in the loader's order.
    public static var elementNames: [String] { ViewLoader.elementNames }

    /// The modifiers with a meaning, in the loader's order, and the shape of their values.
    public static var modifierNames: [String] { ViewLoader.modifierNames }
    public static let modifiers: [String: Shape] = [
        "navigationTitle": .template, "disabled": .expression,
        "navigationDestination": .oneOrList(.keyed("destination")),
        "sheet": .oneOrList(.keyed("presentation")), "fullScreenCover": .oneOrList(.keyed("presentation")),
        "popover": .oneOrList(.keyed("presentation")), "unknown": .oneOrList(.keyed("unknownCode")),
        "alert": .oneOrList(.keyed("dialog")), "confirmationDialog": .oneOrList(.keyed("dialog")),
    ]
    /// Modifiers accepted with any value and ignored (no navigation meaning).
    public static var ignoredModifiers: [String] { Modifier.presentational.sorted() }

    /// The key names of a keyed mapping, for the loader's `keyed(_:allowed:)` (listed once, not per mapping loaded).
    static func names(_ keyed: String) -> [String] { keyNames[keyed]! }
    private static let keyNames: [String: [String]] = keys.mapValues { $0.map(\.name) }
    /// An element's argument names with its primary and list keys, listed once (the loader asks per view node).
    static func argumentNames(_ element: String) -> (allowed: [String], primary: String?, listKey: String?) { elementArgumentNames[element]! }
    /// `argumentNames`, or nil for a name the table does not describe.
    static func argumentSpec(_ element: String) -> (allowed: [String], primary: String?, listKey: String?)? { elementArgumentNames[element] }
    private static let elementArgumentNames: [String: (allowed: [String], primary: String?, listKey: String?)] =
        elements.mapValues { ($0.arguments.map(\.name), $0.primary, $0.listKey) }
}
