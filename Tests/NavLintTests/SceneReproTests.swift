import Foundation
import XCTest

/// The scene repros of issue 23 (`/work/shared/scene-repros/`, copied into `Fixtures/`), from the user's side. Their
/// lint verdicts are goldens (`err/repro-*`, `ok/repro-*`, checked by `GoldenTests`); what only the REPL, a flow or
/// the graph shows is checked here through the binary.
final class SceneReproTests: XCTestCase {
    let fixtures = NavLintProcess.fixtures

    /// 02: a toolbar chained on the detail column's NavigationStack (Apple's NavigationCookbook) keeps the compact
    /// collapse one stack: Categories › Items › apple, and back returns through the same screens.
    func testCompactCollapseKeepsOneStackWithAToolbarOnTheDetailStack() throws {
        let output = try NavLintProcess.run(["test", "repros/02-compact-toolbar.navflow"], in: fixtures)
        XCTAssertEqual(output.status, 0, output.stdout + output.stderr)
    }

    /// 08: a list that shrank clamps its scroll offset and keeps the clamped one: Long comes back at the top.
    func testAShrunkListKeepsItsClampedScrollOffset() throws {
        let output = try NavLintProcess.run(["test", "repros/08-stale-scroll-offset.navflow"], in: fixtures)
        XCTAssertEqual(output.status, 0, output.stdout + output.stderr)
    }

    /// 06: a destination reached through view-local state (a choice made on a screen the exploration prunes as
    /// already drawn) is never drawn unreachable: only the analysis' proof draws that.
    func testGraphNeverDrawsAReachableDestinationAsUnreachable() throws {
        let output = try NavLintProcess.run(["graph", "repros/repro-06-graph-hidden-choice.yaml"], in: fixtures)
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertFalse(output.stdout.contains("unreachable"), output.stdout)
        XCTAssertTrue(output.stdout.contains("not explored") || output.stdout.contains("B detail") || output.stdout.contains("Text (Item)"),
                      output.stdout)
    }

    /// 05: an impossible restore goal is refuted by the analysis, not searched to the budget: clean, and fast at
    /// the default budget (no exploration-budget).
    func testAnImpossibleRestoreGoalIsNotSearched() throws {
        let output = try NavLintProcess.run(["ok/repro-05-unreachable-restore-goal.yaml"], in: fixtures)
        XCTAssertEqual(output.stdout + output.stderr, "")
        XCTAssertEqual(output.status, 0)
    }

    /// When a search does stop at its budget, the finding names the rule, the candidate and how far it got, at the
    /// candidate's line; `--verbose` lists the states it tried; JSON carries the same.
    func testABudgetFindingNamesTheRuleTheCandidateAndHowFarItGot() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("err/dead-only-when-all-toggles-on-13.yaml"),
                                         to: dir.appendingPathComponent("toggles.yaml"))
        try "exploration: { maxStates: 5 }\n".write(to: dir.appendingPathComponent(".navlint.yml"), atomically: true, encoding: .utf8)
        let plain = try NavLintProcess.run(["toggles.yaml"], in: dir)
        XCTAssertEqual(plain.status, 1)
        let budgetLine = try XCTUnwrap(plain.stdout.split(separator: "\n").first { $0.contains("[exploration-budget]") }, plain.stdout)
        XCTAssertTrue(budgetLine.contains("dead-link is undecided here"), String(budgetLine))
        XCTAssertFalse(budgetLine.hasPrefix("toggles.yaml:1:1:"), "at the candidate's line, not the scene's first: \(budgetLine)")
        XCTAssertTrue(plain.stdout.contains("dead-link could not confirm or rule out: 'Mint' may do nothing"), plain.stdout)
        XCTAssertTrue(plain.stdout.contains("the witness search saw 5 states"), plain.stdout)
        XCTAssertFalse(plain.stdout.contains("tried: "), "the states tried are for --verbose")
        let verbose = try NavLintProcess.run(["--verbose", "toggles.yaml"], in: dir)
        let tried = verbose.stdout.components(separatedBy: "tried: ").count - 1
        XCTAssertGreaterThan(tried, 0, verbose.stdout)
        XCTAssertLessThanOrEqual(tried, 10, verbose.stdout)
        let json = try NavLintProcess.run(["--format", "json", "toggles.yaml"], in: dir)
        XCTAssertTrue(json.stdout.contains("dead-link could not confirm or rule out"), json.stdout)
        XCTAssertTrue(json.stdout.contains("the witness search saw 5 states"), json.stdout)
    }

    /// One mistake hides another no more: the link on the screen a misplaced destination hides is reported, and
    /// `--fix` of the misplacement is applied (it only reveals what was already reported).
    func testAFixThatRevealsAnExistingFindingIsApplied() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("two.yaml")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("err/second-mistake-behind-lazy-destination.yaml"), to: url)
        let before = try NavLintProcess.run(["two.yaml"], in: dir)
        XCTAssertTrue(before.stdout.contains("[destination-in-lazy-container]"), before.stdout)
        XCTAssertTrue(before.stdout.contains("no navigationDestination for Detail"), before.stdout)
        let original = try String(contentsOf: url, encoding: .utf8)
        let fixed = try NavLintProcess.run(["--fix", "two.yaml"], in: dir)
        XCTAssertTrue(fixed.stderr.contains("navlint: fixed 1 finding in two.yaml"), fixed.stderr)
        XCTAssertNotEqual(try String(contentsOf: url, encoding: .utf8), original)
        XCTAssertFalse(fixed.stdout.contains("[destination-in-lazy-container]"), fixed.stdout)
        XCTAssertTrue(fixed.stdout.contains("no navigationDestination for Detail"), fixed.stdout)
    }

    /// Forms that once loaded still load (goldens: `err/deprecated-free-text-toolbar`), and `--fix` writes every one
    /// as the language reads it today: the fixed file loads clean.
    func testDeprecatedFormsFixToCleanFiles() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("old.yaml")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("err/deprecated-free-text-toolbar.yaml"), to: url)
        let fixed = try NavLintProcess.run(["--fix", "old.yaml"], in: dir)
        XCTAssertTrue(fixed.stderr.contains("navlint: fixed 5 findings in old.yaml"), fixed.stderr)
        let after = try NavLintProcess.run(["--fail-on", "info", "old.yaml"], in: dir)
        XCTAssertEqual(after.stdout + after.stderr, "")
        XCTAssertEqual(after.status, 0)
        let text = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(text.contains("toolbar: []  # hidden"), text)
        XCTAssertTrue(text.contains("tabItem: { Text: \"Inbox\" }"), text)
        XCTAssertFalse(text.contains("columnVisibility:"), text)
    }

    /// Swift repros 22-24 (rule verdicts): the YAML forms are goldens; the Swift sources give the same verdicts.
    func testSwiftRuleVerdictRepros() throws {
        try skipWithoutSwiftFrontEnd()
        let detail = try NavLintProcess.run(["repros/swift/22"], in: fixtures)
        XCTAssertTrue(detail.stdout.contains("[link-outside-navigation]"), detail.stdout + detail.stderr)
        XCTAssertTrue(detail.stdout.contains("last column of a NavigationSplitView"), detail.stdout)
        for clean in ["23", "24"] {
            let output = try NavLintProcess.run(["repros/swift/" + clean], in: fixtures)
            XCTAssertFalse(output.stdout.contains("[link-to-ancestor]"), clean + ": " + output.stdout)
            XCTAssertFalse(output.stdout.contains("[duplicate-destination]"), clean + ": " + output.stdout)
        }
    }
}
