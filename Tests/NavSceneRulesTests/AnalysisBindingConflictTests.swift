import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRuntime
import XCTest

/// One screen reached from two instances whose `@Binding` names different variables (a reusable view with its own
/// sheet, shown twice): the analysis used to give up (an `exploration-budget` error on a correct app). Now the binding
/// is an unknown value on that screen and both variables take any value, so the analysis completes and every state
/// either instance can reach is still covered.
final class AnalysisBindingConflictTests: XCTestCase {
    let scene = """
    scene: Twins
    views:
      Opener:
        parameters: { title: String, isOn: Binding<Bool> }
        body:
          Button: { title: "{title}", action: [{ set: { isOn: true } }] }
          sheet:
            isPresented: $isOn
            content:
              - Button: { title: Close, action: [{ set: { isOn: false } }] }
    state:
      a: { type: Bool, initial: false }
      b: { type: Bool, initial: false }
    root:
      NavigationStack:
        - VStack:
            - Opener: { title: "'First'", isOn: $a }
            - Opener: { title: "'Second'", isOn: $b }
            - if: b
              then: { Text: Second was opened }

    """

    func analyse(_ text: String) throws -> (ReachabilityAnalysis, Scene) {
        let load = SceneLoader.load(source: SourceFile(path: "twins.yaml", bytes: Array(text.utf8)))
        let scene = try XCTUnwrap(load.scene, "\(load.diagnostics)")
        let analysis = ReachabilityAnalysis(scene: scene, data: DataStore(scene: scene))
        analysis.run()
        return (analysis, scene)
    }

    func testAScreenReachedThroughDifferentBindingsIsAnalysed() throws {
        let (analysis, scene) = try analyse(self.scene)
        XCTAssertTrue(analysis.isComplete, "\(String(describing: analysis.incompleteReason))")
        // Both variables may be true (each instance opens its own), and the view shown when the second is on is
        // reached.
        XCTAssertEqual(analysis.facts(of: "a"), analysis.facts(of: "b"))
        let shown = try XCTUnwrap(scene.nodes.first {
            if case .text(let t) = $0.element, case .text("Second was opened")? = t.parts.first { return true } else { return false }
        })
        XCTAssertTrue(analysis.realised.contains(shown.id))
    }

    func testTheSceneLintsWithoutABudgetError() {
        let load = SceneLoader.load(source: SourceFile(path: "twins.yaml", bytes: Array(scene.utf8)))
        let ids = lint(load).map(\.id)
        XCTAssertFalse(ids.contains("exploration-budget"), "\(ids)")
    }
}
