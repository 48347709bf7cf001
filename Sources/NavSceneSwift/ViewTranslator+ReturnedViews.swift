import NavSceneDiagnostics
import NavSceneModel
import SwiftSyntax

extension ViewTranslator {
    /// A body that returns its view from inside its branches (`guard parts.count == 3 else { return Text(string) };
    /// return Text(parts[0]) + Text(parts[1])`, `if let c { x = c.name; return Row(x) } else { return Empty() }`): an
    /// explicit `return` turns the result builder off for the whole body, so the view is one of the returned
    /// expressions (which one: an unknown Bool, both ways), each read in the scope of its `return`, where the names
    /// bound on the way (`let`, `if let`, `case let`, a loop's) hide the view's properties of those names. The other
    /// statements only compute values (an assignment to a local shows nothing); one that may navigate is an unknown
    /// statement where it is. nil when the body returns no value from a branch, or has a form this walk does not read
    /// (then its statements are read as views, as before).
    func returnedViews(_ items: CodeBlockItemListSyntax) -> [ViewNode]? {
        guard containsReturn(Syntax(items)) else { return nil }
        var returns: [(translator: ViewTranslator, expr: ExprSyntax, range: SourceRange)] = []
        var computing: [Syntax] = []
        guard collectReturns(items, self, depth: 0, into: &returns, computing: &computing), !returns.isEmpty else { return nil }
        for statement in computing where expressions.mayNavigate(statement) {
            builder.noteOpaque(.statement, brief(statement), source.range(statement), mayNavigate: true, cause: builder.reach.cause)
        }
        var result = returns.last!.translator.viewNode(returns.last!.expr)
        for returned in returns.dropLast().reversed() {
            builder.noteOpaque(.value, "which return gives the view", returned.range, mayNavigate: false, abstraction: true)
            let condition = builder.unknownCondition(at: returned.range)
            let then = returned.translator.viewNode(returned.expr)
            result = [ViewNode(element: .conditional(ConditionalElement(condition: condition, binding: nil, then: then, otherwise: result)),
                               range: returned.range, nameRange: returned.range, modifiers: [])]
        }
        return result
    }

    /// Whether a `return` of a value is among the statements (not in a nested closure or function: those are their own).
    private func containsReturn(_ node: Syntax) -> Bool {
        final class Finder: SyntaxVisitor {
            var found = false
            override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind { found = true; return .skipChildren }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    /// The names a pattern or condition binds (`let image`, `case .loaded(let page)`, `if let user = ...`).
    private func boundNames(_ node: some SyntaxProtocol) -> Set<String> { boundNames(in: Syntax(node)) }

    private func boundNames(in node: Syntax) -> Set<String> {
        final class Finder: SyntaxVisitor {
            var names: Set<String> = []
            override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind { names.insert(node.identifier.text); return .skipChildren }
            override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
                if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
                return .visitChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.names
    }

    private func hiding(_ names: Set<String>) -> ViewTranslator {
        guard !names.isEmpty else { return self }
        var inner = scope
        inner.hidden.formUnion(names)
        for name in names { inner.localViews[name] = nil }
        return with(inner)
    }

    /// Walks the statements in order, gathering each `return`'s expression with the translator of its scope, and the
    /// statements that compute; false for a form it does not read. Bounded by the view depth.
    private func collectReturns(_ items: CodeBlockItemListSyntax, _ start: ViewTranslator, depth: Int,
                                into returns: inout [(translator: ViewTranslator, expr: ExprSyntax, range: SourceRange)],
                                computing: inout [Syntax]) -> Bool {
        guard depth < SceneBuilder.maxViewDepth else { return false }
        var here = start
        for item in items {
            let node = Syntax(item.item)
            if let returned = node.as(ReturnStmtSyntax.self) {
                guard let expr = returned.expression else { return false }
                returns.append((here, expr, source.range(returned)))
            } else if let declaration = node.as(VariableDeclSyntax.self) {
                computing.append(node)
                // (`@Bindable var model = model` is the object the name held: its uses read that object.)
                here = ExpressionTranslator.isBindableAlias(declaration) ? here.declaring(declaration)
                    : here.hiding(boundNames(declaration.bindings)).declaring(declaration)
            } else if let guardStmt = node.as(GuardStmtSyntax.self) {
                for condition in guardStmt.conditions { computing.append(Syntax(condition)) }
                guard collectReturns(guardStmt.body.statements, here, depth: depth + 1, into: &returns, computing: &computing) else { return false }
                here = here.hiding(boundNames(guardStmt.conditions))
            } else if let ifExpr = node.as(IfExprSyntax.self) ?? node.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) {
                guard collectIf(ifExpr, here, depth: depth + 1, into: &returns, computing: &computing) else { return false }
            } else if let switchExpr = node.as(SwitchExprSyntax.self) ?? node.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self) {
                computing.append(Syntax(switchExpr.subject))
                for element in switchExpr.cases {
                    guard let switchCase = element.as(SwitchCaseSyntax.self) else { return false }
                    guard collectReturns(switchCase.statements, here.hiding(boundNames(switchCase.label)), depth: depth + 1,
                                         into: &returns, computing: &computing) else { return false }
                }
            } else if containsReturn(node) {
                // A loop, `do`, `#if` holding a return: not read here.
                return false
            } else {
                computing.append(node)
            }
        }
        return true
    }

    private func collectIf(_ ifExpr: IfExprSyntax, _ here: ViewTranslator, depth: Int,
                           into returns: inout [(translator: ViewTranslator, expr: ExprSyntax, range: SourceRange)],
                           computing: inout [Syntax]) -> Bool {
        guard depth < SceneBuilder.maxViewDepth else { return false }
        for condition in ifExpr.conditions { computing.append(Syntax(condition)) }
        guard collectReturns(ifExpr.body.statements, here.hiding(boundNames(ifExpr.conditions)), depth: depth + 1,
                             into: &returns, computing: &computing) else { return false }
        switch ifExpr.elseBody {
        case .ifExpr(let nested)?: return collectIf(nested, here, depth: depth + 1, into: &returns, computing: &computing)
        case .codeBlock(let block)?: return collectReturns(block.statements, here, depth: depth + 1, into: &returns, computing: &computing)
        case nil: return true
        }
    }
}
