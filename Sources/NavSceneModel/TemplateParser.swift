import NavSceneDiagnostics

/// Parses display text with `{expression}` parts (`"{recipe.name} ({recipe.category})"`); `{{` and `}}` stand for
/// literal braces. A `{` without its `}` is an `expression-syntax` error; a lone `}` is kept as text.
public enum TemplateParser {
    /// Errors shown for one text; the rest are counted in one more error, so a text of 10,000 bad parts prints a few
    /// lines, not 10,000 snippets of the same line.
    public static let maxErrorsPerText = 3

    public static func parse(_ text: String, origin: TextOrigin, range: SourceRange,
                             diagnostics: inout DiagnosticBag) -> Template {
        var found = DiagnosticBag()
        let template = parseAll(text, origin: origin, range: range, diagnostics: &found)
        let all = found.diagnostics
        if all.isEmpty { return template }
        diagnostics.append(contentsOf: Array(all.prefix(maxErrorsPerText)))
        if all.count > maxErrorsPerText {
            let hidden = all.count - maxErrorsPerText
            diagnostics.error("expression-syntax", "\(hidden) more error\(hidden == 1 ? "" : "s") in this text; fix the ones above first",
                              at: all[maxErrorsPerText].range)
        }
        return template
    }

    static func parseAll(_ text: String, origin: TextOrigin, range: SourceRange,
                         diagnostics: inout DiagnosticBag) -> Template {
        // Fast path: most display text has no braces at all.
        if !text.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) {
            return Template(parts: text.isEmpty ? [] : [.text(text)], range: range)
        }
        // Braces, quotes and backslashes are ASCII, so the text is read as UTF-8 bytes; `index` counts characters.
        let bytes = Array(text.utf8)
        let count = bytes.count
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        var parts: [Template.Part] = []
        var literal: [UInt8] = []
        var index = 0, byte = 0
        func flush() {
            if !literal.isEmpty { parts.append(.text(String(decoding: literal, as: UTF8.self))); literal.removeAll() }
        }
        func width(_ at: Int) -> Int {
            let lead = bytes[at]
            return lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        }
        while byte < count {
            let b = bytes[byte]
            let next: UInt8? = byte + 1 < count ? bytes[byte + 1] : nil
            if (b == open && next == open) || (b == close && next == close) {
                literal.append(b)
                index += 2; byte += 2
                continue
            }
            guard b == open else {
                let w = width(byte)
                literal.append(contentsOf: bytes[byte..<(byte + w)])
                byte += w; index += 1
                continue
            }
            // Find the closing brace, skipping quoted strings inside the expression.
            let start = TextPosition(scalar: index, byte: byte)
            var j = index + 1, jByte = byte + 1
            var quote: UInt8?
            var closed = false
            while jByte < count {
                let c = bytes[jByte]
                if let q = quote {
                    if c == UInt8(ascii: "\\"), jByte + 1 < count {
                        // The backslash and the character it escapes.
                        jByte += 1; j += 1
                    } else if c == q { quote = nil }
                } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                    quote = c
                } else if c == close {
                    closed = true
                    break
                }
                jByte += width(jByte); j += 1
            }
            if !closed {
                diagnostics.error("expression-syntax", "'{' starts an expression that is never closed; add '}' or write '{{' for a literal brace",
                                  at: origin.range(from: start, to: TextPosition(scalar: index + 1, byte: byte + 1)))
                literal.append(contentsOf: bytes[byte...])
                break
            }
            flush()
            let inner = bytes[(byte + 1)..<jByte]
            if inner.allSatisfy({ $0 == 0x20 }) {
                diagnostics.error("expression-syntax", "'{}' holds no expression; write '{{}}' for literal braces",
                                  at: origin.range(from: start, to: TextPosition(scalar: j + 1, byte: jByte + 1)))
            } else if let expression = ExpressionParser.parse(String(decoding: inner, as: UTF8.self),
                                                              origin: origin.advanced(scalars: index + 1, bytes: byte + 1),
                                                              diagnostics: &diagnostics) {
                parts.append(.expression(expression))
            }
            index = j + 1
            byte = jByte + 1
        }
        flush()
        return Template(parts: parts, range: range)
    }
}
