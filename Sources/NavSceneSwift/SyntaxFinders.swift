import Foundation
import SwiftSyntax

/// The calls of a bare name (`RecipeDetail(recipe: r)`, not `x.f()`) anywhere under a declaration, found on first use
/// and kept with the file's declarations (the builder asks which of them show the module's views).
final class BareCalls: @unchecked Sendable {
    private let lock = NSLock()
    private var found: [(name: String, call: FunctionCallExprSyntax)]?

    func of(_ node: some SyntaxProtocol) -> [(name: String, call: FunctionCallExprSyntax)] {
        lock.lock()
        defer { lock.unlock() }
        if let found { return found }
        let finder = BareCallFinder()
        finder.walk(node)
        found = finder.calls
        return finder.calls
    }
}

private final class BareCallFinder: SyntaxVisitor {
    var calls: [(name: String, call: FunctionCallExprSyntax)] = []
    init() { super.init(viewMode: .sourceAccurate) }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text { calls.append((name, node)) }
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
