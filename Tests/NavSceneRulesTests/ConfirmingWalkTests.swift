@testable import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRuntime
import XCTest

/// The fixpoint does not walk the scene once more only to confirm that nothing grew: a pass that read no fact which
/// changed after it was read would be repeated exactly by the next walk. The walk is skipped then, and only then; the
/// results are those the confirming walk gives.
final class ConfirmingWalkTests: XCTestCase {
    /// A stack whose root links to a value its destination shows: what the walk pushes it reads after the push.
    let quiet = """
    scene: Quiet
    types:
      Step: { enum: [one] }
    root:
      NavigationStack:
        - VStack:
            - NavigationLink: { title: Next, value: Step.one }
          navigationDestination:
            for: Step
            as: step
            destination: [{ Text: "{step}" }]
    """

    /// A Button that presents a sheet whose Button presents another: each flag is read (false) before the pass' effects
    /// set it, so each needs one more walk; the walk after the last one is not needed.
    let chained = """
    scene: Chained
    state:
      showFirst: Bool
      showSecond: Bool
    root:
      VStack:
        - Button: { title: Open, action: [{ set: { showFirst: true } }] }
      sheet:
        - isPresented: $showFirst
          content:
            - Button: { title: More, action: [{ set: { showSecond: true } }] }
        - isPresented: $showSecond
          content: [{ Text: Second }]
    """

    /// A drill-down: each level's screen declares the destination of the next level and links to it, and each level
    /// also links to a view (a pushed-view screen found on a pushed screen). The stack's rounds push and walk level
    /// after level within one walk; every push and every pushed view is found while the stack's loop still runs.
    let drillDown = """
    scene: Drill
    types:
      L0: { enum: [x] }
      L1: { enum: [x] }
      L2: { enum: [x] }
      L3: { enum: [x] }
    views:
      Level0:
        parameters: { value: L0 }
        body:
          VStack:
            - NavigationLink: { title: Deeper, value: L1.x }
            - NavigationLink: { title: About, destination: [{ Text: About 0 }] }
          navigationDestination: { for: L1, as: next, destination: { Level1: { value: next } } }
      Level1:
        parameters: { value: L1 }
        body:
          VStack:
            - NavigationLink: { title: Deeper, value: L2.x }
            - NavigationLink: { title: About, destination: [{ Text: About 1 }] }
          navigationDestination: { for: L2, as: next, destination: { Level2: { value: next } } }
      Level2:
        parameters: { value: L2 }
        body:
          VStack:
            - NavigationLink: { title: Deeper, value: L3.x }
          navigationDestination: { for: L3, as: next, destination: [{ Text: Bottom }] }
    root:
      NavigationStack:
        - List:
            - NavigationLink: { title: Start, value: L0.x }
          navigationDestination: { for: L0, as: value, destination: { Level0: { value: value } } }
    """

    /// The stack's rounds take each push and each pushed view the walk makes while its loop runs: the pass depends on
    /// the path and the stack's screens as the loop's last round read them, so one walk finds the whole drill-down
    /// (before, every push between two rounds made the pass stale, and a second walk found nothing new).
    func testADrillDownTheStacksRoundsFollowNeedsNoSecondWalk() throws {
        let skipping = try analyse(drillDown, confirming: false)
        let confirming = try analyse(drillDown, confirming: true)
        XCTAssertEqual(confirming.iterations, 2)
        XCTAssertEqual(skipping.iterations, 1)
        XCTAssertEqual(skipping.confirmingWalksSkipped, 1)
        // The same results, except the order a stack lists its screens in: the one walk lists them as its rounds
        // found them (each pushed view right after the level that links to it), the confirming walk, which knows every
        // pushed view from its start, lists those after the path screens. Readers take the list as a set (`StackOrder`
        // indexes it by position, `DuplicateDestination` makes a set of it).
        XCTAssertEqual(skipping.realised, confirming.realised)
        XCTAssertEqual(skipping.scene.nodes.map { skipping.scopes(of: $0.id) }, confirming.scene.nodes.map { confirming.scopes(of: $0.id) })
        XCTAssertEqual(skipping.screens.map(\.kind), confirming.screens.map(\.kind))
        XCTAssertEqual(skipping.stacks.map { Set($0.screens) }, confirming.stacks.map { Set($0.screens) })
        XCTAssertEqual(skipping.links.map(\.node), confirming.links.map(\.node))
        XCTAssertEqual(skipping.buttons.map(\.node), confirming.buttons.map(\.node))
        XCTAssertEqual(skipping.values, confirming.values)
        XCTAssertEqual(skipping.pushes, confirming.pushes)
        XCTAssertEqual(skipping.screenEnvs.keys.count, confirming.screenEnvs.keys.count)
        XCTAssertEqual(skipping.links.map(\.place.screen), confirming.links.map(\.place.screen))
        XCTAssertEqual(skipping.links.map(\.outcomes), confirming.links.map(\.outcomes))
        XCTAssertEqual(Set(skipping.pushes.values.flatMap(\.keys)), ["L0", "L1", "L2", "L3"])
        let bottom = try XCTUnwrap(skipping.scene.nodes.first { node in
            if case .text(let t) = node.element, case .text("Bottom")? = t.parts.first { return true } else { return false }
        })
        XCTAssertTrue(skipping.realised.contains(bottom.id), "the last level is found")
        XCTAssertEqual(skipping.screens.filter { if case .viewPush = $0.kind { return true } else { return false } }.count, 2,
                       "the pushed views of levels 0 and 1")
    }

    func analyse(_ text: String, confirming: Bool) throws -> ReachabilityAnalysis {
        let load = SceneLoader.load(source: SourceFile(path: "walks.yaml", bytes: Array((text + "\n").utf8)))
        let scene = try XCTUnwrap(load.scene, "\(load.diagnostics)")
        let analysis = ReachabilityAnalysis(scene: scene, data: DataStore(scene: scene))
        analysis.confirmsByWalking = confirming
        analysis.run()
        XCTAssertTrue(analysis.isComplete, "\(String(describing: analysis.incompleteReason))")
        return analysis
    }

    /// The results of a run with the confirming walk skipped are those of a run that makes it.
    func assertSameResults(_ a: ReachabilityAnalysis, _ b: ReachabilityAnalysis, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.realised, b.realised, file: file, line: line)
        XCTAssertEqual(a.scene.nodes.map { a.scopes(of: $0.id) }, b.scene.nodes.map { b.scopes(of: $0.id) }, file: file, line: line)
        XCTAssertEqual(a.screens.map(\.kind), b.screens.map(\.kind), file: file, line: line)
        XCTAssertEqual(a.stacks.map(\.screens), b.stacks.map(\.screens), file: file, line: line)
        XCTAssertEqual(a.links.map(\.node), b.links.map(\.node), file: file, line: line)
        XCTAssertEqual(a.buttons.map(\.node), b.buttons.map(\.node), file: file, line: line)
        XCTAssertEqual(a.values, b.values, file: file, line: line)
        XCTAssertEqual(a.pushes, b.pushes, file: file, line: line)
        XCTAssertEqual(a.screenEnvs.keys.count, b.screenEnvs.keys.count, file: file, line: line)
    }

    func testAPassThatReadWhatItFoundNeedsNoSecondWalk() throws {
        let skipping = try analyse(quiet, confirming: false)
        let confirming = try analyse(quiet, confirming: true)
        XCTAssertEqual(confirming.iterations, 2)
        XCTAssertEqual(skipping.iterations, 1)
        XCTAssertEqual(skipping.confirmingWalksSkipped, 1)
        assertSameResults(skipping, confirming)
        XCTAssertFalse(skipping.pushes.isEmpty, "the link's push is found")
    }

    func testAFlagReadBeforeTheEffectsWroteItNeedsAnotherWalk() throws {
        let skipping = try analyse(chained, confirming: false)
        let confirming = try analyse(chained, confirming: true)
        // Walk 1 reads both flags false; walk 2 shows the first sheet and reads the second flag (still false);
        // walk 3 shows the second sheet; a fourth would only confirm.
        XCTAssertEqual(confirming.iterations, 4)
        XCTAssertEqual(skipping.iterations, 3)
        XCTAssertEqual(skipping.confirmingWalksSkipped, 1)
        assertSameResults(skipping, confirming)
        let second = try XCTUnwrap(skipping.scene.nodes.first { node in
            if case .text(let t) = node.element, case .text("Second")? = t.parts.first { return true } else { return false }
        })
        XCTAssertTrue(skipping.realised.contains(second.id), "the second sheet is found")
    }
}
