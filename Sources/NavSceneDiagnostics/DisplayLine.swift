/// A source line as a terminal may safely show it: tabs expanded to four spaces, control characters (C0, DEL, C1 and
/// the bidirectional overrides) escaped (`\e`, `\x07`, `\u{202E}`), and bytes that are not UTF-8 shown as `\xNN`, so a
/// file can neither drive the terminal (`\e]0;…`) nor make the underline point at the wrong character.
public struct DisplayLine {
    /// What each source column shows, in order (a column is a scalar, as `SourceLocation.column` counts them).
    private var cells: [String] = []

    public init<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        let bytes = Array(bytes)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                cells.append(Self.show(Unicode.Scalar(byte)))
                index += 1
                continue
            }
            if byte & 0xC0 == 0x80 {
                // A stray continuation byte starts no column: it belongs to the cell before it.
                if cells.isEmpty { cells.append("") }
                cells[cells.count - 1] += Self.hex(byte)
                index += 1
                continue
            }
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            if index + length <= bytes.count,
               let scalar = Self.decode(bytes[index..<(index + length)]) {
                cells.append(Self.show(scalar))
                index += length
            } else {
                cells.append(Self.hex(byte))
                index += 1
            }
        }
    }

    /// Columns the whole line takes.
    public var width: Int { cells.reduce(0) { $0 + $1.unicodeScalars.count } }

    /// The displayed column of a source column (1-based); past the end, counted on.
    public func displayColumn(_ column: Int) -> Int {
        var result = 1
        for cell in cells.prefix(max(0, column - 1)) { result += cell.unicodeScalars.count }
        return result + max(0, column - 1 - cells.count)
    }

    public var firstNonBlank: Int {
        var column = 1
        for cell in cells {
            if cell != " " && cell != "    " { return column }
            column += cell.unicodeScalars.count
        }
        return 1
    }

    /// The line as shown, cut to at most `width` columns around display column `column` when it is longer. Returns the
    /// text, how far displayed columns moved (negative when the start was cut) and the last column of text shown.
    /// `cutBefore`/`cutAfter` say the line was already cut there (the marks are added even without cutting here).
    public func window(around column: Int, width limit: Int, cutBefore: Bool = false,
                       cutAfter: Bool = false) -> (text: String, shift: Int, visible: Int) {
        let full = cells.joined()
        let scalars = Array(full.unicodeScalars)
        let start = scalars.count > limit ? max(0, min(column - 1 - limit / 3, scalars.count - limit)) : 0
        let end = min(scalars.count, start + limit)
        var text = String(String.UnicodeScalarView(scalars[start..<end]))
        var shift = -start
        let markStart = start > 0 || cutBefore
        if markStart { text = "…" + text; shift += 1 }
        let visible = end - start + (markStart ? 1 : 0)
        if end < scalars.count || cutAfter { text += "…" }
        return (text, shift, visible)
    }

    /// A message or path with its control characters escaped (line breaks kept).
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) && $0 != "\n" }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar == "\n" { out += "\n" } else if scalar == "\t" { out += "\\t" } else { out += show(scalar) }
        }
        return out
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || value == 0x7F || (0x80...0x9F).contains(value) || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value) || PathBytes.isCarried(scalar)
    }

    static func show(_ scalar: Unicode.Scalar) -> String {
        if scalar == "\t" { return "    " }
        guard isControl(scalar) else { return String(scalar) }
        if scalar == "\u{1B}" { return "\\e" }
        if let byte = PathBytes.carriedByte(scalar) { return hex(byte) }
        if scalar.value < 0x100 { return hex(UInt8(scalar.value)) }
        return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return "\\x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
    }

    /// One well-formed UTF-8 sequence, or nil (overlong forms and surrogates included).
    static func decode(_ bytes: ArraySlice<UInt8>) -> Unicode.Scalar? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
        return String(scalar).utf8.count == bytes.count ? scalar : nil
    }
}
