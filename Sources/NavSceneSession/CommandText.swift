/// Small helpers for the text of one command line: the command word, quoted words and bracketed lists.
enum CommandText {
    /// The first word and the rest of the line, both trimmed.
    static func split(_ line: String) -> (word: String, rest: String) {
        let trimmed = line.trimmed
        guard let space = trimmed.firstIndex(where: { $0 == " " || $0 == "\t" }) else { return (trimmed, "") }
        return (String(trimmed[..<space]), String(trimmed[space...]).trimmed)
    }

    /// `"Apple Pie"` -> `Apple Pie`; `'x'` -> `x`; anything else unchanged (trimmed).
    static func unquote(_ text: String) -> String {
        let t = text.trimmed
        guard t.count >= 2, let first = t.first, first == "\"" || first == "'", t.last == first else { return t }
        var inner = String(t.dropFirst().dropLast())
        if first == "\"" { inner = inner.replacingOccurrences(of: "\\\"", with: "\"") }
        return inner
    }

    /// Quotes a title for writing it back into a command (recorded flows, completion) when it needs it.
    static func quoteIfNeeded(_ text: String) -> String {
        let plain = !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." }
        return plain ? text : "\"" + text.replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// The items of `[a, "b, c", [d]]` split at top-level commas; nil when the text is not bracketed or unbalanced.
    static func listItems(_ text: String) -> [String]? {
        let t = text.trimmed
        guard t.first == "[", t.last == "]" else { return nil }
        let inner = t.dropFirst().dropLast()
        var items: [String] = []
        var current = ""
        var depth = 0
        var quote: Character?
        for ch in inner {
            if let q = quote {
                current.append(ch)
                if ch == q { quote = nil }
                continue
            }
            switch ch {
            case "\"", "'": quote = ch; current.append(ch)
            case "[": depth += 1; current.append(ch)
            case "]":
                depth -= 1
                if depth < 0 { return nil }
                current.append(ch)
            case "," where depth == 0:
                items.append(current.trimmed)
                current = ""
            default: current.append(ch)
            }
        }
        guard depth == 0, quote == nil else { return nil }
        if !current.trimmed.isEmpty || !items.isEmpty { items.append(current.trimmed) }
        return items
    }
}

extension String {
    var trimmed: String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }
}
