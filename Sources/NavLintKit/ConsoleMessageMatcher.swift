import NavSceneRules

/// A SwiftUI console line, pasted as is -> the rules that predict it (`navlint explain --message`, the MCP server's
/// `explain`). Each rule's description carries the key phrase of the warning it predicts (`swiftUIWarning`); the
/// line matches a rule when it holds nearly all of that phrase's words. Both sides are normalised first: case,
/// curly and straight quotes, backticks, whitespace, and what varies between runs (the type named in quotes,
/// addresses such as 0x600003e1c000, the log prefix's date, process and thread ids) do not count.
public enum ConsoleMessageMatcher {
    public struct Match: Equatable, Sendable {
        public var ruleID: String
        /// The share of the rule's phrase words found in the line, 0...1.
        public var coverage: Double
    }

    /// The smallest share of a phrase's words the line must hold, and the fewest words: a phrase is a sentence or
    /// two, so a line that holds 80% of it and at least 6 of its words says the same thing.
    static let minimumCoverage = 0.8
    static let minimumWords = 6

    /// The rules whose phrase the line holds, best first (rules predicting the same warning tie and are all listed).
    public static func match(_ line: String, rules: [RuleDescription] = Analysis.ruleDescriptions) -> [Match] {
        let words = Set(self.words(line))
        var matches: [Match] = []
        for rule in rules {
            guard let phrase = rule.swiftUIWarning else { continue }
            let expected = Set(self.words(phrase))
            guard !expected.isEmpty else { continue }
            let found = expected.intersection(words).count
            let coverage = Double(found) / Double(expected.count)
            if found >= min(minimumWords, expected.count), coverage >= minimumCoverage {
                matches.append(Match(ruleID: rule.id, coverage: coverage))
            }
        }
        return matches.sorted { $0.coverage != $1.coverage ? $0.coverage > $1.coverage : $0.ruleID < $1.ruleID }
    }

    /// Lower-cased words of letters (digits alone, addresses and quoted names dropped). A quoted name (“Color”,
    /// "T", 'Recipe') is what varies between the rule's phrase and the real line, so neither side counts it.
    static func words(_ text: String) -> [String] {
        var out: [String] = []
        var current = ""
        var inQuote = false
        func flush() {
            defer { current = "" }
            guard !current.isEmpty, !inQuote, current.contains(where: \.isLetter) else { return }
            if current.hasPrefix("0x") || current.allSatisfy(\.isHexDigit) && current.contains(where: \.isNumber) { return }
            out.append(current.lowercased())
        }
        for character in text.prefix(4096) {
            switch character {
            case "“", "”", "\"", "‘", "’":
                flush()
                if character == "“" || character == "‘" { inQuote = true }
                else if character == "”" || (character == "’" && inQuote) { inQuote = false }
                else if character == "\"" { inQuote.toggle() }
            case _ where character.isLetter || character.isNumber:
                current.append(character)
            default:
                flush()
            }
        }
        flush()
        return out
    }
}
