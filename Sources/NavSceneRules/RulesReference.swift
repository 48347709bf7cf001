import NavSceneDiagnostics

/// The rules reference (docs/rules.md), generated from the rule descriptions so that it cannot drift.
public enum RulesReference {
    public static func markdown() -> String {
        var out = "# navlint rules\n\n"
        out += "Generated from the rule descriptions in `Sources/NavSceneRules/Rules/` by `RulesReference.markdown()`;"
        out += " do not edit by hand (regenerate with `NAVSCENE_RECORD=1 swift test --filter RulesReferenceTests`).\n\n"
        out += "| id | default | summary |\n|---|---|---|\n"
        for rule in RuleRegistry.descriptions {
            out += "| [`\(rule.id)`](#\(rule.id)) | \(rule.defaultSeverity.rawValue) | \(rule.summary) |\n"
        }
        out += "\nExploration also reports `\(RuleRegistry.explorationBudgetID)` (info) when it stops at a budget.\n"
        for rule in RuleRegistry.descriptions {
            out += "\n## \(rule.id)\n\n"
            out += "\(rule.summary)\n\n"
            out += "- Default severity: \(rule.defaultSeverity.rawValue)\n"
            if let warning = rule.swiftUIWarning { out += "- Predicts the SwiftUI console warning: “\(warning)”\n" }
            out += "\n**Why.** \(rule.rationale)\n\n**Fix.** \(rule.fix)\n"
            for (heading, examples) in [("Triggering examples", rule.triggering), ("Non-triggering examples", rule.nonTriggering)] {
                out += "\n### \(heading)\n"
                for example in examples {
                    out += "\n\(example.title):\n\n```yaml\n\(example.yaml)\n```\n"
                }
            }
        }
        return out
    }
}
