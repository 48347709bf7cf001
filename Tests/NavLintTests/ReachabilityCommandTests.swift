import Foundation
import XCTest

/// The reachability verdicts of issue 11 through the binary: what is decided statically, and what a budget does.
final class ReachabilityCommandTests: XCTestCase {
    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("navscene-reach-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// The link in the sheet never works: decided statically, an error whatever the budget.
    func testSheetLinkIsAnErrorWithATinyBudget() throws {
        let dir = try temporaryDirectory()
        let source = NavLintProcess.fixtures.appendingPathComponent("err/sheet-cannot-see-tab-destination.yaml")
        try FileManager.default.copyItem(at: source, to: dir.appendingPathComponent("shop.yaml"))
        try "exploration: { maxStates: 1 }\n".write(to: dir.appendingPathComponent(".navlint.yml"), atomically: true, encoding: .utf8)
        let output = try NavLintProcess.run(["shop.yaml"], in: dir)
        XCTAssertEqual(output.status, 1, output.stdout)
        XCTAssertTrue(output.stdout.contains("error: no navigationDestination for CheckoutStep is visible from this link"), output.stdout)
    }

    /// Sheets of several features bound to one global flag are not searched as a pair (latent across views), so a
    /// tiny budget gives no exploration-budget error: a generated app's shape lints clean at any size.
    func testSheetsSharingAFlagAcrossViewsAreNotSearched() throws {
        let dir = try temporaryDirectory()
        let source = NavLintProcess.fixtures.appendingPathComponent("latent/shared-sheet-flag-across-features.yaml")
        try FileManager.default.copyItem(at: source, to: dir.appendingPathComponent("app.yaml"))
        try "exploration: { maxStates: 2 }\n".write(to: dir.appendingPathComponent(".navlint.yml"), atomically: true, encoding: .utf8)
        let output = try NavLintProcess.run(["app.yaml"], in: dir)
        XCTAssertEqual(output.status, 0, output.stdout)
        XCTAssertFalse(output.stdout.contains("exploration-budget"), output.stdout)
    }

    /// Every rule whose verdict waits on the witness search names itself, its candidate and the candidate's line when
    /// the search stops at a budget (multiple-sheets and path-updated-twice-per-frame were one anonymous error at the
    /// top of the scene, with no rule or place).
    func testEveryUndecidedCandidateNamesItsRuleAndLine() throws {
        let dir = try temporaryDirectory()
        for name in ["multiple-sheets", "path-updated-twice-per-frame"] {
            let source = NavLintProcess.fixtures.appendingPathComponent("err/\(name).yaml")
            try FileManager.default.copyItem(at: source, to: dir.appendingPathComponent("\(name).yaml"))
        }
        try "exploration: { maxStates: 1 }\n".write(to: dir.appendingPathComponent(".navlint.yml"), atomically: true, encoding: .utf8)
        let output = try NavLintProcess.run(["multiple-sheets.yaml", "path-updated-twice-per-frame.yaml"], in: dir)
        XCTAssertEqual(output.status, 1, output.stdout)
        XCTAssertTrue(output.stdout.contains("multiple-sheets.yaml:14:11: error: multiple-sheets is undecided here: exploration stopped at the state budget (1 state)"), output.stdout)
        XCTAssertTrue(output.stdout.contains("note: multiple-sheets could not confirm or rule out: this sheet presented while another presentation from the same level is shown"), output.stdout)
        XCTAssertTrue(output.stdout.contains("path-updated-twice-per-frame.yaml:27:7: error: path-updated-twice-per-frame is undecided here"), output.stdout)
        XCTAssertFalse(output.stdout.contains("possible findings [exploration-budget]"), output.stdout)
    }

    /// One sheet written on every alternative of an `if` and of a `ViewThatFits` (SwiftUI shows one alternative per
    /// render) is never presented twice at once: decided before any search, so even a one-state budget gives no
    /// exploration-budget error. The twin on two stacks shown together is found.
    func testSheetsOnAlternativesAreNeverSearchedAsAPair() throws {
        let dir = try temporaryDirectory()
        try """
        scene: Composer
        state:
          wide: Bool
          showEmojis: Bool
        root:
          VStack:
            - Button: { title: Wide, action: [{ toggle: wide }] }
            - if: wide
              then:
                - ViewThatFits:
                    - HStack:
                        - Button: { title: Emojis, action: [{ set: { showEmojis: true } }] }
                          sheet:
                            isPresented: $showEmojis
                            content: [{ Text: Emojis }]
                    - VStack:
                        - Button: { title: Emojis, action: [{ set: { showEmojis: true } }] }
                          sheet:
                            isPresented: $showEmojis
                            content: [{ Text: Emojis }]
              else:
                - Button: { title: Emojis, action: [{ set: { showEmojis: true } }] }
                  sheet:
                    isPresented: $showEmojis
                    content: [{ Text: Emojis }]
        """.write(to: dir.appendingPathComponent("alternatives.yaml"), atomically: true, encoding: .utf8)
        try """
        scene: Composer
        state:
          showEmojis: Bool
        root:
          VStack:
            - HStack:
                - Button: { title: Emojis, action: [{ set: { showEmojis: true } }] }
                  sheet:
                    isPresented: $showEmojis
                    content: [{ Text: Emojis }]
            - VStack:
                - Button: { title: Emojis, action: [{ set: { showEmojis: true } }] }
                  sheet:
                    isPresented: $showEmojis
                    content: [{ Text: Emojis }]
        """.write(to: dir.appendingPathComponent("together.yaml"), atomically: true, encoding: .utf8)
        let found = try NavLintProcess.run(["together.yaml"], in: dir)
        XCTAssertTrue(found.stdout.contains("together.yaml:14:13: warning: this sheet can be presented while another presentation from the same level is shown"), found.stdout)
        try "exploration: { maxStates: 1 }\n".write(to: dir.appendingPathComponent(".navlint.yml"), atomically: true, encoding: .utf8)
        let output = try NavLintProcess.run(["alternatives.yaml"], in: dir)
        XCTAssertEqual(output.status, 0, output.stdout)
        XCTAssertFalse(output.stdout.contains("exploration-budget"), output.stdout)
        XCTAssertFalse(output.stdout.contains("multiple-sheets"), output.stdout)
    }

    /// A dead link exploration cannot confirm within its budget stays reported (a warning naming the condition),
    /// the report says the budget stopped it, and the run fails: a budget never turns a failing run green.
    func testBudgetNeverHidesAPossibleDeadLink() throws {
        let dir = try temporaryDirectory()
        let source = NavLintProcess.fixtures.appendingPathComponent("err/dead-only-when-all-toggles-on-13.yaml")
        try FileManager.default.copyItem(at: source, to: dir.appendingPathComponent("toggles.yaml"))
        try "exploration: { maxStates: 5 }\n".write(to: dir.appendingPathComponent(".navlint.yml"), atomically: true, encoding: .utf8)
        let output = try NavLintProcess.run(["toggles.yaml"], in: dir)
        XCTAssertTrue(output.stdout.contains("warning: 'Mint' may do nothing in some states"), output.stdout)
        XCTAssertTrue(output.stdout.contains("a destination it needs exists only while this condition holds"), output.stdout)
        XCTAssertTrue(output.stdout.contains("error: dead-link is undecided here: exploration stopped at the state budget (5 states)"), output.stdout)
        XCTAssertEqual(output.status, 1, output.stdout)
        // Accepting the risk is explicit.
        try "exploration: { maxStates: 5 }\nrules: { exploration-budget: warning }\n".write(
            to: dir.appendingPathComponent(".navlint.yml"), atomically: true, encoding: .utf8)
        let accepted = try NavLintProcess.run(["toggles.yaml"], in: dir)
        XCTAssertEqual(accepted.status, 0, accepted.stdout)
        let failOnWarning = try NavLintProcess.run(["--fail-on", "warning", "toggles.yaml"], in: dir)
        XCTAssertEqual(failOnWarning.status, 1)
    }

    /// The work budget bounds how large a search is (view nodes rendered over all its states), not only how many
    /// states: reached first, it is named in the report, and the default decides the same scene.
    func testTheWorkBudgetStopsASearchAndIsNamed() throws {
        let dir = try temporaryDirectory()
        let source = NavLintProcess.fixtures.appendingPathComponent("err/dead-only-when-all-toggles-on-13.yaml")
        try FileManager.default.copyItem(at: source, to: dir.appendingPathComponent("toggles.yaml"))
        try "exploration: { maxWork: 200 }\n".write(to: dir.appendingPathComponent(".navlint.yml"), atomically: true, encoding: .utf8)
        let output = try NavLintProcess.run(["toggles.yaml"], in: dir)
        XCTAssertTrue(output.stdout.contains("error: dead-link is undecided here: exploration stopped at the work budget (200 rendered view nodes)"), output.stdout)
        XCTAssertEqual(output.status, 1, output.stdout)
        try FileManager.default.removeItem(at: dir.appendingPathComponent(".navlint.yml"))
        let decided = try NavLintProcess.run(["toggles.yaml"], in: dir)
        XCTAssertFalse(decided.stdout.contains("exploration-budget"), decided.stdout)
    }
}
