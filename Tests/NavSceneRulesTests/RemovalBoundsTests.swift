@testable import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRuntime
@testable import NavSceneRules
import XCTest

/// `pop-empty-path` searches for a state in which a Button removes more than its path holds. A Button whose own tests
/// keep every removal within the count (`guard !path.isEmpty else { return }; path.removeLast()`, the way routers are
/// written) can never trap, and the search could only learn that by seeing every state (on a real app: 15 s of a
/// 76-file lint). `ReachabilityAnalysis.removalsStayWithinCount` proves it statically. Each case here states the proof
/// and the finding; where the proof fails, the search must still find the crash when there is one.
final class RemovalBoundsTests: XCTestCase {
    /// A stack whose path starts empty, a Button `Root` at its root and a Button `Deep` on the
    /// pushed screen, each running `actions`; the pushed screen can push again, so the path may hold 1, 2, ... values.
    func scene(root: String = "[]", deep: String = "[]", flag: Bool = false, actions: String = "") -> String {
        """
        scene: Pops
        types:
          Color: { enum: [mint, pink] }
        state:
          path: "[Color]"
          other: { type: "[Color]", initial: "[]" }
          flag: { type: Bool, initial: \(flag) }
        root:
          NavigationStack:
            path: $path
            root:
              - VStack:
                  - NavigationLink: { title: Mint, value: Color.mint }
                  - Button: { title: Root, action: \(root) }
                navigationDestination:
                  for: Color
                  as: color
                  destination:
                    VStack:
                      - NavigationLink: { title: Pink, value: Color.pink }
                      - Button: { title: Deep, action: \(deep) }
        \(actions)
        """
    }

    /// Whether the Button titled `title` is proved never to trap, and the rule's findings.
    func check(_ text: String, _ title: String, file: StaticString = #filePath, line: UInt = #line) throws -> (proved: Bool, findings: [Diagnostic]) {
        let load = SceneLoader.load(source: SourceFile(path: "pops.yaml", bytes: Array(text.utf8)))
        XCTAssertEqual(load.diagnostics.filter { $0.severity == .error }.map(\.message), [], file: file, line: line)
        let scene = try XCTUnwrap(load.scene, file: file, line: line)
        let analysis = ReachabilityAnalysis(scene: scene, data: DataStore(scene: scene))
        analysis.run()
        let button = try XCTUnwrap(scene.nodes.first { node in
            if case .button(let b) = node.element, b.title?.description == title { return true } else { return false }
        }, file: file, line: line)
        let proved = analysis.removalsStayWithinCount(ofButton: button.id)
        return (proved, lint(load).filter { $0.id == "pop-empty-path" })
    }

    func testAGuardOnEmptinessProvesTheRootButton() throws {
        let r = try check(scene(root: "[{ if: \"!path.isEmpty\", then: [{ removeLast: path }] }]"), "Root")
        XCTAssertTrue(r.proved)
        XCTAssertEqual(r.findings.map(\.message), [])
    }

    func testAnUnguardedRemovalAtTheRootIsNoProofAndIsFound() throws {
        let r = try check(scene(root: "[{ removeLast: path }]"), "Root")
        XCTAssertFalse(r.proved)
        XCTAssertEqual(r.findings.count, 1)
    }

    func testAnEmptinessTestInTheElseBranchProves() throws {
        let r = try check(scene(root: "[{ if: \"path.isEmpty\", then: [], else: [{ removeLast: path }] }]"), "Root")
        XCTAssertTrue(r.proved)
        XCTAssertEqual(r.findings.count, 0)
    }

    func testACountTestProvesARemovalOfThatMany() throws {
        let r = try check(scene(deep: "[{ if: \"path.count >= 2\", then: [{ removeLast: { path: 2 } }] }]"), "Deep")
        XCTAssertTrue(r.proved)
        XCTAssertEqual(r.findings.count, 0)
        let mirrored = try check(scene(deep: "[{ if: \"1 < path.count\", then: [{ removeLast: { path: 2 } }] }]"), "Deep")
        XCTAssertTrue(mirrored.proved)
    }

    func testATestOfTooFewIsNoProofAndTheCrashIsFound() throws {
        // One value pushed, then Deep removes two.
        let r = try check(scene(deep: "[{ if: \"path.count >= 1\", then: [{ removeLast: { path: 2 } }] }]"), "Deep")
        XCTAssertFalse(r.proved)
        XCTAssertEqual(r.findings.count, 1)
    }

    func testTwoRemovalsAfterOneTestAreNoProof() throws {
        let r = try check(scene(deep: "[{ if: \"!path.isEmpty\", then: [{ removeLast: path }, { removeLast: path }] }]"), "Deep")
        XCTAssertFalse(r.proved)
        XCTAssertEqual(r.findings.count, 1)
    }

    func testAnAppendBetweenRaisesTheBound() throws {
        let r = try check(scene(root: "[{ if: \"!path.isEmpty\", then: [{ append: { path: Color.pink } }, { removeLast: { path: 2 } }] }]"), "Root")
        XCTAssertTrue(r.proved)
        XCTAssertEqual(r.findings.count, 0)
    }

    func testAnOrWithAnotherConditionIsNoProofAndTheCrashIsFound() throws {
        let r = try check(scene(root: "[{ if: \"!path.isEmpty || flag\", then: [{ removeLast: path }] }]", flag: true), "Root")
        XCTAssertFalse(r.proved)
        XCTAssertEqual(r.findings.count, 1)
        let and = try check(scene(root: "[{ if: \"!path.isEmpty && flag\", then: [{ removeLast: path }] }]", flag: true), "Root")
        XCTAssertTrue(and.proved)
    }

    func testADismissBetweenTheTestAndTheRemovalIsNoProofAndTheCrashIsFound() throws {
        // On the pushed screen the path holds one value; dismissing pops it, so the removal traps.
        let r = try check(scene(deep: "[{ if: \"!path.isEmpty\", then: [dismiss, { removeLast: path }] }]"), "Deep")
        XCTAssertFalse(r.proved)
        XCTAssertEqual(r.findings.count, 1)
    }

    func testAClearOfAnotherListKeepsTheBoundAndAClearOfThePathDoesNot() throws {
        let other = try check(scene(root: "[{ if: \"!path.isEmpty\", then: [{ removeAll: other }, { removeLast: path }] }]"), "Root")
        XCTAssertTrue(other.proved)
        let same = try check(scene(deep: "[{ if: \"!path.isEmpty\", then: [{ removeAll: path }, { removeLast: path }] }]"), "Deep")
        XCTAssertFalse(same.proved)
        XCTAssertEqual(same.findings.count, 1)
    }

    func testIfLetOfTheLastValueProves() throws {
        let r = try check(scene(root: "[{ if: \"path.last\", let: last, then: [{ removeLast: path }] }]"), "Root")
        XCTAssertTrue(r.proved)
        XCTAssertEqual(r.findings.count, 0)
    }

    func testANamedActionIsProvedOnItsOwnAndAnUnguardedOneIsFound() throws {
        let guarded = try check(scene(root: "[{ run: pop }]", actions: """
        actions:
          pop:
            - if: "!path.isEmpty"
              then: [{ removeLast: path }]
        """), "Root")
        XCTAssertTrue(guarded.proved)
        XCTAssertEqual(guarded.findings.count, 0)
        // A test around the run does not reach into the action, which runs with no names of the caller's: the action
        // itself must keep its removal within the count to be proved (it can be run from anywhere).
        let outside = try check(scene(root: "[{ if: \"!path.isEmpty\", then: [{ run: pop }] }]", actions: """
        actions:
          pop:
            - removeLast: path
        """), "Root")
        XCTAssertFalse(outside.proved)
        XCTAssertEqual(outside.findings.count, 0)
    }

    func testTheBoundsOfTwoBranchesMeet() {
        XCTAssertEqual(RemovalBounds.meet(["path": 2, "other": 1], ["path": 1]), ["path": 1])
        XCTAssertEqual(RemovalBounds.least(.greater, 0, holds: true), 1)
        XCTAssertEqual(RemovalBounds.least(.lessOrEqual, 1, holds: false), 2)
        XCTAssertNil(RemovalBounds.least(.greater, Int.max, holds: true))
        XCTAssertNil(RemovalBounds.least(.less, 3, holds: true))
    }
}
