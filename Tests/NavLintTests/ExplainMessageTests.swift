import Foundation
@testable import NavLintKit
import XCTest

/// `navlint explain --message "..."`: a SwiftUI console line, pasted as it appears in Xcode's console, names the rule
/// that predicts it.
final class ExplainMessageTests: XCTestCase {
    /// As Xcode's console prints it: a log prefix with date, process and thread, the real type, curly quotes.
    let linkLine = "2026-11-25 10:41:07.312 Cookbook[81234:3021977] A NavigationLink is presenting a value of type “Recipe” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.\n"

    func testAConsoleLineAsPastedNamesItsRule() {
        XCTAssertEqual(ConsoleMessageMatcher.match(linkLine).map(\.ruleID), ["link-without-destination"])
    }

    func testQuotesWhitespaceAndAddressesDoNotMatter() {
        let straight = linkLine.replacingOccurrences(of: "“", with: "\"").replacingOccurrences(of: "”", with: "\"")
            .replacingOccurrences(of: " ", with: "  \n ") + " <NavigationStackHostingController: 0x600003e1c000>"
        XCTAssertEqual(ConsoleMessageMatcher.match(straight).map(\.ruleID), ["link-without-destination"])
    }

    func testRulesPredictingOneWarningAreAllNamed() {
        let line = "A navigationDestination for “Recipe” was declared earlier on the stack. Only the destination declared closest to the root view of the stack will be used."
        XCTAssertEqual(Set(ConsoleMessageMatcher.match(line).map(\.ruleID)), ["destination-in-foreach", "duplicate-destination"])
    }

    func testAnUnrelatedLineMatchesNothing() {
        XCTAssertEqual(ConsoleMessageMatcher.match("Failed to load the navigation stack's image resource"), [])
        XCTAssertEqual(ConsoleMessageMatcher.match("navigation destination stack view"), [])
        XCTAssertEqual(ConsoleMessageMatcher.match(""), [])
    }

    func testThroughTheBinary() throws {
        let root = NavLintProcess.packageRoot
        let found = try NavLintProcess.run(["explain", "--message", linkLine], in: root)
        XCTAssertEqual(found.status, 0)
        XCTAssertTrue(found.stdout.hasPrefix("link-without-destination (default: error)"), found.stdout)
        let none = try NavLintProcess.run(["explain", "--message", "hello world"], in: root)
        XCTAssertEqual(none.status, 1)
        XCTAssertTrue(none.stderr.contains("no rule predicts this message"), none.stderr)
        let both = try NavLintProcess.run(["explain", "link-without-destination", "--message", "x"], in: root)
        XCTAssertEqual(both.status, 2)
    }
}
