import ArgumentParser
import Foundation
import NavSceneDiagnostics
import NavLintKit
import NavSceneModel
import NavSceneRules
import NavSceneSession

/// `navlint repl SCENE`: drive a scene as if on a device. All logic is in NavSceneSession.
struct ReplCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Drive a scene interactively: tap links, go back, deep link, save and restore.",
        discussion: """
        Shows the screen as text after each command (type help for the commands). On a terminal: line editing \
        (arrows, Home/End, Ctrl-A/E/K/U), history (up/down, kept in memory, --history-size lines), tab completion of \
        commands, titles and values; Ctrl-C cancels the line, Ctrl-D on an empty line quits. Piped: one command per \
        line, echoed after the prompt, so the output is a transcript.
        """)

    @Argument(help: "The scene file to run (or SwiftUI source: a .swift file or a directory of them, read in memory as extract reads it).")
    var scene: String

    @Option(help: "Start in this size class: compact or regular (default: the scene's simulation size).")
    var size: String?

    @Option(help: "Lines of history kept for up/down.")
    var historySize: Int = 500

#if NAVSCENE_SWIFT_FRONTEND
    @Option(help: "The Swift target to run when the directory holds several (its module name or its directory), as lint splits them.")
    var target: String?
#endif

    func validate() throws {
        if let size, SizeClass(rawValue: size) == nil { throw ValidationError("--size takes compact or regular, not '\(size)'") }
        if historySize < 0 { throw ValidationError("--history-size must not be negative") }
    }

    func run() throws {
#if NAVSCENE_SWIFT_FRONTEND
        SwiftSources.replTarget = target
#endif
        switch Session.open(path: scene, size: size.flatMap(SizeClass.init(rawValue:))) {
        case .failure(let error):
            StandardStreams.err(error.message)
            throw ExitCode(ExitStatus.findings.rawValue)
        case .success(let session):
            session.checker = { RuleRegistry.run($0, settings: RuleSettings()) }
            Repl(session: session).runOnStandardIO(historyLimit: historySize)
        }
    }
}
