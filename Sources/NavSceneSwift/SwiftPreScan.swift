import NavSceneDiagnostics

/// Bounds checked on a `.swift` file's raw bytes before swift-syntax parses it, in one linear pass with memory bounded
/// by the limits: what swift-syntax handles badly never reaches it. Nested `[` make its parser's lookahead (array
/// literal or type?) exponential: 35 levels on one 70-byte line take minutes. Nested string interpolations make its
/// lexer's memory quadratic in the nesting. Deep nesting of any bracket costs stack in every recursive visit after.
///
/// The scan lexes only what decides nesting: comments (`//`, nested `/* */`), string literals (single-line,
/// multi-line, raw `#"..."#`) with their escapes and interpolations `\( )` / `\#( )`, and the three brackets. A file
/// past a bound is a diagnostic at the byte where the bound was passed; the front end leaves that file out and checks
/// the rest of the target.
enum SwiftPreScan {
    /// `(`, `[`, `{` and interpolations open at once: the deepest nesting the front end and its 1 GiB stack are
    /// tested with, with room to spare (the front end makes views past its own depth bound opaque).
    static let maxNesting = 1_024
    /// `[` open at once: real code nests a few (`[[String: [Int]]]`); the lookahead costs 2-3x per level (debug build: 12 levels 0.17 s, 14 levels 0.56 s, 16 levels 4.9 s, 20 levels past 20 s).
    static let maxSquareNesting = 12
    /// String interpolations open at once (an interpolation holding a string holding an interpolation...).
    static let maxInterpolationNesting = 8

    struct Problem: Equatable {
        var id: String
        var message: String
        /// Where the bound was passed.
        var offset: Int
    }

    private enum Frame {
        case bracket(UInt8)
        case interpolation
        case string(hashes: Int, multiline: Bool)
    }

    /// The file as a diagnostic when it passes a bound; nil when swift-syntax may parse it.
    static func diagnostic(for file: SourceFile) -> Diagnostic? {
        if file.bytes.count > SwiftFrontEnd.maxFileSize {
            return Diagnostic(id: "limit-file-size", severity: .warning,
                              message: "this Swift file is \(file.bytes.count) bytes; the Swift front end reads files of at most \(SwiftFrontEnd.maxFileSize) bytes, so this file was not checked (the rest of its target was)",
                              range: SourceRange(file: file.path, start: file.location(ofByte: 0), end: file.location(ofByte: 0)))
        }
        guard let problem = scan(file.bytes) else { return nil }
        let at = file.location(ofByte: problem.offset)
        return Diagnostic(id: problem.id, severity: .warning, message: problem.message + "; this file was not checked (the rest of its target was)",
                          range: SourceRange(file: file.path, start: at, end: at))
    }

    static func scan(_ bytes: [UInt8]) -> Problem? {
        var stack: [Frame] = []
        var square = 0
        var interpolations = 0
        var i = 0
        let n = bytes.count
        func byte(_ at: Int) -> UInt8 { at < n ? bytes[at] : 0 }
        /// `#` repeated from `at`.
        func hashes(at: Int) -> Int {
            var k = at
            while k < n, bytes[k] == UInt8(ascii: "#") { k += 1 }
            return k - at
        }
        func isTripleQuote(_ at: Int) -> Bool {
            byte(at) == UInt8(ascii: "\"") && byte(at + 1) == UInt8(ascii: "\"") && byte(at + 2) == UInt8(ascii: "\"")
        }
        func tooDeep(_ at: Int) -> Problem? {
            if stack.count > maxNesting {
                return Problem(id: "limit-depth", message: "brackets, parentheses, braces and interpolations nest more than \(maxNesting) deep here", offset: at)
            }
            if square > maxSquareNesting {
                return Problem(id: "limit-depth", message: "square brackets nest more than \(maxSquareNesting) deep here (swift-syntax's parse of nested '[' takes time exponential in the depth)", offset: at)
            }
            if interpolations > maxInterpolationNesting {
                return Problem(id: "limit-depth", message: "string interpolations nest more than \(maxInterpolationNesting) deep here (swift-syntax's lexing of nested interpolations takes memory quadratic in the depth)", offset: at)
            }
            return nil
        }

        while i < n {
            let c = bytes[i]
            if case .string(let h, let multiline)? = stack.last {
                if c == UInt8(ascii: "\\") {
                    let k = hashes(at: i + 1)
                    guard k == h else { i += 1 + k; continue }
                    let after = i + 1 + k
                    if byte(after) == UInt8(ascii: "(") {
                        stack.append(.interpolation)
                        interpolations += 1
                        if let problem = tooDeep(i) { return problem }
                    }
                    i = after + 1   // the escaped character, or the interpolation's `(`
                    continue
                }
                if c == UInt8(ascii: "\""), !multiline || isTripleQuote(i) {
                    let quotes = multiline ? 3 : 1
                    if hashes(at: i + quotes) >= h {
                        stack.removeLast()
                        i += quotes + h
                        continue
                    }
                }
                // A line break ends an unterminated single-line string (swift-syntax recovers there too).
                if c == UInt8(ascii: "\n"), !multiline { stack.removeLast() }
                i += 1
                continue
            }
            switch c {
            case UInt8(ascii: "/") where byte(i + 1) == UInt8(ascii: "/"):
                while i < n, bytes[i] != UInt8(ascii: "\n") { i += 1 }
            case UInt8(ascii: "/") where byte(i + 1) == UInt8(ascii: "*"):
                var depth = 0
                while i < n {
                    if bytes[i] == UInt8(ascii: "/"), byte(i + 1) == UInt8(ascii: "*") { depth += 1; i += 2; continue }
                    if bytes[i] == UInt8(ascii: "*"), byte(i + 1) == UInt8(ascii: "/") {
                        depth -= 1
                        i += 2
                        if depth == 0 { break }
                        continue
                    }
                    i += 1
                }
            case UInt8(ascii: "#"), UInt8(ascii: "\""):
                let h = hashes(at: i)
                let quote = i + h
                guard byte(quote) == UInt8(ascii: "\"") else { i += max(h, 1); continue }
                let multiline = isTripleQuote(quote)
                stack.append(.string(hashes: h, multiline: multiline))
                if let problem = tooDeep(i) { return problem }
                i = quote + (multiline ? 3 : 1)
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                stack.append(.bracket(c))
                if c == UInt8(ascii: "[") { square += 1 }
                if let problem = tooDeep(i) { return problem }
                i += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                switch stack.last {
                case .interpolation?:
                    if c == UInt8(ascii: ")") { stack.removeLast(); interpolations -= 1 }
                case .bracket(let open)?:
                    stack.removeLast()
                    if open == UInt8(ascii: "[") { square -= 1 }
                default:
                    break   // a stray closer: swift-syntax reports it
                }
                i += 1
            default:
                i += 1
            }
        }
        return nil
    }
}
