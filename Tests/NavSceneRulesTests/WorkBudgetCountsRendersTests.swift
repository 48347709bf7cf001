import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRuntime
import XCTest
@testable import NavSceneRules

/// Issue 21 (the fix target's slow inputs): a search's work budget estimated each state as one frame per interaction,
/// while an interaction renders again for every round of its handlers (up to 16), for a root that changed identity
/// and for a preferred column. The budget now counts every frame the navigator renders for the search, as it
/// renders it, and stops trying a state's interactions once it is spent. The tests replay what a search expanded
/// and count its renders independently: at most the budget, plus the one state being expanded when it stopped.
final class WorkBudgetCountsRendersTests: XCTestCase {
    /// Ten Buttons, each a state of its own, and handlers that never settle: every tap runs 17 rounds (over two states).
    static let scene = """
    scene: Restless
    state:
      n: Int
      flag: Bool
    root:
      NavigationStack:
        root:
          VStack:
            - Button: { title: "1", action: [{ set: { n: 1 } }] }
            - Button: { title: "2", action: [{ set: { n: 2 } }] }
            - Button: { title: "3", action: [{ set: { n: 3 } }] }
            - Button: { title: "4", action: [{ set: { n: 4 } }] }
            - Button: { title: "5", action: [{ set: { n: 5 } }] }
            - Button: { title: "6", action: [{ set: { n: 6 } }] }
            - Button: { title: "7", action: [{ set: { n: 7 } }] }
            - Button: { title: "8", action: [{ set: { n: 8 } }] }
            - Button: { title: "9", action: [{ set: { n: 9 } }] }
            - Button: { title: "10", action: [{ set: { n: 10 } }] }
          onChange:
            - { of: n, action: [{ toggle: flag }] }
            - { of: flag, action: [{ toggle: flag }] }
    """

    func navigator() throws -> Navigator {
        let load = SceneLoader.load(source: SourceFile(path: "restless.yaml", text: Self.scene))
        XCTAssertEqual(load.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        let scene = try XCTUnwrap(load.scene)
        return Navigator(scene: scene, data: DataStore(scene: scene))
    }

    /// The frames rendering `expanded` states and trying all their interactions cost, less the largest single state.
    func replayedWork(_ states: [ExploredState], _ given: Navigator) -> (work: Int, largest: Int) {
        var navigator = given
        let meter = RenderMeter()
        navigator.meter = meter
        var largest = 0
        for index in Set(states.compactMap(\.parent)).sorted() {
            let before = meter.work
            let state = states[index].state
            _ = Exploration.successors(of: state, navigator.render(state), navigator)
            largest = max(largest, meter.work - before)
        }
        return (meter.work, largest)
    }

    func testAWitnessSearchRendersNoMoreThanItsWorkBudget() throws {
        let navigator = try navigator()
        let frameWork = RenderMeter.work(of: navigator.render(navigator.launchState(size: .regular)))
        var settings = RuleSettings()
        // Each state's ten Buttons lead to ten other states, each rendered at least once: a few states' worth.
        settings.maxWork = 30 * frameWork
        let never = WitnessGoal(isMet: { _, _ in false })
        let result = WitnessSearch.search([never], navigator: navigator, settings: settings, readVariables: ["n", "flag"])
        XCTAssertTrue(result.exploration.budgetsHit.contains(.maxWork), "\(result.exploration.budgetsHit), \(result.exploration.states.count) states")
        let replay = replayedWork(result.exploration.states, navigator)
        XCTAssertGreaterThan(replay.largest, 0)
        XCTAssertLessThanOrEqual(replay.work - replay.largest, settings.maxWork, "rendered \(replay.work), one state at most \(replay.largest)")
    }

    /// A goal's check may render (multiple-sheets taps the candidate Button and renders what follows, in every
    /// state): those frames are the search's work too, counted through the meter the rule's navigator shares.
    func testWhatAGoalRendersCountsTowardsTheBudget() throws {
        var navigator = try navigator()
        let meter = RenderMeter()
        navigator.meter = meter
        let frameWork = RenderMeter.work(of: navigator.render(navigator.launchState(size: .regular)))
        let checker = navigator
        // Five hundred different states per check (a frame asked for again is remembered, not rendered).
        let costly = WitnessGoal(isMet: { state, _ in
            for offset in 0..<500 {
                var other = state
                other.values["n"] = .int(1_000 + offset)
                _ = checker.render(other)
            }
            return false
        })
        var settings = RuleSettings()
        settings.maxWork = 2_000 * frameWork
        let start = meter.work
        let result = WitnessSearch.search([costly], navigator: navigator, settings: settings, readVariables: ["n", "flag"])
        XCTAssertTrue(result.exploration.budgetsHit.contains(.maxWork), "\(result.exploration.budgetsHit), \(result.exploration.states.count) states")
        XCTAssertLessThanOrEqual(meter.work - start, settings.maxWork + 501 * frameWork, "one goal check past the budget at most")
    }

    /// An interaction renders the state it leads to several times (its handlers' rounds, a root reset, a preferred
    /// column, the scroll clamp, then the search expanding it): the same frame each time, rendered once and counted
    /// once. Here the handlers flip `flag` back and forth for all 16 rounds: two states, two renders.
    func testTheSameStateIsRenderedOnce() throws {
        var navigator = try navigator()
        let meter = RenderMeter()
        navigator.meter = meter
        let launch = navigator.launchState(size: .regular)
        let frame = navigator.render(launch)
        let button = try XCTUnwrap(frame.elements.first { $0.label == "1" })
        let before = (meter.renders, meter.work)
        let (after, outcome) = navigator.activate(button, in: frame, launch)
        XCTAssertTrue(outcome.changed)
        XCTAssertLessThanOrEqual(meter.renders - before.0, 2, "the handlers' rounds alternate between two states")
        let counted = meter.work
        let again = navigator.render(after)
        XCTAssertEqual(meter.work, counted, "a state just rendered is not rendered again")
        var unmetered = navigator
        unmetered.meter = nil
        XCTAssertEqual(again.realised.map(\.key), unmetered.render(after).realised.map(\.key), "the remembered frame is the frame")
        XCTAssertGreaterThan(before.1, 0)
    }

    /// A search that only illustrates a decided finding (the taps that lead to it) searches with a tenth of the
    /// budgets: a duplicate destination's notes never cost what deciding a finding may (issue 21: the fix target's
    /// `slow-duplicate-illustration`, 87% of its 99 s in such a search).
    func testAnIllustrationSearchesWithATenthOfTheBudgets() throws {
        let navigator = try navigator()
        let scene = navigator.scene
        let analysis = ReachabilityAnalysis(scene: scene, data: navigator.data)
        analysis.run()
        var settings = RuleSettings()
        settings.maxStates = 50
        let context = RuleContext(scene: scene, sources: [:], navigator: navigator, analysis: analysis, settings: settings)
        let never = WitnessGoal(isMet: { _, _ in false })
        let decide = WitnessSearch.search([never], navigator: navigator, settings: settings, readVariables: ["n", "flag"])
        XCTAssertGreaterThan(decide.exploration.states.count, 5, "the scene has more states than an illustration may see")
        let illustration = context.illustrate([never])
        XCTAssertEqual(illustration.exploration.states.count, 5)
        XCTAssertEqual(illustration.exploration.budgetsHit, [.maxStates])
        XCTAssertTrue(context.searches.isEmpty, "an illustration's stop is not reported")
    }

    /// All the searches of one lint share one budget (`maxLintWork`, twice `maxWork` by default): the number of rules
    /// that search cannot multiply a lint's time. A search that starts with it spent stops at once, its candidates
    /// undecided, and the report names the lint's budget.
    func testTheSearchesOfOneLintShareItsWorkBudget() throws {
        let navigator = try navigator()
        let scene = navigator.scene
        let analysis = ReachabilityAnalysis(scene: scene, data: navigator.data)
        analysis.run()
        let frameWork = RenderMeter.work(of: navigator.render(navigator.launchState(size: .regular)))
        var settings = RuleSettings()
        settings.maxWork = 30 * frameWork
        XCTAssertEqual(settings.lintWorkLimit, 60 * frameWork)
        settings.maxLintWork = 40 * frameWork
        let context = RuleContext(scene: scene, sources: [:], navigator: navigator, analysis: analysis, settings: settings)
        let never = WitnessGoal(isMet: { _, _ in false }, subject: GoalSubject(rule: "dead-link", range: scene.range, candidate: "'1' may do nothing"))
        let first = context.searchWitnesses([never])
        XCTAssertEqual(first.exploration.budgetsHit, [.maxWork], "the first search has its own budget")
        let second = context.searchWitnesses([never])
        XCTAssertEqual(second.exploration.budgetsHit, [.lintWork], "the second has what the lint has left")
        XCTAssertLessThan(second.exploration.states.count, first.exploration.states.count)
        let third = context.searchWitnesses([never])
        XCTAssertLessThanOrEqual(third.exploration.states.count, 2, "the launch states only: nothing is expanded")
        XCTAssertEqual(third.exploration.budgetsHit, [.lintWork])
        let report = SearchBudgetReport.diagnostics(context.searches, settings, scene).map(\.message).joined(separator: "\n")
        XCTAssertTrue(report.contains("the lint's work budget (\(40 * frameWork) rendered view nodes over all its searches)"), report)
    }

    /// With the default budget the same scene is explored to the end: the budget stops runaway work, not this.
    func testTheDefaultBudgetExploresTheWholeScene() throws {
        let result = Exploration.explore(navigator: try navigator(), settings: RuleSettings())
        XCTAssertTrue(result.isComplete, "\(result.budgetsHit)")
        XCTAssertGreaterThanOrEqual(result.states.count, 11)
    }
}
