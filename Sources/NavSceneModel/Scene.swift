import NavSceneDiagnostics

/// A user-declared type: an enum with cases, or a struct with fields and an identity field.
public struct TypeDecl {
    public enum Kind {
        case enumeration(cases: [EnumCase], properties: [EnumProperty])
        case structure(fields: [Field], identity: String?)
    }
    /// `case recipe(Recipe)`, `case detail(id: Recipe.ID)`, `case dessert = 2`.
    public struct EnumCase {
        public var name: String
        public var range: SourceRange
        /// The associated values, in order (empty for a plain case).
        public var associated: [AssociatedValue]
        /// The raw value, for an enum with a raw type (explicit, or Swift's implicit one: the case's index for
        /// `Int`, its name for `String`).
        public var rawValue: Value?
        public init(name: String, range: SourceRange, associated: [AssociatedValue] = [], rawValue: Value? = nil) {
            self.name = name; self.range = range; self.associated = associated; self.rawValue = rawValue
        }
    }
    /// One associated value: its label (nil for a positional one, encoded as `_0`, `_1` as Swift does) and type.
    public struct AssociatedValue {
        public var label: String?
        public var type: TypeRef
        public init(label: String?, type: TypeRef) { self.label = label; self.type = type }
        /// The key Swift's synthesized Codable uses for the value at `index`.
        public func codingKey(at index: Int) -> String { label ?? "_\(index)" }
    }
    /// A computed property: one display string per case (`localizedName`).
    public struct EnumProperty { public var name: String; public var values: [String: String]; public var range: SourceRange
        public init(name: String, values: [String: String], range: SourceRange) { self.name = name; self.values = values; self.range = range } }
    public struct Field { public var name: String; public var type: TypeRef; public var range: SourceRange
        public init(name: String, type: TypeRef, range: SourceRange) { self.name = name; self.type = type; self.range = range } }

    public var name: String
    public var kind: Kind
    public var codable: Bool
    public var range: SourceRange
    /// `enum Category: Int`: the raw type (`Int` or `String`), nil for an enum without raw values or a struct.
    public var rawType: TypeRef?
    /// The field that names a record wherever a value is shown (`display: subject`); without it, `name`, `title` or
    /// `description` when the type has one.
    public var displayField: String?

    public init(name: String, kind: Kind, codable: Bool, range: SourceRange, rawType: TypeRef? = nil) {
        self.name = name; self.kind = kind; self.codable = codable; self.range = range; self.rawType = rawType
    }

    /// Whether some case carries associated values (such an enum has no `allCases` and no raw values, as in Swift).
    public var hasAssociatedValues: Bool { cases.contains { !$0.associated.isEmpty } }
    public func enumCase(_ name: String) -> EnumCase? { cases.first { $0.name == name } }
    /// SwiftUI's `NavigationSplitViewVisibility`, known without a declaration.
    public static let splitViewVisibilityName = "NavigationSplitViewVisibility"
    /// SwiftUI's `NavigationSplitViewColumn` (`preferredCompactColumn`), known without a declaration.
    public static let splitViewColumnName = "NavigationSplitViewColumn"
    public static func splitViewColumn(range: SourceRange) -> TypeDecl {
        let cases = ["sidebar", "content", "detail"].map { EnumCase(name: $0, range: range) }
        return TypeDecl(name: splitViewColumnName, kind: .enumeration(cases: cases, properties: []), codable: true, range: range)
    }
    public static func splitViewVisibility(range: SourceRange) -> TypeDecl {
        let cases = ["automatic", "all", "doubleColumn", "detailOnly"].map { EnumCase(name: $0, range: range) }
        return TypeDecl(name: splitViewVisibilityName, kind: .enumeration(cases: cases, properties: []), codable: true, range: range)
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
    /// Per struct type, the identity of the record that stands for any value of the type (the Swift front end's
    /// `sample`, for values it cannot compute): the analysis reads its fields as any value of their types, since its
    /// own field values (nil, false, the first case) are only one of them. Scene files have none.
    public var standIns: [String: Value] = [:]
    /// The static name of every stand-in record (`Recipe.sample`).
    public static let standInName = "sample"
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
    /// The name where it is declared (the whole declaration when not given).
    public var nameRange: SourceRange
    public init(name: String, parameters: [Parameter], body: Expression, range: SourceRange, nameRange: SourceRange? = nil) {
        self.name = name; self.parameters = parameters; self.body = body; self.range = range; self.nameRange = nameRange ?? range
    }
}

/// A navigation state variable (`@State`/model property): its type and initial value.
public struct StateVariable {
    public var name: String
    public var type: TypeRef
    public var initial: Expression?
    public var range: SourceRange
    /// A value the Swift front end could not compute (an untranslatable condition, data, trigger): it may hold any
    /// value of its type. The analysis starts it at its type's whole universe (`top` where there is none); the
    /// interpreter starts it at `initial`, else its type's default. Scene files cannot write it.
    public var isUnknown: Bool
    /// Of an unknown value: it stands for a value of navigation state (a path, a selection) that code the model does
    /// not compute makes (`selected = bottle.url`, `path = restored()`), a *latent* value. The analysis reads it as
    /// any value of its type, so that nothing the write could show is called unreachable; a push of it is on the path
    /// from no place a rule names (`PushSource.initial`). The interpreter never gives it a value: a run that reads it
    /// fails and leaves the state as it was, so no witness, and no "a bad state exists" finding, passes through a
    /// value the program may never make.
    public var isLatent = false
    /// Of an unknown path: values its type's initializers put on it when the model is made (`init` calls
    /// `showFeed()`, which appends a `Screen`), by type, under conditions the model does not read. The path is still
    /// unknown (it may hold anything); these say only that a launch may start with a value of `type` on it, which a
    /// destination must map like any push. Scene files cannot write it.
    public var initialPushes: [InitialPush] = []
    public init(name: String, type: TypeRef, initial: Expression?, range: SourceRange, isUnknown: Bool = false, isLatent: Bool = false) {
        self.name = name; self.type = type; self.initial = initial; self.range = range; self.isUnknown = isUnknown || isLatent
        self.isLatent = isLatent
    }
}

/// A value of `type` an initializer puts on a path at launch (`StateVariable.initialPushes`): `range` is the
/// initializer's statement that does it, `append` the append it reaches (the same where the initializer appends).
public struct InitialPush: Hashable, Sendable {
    public var type: String
    public var range: SourceRange
    public var append: SourceRange
    public init(type: String, range: SourceRange, append: SourceRange) { self.type = type; self.range = range; self.append = append }
}

/// A computed property of the navigation model (`var selectedRecipe: Recipe? { get { path.first } set { ... } }`):
/// reading it evaluates `get`; writing it (a binding such as `List(selection:)`, a statement) runs `set` with the
/// written value as `newValue`. Without `set` it is read-only.
public struct ComputedVariable {
    public var name: String
    public var type: TypeRef
    public var get: Expression
    public var set: [Statement]?
    public var range: SourceRange
    public init(name: String, type: TypeRef, get: Expression, set: [Statement]?, range: SourceRange) {
        self.name = name; self.type = type; self.get = get; self.set = set; self.range = range
    }
}

public struct ViewDecl {
    public struct Parameter {
        public var name: String
        public var type: TypeRef
        public var range: SourceRange
        /// `@Binding var name: T` (written `Binding<T>`): the argument is the caller's `$variable`, read and written
        /// through.
        public var isBinding: Bool
        /// `let action: () -> Void`: the argument is statements, run (with `run: name`) in the caller's context.
        public var isAction: Bool
        /// `@ViewBuilder let content: Content` (written `View`): the argument is views, shown where the body names
        /// the parameter.
        public var isView: Bool { !isAction && !isBinding && type == .named("View") }
        public init(name: String, type: TypeRef, range: SourceRange, isBinding: Bool = false, isAction: Bool = false) {
            self.name = name; self.type = type; self.range = range; self.isBinding = isBinding; self.isAction = isAction
        }
    }
    public var name: String
    public var parameters: [Parameter]
    /// `@State private var`: state of each instance of the view, from its initial value while the instance stays in
    /// the hierarchy, reset when it leaves.
    public var state: [StateVariable] = []
    public var body: [ViewNode]
    public var range: SourceRange
    /// The name where it is declared (the whole declaration when not given).
    public var nameRange: SourceRange
    public init(name: String, parameters: [Parameter], body: [ViewNode], range: SourceRange, nameRange: SourceRange? = nil) {
        self.name = name; self.parameters = parameters; self.body = body; self.range = range; self.nameRange = nameRange ?? range
    }
}

/// Named programmatic navigation (`showRecipeOfTheDay`, `popToRoot`).
public struct ActionDecl {
    public var name: String
    public var statements: [Statement]
    public var range: SourceRange
    /// The name where it is declared (the whole declaration when not given).
    public var nameRange: SourceRange
    public init(name: String, statements: [Statement], range: SourceRange, nameRange: SourceRange? = nil) {
        self.name = name; self.statements = statements; self.range = range; self.nameRange = nameRange ?? range
    }
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

/// Code a front end read but could not follow (the Swift front end: a view from another module, a custom modifier, a
/// closure calling into a model, a value it cannot compute). The model holds nothing for it, so rules must not
/// conclude from its absence: what it may do is said here, and `RuleRegistry` drops the findings that rest on the
/// absence of exactly that (a dead link, when an opaque site may register destinations; an unreachable destination or
/// view, when one may navigate). A YAML scene has none.
public struct OpaqueSite: Sendable {
    public enum Kind: String, Sendable, CaseIterable { case view, modifier, statement, value }
    public var kind: Kind
    /// What was not understood, as written (`AsyncImage`, `.withAppRouter()`, `model.open(item)`).
    public var what: String
    public var range: SourceRange
    /// It may declare navigation destinations (an unknown view or modifier may hold a `navigationDestination`).
    public var mayRegisterDestinations: Bool
    /// It may change navigation state or present something (push, select, present, pop).
    public var mayNavigate: Bool
    /// It is another module's code that cannot name this module's types (an unknown modifier applied with no
    /// argument, or literals only): a destination it declares is never for a type declared in the code read.
    public var foreignTypesOnly = false
    /// SwiftUI's own `Tab` or `TabSection` where the model does not read the tabs (a tab with tab-content modifiers
    /// of its own, sections made by a `ForEach`): an unknown view whose place is known. It puts no navigation
    /// container, presentation or lazy container around its content and declares no destination, so facts about what
    /// is above its content (is a stack around it?) climb through it; each of its instances is a tab of its own, so a
    /// `ForEach` around it repeats tabs, not its content within one tab. Only which tab shows, and when, is unknown.
    public var isUnreadTab = false
    /// A List's or Table's selection the model cannot bind: which values it selects is unknown, so it may take the
    /// value of a link in its rows (as a destination would). It resolves only the links around which it sits, never a
    /// value a Button puts on a path.
    public var selectsLinkValues = false
    /// The type of the values such a selection holds, where the code says it (`Set<Item.ID>` holds `Item.ID`s): it
    /// takes only the values of that type, so a link whose value is of another type the code declares is not
    /// resolved by it. nil: values of any type.
    public var selectedType: String?
    /// Where in the view tree the unknown code sits: the unknown view's own node, the node an unknown modifier is
    /// applied to, or the node whose action (a Button's, an event's) holds an unknown statement. nil when the code is
    /// not inside any view body (a model method nothing in the tree calls, a scene-level declaration): such a site is
    /// unknown for the whole scene. Rules scope what an unknown site can hide by this node (see `RuleRegistry`).
    public var node: ViewNode?
    /// The model holds every value the code may have here (an unknown Bool both ways, unknown data as zero or more
    /// rows, an unknown trigger as "may present", an unknown argument as any value of its type): the navigation around
    /// it is modelled, soundly, and the site is an abstraction, not a hole. The rules may still treat it cautiously
    /// (`mayNavigate`); coverage counts it as modelled and `--verbose` lists it apart.
    public var isAbstraction: Bool
    /// Why a statement is unknown when the reason is elsewhere (inside the module's function it calls, or that
    /// function's callees): the innermost statement or expression that made it so, where it is, and what it does
    /// (`NavigationCause` in the Swift front end). nil when the site itself is the reason, or none was traced.
    public var cause: OpaqueCause?
    /// Whether the site is a hole in the model's navigation: code that may navigate or declare destinations that the
    /// model does not hold, not a sound abstraction of a value.
    public var isUnknownNavigation: Bool { !isAbstraction && (mayNavigate || mayRegisterDestinations || selectsLinkValues) }
    public init(kind: Kind, what: String, range: SourceRange, mayRegisterDestinations: Bool, mayNavigate: Bool, node: ViewNode? = nil,
                isAbstraction: Bool = false) {
        self.kind = kind; self.what = what; self.range = range
        self.mayRegisterDestinations = mayRegisterDestinations; self.mayNavigate = mayNavigate
        self.node = node
        self.isAbstraction = isAbstraction
    }
}

/// A node read from the body of a view helper inlined where it is applied (`Scene.helperCalls`).
public struct HelperCall: Sendable {
    public let node: ViewNode
    /// The helper's name where it is applied (`.navigationStackEmbeded`), outside every helper.
    public var call: SourceRange
    /// The helper as the user wrote its name (`.navigationStackEmbeded`).
    public var helper: String
    public init(node: ViewNode, call: SourceRange, helper: String) { self.node = node; self.call = call; self.helper = helper }
}

/// The innermost code that made an unknown statement unknown (`OpaqueSite.cause`): the code as written, where it is,
/// and why it may navigate (`writes navigation state`, `calls a closure property`, ...).
public struct OpaqueCause: Sendable, Hashable {
    public var what: String
    public var range: SourceRange
    public var why: String
    public init(what: String, range: SourceRange, why: String) { self.what = what; self.range = range; self.why = why }
}

/// A whole scene: everything a scene file and its includes declare.
public final class Scene: @unchecked Sendable {
    public var name: String
    public var range: SourceRange
    /// The scene file and every file it includes, in load order.
    public var files: [String] = []
    /// The files whose declarations are the scene's own (rules about unused declarations look only at these): the
    /// scene file (the first of `files`) by default; every file of a Swift module.
    public var ownFiles: Set<String>?
    public var types: [String: TypeDecl] = [:]
    public var typeOrder: [String] = []
    public var data = DataSet()
    public var queries: [String: Query] = [:]
    public var state: [StateVariable] = []
    /// Where each name's first variable is in `state`, built by `finish()` so that reading a variable by name is not
    /// linear in the number of variables; used while `state` still has the count it was built for (a lookup scans
    /// otherwise). Not an observer on `state`: a property observer makes every append from another module copy the
    /// whole array (the front end appends one unknown value at a time: quadratic).
    private var stateIndex: (count: Int, positions: [String: Int])?
    /// Computed state (`get`/`set`), by name; declared in `state` beside the stored variables.
    public var computed: [String: ComputedVariable] = [:]
    public var views: [String: ViewDecl] = [:]
    public var viewOrder: [String] = []
    public var root: [ViewNode] = []
    /// Roots whose context is unknown: in a Swift module without an `@main` App, the views nothing in the module shows
    /// are its roots, and one declared `public` is shown by other modules (a feature package's screen), which may wrap
    /// it in a stack, a sheet or a lazy container; so may an App whose window content was not found. A fact that
    /// depends on what is above such a root gives no finding. A scene file's roots, an App's scenes, and the internal
    /// views of a module without an App (nothing else can show them) have nothing above them.
    public var rootsWithUnknownContext: Set<ObjectIdentifier> = []
    /// The roots were chosen as the views nothing shows (a Swift module without an `@main` App whose window content
    /// was found), not given by an App or a scene file.
    public var rootsAreGuessed = false
    /// How guessed roots were chosen, where the choice needs saying (`--verbose` prints it): the views another
    /// module may show with arguments this one does not know.
    public var rootsNote: String?
    public func hasUnknownContext(root node: ViewNode) -> Bool {
        !rootsWithUnknownContext.isEmpty && rootsWithUnknownContext.contains(ObjectIdentifier(node))
    }
    public var actions: [String: ActionDecl] = [:]
    public var actionOrder: [String] = []
    public var persistence: Persistence?
    public var simulation = Simulation()
    /// A file with neither `scene` nor `root`: types, data, queries, views and actions meant to be included.
    public var isLibrary = false
    /// The platform the scene is built for (iOS unless the scene file or the target's build settings say otherwise).
    public var platform: Platform = .iOS
    /// The oldest version of `platform` the app runs on (`simulation.deploymentTarget`; a Swift target's manifest or
    /// build settings); nil when nothing says.
    public var deploymentTarget: OSVersion?
    /// What the front end could not follow (always empty for scene files); see `OpaqueSite`.
    public var opaque: [OpaqueSite] = []
    /// The nodes the Swift front end read from the body of one of the module's own view helpers (an `extension View`
    /// method, a `ViewModifier`) inlined where it is applied, each with that call: a finding about such a node is
    /// reported at the call, with a note at the line in the helper (one helper line serves every call, and only the
    /// call tells the user which use is wrong). Always empty for scene files.
    public var helperCalls: [HelperCall] = []
    /// Every view node by id (filled by `finish()`).
    public private(set) var nodes: [ViewNode] = []

    public init(name: String, range: SourceRange) {
        self.name = name
        self.range = range
    }

    public func stateVariable(_ name: String) -> StateVariable? {
        if let stateIndex, stateIndex.count == state.count {
            guard let position = stateIndex.positions[name] else { return nil }
            if state[position].name == name { return state[position] }
        }
        return state.first { $0.name == name }
    }

    /// A stored variable, or computed state seen as one (its type; `initial` nil), for what reads or sets state by name.
    public func anyStateVariable(_ name: String) -> StateVariable? {
        if let stored = stateVariable(name) { return stored }
        return computed[name].map { StateVariable(name: name, type: $0.type, initial: nil, range: $0.range) }
    }

    /// Numbers every node, links parents and owners. Call once after building.
    public func finish() {
        stateIndex = (state.count, Dictionary(state.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first }))
        // Numbered into a local array, stored once: appending to the scene's own array checked exclusive access to
        // the scene per node.
        var numbered: [ViewNode] = []
        numbered.reserveCapacity(nodes.count)
        nodes.removeAll()
        func visit(_ node: ViewNode, parent: ViewNode?, role: ChildRole, owner: String?) {
            node.id = numbered.count
            node.parent = parent
            node.role = role
            node.owningView = owner
            numbered.append(node)
            node.forEachChild { childRole, child in visit(child, parent: node, role: childRole, owner: owner) }
        }
        for node in root { visit(node, parent: nil, role: .root, owner: nil) }
        for name in viewOrder { for node in views[name]?.body ?? [] { visit(node, parent: nil, role: .root, owner: name) } }
        nodes = numbered
    }
}
