import Foundation
import XCTest

/// What people see, from the built binary: `ok/` is silent, `err/X.yaml` prints `err/X.out`, one golden per format.
final class GoldenTests: XCTestCase {
    let fixtures = NavLintProcess.fixtures

    func files(in folder: String, extension ext: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent(folder).path)
            .filter { $0.hasSuffix("." + ext) }.sorted()
    }

    func testOkFixturesAreSilent() throws {
        let names = try files(in: "ok", extension: "yaml")
        XCTAssertFalse(names.isEmpty)
        for name in names {
            let output = try NavLintProcess.run(["ok/" + name], in: fixtures)
            XCTAssertEqual(output.stdout, "", name)
            XCTAssertEqual(output.stderr, "", name)
            XCTAssertEqual(output.status, 0, name)
        }
        // The directory as a whole too (recursion, and the same answer on both cores).
        let whole = try NavLintProcess.run(["ok"], in: fixtures)
        XCTAssertEqual(whole.stdout + whole.stderr, "")
        XCTAssertEqual(whole.status, 0)
    }

    func testErrFixturesMatchTheirGoldens() throws {
        let names = try files(in: "err", extension: "yaml")
        XCTAssertFalse(names.isEmpty)
        for name in names {
            let output = try NavLintProcess.run(["err/" + name], in: fixtures)
            let golden = fixtures.appendingPathComponent("err/" + name.dropLast(".yaml".count) + ".out")
            Golden.check(Golden.transcript(output), against: golden)
            XCTAssertNotEqual(output.stdout, "", "\(name) must produce findings")
        }
    }

    /// One golden per output format, on the same input.
    func testEveryFormatMatchesItsGolden() throws {
        for format in ["text", "json", "sarif", "github", "junit"] {
            let output = try NavLintProcess.run(["--format", format, "formats/mixed.yaml"], in: fixtures)
            Golden.check(Golden.transcript(output), against: fixtures.appendingPathComponent("formats/mixed.\(format).out"))
            XCTAssertEqual(output.status, 1, format)
        }
    }

    /// `--verbose` says why each unknown statement is unknown: the innermost code that made it so (inside the module's
    /// function it calls, or deeper), where it is, and what it does. The second call of the same function says the same
    /// (the cause is kept with the function's memoised decision, not lost to the cache).
    func testUnknownStatementsSayWhy() throws {
        try skipWithoutSwiftFrontEnd()
        let output = try NavLintProcess.run(["--verbose", "--color", "never", "causes/App"], in: fixtures)
        Golden.check(output.stdout + output.stderr + "# exit \(output.status)\n", against: fixtures.appendingPathComponent("causes/verbose.out"))
        XCTAssertEqual(output.stderr.components(separatedBy: "'router.path.append(.detail)' at causes/App/Export.swift:35:13").count, 3, output.stderr)
    }

    func testColourIsForcedWithAlwaysAndOffWithNoColor() throws {
        let forced = try NavLintProcess.run(["--color", "always", "formats/mixed.yaml"], in: fixtures)
        XCTAssertTrue(forced.stdout.contains("\u{1B}[1;31m"))
        let plain = try NavLintProcess.run(["formats/mixed.yaml"], in: fixtures)
        XCTAssertFalse(plain.stdout.contains("\u{1B}["))
    }

    func testGitHubFormatIsChosenUnderGitHubActions() throws {
        let output = try NavLintProcess.run(["formats/mixed.yaml"], in: fixtures, environment: ["GITHUB_ACTIONS": "true"])
        XCTAssertTrue(output.stdout.hasPrefix("::error file=formats/mixed.yaml,line=5,col=7,"), output.stdout)
    }

    func testSeveralReportsFromOneRun() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let sarif = dir.appendingPathComponent("out.sarif").path
        let output = try NavLintProcess.run(["--format", "text", "--format", "sarif:" + sarif, "formats/mixed.yaml"], in: fixtures)
        XCTAssertTrue(output.stdout.contains("[unknown-element]"))
        let written = try String(contentsOfFile: sarif, encoding: .utf8)
        let golden = try String(contentsOf: fixtures.appendingPathComponent("formats/mixed.sarif.out"), encoding: .utf8)
        XCTAssertEqual(written + "# exit 1\n", golden)
    }
}
