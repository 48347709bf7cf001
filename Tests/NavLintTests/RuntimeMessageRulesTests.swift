import Foundation
import XCTest

/// The runtime messages developers hit most (issue 23, section 3), from the user's side: the console line pasted into
/// `navlint explain --message` names the rule that predicts it.
final class RuntimeMessageRulesTests: XCTestCase {
    /// What `explain --message LINE` prints, after checking it succeeded.
    func explanation(of line: String, file: StaticString = #filePath, lineNumber: UInt = #line) throws -> String {
        let explained = try NavLintProcess.run(["explain", "--message", line], in: NavLintProcess.packageRoot)
        XCTAssertEqual(explained.status, 0, explained.stderr, file: file, line: lineNumber)
        return explained.stdout
    }

    func testTheComparisonTypeMismatchCrashNamesPathTypeSwitch() throws {
        let text = try explanation(of: "Thread 1: Fatal error: 'try!' expression unexpectedly raised an error: SwiftUI.AnyNavigationPath.Error.comparisonTypeMismatch")
        XCTAssertTrue(text.hasPrefix("path-type-switch (default: error)"), text)
    }

    func testTheSingleSheetWarningNamesMultipleSheets() throws {
        let text = try explanation(of: "2026-11-25 10:41:07.312 Shop[81234:3021977] Currently, only presenting a single sheet is supported. The next sheet will be presented when the currently presented sheet gets dismissed.")
        XCTAssertTrue(text.hasPrefix("multiple-sheets (default: warning)"), text)
        XCTAssertTrue(text.contains("closes its sheet and presents another"), text)
    }

    func testTheBoundPathWarningNamesPathUpdatedTwicePerFrame() throws {
        let text = try explanation(of: "Update NavigationAuthority bound path tried to update multiple times per frame.")
        XCTAssertTrue(text.hasPrefix("path-updated-twice-per-frame (default: warning)"), text)
    }
}
