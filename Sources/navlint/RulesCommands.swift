import NavSceneDiagnostics
import ArgumentParser
import NavLintKit

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules", abstract: "List every rule with its default severity and summary.")

    func run() throws {
        StandardStreams.out(RuleCatalogText.table())
    }
}

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain", abstract: "Explain a rule: summary, the SwiftUI warning it predicts, why, examples, fix.")

    @Argument(help: "A rule id, as shown in brackets after a finding.")
    var ruleID: String

    func run() throws {
        switch RuleCatalogText.explain(ruleID) {
        case .success(let text): StandardStreams.out(text)
        case .failure(let error): throw ValidationError(error.description)
        }
    }
}
