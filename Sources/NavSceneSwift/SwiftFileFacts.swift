import Foundation
import NavSceneDiagnostics
import SwiftSyntax

/// What the builder needs from a whole file, found in one walk of its tree and kept with the parse (so a keystroke
/// walks only the file it changed, and the builder never walks a whole file per pass): the names `NavigationStack(path:)`
/// binds, and the `Color.x` members the file names, in order of first use.
final class SwiftFileFacts {
    /// The last name of every `path:` argument of a `NavigationStack` call (`$path`, `$router.path` -> `path`).
    let boundPathNames: Set<String>
    /// `Color.mint`, `Color.red`...: each colour's first use in the file, in order.
    let colors: [(name: String, range: SourceRange)]

    init(_ source: SwiftSource) {
        let finder = FileFactsFinder()
        finder.walk(source.tree)
        boundPathNames = finder.paths
        colors = finder.colors.map { ($0.name, source.range($0.node)) }
    }
}

/// The one walk `SwiftFileFacts` makes.
private final class FileFactsFinder: SyntaxVisitor {
    var paths: Set<String> = []
    var colors: [(name: String, node: MemberAccessExprSyntax)] = []
    private var seenColors: Set<String> = []
    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NavigationStack",
           let path = node.arguments.first(where: { $0.label?.text == "path" })?.expression {
            var text = path.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? path.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
            if text.hasPrefix("$") { text.removeFirst() }
            if !text.isEmpty { paths.insert(text) }
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Color", seenColors.insert(node.declName.baseName.text).inserted {
            colors.append((node.declName.baseName.text, node))
        }
        return .visitChildren
    }
}

/// A file's facts, computed on first use and kept (a parse shared by several loads, even on several threads, is walked
/// once).
final class SwiftFileFactsBox: @unchecked Sendable {
    private let lock = NSLock()
    private var facts: SwiftFileFacts?
    func facts(of source: SwiftSource) -> SwiftFileFacts {
        lock.lock()
        defer { lock.unlock() }
        if let facts { return facts }
        let made = SwiftFileFacts(source)
        facts = made
        return made
    }
}
