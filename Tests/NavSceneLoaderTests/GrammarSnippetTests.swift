import Foundation
import NavSceneDiagnostics
import NavSceneLoader
import XCTest

/// Grammar.md cannot drift from the loader: every ```` ```yaml ```` block must load without diagnostics and every
/// ```` ```yaml bad ```` block must produce at least one. Each block is loaded as an in-memory file at the package root
/// (`Grammar.md-snippet-<n>.yaml`), so `include: [Examples/cookbook-data.yaml]` resolves.
final class GrammarSnippetTests: XCTestCase {
    struct Snippet {
        var number: Int
        /// 1-based line of the opening fence in Grammar.md.
        var line: Int
        var expectsDiagnostics: Bool
        var text: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func snippets(in markdown: String) -> [Snippet] {
        var result: [Snippet] = []
        var open: (line: Int, bad: Bool, lines: [Substring])?
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if var block = open {
                if line.trimmingCharacters(in: .whitespaces) == "```" {
                    result.append(Snippet(number: result.count + 1, line: block.line, expectsDiagnostics: block.bad,
                                          text: block.lines.joined(separator: "\n") + "\n"))
                    open = nil
                } else {
                    block.lines.append(line)
                    open = block
                }
            } else if line == "```yaml" || line == "```yaml bad" {
                open = (index + 1, line.hasSuffix(" bad"), [])
            }
        }
        return result
    }

    /// The diagnostic ids a bad snippet announces in its first line: `# id: why` or `# id-a, id-b: why`.
    static func announcedIDs(_ text: String) -> [String] {
        guard let first = text.split(separator: "\n").first, first.hasPrefix("# "),
              let colon = first.firstIndex(of: ":") else { return [] }
        let ids = first[first.index(first.startIndex, offsetBy: 2)..<colon]
            .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let isID = { (id: String) in !id.isEmpty && id.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } }
        return ids.allSatisfy(isID) ? ids : []
    }

    func testAnnouncedIDsAreReadFromTheFirstComment() {
        XCTAssertEqual(Self.announcedIDs("# unknown-key: 'roots'\nscene: A\n"), ["unknown-key"])
        XCTAssertEqual(Self.announcedIDs("# type-mismatch, unknown-state: two\n"), ["type-mismatch", "unknown-state"])
        XCTAssertEqual(Self.announcedIDs("scene: A\n"), [])
        XCTAssertEqual(Self.announcedIDs("# Not an id: prose\n"), [])
    }

    func testExtractionFindsFencesAndTheirLines() {
        let markdown = "intro\n```yaml\nscene: A\n```\ntext\n```yaml bad\nscene: [\n```\n```swift\nlet x = 1\n```\n"
        let found = Self.snippets(in: markdown)
        XCTAssertEqual(found.map(\.line), [2, 6])
        XCTAssertEqual(found.map(\.expectsDiagnostics), [false, true])
        XCTAssertEqual(found.first?.text, "scene: A\n")
    }

    func testEveryGrammarSnippetMeetsItsExpectation() throws {
        let grammar = Self.packageRoot.appendingPathComponent("Grammar.md")
        let markdown = try String(contentsOf: grammar, encoding: .utf8)
        let snippets = Self.snippets(in: markdown)
        XCTAssertGreaterThanOrEqual(snippets.count, 40, "Grammar.md should show the whole language")
        XCTAssertGreaterThanOrEqual(snippets.filter(\.expectsDiagnostics).count, 5)
        for snippet in snippets {
            let path = Self.packageRoot.appendingPathComponent("Grammar.md-snippet-\(snippet.number).yaml").path
            let result = SceneLoader.load(source: SourceFile(path: path, text: snippet.text))
            let rendered = TextRenderer(source: { result.sources[$0] }).render(result.diagnostics)
            if snippet.expectsDiagnostics {
                XCTAssertFalse(result.diagnostics.isEmpty,
                               "Grammar.md:\(snippet.line): a `yaml bad` snippet loaded without diagnostics")
                let produced = Set(result.diagnostics.map(\.id))
                for id in Self.announcedIDs(snippet.text) where !produced.contains(id) {
                    XCTFail("Grammar.md:\(snippet.line): the snippet announces '\(id)' but produced \(produced.sorted()):\n\(rendered)")
                }
            } else {
                XCTAssertEqual(result.diagnostics.count, 0,
                               "Grammar.md:\(snippet.line): snippet \(snippet.number) should load cleanly:\n\(rendered)")
            }
        }
    }
}
