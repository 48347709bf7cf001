import ArgumentParser
import Foundation
import NavLintKit
import NavSceneDiagnostics
import NavSceneLoader

extension GraphFormat: ExpressibleByArgument {}

struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Print a scene's navigation graph (screens grouped by split column, stack, tab and sheet; interactions as edges; unreachable screens marked).",
        discussion: "Render DOT with Graphviz: navlint graph SCENE | dot -Tsvg > graph.svg. Mermaid output pastes into Markdown.")

    @Argument(help: "The scene file.")
    var scene: String

    @Option(help: "dot or mermaid.")
    var format: GraphFormat = .dot

    func run() throws {
        let load = SceneLoader.load(path: scene)
        let errors = load.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty, let model = load.scene, !model.isLibrary else {
            let renderer = TextRenderer(source: { load.sources[$0] })
            FileHandle.standardError.write(Data(renderer.render(errors).utf8))
            if errors.isEmpty { FileHandle.standardError.write(Data("\(scene) is a library file; it has no root to draw\n".utf8)) }
            throw ExitCode(2)
        }
        print(format.render(NavigationGraph.build(scene: model)), terminator: "")
    }
}
