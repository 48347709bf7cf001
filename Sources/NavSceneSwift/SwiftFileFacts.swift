import NavSceneDiagnostics
import SwiftSyntax

/// One parsed file with what the front end reads from all of it, found once per parse and kept with it (the language
/// server's cache keeps both: a keystroke reads only the file it changed, and the builder never walks a whole file per
/// pass): the file's declarations, the names `NavigationStack(path:)` binds, and the `Color.x` members it names, in order
/// of first use. (Held beside the parse, not inside `SwiftSource`: the declarations hold the source.)
final class SwiftFileFacts {
    let source: SwiftSource
    /// The last name of every `path:` argument of a `NavigationStack` call (`$path`, `$router.path` -> `path`).
    let boundPathNames: Set<String>
    /// `Color.mint`, `Color.red`...: each colour's first use in the file, in order.
    let colors: [(name: String, range: SourceRange)]
    /// The file's declarations (`SwiftModule` merges every file's).
    let declarations: SwiftFileDeclarations
    /// Names bound to a navigation API (see `NavigationBoundNames`) and the protocols the file declares: what
    /// `NavigationHolding` reads.
    let navigationNames: NavigationBoundNames

    init(_ source: SwiftSource) {
        self.source = source
        declarations = SwiftFileDeclarations(source)
        let finder = FileFactsFinder()
        finder.walk(source.tree)
        boundPathNames = finder.paths
        navigationNames = finder.navigationNames
        colors = finder.colors.map { ($0.name, source.range($0.node)) }
    }
}

/// The one walk `SwiftFileFacts` makes.
private final class FileFactsFinder: SyntaxVisitor {
    var paths: Set<String> = []
    var colors: [(name: String, node: MemberAccessExprSyntax)] = []
    private var seenColors: Set<String> = []
    var navigationNames = NavigationBoundNames()
    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        navigationNames.protocols.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        navigationNames.record(node)
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
