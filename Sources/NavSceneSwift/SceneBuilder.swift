import NavSceneDiagnostics
import NavSceneModel
import SwiftSyntax

/// Swift declarations -> scene model: types with one sample record each, state from `@State` (and the other
/// state-holding wrappers) and from observable models' properties, views with their parameters, parameterless view
/// methods that only navigate as named actions, and the root (the App's `WindowGroup`, else the views no other view
/// shows). Bodies are translated by `ViewTranslator`.
final class SceneBuilder {
    let module: SwiftModule
    /// Every function name the module declares, and whether a literal may be a value of its types
    /// (`ForeignModifiers.swift`), found once.
    lazy var declaredFunctions = FunctionNameFinder.declarations(in: module)
    /// The module's own modifiers that cannot navigate (`InertDeclarations.swift`), each decided once.
    lazy var inert = InertDeclarations(module: module)
    let scene: Scene
    /// View nodes to leave opaque on this pass (the start offsets of nodes the checker could not accept last pass).
    /// Read only through `isForced` (or by a view node just added to `translatedNodes`), so a later pass knows where
    /// each answer was asked (`resume`).
    var forcedOpaque: Set<Location>
    /// Where each view's translation started, and where the root's did (the last): what `resume` rolls back to.
    var marks: [PassMark] = []
    /// The declarations asked about with `isForced` outside a view node, with the view being declared then (-1 before
    /// the views).
    var forcedQuestions: [(location: Location, phase: Int)] = []
    /// The view being declared (its index in `declaredViews`), -1 before the views.
    var phase = -1
    /// The views declared, in order (the module's views that are not inlined wrappers).
    var declaredViews: [SwiftModule.TypeDeclaration] = []
    /// The scene's root fields before `buildRoot` set them.
    var beforeRoot: RootFields?
    /// Each declared view's declaration as its translation left it (a later view of the same name replaces it in
    /// `scene.views`).
    var declared: [ViewDecl?] = []
    /// How many view declarations this builder translated, over every pass it made.
    var viewsTranslated = 0
    /// Every view node translated, for the next pass to find the innermost one around a checker error.
    var translatedNodes: [(location: Location, range: SourceRange)] = []

    struct Location: Hashable { var file: String; var offset: Int }

    /// The view nodes being translated, innermost last (`ViewTranslator.viewNodeBuilt`).
    var nodeStack: [(location: Location, range: SourceRange)] = []
    /// Blocks of statements read from outside the node being translated (a method's body inlined at a Button's call
    /// of it, a model's method): the block's range and the node it was read for, once per block and node. The last
    /// resort makes those nodes unknown when the checker rejects code in such a block (no node holds its range).
    var inlinedBlocks: [(range: SourceRange, node: Location)] = []
    private var inlinedBlockKeys: Set<InlinedBlockKey> = []
    private struct InlinedBlockKey: Hashable { var block: SyntaxIdentifier; var node: Location }

    /// Records that `block` (a list of statements starting at byte `start` of `file`, at `range`) is read for the
    /// innermost node being translated, unless the node holds it (a Button's closure: the node is found by its range).
    func noteInlinedBlock(_ block: SyntaxIdentifier, file: String, start: Int, _ range: () -> SourceRange) {
        guard let node = nodeStack.last else { return }
        if node.range.file == file, node.range.start.offset <= start, start <= node.range.end.offset { return }
        guard inlinedBlockKeys.insert(InlinedBlockKey(block: block, node: node.location)).inserted else { return }
        inlinedBlocks.append((range(), node.location))
    }

    /// State names by owner and property (`RecipesView.path`, `Router.path`).
    private(set) var stateNames: [String: String] = [:]
    /// The scene state's types, by the model's state name (`declareState`).
    private(set) var sceneStateTypes: [String: TypeRef] = [:]
    /// The model's names of those (`stateNames`' values): what code read in place anywhere may name (`Scope.binding`).
    private(set) var modelStateNames: Set<String> = []
    /// Action names by view and method.
    let actionNames = ActionNameTable()
    /// Calls of each user view (callee name -> calls with the view whose body holds them).
    var viewCalls: [String: [(call: FunctionCallExprSyntax, caller: String)]] = [:]
    /// How deep the translation is in expressions and in views: past the bounds, what is left is opaque.
    var expressionDepth = 0
    var viewDepth = 0
    static let maxExpressionDepth = 64
    static let maxViewDepth = 200
    /// Branching statements (`if`, `switch`, `do`, loops) nested in one another, and the statements translated for
    /// one closure or method body (the rest of a block after a branch that may return is read once per way out):
    /// past either bound, what is left is an unknown statement.
    var statementDepth = 0
    var statementNesting = 0
    var statementWork = 0
    static let maxStatementDepth = 200
    static let maxStatementWork = 20_000
    /// View helpers being inlined (a helper that calls itself is opaque past the first level).
    var inlining: Set<String> = []
    /// Which functions of the module may navigate (`NavigationReach.swift`), decided once each.
    let reach = NavigationReachMemo()
    /// View nodes built by inlining so far, over the whole module, and the bound on them (issue 21: nested helpers
    /// doubling per level must not take minutes): past it, a call site is unknown.
    var inlinedNodes = 0
    /// Where each node read from an inlined helper's body is recorded in `scene.helperCalls`.
    var helperCallIndex: [ObjectIdentifier: Int] = [:]
    /// Each node `copyKeepingHelperCalls` copied, with its copy (held, so that their identities are not reused).
    var copiedNodes: [(ViewNode, ViewNode)] = []
    static let inlineBudget = 20_000
    var approximationDepth = 0
    /// How many times a translation read or wrote a name only a view instance has (a `@Binding` parameter, the
    /// view's own `@State`).
    var viewScopedUses = 0
    /// How many looks `declareActions` translated and how many it put back (`ActionLooks`).
    var actionLooks = (translated: 0, kept: 0)
    /// False translates every remaining candidate again each round, as before `ActionLooks` (tests compare the two).
    var putsBackLooks = true
    /// The view whose instance code (its body, the methods and helpers it inlines) is being translated: the code in
    /// which a call of one of its action parameters runs the caller's closure (`ViewActionParameters`).
    var declaringView: String?
    /// `actionParameters(of:)`'s answers, by view name.
    var actionParameterCache: [String: [SwiftModule.Property]] = [:]
    /// View-local `@State`, by view.
    var localState: [String: [StateVariable]] = [:]
    /// `SceneBuilder.uuid(for:)` by type name, made once per type.
    var uuids: [String: String] = [:]
    /// `scopedTypeName` by node, name and owner (with the node, which keeps its tree and so its identifier alive).
    var scopedTypeNames: [ScopedTypeQuestion: (answer: String, node: Syntax)] = [:]

    /// Views of dependency modules that nothing the target can reach names (`DependencyModules.viewsNothingNames`):
    /// their own module's target translates them and takes them as entries; this one does neither. Their `@State`,
    /// their calls and their methods still count where the module's scope is read (state names, which views others
    /// show), so what the target's own views become does not depend on whether they are left out.
    let unnamedViews: Set<String>

    init(module: SwiftModule, name: String, range: SourceRange, forcedOpaque: Set<Location>, unnamedViews: Set<String> = []) {
        self.module = module
        self.scene = Scene(name: name, range: range)
        self.forcedOpaque = forcedOpaque
        self.unnamedViews = unnamedViews
    }

    func build() -> Scene {
        scene.files = module.sources.map(\.file.path)
        scene.ownFiles = Set(scene.files)
        declareTypes()
        declareSampleData()
        collectViewCalls()
        declareState()
        declareActions()
        declarePersistence()
        declaredViews = module.views.filter { !isInlinedWrapper($0) && !unnamedViews.contains($0.name) }
        beforeRoot = RootFields(self)
        declareViews(from: 0)
        return scene
    }

    /// The views from `first` on, then the root, each after a mark `resume` can roll back to. `replaying`: the last
    /// pass's translations of these views, put back where `replays` shows a view would come out the same.
    func declareViews(from first: Int, replaying kept: [ViewTranslation] = []) {
        for index in first..<declaredViews.count {
            phase = index
            let name = declaredViews[index].name
            // Each view's translation starts with no statement work charged (the bound is per closure or method
            // body): what a view becomes does not depend on what the view before it translated last.
            statementWork = 0
            marks.append(PassMark(self, replacing: name))
            let earlier = index - first < kept.count ? kept[index - first] : nil
            if let earlier, replays(earlier) {
                replay(earlier, named: name)
            } else {
                declareView(declaredViews[index])
                viewsTranslated += 1
                // Translated again (it met the cut): when it declared no more unknown values than last pass, the
                // numbers it no longer uses stay unused, so every later view's unknown values keep last pass's
                // names and those views are put back as they were (`replays`). Numbers only grow: names stay unique.
                if let earlier, unknownCount <= earlier.end.unknownCount { unknownCount = earlier.end.unknownCount }
            }
            declared.append(scene.views[name])
        }
        phase = declaredViews.count
        marks.append(PassMark(self, replacing: nil))
        buildRoot()
    }

    // MARK: - State

    static let stateWrappers: Set<String> = ["State", "SceneStorage", "AppStorage"]
    static let objectWrappers: Set<String> = ["StateObject", "ObservedObject", "EnvironmentObject", "Bindable"]

    /// `@State` of a view that other views show is the view's own state (one value per instance, reset when the
    /// instance leaves the hierarchy). `@State` of the App and of a view only the App (or nothing) shows, `@SceneStorage`,
    /// `@AppStorage`, and the stored properties of observable models that views reach (`router.path`) are scene state:
    /// a view shown once at the scene's root never leaves the hierarchy, so its state is the scene's.
    func declareState() {
        var wanted: [(owner: String, property: SwiftModule.Property, type: TypeRef)] = []
        var local: [(owner: String, property: SwiftModule.Property, type: TypeRef)] = []
        for view in module.views {
            let shownByViews = !(viewCalls[view.name] ?? []).isEmpty
            for p in view.properties where p.wrapper.map(SceneBuilder.stateWrappers.contains) == true {
                guard let type = typeRef(p.type ?? literalType(p.initial)) else { continue }
                // (A path is scene state: the model holds paths there only; one path shared by the instances over-approximates.)
                if shownByViews, p.wrapper == "State", type != .navigationPath { local.append((view.name, p, type)) } else { wanted.append((view.name, p, type)) }
            }
        }
        // The `@main` App's own `@State` (and storage): one value for the life of the app, held by the one App
        // instance SwiftUI makes and never reset (the App never leaves the hierarchy, as a view shown once at the
        // root does not); every window of the app reads the same value. Scene state, as a root view's: the model's
        // scene is the App's, and its body (`buildRoot`) reads and binds it by name as a root view's body does.
        if let app = module.app {
            for p in app.properties where p.wrapper.map(SceneBuilder.stateWrappers.contains) == true && !p.isStatic {
                guard let type = typeRef(p.type ?? literalType(p.initial)) else { continue }
                wanted.append((app.name, p, type))
            }
        }
        for name in module.typeOrder {
            // Only models views observe hold navigation state; a record class (`@Model`, a plain reference type) is data.
            guard let t = module.types[name], t.kind == .classType, t.isObservable else { continue }
            for p in t.properties where !p.isStatic && !p.isComputed {
                guard let type = typeRef(p.type ?? literalType(p.initial)) else { continue }
                wanted.append((t.name, p, type))
            }
        }
        var counts: [String: Int] = [:]
        for w in wanted { counts[w.property.name, default: 0] += 1 }
        let paths = module.boundPathNames
        var initialized: [String: InitializerWrites.Writes] = [:]
        for w in wanted {
            let name = counts[w.property.name]! > 1 ? "\(w.owner)_\(w.property.name)" : w.property.name
            stateNames["\(w.owner).\(w.property.name)"] = name
            sceneStateTypes[name] = w.type
            modelStateNames.insert(name)
            var state = variable(named: name, w.owner, w.property, w.type, paths: paths)
            // A model's property its initializers assign starts with what they compute from their arguments; a path
            // only when they give it something other than an empty value or change it by calls (pushes through the
            // type's own methods): then it starts as any value of its type.
            if let owner = module.types[w.owner], owner.isObservable {
                if initialized[w.owner] == nil { initialized[w.owner] = InitializerWrites.writes(of: owner) }
                let writes = initialized[w.owner]!
                let isPath = w.type.isPath || paths.contains(w.property.name)
                if writes.changed.contains(w.property.name) || (!isPath && writes.assigned.contains(w.property.name)) {
                    state = StateVariable(name: name, type: w.type, initial: nil, range: state.range, isUnknown: true)
                    if isPath { state.initialPushes = initialPushes(of: w.property.name, w.type, writes, in: owner) }
                }
            }
            scene.state.append(state)
        }
        for w in local {
            localState[w.owner, default: []].append(variable(named: w.property.name, w.owner, w.property, w.type, paths: paths))
        }
    }

    /// The values a model's initializers put on its path `property` (`StateVariable.initialPushes`): each append they
    /// make, directly or through the type's own methods, whose value's type is written in the code (a parameter's
    /// declared type, `Screen.feed(x)`, `Screen(...)`, an implicit member of a typed path's element). Empty where the
    /// start is not only appends (a non-empty value given, another call changing it) or some appended value's type is
    /// not known: the path stays any value, naming no type. Only for a type with one initializer (the one every
    /// instance is made by): with several, the one that pushes may never make the model the stack shows.
    func initialPushes(of property: String, _ type: TypeRef, _ writes: InitializerWrites.Writes, in owner: SwiftModule.TypeDeclaration) -> [InitialPush] {
        guard owner.initializers.count == 1, !writes.untyped.contains(property), let appends = writes.appends[property], !appends.isEmpty else { return [] }
        let sources = [owner.source] + owner.methods.map(\.source) + owner.properties.map(\.source)
        func source(of node: Syntax) -> SwiftSource? {
            let root = node.root
            return sources.first { Syntax($0.tree) == root }
        }
        var pushes: [InitialPush] = []
        for append in appends {
            guard let argument = append.call.arguments.first?.expression,
                  let pushed = appendedType(argument, element: type.arrayElement), case .named(let name) = pushed, scene.types[name] != nil,
                  let appendSource = source(of: Syntax(append.call)), let originSource = source(of: append.origin) else { return [] }
            let push = InitialPush(type: name, range: originSource.range(append.origin), append: appendSource.range(append.call))
            if !pushes.contains(push) { pushes.append(push) }
        }
        return pushes
    }

    /// The type of a value appended to a path, as the code writes it; nil where it is not written there.
    private func appendedType(_ value: ExprSyntax, element: TypeRef?) -> TypeRef? {
        var callee = value
        if let call = value.as(FunctionCallExprSyntax.self) { callee = call.calledExpression }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return element }  // `.feed(x)`: the path's element, if typed
            return base.as(DeclReferenceExprSyntax.self).flatMap { modelType($0.baseName.text) != nil ? .named($0.baseName.text) : nil }
        }
        guard let reference = callee.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        if value.is(FunctionCallExprSyntax.self) { return modelType(name) != nil ? .named(name) : nil }  // `Screen(...)`
        // A parameter of the function the append is in, under its declared type, when its body binds no other value
        // to the name.
        var node = Syntax(value).parent
        while let current = node, !current.is(FunctionDeclSyntax.self) {
            if current.is(ClosureExprSyntax.self) || current.is(InitializerDeclSyntax.self) { return nil }
            node = current.parent
        }
        guard let function = node?.as(FunctionDeclSyntax.self),
              let parameter = function.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }),
              let body = function.body,
              !body.tokens(viewMode: .sourceAccurate).contains(where: { token in
                  token.tokenKind == .identifier(name) && token.parent?.is(IdentifierPatternSyntax.self) == true
              }) else { return nil }
        return typeRef(parameter.type)
    }

    /// A state variable from a Swift property: its initial value translated, or a stand-in of its type.
    func variable(named name: String, _ owner: String, _ property: SwiftModule.Property, _ type: TypeRef, paths: Set<String>) -> StateVariable {
        let range = property.source.range(property.syntax)
        var initial: Expression?
        if let expr = property.initial {
            let translator = ExpressionTranslator(builder: self, scope: Scope(owner: owner, source: property.source))
            initial = translator.value(expr, expecting: type, approximate: false)
        }
        if initial == nil, needsInitial(type), let (start, narrows) = standIn(type, at: range) {
            // A stand-in that would narrow (a Bool, an enum): the variable is unknown, starting there; otherwise
            // the stand-in, the site unknown.
            let what = property.initial.map { brief($0) } ?? property.name
            if narrows, isEnumerable(type) {
                noteOpaque(.value, what, range, mayNavigate: true, abstraction: true)
                return StateVariable(name: name, type: type, initial: start, range: range, isUnknown: true)
            }
            if narrows { noteOpaque(.value, what, range, mayNavigate: true, cause: standInCause(type, what, range)) }
            initial = start
        }
        // An array of model values that no stack binds as its path is data the app loads at run time
        // (`@State private var items: [Item] = []`, `var books: [Book] = []`): it may hold any of its rows.
        if case .array(.named(let element)) = type, scene.types[element] != nil, !paths.contains(property.name),
           initial.map({ if case .array(let items) = $0.kind { return items.isEmpty } else { return false } }) ?? true {
            initial = approximation(type, at: range, what: property.name)
        }
        // A value the front end can neither compute nor stand in for (`let id = UUID()` of a model, a `Date`, a
        // type of another module): unknown where it is read, never a declaration the model rejects.
        if initial == nil, needsInitial(type) || property.initial != nil || builder(forced: range) || !type.isOptional && type.arrayElement == nil && !type.isPath {
            return StateVariable(name: name, type: type, initial: nil, range: range, isUnknown: true)
        }
        return StateVariable(name: name, type: type, initial: initial, range: range)
    }

    /// Removes the unknown navigation sites noted since `index` (the sites an inlined body left, which its call stands
    /// for), in place; the cause of the first of them (what the call's site says it is unknown for), nil when there
    /// was none. (Filtering a slice of `scene.opaque` and writing it back copied every site of the module at each
    /// inlined call.)
    func dropUnknownNavigation(since index: Int) -> OpaqueCause? {
        guard let first = scene.opaque[index...].first(where: \.isUnknownNavigation) else { return nil }
        let cause = first.cause ?? OpaqueCause(what: first.what, range: first.range, why: "is an unknown \(first.kind.rawValue)")
        var kept = index
        for i in index..<scene.opaque.count where !scene.opaque[i].isUnknownNavigation {
            if i != kept { scene.opaque.swapAt(i, kept) }
            kept += 1
        }
        scene.opaque.removeSubrange(kept...)
        return cause
    }

    /// Whether the last resort made the declaration at `range` unknown (see `SwiftFrontEnd.loadOnThisThread`).
    func builder(forced range: SourceRange) -> Bool {
        let location = Location(file: range.file, offset: range.start.offset)
        forcedQuestions.append((location, phase))
        return forcedOpaque.contains(location)
    }

    /// The view's own state variable `property` (a view-local `@State`), or nil.
    func localStateVariable(view: String, property: String) -> StateVariable? {
        localState[view]?.first { $0.name == property }
    }


    func needsInitial(_ type: TypeRef) -> Bool {
        switch type {
        case .optional, .array, .navigationPath: return false
        case .named(let name): return !TypeRef.builtinNames.contains(name)
        default: return true
        }
    }

    func stateName(owner: String, property: String) -> String? { stateNames["\(owner).\(property)"] }

    /// The type of the state a binding in `view`'s body names: the view's own `@State`, its `@Binding` parameter, else
    /// the scene's state of that name (the order the model's checker resolves names in); nil when not known here.
    func boundStateType(_ binding: Binding, in view: String) -> TypeRef? {
        if let local = localStateVariable(view: view, property: binding.state) { return local.type }
        if let type = module.types[view], let parameter = bindingParameters(of: type).first(where: { $0.property.name == binding.state }) {
            return parameter.type
        }
        return sceneStateTypes[binding.state]
    }

    /// Why a stand-in is an unknown site: the model holds one value of the type where the code may have any (an
    /// optional or data of the module's records, an enum case that carries values), and it cannot read them all.
    func standInCause(_ type: TypeRef, _ what: String, _ range: SourceRange) -> OpaqueCause {
        OpaqueCause(what: what, range: range, why: "is a value of \(type) the model cannot compute, and it cannot read every value of that type")
    }

    /// A value standing for one the front end cannot compute (`standIn`): every row (`T.all`), the sample record, a
    /// number or text. Where the stand-in would narrow what the code can do and the analysis can read every value of
    /// the type (`isEnumerable`: a Bool, an enum of plain cases; `abstractsEveryValue`: an optional or data of such
    /// values, text or numbers), an unknown value of the type starting at the stand-in (`unknownValue`: both
    /// branches, every case, nil or any value, zero or more rows), noted as an abstraction; otherwise (an optional or
    /// data of model structs, an enum case carrying values) the stand-in itself, noted as an unknown site.
    func approximation(_ type: TypeRef, at range: SourceRange, what: String) -> Expression? {
        guard let (start, narrows) = standIn(type, at: range) else {
            // Data whose rows have no list of every value (an enum whose cases carry values): zero or more rows,
            // starting empty, where the analysis reads every row.
            guard type.arrayElement != nil, abstractsEveryValue(type) else { return nil }
            noteOpaque(.value, what, range, mayNavigate: true, abstraction: true)
            return unknownValue(type, at: range, start: Expression(.array([]), range: range))
        }
        guard narrows else { return start }
        guard isEnumerable(type) || abstractsEveryValue(type) else {
            noteOpaque(.value, what, range, mayNavigate: true, cause: standInCause(type, what, range))
            return start
        }
        noteOpaque(.value, what, range, mayNavigate: true, abstraction: true)
        return unknownValue(type, at: range, start: start)
    }

    /// Whether the analysis reads an unknown value of `type` as every value of that type and no other: a Bool, an enum
    /// whose cases carry no values, no more than `Value.enumerationLimit` (see also `abstractsEveryValue`).
    func isEnumerable(_ type: TypeRef) -> Bool {
        guard case .named(let n) = type else { return false }
        if n == "Bool" { return true }
        guard let decl = scene.types[n], decl.isEnum else { return false }
        return !decl.cases.isEmpty && decl.cases.count <= Value.enumerationLimit && decl.cases.allSatisfy { $0.associated.isEmpty }
    }

    /// Whether an unknown optional or unknown data of `type` becomes an abstraction: the analysis reads every value
    /// it may hold at run time and keeps its type (`AbstractValue.any`; nil or any wrapped value, zero or more rows of
    /// any values), for an optional or an array of Bools, text, numbers, identifiers and enums of such values. A
    /// model struct is read as its known records (the sample data), not every value it may hold, so it (and what
    /// holds one) keeps its stand-in; so does a NavigationPath (values of any type). An enum whose cases carry values,
    /// alone, keeps its stand-in too: read as any value, a large app's route enum opened every destination to the
    /// analysis (three times the time; Benchmarks/RESULTS.md, "Typed any value, one kind at a time").
    ///
    /// An optional enum keeps its stand-in as well: a Tab's value is read expecting an optional of the selection's
    /// type (`ViewTranslator.tabValue`), where an unknown optional would have the wrong type and cut the view.
    func abstractsEveryValue(_ type: TypeRef) -> Bool {
        switch type {
        case .optional(.named(let name)) where scene.types[name]?.isEnum == true: return false
        case .optional, .array: return readsEveryValue(type, depth: 0)
        default: return false
        }
    }

    private func readsEveryValue(_ type: TypeRef, depth: Int) -> Bool {
        guard depth < 4 else { return false }
        switch type {
        case .optional(let wrapped): return readsEveryValue(wrapped, depth: depth + 1)
        case .array(let element): return readsEveryValue(element, depth: depth + 1)
        case .named(let name):
            if TypeRef.builtinNames.contains(name) { return true }
            guard let decl = scene.types[name], decl.isEnum, !decl.cases.isEmpty else { return false }
            return decl.cases.allSatisfy { $0.associated.allSatisfy { readsEveryValue($0.type, depth: depth + 1) } }
        default: return false
        }
    }

    /// A value of `type` to start from, and whether it narrows what the code can do (then it stands for an unknown
    /// value, never alone): every row (`T.allCases`, `T.all`), the sample record, the type's default, the first case
    /// (its values standing in the same way). nil when the type has none.
    func standIn(_ type: TypeRef, at range: SourceRange) -> (Expression, narrows: Bool)? {
        func e(_ kind: Expression.Kind) -> Expression { Expression(kind, range: range) }
        func typeName(_ n: String) -> Expression { e(.identifier(n)) }
        switch type {
        case .array(.named(let n)) where scene.types[n] != nil:
            // Every row: `T.allCases` of an enum whose cases carry no values, `T.all` (the sample records) of a struct;
            // an enum whose cases carry values has no list of every value (nil: unknown).
            if scene.types[n]!.hasAssociatedValues { return nil }
            return (e(.member(typeName(n), name: scene.types[n]!.isEnum ? "allCases" : "all", optional: false)), false)
        case .identifier(let of) where scene.types[of] != nil:
            // The sample record's identity.
            return (e(.member(e(.member(typeName(of), name: SceneBuilder.sampleName, optional: false)), name: "id", optional: false)), false)
        case .array, .navigationPath, .optional:
            if case .optional(.named(let n)) = type, let decl = scene.types[n], !decl.isEnum {
                return (e(.member(e(.member(typeName(n), name: "all", optional: false)), name: "first", optional: false)), true)
            }
            return (type.isPath || type.arrayElement != nil ? e(.array([])) : e(.null), true)
        case .named(let n):
            if let decl = scene.types[n] {
                if decl.isEnum {
                    if let plain = decl.cases.first(where: { $0.associated.isEmpty }) {
                        return (e(.member(typeName(n), name: plain.name, optional: false)), true)
                    }
                    // Every case carries values: the first case, its values standing for any of their types (the
                    // unknown value of the enum covers every payload).
                    guard let first = decl.cases.first, approximationDepth < 4 else { return nil }
                    approximationDepth += 1
                    defer { approximationDepth -= 1 }
                    var arguments: [Expression.Argument] = []
                    for value in first.associated {
                        guard let (a, _) = standIn(value.type, at: range) else { return nil }
                        arguments.append(.init(label: value.label, value: a))
                    }
                    return (e(.call(base: typeName(n), name: first.name, arguments: arguments)), true)
                }
                return (e(.member(typeName(n), name: SceneBuilder.sampleName, optional: false)), false)
            }
            // A Bool may decide what is shown; a number or text only identifies (its type is what navigation matches).
            switch n {
            case "Bool": return (e(.bool(false)), true)
            case "Int": return (e(.int(0)), false)
            case "Double": return (e(.double(0)), false)
            case "String": return (e(.string("")), false)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// Records an unknown region. Its `node` is filled by `ViewTranslator.viewNode` with the innermost view node
    /// around it (sites outside every view body keep nil).
    /// A copy of a node already translated (a view shown again), what the builder keeps about the nodes in it kept
    /// for their copies: the view-helper calls that made them (`Scene.helperCalls`) at once, and each pair of a node
    /// and its copy (`copiedNodes`) for `placeCopiedSites`, which gives the copies the unknown sites at the originals
    /// once the scene is finished. Linear in the copy.
    func copyKeepingHelperCalls(_ node: ViewNode) -> ViewNode {
        let copy = node.copied()
        var pairs = [(node, copy)]
        while let (original, twin) = pairs.popLast() {
            copiedNodes.append((original, twin))
            if let index = helperCallIndex[ObjectIdentifier(original)] {
                let call = scene.helperCalls[index]
                helperCallIndex[ObjectIdentifier(twin)] = scene.helperCalls.count
                scene.helperCalls.append(HelperCall(node: twin, call: call.call, helper: call.helper))
            }
            var originals: [ViewNode] = []
            original.forEachChild { originals.append($1) }
            var twins: [ViewNode] = []
            twin.forEachChild { twins.append($1) }
            guard originals.count == twins.count else { continue }
            pairs.append(contentsOf: zip(originals, twins).map { ($0, $1) })
        }
        return copy
    }

    /// After the scene is finished: each unknown site at a node that was copied is also at each of its copies (an
    /// unknown view in a copy is a boundary and scopes what it hides, as the original's was), copies of copies too;
    /// then a site at a copied node that no view shows (the original, once copied: its copies carry the site) is
    /// removed, as it would otherwise count as a site no walked state shows (hiding findings everywhere). A site at a
    /// copy that no view shows is kept as it is (unknown for the whole scene: nothing else carries it).
    /// One pass over the sites, each appended one visited once: linear in the sites and the copies.
    func placeCopiedSites() {
        guard !copiedNodes.isEmpty else { return }
        var twins: [ObjectIdentifier: [ViewNode]] = [:]
        for (original, twin) in copiedNodes { twins[ObjectIdentifier(original), default: []].append(twin) }
        var index = 0
        while index < scene.opaque.count {
            if let node = scene.opaque[index].node, let made = twins[ObjectIdentifier(node)] {
                for twin in made {
                    var site = scene.opaque[index]
                    site.node = twin
                    scene.opaque.append(site)
                }
            }
            index += 1
        }
        scene.opaque.removeAll { site in
            guard let node = site.node, twins[ObjectIdentifier(node)] != nil else { return false }
            return !(scene.nodes.indices.contains(node.id) && scene.nodes[node.id] === node)
        }
    }

    func noteOpaque(_ kind: OpaqueSite.Kind, _ what: String, _ range: SourceRange, mayRegister: Bool = false, mayNavigate: Bool,
                    abstraction: Bool = false, unreadTab: Bool = false, selectsLinks: Bool = false, selectedType: String? = nil, cause: OpaqueCause? = nil) {
        var site = OpaqueSite(kind: kind, what: what, range: range, mayRegisterDestinations: mayRegister, mayNavigate: mayNavigate,
                              isAbstraction: abstraction)
        site.isUnreadTab = unreadTab
        site.selectsLinkValues = selectsLinks
        site.selectedType = selectedType
        site.cause = cause
        scene.opaque.append(site)
    }

    /// How many unknown values were declared (their names are `_unknown1`, `_unknown2`...).
    var unknownCount = 0

    /// A value the front end cannot compute, read where `range` is: a scene state variable of `type` that may hold any
    /// value of it (`StateVariable.isUnknown`), nothing sets it. An unknown Bool takes both branches, an unknown enum
    /// every case, unknown data zero or more rows, an unknown trigger "may present".
    func unknownValue(_ type: TypeRef, at range: SourceRange, start: Expression? = nil) -> Expression {
        unknownCount += 1
        let name = "_unknown\(unknownCount)"
        var initial = start
        // Where the model needs a value to start from and none is given, the type's default (the analysis reads the
        // whole universe).
        if start == nil {
            switch type {
            case .named("String"): initial = Expression(.string(""), range: range)
            case .named("Int"): initial = Expression(.int(0), range: range)
            case .named("Double"): initial = Expression(.double(0), range: range)
            case .named("Bool"): initial = Expression(.bool(false), range: range)
            default: break
            }
        }
        scene.state.append(StateVariable(name: name, type: type, initial: initial, range: range, isUnknown: true))
        return Expression(.identifier(name), range: range)
    }

    /// A latent value of navigation state (`StateVariable.isLatent`): what code the model does not compute writes to
    /// state (a path, a selection, a Bool or item a presentation reads, an enum a branch reads, a list). The analysis
    /// takes any value of its type; the interpreter never runs through it.
    func latentValue(_ type: TypeRef, at range: SourceRange) -> Expression {
        let value = unknownValue(type, at: range)
        makeLatent(value)
        return value
    }

    /// Makes a value written to state latent when it is an unknown value as a whole (`path = route(for: title)`,
    /// `isPresented = compute()`); a value the model computes, or one built of unknown parts, stays as it is.
    func makeLatent(_ value: Expression) {
        guard case .identifier(let name) = value.kind, name.hasPrefix("_unknown"),
              let index = scene.state.lastIndex(where: { $0.name == name }), scene.state[index].isUnknown else { return }
        scene.state[index].isLatent = true
        latentNames.insert(name)
    }

    /// The latent values made so far, by name.
    var latentNames: Set<String> = []

    /// An unknown Bool (both branches of what it decides).
    func unknownCondition(at range: SourceRange) -> Expression { unknownValue(.bool, at: range) }

    /// A binding to an unknown Bool: a trigger that may present.
    func unknownTrigger(at range: SourceRange) -> NavSceneModel.Binding { unknownBinding(.bool, at: range) }

    /// A binding to unknown state of `type` (a caller's variable the module does not know).
    func unknownBinding(_ type: TypeRef, at range: SourceRange) -> NavSceneModel.Binding {
        guard case .identifier(let name) = unknownValue(type, at: range).kind else { preconditionFailure("an unknown value is a name") }
        return NavSceneModel.Binding(state: name, range: range)
    }

    // MARK: - Bindings passed down

    func collectViewCalls() {
        let names = Set(module.views.map(\.name))
        for view in module.views {
            for p in view.properties where p.name == "body" || p.isComputed {
                for call in p.calls.of(p.syntax) where names.contains(call.name) { viewCalls[call.name, default: []].append((call.call, view.name)) }
            }
            for m in view.methods {
                for call in m.calls.of(m.syntax) where names.contains(call.name) { viewCalls[call.name, default: []].append((call.call, view.name)) }
            }
        }
    }

    /// The type of a `@Binding var name: T` of a view (a `Binding<T>` parameter of the model), or nil.
    func bindingParameterType(view: String, property: String) -> TypeRef? {
        guard let owner = module.types[view], owner.isView, let p = owner.property(property), p.wrapper == "Binding",
              let type = typeRef(p.type) else { return nil }
        return type
    }

    /// A view's `@Binding` properties whose type the model can hold: `Binding<T>` parameters. Each caller passes
    /// its own `$variable` (its state, its own binding, a model's property).
    func bindingParameters(of view: SwiftModule.TypeDeclaration) -> [(property: SwiftModule.Property, type: TypeRef)] {
        view.properties.compactMap { p in
            guard p.wrapper == "Binding", !p.isStatic, let type = typeRef(p.type) else { return nil }
            return (p, type)
        }
    }

    // MARK: - Actions

    /// A view's parameterless method whose every statement is navigation (`func showRecipeOfTheDay()`) is a named
    /// action; Buttons that call it run it.
    func declareActions() {
        var candidates: [(view: SwiftModule.TypeDeclaration, method: SwiftModule.Method)] = []
        for view in module.views {
            for m in view.methods where m.parameters.isEmpty && m.returnType == nil && m.body != nil { candidates.append((view, m)) }
        }
        var counts: [String: Int] = [:]
        for c in candidates { counts[c.method.name, default: 0] += 1 }
        for c in candidates { actionNames["\(c.view.name).\(c.method.name)"] = counts[c.method.name]! > 1 ? "\(c.view.name)_\(c.method.name)" : c.method.name }
        // A method that reads or writes what only its view's instance has (a `@Binding` parameter) is not a
        // scene-wide action: calls of it in the view run its statements in place. Dropping one can expose another
        // that calls it, so repeat until none is dropped.
        // A look that would come out as last round's is not translated again (`ActionLooks`).
        var looks = ActionLooks()
        let keys = candidates.map { "\($0.view.name).\($0.method.name)" }
        var dropped = true
        while dropped {
            dropped = false
            for index in candidates.indices where actionNames[keys[index]] != nil {
                if putsBackLooks, looks.keep(index, self) { continue }
                looks.look(index, self) {
                    let c = candidates[index]
                    let translator = ExpressionTranslator(builder: self, scope: Scope(owner: c.view.name, source: c.method.source))
                    viewScopedUses = 0
                    let opaqueBefore = scene.opaque.count
                    _ = translator.statements(c.method.body!, opaqueIfNot: false)
                    scene.opaque.removeLast(scene.opaque.count - opaqueBefore)   // this pass only looks
                }
                if viewScopedUses > 0 {
                    actionNames[keys[index]] = nil
                    looks.drop(keys[index])
                    dropped = true
                }
            }
        }
        actionLooks = (looks.translatedLooks, looks.keptLooks)
        for c in candidates {
            guard let name = actionNames["\(c.view.name).\(c.method.name)"] else { continue }
            let translator = ExpressionTranslator(builder: self, scope: Scope(owner: c.view.name, source: c.method.source))
            guard let statements = translator.statements(c.method.body!, opaqueIfNot: false) else {
                actionNames["\(c.view.name).\(c.method.name)"] = nil
                continue
            }
            scene.actions[name] = ActionDecl(name: name, statements: statements, range: c.method.source.range(c.method.syntax),
                                             nameRange: c.method.source.range(c.method.syntax.name))
            scene.actionOrder.append(name)
        }
        dropActionsRunningDropped(candidates.compactMap { c in
            let key = "\(c.view.name).\(c.method.name)"
            return actionNames[key] == nil ? (counts[c.method.name]! > 1 ? "\(c.view.name)_\(c.method.name)" : c.method.name) : nil
        })
    }

    /// An action translated while a method it calls was still an action, which then could not be declared, would run
    /// an action that does not exist: it is not an action either (nor, in turn, what runs it). Its calls are then
    /// read in place, as any other method's.
    func dropActionsRunningDropped(_ dropped: [String]) {
        var gone = Set(dropped)
        var changed = !gone.isEmpty
        while changed {
            changed = false
            for name in scene.actionOrder where !gone.contains(name) {
                let runsGone = Statement.flattened(scene.actions[name]?.statements ?? []).contains { statement in
                    if case .run(let target) = statement.kind { return gone.contains(target) }
                    return false
                }
                guard runsGone else { continue }
                gone.insert(name)
                scene.actions[name] = nil
                changed = true
            }
        }
        guard !gone.isEmpty else { return }
        scene.actionOrder.removeAll { gone.contains($0) }
        actionNames.removeAll(named: gone)
    }

    // MARK: - Views

    /// A view's parameters: its plain stored properties whose type the model can hold. Properties of other types
    /// (closures, models, `Date`) are not parameters; expressions over them are opaque. A property of one of the
    /// view's `View` generic parameters (`let content: Content`) is a view parameter (`viewParameters`), never a
    /// value, also where the module declares a type of that name (the generic parameter shadows it).
    func parameters(of view: SwiftModule.TypeDeclaration) -> [SwiftModule.Property] {
        view.properties.filter { p in p.wrapper == nil && !p.isStatic && !p.isComputed }.filter { p in
            typeRef(p.type ?? literalType(p.initial)) != nil && !(p.syntax.bindingSpecifier.text == "let" && p.initial != nil)
                && !(p.type.map { view.viewGenericParameters.contains(typeName($0)) } ?? false)
        }
    }

    /// A wrapper view's view parameters: stored properties of a generic `View` parameter's type, or of a closure
    /// returning one (`let content: () -> Content`, `@ViewBuilder var content: Content`).
    func viewParameters(of view: SwiftModule.TypeDeclaration) -> [SwiftModule.Property] {
        guard !view.viewGenericParameters.isEmpty else { return [] }
        return view.properties.filter { p in
            guard !p.isStatic, !p.isComputed, p.wrapper == nil || p.wrapper == "ViewBuilder" || resultBuilder(p.wrapper) != nil, var type = p.type else { return false }
            if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
            // `() -> Content`, and `(T) -> Content` (the wrapper passes it values: `content(data)`).
            if let function = type.as(FunctionTypeSyntax.self) { type = function.returnClause.type }
            return view.viewGenericParameters.contains(typeName(type))
        }
    }

    /// A wrapper view that only lays out what it is given (view parameters, no state or bindings): inlined at each
    /// use (`ViewTranslator.inlineWrapper`), never declared as a view of its own.
    /// A wrapper view (`SheetContent { ... }`, `RouterView<Content>`) whose body is placed where it is used, with the
    /// caller's views in its view parameters. One with state of its own (`@State`, `@StateObject`) stays an instance
    /// (its state is per instance). One that reads the environment (`@Environment(\.dismiss)`, an
    /// `@EnvironmentObject`) reads the same in place, and is inlined when its body holds a navigation container (it
    /// puts the caller's views in a stack, which the structural rules must see above them); other such wrappers stay
    /// instances, so that a wrapper used in every row is not copied into every row.
    func isInlinedWrapper(_ view: SwiftModule.TypeDeclaration) -> Bool {
        if let known = inlinedWrappers[view.name] { return known }
        let inlined = decideInlinedWrapper(view)
        inlinedWrappers[view.name] = inlined
        return inlined
    }
    /// `isInlinedWrapper`'s answers, by view name: asked at every use of a view, decided once (it may scan the body).
    private var inlinedWrappers: [String: Bool] = [:]

    private func decideInlinedWrapper(_ view: SwiftModule.TypeDeclaration) -> Bool {
        guard !viewParameters(of: view).isEmpty, let body = view.body else { return false }
        let wrappers = view.properties.compactMap(\.wrapper).filter { $0 != "ViewBuilder" && resultBuilder($0) == nil }
        if wrappers.isEmpty { return true }
        guard wrappers.allSatisfy({ $0 == "Environment" || $0 == "EnvironmentObject" }) else { return false }
        return body.items.tokens(viewMode: .sourceAccurate).contains {
            $0.tokenKind == .identifier("NavigationStack") || $0.tokenKind == .identifier("NavigationSplitView")
                || $0.tokenKind == .identifier("NavigationView")
        }
    }

    /// The module's custom `@resultBuilder` of that name (an attribute such as `@CaseStudyViewBuilder`), if any.
    func resultBuilder(_ name: String?) -> SwiftModule.TypeDeclaration? {
        guard let name, let type = module.types[name], type.isResultBuilder else { return nil }
        return type
    }

    /// The value a call leaves to a parameter's default (`var text: String = ""`): the default, read in the view's own
    /// scope, or a stand-in of its type.
    func defaultArgument(_ p: SwiftModule.Property, of view: SwiftModule.TypeDeclaration, type: TypeRef, at range: SourceRange) -> Expression? {
        if let initial = p.initial {
            let translator = ExpressionTranslator(builder: self, scope: Scope(owner: view.name, source: p.source))
            if let value = translator.value(initial, expecting: type, approximate: false) { return value }
        }
        return approximation(type, at: range, what: "\(view.name).\(p.name)")
    }

    /// The value of a parameter a caller leaves out. A view with initializers of its own sets it there (a default
    /// argument, `language: String? = nil`, or a value it computes), which the model does not read: any value of its
    /// type (an abstraction), unless the property has a default the initializers may keep. A view with the memberwise
    /// initializer only: `defaultArgument`.
    func omittedArgument(_ p: SwiftModule.Property, of view: SwiftModule.TypeDeclaration, type: TypeRef, at range: SourceRange,
                         call: FunctionCallExprSyntax? = nil) -> Expression? {
        guard !view.initializers.isEmpty, p.initial == nil else { return defaultArgument(p, of: view, type: type, at: range) }
        if let value = initializerDefault(p, of: view, type: type, call: call) { return value }
        noteOpaque(.value, "\(view.name).\(p.name)", range, mayNavigate: true, abstraction: true)
        return unknownValue(type, at: range)
    }

    /// The default argument a view's only initializer stores in a property when the call leaves it out
    /// (`init(embedsInStack: Bool = true) { self.embedsInStack = embedsInStack }`, called `Container()`): the
    /// initializer's one top-level assignment to the property copies that parameter. nil where anything else may
    /// decide the value (several initializers, an assignment under a condition or of a computed value, the argument
    /// given under the initializer's label, an initializer in another file than the property).
    private func initializerDefault(_ p: SwiftModule.Property, of view: SwiftModule.TypeDeclaration, type: TypeRef, call: FunctionCallExprSyntax?) -> Expression? {
        guard view.initializers.count == 1, let initializer = view.initializers.first, let body = initializer.body,
              Syntax(initializer).root == Syntax(p.source.tree) else { return nil }
        func assignedProperty(_ sequence: SequenceExprSyntax) -> (name: String, value: ExprSyntax)? {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                  let name = InitializerWrites.storedName(elements[0]) else { return nil }
            return (name, elements[2])
        }
        guard let (_, value) = body.statements.lazy.compactMap({ $0.item.as(ExprSyntax.self)?.as(SequenceExprSyntax.self) })
                  .compactMap(assignedProperty).first(where: { $0.name == p.name }),
              let read = value.as(DeclReferenceExprSyntax.self),
              let parameter = initializer.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == read.baseName.text }),
              let fallback = parameter.defaultValue?.value, parameter.firstName.tokenKind != .wildcard,
              !(call?.arguments.contains(where: { $0.label?.text == parameter.firstName.text }) ?? false) else { return nil }
        // The property named nowhere else in the body (no other write, no mutation, no `&` pass): its name's tokens
        // are the assignment's target, and its source when the parameter has the same name.
        let mentions = body.statements.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind == .identifier(p.name) }.count
        guard mentions == (read.baseName.text == p.name ? 2 : 1) else { return nil }
        let translator = ExpressionTranslator(builder: self, scope: Scope(owner: view.name, source: p.source))
        return translator.value(fallback, expecting: type, approximate: false)
    }

    func declareView(_ view: SwiftModule.TypeDeclaration) {
        var params: [ViewDecl.Parameter] = []
        for p in parameters(of: view) {
            params.append(.init(name: p.name, type: typeRef(p.type ?? literalType(p.initial))!, range: p.source.range(p.syntax)))
        }
        for (p, type) in bindingParameters(of: view) {
            params.append(.init(name: p.name, type: type, range: p.source.range(p.syntax), isBinding: true))
        }
        for p in viewParameters(of: view) {
            params.append(.init(name: p.name, type: .named("View"), range: p.source.range(p.syntax)))
        }
        for p in actionParameters(of: view) {
            params.append(.init(name: p.name, type: .named("Void"), range: p.source.range(p.syntax), isAction: true))
        }
        var body: [ViewNode] = []
        if let (items, source) = view.body {
            let translator = ViewTranslator(builder: self, scope: Scope(owner: view.name, source: source))
            let outer = declaringView
            declaringView = view.name
            body = translator.viewList(items)
            declaringView = outer
        } else {
            noteOpaque(.view, "\(view.name) (a body the front end cannot read)", view.nameRange, mayRegister: true, mayNavigate: true)
        }
        var decl = ViewDecl(name: view.name, parameters: params, body: body, range: view.range, nameRange: view.nameRange)
        decl.state = localState[view.name] ?? []
        scene.views[view.name] = decl
        scene.viewOrder.append(view.name)
    }

    /// The App's `WindowGroup` content (an unknown site at the App when it cannot be found: then every view no other
    /// view shows is a root); without an App (a library target, a preview-only package), every view no other view
    /// shows, side by side; when every view is shown by another (a cycle), one chosen deterministically and said.
    func buildRoot() {
        if let app = module.app {
            scene.name = app.name
            scene.range = app.nameRange
            if let (items, source) = app.body,
               let root = ViewTranslator(builder: self, scope: Scope(owner: app.name, source: source)).sceneBody(items) {
                scene.root = root
                return
            }
            noteOpaque(.view, "\(app.name).body (its window's content was not found)", app.nameRange, mayRegister: true, mayNavigate: true)
        }
        let windowNotFound = module.app != nil
        scene.rootsAreGuessed = true
        let shown = Set(viewCalls.keys).union(module.views.flatMap { v in v.properties.compactMap { $0.type.map(typeName) } })
        var roots = module.views.filter { !shown.contains($0.name) && isEntryCandidate($0) && !unnamedViews.contains($0.name) }
        // A view nothing shows that cannot be an entry (a wrapper waiting for its content, a view needing a binding)
        // is no cycle: the module's views are shown from elsewhere (another module, a preview).
        if roots.isEmpty, module.views.allSatisfy({ shown.contains($0.name) }), let chosen = cycleEntry() {
            roots = [chosen]
            entryNote = "every view is shown by another; \(chosen.name) was chosen as the entry (a navigation container at its root, shown by the fewest others)"
        }
        // Without an App, a view nothing in the module shows that needs arguments (a feature's screen given its model,
        // a row given its item, a view given a binding) is shown by another module or a preview, with arguments the
        // module does not know: an entry too, given any value of each parameter's type and a binding to unknown state,
        // where what is above it is unknown. Left out, nothing it shows would be checked, and the views it shows would
        // be reported as never shown. A wrapper waiting for its caller's content (view parameters) is not one: what
        // it shows is the caller's.
        let external = module.app != nil ? [] : module.views.filter {
            !shown.contains($0.name) && !isEntryCandidate($0) && viewParameters(of: $0).isEmpty && scene.views[$0.name] != nil
        }
        if !external.isEmpty {
            let names = external.map(\.name)
            let listed = names.prefix(3).joined(separator: ", ") + (names.count > 3 ? " and \(names.count - 3) more" : "")
            scene.rootsNote = "no App: the views nothing in the module shows are entries; \(listed), which need arguments, are given any value of each"
        }
        let madeOutOfSight = roots.isEmpty ? [] : viewsMadeOutOfSight()
        scene.root = roots.map { entry($0, unknownContext: windowNotFound || $0.isPublic || madeOutOfSight.contains($0.name.split(separator: ".").last.map(String.init) ?? $0.name)) }
            + external.map { entry($0, unknownContext: true) }
        guard module.app == nil else { return }
        if let first = roots.first { scene.range = first.nameRange }
        if roots.count == 1 { scene.name = roots[0].name }
    }

    /// The (simple) names of the views the module's code makes outside the view bodies the model follows: a
    /// `UIHostingController(rootView: Settings())` in a view controller, a view passed as a function (`Row.init`), a
    /// view made in a method nothing shown calls, a view named as a type's generic argument or a metatype
    /// (`class SettingsController: HostingController<Settings>` making it with `.init(...)`). Such a view is shown by code out of sight (UIKit's navigation
    /// controller may be around it), so what is above it is unknown. A view made only in previews (`#Preview`, a
    /// `PreviewProvider`) is not: previews never decide how the app is modelled. One pass over the construction sites.
    func viewsMadeOutOfSight() -> Set<String> {
        let sites = reach.constructionSites(self)
        var names = sites.escaping.union(sites.namedAsType)
        for (name, calls) in sites.calls where !name.isEmpty && !names.contains(name) {
            if calls.contains(where: { !Self.isInPreview($0.call) }) { names.insert(name) }
        }
        return names
    }

    /// Whether `node` is inside a `#Preview` or a type conforming to `PreviewProvider`. Cost: the node's depth.
    static func isInPreview(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current {
            if let macro = syntax.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { return true }
            if let macro = syntax.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { return true }
            if let type = syntax.as(StructDeclSyntax.self), PreviewOnlyTypes.isPreviewProvider(type.inheritanceClause) { return true }
            current = syntax.parent
        }
        return false
    }

    /// A root instance of `view`: its parameters given their defaults, or any value of their type where it has none
    /// (`defaultArgument`); a binding parameter bound to unknown state of its type.
    private func entry(_ view: SwiftModule.TypeDeclaration, unknownContext: Bool) -> ViewNode {
        var arguments: [InstanceElement.Argument] = []
        for p in parameters(of: view) {
            guard let type = typeRef(p.type ?? literalType(p.initial)) else { continue }
            // A value nothing can stand in for (a `UUID` the caller gives): unknown where it is read, never an
            // argument the model's checker finds missing.
            guard let value = defaultArgument(p, of: view, type: type, at: view.nameRange) else {
                noteOpaque(.value, "\(view.name).\(p.name)", view.nameRange, mayNavigate: true, abstraction: true)
                arguments.append(.init(name: p.name, nameRange: view.nameRange, value: unknownValue(type, at: view.nameRange)))
                continue
            }
            arguments.append(.init(name: p.name, nameRange: view.nameRange, value: value))
        }
        for (p, type) in bindingParameters(of: view) {
            let binding = unknownBinding(type, at: view.nameRange)
            arguments.append(.init(name: p.name, nameRange: view.nameRange, value: Expression(.identifier(binding.state), range: view.nameRange),
                                   binding: binding))
        }
        for p in actionParameters(of: view) {
            // Given by code out of sight: unknown where the entry is.
            noteOpaque(.statement, "\(view.name).\(p.name) (given out of sight)", view.nameRange, mayNavigate: true)
            arguments.append(.init(name: p.name, nameRange: view.nameRange, value: Expression(.null, range: view.nameRange), action: []))
        }
        let node = ViewNode(element: .instance(InstanceElement(view: view.name, arguments: arguments)), range: view.nameRange, nameRange: view.nameRange, modifiers: [])
        if unknownContext { scene.rootsWithUnknownContext.insert(ObjectIdentifier(node)) }
        return node
    }

    /// Said with `--verbose` (an info) when the entry had to be chosen.
    var entryNote: String?

    /// A view an app could show first: every parameter has a default, no binding is needed.
    func isEntryCandidate(_ view: SwiftModule.TypeDeclaration) -> Bool {
        parameters(of: view).allSatisfy { $0.initial != nil } && !view.properties.contains { $0.wrapper == "Binding" }
            && viewParameters(of: view).isEmpty
    }

    /// Every view is shown by another: the candidate whose body starts with a navigation container (stack, split view,
    /// tab view), shown by the fewest other views, ties by name; else any candidate by the same order.
    func cycleEntry() -> SwiftModule.TypeDeclaration? {
        let candidates = module.views.filter { isEntryCandidate($0) && !unnamedViews.contains($0.name) }
        func callers(_ view: SwiftModule.TypeDeclaration) -> Int { Set((viewCalls[view.name] ?? []).map(\.caller)).subtracting([view.name]).count }
        func rootsInContainer(_ view: SwiftModule.TypeDeclaration) -> Bool {
            guard let (items, _) = view.body, let first = items.first, let expr = Syntax(first.item).as(ExprSyntax.self) ?? Syntax(first.item).as(ExpressionStmtSyntax.self)?.expression else { return false }
            var core = expr
            while let call = core.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base { core = base }
            let name = core.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            return name == "NavigationStack" || name == "NavigationSplitView" || name == "TabView" || name == "NavigationView"
        }
        return candidates.min { a, b in
            let ka = (rootsInContainer(a) ? 0 : 1, callers(a), a.name), kb = (rootsInContainer(b) ? 0 : 1, callers(b), b.name)
            return ka < kb
        }
    }
}

/// Where an expression is read: the view (or model) whose members are in scope, and the names closures and `if let`
/// bound (Swift name -> model name and type).
struct Scope {
    var owner: String
    var source: SwiftSource
    var locals: [String: (name: String, type: TypeRef)] = [:]
    /// `let recipe = dataModel.recipeOfTheDay` in an action: later statements use the translated value in its place.
    var substitutions: [String: (value: Expression, type: TypeRef)] = [:]
    /// In an inlined wrapper view (`Shelf { rows }`): its view parameters, each the caller's closure in the caller's scope.
    var viewArguments: [String: ViewArgument] = [:]
    /// In a view inlined for one call (a wrapper's body, a delegating initializer): its action closures, each the
    /// closure that call gives in the caller's scope (`ChevronButton("Go") { path.append(1) }` for `action`).
    var givenClosures: [String: ViewArgument] = [:]
    /// Locals of a value the front end does not hold (`if let tab = next()`, `for tab in tabs`): they hide the owner's
    /// properties of their names, and reading one is reading an unknown value.
    var hidden: Set<String> = []
    /// `let shape = RoundedRectangle(cornerRadius: 4)` among a view builder's views: where a later view is that name
    /// (`shape.stroke(.gray)`), it is the view the initializer builds (ViewTranslator+LocalViews).
    var localViews: [String: ExprSyntax] = [:]
    /// The module's view type the helper read here returns (`func settingsView() -> SettingsView`): an implicit
    /// `.init(...)` among its views is an instance of it.
    var resultView: String?
    /// Locals bound to an instance of an observable model class of the module (`if let router`, `guard let router =
    /// self.router` of `router: Router?`): by name, the class. Its methods run in place as the property's would
    /// (`ExpressionTranslator.objectType`).
    var objects: [String: String] = [:]
    init(owner: String, source: SwiftSource) { self.owner = owner; self.source = source }
    /// Whether the code declares `name` as a local here (one the model holds, a substitution, or a hidden one).
    func declares(_ name: String) -> Bool { locals[name] != nil || substitutions[name] != nil || hidden.contains(name) }
    /// `name` bound here to a value the model does not hold and that cannot navigate (`if let subtitle` under an
    /// unknown condition, a closure's parameter whose uses are judged at the call): it hides the owner's property of
    /// that name, and reading it is reading an unknown value (never the property, never a name the model does not
    /// declare).
    mutating func hide(_ name: String) {
        forget(name)
        hidden.insert(name)
    }
    /// `name` bound here to a value the model does not hold, without hiding the owner's property of that name:
    /// what reads the name is judged as a read of that property would be (a row variable, a closure's parameter, a
    /// binding of a value that may navigate, which the code around judges no further).
    mutating func forget(_ name: String) {
        locals[name] = nil
        substitutions[name] = nil
        givenClosures[name] = nil
        objects[name] = nil
    }
    /// `name` bound here to a value of `type` the model holds (`if let channel`, a row, a closure's parameter). Its
    /// name in the model is `name`, unless the owner declares a property of that name or a model's state has it as
    /// its name in the model: code read in place under the binding (a method of the view that a Button there calls,
    /// reading its own `channel`; a router's method writing `path`) names that state so in the model, where the
    /// binding would capture it; then `name_2` (or the next number no name here takes).
    func binding(_ name: String, _ type: TypeRef, _ builder: SceneBuilder) -> Scope {
        var s = self
        var model = name
        let owner = builder.module.types[self.owner]
        func reachable(_ name: String) -> Bool { owner?.property(name) != nil || builder.modelStateNames.contains(name) }
        if reachable(name) {
            let taken = Set(locals.values.map(\.name))
            var number = 2
            repeat {
                model = "\(name)_\(number)"
                number += 1
            } while reachable(model) || taken.contains(model)
        }
        s.locals[name] = (model, type)
        s.objects[name] = nil
        return s
    }
    /// The model's name of a name this scope binds (`binding`), else the name itself.
    func modelName(_ name: String) -> String { locals[name]?.name ?? name }
}

/// The views a caller passes to an inlined wrapper view's view parameter, translated where the wrapper shows them, in
/// the caller's scope.
final class ViewArgument {
    let closure: ClosureExprSyntax?
    let expression: ExprSyntax?
    let scope: Scope
    /// Views already translated (`self` in an inlined `extension View` method: the view it is applied to).
    let built: [ViewNode]?
    /// The module's custom result builder that builds `closure` (`@CaseStudyViewBuilder content: () -> Content`).
    var resultBuilder: SwiftModule.TypeDeclaration?
    init(closure: ClosureExprSyntax?, expression: ExprSyntax?, scope: Scope, built: [ViewNode]? = nil) {
        self.closure = closure; self.expression = expression; self.scope = scope; self.built = built
    }
}
