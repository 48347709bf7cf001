import Foundation
import XCTest

/// Defect 8 of issue 21, through the binary: `navlint test` and the REPL never print a flow step, an echoed command or
/// an error quoting them with raw control characters (an ESC sequence that clears a CI log, a CR that overwrites a
/// line, a line break that forges a result line); they are escaped as lint's text output escapes them.
final class HostileEchoTests: XCTestCase {
    var root = ""
    override func setUpWithError() throws { root = try BuiltNavLint.fixableProject("echo") }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: root) }

    func assertNoRawControl(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let raw = text.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || $0.value == 0x7F || (0x80...0x9F).contains($0.value) }
        XCTAssertTrue(raw.isEmpty, "raw control characters \(raw.map { String($0.value, radix: 16) }) in:\n\(text)", file: file, line: line)
    }

    func testFlowStepsAndTheirErrorsAreEscaped() throws {
        let flow = """
        scene: UseSceneStorage.yaml
        steps:
          - "tap \\e[2J\\rPASS forged.navflow (1 step)"
          - "tap x\\nPASS forged.navflow (1 step)\\u009b"
        """
        try flow.write(toFile: root + "/hostile.navflow", atomically: true, encoding: .utf8)
        let run = try BuiltNavLint.run(["test", "hostile.navflow"], in: root)
        XCTAssertEqual(run.status, 1, run.stderr)
        assertNoRawControl(run.stdout)
        XCTAssertTrue(run.stdout.contains("failed: tap \\e[2J\\x0DPASS forged.navflow (1 step)\n"), run.stdout)
        XCTAssertFalse(run.stdout.contains("\nPASS forged"), "a forged result line:\n\(run.stdout)")
    }

    func testReplEchoesAndErrorsAreEscaped() throws {
        let repl = try BuiltNavLint.shell("printf 'tap \\033[2J\\rX\\nsave \\033]0;title\\007\\n' | \"$NAVLINT\" repl UseSceneStorage.yaml", in: root)
        assertNoRawControl(repl.stdout)
        XCTAssertTrue(repl.stdout.contains("tap \\e[2J\\x0DX\n"), repl.stdout)
        XCTAssertTrue(repl.stdout.contains("\\e]0;title\\x07"), repl.stdout)
    }
}
