import NavSceneModel
@testable import NavSceneSwift
import XCTest

/// `defer { ... }` in an action: its statements run when the block is left, whichever way (its end, a `return`, a
/// `break` or `continue` of a loop, a throw), after what the block did before leaving, and a later `defer` first.
extension BranchStatementTests {
    func testADeferRunsAtTheEndOfItsBlock() throws {
        let scene = try load(stack("""
                        Button("Open") {
                            defer { path.append(.third) }
                            path.append(.first)
                            if flag {
                                defer { path.append(.second) }
                                path.append(.first)
                            }
                        }
        """))
        XCTAssertEqual(try pushes(scene, tapping: "Open"), [["first", "third"]])
        XCTAssertEqual(try pushes(scene, tapping: "Open", after: ["Flip"]), [["first", "first", "second", "third"]])
    }

    func testADeferRunsOnReturnAndLaterDefersFirst() throws {
        let scene = try load(stack("""
                        Button("Open") {
                            defer { path.append(.third) }
                            defer { path.append(.second) }
                            guard !flag else { return }
                            path.append(.first)
                        }
        """))
        XCTAssertEqual(try pushes(scene, tapping: "Open"), [["first", "second", "third"]])
        XCTAssertEqual(try pushes(scene, tapping: "Open", after: ["Flip"]), [["second", "third"]])
    }

    func testADeferInALoopBodyRunsOnBreakAndOnContinue() throws {
        let scene = try load(stack("""
                        Button("Open") {
                            for page in [Page.first, Page.second] {
                                defer { path.append(.third) }
                                if page == .first { continue }
                                path.append(page)
                                break
                            }
                        }
        """))
        // A loop is modelled as zero or one run of its body with the element unknown: the run that continues pushes
        // only the deferred page, the one that breaks its element and then the deferred page.
        let outcomes = try pushes(scene, tapping: "Open")
        XCTAssertTrue(outcomes.contains([]) && outcomes.contains(["third"]), "\(outcomes)")
        XCTAssertEqual(outcomes.filter { $0.count == 2 }.map(\.last), ["third"], "\(outcomes)")
        XCTAssertEqual(outcomes.count, 3, "\(outcomes)")
    }
}

/// A task started and kept (`loading = Task { ... }`, `let task = Task { ... }`): its statements run after the event,
/// in order; keeping the handle is no navigation.
extension BranchStatementTests {
    func testATaskKeptInAPropertyOrALocalRunsItsStatements() throws {
        let scene = try load(stack("""
                        Button("Open") {
                            loading?.cancel()
                            loading = Task { path.append(.first) }
                            let task = Task(priority: .low) { path.append(.second) }
                            _ = task
                        }
        """, state: "    @State private var loading: Task<Void, Never>?"))
        XCTAssertEqual(try pushes(scene, tapping: "Open"), [["first", "second"]])
        XCTAssertEqual(scene.opaque.filter(\.isUnknownNavigation).map(\.what), [])
    }
}
