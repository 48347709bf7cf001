import Foundation
import NavLintKit
import NavSceneLoader
import NavSceneRules
import XCTest

/// `navlint graph`: container-aware navigation graphs, golden-tested in both formats.
final class GraphTests: XCTestCase {
    let goldens = NavLintProcess.fixtures.appendingPathComponent("graph")

    func testGraphsOfExamplesInBothFormats() throws {
        let cases = [
            ("Examples/MultipleColumnsWithStack.yaml", "MultipleColumnsWithStack"),
            ("Examples/MixedDestinations.yaml", "MixedDestinations"),
            ("Examples/RealApp/CookbookApp.yaml", "CookbookApp"),
        ]
        for (path, name) in cases {
            for format in ["dot", "mermaid"] {
                let output = try NavLintProcess.run(["graph", path, "--format", format], in: NavLintProcess.packageRoot)
                XCTAssertEqual(output.status, 0, output.stderr)
                Golden.check(Golden.transcript(output), against: goldens.appendingPathComponent("\(name).\(format)"))
            }
        }
    }

    func testUnreachableDestinationsAreMarked() throws {
        let output = try NavLintProcess.run(["graph", "Examples/Mistakes/PathTypeMismatch.yaml"], in: NavLintProcess.packageRoot)
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertTrue(output.stdout.contains("ColorDetail (Color)\", style=\"rounded,dashed\", color=red"), output.stdout)
        Golden.check(Golden.transcript(output), against: goldens.appendingPathComponent("PathTypeMismatch.dot"))
    }

    /// A dead link is drawn as a red dashed edge to a node that says why; named actions and onOpenURL are entry edges;
    /// screens are named by their title when they always show the same one.
    func testDeadLinksEntryPointsAndTitles() throws {
        for (path, name) in [("Examples/Mistakes/LinkWithoutDestination.yaml", "LinkWithoutDestination"),
                             ("Examples/RealApp/RecipeRoutes.yaml", "RecipeRoutes")] {
            for format in ["dot", "mermaid"] {
                let output = try NavLintProcess.run(["graph", path, "--format", format], in: NavLintProcess.packageRoot)
                XCTAssertEqual(output.status, 0, output.stderr)
                Golden.check(Golden.transcript(output), against: goldens.appendingPathComponent("\(name).\(format)"))
            }
        }
        let dead = try NavLintProcess.run(["graph", "Examples/Mistakes/LinkWithoutDestination.yaml"], in: NavLintProcess.packageRoot)
        XCTAssertTrue(dead.stdout.contains("\"stack0_root\" -> \"dead_no_destination_for_Recipe\""), dead.stdout)
        XCTAssertTrue(dead.stdout.contains("\"stack0_root\" [label=\"Desserts (root)\"]"), dead.stdout)
        let routes = try NavLintProcess.run(["graph", "Examples/RealApp/RecipeRoutes.yaml"], in: NavLintProcess.packageRoot)
        XCTAssertTrue(routes.stdout.contains("\"open_url\" [label=\"onOpenURL\", shape=cds"), routes.stdout)
        let cookbook = try NavLintProcess.run(["graph", "Examples/RealApp/CookbookApp.yaml"], in: NavLintProcess.packageRoot)
        XCTAssertTrue(cookbook.stdout.contains("\"action_showRecipeOfTheDay\" -> \"dest13_0\""), cookbook.stdout)
    }

    /// When exploration stops at its budget, a screen it did not get to is "not explored", never "unreachable":
    /// only the static analysis' proof draws a screen as unreachable.
    func testABudgetNeverDrawsAReachableScreenAsUnreachable() throws {
        var settings = RuleSettings()
        settings.maxStates = 1
        let cookbook = try XCTUnwrap(SceneLoader.load(path: NavLintProcess.packageRoot.appendingPathComponent("Examples/RealApp/CookbookApp.yaml").path).scene)
        let stopped = NavigationGraph.build(scene: cookbook, settings: settings)
        XCTAssertFalse(stopped.complete)
        XCTAssertEqual(stopped.nodes.filter { $0.reachability == .unreachable }.map(\.id), [])
        XCTAssertTrue(stopped.nodes.contains { $0.id == "dest44_1" && $0.reachability == .notExplored },
                      stopped.nodes.map { "\($0.id) \($0.reachability)" }.joined(separator: "\n"))
        // A proof holds whatever the budget: the mismatched destination stays unreachable.
        let mismatch = try XCTUnwrap(SceneLoader.load(path: NavLintProcess.packageRoot.appendingPathComponent("Examples/Mistakes/PathTypeMismatch.yaml").path).scene)
        let proven = NavigationGraph.build(scene: mismatch, settings: settings)
        XCTAssertTrue(proven.nodes.contains { $0.label == "ColorDetail (Color)" && $0.reachability == .unreachable },
                      proven.nodes.map { "\($0.label) \($0.reachability)" }.joined(separator: "\n"))
    }

    func testBrokenScenesAndLibrariesAreUsageErrors() throws {
        let library = try NavLintProcess.run(["graph", "Examples/cookbook-data.yaml"], in: NavLintProcess.packageRoot)
        XCTAssertEqual(library.status, 2)
        XCTAssertTrue(library.stderr.contains("library file"), library.stderr)
        let broken = try NavLintProcess.run(["graph", "Tests/NavLintTests/Fixtures/err/yaml-syntax.yaml"], in: NavLintProcess.packageRoot)
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(broken.stderr.contains("yaml-syntax"), broken.stderr)
    }
}
