import Foundation
import XCTest

/// Issue 24, item 1: a keystroke in a `.swift` document re-does only what the changed file affects (its parse, its
/// facts, its declarations), and the module's findings are then exactly those of a fresh check of the same texts. Each
/// step edits one file of a two-file module in a server that has seen every earlier step; after each, every
/// diagnostic it publishes (rule, message, severity, range, related places) equals what a new server publishes for
/// the same texts, and the findings equal `navlint`'s on a directory holding those texts.
final class LanguageServerIncrementalTests: XCTestCase {
    typealias Client = LanguageServerTests.Client
    typealias Finding = LanguageServerSwiftTests.Finding

    var workspace: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd()
        workspace = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-lsp-incremental-\(getpid())-\(name.filter(\.isLetter))")
        try? FileManager.default.removeItem(at: workspace)
        try FileManager.default.createDirectory(at: workspace.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: LanguageServerSwiftTests.fixture, to: workspace.appendingPathComponent("Sources/App"))
    }

    override func tearDown() { if let workspace { try? FileManager.default.removeItem(at: workspace) } }

    static let grid = "GridTwoReasons.swift", model = "Model.swift"

    /// Another view in the model's file: a second root, a stack bound to a path the model had not bound, a colour.
    static let palette = """

        struct Palette: View {
            @State private var trail: [Recipe] = []
            var body: some View {
                NavigationStack(path: $trail) {
                    List(Category.allCases) { category in
                        NavigationLink(category.localizedName, value: category)
                            .foregroundStyle(Color.mint)
                    }
                }
            }
        }

        """

    func testEveryKeystrokeGivesWhatAFreshCheckOfTheSameTextsGives() throws {
        let app = workspace.appendingPathComponent("Sources/App")
        var texts = [Self.grid: try String(contentsOf: app.appendingPathComponent(Self.grid), encoding: .utf8),
                     Self.model: try String(contentsOf: app.appendingPathComponent(Self.model), encoding: .utf8)]
        let fixed = try String(contentsOf: LanguageServerSwiftTests.fixed, encoding: .utf8)
        let originalModel = texts[Self.model]!
        // Each step: the file edited and its new text.
        let steps: [(file: String, text: (String) -> String)] = [
            (Self.grid, { "// a comment typed above everything: every position below moves\n" + $0 }),
            (Self.grid, { $0 + "// typing at the end" }),
            (Self.model, { $0 + Self.palette }),
            (Self.grid, { _ in "// a comment typed above everything: every position below moves\n" + fixed }),
            (Self.model, { $0 + "\nstruct Broken: View {\n" }),
            (Self.model, { _ in originalModel + Self.palette.replacingOccurrences(of: "Color.mint", with: "Color.teal") }),
            (Self.model, { $0.replacingOccurrences(of: "    var related: [Recipe.ID] = []\n", with: "") }),
            (Self.model, { _ in originalModel }),
        ]

        let client = try Client(root: workspace)
        client.start(root: workspace)
        var versions = [Self.grid: 1, Self.model: 1]
        for name in [Self.model, Self.grid] {
            client.send("textDocument/didOpen", ["textDocument": ["uri": uri(name), "languageId": "swift", "version": 1, "text": texts[name]!]])
            _ = published(client, name, version: 1)
        }
        for (index, step) in steps.enumerated() {
            texts[step.file] = step.text(texts[step.file]!)
            versions[step.file]! += 1
            client.send("textDocument/didChange", ["textDocument": ["uri": uri(step.file), "version": versions[step.file]!],
                                                   "contentChanges": [["text": texts[step.file]!]]])
            // Both files are open: both are published with their versions after every check.
            let edited = try XCTUnwrap(published(client, step.file, version: versions[step.file]!), "step \(index)")
            let other = step.file == Self.grid ? Self.model : Self.grid
            let unedited = try XCTUnwrap(published(client, other, version: versions[other]!), "step \(index)")
            let incremental = [step.file: edited, other: unedited]
            let fresh = try freshCheck(texts, step: index)
            for name in [Self.grid, Self.model] {
                XCTAssertEqual(canonical(incremental[name]!, directory: "Sources/App"), fresh.published[name]!, "step \(index): \(name)")
            }
            let findings = Set(incremental.flatMap { name, diagnostics in LanguageServerSwiftTests.findings(diagnostics, file: name) })
            XCTAssertEqual(findings, fresh.cli, "step \(index)")
        }
        XCTAssertEqual(client.stop(), 0)
    }

    func uri(_ name: String, in directory: String = "Sources/App") -> String {
        workspace.appendingPathComponent(directory).appendingPathComponent(name).absoluteString
    }

    /// The diagnostics of the next publish for `name` with `version`.
    func published(_ client: Client, _ name: String, version: Int, directory: String = "Sources/App") -> [[String: Any]]? {
        let uri = uri(name, in: directory)
        let message = client.wait { message in
            guard (message["method"] as? String) == "textDocument/publishDiagnostics", let params = message["params"] as? [String: Any] else { return false }
            return params["uri"] as? String == uri && params["version"] as? Int == version
        }
        return (message?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
    }

    /// A diagnostic list as comparable text (keys sorted; file URIs made relative to their module's directory, so two
    /// copies of the module compare equal).
    func canonical(_ diagnostics: [[String: Any]], directory: String) -> [String] {
        let prefix = workspace.appendingPathComponent(directory).absoluteString
        return diagnostics.map { d in
            let data = try! JSONSerialization.data(withJSONObject: d, options: [.sortedKeys, .withoutEscapingSlashes])
            return String(decoding: data, as: UTF8.self).replacingOccurrences(of: prefix, with: "MODULE")
        }.sorted()
    }

    /// The same texts on disk in a module of their own: what a new server publishes for them (one open; the other is
    /// read from disk, where it has the same text), and what `navlint DIR --format json` reports on the directory.
    func freshCheck(_ texts: [String: String], step: Int) throws -> (published: [String: [String]], cli: Set<Finding>) {
        let directory = "Fresh/Step\(step)"
        let module = workspace.appendingPathComponent(directory)
        try FileManager.default.createDirectory(at: module, withIntermediateDirectories: true)
        for (name, text) in texts { try text.write(to: module.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let client = try Client(root: workspace)
        client.start(root: workspace)
        // The first check has one file open; the second, both: it publishes both with their versions.
        client.send("textDocument/didOpen", ["textDocument": ["uri": uri(Self.grid, in: directory), "languageId": "swift", "version": 1, "text": texts[Self.grid]!]])
        XCTAssertNotNil(published(client, Self.grid, version: 1, directory: directory), "step \(step)")
        client.send("textDocument/didOpen", ["textDocument": ["uri": uri(Self.model, in: directory), "languageId": "swift", "version": 1, "text": texts[Self.model]!]])
        var published: [String: [String]] = [:]
        for name in [Self.grid, Self.model] {
            let diagnostics = try XCTUnwrap(self.published(client, name, version: 1, directory: directory), "step \(step): \(name)")
            published[name] = canonical(diagnostics, directory: directory)
        }
        XCTAssertEqual(client.stop(), 0)

        let output = try NavLintProcess.run([module.path, "--format", "json"], in: workspace)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any], output.stderr)
        let cli = Set(try XCTUnwrap(report["diagnostics"] as? [[String: Any]]).map { d in
            let start = (d["range"] as! [String: Any])["start"] as! [String: Int]
            return Finding(id: d["id"] as! String, file: (d["file"] as! String).split(separator: "/").last.map(String.init)!,
                           line: start["line"]! - 1, character: start["column"]! - 1)
        })
        return (published, cli)
    }
}
