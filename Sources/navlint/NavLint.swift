import ArgumentParser
import NavLintKit

/// The root command. Subcommands are listed here; `lint` runs when none is named.
struct NavLint: ParsableCommand {
    #if NAVSCENE_SWIFT_FRONTEND
    static let commands: [ParsableCommand.Type] = [LintCommand.self, RulesCommand.self, ExplainCommand.self, GraphCommand.self,
                                                   ReplCommand.self, TestCommand.self, LSPCommand.self, ExtractCommand.self]
    #else
    static let commands: [ParsableCommand.Type] = [LintCommand.self, RulesCommand.self, ExplainCommand.self, GraphCommand.self,
                                                   ReplCommand.self, TestCommand.self, LSPCommand.self]
    #endif

    static let configuration = CommandConfiguration(
        commandName: "navlint",
        abstract: "Checks SwiftUI navigation in Swift source (and NavScene scene files): the mistakes SwiftUI would warn about at runtime, found before it runs.",
        discussion: """
        EXAMPLES:
          navlint .                  SwiftUI targets (from Package.swift / .xcodeproj)
          navlint Sources/MyApp      one Swift target's directory
          navlint graph App.swift    the navigation graph of SwiftUI source
          navlint repl Sources/App   drive SwiftUI source (also test, extract)
          navlint scenes/a.yaml      a NavScene scene file

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
