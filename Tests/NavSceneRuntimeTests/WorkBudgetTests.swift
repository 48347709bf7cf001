import Foundation
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
@testable import NavSceneRuntime
import XCTest

/// The runtime's own bounds, for what the loader's static limits cannot see (data-driven repetition) or when a caller
/// loads with the limits raised: each stops the render or interaction with a located problem instead of running on.
final class WorkBudgetTests: XCTestCase {
    func start(_ yaml: String, options: LoadOptions = .init(), file: StaticString = #filePath, line: UInt = #line) throws -> SceneRuntime {
        let result = SceneLoader.load(source: SourceFile(path: "budget.yaml", text: yaml), options: options)
        XCTAssertEqual(result.diagnostics.map(\.id), [], file: file, line: line)
        return SceneRuntime(scene: try XCTUnwrap(result.scene, file: file, line: line))
    }

    /// The first screen, rendered with `budget` (the default budgets are met the same way, only later: seconds in a
    /// debug build).
    func render(_ yaml: String, budget: WorkBudget, file: StaticString = #filePath, line: UInt = #line) throws -> Frame {
        let result = SceneLoader.load(source: SourceFile(path: "budget.yaml", text: yaml))
        XCTAssertEqual(result.diagnostics.map(\.id), [], file: file, line: line)
        let scene = try XCTUnwrap(result.scene, file: file, line: line)
        let navigator = Navigator(scene: scene, data: DataStore(scene: scene))
        return Renderer(scene: scene, data: navigator.data, state: navigator.initialState(), budget: budget).render()
    }

    /// Fifteen actions, each running the next six times; the loader's limit is lifted so the runtime meets it.
    func testAnInteractionStopsAfterItsStatementBudget() throws {
        var yaml = "scene: Actions\nstate:\n  flag: Bool\nactions:\n"
        for level in 1...15 {
            yaml += level < 15 ? "  a\(level): [" + Array(repeating: "{run: a\(level + 1)}", count: 6).joined(separator: ", ") + "]\n"
                : "  a\(level): [toggle: flag]\n"
        }
        yaml += "root:\n  Button: { title: Go, action: [{run: a1}] }\n"
        var options = LoadOptions()
        options.expansion.maxActionStatements = .max
        let runtime = try start(yaml, options: options)
        let outcome = runtime.run(action: "a1")
        XCTAssertFalse(outcome.changed, "a stopped interaction leaves the state as it was")
        XCTAssertEqual(outcome.message, "action 'a1' failed: more than \(WorkBudget.maxStatements) statements in one interaction; stopped")
        XCTAssertEqual(runtime.tap("Go").message, "'Go' failed: more than \(WorkBudget.maxStatements) statements in one interaction; stopped")
    }

    /// State-reading queries (never cached), each filtering a two-element list with the next: 2^30 calls, although
    /// the static size of every query is small.
    func testARenderStopsAfterItsEvaluationBudget() throws {
        var yaml = "scene: Filters\nstate:\n  flag: Bool\nqueries:\n"
        for level in 1...30 {
            yaml += level < 30 ? "  q\(level): \"[1, 2].filter(q\(level + 1)() && !flag).isEmpty\"\n" : "  q\(level): \"!flag\"\n"
        }
        yaml += "root:\n  Text: \"{q1()}\"\n"
        let frame = try render(yaml, budget: WorkBudget(maxEvaluationSteps: 10_000))
        XCTAssertEqual(frame.problems.map(\.message),
                       ["evaluation stopped after 10000 steps (query calls and list elements) in one screen or interaction"])
        XCTAssertEqual(frame.problems.first?.range.file, "budget.yaml")
        XCTAssertTrue((5...34).contains(frame.problems.first?.range.start.line ?? 0), "placed at the call that ran out")
    }

    /// Thirty views, each a ForEach over two elements holding the next: small statically, 2^30 nodes once rendered.
    func testARenderStopsAfterItsNodeBudget() throws {
        var yaml = "scene: Rows\nviews:\n"
        for level in 1...30 {
            yaml += "  V\(level):\n" + (level < 30 ? "    body: { ForEach: { data: \"[1, 2]\", as: x, content: V\(level + 1) } }\n" : "    body: { Text: leaf }\n")
        }
        yaml += "root: V1\n"
        let frame = try render(yaml, budget: WorkBudget(maxRenderedNodes: 5_000))
        XCTAssertEqual(frame.realised.count, 5_000)
        XCTAssertEqual(frame.problems.map(\.message),
                       ["this screen has more than 5000 view nodes (lists over large data inside each other?); rendering stopped here"])
        XCTAssertEqual(frame.problems.first?.range.file, "budget.yaml")
    }
}
