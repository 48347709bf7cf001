import Foundation
import XCTest

/// Issue 24, item 1: `navlint lsp` speaks Swift. A `.swift` document gets the findings `navlint` reports on its module
/// (the open buffers plus the files on disk), published for every file of the module; the fix-its are code actions;
/// hover on a finding explains its rule; YAML features (completion) stay out of Swift. Issue 21, defect 8: Swift is
/// never read as YAML, and a YAML file that is not a scene file is not linted as a library.
final class LanguageServerSwiftTests: XCTestCase {
    typealias Client = LanguageServerTests.Client
    static let fixture = NavLintProcess.packageRoot.appendingPathComponent("Tests/NavSceneSwiftTests/Fixtures/err/GridTwoReasons")
    static let fixed = NavLintProcess.packageRoot.appendingPathComponent("Tests/NavSceneSwiftTests/Fixtures/fix/GridTwoReasons.fixed.swift")

    var workspace: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd()
        workspace = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-lsp-swift-\(getpid())-\(name.filter(\.isLetter))")
        try? FileManager.default.removeItem(at: workspace)
        try FileManager.default.createDirectory(at: workspace.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.fixture, to: workspace.appendingPathComponent("Sources/App"))
    }

    override func tearDown() { if let workspace { try? FileManager.default.removeItem(at: workspace) } }

    /// A finding as both sides can say it: rule, file name, 0-based line and UTF-16 column (the fixtures are ASCII).
    struct Finding: Hashable, CustomStringConvertible {
        var id: String, file: String, line: Int, character: Int
        var description: String { "\(file):\(line):\(character) \(id)" }
    }

    /// What `navlint DIR --format json` reports, per file name.
    func cliFindings(_ directory: URL) throws -> Set<Finding> {
        let output = try NavLintProcess.run([directory.path, "--format", "json"], in: workspace)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any], output.stderr)
        let diagnostics = try XCTUnwrap(report["diagnostics"] as? [[String: Any]])
        return Set(diagnostics.map { d in
            let start = (d["range"] as! [String: Any])["start"] as! [String: Int]
            return Finding(id: d["id"] as! String, file: (d["file"] as! String).split(separator: "/").last.map(String.init)!,
                           line: start["line"]! - 1, character: start["column"]! - 1)
        })
    }

    static func findings(_ diagnostics: [[String: Any]]?, file: String) -> Set<Finding> {
        Set((diagnostics ?? []).map { d in
            let start = (d["range"] as! [String: Any])["start"] as! [String: Int]
            return Finding(id: d["code"] as! String, file: file, line: start["line"]!, character: start["character"]!)
        })
    }

    func testASwiftBufferGetsItsModulesFindingsAndTheFixClearsThem() throws {
        let app = workspace.appendingPathComponent("Sources/App")
        let grid = app.appendingPathComponent("GridTwoReasons.swift"), model = app.appendingPathComponent("Model.swift")
        let expected = try cliFindings(app)
        XCTAssertEqual(Set(expected.map(\.id)), ["destination-in-foreach", "destination-in-lazy-container", "unreachable-view"])

        let client = try Client(root: workspace)
        client.start(root: workspace)
        // Opening the model publishes the module's findings: for the view file (not open) and the model (none).
        let modelText = try String(contentsOf: model, encoding: .utf8)
        client.send("textDocument/didOpen", ["textDocument": ["uri": model.absoluteString, "languageId": "swift", "version": 1, "text": modelText]])
        XCTAssertEqual(Self.findings(client.diagnostics(for: model.absoluteString), file: "Model.swift"), [])
        XCTAssertEqual(Self.findings(client.diagnostics(for: grid.absoluteString), file: "GridTwoReasons.swift"), expected)

        // The view file opened: the same findings, now with the document's version.
        let text = try String(contentsOf: grid, encoding: .utf8)
        client.send("textDocument/didOpen", ["textDocument": ["uri": grid.absoluteString, "languageId": "swift", "version": 1, "text": text]])
        let opened = client.wait { ($0["method"] as? String) == "textDocument/publishDiagnostics"
            && (($0["params"] as? [String: Any])?["uri"] as? String) == grid.absoluteString }
        let params = try XCTUnwrap(opened?["params"] as? [String: Any])
        XCTAssertEqual(params["version"] as? Int, 1)
        let diagnostics = params["diagnostics"] as? [[String: Any]]
        XCTAssertEqual(Self.findings(diagnostics, file: "GridTwoReasons.swift"), expected)
        XCTAssertFalse(LanguageServerTests.codes(diagnostics).contains("yaml-syntax"))

        // Hover on the finding: the rule and its explanation. Elsewhere in Swift: nothing (sourcekit-lsp's).
        let lazy = try XCTUnwrap(expected.first { $0.id == "destination-in-lazy-container" })
        let document = ["uri": grid.absoluteString]
        let hover = client.request("textDocument/hover", ["textDocument": document, "position": LanguageServerTests.position(lazy.line, lazy.character + 3)]) as? [String: Any]
        let hoverText = try XCTUnwrap((hover?["contents"] as? [String: Any])?["value"] as? String)
        XCTAssertTrue(hoverText.contains("**destination-in-lazy-container**") && hoverText.contains("destination-in-lazy-container (default: error)"), hoverText)
        XCTAssertTrue(client.response("textDocument/hover", ["textDocument": document, "position": LanguageServerTests.position(3, 9)])?["result"] is NSNull)
        // Completion is for scene files only.
        let completion = client.request("textDocument/completion", ["textDocument": document, "position": LanguageServerTests.position(9, 12)]) as? [String: Any]
        XCTAssertEqual((completion?["items"] as? [Any])?.count, 0)

        // The code action is the fix-it `navlint --fix` applies; applying it in the buffer clears the findings it fixes.
        let actions = client.request("textDocument/codeAction", ["textDocument": document, "range": ["start": LanguageServerTests.position(lazy.line, lazy.character),
                                                                 "end": LanguageServerTests.position(lazy.line, lazy.character)],
                                                                 "context": ["diagnostics": [Any]()]]) as? [[String: Any]]
        let action = try XCTUnwrap(actions?.first { ($0["title"] as? String) == "move the modifier onto the ScrollView, outside the lazy content" }, "\(actions ?? [])")
        let edits = try XCTUnwrap(((action["edit"] as? [String: Any])?["changes"] as? [String: Any])?[grid.absoluteString] as? [[String: Any]])
        let fixedText = LanguageServerTests.apply(edits, to: text)
        XCTAssertEqual(fixedText, try String(contentsOf: Self.fixed, encoding: .utf8), "the code action's edit is the CLI's fix")
        client.send("textDocument/didChange", ["textDocument": ["uri": grid.absoluteString, "version": 2], "contentChanges": [["text": fixedText]]])
        let afterFix = Self.findings(client.diagnostics(for: grid.absoluteString), file: "GridTwoReasons.swift")
        // The same as navlint on the module with the fixed file (the buffer is not saved: disk still has the mistake).
        let fixedModule = workspace.appendingPathComponent("Fixed/App")
        try FileManager.default.createDirectory(at: fixedModule, withIntermediateDirectories: true)
        try fixedText.write(to: fixedModule.appendingPathComponent("GridTwoReasons.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: model, to: fixedModule.appendingPathComponent("Model.swift"))
        XCTAssertEqual(afterFix, try cliFindings(fixedModule))
        XCTAssertFalse(afterFix.contains { $0.id == "destination-in-lazy-container" || $0.id == "destination-in-foreach" }, "\(afterFix)")

        // Closing the view file: the module is checked from disk again (the buffer is gone), the mistake is back.
        client.send("textDocument/didClose", ["textDocument": document])
        XCTAssertEqual(Self.findings(client.diagnostics(for: grid.absoluteString), file: "GridTwoReasons.swift"), expected)
        XCTAssertEqual(client.stop(), 0)
    }

    /// A GitHub workflow (no `scene` or `root` key, included by no scene) gets no diagnostics, as the CLI's walk skips
    /// it; a scene file beside it is still checked.
    func testAYAMLFileThatIsNotASceneIsNotLinted() throws {
        let workflow = workspace.appendingPathComponent(".github/workflows/ci.yml")
        let text = "name: CI\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - run: swift test\n"
        let client = try Client(root: workspace)
        client.start(root: workspace)
        client.send("textDocument/didOpen", ["textDocument": ["uri": workflow.absoluteString, "languageId": "yaml", "version": 1, "text": text]])
        XCTAssertEqual(LanguageServerTests.codes(client.diagnostics(for: workflow.absoluteString)), [])
        let scene = workspace.appendingPathComponent("scene.yaml")
        client.send("textDocument/didOpen", ["textDocument": ["uri": scene.absoluteString, "languageId": "yaml", "version": 1, "text": "scene: S\nroot:\n  Nope: {}\n"]])
        XCTAssertFalse(LanguageServerTests.codes(client.diagnostics(for: scene.absoluteString)).isEmpty)
        XCTAssertEqual(client.stop(), 0)
    }
}
