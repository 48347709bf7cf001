import Foundation
import XCTest

/// `# navlint:` comments (used and unused) and baselines (written, applied, robust to moved lines).
final class SuppressionAndBaselineTests: XCTestCase {
    let fixtures = NavLintProcess.fixtures

    func testSuppressionsUsedAndUnused() throws {
        let used = try NavLintProcess.run(["ok/suppressed.yaml"], in: fixtures)
        XCTAssertEqual(used.stdout, "")
        let json = try NavLintProcess.run(["--format", "json", "ok/suppressed.yaml"], in: fixtures)
        XCTAssertTrue(json.stdout.contains("\"suppressed\": 1"), json.stdout)
        let unused = try NavLintProcess.run(["--format", "github", "err/unused-suppression.yaml"], in: fixtures)
        XCTAssertTrue(unused.stdout.contains("title=navlint unused-suppression::this suppression of unknown-modifier suppresses nothing"), unused.stdout)
        XCTAssertTrue(unused.stdout.contains("did you mean 'unknown-key'?"), unused.stdout)
    }

    func testBaselineHidesKnownFindingsEvenAfterLinesMove() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("scenes/a.yaml")
        try write("scene: A\nroot:\n  NavigationStack:\n    - Text: a\n      glow: 1\n    - Text: b\n      glow: 1\n", to: scene)
        let written = try NavLintProcess.run(["--write-baseline", "navlint-baseline.json", "scenes"], in: dir)
        XCTAssertEqual(written.status, 0)
        XCTAssertTrue(written.stderr.contains("wrote 2 findings"), written.stderr)
        let baseline = try String(contentsOf: dir.appendingPathComponent("navlint-baseline.json"), encoding: .utf8)
        XCTAssertTrue(baseline.contains("\"count\": 2"), baseline)
        XCTAssertTrue(baseline.contains("\"path\": \"scenes/a.yaml\""), baseline)

        XCTAssertEqual(try NavLintProcess.run(["--baseline", "navlint-baseline.json", "scenes"], in: dir).status, 0)
        // Lines move (a comment on top): still matched. A third identical finding is new.
        try write("# moved\nscene: A\nroot:\n  NavigationStack:\n    - Text: a\n      glow: 1\n    - Text: b\n      glow: 1\n    - Text: c\n      glow: 1\n", to: scene)
        let after = try NavLintProcess.run(["--baseline", "navlint-baseline.json", "--fail-on", "warning", "scenes"], in: dir)
        XCTAssertEqual(after.status, 1)
        XCTAssertTrue(after.stdout.hasSuffix("0 errors, 1 warning in 1 file (2 in baseline)\n"), after.stdout)
        // Run from elsewhere: paths are relative to the baseline file, so it still applies.
        let fromScenes = try NavLintProcess.run(["--baseline", "../navlint-baseline.json", "a.yaml"], in: dir.appendingPathComponent("scenes"))
        XCTAssertTrue(fromScenes.stdout.contains("(2 in baseline)"), fromScenes.stdout)
    }
}
