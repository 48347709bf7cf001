import SwiftSyntax

/// One `case` of a reducer's `switch action`: the case names its pattern mentions from the outside in (empty for
/// `default:` and `case let action:`, which catch every action), and the statements that handle it.
struct TCAClause {
    let feature: String
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

    static let composition: Set<String> = [
        "Reduce", "BindingReducer", "Scope", "CombineReducers", "EmptyReducer", "ifLet", "forEach", "ifCaseLet",
        "dependency", "transformDependency", "_printChanges", "signpost", "onChange",
    ]

    init?(_ type: SwiftModule.TypeDeclaration, _ module: SwiftModule) {
        if let body = type.properties.first(where: { $0.name == "body" && $0.isComputed }),
           let declared = body.type, declared.tokens(viewMode: .sourceAccurate).contains(where: { $0.text.hasPrefix("Reducer") }) {
            guard let items = type.body?.items else { return nil }
            let calls = ReducerCalls(module)
            calls.walk(items)
            opaque = calls.unread
            for call in calls.reduces { read(call, type, module, source: body.source) }
        } else if let method = type.methods.first(where: { $0.name == "reduce" && $0.parameters.first?.label == "into" }) {
            readMethod(method, type)
        } else {
            return nil
        }
    }

    private mutating func read(_ call: FunctionCallExprSyntax, _ type: SwiftModule.TypeDeclaration, _ module: SwiftModule, source: SwiftSource) {
        if let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) {
            let names = Self.parameters(closure)
            guard names.count == 2 else { opaque = true; return }
            readSwitch(closure.statements, type.name, state: names[0], action: names[1], source)
            return
        }
        // `Reduce(self.core)`, `Reduce(core)`: the method's body.
        var reference = call.arguments.first?.expression
        if let member = reference?.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            reference = ExprSyntax(member.declName)
        }
        guard let name = reference?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let method = type.methods.first(where: { $0.name == name && $0.parameters.count == 2 }) else { opaque = true; return }
        readMethod(method, type)
    }

    private mutating func readMethod(_ method: SwiftModule.Method, _ type: SwiftModule.TypeDeclaration) {
        guard let body = method.body, method.parameters.count == 2 else { opaque = true; return }
        readSwitch(body, type.name, state: method.parameters[0].name, action: method.parameters[1].name, method.source)
    }

    /// The closure's or method's one statement, `switch action { ... }`: a clause per pattern.
    /// Any other body (`Reduce { state, _ in ... }` in an `.onChange(of:)`, an `if case` on the action) is one clause
    /// that may run for any action.
    private mutating func readSwitch(_ items: CodeBlockItemListSyntax, _ feature: String, state: String, action: String, _ source: SwiftSource) {
        let node = items.count == 1 ? items.first.map { Syntax($0.item) } : nil
        guard let switchExpr = node?.as(SwitchExprSyntax.self) ?? node?.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self),
              switchExpr.subject.as(DeclReferenceExprSyntax.self)?.baseName.text == action else {
            clauses.append(TCAClause(feature: feature, names: [], body: items, stateName: state, actionName: action, source: source))
            return
        }
        for element in switchExpr.cases {
            guard let switchCase = element.as(SwitchCaseSyntax.self) else { opaque = true; return }
            switch switchCase.label {
            case .default:
                clauses.append(TCAClause(feature: feature, names: [], body: switchCase.statements, stateName: state, actionName: action, source: source))
            case .case(let label):
                for item in label.caseItems {
                    clauses.append(TCAClause(feature: feature, names: Self.caseNames(item.pattern), body: switchCase.statements,
                                             stateName: state, actionName: action, source: source))
                }
            }
        }
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
    var unread = false
    private let module: SwiftModule

    init(_ module: SwiftModule) {
        self.module = module
        super.init(viewMode: .sourceAccurate)
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
        // TCA's composition, or a child feature (`Child()` in `Scope`, with its own `State`), which handles only the
        // child's actions.
        if !TCAReducerBody.composition.contains(name) && module.types[name]?.nestedTypes.contains(where: { $0 == "State" || $0.hasSuffix(".State") }) != true {
            unread = true
        }
        return .visitChildren
    }

    override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
        unread = true
        return .skipChildren
    }
}
