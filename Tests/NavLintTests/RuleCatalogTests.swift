import NavLintKit
import NavSceneDiagnostics
import NavSceneRules
import XCTest

/// `navlint rules` and `navlint explain`, from rule descriptions.
final class RuleCatalogTests: XCTestCase {
    let rule = RuleDescription(
        id: "sample-rule", summary: "A sample.", defaultSeverity: .warning, swiftUIWarning: "A navigationDestination was declared earlier",
        rationale: "Because.", fix: "Do the other thing.",
        triggering: [RuleExample("bad", "scene: A\nroot: { Text: a }\n")], nonTriggering: [RuleExample("good", "scene: B\n")])

    func testTableListsRulesAndLoadingChecks() {
        let table = RuleCatalogText.table([rule])
        XCTAssertTrue(table.hasPrefix("RULE"))
        XCTAssertTrue(table.contains("sample-rule"))
        XCTAssertTrue(table.contains("warning  A sample."))
        XCTAssertTrue(table.contains("unknown-key"))
        let dangling = table.split(separator: "\n").first { $0.hasPrefix("dangling-reference ") }
        XCTAssertEqual(dangling?.split(separator: " ").dropFirst().first, "warning", table)
    }

    func testExplainShowsEverythingAndSuggestsOnTypos() throws {
        let text = try RuleCatalogText.explain("sample-rule", rules: [rule]).get()
        for part in ["A sample.", "A navigationDestination was declared earlier", "Because.", "Do the other thing.",
                     "Triggers — bad:", "    scene: A", "Does not trigger — good:"] {
            XCTAssertTrue(text.contains(part), part)
        }
        guard case .failure(let error) = RuleCatalogText.explain("unknown-kye", rules: [rule]) else { return XCTFail() }
        XCTAssertTrue(error.description.contains("did you mean 'unknown-key'?"), error.description)
    }

    func testExplainOnTheCommandLine() throws {
        let output = try NavLintProcess.run(["explain", "unknown-key"], in: NavLintProcess.fixtures)
        XCTAssertEqual(output.status, 0)
        XCTAssertTrue(output.stdout.contains("A key the scene language does not define."))
        XCTAssertEqual(try NavLintProcess.run(["explain", "nope-nope-nope"], in: NavLintProcess.fixtures).status, 2)
        XCTAssertEqual(try NavLintProcess.run(["rules"], in: NavLintProcess.fixtures).status, 0)
    }
}
