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
}
