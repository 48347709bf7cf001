import NavSceneDiagnostics

/// One token of the expression language, with its place in the text.
struct ExpressionToken {
    enum Kind: Equatable {
        case name(String)
        case int(Int)
        case double(Double)
        case string(String)
        /// `$name`: only valid where the grammar takes a binding.
        case binding(String)
        /// Operators and punctuation: `.` `?.` `[` `]` `(` `)` `,` `:` `!` `==` `!=` `&&` `||` `??`
        case symbol(String)
        case end
        /// A lexical error; the message says what is wrong.
        case invalid(String)
    }
    var kind: Kind
    var start: TextPosition
    var end: TextPosition

    var text: String {
        switch kind {
        case .name(let n): return n
        case .int(let i): return String(i)
        case .double(let d): return String(d)
        case .string(let s): return "\"\(s)\""
        case .binding(let b): return "$" + b
        case .symbol(let s): return s
        case .end: return "end of the expression"
        case .invalid(let m): return m
        }
    }
}

/// Splits expression text into tokens on demand, tracking character and byte positions.
struct ExpressionLexer {
    let scalars: [Unicode.Scalar]
    var index = 0
    var byte = 0

    init(_ text: String) { scalars = Array(text.unicodeScalars) }

    var position: TextPosition { TextPosition(scalar: index, byte: byte) }

    private func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        index + ahead < scalars.count ? scalars[index + ahead] : nil
    }

    private mutating func advance() {
        byte += UTF8.width(scalars[index])
        index += 1
    }

    static func isNameStart(_ s: Unicode.Scalar) -> Bool {
        s == "_" || (s.value < 0x80 ? (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") : s.properties.isAlphabetic)
    }

    static func isNameContinue(_ s: Unicode.Scalar) -> Bool {
        isNameStart(s) || (s >= "0" && s <= "9")
    }

    private mutating func readName() -> String {
        var name = String.UnicodeScalarView()
        while let s = peek(), ExpressionLexer.isNameContinue(s) { name.append(s); advance() }
        return String(name)
    }

    mutating func next() -> ExpressionToken {
        while let s = peek(), s == " " || s == "\t" || s == "\n" || s == "\r" { advance() }
        let start = position
        func token(_ kind: ExpressionToken.Kind) -> ExpressionToken { ExpressionToken(kind: kind, start: start, end: position) }
        guard let s = peek() else { return token(.end) }
        if ExpressionLexer.isNameStart(s) { return token(.name(readName())) }
        if (s >= "0" && s <= "9") || (s == "-" && (peek(1).map { $0 >= "0" && $0 <= "9" } ?? false)) {
            return readNumber(start)
        }
        switch s {
        case "\"", "'": return readString(quote: s, start)
        case "$":
            advance()
            guard let first = peek(), ExpressionLexer.isNameStart(first) else {
                return token(.invalid("expected a state variable name after '$'"))
            }
            return token(.binding(readName()))
        case "?":
            advance()
            if peek() == "." { advance(); return token(.symbol("?.")) }
            if peek() == "?" { advance(); return token(.symbol("??")) }
            return token(.invalid("unexpected '?'; use '?.' for optional chaining or '??' for a default"))
        case "=", "&", "|":
            advance()
            let pair: Unicode.Scalar = s == "=" ? "=" : s
            if peek() == pair { advance(); return token(.symbol(String(s) + String(pair))) }
            let hint = s == "=" ? "use '==' to compare; expressions cannot assign" : "use '\(s)\(s)'"
            return token(.invalid("unexpected '\(s)'; \(hint)"))
        case "!":
            advance()
            if peek() == "=" { advance(); return token(.symbol("!=")) }
            return token(.symbol("!"))
        case ".", "[", "]", "(", ")", ",", ":":
            advance()
            return token(.symbol(String(s)))
        default:
            advance()
            return token(.invalid("unexpected character '\(s)'"))
        }
    }

    private mutating func readNumber(_ start: TextPosition) -> ExpressionToken {
        var text = ""
        if peek() == "-" { text.append("-"); advance() }
        while let s = peek(), s >= "0" && s <= "9" { text.unicodeScalars.append(s); advance() }
        var isDouble = false
        if peek() == ".", let d = peek(1), d >= "0" && d <= "9" {
            isDouble = true
            text.append(".")
            advance()
            while let s = peek(), s >= "0" && s <= "9" { text.unicodeScalars.append(s); advance() }
        }
        let end = position
        if isDouble, let value = Double(text) { return ExpressionToken(kind: .double(value), start: start, end: end) }
        if !isDouble, let value = Int(text) { return ExpressionToken(kind: .int(value), start: start, end: end) }
        return ExpressionToken(kind: .invalid("number '\(text)' is out of range"), start: start, end: end)
    }

    private mutating func readString(quote: Unicode.Scalar, _ start: TextPosition) -> ExpressionToken {
        advance()
        var value = String.UnicodeScalarView()
        while let s = peek() {
            if s == quote {
                advance()
                return ExpressionToken(kind: .string(String(value)), start: start, end: position)
            }
            if s == "\\", let escaped = peek(1) {
                advance(); advance()
                switch escaped {
                case "n": value.append("\n")
                case "t": value.append("\t")
                default: value.append(escaped)
                }
                continue
            }
            value.append(s)
            advance()
        }
        return ExpressionToken(kind: .invalid("unterminated string; add the closing \(quote)"), start: start, end: position)
    }
}
