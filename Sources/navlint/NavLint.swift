import ArgumentParser

/// The root command. Subcommands are listed here; `lint` runs when none is named.
struct NavLint: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "navlint",
        abstract: "Lints NavScene scene files: navigation mistakes SwiftUI would warn about at runtime, found before it runs.",
        discussion: """
        EXIT STATUS:
          0  no finding reaches the failing severity (--fail-on, default error)
          1  a finding reaches it
          2  usage or configuration error
          3  internal error
        """,
        version: "0.1.0",
        subcommands: [LintCommand.self, RulesCommand.self, ExplainCommand.self, GraphCommand.self, ReplCommand.self, TestCommand.self],
        defaultSubcommand: LintCommand.self)
}
