import SwiftSyntax

/// One `case` of a reducer's `switch action`: the case names its pattern mentions from the outside in (empty for
/// `default:` and `case let action:`, which catch every action), and the statements that handle it.
struct TCAClause {
    /// The feature whose state and actions the clause handles.
    let feature: String
    /// The type whose code it is (the feature, or a reducer the feature's body runs: `GameCenterLogic()`).
    var owner: String
    let names: [String]
    let body: CodeBlockItemListSyntax
    /// The names the reducer gives its `inout` state and its action.
    let stateName: String
    let actionName: String
    let source: SwiftSource
}

/// A feature's reducer read as clauses: `var body: some ReducerOf<Self> { Reduce { state, action in switch action
/// { ... } } ... }`, `Reduce(self.core)` of a `func core(into state: inout State, action: Action)`, or a
/// `reduce(into:action:)` method. TCA's composition (`BindingReducer`, `Scope`, `ifLet`, `forEach`, child features)
/// routes actions to other features, whose own clauses decide them; `.onChange(of:)` runs its `Reduce` after any
/// action that changes the value (read as a clause that catches every action); anything else the body does (a call
/// the front end does not know, `#if`) makes the feature `opaque`.
struct TCAReducerBody {
    private(set) var clauses: [TCAClause] = []
    private(set) var opaque = false
    /// The module's reducers without a state of their own that this body runs on its feature's state, read as the
    /// feature's clauses (`ActiveGamesTray()` in `Game`'s body, `_GameSounds(base: self)` of an operator).
    private(set) var helpersRead: Set<String> = []

    static let composition: Set<String> = [
        "Reduce", "BindingReducer", "Scope", "CombineReducers", "EmptyReducer", "ifLet", "forEach", "ifCaseLet",
        "dependency", "transformDependency", "_printChanges", "signpost", "onChange", "filter",
    ]

    init?(_ type: SwiftModule.TypeDeclaration, _ module: SwiftModule) {
        var visited: Set<String> = []
        guard readType(type, as: type.name, module, &visited) else { return nil }
    }

    /// A reducer type's body (or `reduce(into:action:)`) as clauses of `feature`: the feature itself, or a feature
    /// whose body uses this reducer on its own state and actions (`GameCenterLogic()` in `AppReducer`'s body).
    private mutating func readType(_ type: SwiftModule.TypeDeclaration, as feature: String, _ module: SwiftModule, _ visited: inout Set<String>,
                                   bases: Set<String> = []) -> Bool {
        if let body = type.properties.first(where: { $0.name == "body" && $0.isComputed }), Self.isReducer(body),
           let items = Self.getter(body) {
            readItems(items, type, as: feature, module, source: body.source, &visited, bases: bases)
            return true
        }
        if let method = type.methods.first(where: { $0.name == "reduce" && $0.parameters.first?.label == "into" }) {
            readMethod(method, type, as: feature)
            return true
        }
        return false
    }

    /// A reducer builder's items: its `Reduce`s, the reducer properties it names (`self.core`), the module's reducers
    /// it runs on the same state.
    private mutating func readItems(_ items: CodeBlockItemListSyntax, _ type: SwiftModule.TypeDeclaration, as feature: String, _ module: SwiftModule,
                                    source: SwiftSource, _ visited: inout Set<String>, bases: Set<String> = []) {
        let calls = ReducerCalls(module, type, bases: bases)
        calls.walk(items)
        if calls.unread { opaque = true }
        for call in calls.reduces { read(call, type, as: feature, source: source) }
        for name in calls.properties {
            guard visited.insert("\(type.name).\(name)").inserted, visited.count < 64 else { continue }
            guard let property = type.property(name), let nested = Self.getter(property) else { opaque = true; continue }
            readItems(nested, type, as: feature, module, source: property.source, &visited, bases: bases)
        }
        // `.haptics(...)`: the module's reducer operator, read where it makes its reducer (`Haptics(base: self, ...)`).
        for method in calls.operators {
            guard visited.insert("operator \(method.name)").inserted, visited.count < 64 else { continue }
            guard let body = method.body else { opaque = true; continue }
            readItems(body, type, as: feature, module, source: method.source, &visited, bases: bases)
        }
        for helper in calls.helpers {
            guard visited.insert(helper.name).inserted, visited.count < 64 else { continue }
            if readType(helper, as: feature, module, &visited, bases: calls.helperBases[helper.name] ?? []) { helpersRead.insert(helper.name) } else { opaque = true }
        }
    }

    /// `@Dependency(\.dismiss)`, `@Dependency(\.openURL)`: dependencies that navigate when called (also a key the
    /// module declares holding one, `extension DependencyValues { var dismissGame: DismissEffect { ... } }`).
    static func navigatingDependency(_ property: SwiftModule.Property, _ module: SwiftModule) -> Bool {
        let key = property.wrapperArgument ?? ""
        let last = key.split(separator: ".").last.map(String.init) ?? key
        return last == "dismiss" || last == "openURL" || last.isEmpty || dependencyEffect(last, module) != nil
    }

    /// TCA's effects a dependency key the module declares may hold: `DismissEffect` (`dismiss`: writes the presenting
    /// feature's state) and `OpenURLEffect` (`openURL`); nil for any other key.
    static func dependencyEffect(_ key: String, _ module: SwiftModule) -> String? {
        guard let declared = module.types["DependencyValues"]?.property(key)?.type.map(NavSceneSwift.typeName) else { return nil }
        switch declared {
        case "DismissEffect": return "dismiss"
        case "OpenURLEffect": return "openURL"
        default: return nil
        }
    }

    static func isReducer(_ property: SwiftModule.Property) -> Bool {
        property.type?.tokens(viewMode: .sourceAccurate).contains(where: { $0.text.hasPrefix("Reducer") }) == true
    }

    /// A computed property's getter statements.
    static func getter(_ property: SwiftModule.Property) -> CodeBlockItemListSyntax? {
        for binding in property.syntax.bindings {
            switch binding.accessorBlock?.accessors {
            case .getter(let items)?: return items
            case .accessors(let list)?:
                if let items = list.first(where: { $0.accessorSpecifier.text == "get" })?.body?.statements { return items }
            case nil: continue
            }
        }
        return nil
    }

    private mutating func read(_ call: FunctionCallExprSyntax, _ type: SwiftModule.TypeDeclaration, as feature: String, source: SwiftSource) {
        if let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) {
            let names = Self.parameters(closure)
            guard names.count == 2 else { opaque = true; return }
            readSwitch(closure.statements, feature, owner: type.name, state: names[0], action: names[1], source)
            return
        }
        // `Reduce(self.core)`, `Reduce(core)`: the method's body.
        var reference = call.arguments.first?.expression
        if let member = reference?.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            reference = ExprSyntax(member.declName)
        }
        guard let name = reference?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let method = type.methods.first(where: { $0.name == name && $0.parameters.count == 2 }) else { opaque = true; return }
        readMethod(method, type, as: feature)
    }

    private mutating func readMethod(_ method: SwiftModule.Method, _ type: SwiftModule.TypeDeclaration, as feature: String) {
        guard let body = method.body, method.parameters.count == 2 else { opaque = true; return }
        readSwitch(body, feature, owner: type.name, state: method.parameters[0].name, action: method.parameters[1].name, method.source)
    }

    /// The closure's or method's one statement, `switch action { ... }`: a clause per pattern.
    /// Any other body (`Reduce { state, _ in ... }` in an `.onChange(of:)`, an `if case` on the action) is one clause
    /// that may run for any action.
    private mutating func readSwitch(_ items: CodeBlockItemListSyntax, _ feature: String, owner: String, state: String, action: String, _ source: SwiftSource) {
        guard let switchExpr = Self.onlySwitch(items, on: action) else {
            clauses.append(TCAClause(feature: feature, owner: owner, names: [], body: items, stateName: state, actionName: action, source: source))
            return
        }
        readCases(switchExpr, after: [], depth: 0) { names, body in
            TCAClause(feature: feature, owner: owner, names: names, body: body, stateName: state, actionName: action, source: source)
        }
    }

    /// A switch's cases as clauses, each pattern's names after `prefix`. A case that binds the child's action and
    /// switches on it (`case let .path(.element(id: _, action: child)): switch child { ... }`) is read as the inner
    /// cases with the outer names before theirs; its inner `default` catches every action under the outer names.
    private mutating func readCases(_ switchExpr: SwitchExprSyntax, after prefix: [String], depth: Int,
                                    _ make: ([String], CodeBlockItemListSyntax) -> TCAClause) {
        for element in switchExpr.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self) else { opaque = true; return }
            switch switchCase.label {
            case .default:
                clauses.append(make(prefix, switchCase.statements))
            case .case(let label):
                for item in label.caseItems {
                    let names = prefix + Self.caseNames(item.pattern)
                    if label.caseItems.count == 1, depth < 8, let bound = Self.innermostBinding(item.pattern),
                       let inner = Self.onlySwitch(switchCase.statements, on: bound) {
                        readCases(inner, after: names, depth: depth + 1, make)
                    } else {
                        clauses.append(make(names, switchCase.statements))
                    }
                }
            }
        }
    }

    /// The statements' one `switch name { ... }` (after types declared before it, `enum CancelID { case load }`, which
    /// do nothing when the code runs).
    static func onlySwitch(_ items: CodeBlockItemListSyntax, on name: String) -> SwitchExprSyntax? {
        let statements = items.filter { !($0.item.is(EnumDeclSyntax.self) || $0.item.is(StructDeclSyntax.self) || $0.item.is(TypeAliasDeclSyntax.self)) }
        guard statements.count == 1, let node = statements.first.map({ Syntax($0.item) }),
              let switchExpr = node.as(SwitchExprSyntax.self) ?? node.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self),
              switchExpr.subject.as(DeclReferenceExprSyntax.self)?.baseName.text == name else { return nil }
        return switchExpr
    }

    /// The name a case pattern binds at the end of its chain of cases (`child` in `.path(.element(id: _, action: let
    /// child))` or `let .row(child)`): what follows the outer cases.
    static func innermostBinding(_ pattern: PatternSyntax) -> String? {
        var current = pattern.as(ValueBindingPatternSyntax.self)?.pattern ?? pattern
        var expression = current.as(ExpressionPatternSyntax.self)?.expression
        var steps = 0
        while let expr = expression, steps < 16 {
            steps += 1
            guard let call = expr.as(FunctionCallExprSyntax.self), call.calledExpression.is(MemberAccessExprSyntax.self),
                  let last = call.arguments.last?.expression else { return nil }
            if let reference = last.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let patternExpr = last.as(PatternExprSyntax.self) {
                current = patternExpr.pattern.as(ValueBindingPatternSyntax.self)?.pattern ?? patternExpr.pattern
                return current.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            expression = last
        }
        return nil
    }

    /// The case names a pattern mentions, from the outside in (`.path(.element(id: _, action: .detail(let a)))` ->
    /// `path`, `element`, `detail`).
    static func caseNames(_ pattern: PatternSyntax) -> [String] {
        final class Names: SyntaxVisitor {
            var names: [String] = []
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                names.append(node.declName.baseName.text)
                return .visitChildren
            }
        }
        let finder = Names(viewMode: .sourceAccurate)
        finder.walk(pattern)
        return finder.names
    }

    static func parameters(_ closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: return names.map(\.name.text)
        case .parameterClause(let clause)?: return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return []
        }
    }
}

/// The calls of a reducer's `body`: the `Reduce`s to read, and whether anything else than TCA's composition and the
/// module's child features is there.
private final class ReducerCalls: SyntaxVisitor {
    var reduces: [FunctionCallExprSyntax] = []
    /// Reducer properties of the type the body names (`self.core`).
    var properties: [String] = []
    /// The module's reducers without a state of their own, run on this one's (`GameCenterLogic()`).
    var helpers: [SwiftModule.TypeDeclaration] = []
    /// Per helper, its properties given `self` where it is made (`Haptics(base: self)`): the reducer it modifies.
    var helperBases: [String: Set<String>] = [:]
    /// The module's reducer operators the body applies (`extension Reducer { func haptics(...) -> some Reducer }`).
    var operators: [SwiftModule.Method] = []
    var unread = false
    private let module: SwiftModule
    private let owner: SwiftModule.TypeDeclaration
    /// The owner's properties that hold the reducer it modifies (already read as the feature's).
    private let bases: Set<String>

    init(_ module: SwiftModule, _ owner: SwiftModule.TypeDeclaration, bases: Set<String> = []) {
        self.module = module
        self.owner = owner
        self.bases = bases
        super.init(viewMode: .sourceAccurate)
    }

    /// A value given to an operator or observed by `onChange(of:)`: what it computes is a value of the state, so it
    /// may call another module's functions (`uppercased()`), never the module's own functions, methods or
    /// initializers, nor read a property of the owner that holds a module object.
    private func readInert(_ node: some SyntaxProtocol) {
        let check = InertValue(module, owner)
        check.walk(node)
        if check.other { unread = true }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name: String
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) { name = reference.baseName.text }
        else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) { name = member.declName.baseName.text }
        else { unread = true; return .skipChildren }
        if name == "Reduce" {
            reduces.append(node)
            return .skipChildren
        }
        if let method = module.types["Reducer"]?.methods.first(where: { $0.name == name }), module.isProvisional("Reducer"),
           node.calledExpression.is(MemberAccessExprSyntax.self) {
            operators.append(method)
            for argument in node.arguments { readInert(argument.expression) }
            if let trailing = node.trailingClosure { readInert(trailing) }
            walk(node.calledExpression)
            return .skipChildren
        }
        if name == "onChange", let observed = node.arguments.first(where: { $0.label?.text == "of" }) {
            readInert(observed.expression)
            walk(node.calledExpression)
            if let trailing = node.trailingClosure { walk(trailing) }
            for argument in node.arguments where argument.label?.text != "of" { walk(argument.expression) }
            return .skipChildren
        }
        if name == "dependency" || name == "transformDependency" {
            // Its arguments set dependencies up (`$0.apiClient = .noop`); the reducer it is applied to runs.
            walk(node.calledExpression)
            return .skipChildren
        }
        if TCAReducerBody.composition.contains(name) { return .visitChildren }
        // A child feature (`Child()` in `Scope`, with its own `State`) handles only the child's actions; a reducer of
        // the module without one runs on this state. `Self()` (`.forEach(\.rows, action: \.rows) { Self() }`) is the
        // feature itself on each child's state: its clauses are the feature's own, already read.
        if let type = name == "Self" && node.calledExpression.is(DeclReferenceExprSyntax.self) ? owner : module.types[name] {
            if !type.nestedTypes.contains(where: { $0 == "State" || $0.hasSuffix(".State") }) {
                helpers.append(type)
                let given = node.arguments.filter { $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" }.compactMap { $0.label?.text }
                helperBases[type.name, default: []].formUnion(given)
            }
            return .visitChildren
        }
        unread = true
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        // `\.userSettings` in `.onChange(of: \.userSettings.enableHaptics)`: a key path of the state, no property here.
        if node.parent?.is(KeyPathPropertyComponentSyntax.self) == true { return .skipChildren }
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            // `self.core`: a property of the owner.
            guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" else { return .skipChildren }
        }
        // The reducer an operator modifies (`self.base`), read as the feature's; a `@Dependency` handed on (to a child's
        // initializer, `.onChange`), which acts only through the actions its effects send.
        if bases.contains(name) { return .skipChildren }
        if let property = owner.property(name), property.wrapper == "Dependency", !TCAReducerBody.navigatingDependency(property, module) { return .skipChildren }
        // A reducer property's body is read; any other property (a stored reducer, a closure) is not.
        if let property = owner.property(name) {
            if property.isComputed && TCAReducerBody.isReducer(property) { properties.append(name) } else { unread = true }
        }
        return .skipChildren
    }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        unread = true
        return .skipChildren
    }
}

/// Whether a value expression does anything but compute a value: a call of the module's own functions, methods,
/// initializers or the owner's closures, a TCA `send`, or a read of the owner's property that holds a module object
/// (`other`).
private final class InertValue: SyntaxVisitor {
    var other = false
    private let module: SwiftModule
    private let owner: SwiftModule.TypeDeclaration

    init(_ module: SwiftModule, _ owner: SwiftModule.TypeDeclaration) {
        self.module = module
        self.owner = owner
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name: String?
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) { name = reference.baseName.text }
        else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) { name = member.declName.baseName.text }
        else { name = nil }
        guard let name else { other = true; return .skipChildren }
        // (A closure the owner holds, `self.onSave()`, runs what its makers gave it; a `@Dependency` client called,
        // `self.dictionaryContains(word)`, reaches no store's state, and one that navigates is found by its name.)
        let isClient = owner.property(name).map { $0.wrapper == "Dependency" && !TCAReducerBody.navigatingDependency($0, module) } ?? false
        if name == "send" || module.freeFunctions[name] != nil || module.types[name] != nil || owner.method(name) != nil
            || (owner.property(name) != nil && !isClient) {
            other = true
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if node.parent?.is(KeyPathPropertyComponentSyntax.self) == true { return .skipChildren }
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id,
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text != "self" { return .skipChildren }
        if let property = owner.property(name) {
            if property.wrapper == "Dependency" && TCAReducerBody.navigatingDependency(property, module) { other = true }
            let names = property.type?.tokens(viewMode: .sourceAccurate).map(\.text) ?? []
            if names.contains(where: { module.types[$0]?.kind == .classType }) { other = true }
        }
        return .skipChildren
    }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind { other = true; return .skipChildren }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { other = true; return .skipChildren }
}
