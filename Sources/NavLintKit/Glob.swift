/// A path glob as in `.gitignore`-style configs: `*` and `?` stay inside one path segment, `**` spans segments,
/// `[abc]` is a character class. A pattern without `/` matches the last segment at any depth.
public struct Glob: Hashable, Sendable, CustomStringConvertible {
    public let pattern: String
    private let segments: [String]
    private let anchored: Bool

    public init(_ pattern: String) {
        self.pattern = pattern
        var trimmed = pattern
        if trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        if trimmed.hasSuffix("/") { trimmed += "**" }
        anchored = trimmed.contains("/")
        if trimmed.hasPrefix("/") { trimmed.removeFirst() }
        segments = trimmed.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    public var description: String { pattern }

    /// Whether a `/`-separated relative path matches.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if !anchored {
            guard let last = parts.last, let only = segments.first else { return false }
            return Glob.matchSegment(Array(only.unicodeScalars), Array(last.unicodeScalars))
        }
        return Glob.match(segments[...], parts[...])
    }

    /// Table-driven, so patterns with many `**` cost patterns × path segments, never a backtracking blow-up:
    /// `rest[j]` says whether the pattern from segment `i + 1` on matches the path from part `j` on.
    private static func match(_ pattern: ArraySlice<String>, _ parts: ArraySlice<String>) -> Bool {
        let pattern = Array(pattern), parts = Array(parts)
        let partScalars = parts.map { Array($0.unicodeScalars) }
        var rest = [Bool](repeating: false, count: parts.count + 1)
        rest[parts.count] = true
        for segment in pattern.reversed() {
            var here = [Bool](repeating: false, count: parts.count + 1)
            if segment == "**" {
                for j in stride(from: parts.count, through: 0, by: -1) {
                    here[j] = rest[j] || (j < parts.count && here[j + 1])
                }
            } else {
                let scalars = Array(segment.unicodeScalars)
                for j in 0..<parts.count where rest[j + 1] {
                    here[j] = matchSegment(scalars, partScalars[j])
                }
            }
            rest = here
        }
        return rest[0]
    }

    /// `*`, `?` and `[...]` within one segment (iterative with backtracking on the last `*`).
    static func matchSegment(_ p: [Unicode.Scalar], _ s: [Unicode.Scalar]) -> Bool {
        var pi = 0, si = 0
        var starP = -1, starS = 0
        while si < s.count {
            if pi < p.count, p[pi] == "*" {
                starP = pi; starS = si; pi += 1
            } else if pi < p.count, let (matched, next) = matchOne(p, pi, s[si]), matched {
                pi = next; si += 1
            } else if starP >= 0 {
                pi = starP + 1; starS += 1; si = starS
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }

    /// Matches one pattern element at `pi` against `c`; returns whether it matched and the next pattern index.
    private static func matchOne(_ p: [Unicode.Scalar], _ pi: Int, _ c: Unicode.Scalar) -> (Bool, Int)? {
        switch p[pi] {
        case "?": return (true, pi + 1)
        case "[":
            var index = pi + 1
            var negate = false
            if index < p.count, p[index] == "!" || p[index] == "^" { negate = true; index += 1 }
            var found = false
            var first = true
            while index < p.count, p[index] != "]" || first {
                first = false
                if index + 2 < p.count, p[index + 1] == "-", p[index + 2] != "]" {
                    if p[index].value <= c.value && c.value <= p[index + 2].value { found = true }
                    index += 3
                } else {
                    if p[index] == c { found = true }
                    index += 1
                }
            }
            guard index < p.count else { return (p[pi] == c, pi + 1) } // unterminated: a literal '['
            return (found != negate, index + 1)
        case "\\" where pi + 1 < p.count: return (p[pi + 1] == c, pi + 2)
        default: return (p[pi] == c, pi + 1)
        }
    }
}
