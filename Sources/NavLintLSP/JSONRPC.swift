import Foundation

/// JSON-RPC 2.0 over a byte stream with LSP's framing: `Content-Length: N\r\n\r\n` then N bytes of JSON.
public enum RequestID: Codable, Hashable, Sendable {
    case int(Int), string(String)
    public init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Int.self) { self = .int(value) } else { self = .string(try container.decode(String.self)) }
    }
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .int(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        }
    }
}

/// The parts of an incoming message that decide where it goes.
struct Envelope: Decodable {
    var id: RequestID?
    var method: String?
}

/// An incoming message's parameters, decoded once its method is known.
struct Params<P: Decodable>: Decodable { var params: P }

struct ResponseMessage<R: Encodable>: Encodable {
    var id: RequestID
    var result: R?
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode("2.0", forKey: .jsonrpc)
        try container.encode(id, forKey: .id)
        if let result { try container.encode(result, forKey: .result) } else { try container.encodeNil(forKey: .result) }
    }
    enum Keys: String, CodingKey { case jsonrpc, id, result }
}

/// An error answer; `id` is null when the request's id could not be read (a framing or parse error), as JSON-RPC says.
struct ErrorResponse: Encodable {
    struct Body: Encodable { var code: Int; var message: String }
    var id: RequestID?
    var error: Body
    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode("2.0", forKey: .jsonrpc)
        if let id { try container.encode(id, forKey: .id) } else { try container.encodeNil(forKey: .id) }
        try container.encode(error, forKey: .error)
    }
    enum Keys: String, CodingKey { case jsonrpc, id, error }
}

struct NotificationMessage<P: Encodable>: Encodable {
    var jsonrpc = "2.0"
    var method: String
    var params: P
}

/// Writes framed messages; safe from any thread. A write that fails (the client closed its end) marks the writer
/// closed, and the server stops.
final class MessageWriter: @unchecked Sendable {
    private let lock = NSLock()
    private let fd: Int32
    private var failed = false
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()
    init(handle: FileHandle) { fd = handle.fileDescriptor }

    var isClosed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return failed
    }

    func send<T: Encodable>(_ message: T) {
        guard let body = try? encoder.encode(message) else { return }
        let bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + Array(body)
        lock.lock()
        defer { lock.unlock() }
        var written = 0
        while !failed, written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { failed = true } else { written += count }
        }
    }
}
