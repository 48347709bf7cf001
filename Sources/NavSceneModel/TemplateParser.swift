import NavSceneDiagnostics

/// Parses display text with `{expression}` parts (`"{recipe.name} ({recipe.category})"`); `{{` and `}}` stand for
/// literal braces. A `{` without its `}` is an `expression-syntax` error; a lone `}` is kept as text.
public enum TemplateParser {
    public static func parse(_ text: String, origin: TextOrigin, range: SourceRange,
                             diagnostics: inout DiagnosticBag) -> Template {
        // Fast path: most display text has no braces at all.
        if !text.utf8.contains(UInt8(ascii: "{")) && !text.utf8.contains(UInt8(ascii: "}")) {
            return Template(parts: text.isEmpty ? [] : [.text(text)], range: range)
        }
        let scalars = Array(text.unicodeScalars)
        var parts: [Template.Part] = []
        var literal = String.UnicodeScalarView()
        var index = 0, byte = 0
        func flush() {
            if !literal.isEmpty { parts.append(.text(String(literal))); literal = String.UnicodeScalarView() }
        }
        while index < scalars.count {
            let s = scalars[index]
            let next: Unicode.Scalar? = index + 1 < scalars.count ? scalars[index + 1] : nil
            if (s == "{" && next == "{") || (s == "}" && next == "}") {
                literal.append(s)
                index += 2; byte += 2
                continue
            }
            guard s == "{" else {
                literal.append(s)
                byte += UTF8.width(s); index += 1
                continue
            }
            // Find the closing brace, skipping quoted strings inside the expression.
            let open = TextPosition(scalar: index, byte: byte)
            var j = index + 1, jByte = byte + 1
            var quote: Unicode.Scalar?
            var inner = String.UnicodeScalarView()
            while j < scalars.count {
                let c = scalars[j]
                if let q = quote {
                    if c == "\\", j + 1 < scalars.count {
                        inner.append(c); jByte += 1; j += 1
                    } else if c == q { quote = nil }
                } else if c == "\"" || c == "'" {
                    quote = c
                } else if c == "}" {
                    break
                }
                inner.append(scalars[j]); jByte += UTF8.width(scalars[j]); j += 1
            }
            if j >= scalars.count {
                diagnostics.error("expression-syntax", "'{' starts an expression that is never closed; add '}' or write '{{' for a literal brace",
                                  at: origin.range(from: open, to: TextPosition(scalar: index + 1, byte: byte + 1)))
                literal.append(contentsOf: scalars[index...])
                break
            }
            flush()
            let innerText = String(inner)
            if innerText.allSatisfy({ $0 == " " }) {
                diagnostics.error("expression-syntax", "'{}' holds no expression; write '{{}}' for literal braces",
                                  at: origin.range(from: open, to: TextPosition(scalar: j + 1, byte: jByte + 1)))
            } else if let expression = ExpressionParser.parse(innerText, origin: origin.advanced(scalars: index + 1, bytes: byte + 1),
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
