import NavSceneAnalysis
import NavSceneLoader
import NavSceneRuntime
import XCTest
@testable import NavSceneRules

/// Goals the analysis refutes are dropped before the witness search (semantics of `GoalRefuter`); the scenes'
/// verdicts are the goldens `ok/repro-05-unreachable-restore-goal` and `err/restore-selection-when-layout-can-be-left`.
final class GoalRefutationTests: XCTestCase {
    let fixtures = packageRoot + "/Tests/NavLintTests/Fixtures/"

    func restoreSearch(_ path: String) throws -> WitnessSearch.Result {
        let load = SceneLoader.load(path: fixtures + path)
        let scene = try XCTUnwrap(load.scene)
        let data = DataStore(scene: scene)
        let analysis = ReachabilityAnalysis(scene: scene, data: data)
        analysis.run()
        let context = RuleContext(scene: scene, sources: load.sources, navigator: Navigator(scene: scene, data: data),
                                  analysis: analysis, settings: RuleSettings())
        _ = RestoreMismatch.check(context)
        return try XCTUnwrap(context.searches.first?.result)
    }

    /// A layout entered once (its variable is a latch): the selection inside it can never differ from launch while
    /// the launch screen's variable is still at its launch value, so the goal is refuted and nothing is searched.
    func testAGoalNeedingALatchAtLaunchAndItsSelectionChangedIsRefuted() throws {
        let search = try restoreSearch("ok/repro-05-unreachable-restore-goal.yaml")
        XCTAssertEqual(search.refuted, [0])
        XCTAssertEqual(search.exploration.states.count, 0, "a refuted goal is not searched")
        XCTAssertTrue(search.exploration.budgetsHit.isEmpty)
    }

    /// The control: a button sets the variable back to its launch value, so it is no latch; the goal stands and the
    /// search meets it.
    func testAGoalIsNotRefutedWhenTheVariableCanReturnToItsLaunchValue() throws {
        let search = try restoreSearch("err/restore-selection-when-layout-can-be-left.yaml")
        XCTAssertEqual(search.refuted, [])
        XCTAssertNotNil(search.found[0])
    }
}
