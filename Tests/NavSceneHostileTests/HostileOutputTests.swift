import Foundation
import NavSceneDiagnostics
import NavSceneLoader
import XCTest

/// What navlint prints about hostile files: never a terminal control sequence from the file, invalid UTF-8 as `\xNN`,
/// long lines cut to a window around the mistake.
final class HostileOutputTests: XCTestCase {
    func render(_ text: String, bytes: [UInt8]? = nil, _ diagnostics: [(Int, Int, Int)]) -> String {
        let source = SourceFile(path: "f.yaml", bytes: bytes ?? Array(text.utf8))
        let renderer = TextRenderer { _ in source }
        return renderer.render(diagnostics.map { line, from, to in
            Diagnostic(id: "x", severity: .error, message: "m", range: SourceRange(
                file: "f.yaml", start: SourceLocation(line: line, column: from, offset: 0), end: SourceLocation(line: line, column: to, offset: 0)))
        })
    }

    func testLongLinesAreCutToAWindowAroundTheRange() {
        let line = "  Text: \"" + String(repeating: "{}", count: 300) + "\""
        XCTAssertEqual(render("a\n" + line + "\n", [(2, 12, 14)]), """
        f.yaml:2:12: error: m [x]
          |
        2 | \(line.prefix(160))…
          |            ^~

        """)
        let far = render("a\n" + line + "\n", [(2, 400, 402)])
        XCTAssertEqual(far, """
        f.yaml:2:400: error: m [x]
          |
        2 | …\(Array(line)[346..<506].map(String.init).joined())…
          |                                                       ^~

        """)
    }

    func testControlCharactersAndInvalidUTF8AreEscapedInSnippetsAndMessages() {
        let bytes = Array("a\n  Text: \"x".utf8) + [0x1B] + Array("]0;evil".utf8) + [0x07, 0xFF, 0xC3] + Array("\" \u{202E}z\n".utf8)
        let source = SourceFile(path: "f\u{1B}[2J.yaml", bytes: bytes)
        let diagnostic = Diagnostic(id: "x", severity: .error, message: "bad \u{1B}[31mname", range: SourceRange(
            file: source.path, start: SourceLocation(line: 2, column: 20, offset: 0), end: SourceLocation(line: 2, column: 21, offset: 0)))
        let rendered = TextRenderer { _ in source }.render(diagnostic)
        XCTAssertEqual(rendered, """
        f\\e[2J.yaml:2:20: error: bad \\e[31mname [x]
          |
        2 |   Text: "x\\e]0;evil\\x07\\xFF\\xC3" \\u{202E}z
          |                        ^~~~

        """)
        XCTAssertFalse(rendered.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "no control character reaches the terminal")
    }
}
