import NavSceneDiagnostics

/// Converts between navlint's positions (1-based line, byte offset) and LSP's (0-based line, UTF-16 units).
struct LineTable {
    let bytes: [UInt8]
    /// Byte offset of each line's start.
    let starts: [Int]

    init(_ text: String) {
        bytes = Array(text.utf8)
        var starts = [0]
        for (index, byte) in bytes.enumerated() where byte == 0x0A { starts.append(index + 1) }
        self.starts = starts
    }

    func position(offset: Int) -> Position {
        let offset = max(0, min(offset, bytes.count))
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        let prefix = String(decoding: bytes[starts[low]..<offset], as: UTF8.self)
        return Position(line: low, character: prefix.utf16.count)
    }

    func range(_ range: SourceRange) -> Range {
        if range.start.line == 0 && range.start.offset == 0 && range.end.offset == 0 {
            return Range(start: Position(line: 0, character: 0), end: Position(line: 0, character: 0))
        }
        return Range(start: position(offset: range.start.offset), end: position(offset: range.end.offset))
    }

    /// A client's position as a byte offset, clamped into the text (a position past a line's end is its end).
    func offset(_ position: Position) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < starts.count else { return bytes.count }
        let start = starts[position.line]
        let end = position.line + 1 < starts.count ? starts[position.line + 1] : bytes.count
        let line = String(decoding: bytes[start..<end], as: UTF8.self)
        var units = 0, offset = start
        for scalar in line.unicodeScalars {
            if units >= position.character || scalar == "\n" { break }
            units += scalar.utf16.count
            offset += scalar.utf8.count
        }
        return offset
    }

    /// A client's position moved into the text: a line past the end is the last line, a character past a line's
    /// end is its end, negative numbers are 0. Every request's position goes through here first.
    func clamp(_ position: Position) -> Position {
        let line = max(0, min(position.line, starts.count - 1))
        return Position(line: line, character: max(0, min(position.character, self.line(line).utf16.count)))
    }

    func clamp(_ range: Range) -> Range { Range(start: clamp(range.start), end: clamp(range.end)) }

    /// The text of a line (without its newline).
    func line(_ index: Int) -> String {
        guard index >= 0, index < starts.count else { return "" }
        var end = index + 1 < starts.count ? starts[index + 1] : bytes.count
        if end > starts[index], bytes[end - 1] == 0x0A { end -= 1 }
        return String(decoding: bytes[starts[index]..<end], as: UTF8.self)
    }
}
