import Foundation
import XCTest

/// The README's main command, `navlint Examples`, exactly as a person sees it; and every correct example lints clean.
final class ExamplesCommandTests: XCTestCase {
    override func setUpWithError() throws { try skipWithoutSwiftFrontEnd() }

    let goldens = NavLintProcess.fixtures.appendingPathComponent("examples")

    func testLintingTheExamplesReportsOnlyTheDeliberateMistakes() throws {
        let output = try NavLintProcess.run(["Examples"], in: NavLintProcess.packageRoot)
        XCTAssertEqual(output.status, 1, "Examples/Mistakes holds deliberate errors")
        for line in output.stdout.split(separator: "\n") where line.contains(": error:") || line.contains(": warning:") || line.contains(": info:") {
            XCTAssertTrue(line.hasPrefix("Examples/Mistakes/") || line.hasPrefix("Examples/Swift/Mistakes/"),
                          "only the deliberate mistakes may have findings: \(line)")
        }
        Golden.check(Golden.transcript(output), against: goldens.appendingPathComponent("Examples.out"))
    }

    func testCorrectExamplesLintCleanWithEveryRule() throws {
        let output = try NavLintProcess.run(["--fail-on", "info", "Examples", "--format", "json"], in: NavLintProcess.packageRoot)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let files = try XCTUnwrap(report["files"] as? [String])
        let diagnostics = try XCTUnwrap(report["diagnostics"] as? [[String: Any]])
        XCTAssertGreaterThan(files.count, 20)
        let flagged = Set(diagnostics.compactMap { $0["file"] as? String })
        func isMistake(_ file: String) -> Bool { file.hasPrefix("Examples/Mistakes/") || file.hasPrefix("Examples/Swift/Mistakes/") }
        for file in files where !isMistake(file) {
            XCTAssertFalse(flagged.contains(file), "\(file) must lint clean")
        }
        // The SwiftUI example app is modelled in full.
        XCTAssertTrue(files.contains("Examples/Swift/Trails/ExploreTab.swift"), "\(files)")
        for file in files where isMistake(file) {
            XCTAssertTrue(flagged.contains(file), "\(file) is a deliberate mistake and must be flagged")
        }
        XCTAssertEqual(output.status, 1)
    }
}
