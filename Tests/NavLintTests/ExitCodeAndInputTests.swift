import Foundation
import XCTest

/// Exit codes, standard input, discovery, unreadable paths and symlink loops, on the built binary.
final class ExitCodeAndInputTests: XCTestCase {
    let fixtures = NavLintProcess.fixtures

    func testExitCodes() throws {
        XCTAssertEqual(try NavLintProcess.run(["ok"], in: fixtures).status, 0)
        XCTAssertEqual(try NavLintProcess.run(["err/unknown-key.yaml"], in: fixtures).status, 1)
        // Warnings only: passes by default, fails with --fail-on warning.
        XCTAssertEqual(try NavLintProcess.run(["err/unused-suppression.yaml"], in: fixtures).status, 0)
        XCTAssertEqual(try NavLintProcess.run(["--fail-on", "warning", "err/unused-suppression.yaml"], in: fixtures).status, 1)
        let badOption = try NavLintProcess.run(["--fail-on", "sometimes", "ok"], in: fixtures)
        XCTAssertEqual(badOption.status, 2)
        XCTAssertTrue(badOption.stderr.contains("--fail-on"))
        let badFormat = try NavLintProcess.run(["--format", "sarf", "ok"], in: fixtures)
        XCTAssertEqual(badFormat.status, 2)
        XCTAssertTrue(badFormat.stderr.contains("did you mean 'sarif'?"), badFormat.stderr)
        let badRule = try NavLintProcess.run(["--disable", "unknown-modifer", "ok"], in: fixtures)
        XCTAssertEqual(badRule.status, 2)
        XCTAssertTrue(badRule.stderr.contains("did you mean 'unknown-modifier'?"), badRule.stderr)
        XCTAssertEqual(try NavLintProcess.run(["--disable", "unknown-modifier", "err/unicode-columns.yaml"], in: fixtures).status, 0)
    }

    func testHelpDocumentsExitCodes() throws {
        let help = try NavLintProcess.run(["--help"], in: fixtures)
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("2  usage or configuration error"), help.stdout)
    }

    func testStandardInputUsesTheGivenName() throws {
        let text = try String(contentsOf: fixtures.appendingPathComponent("err/unknown-key.yaml"), encoding: .utf8)
        let output = try NavLintProcess.run(["-", "--stdin-filename", "err/unknown-key.yaml"], in: fixtures, stdin: text)
        let golden = try String(contentsOf: fixtures.appendingPathComponent("err/unknown-key.out"), encoding: .utf8)
        XCTAssertEqual(Golden.transcript(output), golden)
    }

    func testMissingAndUnreadablePathsAreDiagnostics() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("gone.yaml").path, withDestinationPath: "nowhere.yaml")
        let output = try NavLintProcess.run(["missing.yaml", "gone.yaml"], in: dir)
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.stdout.contains("gone.yaml:1:1: error: no such file or directory [io-error]"), output.stdout)
        XCTAssertTrue(output.stdout.contains("missing.yaml:1:1: error: no such file or directory [io-error]"), output.stdout)
    }

    func testDirectorySymlinkLoopTerminates() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try write("scene: A\nroot:\n  Text: a\n  glow: 1\n", to: dir.appendingPathComponent("tree/a.yaml"))
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("tree/sub").path, withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("tree/up").path, withDestinationPath: "..")
        let output = try NavLintProcess.run(["--fail-on", "warning", "tree"], in: dir)
        XCTAssertEqual(output.status, 1)
        XCTAssertEqual(output.stdout.components(separatedBy: "[unknown-modifier]").count - 1, 1, output.stdout)
    }

    func testDirectoriesSkipHiddenAndBuildFoldersAndOrderIsDeterministic() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for index in 0..<12 {
            try write("scene: S\(index)\nroot:\n  Text: a\n  glow: 1\n", to: dir.appendingPathComponent("scenes/s\(index).yaml"))
        }
        try write("not: [yaml", to: dir.appendingPathComponent(".hidden/x.yaml"))
        try write("not: [yaml", to: dir.appendingPathComponent(".build-x/x.yaml"))
        try write("not yaml at all [", to: dir.appendingPathComponent("scenes/notes.txt"))
        let first = try NavLintProcess.run(["--fail-on", "warning"], in: dir)
        XCTAssertEqual(first.status, 1)
        XCTAssertTrue(first.stdout.hasSuffix("0 errors, 12 warnings in 12 files\n"), first.stdout)
        XCTAssertFalse(first.stdout.contains("hidden") || first.stdout.contains(".build") || first.stdout.contains("notes.txt"))
        for _ in 0..<3 { XCTAssertEqual(try NavLintProcess.run(["--fail-on", "warning"], in: dir).stdout, first.stdout) }
    }
}
