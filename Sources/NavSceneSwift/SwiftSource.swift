import NavSceneDiagnostics
import SwiftParser
import SwiftSyntax

/// One parsed `.swift` file: its bytes (for positions people read) and its syntax tree.
struct SwiftSource {
    let file: SourceFile
    let tree: SourceFileSyntax

    init(file: SourceFile) {
        self.file = file
        self.tree = file.bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
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
        SwiftFrontEnd.onLargeStack { firstErrorOnThisThread(file) }
    }

    static func firstErrorOnThisThread(_ file: SourceFile) -> String? {
        let source = SwiftSource(file: file)
        guard source.tree.hasError else { return nil }
        final class Finder: SyntaxVisitor {
            var found: (offset: Int, what: String)?
            override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
                if found == nil { found = (node.positionAfterSkippingLeadingTrivia.utf8Offset, "unexpected '\(node.trimmedDescription.prefix(40))'") }
                return .skipChildren
            }
            override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
                if found == nil, token.presence == .missing { found = (token.positionAfterSkippingLeadingTrivia.utf8Offset, "expected '\(token.text)'") }
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .all)
        finder.walk(source.tree)
        guard let (offset, what) = finder.found else { return "a syntax error" }
        let location = file.location(ofByte: min(offset, file.bytes.count))
        return "\(location.line):\(location.column): \(what)"
    }
}
