import Foundation
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneYAML
import XCTest

/// Input built to hurt: each must end as diagnostics placed at file:line:column, within a time limit, never a crash.
final class HostileInputTests: XCTestCase {
    let valid = "scene: A\nroot:\n  NavigationStack:\n    - Text: Hello\n      navigationTitle: Home\n"

    func testBillionLaughsStopsAtTheAliasLimit() {
        var text = "scene: A\nroot:\n  Text: x\n  frame:\n    - &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            text += "    - &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]\n"
        }
        let found = withTimeout(20, "billion laughs") { Pipeline.run(path: "laughs.yaml", bytes: Array(text.utf8)) }
        assertPlaced(found ?? [], in: "laughs.yaml", expecting: "limit-alias-expansion")
    }

    func testTenThousandDeepFlowNestingStopsAtTheDepthLimit() {
        let text = "scene: A\nroot: " + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n"
        let found = withTimeout(20, "10,000-deep sequences") { Pipeline.run(path: "deep.yaml", bytes: Array(text.utf8)) }
        assertPlaced(found ?? [], in: "deep.yaml", expecting: "limit-depth", atLine: 2)
    }

    func testTenThousandDeepMappingsStopAtTheDepthLimit() {
        let text = "scene: A\nroot: " + String(repeating: "{Text: ", count: 10_000) + "x" + String(repeating: "}", count: 10_000) + "\n"
        let found = withTimeout(20, "10,000-deep mappings") { Pipeline.run(path: "deepmap.yaml", bytes: Array(text.utf8)) }
        assertPlaced(found ?? [], in: "deepmap.yaml", expecting: "limit-depth", atLine: 2)
    }

    func testTenThousandDeepBlockNestingStopsAtTheDepthLimit() {
        // Block style: each level one more space of indentation ("- - - ..." on one line keeps the file small).
        let text = "scene: A\nroot:\n  " + String(repeating: "- ", count: 10_000) + "Text\n"
        let found = withTimeout(20, "10,000-deep block sequences") { Pipeline.run(path: "deepblock.yaml", bytes: Array(text.utf8)) }
        assertPlaced(found ?? [], in: "deepblock.yaml", expecting: "limit-depth", atLine: 3)
    }

    /// 50 MB in one scalar, generated here (never committed): over the default file-size limit it is refused before
    /// parsing; with the limit raised it loads as one long text.
    func testFiftyMegabyteScalar() {
        var bytes = Array("scene: A\nroot:\n  Text: \"".utf8)
        bytes += [UInt8](repeating: UInt8(ascii: "a"), count: 50 << 20)
        bytes += Array("\"\n".utf8)
        let refused = withTimeout(30, "50 MB scalar, default limits") { Pipeline.run(path: "huge.yaml", bytes: bytes) }
        assertPlaced(refused ?? [], in: "huge.yaml", expecting: "limit-file-size", atLine: 1)

        var options = LoadOptions()
        options.yaml.maxFileSize = 64 << 20
        let loaded = withTimeout(120, "50 MB scalar, raised limit") { Pipeline.run(path: "huge.yaml", bytes: bytes, options: options) }
        XCTAssertEqual(errors(loaded ?? []).count, 0, summary(loaded ?? []))
    }

    func testInvalidUTF8IsPlaced() {
        let bytes = Array("scene: A\nroot:\n  Text: caf".utf8) + [0xC3, 0x28, 0xFF, 0xFE] + Array("\n".utf8)
        let found = withTimeout(10, "invalid UTF-8") { Pipeline.run(path: "utf8.yaml", bytes: bytes) } ?? []
        XCTAssertFalse(errors(found).isEmpty, "invalid UTF-8 must be an error")
        assertPlaced(found, in: "utf8.yaml")
        XCTAssertEqual(errors(found).first?.range.start.line, 3, summary(found))
    }

    func testNULBytesArePlaced() {
        for (name, bytes) in [
            ("in-scalar", Array("scene: A\nroot:\n  Text: He".utf8) + [0] + Array("llo\n".utf8)),
            ("in-key", Array("scene: A\nro".utf8) + [0] + Array("ot:\n  Text: Hello\n".utf8)),
            ("only-nuls", [UInt8](repeating: 0, count: 4096)),
        ] {
            let found = withTimeout(10, "NUL bytes \(name)") { Pipeline.run(path: "nul.yaml", bytes: bytes) } ?? []
            XCTAssertFalse(errors(found).isEmpty, "\(name): a NUL byte must be an error")
            assertPlaced(found, in: "nul.yaml")
        }
    }

    func testCRLFLineEndingsLoadAndPlaceDiagnosticsOnTheRightLine() {
        let clean = valid.replacingOccurrences(of: "\n", with: "\r\n")
        let ok = withTimeout(10, "CRLF") { Pipeline.run(path: "crlf.yaml", bytes: Array(clean.utf8)) } ?? []
        XCTAssertEqual(errors(ok).count, 0, summary(ok))
        let broken = "scene: A\r\nroot:\r\n  Text: Hello\r\n  navigationTitel: Home\r\n"
        let found = withTimeout(10, "CRLF with an error") { Pipeline.run(path: "crlf.yaml", bytes: Array(broken.utf8)) } ?? []
        assertPlaced(found, in: "crlf.yaml", expecting: "unknown-modifier", atLine: 4)
        XCTAssertEqual(found.first { $0.id == "unknown-modifier" }?.range.start.column, 3)
        // Old Mac line endings (CR only) are line breaks to YAML too.
        let cr = withTimeout(10, "CR only") { Pipeline.run(path: "cr.yaml", bytes: Array(self.valid.replacingOccurrences(of: "\n", with: "\r").utf8)) } ?? []
        assertPlaced(cr, in: "cr.yaml")
    }

    func testByteOrderMarkIsAccepted() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array(valid.utf8)
        let ok = withTimeout(10, "BOM") { Pipeline.run(path: "bom.yaml", bytes: bytes) } ?? []
        XCTAssertEqual(errors(ok).count, 0, "a UTF-8 byte order mark is allowed by YAML: " + summary(ok))
        let broken: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("scene: A\nroot:\n  Txt: Hello\n".utf8)
        let found = withTimeout(10, "BOM with an error") { Pipeline.run(path: "bom.yaml", bytes: broken) } ?? []
        assertPlaced(found, in: "bom.yaml", expecting: "unknown-element", atLine: 3)
    }

    func testTabIndentationIsPlaced() {
        let text = "scene: A\nroot:\n\tText: Hello\n"
        let found = withTimeout(10, "tabs") { Pipeline.run(path: "tabs.yaml", bytes: Array(text.utf8)) } ?? []
        XCTAssertFalse(errors(found).isEmpty)
        assertPlaced(found, in: "tabs.yaml", atLine: nil)
        XCTAssertEqual(errors(found).first?.range.start.line, 3, summary(found))
        // Tabs inside a flow collection and in a scalar are fine.
        let fine = "scene: A\nroot:\n  VStack: [{ Text:\tHello }]\n"
        let ok = withTimeout(10, "tabs in flow") { Pipeline.run(path: "tabs.yaml", bytes: Array(fine.utf8)) } ?? []
        assertPlaced(ok, in: "tabs.yaml")
    }

    func testOneMegabyteLines() {
        let long = String(repeating: "word ", count: 1 << 18)    // 1.25 MB
        let fine = "scene: A\nroot:\n  Text: \(long)\n"
        let ok = withTimeout(30, "1 MB line") { Pipeline.run(path: "long.yaml", bytes: Array(fine.utf8)) } ?? []
        XCTAssertEqual(errors(ok).count, 0, summary(ok))
        // An error after a megabyte on the same line: the column is counted, not clipped.
        let broken = "scene: A\nroot: { Text: \"\(long)\", navigationTitel: x }\n"
        let found = withTimeout(30, "1 MB line with an error") { Pipeline.run(path: "long.yaml", bytes: Array(broken.utf8)) } ?? []
        assertPlaced(found, in: "long.yaml", expecting: "unknown-modifier", atLine: 2)
        XCTAssertGreaterThan(found.first { $0.id == "unknown-modifier" }?.range.start.column ?? 0, long.count)
    }

    func testManyDocumentsAndEmptyInputs() {
        for (name, text) in [("empty", ""), ("spaces", "   \n\n  "), ("docs", "---\na: 1\n---\nb: 2\n...\n"),
                             ("scalar", "just text"), ("unclosed", "scene: A\nroot: {Text: [\n")] {
            let found = withTimeout(10, name) { Pipeline.run(path: "\(name).yaml", bytes: Array(text.utf8)) } ?? []
            XCTAssertFalse(errors(found).isEmpty, "\(name) must be an error")
            assertPlaced(found, in: "\(name).yaml")
        }
    }
}
