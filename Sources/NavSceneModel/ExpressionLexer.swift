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
        /// Operators and punctuation: `.` `?.` `[` `]` `(` `)` `,` `:` `!` `==` `!=` `&&` `||` `??` `?` `<` `<=` `>`
        /// `>=` `+` `-` `*` `/` `%`
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

/// Splits expression text into tokens on demand, tracking character and byte positions. Works on the UTF-8 bytes:
/// every character with a meaning in the language is ASCII, names and strings are sliced out whole, and only
/// non-ASCII characters are decoded (to decide whether they are letters).
struct ExpressionLexer {
    let bytes: [UInt8]
    /// Character (Unicode scalar) index and byte offset of the next unread character.
    var index = 0
    var byte = 0
    /// Whether the last token ended a value (a name, a literal, `)` or `]`): then `-` is the subtraction operator,
    /// otherwise a `-` before a digit starts a negative literal (`-1`, as before operators existed).
    private var afterValue = false

    init(_ text: String) { bytes = Array(text.utf8) }

    var position: TextPosition { TextPosition(scalar: index, byte: byte) }

    /// The number of characters in the whole text.
    var scalarCount: Int { bytes.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) } }

    @inline(__always)
    private static func width(_ lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }

    /// The byte `ahead` bytes after the current one (the current character is ASCII wherever this is used).
    @inline(__always)
    private func peekByte(_ ahead: Int = 0) -> UInt8? {
        byte + ahead < bytes.count ? bytes[byte + ahead] : nil
    }

    /// The character starting at byte `at`.
    private func scalar(at: Int) -> Unicode.Scalar {
        let lead = bytes[at]
        if lead < 0x80 { return Unicode.Scalar(lead) }
        var decoder = UTF8()
        var iterator = bytes[at..<min(at + ExpressionLexer.width(lead), bytes.count)].makeIterator()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return "\u{FFFD}"
    }

    private mutating func advance() {
        byte += ExpressionLexer.width(bytes[byte])
        index += 1
    }

    static func isNameStart(_ s: Unicode.Scalar) -> Bool {
        s == "_" || (s.value < 0x80 ? (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") : s.properties.isAlphabetic)
    }

    static func isNameContinue(_ s: Unicode.Scalar) -> Bool {
        isNameStart(s) || (s >= "0" && s <= "9")
    }

    private func isNameStart(at: Int) -> Bool {
        let b = bytes[at]
        if b < 0x80 { return b == UInt8(ascii: "_") || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")) }
        return ExpressionLexer.isNameStart(scalar(at: at))
    }

    private func isNameContinue(at: Int) -> Bool {
        let b = bytes[at]
        return isNameStart(at: at) || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
    }

    private static func isDigit(_ b: UInt8?) -> Bool {
        guard let b else { return false }
        return b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")
    }

    private func text(_ from: Int, _ to: Int) -> String { String(decoding: bytes[from..<to], as: UTF8.self) }

    private mutating func readName() -> String {
        let from = byte
        while byte < bytes.count, isNameContinue(at: byte) { advance() }
        return text(from, byte)
    }

    mutating func next() -> ExpressionToken {
        let token = scan()
        switch token.kind {
        case .name, .int, .double, .string, .binding, .symbol(")"), .symbol("]"): afterValue = true
        default: afterValue = false
        }
        return token
    }

    private mutating func scan() -> ExpressionToken {
        while let b = peekByte(), b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { advance() }
        let start = position
        func token(_ kind: ExpressionToken.Kind) -> ExpressionToken { ExpressionToken(kind: kind, start: start, end: position) }
        guard let b = peekByte() else { return token(.end) }
        if isNameStart(at: byte) { return token(.name(readName())) }
        if ExpressionLexer.isDigit(b) || (!afterValue && b == UInt8(ascii: "-") && ExpressionLexer.isDigit(peekByte(1))) {
            return readNumber(start)
        }
        switch b {
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return readString(quote: b, start)
        case UInt8(ascii: "$"):
            advance()
            guard byte < bytes.count, isNameStart(at: byte) else {
                return token(.invalid("expected a state variable name after '$'"))
            }
            return token(.binding(readName()))
        case UInt8(ascii: "?"):
            advance()
            if peekByte() == UInt8(ascii: ".") { advance(); return token(.symbol("?.")) }
            if peekByte() == UInt8(ascii: "?") { advance(); return token(.symbol("??")) }
            return token(.symbol("?"))
        case UInt8(ascii: "="), UInt8(ascii: "&"), UInt8(ascii: "|"):
            advance()
            if peekByte() == b {
                advance()
                return token(.symbol(b == UInt8(ascii: "=") ? "==" : b == UInt8(ascii: "&") ? "&&" : "||"))
            }
            let s = Character(Unicode.Scalar(b))
            let hint = b == UInt8(ascii: "=") ? "use '==' to compare; expressions cannot assign" : "use '\(s)\(s)'"
            return token(.invalid("unexpected '\(s)'; \(hint)"))
        case UInt8(ascii: "!"):
            advance()
            if peekByte() == UInt8(ascii: "=") { advance(); return token(.symbol("!=")) }
            return token(.symbol("!"))
        case UInt8(ascii: "<"), UInt8(ascii: ">"):
            advance()
            let s = b == UInt8(ascii: "<") ? "<" : ">"
            if peekByte() == UInt8(ascii: "=") { advance(); return token(.symbol(s + "=")) }
            return token(.symbol(s))
        case UInt8(ascii: "+"): advance(); return token(.symbol("+"))
        case UInt8(ascii: "-"): advance(); return token(.symbol("-"))
        case UInt8(ascii: "*"): advance(); return token(.symbol("*"))
        case UInt8(ascii: "/"): advance(); return token(.symbol("/"))
        case UInt8(ascii: "%"): advance(); return token(.symbol("%"))
        case UInt8(ascii: "."): advance(); return token(.symbol("."))
        case UInt8(ascii: "["): advance(); return token(.symbol("["))
        case UInt8(ascii: "]"): advance(); return token(.symbol("]"))
        case UInt8(ascii: "("): advance(); return token(.symbol("("))
        case UInt8(ascii: ")"): advance(); return token(.symbol(")"))
        case UInt8(ascii: ","): advance(); return token(.symbol(","))
        case UInt8(ascii: ":"): advance(); return token(.symbol(":"))
        default:
            let s = scalar(at: byte)
            advance()
            return token(.invalid("unexpected character '\(DisplayLine.escaped(String(s)))'"))
        }
    }

    private mutating func readNumber(_ start: TextPosition) -> ExpressionToken {
        let from = byte
        if peekByte() == UInt8(ascii: "-") { advance() }
        while ExpressionLexer.isDigit(peekByte()) { advance() }
        var isDouble = false
        if peekByte() == UInt8(ascii: "."), ExpressionLexer.isDigit(peekByte(1)) {
            isDouble = true
            advance()
            while ExpressionLexer.isDigit(peekByte()) { advance() }
        }
        let end = position
        let number = text(from, byte)
        if isDouble, let value = Double(number) { return ExpressionToken(kind: .double(value), start: start, end: end) }
        if !isDouble, let value = Int(number) { return ExpressionToken(kind: .int(value), start: start, end: end) }
        return ExpressionToken(kind: .invalid("number '\(number)' is out of range"), start: start, end: end)
    }

    private mutating func readString(quote: UInt8, _ start: TextPosition) -> ExpressionToken {
        advance()
        var value: [UInt8] = []
        var from = byte // the run of characters copied as they are
        while let b = peekByte() {
            if b == quote {
                let result: String
                if value.isEmpty {
                    result = text(from, byte)
                } else {
                    value.append(contentsOf: bytes[from..<byte])
                    result = String(decoding: value, as: UTF8.self)
                }
                advance()
                return ExpressionToken(kind: .string(result), start: start, end: position)
            }
            if b == UInt8(ascii: "\\"), byte + 1 < bytes.count {
                value.append(contentsOf: bytes[from..<byte])
                advance()
                let escaped = bytes[byte]
                let escapedEnd = byte + ExpressionLexer.width(escaped)
                switch escaped {
                case UInt8(ascii: "n"): value.append(0x0A)
                case UInt8(ascii: "t"): value.append(0x09)
                default: value.append(contentsOf: bytes[byte..<escapedEnd])
                }
                advance()
                from = byte
                continue
            }
            advance()
        }
        return ExpressionToken(kind: .invalid("unterminated string; add the closing \(Character(Unicode.Scalar(quote)))"), start: start, end: position)
    }
}
