import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRuntime
import XCTest

/// A Button met again by the walk in the same environment (the same view shown by many equal instances) runs once per
/// pass, not once per occurrence: its writes are the same at the same facts, so the fixpoint is the same.
final class ButtonRunsTests: XCTestCase {
    /// `copies` equal instances of a view whose Button pushes `Item.b`; and, with `distinct`, each instance given its
    /// own item (different environments: a run each).
    func copiesScene(copies: Int, distinct: Bool) -> String {
        var lines = ["scene: Copies", "types:", "  Item: { enum: [\((0..<copies).map { "i\($0)" }.joined(separator: ", "))] }",
                     "state:", "  path: \"[Item]\"", "views:",
                     "  Row:", "    parameters: { item: Item }", "    body:",
                     "      Button: { title: Go, action: [{ append: { path: item } }] }",
                     "  Pushed:", "    parameters: { item: Item }", "    body:", "      Text: Pushed",
                     "root:", "  NavigationStack:", "    path: $path", "    root:", "      - VStack:"]
        for k in 0..<copies { lines.append("          - Row: { item: Item.\(distinct ? "i\(k)" : "i0") }") }
        lines += ["        navigationDestination: { for: Item, as: value, destination: [Pushed: { item: value }] }"]
        return lines.joined(separator: "\n") + "\n"
    }

    func analyse(_ text: String) throws -> (ReachabilityAnalysis, Scene) {
        let load = SceneLoader.load(source: SourceFile(path: "copies.yaml", bytes: Array(text.utf8)))
        let scene = try XCTUnwrap(load.scene, "\(load.diagnostics)")
        let analysis = ReachabilityAnalysis(scene: scene, data: DataStore(scene: scene))
        analysis.run()
        return (analysis, scene)
    }

    func pushed(_ analysis: ReachabilityAnalysis, _ scene: Scene) -> Bool {
        scene.nodes.contains { node in
            guard case .text(let t) = node.element, case .text("Pushed")? = t.parts.first else { return false }
            return analysis.realised.contains(node.id)
        }
    }

    func testEqualOccurrencesRunOncePerPass() throws {
        let (analysis, scene) = try analyse(copiesScene(copies: 40, distinct: false))
        XCTAssertTrue(analysis.isComplete, "\(String(describing: analysis.incompleteReason))")
        XCTAssertTrue(pushed(analysis, scene), "the Button's push is found")
        // One run while walking and one at the end of each pass (before: 40 of each).
        XCTAssertLessThanOrEqual(analysis.buttonRuns, 2 * analysis.iterations)
        // The same facts as one instance gives.
        XCTAssertEqual(analysis.facts(of: "path"), try analyse(copiesScene(copies: 1, distinct: false)).0.facts(of: "path"))
    }

    func testOccurrencesInDifferentEnvironmentsEachRun() throws {
        let (analysis, scene) = try analyse(copiesScene(copies: 5, distinct: true))
        XCTAssertTrue(pushed(analysis, scene))
        XCTAssertGreaterThanOrEqual(analysis.buttonRuns, 5 * analysis.iterations)
    }
}
