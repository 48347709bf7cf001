import Foundation
import XCTest

/// `navlint mcp` end to end: the test starts the server process and speaks MCP's stdio transport to it (JSON-RPC 2.0,
/// one message per line), as a coding assistant does.
final class MCPServerTests: XCTestCase {
    final class Client: @unchecked Sendable {
        let process = Process()
        let input = Pipe(), output = Pipe()
        private let lock = NSCondition()
        private var lines: [[String: Any]] = []
        private var nextID = 1

        init(root: URL) throws {
            guard let binary = NavLintProcess.binary else { throw XCTSkip("navlint binary not built") }
            process.executableURL = binary
            process.arguments = ["mcp"]
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
                    while let newline = buffer.firstIndex(of: 0x0A) {
                        let line = buffer[buffer.startIndex..<newline]
                        buffer = Data(buffer[buffer.index(after: newline)...])
                        let message = (try? JSONSerialization.jsonObject(with: line)) as? [String: Any] ?? ["unparsable": true]
                        lock.lock(); lines.append(message); lock.signal(); lock.unlock()
                    }
                }
            }
        }

        func sendRaw(_ text: String) { input.fileHandleForWriting.write(Data(text.utf8)) }

        /// Sends a request and waits for its response.
        func request(_ method: String, _ params: [String: Any] = [:]) -> [String: Any]? {
            let id = nextID
            nextID += 1
            let body = try! JSONSerialization.data(withJSONObject: ["jsonrpc": "2.0", "id": id, "method": method, "params": params])
            sendRaw(String(decoding: body, as: UTF8.self) + "\n")
            return wait { ($0["id"] as? Int) == id }
        }

        /// A tool call's result (content, structuredContent, isError).
        func call(_ tool: String, _ arguments: [String: Any]) -> [String: Any] {
            request("tools/call", ["name": tool, "arguments": arguments])?["result"] as? [String: Any] ?? [:]
        }

        func wait(_ match: ([String: Any]) -> Bool) -> [String: Any]? {
            let deadline = Date().addingTimeInterval(60)
            lock.lock(); defer { lock.unlock() }
            while true {
                if let index = lines.firstIndex(where: match) { return lines.remove(at: index) }
                if !lock.wait(until: deadline) { return nil }
            }
        }

        func close() {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }

    var root: URL!
    var client: Client!

    override func setUpWithError() throws {
        root = try makeTemporaryDirectory()
        try write("""
            import SwiftUI
            struct Root: View {
                var body: some View {
                    NavigationStack {
                        List {
                            NavigationLink("Apple", value: 1)
                            NavigationLink("Word", value: "w")
                        }
                        .navigationDestination(for: Int.self) { n in Text("Number \\(n)") }
                    }
                }
            }

            """, to: root.appendingPathComponent("Sources/App/Root.swift"))
        client = try Client(root: root)
        let initialized = client.request("initialize", ["protocolVersion": "2025-06-18", "capabilities": [:],
                                                         "clientInfo": ["name": "test", "version": "1"]])
        let result = initialized?["result"] as? [String: Any]
        XCTAssertEqual(result?["protocolVersion"] as? String, "2025-06-18")
        XCTAssertEqual((result?["serverInfo"] as? [String: Any])?["name"] as? String, "navlint")
        client.sendRaw("{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}\n")
    }

    override func tearDownWithError() throws {
        client?.close()
        try? FileManager.default.removeItem(at: root)
    }

    func text(_ result: [String: Any]) -> String {
        ((result["content"] as? [[String: Any]])?.first?["text"] as? String) ?? ""
    }

    func testToolsAreListed() throws {
        let tools = (client.request("tools/list")?["result"] as? [String: Any])?["tools"] as? [[String: Any]] ?? []
        XCTAssertEqual(Set(tools.compactMap { $0["name"] as? String }),
                       ["lint", "explain", "graph", "extract", "open", "tap", "back", "select", "fire", "screen", "close"])
        XCTAssertTrue(tools.allSatisfy { ($0["inputSchema"] as? [String: Any])?["type"] as? String == "object" })
    }

    func testLintATargetAndABuffer() throws {
        try skipWithoutSwiftFrontEnd()
        let result = client.call("lint", ["paths": ["Sources/App"]])
        XCTAssertEqual(result["isError"] as? Bool, false, text(result))
        let findings = (result["structuredContent"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
        XCTAssertEqual(findings.map { $0["id"] as? String }, ["link-without-destination"], text(result))
        XCTAssertEqual(findings.first?["file"] as? String, root.appendingPathComponent("Sources/App/Root.swift").resolvingSymlinksInPath().path)

        let buffer = client.call("lint", ["text": "scene: S\nroot:\n  NavigationStack:\n    - NavigationLink: { title: A, value: 1 }\n",
                                          "filename": "S.yaml"])
        let bufferFindings = (buffer["structuredContent"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
        XCTAssertEqual(bufferFindings.first?["file"] as? String, "S.yaml", text(buffer))
        XCTAssertEqual(bufferFindings.first?["id"] as? String, "link-without-destination", text(buffer))

        let swiftBuffer = client.call("lint", ["text": try String(contentsOf: root.appendingPathComponent("Sources/App/Root.swift"), encoding: .utf8),
                                               "filename": "Root.swift"])
        let swiftFindings = (swiftBuffer["structuredContent"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
        XCTAssertEqual(swiftFindings.map { $0["id"] as? String }, ["link-without-destination"], text(swiftBuffer))
    }

    func testPathsOutsideTheProjectAndBadArgumentsAreToolErrors() throws {
        for arguments: [String: Any] in [["paths": ["/etc"]], ["paths": ["../"]], ["paths": ["Nope"]], ["paths": "Sources"],
                                         ["text": "x"], ["paths": ["Sources"], "extra": 1]] {
            let result = client.call("lint", arguments)
            XCTAssertEqual(result["isError"] as? Bool, true, "\(arguments): \(text(result))")
        }
        XCTAssertTrue(text(client.call("lint", ["paths": ["/etc"]])).contains("outside the project"))
        XCTAssertEqual(client.call("graph", ["path": "/etc/passwd"])["isError"] as? Bool, true)
        // Not JSON, an unknown method, an unknown tool: JSON-RPC errors, and the server stays up.
        client.sendRaw("{not json\n")
        XCTAssertEqual((client.wait { $0["id"] is NSNull }?["error"] as? [String: Any])?["code"] as? Int, -32700)
        XCTAssertEqual((client.request("no/such")?["error"] as? [String: Any])?["code"] as? Int, -32601)
        XCTAssertEqual((client.request("tools/call", ["name": "rm"])?["error"] as? [String: Any])?["code"] as? Int, -32602)
        XCTAssertNotNil(client.request("ping")?["result"])
    }

    func testExplainARuleOrAConsoleLine() throws {
        let line = "A NavigationLink is presenting a value of type “String” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated."
        let byMessage = client.call("explain", ["message": line])
        XCTAssertEqual((byMessage["structuredContent"] as? [String: Any])?["rules"] as? [String], ["link-without-destination"])
        XCTAssertTrue(text(client.call("explain", ["rule": "nested-stack"])).hasPrefix("nested-stack"))
        XCTAssertEqual(client.call("explain", ["rule": "no-such-rule"])["isError"] as? Bool, true)
    }

    func testGraphAndExtract() throws {
        try skipWithoutSwiftFrontEnd()
        XCTAssertTrue(text(client.call("graph", ["path": "Sources/App"])).hasPrefix("flowchart LR"))
        XCTAssertTrue(text(client.call("graph", ["path": "Sources/App", "format": "dot"])).hasPrefix("digraph"))
        let scene = text(client.call("extract", ["path": "Sources/App"]))
        XCTAssertTrue(scene.contains("NavigationStack"), scene)
    }

    /// `fire` runs a handler that may run at any time (here a publisher's `onReceive` presenting a sheet), as the
    /// REPL's `fire` does; without a handler it lists them.
    func testFireAHandler() throws {
        try write("""
            scene: Harbour
            state:
              showsTide: Bool
            root:
              NavigationStack:
                - VStack:
                    - Text: Harbour
                  onReceive: [{ set: { showsTide: true } }]
                  sheet: { isPresented: $showsTide, content: { Text: Tide table } }

            """, to: root.appendingPathComponent("harbour.yaml"))
        let opened = client.call("open", ["path": "harbour.yaml"])
        XCTAssertEqual(opened["isError"] as? Bool, false, text(opened))
        let id = (opened["structuredContent"] as? [String: Any])?["session"] as? String ?? ""
        let listed = client.call("fire", ["session": id])
        XCTAssertTrue(text(listed).contains("onReceive"), text(listed))
        let fired = client.call("fire", ["session": id, "handler": "onReceive"])
        XCTAssertEqual(fired["isError"] as? Bool, false, text(fired))
        XCTAssertTrue(text(fired).contains("Tide table"), text(fired))
        XCTAssertEqual(client.call("fire", ["session": id, "handler": "onReceive\nsave /tmp/x"])["isError"] as? Bool, true)
        XCTAssertEqual(client.call("fire", ["session": id, "handler": "onAppear"])["isError"] as? Bool, true)
    }

    func testTheSimulator() throws {
        try skipWithoutSwiftFrontEnd()
        let opened = client.call("open", ["path": "Sources/App"])
        XCTAssertEqual(opened["isError"] as? Bool, false, text(opened))
        let id = (opened["structuredContent"] as? [String: Any])?["session"] as? String ?? ""
        XCTAssertTrue(text(opened).contains("Apple"), text(opened))
        let tapped = client.call("tap", ["session": id, "element": "Apple"])
        XCTAssertTrue(text(tapped).contains("Number 1"), text(tapped))
        XCTAssertTrue(text(client.call("screen", ["session": id])).contains("Number 1"))
        let back = client.call("back", ["session": id])
        XCTAssertTrue(text(back).contains("Word"), text(back))
        XCTAssertEqual(client.call("tap", ["session": id, "element": "No such row"])["isError"] as? Bool, true)
        XCTAssertEqual(client.call("tap", ["session": id, "element": "Apple\nsave /tmp/x"])["isError"] as? Bool, true)
        XCTAssertEqual(client.call("close", ["session": id])["isError"] as? Bool, false)
        XCTAssertEqual(client.call("screen", ["session": id])["isError"] as? Bool, true)
        // At most 16 sessions at once.
        for _ in 0..<16 { XCTAssertEqual(client.call("open", ["path": "Sources/App"])["isError"] as? Bool, false) }
        let refused = client.call("open", ["path": "Sources/App"])
        XCTAssertEqual(refused["isError"] as? Bool, true)
        XCTAssertTrue(text(refused).contains("16 sessions are open"), text(refused))
    }
}
