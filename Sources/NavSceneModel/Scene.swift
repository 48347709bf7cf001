import NavSceneDiagnostics

/// A user-declared type: an enum with cases, or a struct with fields and an identity field.
public struct TypeDecl {
    public enum Kind {
        case enumeration(cases: [EnumCase], properties: [EnumProperty])
        case structure(fields: [Field], identity: String?)
    }
    public struct EnumCase { public var name: String; public var range: SourceRange
        public init(name: String, range: SourceRange) { self.name = name; self.range = range } }
    /// A computed property: one display string per case (`localizedName`).
    public struct EnumProperty { public var name: String; public var values: [String: String]; public var range: SourceRange
        public init(name: String, values: [String: String], range: SourceRange) { self.name = name; self.values = values; self.range = range } }
    public struct Field { public var name: String; public var type: TypeRef; public var range: SourceRange
        public init(name: String, type: TypeRef, range: SourceRange) { self.name = name; self.type = type; self.range = range } }

    public var name: String
    public var kind: Kind
    public var codable: Bool
    public var range: SourceRange

    public init(name: String, kind: Kind, codable: Bool, range: SourceRange) {
        self.name = name; self.kind = kind; self.codable = codable; self.range = range
    }

    public var cases: [EnumCase] { if case .enumeration(let c, _) = kind { return c } else { return [] } }
    public var fields: [Field] { if case .structure(let f, _) = kind { return f } else { return [] } }
    public var identity: String? { if case .structure(_, let id) = kind { return id } else { return nil } }
    public var isEnum: Bool { if case .enumeration = kind { return true } else { return false } }
    public func field(_ name: String) -> Field? { fields.first { $0.name == name } }
    public func property(_ name: String) -> EnumProperty? {
        if case .enumeration(_, let props) = kind { return props.first { $0.name == name } } else { return nil }
    }
}

/// One sample value of a struct type.
public struct Record {
    /// The static name (`Recipe.applePie`) when the data was given as a mapping.
    public var name: String?
    public var fields: [String: Value]
    public var range: SourceRange
    public init(name: String?, fields: [String: Value], range: SourceRange) { self.name = name; self.fields = fields; self.range = range }
}

/// The sample data: records per struct type, in declaration order.
public struct DataSet {
    public var records: [String: [Record]] = [:]
    public init() {}
}

/// A named, parameterised expression (the data model's `recipes(in:)`).
public struct Query {
    public struct Parameter { public var label: String; public var type: TypeRef; public var range: SourceRange
        public init(label: String, type: TypeRef, range: SourceRange) { self.label = label; self.type = type; self.range = range } }
    public var name: String
    public var parameters: [Parameter]
    public var body: Expression
    public var range: SourceRange
    public init(name: String, parameters: [Parameter], body: Expression, range: SourceRange) {
        self.name = name; self.parameters = parameters; self.body = body; self.range = range
    }
}

/// A navigation state variable (`@State`/model property): its type and initial value.
public struct StateVariable {
    public var name: String
    public var type: TypeRef
    public var initial: Expression?
    public var range: SourceRange
    public init(name: String, type: TypeRef, initial: Expression?, range: SourceRange) {
        self.name = name; self.type = type; self.initial = initial; self.range = range
    }
}

public struct ViewDecl {
    public struct Parameter { public var name: String; public var type: TypeRef; public var range: SourceRange
        public init(name: String, type: TypeRef, range: SourceRange) { self.name = name; self.type = type; self.range = range } }
    public var name: String
    public var parameters: [Parameter]
    public var body: [ViewNode]
    public var range: SourceRange
    public init(name: String, parameters: [Parameter], body: [ViewNode], range: SourceRange) {
        self.name = name; self.parameters = parameters; self.body = body; self.range = range
    }
}

/// Named programmatic navigation (`showRecipeOfTheDay`, `popToRoot`).
public struct ActionDecl {
    public var name: String
    public var statements: [Statement]
    public var range: SourceRange
    public init(name: String, statements: [Statement], range: SourceRange) { self.name = name; self.statements = statements; self.range = range }
}

/// What the navigation model encodes for state restoration, and under which scene-storage key.
public struct Persistence {
    public struct Entry {
        public enum Encoding: String, Sendable { case value, ids }
        public var key: String
        public var state: String
        public var encoding: Encoding
        public var range: SourceRange
        public init(key: String, state: String, encoding: Encoding, range: SourceRange) {
            self.key = key; self.state = state; self.encoding = encoding; self.range = range
        }
    }
    public var sceneStorage: String
    public var entries: [Entry]
    public var range: SourceRange
    public init(sceneStorage: String, entries: [Entry], range: SourceRange) { self.sceneStorage = sceneStorage; self.entries = entries; self.range = range }
}

public enum SizeClass: String, Sendable, Hashable, CaseIterable { case regular, compact }

/// How the interpreter simulates the device.
public struct Simulation {
    /// Rows a lazy container realises at a time (what fits on screen); `scroll` moves this window.
    public var viewport: Int = 8
    public var size: SizeClass = .regular
    public init() {}
}

/// A whole scene: everything a scene file and its includes declare.
public final class Scene: @unchecked Sendable {
    public var name: String
    public var range: SourceRange
    /// The scene file and every file it includes, in load order.
    public var files: [String] = []
    public var types: [String: TypeDecl] = [:]
    public var typeOrder: [String] = []
    public var data = DataSet()
    public var queries: [String: Query] = [:]
    public var state: [StateVariable] = []
    public var views: [String: ViewDecl] = [:]
    public var viewOrder: [String] = []
    public var root: [ViewNode] = []
    public var actions: [String: ActionDecl] = [:]
    public var actionOrder: [String] = []
    public var persistence: Persistence?
    public var simulation = Simulation()
    /// A file with neither `scene` nor `root`: types, data, queries, views and actions meant to be included.
    public var isLibrary = false
    /// Every view node by id (filled by `finish()`).
    public private(set) var nodes: [ViewNode] = []

    public init(name: String, range: SourceRange) {
        self.name = name
        self.range = range
    }

    public func stateVariable(_ name: String) -> StateVariable? { state.first { $0.name == name } }

    /// Numbers every node, links parents and owners. Call once after building.
    public func finish() {
        nodes.removeAll()
        func visit(_ node: ViewNode, parent: ViewNode?, role: ChildRole, owner: String?) {
            node.id = nodes.count
            node.parent = parent
            node.role = role
            node.owningView = owner
            nodes.append(node)
            for (childRole, child) in node.children { visit(child, parent: node, role: childRole, owner: owner) }
        }
        for node in root { visit(node, parent: nil, role: .root, owner: nil) }
        for name in viewOrder { for node in views[name]?.body ?? [] { visit(node, parent: nil, role: .root, owner: name) } }
    }
}
