import ArgumentParser
import Foundation
import NavLintKit
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneSession

extension GraphFormat: ExpressibleByArgument {}

struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Print the navigation graph of SwiftUI source (a .swift file or a target's directory) or a scene file (screens grouped by split column, stack, tab and sheet; interactions, dead links and entry points as edges; unreachable screens marked).",
        discussion: "Render DOT with Graphviz: navlint graph Sources/App | dot -Tsvg > graph.svg. Mermaid output pastes into Markdown.")

    @Argument(help: "A .swift file, a directory of Swift sources (one module), or a scene file.")
    var scene: String

    @Option(help: "dot or mermaid.")
    var format: GraphFormat = .dot

    func run() throws {
        // Swift source through the Swift front end (one module), anything else as a scene file.
        let load = Session.read(path: scene)
        let errors = load.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty, let model = load.scene, !model.isLibrary else {
            let renderer = TextRenderer(source: { load.sources[$0] })
            StandardStreams.err(renderer.render(errors))
            if errors.isEmpty { StandardStreams.err("\(scene) is a library file; it has no root to draw\n") }
            throw ExitCode(2)
        }
        StandardStreams.out(format.render(NavigationGraph.build(scene: model)))
    }
}
