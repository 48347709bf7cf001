import Foundation
import XCTest

/// `navlint lsp` end to end: the test starts the server process and speaks JSON-RPC to it with LSP's framing,
/// asserting the messages a client receives.
final class LanguageServerTests: XCTestCase {
    /// A client: writes framed requests, reads framed messages on a background thread.
    final class Client: @unchecked Sendable {
        let process = Process()
        let input = Pipe(), output = Pipe()
        private let lock = NSCondition()
        private var messages: [[String: Any]] = []
        private var nextID = 1

        init(root: URL) throws {
            guard let binary = NavLintProcess.binary else { throw XCTSkip("navlint binary not built") }
            process.executableURL = binary
            process.arguments = ["lsp", "--debounce", "50"]
            process.currentDirectoryURL = root
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            let handle = output.fileHandleForReading
            Thread.detachNewThread { [self] in
                var buffer = Data()
                while true {
                    let chunk = handle.availableData
                    if chunk.isEmpty { break }
                    buffer.append(chunk)
                    while let end = buffer.range(of: Data("\r\n\r\n".utf8)) {
                        let header = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
                        guard let length = Int(header.replacingOccurrences(of: "Content-Length: ", with: "")),
                              buffer.count >= buffer.distance(from: buffer.startIndex, to: end.upperBound) + length else { break }
                        let body = buffer[end.upperBound..<buffer.index(end.upperBound, offsetBy: length)]
                        let message = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:]
                        buffer = Data(buffer[buffer.index(end.upperBound, offsetBy: length)...])
                        lock.lock(); messages.append(message); lock.signal(); lock.unlock()
                    }
                }
            }
        }

        /// Bytes as they are, framed or not.
        func sendRaw(_ bytes: Data) { input.fileHandleForWriting.write(bytes) }

        /// A request's framed bytes (to send with broken framing around it).
        static func framed(_ method: String, _ params: Any, id: Int) -> Data {
            let body = try! JSONSerialization.data(withJSONObject: ["jsonrpc": "2.0", "id": id, "method": method, "params": params] as [String: Any])
            return Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        }

        /// `initialize` and `initialized`, as a client starts.
        func start(root: URL) {
            _ = request("initialize", ["rootUri": root.absoluteString, "capabilities": [String: Any]()])
            send("initialized", [String: Any]())
        }

        /// The process's status once the client closes its end without `shutdown` and `exit`.
        func closeInput() -> Int32 {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
            return process.terminationStatus
        }

        func send(_ method: String, _ params: Any, id: Int? = nil) {
            var message: [String: Any] = ["jsonrpc": "2.0", "method": method, "params": params]
            if let id { message["id"] = id }
            let body = try! JSONSerialization.data(withJSONObject: message)
            input.fileHandleForWriting.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
        }

        /// Sends a request and waits for its response's result.
        func request(_ method: String, _ params: Any) -> Any? { response(method, params)?["result"] }

        /// Sends a request and waits for the whole response (nil when none comes).
        func response(_ method: String, _ params: Any) -> [String: Any]? {
            let id = nextID
            nextID += 1
            send(method, params, id: id)
            return wait { ($0["id"] as? Int) == id }
        }

        /// The next message that matches, within 20 s.
        func wait(_ matches: ([String: Any]) -> Bool) -> [String: Any]? {
            let deadline = Date().addingTimeInterval(20)
            lock.lock()
            defer { lock.unlock() }
            while true {
                if let index = messages.firstIndex(where: matches) { return messages.remove(at: index) }
                if !lock.wait(until: deadline) { return nil }
            }
        }

        /// Every message received so far that matches, without waiting.
        func drain(_ matches: ([String: Any]) -> Bool) -> [[String: Any]] {
            lock.lock()
            defer { lock.unlock() }
            let taken = messages.filter(matches)
            messages.removeAll(where: matches)
            return taken
        }

        func diagnostics(for uri: String) -> [[String: Any]]? {
            let message = wait { ($0["method"] as? String) == "textDocument/publishDiagnostics" && (($0["params"] as? [String: Any])?["uri"] as? String) == uri }
            return (message?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
        }

        func stop() -> Int32 {
            _ = request("shutdown", [String: Any]())
            send("exit", [String: Any]())
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
            return process.terminationStatus
        }
    }

    let root = NavLintProcess.packageRoot

    static func position(_ line: Int, _ character: Int) -> [String: Int] { ["line": line, "character": character] }
    static func codes(_ diagnostics: [[String: Any]]?) -> [String] { (diagnostics ?? []).compactMap { $0["code"] as? String }.sorted() }

    /// File names are bytes: a document whose directory name is not UTF-8 (percent-encoded in its URI) is checked at
    /// its real place, so its include beside it resolves.
    func testADocumentUnderANameThatIsNotUTF8() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-lsp-bytes-\(getpid())")
        try? FileManager.default.removeItem(at: base)
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: base) }
        let odd = Array(base.path.utf8) + Array("/dir".utf8) + [0xFF]
        XCTAssertEqual(odd.withUnsafeBufferPointer { buffer -> Int32 in
            let cString = buffer.map { CChar(bitPattern: $0) } + [0]
            return mkdir(cString, 0o755)
        }, 0)
        let library = "library: true\nviews:\n  Hello:\n    body: { Text: Hello }\n"
        let scene = "scene: Odd\ninclude: [hello.yaml]\nroot:\n  NavigationStack:\n    root: { Hello: {} }\n"
        for (name, text) in [("hello.yaml", library), ("scene.yaml", scene)] {
            let path = (odd + Array("/\(name)".utf8)).map { CChar(bitPattern: $0) } + [0]
            let file = fopen(path, "w")
            XCTAssertNotNil(file)
            fputs(text, file)
            fclose(file)
        }
        let client = try Client(root: base)
        _ = client.request("initialize", ["rootUri": base.absoluteString, "capabilities": [String: Any]()])
        client.send("initialized", [String: Any]())
        let uri = "file://" + base.path + "/dir%FF/scene.yaml"
        client.send("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": scene]])
        let diagnostics = client.diagnostics(for: uri)
        XCTAssertNotNil(diagnostics)
        XCTAssertEqual(Self.codes(diagnostics), [], "\(diagnostics ?? [])")
        XCTAssertEqual(client.stop(), 0)
    }

    func testASessionShowsDiagnosticsFixesHoverDefinitionAndCompletion() throws {
        let client = try Client(root: root)
        let path = root.appendingPathComponent("Examples/Mistakes/DestinationInLazyGrid.yaml").path
        let uri = URL(fileURLWithPath: path).absoluteString
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let document = ["uri": uri]

        let initialize = client.request("initialize", ["rootUri": root.absoluteString, "capabilities": [String: Any]()]) as? [String: Any]
        let capabilities = initialize?["capabilities"] as? [String: Any]
        XCTAssertEqual(capabilities?["hoverProvider"] as? Bool, true)
        XCTAssertEqual((initialize?["serverInfo"] as? [String: Any])?["name"] as? String, "navlint")
        client.send("initialized", [String: Any]())

        // Diagnostics on open: ranges, severities, rule ids, links to the explanation.
        client.send("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": text]])
        let diagnostics = client.diagnostics(for: uri)
        XCTAssertEqual(Self.codes(diagnostics), ["destination-in-foreach", "destination-in-lazy-container"])
        let lazy = try XCTUnwrap(diagnostics?.first { $0["code"] as? String == "destination-in-lazy-container" })
        XCTAssertEqual(lazy["severity"] as? Int, 1)
        XCTAssertEqual((lazy["range"] as? [String: Any])?["start"] as? [String: Int], Self.position(27, 20))
        XCTAssertEqual((lazy["range"] as? [String: Any])?["end"] as? [String: Int], Self.position(27, 41))
        XCTAssertEqual((lazy["codeDescription"] as? [String: String])?["href"]?.hasSuffix("docs/rules.md#destination-in-lazy-container"), true)
        XCTAssertEqual((lazy["relatedInformation"] as? [[String: Any]])?.first?["message"] as? String, "the LazyVGrid's lazily created content starts here")

        // The code action is the fix-it; applying its edit and sending the change clears the finding.
        let actions = client.request("textDocument/codeAction", ["textDocument": document,
                                                                 "range": ["start": Self.position(27, 22), "end": Self.position(27, 22)],
                                                                 "context": ["diagnostics": [Any]()]]) as? [[String: Any]]
        let action = try XCTUnwrap(actions?.first)
        XCTAssertEqual(action["title"] as? String, "move the modifier onto the ScrollView, outside the lazy content")
        XCTAssertEqual(action["kind"] as? String, "quickfix")
        let edits = try XCTUnwrap(((action["edit"] as? [String: Any])?["changes"] as? [String: Any])?[uri] as? [[String: Any]])
        let fixed = Self.apply(edits, to: text)
        client.send("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": fixed]]])
        XCTAssertEqual(Self.codes(client.diagnostics(for: uri)), [], fixed)

        // Hover: an element's Grammar.md summary, a state variable's type, a rule's explanation.
        client.send("textDocument/didChange", ["textDocument": ["uri": uri, "version": 3], "contentChanges": [["text": text]]])
        XCTAssertEqual(Self.codes(client.diagnostics(for: uri)).count, 2)
        func hover(_ line: Int, _ character: Int) -> String? {
            let result = client.request("textDocument/hover", ["textDocument": document, "position": Self.position(line, character)]) as? [String: Any]
            return (result?["contents"] as? [String: Any])?["value"] as? String
        }
        XCTAssertEqual(hover(17, 12)?.hasPrefix("**LazyVGrid** (element)\n\narguments: content, spacing, alignment"), true, hover(17, 12) ?? "nil")
        XCTAssertEqual(hover(14, 13), "```swift\n@State var path: [Recipe]\n```\nstate variable")
        XCTAssertEqual(hover(26, 34)?.contains("struct RecipeTile: View  // (recipe: Recipe)"), true, hover(26, 34) ?? "nil")
        XCTAssertEqual(hover(27, 25)?.contains("destination-in-lazy-container (default: error)"), true, hover(27, 25) ?? "nil")

        // Definition: a view declared in an included file, and the include itself.
        let views = root.appendingPathComponent("Examples/cookbook-views.yaml")
        let view = client.request("textDocument/definition", ["textDocument": document, "position": Self.position(26, 34)]) as? [[String: Any]]
        XCTAssertEqual(view?.first?["uri"] as? String, views.absoluteString)
        let viewsText = try String(contentsOf: views, encoding: .utf8)
        let line = try XCTUnwrap((((view?.first?["range"] as? [String: Any])?["start"]) as? [String: Int])?["line"])
        XCTAssertTrue(viewsText.components(separatedBy: "\n")[line].hasPrefix("  RecipeTile:"), viewsText.components(separatedBy: "\n")[line])
        let include = client.request("textDocument/definition", ["textDocument": document, "position": Self.position(7, 15)]) as? [[String: Any]]
        XCTAssertEqual(include?.first?["uri"] as? String, views.absoluteString)

        // Completion: state after '$', an element's arguments and modifiers at a key, enum cases after 'Type.'.
        func labels(_ line: Int, _ character: Int) -> [String] {
            let list = client.request("textDocument/completion", ["textDocument": document, "position": Self.position(line, character)]) as? [String: Any]
            return (list?["items"] as? [[String: Any]])?.compactMap { $0["label"] as? String } ?? []
        }
        XCTAssertEqual(labels(14, 11), ["path"])
        let atLinkKey = labels(25, 22)
        XCTAssertEqual(Array(atLinkKey.prefix(7)), ["title", "value", "label", "destination", "isActive", "tag", "selection"])
        XCTAssertTrue(atLinkKey.contains("navigationDestination") && atLinkKey.contains("LazyVStack") && atLinkKey.contains("RecipeTile"))
        XCTAssertTrue(labels(0, 0).contains("persistence"))
        client.send("textDocument/didChange", ["textDocument": ["uri": uri, "version": 4],
                                               "contentChanges": [["range": ["start": Self.position(25, 34), "end": Self.position(25, 34)], "text": " Category."]]])
        XCTAssertEqual(labels(25, 44).prefix(2), ["dessert", "pancake"])

        // Symbols of the document.
        let symbols = client.request("textDocument/documentSymbol", ["textDocument": document]) as? [[String: Any]]
        XCTAssertEqual(symbols?.compactMap { $0["name"] as? String }, ["path"])
        XCTAssertEqual(client.stop(), 0)
    }

    /// Saving a library file re-checks the open scenes that include it.
    func testSavingALibraryRechecksTheScenesThatIncludeIt() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-lsp-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("scene.yaml"), library = dir.appendingPathComponent("lib.yaml")
        let sceneText = "scene: S\ninclude: [lib.yaml]\nroot:\n  Greeting: { shown: true }\n"
        try sceneText.write(to: scene, atomically: true, encoding: .utf8)
        try "views:\n  Greeting:\n    parameters: { shown: Bool }\n    body: { Text: Hello }\n".write(to: library, atomically: true, encoding: .utf8)
        let client = try Client(root: dir)
        _ = client.request("initialize", ["rootUri": dir.absoluteString])
        client.send("textDocument/didOpen", ["textDocument": ["uri": scene.absoluteString, "version": 1, "text": sceneText]])
        XCTAssertEqual(Self.codes(client.diagnostics(for: scene.absoluteString)), [])
        let libraryText = "views:\n  Greeting:\n    parameters: { visible: Bool }\n    body: { Text: Hello }\n"
        client.send("textDocument/didOpen", ["textDocument": ["uri": library.absoluteString, "version": 1, "text": libraryText]])
        XCTAssertEqual(Self.codes(client.diagnostics(for: library.absoluteString)), [])
        try libraryText.write(to: library, atomically: true, encoding: .utf8)
        client.send("textDocument/didSave", ["textDocument": ["uri": library.absoluteString]])
        XCTAssertEqual(Self.codes(client.diagnostics(for: library.absoluteString)), [])
        XCTAssertEqual(Self.codes(client.diagnostics(for: scene.absoluteString)), ["missing-argument", "unknown-argument"])
        XCTAssertEqual(client.stop(), 0)
    }

    /// Malformed messages, unknown methods, positions outside the text and broken YAML: answers, never a crash.
    func testBadInputIsAnsweredAndTheServerKeepsServing() throws {
        let client = try Client(root: root)
        client.start(root: root)
        client.input.fileHandleForWriting.write(Data("Content-Length: 9\r\n\r\nnot json!".utf8))
        XCTAssertEqual(((client.wait { $0["error"] != nil })?["error"] as? [String: Any])?["code"] as? Int, -32700)
        let uri = "file:///nonexistent-dir/broken.yaml"
        client.send("textDocument/didOpen", ["textDocument": ["uri": uri, "version": 1, "text": "scene: [\nroot: {"]])
        let diagnostics = client.diagnostics(for: uri)
        XCTAssertEqual(Self.codes(diagnostics), ["yaml-syntax"])
        // A position before the text is clamped to its start (the `scene` key).
        let hover = client.response("textDocument/hover", ["textDocument": ["uri": uri], "position": Self.position(-4, -9)])
        XCTAssertEqual(((hover?["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"].map { "\($0)".hasPrefix("**scene**") }, true,
                       "\(String(describing: hover))")
        client.send("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2], "contentChanges": [
            ["range": ["start": Self.position(9, 0), "end": Self.position(0, 3)], "text": "x"]]])
        XCTAssertNotNil(client.diagnostics(for: uri))
        let completion = client.request("textDocument/completion", ["textDocument": ["uri": uri], "position": Self.position(99, 99)]) as? [String: Any]
        XCTAssertEqual(completion?["isIncomplete"] as? Bool, false)
        client.send("workspace/unknownRequest", [String: Any](), id: 77)
        XCTAssertEqual(((client.wait { ($0["id"] as? Int) == 77 })?["error"] as? [String: Any])?["code"] as? Int, -32601)
        XCTAssertEqual(client.stop(), 0)
    }

    /// Applies LSP text edits (whole lines or positions) to a text, last first.
    static func apply(_ edits: [[String: Any]], to text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        func offset(_ position: [String: Int]) -> Int {
            lines.prefix(position["line"]!).reduce(0) { $0 + $1.utf16.count + 1 } + position["character"]!
        }
        var utf16 = Array(text.utf16)
        let sorted = edits.sorted { offset(($0["range"] as! [String: Any])["start"] as! [String: Int]) > offset(($1["range"] as! [String: Any])["start"] as! [String: Int]) }
        for edit in sorted {
            let range = edit["range"] as! [String: Any]
            let start = offset(range["start"] as! [String: Int]), end = offset(range["end"] as! [String: Int])
            utf16.replaceSubrange(start..<end, with: Array((edit["newText"] as! String).utf16))
        }
        lines = []
        return String(decoding: utf16, as: UTF16.self)
    }
}
