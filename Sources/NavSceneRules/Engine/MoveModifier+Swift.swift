import NavSceneDiagnostics
import NavSceneModel

/// The same move in Swift source: `.navigationDestination(for: Recipe.self) { ... }` is cut from the chain of the
/// view it is on and chained onto the target's expression, on a line of its own at the target's indentation, as
/// SwiftUI code is written:
///
///     ScrollView {                                  ScrollView {
///         LazyVGrid(columns: columns) {                 LazyVGrid(columns: columns) {
///             ForEach(recipes) { recipe in                  ForEach(recipes) { recipe in
///                 NavigationLink(value: recipe) {...}           NavigationLink(value: recipe) {...}
///                 .navigationDestination(for: ...) {    ->      }
///                     RecipeDetail(recipe: $0)              }
///                 }                                     }
///             }                                         .navigationDestination(for: ...) {
///         }                                                 RecipeDetail(recipe: $0)
///     }                                                 }
///
/// A modifier chained on the container itself (`NavigationStack { Root() }.navigationTitle("Home")`) moves in the
/// other direction, onto the root view inside. The modifier's text moves unchanged but for the indentation of its
/// continuation lines. Returns nil when the
/// layout is not plain enough to do this safely (no period before the name, the modifier outside the target's
/// expression, the target already carrying such a modifier). `navlint --fix` re-parses the result and keeps it only
/// when it parses and lints with no new finding.
extension MoveModifier {
    static func swiftFixIt(_ modifier: Modifier, to target: ViewNode, in file: SourceFile, message: String) -> FixIt? {
        guard !target.modifiers.contains(where: { $0.name == modifier.name }) else { return nil }
        let bytes = file.bytes
        let nameStart = modifier.nameRange.start.offset
        let end = modifier.range.end.offset
        let targetEnd = target.range.end.offset
        guard nameStart > 0, end <= bytes.count, targetEnd <= bytes.count else { return nil }
        // The period that chains the modifier (Swift allows whitespace between it and the name).
        var period = nameStart - 1
        while period > 0, isWhitespace(bytes[period]) { period -= 1 }
        guard bytes[period] == UInt8(ascii: ".") else { return nil }
        // The modifier is inside the target's expression (moved out onto it) or after it (a title chained on the
        // NavigationStack, moved in onto the stack's root view): never overlapping the target's end.
        let inside = target.range.start.offset < period && end < targetEnd
        let after = targetEnd <= period
        guard inside || after else { return nil }

        let periodLineStart = file.lineStarts[file.line(containing: period) - 1]
        let oldIndent = indentation(bytes, from: periodLineStart)
        var cutStart = period
        var cutEnd = end
        // A modifier on lines of its own takes its lines with it; one written inline leaves the rest of its line.
        if onlyBlanks(bytes, periodLineStart, period), restIsBlankSwift(bytes, after: end) {
            cutStart = periodLineStart
            cutEnd = nextLineStart(file, after: file.line(containing: end))
            guard !inside || cutEnd <= targetEnd else { return nil }
        }
        guard after ? targetEnd <= cutStart : true else { return nil }
        let targetLineStart = file.lineStarts[file.line(containing: target.range.start.offset) - 1]
        let newIndent = indentation(bytes, from: targetLineStart)

        // Lines split on bytes ("\r\n" is one Character, so a Character split misses CRLF breaks) and joined with
        // the file's own line break.
        let newline = bytes[targetEnd...].firstIndex(of: 0x0A).map { $0 > 0 && bytes[$0 - 1] == 0x0D } == true ? "\r\n" : "\n"
        let lines = bytes[period..<end].split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self)
        }
        let moved = lines.enumerated().map { index, line -> String in
            guard index > 0 else { return line }
            if line.allSatisfy({ $0 == " " || $0 == "\t" }) { return "" }
            return line.hasPrefix(oldIndent) ? newIndent + line.dropFirst(oldIndent.count) : line
        }.joined(separator: newline)

        let cut = TextEdit(range: SourceRange(file: file.path, start: file.location(ofByte: cutStart), end: file.location(ofByte: cutEnd)),
                           replacement: "")
        let at = file.location(ofByte: targetEnd)
        let paste = TextEdit(range: SourceRange(file: file.path, start: at, end: at), replacement: newline + newIndent + moved)
        return FixIt(message: message, edits: [cut, paste])
    }

    static func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    static func onlyBlanks(_ bytes: [UInt8], _ from: Int, _ to: Int) -> Bool {
        from <= to && bytes[from..<to].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// The leading spaces and tabs of the line starting at `from`.
    static func indentation(_ bytes: [UInt8], from: Int) -> String {
        var index = from
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        return String(decoding: bytes[from..<index], as: UTF8.self)
    }

    /// Nothing but blanks up to the end of the line.
    static func restIsBlankSwift(_ bytes: [UInt8], after offset: Int) -> Bool {
        var index = offset
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D {
            if bytes[index] != 0x20 && bytes[index] != 0x09 { return false }
            index += 1
        }
        return true
    }
}
