import NavSceneDiagnostics
import NavSceneModel
import SwiftSyntax

/// A closure given to a view the front end does not know (`AsyncButton { try await model.follow() } label: { ... }`,
/// `PhotoPicker(onPick: { sheet = nil })`) that a view builder cannot be: it assigns, `try`s, awaits or loops, which
/// no `@ViewBuilder` closure compiles. It is an action the view runs: its statements are a handler SwiftUI may run at
/// any moment while the view is shown (an external event named by the view), held by an empty node beside the view's
/// content, not views.
extension ViewTranslator {
    static let maxActionNesting = 8

    /// Whether the closure's statements (through `if`/`switch` branches) hold one that no view builder compiles.
    func isActionClosure(_ closure: ClosureExprSyntax) -> Bool {
        closure.statements.contains { isActionStatement(Syntax($0.item), depth: 0) }
    }

    private func isActionStatement(_ node: Syntax, depth: Int) -> Bool {
        guard depth < Self.maxActionNesting else { return false }
        if node.is(GuardStmtSyntax.self) || node.is(ForStmtSyntax.self) || node.is(WhileStmtSyntax.self) || node.is(RepeatStmtSyntax.self)
            || node.is(DeferStmtSyntax.self) || node.is(ThrowStmtSyntax.self) || node.is(ReturnStmtSyntax.self) {
            return true
        }
        let expression = node.as(ExprSyntax.self) ?? node.as(ExpressionStmtSyntax.self)?.expression
        // `try` (a view builder does not throw; `try?` and `try!` do not throw either, so they prove nothing), `await`.
        if let expr = expression, expr.as(TryExprSyntax.self).map({ $0.questionOrExclamationMark == nil }) == true || expr.is(AwaitExprSyntax.self) {
            return true
        }
        if let sequence = expression?.as(SequenceExprSyntax.self), sequence.elements.contains(where: { $0.is(AssignmentExprSyntax.self) }) { return true }
        if let infix = expression?.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) { return true }
        if let ifExpr = expression?.as(IfExprSyntax.self) {
            if ifExpr.body.statements.contains(where: { isActionStatement(Syntax($0.item), depth: depth + 1) }) { return true }
            switch ifExpr.elseBody {
            case .ifExpr(let next)?: return isActionStatement(Syntax(next), depth: depth + 1)
            case .codeBlock(let block)?: return block.statements.contains { isActionStatement(Syntax($0.item), depth: depth + 1) }
            case nil: return false
            }
        }
        if let switchExpr = expression?.as(SwitchExprSyntax.self) {
            for case .switchCase(let switchCase) in switchExpr.cases where switchCase.statements.contains(where: { isActionStatement(Syntax($0.item), depth: depth + 1) }) {
                return true
            }
        }
        return false
    }

    /// The action as a node: an empty group whose handler runs the closure's statements (its parameters unknown
    /// values); nil when it does nothing the model tracks. A parameter that shadows a name the view sees leaves the
    /// handler unknown where it is.
    func actionNode(_ closure: ClosureExprSyntax, of view: String) -> ViewNode? {
        let range = source.range(closure)
        let parameters = parameterNames(closure)
        var inner = scope
        for parameter in parameters where parameter != "_" {
            let read = closure.statements.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(parameter) }
            if read, expressions.name(parameter, range) != nil || expressions.stateTarget(parameter) != nil {
                if expressions.mayNavigate(closure) {
                    builder.noteOpaque(.statement, "\(view) { \(parameter) in ... }", range, mayNavigate: true, cause: builder.reach.cause)
                }
                return nil
            }
            inner.forget(parameter)
        }
        let statements = with(inner).expressions.statements(closure.statements, opaqueIfNot: true) ?? []
        guard !statements.isEmpty else { return nil }
        let handler = EventHandler(event: .external(ExternalEvent(view)), statements: statements, range: range)
        return ViewNode(element: .container(.group, content: []), range: range, nameRange: range,
                        modifiers: [Modifier(name: view, kind: .event(handler), range: range, nameRange: range)])
    }

    /// Whether the node is an action's (`actionNode`): wherever the view runs it, its statements do the same, so it
    /// is no view the view could place under navigation of its own.
    func isActionNode(_ node: ViewNode) -> Bool {
        guard case .container(.group, let content) = node.element, content.isEmpty, node.modifiers.count == 1,
              case .event(let handler) = node.modifiers[0].kind, case .external = handler.event else { return false }
        return true
    }
}
