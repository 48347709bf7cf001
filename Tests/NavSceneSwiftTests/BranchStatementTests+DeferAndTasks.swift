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

/// Swift's concurrency functions whose body runs once before they return (`withTaskGroup`, `withCheckedContinuation`),
/// a task awaited (`await Task { ... }.value`) and a task group's child tasks (`group.addTask { ... }`): their
/// statements, like a `Task { ... }`'s; the same names declared by the module, or `addTask` of anything but the group,
/// stay unknown.
extension BranchStatementTests {
    func testATaskGroupBodyItsChildTasksAndAnAwaitedTaskRunTheirStatements() throws {
        let scene = try load(stack("""
                        Button("Group") {
                            Task {
                                await withTaskGroup(of: Void.self) { group in
                                    group.addTask { await MainActor.run { path.append(.first) } }
                                }
                                try? await withThrowingTaskGroup(of: Int.self) { tasks in
                                    tasks.addTask(priority: .low) { 1 }
                                    path.append(.second)
                                }
                            }
                        }
                        Button("Awaited") {
                            Task {
                                await Task { path.append(.third) }.value
                                let value = await withCheckedContinuation { continuation in
                                    path.append(.first)
                                    continuation.resume(returning: 1)
                                }
                                _ = value
                            }
                        }
        """))
        XCTAssertEqual(scene.opaque.filter(\.isUnknownNavigation).map(\.what), [])
        XCTAssertEqual(try pushes(scene, tapping: "Group"), [["first", "second"]])
        XCTAssertEqual(try pushes(scene, tapping: "Awaited"), [["third", "first"]])
    }

    func testTheModulesOwnFunctionOfThatNameStaysUnknown() throws {
        let scene = try load(stack("""
                        Button("Own") {
                            withTaskGroup(of: Void.self) { group in path.append(.first) }
                        }
        """, extra: "func withTaskGroup(of type: Any.Type, _ body: (Int) -> Void) { }"))
        XCTAssertEqual(scene.opaque.filter(\.isUnknownNavigation).map(\.what), ["withTaskGroup(of: Void.self) { group in path.append(.first) }"])
    }

    /// `queue.addTask { ... }` of a module object (not the group) whose method calls the closure it is given: unknown
    /// where it is, in a task group's body or not (the method's body is not read with the closure as not navigating).
    func testAnotherReceiversAddTaskStaysUnknown() throws {
        let scene = try load(stack("""
                        Button("Other") {
                            Task {
                                await withTaskGroup(of: Void.self) { group in
                                    queue.addTask { path.append(.second) }
                                }
                                queue.addTask { path.append(.third) }
                            }
                        }
        """, state: "    @State private var queue = Queue()",
             extra: "final class Queue { func addTask(_ work: @escaping () -> Void) { work(); work() } }"))
        XCTAssertEqual(scene.opaque.filter(\.isUnknownNavigation).map(\.what),
                       ["queue.addTask { path.append(.second) }", "queue.addTask { path.append(.third) }"])
    }
}
