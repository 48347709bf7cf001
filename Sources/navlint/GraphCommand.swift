import ArgumentParser
import Foundation
import NavLintKit
import NavSceneDiagnostics
import NavSceneLoader

extension GraphFormat: ExpressibleByArgument {}

struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Print a scene's navigation graph (screens grouped by split column, stack, tab and sheet; interactions, dead links and entry points as edges; unreachable screens marked).",
        discussion: "Render DOT with Graphviz: navlint graph SCENE | dot -Tsvg > graph.svg. Mermaid output pastes into Markdown.")

    @Argument(help: "The scene file.")
    var scene: String

    @Option(help: "dot or mermaid.")
    var format: GraphFormat = .dot

    @Option(help: ArgumentHelp("Print what changed since BASE (a git revision, or a second scene or Swift target) as Markdown with a Mermaid chart.", valueName: "base"))
    var diff: String?

    func run() throws {
        if let diff { return try GraphDiffCommand.run(base: diff, target: scene) }
        let load = SceneLoader.load(path: scene)
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
