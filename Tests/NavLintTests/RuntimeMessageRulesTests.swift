import Foundation
import XCTest

/// The runtime messages developers hit most (issue 23, section 3), from the user's side: the console line pasted into
/// `navlint explain --message` names the rule that predicts it.
final class RuntimeMessageRulesTests: XCTestCase {
    func testTheComparisonTypeMismatchCrashNamesPathTypeSwitch() throws {
        let line = "Thread 1: Fatal error: 'try!' expression unexpectedly raised an error: SwiftUI.AnyNavigationPath.Error.comparisonTypeMismatch"
        let explained = try NavLintProcess.run(["explain", "--message", line], in: NavLintProcess.packageRoot)
        XCTAssertEqual(explained.status, 0, explained.stderr)
        XCTAssertTrue(explained.stdout.hasPrefix("path-type-switch (default: error)"), explained.stdout)
    }

    func testTheSingleSheetWarningNamesMultipleSheets() throws {
        let line = "2026-11-25 10:41:07.312 Shop[81234:3021977] Currently, only presenting a single sheet is supported. The next sheet will be presented when the currently presented sheet gets dismissed."
        let explained = try NavLintProcess.run(["explain", "--message", line], in: NavLintProcess.packageRoot)
        XCTAssertEqual(explained.status, 0, explained.stderr)
        XCTAssertTrue(explained.stdout.hasPrefix("multiple-sheets (default: warning)"), explained.stdout)
        XCTAssertTrue(explained.stdout.contains("closes its sheet and presents another"), explained.stdout)
    }

    func testTheBoundPathWarningNamesPathUpdatedTwicePerFrame() throws {
        let line = "Update NavigationAuthority bound path tried to update multiple times per frame."
        let explained = try NavLintProcess.run(["explain", "--message", line], in: NavLintProcess.packageRoot)
        XCTAssertEqual(explained.status, 0, explained.stderr)
        XCTAssertTrue(explained.stdout.hasPrefix("path-updated-twice-per-frame (default: warning)"), explained.stdout)
    }
}
