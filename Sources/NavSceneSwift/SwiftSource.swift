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
