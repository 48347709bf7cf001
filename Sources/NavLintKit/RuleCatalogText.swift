import NavSceneDiagnostics
import NavSceneRules

/// The text of `navlint rules` and `navlint explain`, built from the rule descriptions.
public enum RuleCatalogText {
    /// A table: id, default severity, summary; rules first, then the loader's and navlint's own ids.
    public static func table(_ rules: [RuleDescription] = Analysis.ruleDescriptions) -> String {
        let rows: [(String, String, String)] = rules.sorted { $0.id < $1.id }.map { ($0.id, $0.defaultSeverity.rawValue, $0.summary) }
        let ruleIDs = Set(rows.map(\.0))
        var other: [(String, String, String)] = []
        for (id, summary) in KnownIDs.loader + KnownIDs.navlint where !ruleIDs.contains(id) && !other.contains(where: { $0.0 == id }) {
            other.append((id, KnownIDs.defaultSeverity(id).rawValue, summary))
        }
        let width = (rows + other).map(\.0.count).max() ?? 2
        func format(_ row: (String, String, String)) -> String {
            row.0.padding(width) + "  " + row.1.padding(7) + "  " + row.2 + "\n"
        }
        var out = "RULE".padding(width) + "  " + "DEFAULT".padding(7) + "  SUMMARY\n"
        out += rows.map(format).joined()
        out += "\nLoading checks (configurable like rules):\n"
        out += other.map(format).joined()
        return out
    }

    /// Everything about one rule, or nil (with a did-you-mean) when the id is unknown.
    public static func explain(_ id: String, rules: [RuleDescription] = Analysis.ruleDescriptions) -> Result<String, UnknownRule> {
        if let rule = rules.first(where: { $0.id == id }) {
            var out = "\(rule.id) (default: \(rule.defaultSeverity.rawValue))\n\n\(rule.summary)\n"
            if let warning = rule.swiftUIWarning { out += "\nSwiftUI warning it predicts:\n  \(warning)\n" }
            out += "\nWhy:\n" + indent(rule.rationale) + "\nFix:\n" + indent(rule.fix)
            for example in rule.triggering {
                out += "\nTriggers — \(example.title):\n" + indent(example.yaml)
            }
            for example in rule.nonTriggering {
                out += "\nDoes not trigger — \(example.title):\n" + indent(example.yaml)
            }
            return .success(out)
        }
        if let known = (KnownIDs.loader + KnownIDs.navlint).first(where: { $0.id == id }) {
            return .success("\(known.id) (a loading check)\n\n\(known.summary)\n\nConfigure it like a rule in .navlint.yml, or suppress it with `# navlint:disable-next-line \(known.id)`.\n")
        }
        return .failure(UnknownRule(description: KnownIDs.unknownRuleMessage(id)))
    }

    public struct UnknownRule: Error, CustomStringConvertible {
        public var description: String
    }

    private static func indent(_ text: String) -> String {
        var trimmed = text
        while trimmed.hasSuffix("\n") { trimmed.removeLast() }
        return trimmed.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n") + "\n"
    }
}

extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
