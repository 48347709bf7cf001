import Foundation
import XCTest

/// The line editor through a real pseudo-terminal (python3's pty module drives the built binary): completion of
/// commands, titles, state names and list values; backspace, home/end, history; Ctrl-C and Ctrl-D.
final class PseudoTerminalTests: XCTestCase {
    func testEditingHistoryAndCompletion() throws {
        guard let binary = Support.binary else { throw XCTSkip("navlint not built") }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") else { throw XCTSkip("no python3") }
        let script = Support.here.appendingPathComponent("pty_drive.py").path
        let output = try Support.run(URL(fileURLWithPath: "/usr/bin/python3"), [script, binary.path, "Examples/PushableStack.yaml"])
        XCTAssertEqual(output.status, 0, output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("EXIT 0\n"), output.stdout)
        XCTAssertFalse(output.stdout.contains("unknown command 'garbage'"), "Ctrl-C must cancel the line")
        XCTAssertFalse(output.stdout.contains("unknown command 'bacc"), "backspace must edit the line")
    }
}
