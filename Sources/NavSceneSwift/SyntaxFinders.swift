import SwiftSyntax

/// `Color.mint`, `Color.red`...: the colours a module names, in order of first use.
final class ColorFinder: SyntaxVisitor {
    struct Found { var name: String; var node: MemberAccessExprSyntax; var source: SourceFileSyntax
        func range(_ builder: SceneBuilder) -> SourceRange {
            let file = builder.module.sources.first { $0.tree.id == source.id }
            return file.map { $0.range(node) } ?? .synthetic("Color")
        }
    }
    var cases: [Found] = []
    private var seen: Set<String> = []
    init() { super.init(viewMode: .sourceAccurate) }
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Color", seen.insert(node.declName.baseName.text).inserted,
           let root = node.root.as(SourceFileSyntax.self) {
            cases.append(Found(name: node.declName.baseName.text, node: node, source: root))
        }
        return .visitChildren
    }
}

/// The last name of every `path:` argument of a `NavigationStack` call.
final class PathArgumentFinder: SyntaxVisitor {
    var names: Set<String> = []
    init() { super.init(viewMode: .sourceAccurate) }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NavigationStack",
           let path = node.arguments.first(where: { $0.label?.text == "path" })?.expression {
            var text = path.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? path.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
            if text.hasPrefix("$") { text.removeFirst() }
            if !text.isEmpty { names.insert(text) }
        }
        return .visitChildren
    }
}

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
