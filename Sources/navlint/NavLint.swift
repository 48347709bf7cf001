import ArgumentParser
import NavLintKit

/// The root command. Subcommands are listed here; `lint` runs when none is named.
struct NavLint: ParsableCommand {
    #if NAVSCENE_SWIFT_FRONTEND
    static let commands: [ParsableCommand.Type] = [LintCommand.self, RulesCommand.self, ExplainCommand.self, GraphCommand.self,
                                                   ReplCommand.self, TestCommand.self, LSPCommand.self, MCPCommand.self, ExtractCommand.self]
    #else
    static let commands: [ParsableCommand.Type] = [LintCommand.self, RulesCommand.self, ExplainCommand.self, GraphCommand.self,
                                                   ReplCommand.self, TestCommand.self, LSPCommand.self, MCPCommand.self]
    #endif

    static let configuration = CommandConfiguration(
        commandName: "navlint",
        abstract: "Lints NavScene scene files: navigation mistakes SwiftUI would warn about at runtime, found before it runs.",
        discussion: """
        EXIT STATUS:
          0  no finding reaches the failing severity (--fail-on, default error)
          1  a finding reaches it
          2  usage or configuration error, or output that could not be written
          3  internal error
        """,
        version: ToolInfo.version,
        subcommands: NavLint.commands,
        defaultSubcommand: LintCommand.self)
}
