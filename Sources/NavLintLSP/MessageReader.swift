import Foundation

/// Reads LSP-framed messages (`Content-Length: N\r\n\r\n` then N bytes of JSON) from a file descriptor, bounded so
/// that no client can make the server trap, hang or grow without limit:
/// - a header is at most `maxHeaderBytes` bytes; one that has not ended by then is a framing error (the bytes are
///   searched once each: no rescan);
/// - `Content-Length` must be decimal digits only, at most `maxBodyBytes` (negative, signed, huge, missing or
///   repeated-and-different lengths are framing errors);
/// - after a framing error the reader resynchronises: it skips to the next `Content-Length:` in the stream (a body
///   too short for its length shows up as bytes before the next header, and is reported, never silently merged).
/// Each framing error is returned once, for the server to answer with a JSON-RPC ParseError.
final class MessageReader {
    /// The longest header accepted (LSP headers are two short fields).
    static let maxHeaderBytes = 8 << 10
    /// The largest body accepted: a 16 MiB document JSON-escaped, with room to spare.
    static let maxBodyBytes = 64 << 20

    enum Item {
        case message(Data)
        /// What was wrong with the bytes skipped.
        case framingError(String)
    }

    private let fd: Int32
    private var buffer: [UInt8] = []
    /// The first byte not consumed.
    private var start = 0
    /// How many bytes after `start` were searched already (for the header's end, or for a header while resyncing).
    private var searched = 0
    /// The length of the body whose header was read, while its bytes are still arriving.
    private var pendingBody: Int?
    private var resynchronising = false
    private var chunk = [UInt8](repeating: 0, count: 64 << 10)

    private static let headerEnd: [UInt8] = Array("\r\n\r\n".utf8)
    private static let lengthField: [UInt8] = Array("content-length:".utf8)

    init(fd: Int32) { self.fd = fd }

    /// The next message or framing error, or nil at the end of the input.
    func next() -> Item? {
        while true {
            if let item = take() { return item }
            compact()
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { return nil }
            buffer.append(contentsOf: chunk[0..<count])
        }
    }

    /// Drops consumed bytes once they are most of the buffer (each byte is moved a bounded number of times).
    private func compact() {
        guard start > 0, start * 2 >= buffer.count else { return }
        buffer.removeSubrange(0..<start)
        start = 0
    }

    private func take() -> Item? {
        while true {
            if let length = pendingBody {
                guard buffer.count - start >= length else { return nil }
                let body = Data(buffer[start..<(start + length)])
                start += length
                pendingBody = nil
                return .message(body)
            }
            if resynchronising {
                guard let found = find(Self.lengthField, caseInsensitive: true) else { return nil }
                start = found
                searched = 0
                resynchronising = false
            }
            let limit = min(buffer.count, start + Self.maxHeaderBytes + Self.headerEnd.count)
            guard let end = find(Self.headerEnd, before: limit) else {
                guard limit - start >= Self.maxHeaderBytes + Self.headerEnd.count else { return nil }
                return skip("a header longer than \(Self.maxHeaderBytes) bytes without its end (an empty line)", to: start + 1)
            }
            switch Self.contentLength(buffer[start..<end]) {
            case .success(let length):
                start = end + Self.headerEnd.count
                searched = 0
                pendingBody = length
            case .failure(let problem):
                // A header of fields (a bad length, none): skip it whole. Bytes that do not start with a field (the
                // rest of a body longer than its length said): skip one byte, so the header glued to them is found.
                return skip(problem.message, to: Self.startsWithAField(buffer[start..<end]) ? end + Self.headerEnd.count : start + 1)
            }
        }
    }

    /// A framing error at `start`: skip to `next` (past `start`) and resynchronise on the next header.
    private func skip(_ why: String, to next: Int) -> Item {
        start = next
        searched = 0
        resynchronising = true
        return .framingError(why + "; skipped to the next Content-Length header")
    }

    /// The first occurrence of `needle` at or after `start` that ends before `limit`, searching only bytes not
    /// searched before; when there is none, everything but its last `needle.count - 1` bytes counts as searched
    /// (and, while resynchronising, is dropped).
    private func find(_ needle: [UInt8], before limit: Int? = nil, caseInsensitive: Bool = false) -> Int? {
        let end = limit ?? buffer.count
        var index = start + max(0, searched - (needle.count - 1))
        while index + needle.count <= end {
            var matches = true
            for offset in 0..<needle.count {
                var byte = buffer[index + offset]
                if caseInsensitive, byte >= 0x41, byte <= 0x5A { byte += 0x20 }
                if byte != needle[offset] { matches = false; break }
            }
            if matches { return index }
            index += 1
        }
        searched = max(0, end - start)
        if resynchronising {
            // Nothing here starts a header: forget it, keeping a tail that may start one.
            start = max(start, end - (needle.count - 1))
            searched = end - start
        }
        return nil
    }

    struct FramingProblem: Error { var message: String }

    /// The header's Content-Length, checked: every line `Name: value`, the length digits only and within bounds.
    static func contentLength(_ header: ArraySlice<UInt8>) -> Result<Int, FramingProblem> {
        var length: Int?
        for line in header.split(separator: 0x0A, omittingEmptySubsequences: false) {
            var line = line
            if line.last == 0x0D { line = line.dropLast() }
            guard let colon = line.firstIndex(of: 0x3A), colon > line.startIndex,
                  line[..<colon].allSatisfy({ isTokenByte($0) }) else {
                return .failure(FramingProblem(message: "a header line that is not 'Name: value'"))
            }
            let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
            guard name == "content-length" else { continue }
            var value = line[(colon + 1)...]
            while let first = value.first, first == 0x20 || first == 0x09 { value = value.dropFirst() }
            while let last = value.last, last == 0x20 || last == 0x09 { value = value.dropLast() }
            guard !value.isEmpty, value.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
                return .failure(FramingProblem(message: "a Content-Length that is not a non-negative decimal number"))
            }
            let digits = value.drop { $0 == 0x30 }
            // At most 10 significant digits cannot overflow; the bound is checked on the value.
            let parsed = digits.count > 10 ? Int.max : digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
            guard parsed <= maxBodyBytes else {
                return .failure(FramingProblem(message: "a Content-Length over the bound of \(maxBodyBytes) bytes"))
            }
            if let length, length != parsed {
                return .failure(FramingProblem(message: "two different Content-Length fields"))
            }
            length = parsed
        }
        guard let length else { return .failure(FramingProblem(message: "a header without Content-Length")) }
        return .success(length)
    }

    /// Whether the bytes start with `Name:` (a header field, however wrong its value).
    static func startsWithAField(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard let colon = bytes.firstIndex(of: 0x3A), colon > bytes.startIndex else { return false }
        return bytes[..<colon].allSatisfy { isTokenByte($0) }
    }

    /// RFC 7230's token characters (a header field's name).
    static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: return true
        default: return Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }
}
