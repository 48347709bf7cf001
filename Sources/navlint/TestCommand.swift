import ArgumentParser
import Foundation
import NavLintKit
import NavSceneDiagnostics
import NavSceneRules
import NavSceneSession

/// `navlint test FLOW ...`: replay flow files headless and check their expectations.
struct TestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run flow files (*.navflow): REPL commands and expectations about the screen.",
        discussion: """
        Directories are searched recursively for *.navflow. Each failed expectation is reported with its place in \
        the flow file, what was expected and the screen at that moment. The flow format is described in Grammar.md, \
        "Flow files".

        EXIT STATUS:
          0  every flow passed
          1  a flow failed (or its file or scene has errors)
          2  usage error, or output that could not be written
        """)

    @Argument(help: "Flow files or directories holding them.")
    var flows: [String]

    @Option(help: "Also write the results as JUnit XML to this file.")
    var junit: String?

    @Option(name: .customLong("output-dir"),
            help: "Where the flows' save and record steps write (default: each flow's own directory); they cannot write elsewhere.")
    var outputDirectory: String?

    func run() throws {
        let paths = FlowDiscovery.find(flows)
        guard !paths.isEmpty else { throw ValidationError("no flow files (*.navflow) in \(flows.joined(separator: ", "))") }
        let runner = FlowRunner(checker: { RuleRegistry.run($0, settings: RuleSettings()) }, outputDirectory: outputDirectory)
        let results = paths.map { runner.run(path: $0) }
        StandardStreams.out(FlowReport.text(results))
        if let junit {
            do {
                try FileWriter.writeReport(Array(FlowReport.junit(results).utf8), to: junit)
            } catch {
                StandardStreams.err("navlint: error: cannot write the JUnit report \(junit): \(error)\n")
                throw ExitCode(ExitStatus.usage.rawValue)
            }
        }
        if results.contains(where: { !$0.passed }) { throw ExitCode(ExitStatus.findings.rawValue) }
    }
}
