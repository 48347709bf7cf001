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

struct ErrorResponse: Encodable {
    struct Body: Encodable { var code: Int; var message: String }
    var jsonrpc = "2.0"
    var id: RequestID?
    var error: Body
}

struct NotificationMessage<P: Encodable>: Encodable {
    var jsonrpc = "2.0"
    var method: String
    var params: P
}

/// Reads framed messages from a file descriptor.
final class MessageReader {
    private let fd: Int32
    private var buffer: [UInt8] = []
    init(fd: Int32) { self.fd = fd }

    /// The next message's JSON, or nil at end of input.
    func next() -> Data? {
        while true {
            if let message = takeMessage() { return message }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = read(fd, &chunk, chunk.count)
            if count <= 0 { return nil }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }

    private func takeMessage() -> Data? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard buffer.count >= 4, let end = (0...(buffer.count - 4)).first(where: { buffer[$0..<($0 + 4)].elementsEqual(separator) }) else { return nil }
        let header = String(decoding: buffer[0..<end], as: UTF8.self)
        var length: Int?
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == "content-length" { length = Int(parts[1].trimmingCharacters(in: .whitespaces)) }
        }
        guard let length else {
            buffer.removeSubrange(0..<(end + 4))   // a header without a length: drop it and go on
            return Data()
        }
        let start = end + 4
        guard buffer.count >= start + length else { return nil }
        let body = Data(buffer[start..<(start + length)])
        buffer.removeSubrange(0..<(start + length))
        return body
    }
}

/// Writes framed messages; safe from any thread.
final class MessageWriter: @unchecked Sendable {
    private let lock = NSLock()
    private let handle: FileHandle
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()
    init(handle: FileHandle) { self.handle = handle }

    func send<T: Encodable>(_ message: T) {
        guard let body = try? encoder.encode(message) else { return }
        lock.lock()
        defer { lock.unlock() }
        handle.write(Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }
}
