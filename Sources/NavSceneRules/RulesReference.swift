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
        out += "\nAlso reported: `\(RuleRegistry.explorationBudgetID)` (error) when the witness search stops at a budget before it can confirm or rule out a possible dead link (the link is then a warning), or when a scene expands past the static analysis' bound. It is an error so that a budget never turns a failing run green; lower it in `.navlint.yml` to accept the risk.\n"
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
