import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRuntime
import XCTest
@testable import NavSceneRules

final class ExplorationTests: XCTestCase {
    func explore(_ load: LoadResult, _ settings: RuleSettings = RuleSettings()) throws -> ExplorationResult {
        let scene = try XCTUnwrap(load.scene)
        return Exploration.explore(navigator: Navigator(scene: scene, data: DataStore(scene: scene)), settings: settings)
    }

    /// Every Example finishes within the default budgets; the counts are printed for the record.
    func testEveryExampleFinishes() throws {
        for file in exampleFiles("Examples") + exampleFiles("Examples/RealApp") + exampleFiles("Examples/Mistakes") {
            let load = SceneLoader.load(path: file)
            guard load.scene?.isLibrary == false else { continue }
            let result = try explore(load)
            XCTAssertTrue(result.isComplete, "\(file): budget hit after \(result.states.count) states")
            XCTAssertGreaterThan(result.states.count, 0)
            print("explored \((file as NSString).lastPathComponent): \(result.states.count) states in \(String(format: "%.3f", result.elapsedSeconds))s")
        }
    }

    /// Pie Crust and Fruit Pie Filling refer to each other: exploration still ends, and the witness is a shortest path.
    func testRecursiveRecipesTerminateWithShortestWitness() throws {
        let load = SceneLoader.load(path: packageRoot + "/Examples/PushableStack.yaml")
        let result = try explore(load)
        XCTAssertTrue(result.isComplete)
        XCTAssertGreaterThan(result.pathCapHits, 0)
        for (index, explored) in result.states.enumerated() {
            if let parent = explored.parent { XCTAssertEqual(explored.depth, result.states[parent].depth + 1, "\(index)") }
        }
        let witnesses = result.states.indices.map(result.witness)
        XCTAssertTrue(witnesses.contains { $0.contains("tap \"Pie Crust\"") }, witnesses.prefix(20).joined(separator: "\n"))
    }

    func testBudgetsAreReportedNeverSilent() throws {
        let load = SceneLoader.load(path: packageRoot + "/Examples/PushableStack.yaml")
        var settings = RuleSettings()
        settings.maxStates = 5
        let result = try explore(load, settings)
        XCTAssertEqual(result.budgetsHit, [.maxStates])
        XCTAssertEqual(result.states.count, 5)
        // Lint needs no exploration here (the static analysis decides every verdict), so no budget is reported.
        let budget = lint(load, settings: settings).filter { $0.id == RuleRegistry.explorationBudgetID }
        XCTAssertEqual(budget.count, 0)
        settings.maxStates = 20_000
        settings.maxDepth = 1
        XCTAssertEqual(try explore(load, settings).budgetsHit, [.maxDepth])
    }

    /// A generated scene of 10,000 views (a stack whose root lists 100 sections of 100 view instances, each a link)
    /// explores within its budget. (How fast is a benchmark's business: Benchmarks/run.sh reports states per second.)
    func testTenThousandViewScene() throws {
        var yaml = "scene: Big\nsimulation: { viewport: 50 }\ntypes:\n  Item: { enum: [\((0..<100).map { "i\($0)" }.joined(separator: ", "))] }\n"
        yaml += "root:\n  NavigationStack:\n    - List:\n"
        for section in 0..<100 {
            yaml += "        - Section:\n            header: S\(section)\n            content:\n"
            for row in 0..<100 { yaml += "              - Row\(section * 100 + row): {}\n" }
        }
        yaml += "      navigationDestination:\n        for: Item\n        as: item\n        destination: { Text: \"{item}\" }\n"
        yaml += "views:\n"
        for index in 0..<10_000 {
            yaml += "  Row\(index):\n    body:\n      NavigationLink: { title: Row \(index), value: Item.i\(index % 100) }\n"
        }
        let load = SceneLoader.load(source: SourceFile(path: "big.yaml", text: yaml))
        XCTAssertTrue(load.diagnostics.filter { $0.severity == .error }.isEmpty, render(Array(load.diagnostics.prefix(3)), load))
        // Scrolling 10,000 rows 50 at a time takes 200 interactions: the depth budget must allow that.
        var settings = RuleSettings()
        settings.maxDepth = 400
        let start = Date()
        let result = try explore(load, settings)
        let seconds = Date().timeIntervalSince(start)
        print("explored a 10,000-view scene: \(result.states.count) states (\(String(format: "%.0f", result.statesPerSecond))/s), budgets hit: \(result.budgetsHit), \(String(format: "%.1f", seconds))s")
        XCTAssertTrue(result.isComplete, "budgets hit: \(result.budgetsHit)")
        XCTAssertGreaterThan(result.states.count, 200, "every scroll position is a state")
    }
}
