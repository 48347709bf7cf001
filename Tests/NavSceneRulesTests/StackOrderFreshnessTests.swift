@testable import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRuntime
import XCTest

/// `StackOrder`'s answers asked while the walk is under way may be over a stack that has not met all its screens yet;
/// the links' final outcomes are those of a resolution over the whole walk: asking again with every answer dropped
/// gives the same outcomes.
final class StackOrderFreshnessTests: XCTestCase {
    /// The A screen is found a round after the stack's order is first asked (its destination is declared on the Z
    /// screen); B's destination is at the root, below every screen.
    let late = """
    scene: Late
    types:
      A: { enum: [a] }
      B: { enum: [a] }
      Y: { enum: [a] }
      Z: { enum: [a] }
    views:
      Home:
        body:
          VStack:
            - NavigationLink: { title: Z, value: Z.a }
          navigationDestination:
            - { for: Z, as: z, destination: { ZScreen: { value: z } } }
            - { for: Y, as: y, destination: { Text: Y } }
            - { for: B, as: b, destination: { Text: B } }
      ZScreen:
        parameters: { value: Z }
        body:
          VStack:
            - NavigationLink: { title: A, value: A.a }
            - NavigationLink: { title: Y, value: Y.a }
          navigationDestination:
            - { for: A, as: a, destination: { AScreen: { value: a } } }
      AScreen:
        parameters: { value: A }
        body:
          NavigationLink: { title: B, value: B.a }
    root:
      NavigationStack: [Home]
    """

    /// Many features on one stack, each pushing the next and appending another by Button (the shape of
    /// `Benchmarks/shapes.py`'s features, small).
    func features(_ n: Int) -> String {
        var lines = ["scene: Features", "types:"]
        lines += (0..<n).map { "  F\($0): { enum: [a, b, c] }" }
        lines += ["state:", "  path: NavigationPath", "views:", "  Home:", "    body:", "      List:"]
        lines += (0..<n).map { "        - NavigationLink: { title: F\($0), value: F\($0).a }" }
        lines += ["      navigationDestination:"]
        lines += (0..<n).map { "        - { for: F\($0), as: value, destination: { Feature\($0): { value: value } } }" }
        for k in 0..<n {
            lines += ["  Feature\(k):", "    parameters: { value: F\(k) }", "    body:", "      VStack:",
                      "        - NavigationLink: { title: Next, value: F\((k + 1) % n).b }",
                      "        - Button: { title: Jump, action: [{ append: { path: F\((k * 7 + 3) % n).c } }] }"]
        }
        lines += ["root:", "  NavigationStack: { path: $path, root: [Home] }"]
        return lines.joined(separator: "\n")
    }

    func analyse(_ text: String) throws -> ReachabilityAnalysis {
        let load = SceneLoader.load(source: SourceFile(path: "order.yaml", bytes: Array((text + "\n").utf8)))
        let scene = try XCTUnwrap(load.scene, "\(load.diagnostics)")
        let analysis = ReachabilityAnalysis(scene: scene, data: DataStore(scene: scene))
        analysis.run()
        XCTAssertTrue(analysis.isComplete, "\(String(describing: analysis.incompleteReason))")
        return analysis
    }

    func assertOutcomesAreFresh(_ analysis: ReachabilityAnalysis, file: StaticString = #filePath, line: UInt = #line) {
        let stored = analysis.links.map { ($0.outcomes, $0.surelyResolves) }
        analysis.forgetStackOrder()
        for (index, link) in analysis.links.enumerated() {
            let fresh = analysis.mayOutcomes(link)
            XCTAssertEqual(stored[index].0, fresh.outcomes, "link \(index)", file: file, line: line)
            XCTAssertEqual(stored[index].1, fresh.sure, "link \(index)", file: file, line: line)
        }
    }

    func testALinkOnAScreenFoundLateSeesTheRootsDestination() throws {
        let analysis = try analyse(late)
        assertOutcomesAreFresh(analysis)
        let toB = try XCTUnwrap(analysis.links.first { analysis.types(of: $0) == ["B"] })
        XCTAssertTrue(toB.outcomes.contains { if case .push(_, "B") = $0 { return true } else { return false } }, "\(toB.outcomes)")
        XCTAssertFalse(toB.outcomes.contains(.dead(.noDestination(type: "B"))), "\(toB.outcomes)")
    }

    func testManyFeaturesResolveAsAFreshOrderDoes() throws {
        for n in [3, 70] {
            let analysis = try analyse(features(n))
            XCTAssertFalse(analysis.links.isEmpty)
            assertOutcomesAreFresh(analysis)
        }
    }
}
