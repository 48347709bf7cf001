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
        commandName: "explain", abstract: "Explain a rule: summary, the SwiftUI warning it predicts, why, examples, fix.",
        discussion: "With --message, paste a SwiftUI console line as it is: navlint explains the rule that predicts it.")

    @Argument(help: "A rule id, as shown in brackets after a finding.")
    var ruleID: String?

    @Option(help: "A SwiftUI console warning, pasted as is (quotes, type names and addresses may differ).")
    var message: String?

    func validate() throws {
        if (ruleID == nil) == (message == nil) { throw ValidationError("give a rule id or --message, not both") }
    }

    func run() throws {
        var ids = ruleID.map { [$0] } ?? []
        if let message {
            ids = ConsoleMessageMatcher.match(message).map(\.ruleID)
            if ids.isEmpty {
                StandardStreams.err("navlint: no rule predicts this message (navlint rules lists them; explain RULE-ID shows the warning each predicts)\n")
                throw ExitCode(1)
            }
        }
        for (index, id) in ids.enumerated() {
            switch RuleCatalogText.explain(id) {
            case .success(let text): StandardStreams.out((index > 0 ? "\n" : "") + text)
            case .failure(let error): throw ValidationError(error.description)
            }
        }
    }
}
