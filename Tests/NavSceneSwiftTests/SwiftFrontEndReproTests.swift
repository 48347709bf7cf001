import Foundation
import XCTest

/// Repros of ../shared/swift-frontend-repros (04, 12, 13) as fixtures, through the built binary: each gives exactly
/// the verdict its header states (rule, severity, line), and nothing else that fails a run.
final class SwiftFrontEndReproTests: XCTestCase {
    let repros = NavLintProcess.fixtures.appendingPathComponent("repros")

    /// `file:line:column: severity: ... [rule]` lines, as `file:line:column severity rule`.
    func verdicts(_ stdout: String) -> [String] {
        stdout.split(separator: "\n").compactMap { line -> String? in
            let parts = line.split(separator: " ")
            guard parts.count >= 2, let severity = ["error:", "warning:", "info:"].first(where: { parts[1] == $0 }),
                  let last = parts.last, last.hasPrefix("["), last.hasSuffix("]") else { return nil }
            return "\(parts[0].dropLast()) \(severity.dropLast()) \(last.dropFirst().dropLast())"
        }
    }

    /// 04: sources one level deeper than the app's folder (Shop/Main, Shop/Screens) are one module; CartScreen is the
    /// App stack's root content and wraps itself in a second stack.
    func testRepro04AppCutIntoSubfoldersIsOneModule() throws {
        let output = try NavLintProcess.run(["."], in: repros.appendingPathComponent("04"))
        XCTAssertEqual(verdicts(output.stdout), [
            "Shop:1:1 info swift-target-guessed",
            "Shop/Screens/CartScreen.swift:6:9 error nested-stack",
        ], output.stdout)
        XCTAssertEqual(output.status, 1)
    }

    /// 12: the unknown `.shimmering()` sits on the Atlas tab's stack; the Log tab's link still has no destination.
    func testRepro12UnknownModifierInAnotherTabDoesNotHideTheMissingDestination() throws {
        let output = try NavLintProcess.run(["12"], in: repros)
        XCTAssertEqual(verdicts(output.stdout), ["12/12-any-opaque-site-suppresses-absence-findings.swift:41:13 error link-without-destination"], output.stdout)
        XCTAssertEqual(output.status, 1)
    }

    /// 13: the destination on a List's ForEach row inside TagList's body, under an unknown container.
    func testRepro13StructuralFactsWithoutARootedChain() throws {
        let output = try NavLintProcess.run(["13"], in: repros)
        XCTAssertEqual(Set(verdicts(output.stdout)), [
            "13/13-structural-facts-need-a-rooted-instance-chain.swift:40:22 warning destination-in-foreach",
            "13/13-structural-facts-need-a-rooted-instance-chain.swift:40:22 error destination-in-lazy-container",
        ], output.stdout)
        XCTAssertEqual(output.status, 1)
    }
}
