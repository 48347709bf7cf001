import NavSceneDiagnostics
import NavSceneModel

/// The mechanical fix shared by the placement rules: cut a block-style modifier's lines and paste them, re-indented,
/// as the last key of another block-style node (in Swift source: cut `.modifier(...)` from its chain and chain it
/// onto the target, `MoveModifier+Swift.swift`). Returns nil whenever the text is not laid out plainly enough to do
/// this safely (flow style, other content on the same lines, or the target already has a key of that name).
enum MoveModifier {
    static func fixIt(_ modifier: Modifier, to target: ViewNode, in file: SourceFile?, message: String) -> FixIt? {
        guard let file, modifier.range.file == file.path, target.range.file == file.path else { return nil }
        if file.path.hasSuffix(".swift") { return swiftFixIt(modifier, to: target, in: file, message: message) }
        guard !target.modifiers.contains(where: { $0.name == modifier.name }) else { return nil }
        let bytes = file.bytes
        // The modifier's lines: from the start of its key's line to the end of its last non-blank line.
        let keyStart = modifier.nameRange.start.offset
        let cutStart = file.lineStarts[file.line(containing: keyStart) - 1]
        guard onlySpaces(bytes, cutStart, keyStart) else { return nil }
        guard let modifierLast = lastContentByte(bytes, from: keyStart, to: modifier.range.end.offset) else { return nil }
        let modifierLastLine = file.line(containing: modifierLast)
        guard restIsBlank(bytes, after: modifierLast + 1) else { return nil }
        let cutEnd = nextLineStart(file, after: modifierLastLine)

        // The target must be block style: its key starts its line, and its last line holds nothing after it.
        let targetKey = target.nameRange.start.offset
        guard onlySpaces(bytes, file.lineStarts[file.line(containing: targetKey) - 1], targetKey) else { return nil }
        guard let targetLast = lastContentByte(bytes, from: targetKey, to: max(target.range.end.offset, cutEnd)) else { return nil }
        guard restIsBlank(bytes, after: targetLast + 1) else { return nil }
        let insertAt = nextLineStart(file, after: file.line(containing: targetLast))
        guard insertAt >= cutEnd, cutStart < cutEnd else { return nil }

        let oldIndent = modifier.nameRange.start.column - 1
        let newIndent = target.nameRange.start.column - 1
        var moved = reindent(String(decoding: bytes[cutStart..<cutEnd], as: UTF8.self), from: oldIndent, to: newIndent)
        // Compared on bytes: `hasSuffix("\n")` is false for a CRLF line ("\r\n" is one Character).
        let lineBreak = usesCRLF(bytes) ? "\r\n" : "\n"
        if moved.utf8.last != 0x0A { moved += lineBreak }
        var between = String(decoding: bytes[cutEnd..<insertAt], as: UTF8.self)
        if insertAt == bytes.count, !between.isEmpty, between.utf8.last != 0x0A { between += lineBreak }
        let range = SourceRange(file: file.path, start: file.location(ofByte: cutStart), end: file.location(ofByte: insertAt))
        return FixIt(message: message, edits: [TextEdit(range: range, replacement: between + moved)])
    }

    /// Whether the file's first line break is CR LF (what an inserted line break should then be).
    static func usesCRLF(_ bytes: [UInt8]) -> Bool {
        guard let lf = bytes.firstIndex(of: 0x0A) else { return false }
        return lf > 0 && bytes[lf - 1] == 0x0D
    }

    static func onlySpaces(_ bytes: [UInt8], _ from: Int, _ to: Int) -> Bool {
        guard from <= to, to <= bytes.count else { return false }
        return bytes[from..<to].allSatisfy { $0 == 0x20 || $0 == 0x2D }  // spaces, or the `- ` of a sequence item
    }

    /// The last byte in [from, to) that is neither whitespace nor part of a trailing comment line.
    static func lastContentByte(_ bytes: [UInt8], from: Int, to: Int) -> Int? {
        var index = min(to, bytes.count) - 1
        while index >= from {
            let byte = bytes[index]
            if byte != 0x20 && byte != 0x0A && byte != 0x0D && byte != 0x09 { return index }
            index -= 1
        }
        return nil
    }

    static func restIsBlank(_ bytes: [UInt8], after offset: Int) -> Bool {
        var index = offset
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D {
            if bytes[index] == 0x23 { return true }  // a comment
            if bytes[index] != 0x20 && bytes[index] != 0x09 { return false }
            index += 1
        }
        return true
    }

    static func nextLineStart(_ file: SourceFile, after line: Int) -> Int {
        line < file.lineStarts.count ? file.lineStarts[line] : file.bytes.count
    }

    static func reindent(_ text: String, from old: Int, to new: Int) -> String {
        // Split on the LF scalar, not on Characters: "\r\n" is one Character, so a CRLF file would read as one line.
        // A line keeps its CR, so the file's own line breaks come back on joining.
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.enumerated().map { offset, line -> String in
            if offset == lines.count - 1 && line.isEmpty { return "" }
            let leading = line.prefix { $0 == " " }.count
            let kept = line.dropFirst(min(leading, old))
            if kept.isEmpty || (kept.count == 1 && kept.first == "\r") { return String(String.UnicodeScalarView(kept)) }
            return String(repeating: " ", count: new) + String(String.UnicodeScalarView(kept))
        }.joined(separator: "\n")
    }
}
