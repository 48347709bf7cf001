import Foundation
import NavSceneYAML
import XCTest

/// navlint inside an existing iOS repository: a directory walk lints only scene files (the ones declaring `scene`
/// or `root`, the library files they include, the config's include globs); a named file is always linted; nothing
/// to lint is a usage error.
final class SceneFileDiscoveryTests: XCTestCase {
    let repo = NavLintProcess.fixtures.appendingPathComponent("repo")

    /// XcodeGen's project.yml, codemagic.yaml, a workflow and an orphan library file beside scene files.
    func testAWalkLintsOnlySceneFilesAndSaysWhatItSkipped() throws {
        let output = try NavLintProcess.run(["--verbose", "."], in: repo)
        Golden.check(output.stdout + "--- stderr\n" + output.stderr + "# exit \(output.status)\n",
                     against: NavLintProcess.fixtures.appendingPathComponent("repo.out"))
        XCTAssertTrue(output.stdout.hasSuffix("1 error, 0 warnings in 4 files\n"), output.stdout)
        XCTAssertEqual(output.status, 1)
        // Without --verbose, the skipped files are not mentioned.
        let quiet = try NavLintProcess.run(["App"], in: repo)
        XCTAssertEqual(quiet.stderr, "")
        XCTAssertFalse(quiet.stdout.contains("shared.yaml:"), quiet.stdout)
    }

    func testANamedFileIsAlwaysLinted() throws {
        let output = try NavLintProcess.run(["project.yml", "App/Scenes/Drafts/unused-library.yaml"], in: repo)
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.stdout.contains("project.yml:2:1: error: unknown key 'name'"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("in 2 files\n"), output.stdout)
    }

    func testNoSceneFileIsExitTwo() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-empty-\(getpid())")
        try FileManager.default.createDirectory(at: empty.appendingPathComponent("ci"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        var output = try NavLintProcess.run([], in: empty)
        XCTAssertEqual(output.status, 2)
        XCTAssertEqual(output.stdout, "")
        XCTAssertEqual(output.stderr, "navlint: no scene files found in .\n")
        try "on: push\njobs: {}\n".write(to: empty.appendingPathComponent("ci/workflow.yml"), atomically: true, encoding: .utf8)
        output = try NavLintProcess.run(["ci", "--verbose"], in: empty)
        XCTAssertEqual(output.status, 2)
        XCTAssertEqual(output.stderr, """
            navlint: skipped ci/workflow.yml: no top-level 'scene' or 'root' key and no linted scene includes it
            navlint: no scene files found in ci

            """)
    }

    func testTheProbeFindsTopLevelKeysOnly() {
        func probe(_ text: String) -> TopLevelKeys.Verdict {
            TopLevelKeys.probe(Array(text.utf8), stopAt: ["scene", "root"])
        }
        XCTAssertEqual(probe("scene: A\nroot: {Text: x}\n"), .found("scene"))
        XCTAssertEqual(probe("# comment\ntypes: {A: {enum: [a]}}\nroot:\n  Text: x\n"), .found("root"))
        XCTAssertEqual(probe("{\"root\": 1}"), .found("root"))
        XCTAssertEqual(probe("'scene': A"), .found("scene"))
        // Nested, as a value, in a list: not a top-level key.
        XCTAssertEqual(probe("targets:\n  scene: x\n  root: y\nname: root\n"), .absent)
        XCTAssertEqual(probe("- scene: A\n- root: B\n"), .absent)
        XCTAssertEqual(probe("a: [scene, root]\nb: {c: [1, {scene: 2}]}\nname: x\n"), .absent)
        // A key after nested values is still found.
        XCTAssertEqual(probe("a: {b: [1, 2]}\nc:\n  - d: e\nscene: S\n"), .found("scene"))
        XCTAssertEqual(probe("just a string"), .absent)
        XCTAssertEqual(probe(""), .absent)
        XCTAssertEqual(probe("types: [unclosed\n"), .unreadable)
        XCTAssertEqual(TopLevelKeys.probe([0x73, 0xFF], stopAt: ["scene"]), .unreadable)
        // Hostile shapes: deep nesting, alias bombs and a byte order mark are read in one pass without expanding.
        let deep = "a: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\nroot: x\n"
        XCTAssertEqual(probe(deep), .found("root"))
        var bomb = "a: &a [x, x, x, x, x, x, x, x, x]\n"
        for level in 1...20 { bomb += "l\(level): &l\(level) [*\(level == 1 ? "a" : "l\(level - 1)"), *\(level == 1 ? "a" : "l\(level - 1)")]\n" }
        XCTAssertEqual(probe(bomb + "scene: S\n"), .found("scene"))
        XCTAssertEqual(TopLevelKeys.probe([0xEF, 0xBB, 0xBF] + Array("scene: S\n".utf8), stopAt: ["scene"]), .found("scene"))
    }
}
