import NavSceneDiagnostics
import SwiftParser
import SwiftSyntax

/// One parsed `.swift` file: its bytes (for positions people read), its syntax tree, and the build it is read as (which
/// `#if` clauses are compiled).
struct SwiftSource {
    let file: SourceFile
    let tree: SourceFileSyntax
    let configuration: BuildConfiguration

    init(file: SourceFile, configuration: BuildConfiguration = .iOS) {
        self.file = file
        self.tree = file.bytes.withUnsafeBufferPointer { Self.parse($0) }
        self.configuration = configuration
    }

    /// The file's tree as the compiler reads it. swift-syntax parses in the Swift 6 language mode unless told otherwise,
    /// and the two modes read some code differently: in Swift 6 a `(` right after an attribute's name always opens the
    /// attribute's arguments, so `@escaping @MainActor([Item]) -> Void`, which the Swift 5 mode (most apps' mode, and
    /// `swiftc`'s default) reads as a function type, is a syntax error there. A file that does not parse in the Swift 6
    /// mode is parsed again in the Swift 5 mode, and that tree is taken when it has no error: the file compiles in some
    /// mode, so no `swift-syntax-error` is claimed on it. A file that parses in neither keeps the Swift 6 tree and its
    /// first error. (A file that parses in both is read in the Swift 6 mode: where both parse, the trees are the same
    /// but for the attribute spacing rule, which only decides between an attribute's arguments and a following list.)
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> SourceFileSyntax {
        let tree = Parser.parse(source: bytes)
        guard tree.hasError else { return tree }
        let swift5 = Parser.parse(source: bytes, swiftVersion: .v5)
        return swift5.hasError ? tree : swift5
    }

    /// Whether the file's leading imports (the `import` declarations before any other statement) name one of
    /// `modules`: `import M`, `@_exported import M`, `import struct M.T`. An import written later is not seen, so a
    /// library's form it would bring stays unknown (bounded by the leading imports, read per call).
    func imports(anyOf modules: Set<String>) -> Bool {
        for item in tree.statements {
            guard let decl = item.item.as(ImportDeclSyntax.self) else { return false }
            if let first = decl.path.first, modules.contains(first.name.text) { return true }
        }
        return false
    }

    /// The range of a syntax node without its trivia, in lines and character columns of this file.
    func range(_ node: some SyntaxProtocol) -> SourceRange {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = max(start, node.endPositionBeforeTrailingTrivia.utf8Offset)
        return SourceRange(file: file.path, start: file.location(ofByte: start), end: file.location(ofByte: end))
    }
}

// SwiftSyntax has types of these names too; in this module they are NavScene's.
typealias SourceRange = NavSceneDiagnostics.SourceRange
typealias SourceLocation = NavSceneDiagnostics.SourceLocation

/// Syntax errors, for `--fix`: an edit to Swift source is kept only when the edited file still parses.
public enum SwiftSyntaxCheck {
    /// The first syntax error of the file as "line:column: what", or nil when the file parses cleanly.
    public static func firstError(_ file: SourceFile) -> String? {
        // On the large stack: the parse and the visit recurse once per `else if` and per member of a chain.
        SwiftFrontEnd.onLargeStack {
            firstError(in: SwiftSource(file: file)).map { "\($0.location.line):\($0.location.column): \($0.message)" }
        }
    }

    /// The first syntax error of a parsed file (the first unexpected or missing code), or nil.
    static func firstError(in source: SwiftSource) -> (location: SourceLocation, message: String)? {
        guard source.tree.hasError else { return nil }
        let file = source.file
        // Not swift-syntax's ParseDiagnosticsGenerator: it traps on some malformed input (a Fix-It with no change, found
        // by the swift fuzz target; Tests/Fixtures/fuzz-seeds/swift-parse-diagnostics-trap.swift). The first unexpected
        // or missing node is found by our own visitor.
        final class Finder: SyntaxVisitor {
            var found: (offset: Int, what: String)?
            override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
                if found == nil { found = (node.positionAfterSkippingLeadingTrivia.utf8Offset, "unexpected code") }
                return .skipChildren
            }
            override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
                if found == nil, token.presence == .missing { found = (token.positionAfterSkippingLeadingTrivia.utf8Offset, "expected '\(token.text)'") }
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .all)
        finder.walk(source.tree)
        guard let (offset, what) = finder.found else { return (file.location(ofByte: 0), "a syntax error") }
        return (file.location(ofByte: min(offset, file.bytes.count)), what)
    }
}
