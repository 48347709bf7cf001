import Foundation
import XCTest

/// Issue 21, defect 5: a language server that its client cannot kill. Each test drives `navlint lsp` over pipes with
/// broken framing, positions outside the text, or messages out of the lifecycle's order, and checks the answer and
/// that the server keeps serving (and exits with the status LSP says).
final class LanguageServerRobustnessTests: XCTestCase {
    typealias Client = LanguageServerTests.Client
    let root = NavLintProcess.packageRoot

    static func error(_ message: [String: Any]?) -> (code: Int?, message: String?) {
        let error = message?["error"] as? [String: Any]
        return (error?["code"] as? Int, error?["message"] as? String)
    }

    /// The next framing error's message (a ParseError with a null id).
    static func framingError(_ client: Client) -> String? {
        let message = client.wait { $0["error"] != nil && $0["id"] is NSNull }
        XCTAssertEqual(error(message).code, -32700, "\(String(describing: message))")
        return error(message).message
    }

    /// A request sent right after the broken bytes is answered: the reader found its header again.
    static func assertServed(_ client: Client, id: Int, file: StaticString = #filePath, line: UInt = #line) {
        let response = client.wait { ($0["id"] as? Int) == id }
        XCTAssertNotNil(response, "request \(id) after broken framing got no answer", file: file, line: line)
        XCTAssertNil(response?["error"], "\(String(describing: response))", file: file, line: line)
    }

    static let symbols = ["textDocument": ["uri": "file:///nowhere/x.yaml"]]

    func testBadContentLengthsAreRejectedAndTheStreamResynchronises() throws {
        let client = try Client(root: root)
        client.start(root: root)
        let cases: [(header: String, expected: String)] = [
            ("Content-Length: -5", "not a non-negative decimal number"),
            ("Content-Length: 9223372036854775807", "over the bound"),
            ("Content-Length: 99999999999999999999999", "over the bound"),
            ("Content-Length: 67108865", "over the bound"),
            ("Content-Length: +12", "not a non-negative decimal number"),
            ("Content-Length: twelve", "not a non-negative decimal number"),
            ("Content-Length: 2\r\nContent-Length: 3", "two different Content-Length"),
            ("Content-Type: application/vscode-jsonrpc; charset=utf-8", "a header without Content-Length"),
        ]
        for (index, (header, expected)) in cases.enumerated() {
            let id = 100 + index
            client.sendRaw(Data((header + "\r\n\r\n{\"jsonrpc\":\"2.0\",\"method\":\"initialized\"}").utf8)
                           + Client.framed("textDocument/documentSymbol", Self.symbols, id: id))
            Self.assertServed(client, id: id)
            let errors = client.drain { $0["error"] != nil }
            XCTAssertTrue(errors.allSatisfy { Self.error($0).code == -32700 && $0["id"] is NSNull }, "\(errors)")
            XCTAssertEqual(errors.compactMap { Self.error($0).message }.filter { $0.contains(expected) }.count, 1, "\(header): \(errors)")
        }
        XCTAssertEqual(client.stop(), 0)
    }

    /// A Content-Length shorter than the body: the cut body is a ParseError, the rest of it a framing error, and the
    /// next message is read (never merged with the leftover bytes).
    func testAShortBodyIsReportedAndTheNextMessageIsRead() throws {
        let client = try Client(root: root)
        client.start(root: root)
        let whole = Client.framed("textDocument/documentSymbol", Self.symbols, id: 200)
        let body = whole[whole.range(of: Data("\r\n\r\n".utf8))!.upperBound...]
        client.sendRaw(Data("Content-Length: 5\r\n\r\n".utf8) + body + Client.framed("textDocument/documentSymbol", Self.symbols, id: 201))
        XCTAssertEqual(Self.error(client.wait { $0["error"] != nil }).code, -32700)
        XCTAssertEqual(Self.framingError(client)?.contains("not 'Name: value'"), true)
        Self.assertServed(client, id: 201)
        XCTAssertTrue(client.drain { ($0["id"] as? Int) == 200 }.isEmpty, "the cut request is not served")
        XCTAssertEqual(client.stop(), 0)
    }

    /// A header that never ends stops at the header bound (8 KiB) with one error; the bytes after it are skipped
    /// without being kept, and the next real header is found.
    func testAHeaderThatNeverEndsStopsAtTheBound() throws {
        let client = try Client(root: root)
        client.start(root: root)
        client.sendRaw(Data("Content-Length: 12".utf8) + Data(repeating: 0x41, count: 4 << 20)
                       + Client.framed("textDocument/documentSymbol", Self.symbols, id: 300))
        XCTAssertEqual(Self.framingError(client)?.contains("header longer than 8192 bytes"), true)
        Self.assertServed(client, id: 300)
        XCTAssertEqual(client.stop(), 0)
    }

    /// Valid JSON that is not a request is InvalidRequest; bytes that are not JSON are ParseError.
    func testABodyThatIsNotARequestIsInvalidRequest() throws {
        let client = try Client(root: root)
        client.start(root: root)
        for (body, code) in [("[1,2]", -32600), ("{\"jsonrpc\":\"2.0\",\"id\":true,\"method\":\"x\"}", -32600), ("{]", -32700)] {
            client.sendRaw(Data("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8))
            XCTAssertEqual(Self.error(client.wait { $0["error"] != nil }).code, code, body)
        }
        XCTAssertEqual(client.stop(), 0)
    }

    /// `character: -1`, negative lines, lines past the end and the largest integers, in every request that takes a
    /// position or a range: answered, and the server keeps serving.
    func testPositionsOutsideTheTextAreClamped() throws {
        let client = try Client(root: root)
        client.start(root: root)
        let path = root.appendingPathComponent("Examples/Mistakes/DestinationInLazyGrid.yaml").path
        let uri = URL(fileURLWithPath: path).absoluteString
        let text = try String(contentsOfFile: path, encoding: .utf8)
        client.send("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": text]])
        XCTAssertEqual(LanguageServerTests.codes(client.diagnostics(for: uri)).count, 2)
        let document = ["uri": uri]
        let positions = [(0, -1), (-1, -1), (27, -1), (1_000_000, 5), (5, 1_000_000), (Int.max, Int.max), (Int.min, Int.min), (Int.max, Int.min)]
        for (line, character) in positions {
            let position = LanguageServerTests.position(line, character)
            for method in ["textDocument/completion", "textDocument/hover", "textDocument/definition"] {
                let response = client.response(method, ["textDocument": document, "position": position])
                XCTAssertNotNil(response, "\(method) at \(line):\(character)")
                XCTAssertNil(response?["error"], "\(method) at \(line):\(character): \(String(describing: response))")
            }
            let actions = client.response("textDocument/codeAction", ["textDocument": document, "range": ["start": position, "end": LanguageServerTests.position(27, 30)],
                                                                      "context": ["diagnostics": [Any]()]])
            XCTAssertNotNil(actions?["result"] as? [Any], "codeAction from \(line):\(character)")
        }
        // Completion at the end of the text is where a clamped position past the end lands.
        XCTAssertNotNil(client.request("textDocument/completion", ["textDocument": document, "position": LanguageServerTests.position(Int.max, 0)]) as? [String: Any])
        client.send("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2], "contentChanges": [
            ["range": ["start": LanguageServerTests.position(Int.min, -1), "end": LanguageServerTests.position(Int.max, Int.max)], "text": text]]])
        XCTAssertEqual(LanguageServerTests.codes(client.diagnostics(for: uri)).count, 2)
        XCTAssertEqual(client.stop(), 0)
    }

    /// Requests before `initialize` get ServerNotInitialized (-32002) and notifications are dropped; a second
    /// `initialize` and every request after `shutdown` get InvalidRequest; `exit` after `shutdown` ends with 0.
    func testTheLifecycleIsEnforced() throws {
        let client = try Client(root: root)
        let path = root.appendingPathComponent("Examples/Mistakes/DestinationInLazyGrid.yaml").path
        let uri = URL(fileURLWithPath: path).absoluteString
        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(Self.error(client.response("textDocument/documentSymbol", ["textDocument": ["uri": uri]])).code, -32002)
        client.send("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": text]])
        XCTAssertNotNil(client.request("initialize", ["rootUri": root.absoluteString, "capabilities": [String: Any]()]))
        // The didOpen before `initialize` was dropped: the document is not open.
        XCTAssertEqual((client.request("textDocument/documentSymbol", ["textDocument": ["uri": uri]]) as? [Any])?.count, 0)
        XCTAssertEqual(Self.error(client.response("initialize", ["rootUri": root.absoluteString])).code, -32600)
        client.send("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": text]])
        XCTAssertEqual(LanguageServerTests.codes(client.diagnostics(for: uri)).count, 2)
        XCTAssertEqual((client.request("textDocument/documentSymbol", ["textDocument": ["uri": uri]]) as? [Any])?.count, 1)
        XCTAssertNotNil(client.response("shutdown", [String: Any]())?.keys.contains("result"))
        XCTAssertEqual(Self.error(client.response("textDocument/documentSymbol", ["textDocument": ["uri": uri]])).code, -32600)
        XCTAssertEqual(Self.error(client.response("shutdown", [String: Any]())).code, -32600)
        client.send("exit", [String: Any]())
        XCTAssertEqual(client.closeInput(), 0)
    }

    func testExitWithoutShutdownEndsWithStatus1() throws {
        let client = try Client(root: root)
        client.start(root: root)
        client.send("exit", [String: Any]())
        XCTAssertEqual(client.closeInput(), 1)
        let early = try Client(root: root)
        early.send("exit", [String: Any]())
        XCTAssertEqual(early.closeInput(), 1)
        let closed = try Client(root: root)
        closed.start(root: root)
        XCTAssertEqual(closed.closeInput(), 1, "the input ended without shutdown")
    }
}
