@testable import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRuntime
import XCTest

/// The end of a pass does not apply again a link outcome the walk applied in the same pass (`appliedInWalk`): a push
/// or a selection only joins a value fixed by the link into facts that only grow. Every fact and result of the
/// analysis must equal a run that applies every outcome again, on every example and on scenes with computed state
/// written by links (applied again: its setter reads facts that may have grown) and split columns.
final class WalkedOutcomesTests: XCTestCase {
    func analyse(_ scene: Scene, reapplying: Bool) -> ReachabilityAnalysis {
        let analysis = ReachabilityAnalysis(scene: scene, data: DataStore(scene: scene))
        analysis.reappliesWalkedOutcomes = reapplying
        analysis.run()
        return analysis
    }

    /// Compares both runs; returns how many outcomes the run under test did not apply again.
    @discardableResult
    func assertSameFacts(_ scene: Scene, _ label: String, file: StaticString = #filePath, line: UInt = #line) -> Int {
        let full = analyse(scene, reapplying: true)
        let cut = analyse(scene, reapplying: false)
        XCTAssertEqual(full.walkedOutcomesNotReapplied, 0, label, file: file, line: line)
        XCTAssertEqual(cut.values, full.values, "\(label): values", file: file, line: line)
        XCTAssertEqual(cut.written, full.written, "\(label): written", file: file, line: line)
        XCTAssertEqual(cut.pushes, full.pushes, "\(label): pushes", file: file, line: line)
        XCTAssertEqual(cut.pushSources, full.pushSources, "\(label): push sources", file: file, line: line)
        XCTAssertEqual(cut.anyTypePushes, full.anyTypePushes, "\(label): any-type pushes", file: file, line: line)
        XCTAssertEqual(cut.screenEnvs, full.screenEnvs, "\(label): screen environments", file: file, line: line)
        XCTAssertEqual(cut.extraScreens, full.extraScreens, "\(label): extra screens", file: file, line: line)
        XCTAssertEqual(cut.splitOverrides, full.splitOverrides, "\(label): split overrides", file: file, line: line)
        XCTAssertEqual(cut.iterations, full.iterations, "\(label): iterations", file: file, line: line)
        XCTAssertEqual(cut.buttonRuns, full.buttonRuns, "\(label): button runs", file: file, line: line)
        XCTAssertEqual(cut.isComplete, full.isComplete, "\(label): complete", file: file, line: line)
        XCTAssertEqual(cut.screens.count, full.screens.count, "\(label): screens", file: file, line: line)
        XCTAssertEqual(cut.links.map(\.outcomes), full.links.map(\.outcomes), "\(label): link outcomes", file: file, line: line)
        XCTAssertEqual(cut.links.map(\.surelyResolves), full.links.map(\.surelyResolves), "\(label): sure", file: file, line: line)
        return cut.walkedOutcomesNotReapplied
    }

    func load(_ text: String) throws -> Scene {
        let load = SceneLoader.load(source: SourceFile(path: "walked.yaml", bytes: Array((text + "\n").utf8)))
        return try XCTUnwrap(load.scene, "\(load.diagnostics)")
    }

    func testEveryExampleReachesTheSameFacts() {
        let files = exampleFiles("Examples") + exampleFiles("Examples/RealApp") + exampleFiles("Examples/Mistakes")
        let scenes = files.compactMap { file in SceneLoader.load(path: file).scene.map { (file, $0) } }
        XCTAssertGreaterThan(scenes.count, 20)
        var skipped = 0
        for (file, scene) in scenes { skipped += assertSameFacts(scene, file) }
        XCTAssertGreaterThan(skipped, 0, "no example had an outcome the walk applied")
    }

    func testManyFeaturesReachTheSameFacts() throws {
        let n = 70
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
        XCTAssertGreaterThan(assertSameFacts(try load(lines.joined(separator: "\n")), "features 70"), 0)
    }

    /// A List selecting through computed state whose setter reads another variable that a Button grows: the
    /// selection's write runs the setter, which reads facts that may have grown since the walk, so it is applied again.
    func testAComputedSelectionIsAppliedAgain() throws {
        let text = """
        scene: ComputedWalked
        types:
          Item: { enum: [a, b, c] }
        state:
          path: "[Item]"
          extra: { type: Item, initial: .a }
          chosen:
            type: Item?
            get: path.first
            set: [{ set: { path: "newValue == nil ? [] : [newValue!, extra]" } }]
        root:
          NavigationStack:
            path: $path
            root:
              - VStack:
                  - List:
                      data: "[Item.a, Item.b]"
                      as: item
                      selection: $chosen
                      row: { NavigationLink: { title: "{item}", value: item } }
                  - Button: { title: C, action: [{ set: { extra: .c } }] }
            navigationDestination:
              - { for: Item, as: item, destination: { Text: "{item}" } }
        """
        let scene = try load(text)
        assertSameFacts(scene, "computed selection")
        let cut = analyse(scene, reapplying: false)
        let selecting = cut.links.indices.filter { cut.links[$0].outcomes.contains(.select(state: "chosen", type: "Item")) }
        XCTAssertFalse(selecting.isEmpty, "\(cut.links.map(\.outcomes))")
        for index in selecting {
            cut.walkedOutcomes = Array(repeating: [.select(state: "chosen", type: "Item"), .select(state: "extra", type: "Item")], count: cut.links.count)
            XCTAssertFalse(cut.appliedInWalk(.select(state: "chosen", type: "Item"), link: index))
            XCTAssertTrue(cut.appliedInWalk(.select(state: "extra", type: "Item"), link: index))
            XCTAssertFalse(cut.appliedInWalk(.select(state: "path", type: "Item"), link: index), "not applied in the walk")
        }
    }
}
