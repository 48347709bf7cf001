import Foundation
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

    func testBrokenScenesAndLibrariesAreUsageErrors() throws {
        let library = try NavLintProcess.run(["graph", "Examples/cookbook-data.yaml"], in: NavLintProcess.packageRoot)
        XCTAssertEqual(library.status, 2)
        XCTAssertTrue(library.stderr.contains("library file"), library.stderr)
        let broken = try NavLintProcess.run(["graph", "Tests/NavLintTests/Fixtures/err/yaml-syntax.yaml"], in: NavLintProcess.packageRoot)
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(broken.stderr.contains("yaml-syntax"), broken.stderr)
    }
}
