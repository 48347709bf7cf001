import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRuntime
import XCTest
@testable import NavSceneRules

/// Issue 23: the witness search keys its visited set by the variables that can differ between states. A variable
/// nothing writes (no statement, no binding, no restore) keeps its launch value everywhere, so it is left out of the
/// key; one written only through a `@Binding` argument, a tab selection or a statement still separates states.
final class WitnessSearchKeyTests: XCTestCase {
    static let scene = """
    scene: Keys
    types:
      Pane: { enum: [first, second] }
    state:
      limit: { type: Int, initial: 3 }
      level: Int
      tab: { type: Pane, initial: .first }
      shown: Bool
    views:
      Raise:
        parameters: { value: Binding<Int> }
        body:
          Button: { title: Raise, action: [{ set: { value: "value + 1" } }] }
    root:
      TabView:
        selection: $tab
        tabs:
          - Tab:
              title: First
              value: .first
              content:
                VStack:
                  - Text: "{level} of {limit}"
                  - Raise: { value: $level }
                  - if: "level >= limit"
                    then: { Text: Done }
          - Tab:
              title: Second
              value: .second
              content:
                VStack:
                  - Text: "Second, {limit}"
                  - if: "limit > 5"
                    then: { Button: { title: Show, action: [{ set: { shown: true } }] } }
    """

    func navigator() throws -> Navigator {
        let load = SceneLoader.load(source: SourceFile(path: "keys.yaml", text: Self.scene))
        XCTAssertEqual(load.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        let scene = try XCTUnwrap(load.scene)
        return Navigator(scene: scene, data: DataStore(scene: scene))
    }

    func testWrittenVariablesAreTheTargetsAndTheBindings() throws {
        let scene = try navigator().scene
        // `level` only through the child's `@Binding`, `tab` only through the TabView, `shown` by a statement;
        // `limit` is read (a Text, two conditions) and never written.
        XCTAssertEqual(WrittenVariables.of(scene).intersection(scene.state.map(\.name)), ["level", "tab", "shown"])
        XCTAssertTrue(ReadVariables.of(scene).contains("limit"))
    }

    func testAVariableNothingWritesMergesNothingAndTheWrittenOnesStillSeparateStates() throws {
        let navigator = try navigator()
        var settings = RuleSettings()
        settings.maxDepth = 4
        let read = ReadVariables.of(navigator.scene)
        // Never met: the search sees every state within 4 steps. Each level 0...4 on the first tab, each level 0...3
        // on the second (one step goes to switch tabs): 9 states, told apart by `level` and `tab` alone.
        let never = WitnessGoal(isMet: { _, _ in false })
        let all = WitnessSearch.search([never], navigator: navigator, settings: settings, readVariables: read)
        let seen = Set(all.exploration.states.map { [$0.state.values["level"], $0.state.values["tab"]] })
        XCTAssertEqual(all.exploration.states.count, 9)
        XCTAssertEqual(seen.count, 9)
        XCTAssertTrue(all.exploration.states.allSatisfy { $0.state.values["limit"] == .int(3) })
        // A goal met only through the varying variable (written through the child's binding): found, in 3 taps.
        let done = WitnessGoal(isMet: { state, _ in state.values["level"] == .int(3) })
        let found = WitnessSearch.search([done], navigator: navigator, settings: settings, readVariables: read)
        let index = try XCTUnwrap(found.found[0])
        XCTAssertEqual(found.exploration.states[index].depth, 3)
        // One needing the constant to change is never met (the Show button needs `limit > 5`).
        let shown = WitnessGoal(isMet: { state, _ in state.values["shown"] == .bool(true) })
        XCTAssertNil(WitnessSearch.search([shown], navigator: navigator, settings: settings, readVariables: read).found[0])
    }
}
