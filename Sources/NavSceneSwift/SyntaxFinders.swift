import SwiftSyntax

/// Calls of the module's views anywhere under a node.
final class CallFinder: SyntaxVisitor {
    let names: Set<String>
    var calls: [(name: String, call: FunctionCallExprSyntax)] = []
    init(names: Set<String>) { self.names = names; super.init(viewMode: .sourceAccurate) }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, names.contains(name) {
            calls.append((name, node))
        }
        return .visitChildren
    }
}

/// A node's text as written, cut after `limit` characters: read token by token, so describing an unknown site costs
/// at most the limit however large the node (no quadratic printing of nested code).
func brief(_ node: some SyntaxProtocol, limit: Int = 80) -> String {
    var text = ""
    var first = true
    for token in node.tokens(viewMode: .sourceAccurate) {
        if !first {
            for piece in token.leadingTrivia { piece.write(to: &text) }
        }
        text += token.text
        first = false
        if text.count > limit { return String(text.prefix(limit)) + "…" }
        if token.id != node.lastToken(viewMode: .sourceAccurate)?.id {
            for piece in token.trailingTrivia { piece.write(to: &text) }
        }
    }
    return text
}
