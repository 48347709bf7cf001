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
    /// Private types only previews use (`PreviewOnlyTypes`): `SwiftModule` marks them as previews.
    let previewOnlyTypes: Set<String>
    /// What only some modules ask of the file, found at the first ask and kept with the parse (`SwiftFileFacts+Kept.swift`).
    let kept = KeptFileFacts()

    init(_ source: SwiftSource) {
        self.source = source
        declarations = SwiftFileDeclarations(source)
        let finder = FileFactsFinder()
        finder.walk(source.tree)
        boundPathNames = finder.paths
        navigationNames = finder.navigationNames
        colors = finder.colors.map { ($0.name, source.range($0.node)) }
        previewOnlyTypes = finder.previews.names
    }
}

/// The one walk `SwiftFileFacts` makes.
private final class FileFactsFinder: SyntaxVisitor {
    var paths: Set<String> = []
    var colors: [(name: String, node: MemberAccessExprSyntax)] = []
    private var seenColors: Set<String> = []
    var navigationNames = NavigationBoundNames()
    var previews = PreviewOnlyTypes()
    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        previews.enterType(node.name.text, modifiers: node.modifiers, inherited: node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { previews.leaveType(inherited: node.inheritanceClause) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        previews.enterType(node.name.text, modifiers: node.modifiers, inherited: node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { previews.leaveType(inherited: node.inheritanceClause) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        previews.enterType(node.name.text, modifiers: node.modifiers, inherited: node.inheritanceClause)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { previews.leaveType(inherited: node.inheritanceClause) }
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        previews.enterMacro(node.macroName.text)
        return .visitChildren
    }
    override func visitPost(_ node: MacroExpansionDeclSyntax) { previews.leaveMacro(node.macroName.text) }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        previews.enterMacro(node.macroName.text)
        return .visitChildren
    }
    override func visitPost(_ node: MacroExpansionExprSyntax) { previews.leaveMacro(node.macroName.text) }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        previews.use(node.baseName.text)
        return .visitChildren
    }
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        previews.use(node.name.text)
        return .visitChildren
    }

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
