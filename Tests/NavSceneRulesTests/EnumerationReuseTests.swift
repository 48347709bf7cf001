@testable import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRuntime
import XCTest

/// The abstract evaluator enumerates an expression over the values its free names may hold; the same expression read
/// again with the same values (another instance of a view, the fixpoint's next walk) is looked up, not enumerated
/// again. The analysis' results are those of one that enumerates every time.
final class EnumerationReuseTests: XCTestCase {
    /// One row view shown twice, reading an enum's state in an `if`, a `switch` and a link's value; a Button sets the
    /// state, so the next walk reads it with more values (a new enumeration, not the old answer).
    let scene = """
    scene: Reuse
    types:
      Tab: { enum: [home, settings, profile] }
      Route: { enum: [detail, about] }
    state:
      tab: { type: Tab, initial: Tab.home }
      showMore: Bool
    views:
      Row:
        params: { title: String }
        body:
          - if: "tab == .settings"
            then:
              - NavigationLink: { title: "{title}", value: Route.about }
            else:
              - switch: tab
                cases:
                  - case: home
                    content:
                      - NavigationLink: { title: "{title}", value: Route.detail }
                default:
                  - Text: "{title}"
    root:
      NavigationStack:
        - VStack:
            - Row: { title: One }
            - Row: { title: Two }
            - Button: { title: Go, action: [{ set: { tab: Tab.settings } }, { set: { showMore: true } }] }
            - if: showMore
              then:
                - Row: { title: Three }
          navigationDestination:
            for: Route
            as: route
            destination: [{ Text: "{route}" }]
    """

    func analyse(reusing: Bool) throws -> ReachabilityAnalysis {
        let load = SceneLoader.load(source: SourceFile(path: "reuse.yaml", bytes: Array((scene + "\n").utf8)))
        let scene = try XCTUnwrap(load.scene, "\(load.diagnostics)")
        let analysis = ReachabilityAnalysis(scene: scene, data: DataStore(scene: scene))
        analysis.evaluator.reusesEnumerations = reusing
        analysis.run()
        XCTAssertTrue(analysis.isComplete, "\(String(describing: analysis.incompleteReason))")
        return analysis
    }

    func testReusedEnumerationsGiveTheResultsOfFreshOnes() throws {
        let reusing = try analyse(reusing: true)
        let fresh = try analyse(reusing: false)
        XCTAssertGreaterThan(reusing.evaluator.enumerationsReused, 0, "the second Row and the later walks read the same expressions")
        XCTAssertEqual(fresh.evaluator.enumerationsReused, 0)
        XCTAssertEqual(reusing.iterations, fresh.iterations)
        XCTAssertEqual(reusing.realised, fresh.realised)
        XCTAssertEqual(reusing.scene.nodes.map { reusing.scopes(of: $0.id) }, fresh.scene.nodes.map { fresh.scopes(of: $0.id) })
        XCTAssertEqual(reusing.screens.map(\.kind), fresh.screens.map(\.kind))
        XCTAssertEqual(reusing.links.map(\.node), fresh.links.map(\.node))
        XCTAssertEqual(reusing.buttons.map(\.node), fresh.buttons.map(\.node))
        XCTAssertEqual(reusing.values, fresh.values)
        XCTAssertEqual(reusing.pushes, fresh.pushes)
        // The Button's write is seen: the settings branch's link pushes `about` on a later walk.
        XCTAssertEqual(reusing.values["tab"], .values([.enumCase(type: "Tab", name: "home"), .enumCase(type: "Tab", name: "settings")]))
        let pushed = reusing.pushes.values.flatMap { $0.values }.flatMap { $0.concrete ?? [] }
        XCTAssertTrue(pushed.contains(.enumCase(type: "Route", name: "about")), "\(reusing.pushes)")
    }

    /// The same expression with other values of its names is enumerated again, not answered from an earlier read.
    func testAnExpressionReadWithOtherValuesIsEnumeratedAgain() throws {
        let load = SceneLoader.load(source: SourceFile(path: "reuse.yaml", bytes: Array((scene + "\n").utf8)))
        let scene = try XCTUnwrap(load.scene, "\(load.diagnostics)")
        let evaluator = AbstractEvaluator(scene: scene, evaluation: ExpressionEvaluation(scene: scene, data: DataStore(scene: scene)))
        let home = Value.enumCase(type: "Tab", name: "home"), settings = Value.enumCase(type: "Tab", name: "settings")
        guard case .conditional(let cond)? = scene.views["Row"]?.body.first?.element else { return XCTFail("Row's if") }
        let condition = cond.condition
        let first = evaluator.evaluate(condition, AbstractEnvironment(), ["tab": .values([home])])
        let second = evaluator.evaluate(condition, AbstractEnvironment(), ["tab": .values([home, settings])])
        let again = evaluator.evaluate(condition, AbstractEnvironment(), ["tab": .values([home])])
        XCTAssertEqual(first, .values([.bool(false)]))
        XCTAssertEqual(second, .values([.bool(false), .bool(true)]))
        XCTAssertEqual(again, first)
        XCTAssertEqual(evaluator.enumerationsReused, 1)
        // As a local of the same name, the same values are another input (the interpreter reads locals and state
        // apart): enumerated again.
        let local = evaluator.evaluate(condition, AbstractEnvironment().with("tab", .values([home])), [:])
        XCTAssertEqual(local, first)
        XCTAssertEqual(evaluator.enumerationsReused, 1)
    }
}
