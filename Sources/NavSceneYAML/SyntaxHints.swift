import NavSceneDiagnostics

/// Plain-language messages for the YAML mistakes scene authors make most (Grammar.md, "YAML pitfalls"), placed where
/// the mistake is: a tab in indentation, a `: ` inside an unquoted value, a key indented one column off, a control
/// character. Returns nil when libyaml's own message is the best there is.
enum SyntaxHints {
    struct Hint {
        var message: String
        var offset: Int?
    }

    static func hint(problem: String, at offset: Int, line: Int, in source: SourceFile) -> Hint? {
        let bytes = source.bytes
        if problem.contains("control characters are not allowed") {
            // libyaml's reader stops before it has a position; find the character ourselves.
            guard let (found, shown) = firstControlCharacter(bytes) else { return nil }
            return Hint(message: "control character \(shown) is not allowed in YAML; delete it, or write it as an escape inside a double-quoted string (\"\(shown)\")",
                        offset: found)
        }
        if problem.contains("cannot start any token"), offset < bytes.count, bytes[offset] == 0x09 {
            return Hint(message: "a tab in the indentation: YAML indents with spaces only; use spaces", offset: offset)
        }
        let text = source.text(ofLine: line)
        if problem.contains("mapping values are not allowed") {
            let scalars = Array(text.unicodeScalars)
            let colons = scalars.indices.filter { $0 + 1 < scalars.count && scalars[$0] == ":" && scalars[$0 + 1] == " " }
            // A ': ' after an earlier `key: ` on the line is inside a value; a first one is a key indented too far.
            guard let first = colons.first, colons.count > 1 else { return indentedUnderValue(line: line, in: source) }
            let key = Substring(String(String.UnicodeScalarView(scalars[..<first]))).trimmingLeadingSpaces
            let value = String(String.UnicodeScalarView(scalars[(first + 2)...]))
            let example = !key.isEmpty && !value.contains("\"") ? ", e.g. \(key): \"\(value)\"" : ""
            return Hint(message: "a ': ' inside an unquoted value starts a mapping; put the whole value in quotes\(example)", offset: nil)
        }
        if problem.contains("did not find expected") || problem.contains("could not find expected ':'") {
            return indentationSlip(line: line, in: source)
        }
        return nil
    }

    /// A key indented differently from the key it should line up with, on the nearest line above; or a key at the
    /// indentation of the list items above it.
    static func indentationSlip(line: Int, in source: SourceFile) -> Hint? {
        guard line > 1, let here = keyStart(source.text(ofLine: line)) else { return nil }
        for above in stride(from: line - 1, through: 1, by: -1) {
            guard let other = keyStart(source.text(ofLine: above)) else { continue }
            if here.dash == nil, let dash = other.dash, dash == here.column {
                return Hint(message: "'\(here.key)' is a key at the indentation of the list items above (line \(above)); a list cannot also have keys: "
                            + "make it an item ('- \(here.key): ...') or indent it to column \(other.column) to belong to the item", offset: nil)
            }
            guard abs(other.column - here.column) <= 2, other.column != here.column else { return nil }
            return Hint(message: "'\(here.key)' starts at column \(here.column), but '\(other.key)' on line \(above) starts at column \(other.column); "
                        + "indent it to column \(other.column) to make it a sibling (YAML nests by indentation)", offset: nil)
        }
        return nil
    }

    /// A `key:` line indented under a key whose value is already on its own line (`scene: A` then `  root: x`).
    static func indentedUnderValue(line: Int, in source: SourceFile) -> Hint? {
        guard line > 1, let here = keyStart(source.text(ofLine: line)) else { return nil }
        for above in stride(from: line - 1, through: 1, by: -1) {
            guard let other = keyStart(source.text(ofLine: above)) else { continue }
            guard other.column < here.column else { return nil }
            return Hint(message: "'\(here.key)' is indented under '\(other.key)' (line \(above)), which already has a value on its line; "
                        + "indent it to column \(other.column) to make it a sibling, or put quotes around a value that contains ': '", offset: nil)
        }
        return nil
    }

    /// Where a line's key starts (after any `- `, whose column is `dash`) and its name; nil for blank and comment lines.
    static func keyStart(_ text: String) -> (dash: Int?, column: Int, key: String)? {
        var column = 1
        var dash: Int?
        var scalars = Substring(text).unicodeScalars[...]
        while let first = scalars.first, first == " " || first == "-" {
            if first == "-" { dash = column }
            scalars = scalars.dropFirst()
            column += 1
        }
        guard let first = scalars.first, first != "#" else { return nil }
        let key = String(String.UnicodeScalarView(scalars.prefix { $0 != ":" && $0 != " " }))
        return key.isEmpty ? nil : (dash, column, key)
    }

    /// The first character YAML refuses (C0 controls other than tab and line breaks, DEL, C1 controls but NEL).
    static func firstControlCharacter(_ bytes: [UInt8]) -> (Int, String)? {
        for (index, byte) in bytes.enumerated() {
            if (byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D) || byte == 0x7F {
                return (index, byte == 0x1B ? "\\e" : String(format2: byte))
            }
            if byte == 0xC2, index + 1 < bytes.count, (0x80...0x9F).contains(bytes[index + 1]), bytes[index + 1] != 0x85 {
                return (index, "\\u{" + String(bytes[index + 1], radix: 16, uppercase: true) + "}")
            }
        }
        return nil
    }
}

private extension String {
    init(format2 byte: UInt8) {
        let digits = Array("0123456789ABCDEF")
        self = "\\x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
    }
}

private extension Substring {
    var trimmingLeadingSpaces: String {
        String(drop { $0 == " " || $0 == "-" })
    }
}
