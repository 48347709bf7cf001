import Foundation

/// `navlint mcp`: a Model Context Protocol server over standard input and output, so a coding assistant can check the
/// navigation it just wrote. The stdio transport of MCP is JSON-RPC 2.0, one message per line; this module speaks it
/// directly (README, "navlint mcp", says why not modelcontextprotocol/swift-sdk). Requests: `initialize`, `ping`,
/// `tools/list`, `tools/call`; notifications are accepted and ignored. A bad message gets a JSON-RPC error and a
/// bad tool call a tool error (`isError`); the server stays up until its input ends.
public final class MCPServer {
    /// Protocol revisions this server speaks; it answers a client's own revision when it is one of these.
    static let protocolVersions = ["2025-06-18", "2025-03-26", "2024-11-05"]
    /// A line longer than this is refused (a buffer to lint is at most a few MB).
    public static let maxMessageBytes = 16 << 20

    let tools: MCPTools
    let write: (String) -> Void

    /// `root`: the directory every path argument must stay inside (the server's working directory).
    public init(root: String, write: @escaping (String) -> Void) {
        self.tools = MCPTools(root: root)
        self.write = write
    }

    /// Reads messages until the input ends.
    public func run(input: FileHandle = .standardInput) {
        var buffer = Data()
        var discarding = false
        while true {
            let chunk = input.availableData
            if chunk.isEmpty { break }
            buffer.append(chunk)
            while let newline = buffer.firstIndex(of: 0x0A) {
                let line = buffer[buffer.startIndex..<newline]
                buffer = Data(buffer[buffer.index(after: newline)...])
                if discarding { discarding = false; continue }
                handle(line: line)
            }
            if buffer.count > Self.maxMessageBytes {
                send(error: -32600, "a message longer than \(Self.maxMessageBytes) bytes", id: NSNull())
                buffer = Data()
                discarding = true
            }
        }
        if !buffer.isEmpty && !discarding { handle(line: buffer) }
    }

    func handle(line: Data) {
        guard line.contains(where: { $0 != 0x20 && $0 != 0x0D && $0 != 0x09 }) else { return }
        guard let message = (try? JSONSerialization.jsonObject(with: line)) as? [String: Any] else {
            return send(error: -32700, "not a JSON-RPC message (JSON object per line)", id: NSNull())
        }
        let id = message["id"]
        guard let method = message["method"] as? String else {
            if id != nil, message["result"] != nil || message["error"] != nil { return }   // a response to us: none expected
            return send(error: -32600, "a request needs a method", id: id ?? NSNull())
        }
        guard let id, !(id is NSNull) else { return }   // a notification (initialized, cancelled): nothing to answer
        let params = message["params"] as? [String: Any] ?? [:]
        switch method {
        case "initialize":
            let asked = params["protocolVersion"] as? String
            let version = asked.flatMap { Self.protocolVersions.contains($0) ? $0 : nil } ?? Self.protocolVersions[0]
            send(result: [
                "protocolVersion": version,
                "capabilities": ["tools": ["listChanged": false]],
                "serverInfo": ["name": "navlint", "version": MCPTools.version],
                "instructions": "Check SwiftUI navigation: lint a target or a buffer, explain a rule or a SwiftUI console warning, draw the graph, extract the scene, and drive the app's navigation (open, tap, back, select, screen, close).",
            ], id: id)
        case "ping":
            send(result: [:], id: id)
        case "tools/list":
            send(result: ["tools": MCPTools.definitions], id: id)
        case "tools/call":
            guard let name = params["name"] as? String else { return send(error: -32602, "tools/call needs a tool name", id: id) }
            guard MCPTools.names.contains(name) else {
                return send(error: -32602, "unknown tool '\(name)' (tools: \(MCPTools.names.sorted().joined(separator: ", ")))", id: id)
            }
            let arguments = params["arguments"] as? [String: Any] ?? [:]
            send(result: tools.call(name, arguments).json, id: id)
        default:
            send(error: -32601, "unknown method '\(method)'", id: id)
        }
    }

    func send(result: Any, id: Any) { emit(["jsonrpc": "2.0", "id": id, "result": result]) }

    func send(error code: Int, _ message: String, id: Any) {
        emit(["jsonrpc": "2.0", "id": id, "error": ["code": code, "message": message]])
    }

    func emit(_ object: [String: Any]) {
        guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes]) else {
            return write("{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32603,\"message\":\"unencodable result\"}}\n")
        }
        write(String(decoding: data, as: UTF8.self) + "\n")
    }
}
