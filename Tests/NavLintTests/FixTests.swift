import Foundation
import NavLintKit
import NavSceneDiagnostics
import XCTest

/// The fix engine with synthetic fix-its (loader findings carry none): edits from the end, re-lint and rollback,
/// atomic writes that keep permissions and refuse files changed since they were read, and dry-run diffs.
final class FixTests: XCTestCase {
    /// Comments, an anchor and alias, odd indentation and non-ASCII text: all must survive a fix byte for byte.
    static let awkward = """
    # Header comment: kept.
    scene:   Awkward      # trailing comment
    root:
         NavigationStack:      # five-space indentation
              - Text: &greeting "Crème brûlée"   # anchor
                glow: 1
              - Text: *greeting
       # a comment with a\ttab
    """ + "\n"

    var dir: URL!
    override func setUpWithError() throws { dir = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    func lint(_ name: String, _ text: String) throws -> FileResult {
        let url = dir.appendingPathComponent(name)
        try write(text, to: url)
        return FileLinter.lint(LintTarget(path: name, absolutePath: url.path, config: LintConfig(directory: dir.path)),
                               overrides: CommandLineOverrides())
    }

    /// The `glow` finding with a fix-it that deletes its whole line.
    func deleteGlowLine(_ result: FileResult) throws -> Diagnostic {
        let finding = try XCTUnwrap(result.diagnostics.first { $0.id == "unknown-modifier" }, "\(result.diagnostics)")
        let source = try XCTUnwrap(result.source)
        let line = source.byteRange(ofLine: finding.range.start.line)
        let whole = SourceRange(file: source.path, start: source.location(ofByte: line.lowerBound),
                                end: source.location(ofByte: line.upperBound + 1))
        var fixed = finding
        fixed.fixIts = [FixIt(message: "remove the unknown modifier", edits: [TextEdit(range: whole, replacement: "")])]
        return fixed
    }

    func testRoundTripKeepsEverythingOutsideTheFixRange() throws {
        let result = try lint("awkward.yaml", Self.awkward)
        let finding = try deleteGlowLine(result)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: dir.appendingPathComponent("awkward.yaml").path)
        let outcome = try XCTUnwrap(Fixer.fix(result, reported: [finding], overrides: CommandLineOverrides(), dryRun: false))
        XCTAssertEqual(outcome.status, .fixed)
        XCTAssertEqual(outcome.fixed.count, 1)

        let url = dir.appendingPathComponent("awkward.yaml")
        let after = try Data(contentsOf: url)
        let before = Array(Self.awkward.utf8)
        let edit = finding.fixIts[0].edits[0].range.byteRange
        XCTAssertEqual(Array(after), Array(before[..<edit.lowerBound]) + Array(before[edit.upperBound...]))
        let permissions = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
        XCTAssertEqual(permissions, 0o640)
        // The fixed file loads and is clean.
        let relinted = FileLinter.lint(result.target, overrides: CommandLineOverrides())
        XCTAssertEqual(relinted.diagnostics, [])
        XCTAssertEqual(outcome.result?.diagnostics, [])
        // No temporary files left behind.
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path), ["awkward.yaml"])
    }

    func testAFixThatBreaksTheFileIsRolledBack() throws {
        let result = try lint("a.yaml", Self.awkward)
        var finding = try deleteGlowLine(result)
        finding.fixIts[0].edits[0].replacement = "    - [unclosed\n"
        let outcome = try XCTUnwrap(Fixer.fix(result, reported: [finding], overrides: CommandLineOverrides(), dryRun: false))
        guard case .rolledBack(let why) = outcome.status else { return XCTFail("\(outcome.status)") }
        XCTAssertTrue(why.contains("yaml-syntax") || why.contains("no longer loads"), why)
        XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent("a.yaml"), encoding: .utf8), Self.awkward)
    }

    /// Findings are compared by rule, message and element, not counted by rule: a fix that removes one unknown
    /// modifier but writes another has as many `unknown-modifier` findings as before, and is still refused, naming
    /// the finding it causes and where.
    func testAFixCausingAnotherFindingOfTheSameRuleIsRolledBack() throws {
        let result = try lint("a.yaml", Self.awkward)
        var finding = try deleteGlowLine(result)
        finding.fixIts[0].edits[0].replacement = "            sparkle: 1\n"
        let outcome = try XCTUnwrap(Fixer.fix(result, reported: [finding], overrides: CommandLineOverrides(), dryRun: false))
        guard case .rolledBack(let why) = outcome.status else { return XCTFail("\(outcome.status)") }
        XCTAssertTrue(why.contains("the fix itself causes a new finding at a.yaml:6:13"), why)
        XCTAssertTrue(why.contains("'sparkle'"), why)
        XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent("a.yaml"), encoding: .utf8), Self.awkward)
    }

    func testAFileChangedSinceItWasReadIsRefused() throws {
        let result = try lint("a.yaml", Self.awkward)
        let finding = try deleteGlowLine(result)
        try write(Self.awkward + "# edited meanwhile\n", to: dir.appendingPathComponent("a.yaml"))
        let outcome = try XCTUnwrap(Fixer.fix(result, reported: [finding], overrides: CommandLineOverrides(), dryRun: false))
        guard case .refused(let why) = outcome.status else { return XCTFail("\(outcome.status)") }
        XCTAssertTrue(why.contains("the file changed since navlint read it, run navlint again; navlint did not change it"), why)
        XCTAssertTrue(try String(contentsOf: dir.appendingPathComponent("a.yaml"), encoding: .utf8).hasSuffix("# edited meanwhile\n"))
    }

    func testDryRunWritesNothingAndTheDiffMatchesItsGolden() throws {
        let result = try lint("awkward.yaml", Self.awkward)
        let finding = try deleteGlowLine(result)
        let outcome = try XCTUnwrap(Fixer.fix(result, reported: [finding], overrides: CommandLineOverrides(), dryRun: true))
        XCTAssertEqual(outcome.status, .fixed)
        XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent("awkward.yaml"), encoding: .utf8), Self.awkward)
        Golden.check(outcome.diff, against: NavLintProcess.fixtures.appendingPathComponent("fix/awkward.diff"))
    }

    func testPlanSkipsOverlappingAndOutOfRangeEdits() {
        let source = SourceFile(path: "p.yaml", text: "abcdef\n")
        func diagnostic(_ range: Range<Int>, _ text: String) -> Diagnostic {
            let r = SourceRange(file: "p.yaml", start: source.location(ofByte: range.lowerBound), end: source.location(ofByte: range.upperBound))
            return Diagnostic(id: "x", severity: .error, message: text, range: r,
                              fixIts: [FixIt(message: text, edits: [TextEdit(range: r, replacement: text)])])
        }
        var outside = diagnostic(0..<1, "far")
        outside.fixIts[0].edits[0].range.end.offset = 99
        let plan = Fixer.plan([diagnostic(0..<2, "X"), diagnostic(1..<3, "clash"), diagnostic(4..<5, "Y"), outside], for: source)
        XCTAssertEqual(plan.fixed.map(\.message), ["X", "Y"])
        XCTAssertEqual(String(decoding: ByteEdit.apply(plan.edits, to: source.bytes), as: UTF8.self), "Xcd" + "Y" + "f\n")
    }

    func testUnifiedDiffHunksAndMissingNewline() {
        let text = Array((1...12).map { "line \($0)" }.joined(separator: "\n").utf8)   // no final newline
        let second = Array("line 2".utf8), last = Array("line 12".utf8)
        let at2 = text.indices.first { text[$0...].starts(with: second) }!
        let at12 = text.indices.first { text[$0...].starts(with: last) }!
        let diff = UnifiedDiff.render(path: "n.yaml", original: text, edits: [
            ByteEdit(range: at2..<(at2 + 6), replacement: Array("LINE 2".utf8)),
            ByteEdit(range: at12..<text.count, replacement: Array("end\n".utf8)),
        ])
        XCTAssertEqual(diff, """
        --- a/n.yaml
        +++ b/n.yaml
        @@ -1,5 +1,5 @@
         line 1
        -line 2
        +LINE 2
         line 3
         line 4
         line 5
        @@ -9,4 +9,4 @@
         line 9
         line 10
         line 11
        -line 12
        \\ No newline at end of file
        +end

        """)
    }

    func testCommandLineFixWithNothingToFixLeavesFilesAlone() throws {
        try write("scene: A\nroot:\n  Text: a\n  glow: 1\n", to: dir.appendingPathComponent("a.yaml"))
        let output = try NavLintProcess.run(["--fix", "--fail-on", "warning", "a.yaml"], in: dir)
        XCTAssertEqual(output.status, 1)
        XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent("a.yaml"), encoding: .utf8), "scene: A\nroot:\n  Text: a\n  glow: 1\n")
        XCTAssertEqual(try NavLintProcess.run(["--dry-run", "a.yaml"], in: dir).status, 2)
    }
}
