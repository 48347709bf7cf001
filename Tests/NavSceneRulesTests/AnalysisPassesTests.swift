import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRuntime
import XCTest

/// The fixpoint's passes do not grow with the depth of a drill-down: what a stack's screens push is applied during the
/// walk, so the stack's next round walks the pushed screens in the same pass (before, a chain of n screens took n
/// passes, each a walk of the whole scene, and one deeper than `maxIterations` was not analysed at all).
final class AnalysisPassesTests: XCTestCase {
    /// A stack whose screens each link to the next level and declare its destination, `depth` levels deep.
    func drillDown(depth: Int) -> String {
        var lines = ["scene: Chain", "types:"]
        lines += (0..<depth).map { "  L\($0): { enum: [x] }" }
        lines += ["views:"]
        for k in 0..<depth {
            lines += ["  Level\(k):", "    body:"]
            if k + 1 < depth {
                lines += ["      VStack:", "        - Text: Level \(k)",
                          "        - NavigationLink: { title: Deeper, value: L\(k + 1).x }",
                          "      navigationDestination:", "        for: L\(k + 1)", "        as: next",
                          "        destination: [Level\(k + 1)]"]
            } else {
                lines += ["      Text: Bottom"]
            }
        }
        lines += ["root:", "  NavigationStack: [Level0]"]
        return lines.joined(separator: "\n") + "\n"
    }

    func analyse(_ text: String) throws -> (ReachabilityAnalysis, Scene) {
        let load = SceneLoader.load(source: SourceFile(path: "chain.yaml", bytes: Array(text.utf8)))
        let scene = try XCTUnwrap(load.scene, "\(load.diagnostics)")
        let analysis = ReachabilityAnalysis(scene: scene, data: DataStore(scene: scene))
        analysis.run()
        return (analysis, scene)
    }

    func testADrillDownDeeperThanThePassBoundSettlesInAFewPasses() throws {
        let depth = ReachabilityAnalysis.maxIterations + 50
        let (analysis, scene) = try analyse(drillDown(depth: depth))
        XCTAssertTrue(analysis.isComplete, "\(String(describing: analysis.incompleteReason))")
        XCTAssertLessThanOrEqual(analysis.iterations, 3)
        // Every level is shown: the bottom screen's text is realised.
        let bottom = try XCTUnwrap(scene.nodes.first { if case .text(let t) = $0.element, case .text("Bottom")? = t.parts.first { return true } else { return false } })
        XCTAssertTrue(analysis.realised.contains(bottom.id))
        XCTAssertEqual(analysis.stacks.first?.screens.count, depth)
    }

    /// The number of passes is the same for a chain of 10 and of 200 levels.
    func testPassesDoNotGrowWithTheDepth() throws {
        let shallow = try analyse(drillDown(depth: 10)).0.iterations
        let deep = try analyse(drillDown(depth: 200)).0.iterations
        XCTAssertEqual(shallow, deep)
    }
}
