#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File names are bytes on Linux, and not every name is valid UTF-8. navlint keeps paths as Swift strings, so a byte
/// that is not part of a well-formed UTF-8 sequence is carried as one of the 256 scalars U+10FF00...U+10FFFF (the end
/// of a private-use plane no file name uses); a name that really holds such a scalar has its UTF-8 bytes carried the
/// same way, so the mapping is one to one. `cString` gives the original bytes back for system calls, and diagnostics
/// show each carried byte as `\xNN` (`DisplayLine.escaped`).
public enum PathBytes {
    static let base: UInt32 = 0x10FF00

    /// The path for bytes read from the system (argv, a directory entry, `realpath`).
    public static func string<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        let array = Array(bytes)
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < array.count {
            let lead = array[index]
            let length = lead < 0x80 ? 1 : lead >> 5 == 0b110 ? 2 : lead >> 4 == 0b1110 ? 3 : lead >> 3 == 0b11110 ? 4 : 0
            if length > 0, index + length <= array.count,
               let scalar = DisplayLine.decode(array[index..<(index + length)]), !isCarried(scalar) {
                scalars.append(scalar)
                index += length
            } else {
                scalars.append(Unicode.Scalar(base + UInt32(lead))!)
                index += 1
            }
        }
        return String(scalars)
    }

    /// The path for a NUL-terminated C string from the system.
    public static func string(cString: UnsafePointer<CChar>) -> String {
        string(UnsafeBufferPointer(start: UnsafeRawPointer(cString).assumingMemoryBound(to: UInt8.self), count: strlen(cString)))
    }

    /// The bytes the system knows the path by.
    public static func bytes(_ path: String) -> [UInt8] {
        guard path.unicodeScalars.contains(where: isCarried) else { return Array(path.utf8) }
        var out: [UInt8] = []
        for scalar in path.unicodeScalars {
            if isCarried(scalar) { out.append(UInt8(scalar.value - base)) } else { out += String(scalar).utf8 }
        }
        return out
    }

    /// The path as a NUL-terminated C string for a system call: `open(PathBytes.cString(path), O_RDONLY)`.
    public static func cString(_ path: String) -> [CChar] {
        bytes(path).map { CChar(bitPattern: $0) } + [0]
    }

    /// A scalar that carries one byte of a file name.
    @inline(__always)
    public static func isCarried(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= base }

    /// The byte a carried scalar stands for.
    static func carriedByte(_ scalar: Unicode.Scalar) -> UInt8? { isCarried(scalar) ? UInt8(scalar.value - base) : nil }

    /// Why a directory could not be listed: the system's errno.
    public struct ListingError: Error { public var code: Int32 }

    /// Names in a directory (without `.` and `..`), or the system's errno.
    public static func entries(of directory: String) -> Result<[String], ListingError> {
        guard let handle = opendir(cString(directory)) else { return .failure(ListingError(code: errno)) }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: 256) { string(cString: $0) }
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return .success(names)
    }

    public enum Kind { case directory, file, missing }

    /// What a path names, following symbolic links (a dangling link is `missing`).
    public static func kind(_ path: String) -> Kind {
        var info = stat()
        guard stat(cString(path), &info) == 0 else { return .missing }
        return (info.st_mode & S_IFMT) == S_IFDIR ? .directory : .file
    }

    /// The canonical absolute path, or nil when it cannot be resolved.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(cString(path), nil) else { return nil }
        defer { free(resolved) }
        return string(cString: resolved)
    }

    // MARK: - URIs

    /// A relative URI reference for a relative path, a `file://` URI for an absolute one: every byte of the name
    /// outside the unreserved set percent-encoded (SARIF, LSP), so a name that is not UTF-8 survives the trip.
    public static func uri(_ path: String) -> String {
        var out = ""
        let hex = Array("0123456789ABCDEF")
        for byte in bytes(path) {
            if isUnreserved(byte) || byte == UInt8(ascii: "/") {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                out += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 0xF)])
            }
        }
        return path.hasPrefix("/") ? "file://" + out : out
    }

    /// The path a `file:` URI names (`file:///a/b`, `file://localhost/a/b`), percent-decoded byte by byte, with `.`
    /// and `..` segments resolved; nil for any other URI.
    public static func path(fromFileURI uri: String) -> String? {
        var rest = Substring(uri)
        guard rest.lowercased().hasPrefix("file://") else { return nil }
        rest = rest.dropFirst(7)
        if rest.lowercased().hasPrefix("localhost/") { rest = rest.dropFirst(9) }
        guard rest.hasPrefix("/") else { return nil }
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        var decoded: [UInt8] = []
        var utf8 = Array(rest.utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2, let high = hexValue(utf8[utf8.startIndex]),
               let low = hexValue(utf8[utf8.startIndex + 1]) {
                decoded.append(high << 4 | low)
                utf8 = utf8.dropFirst(2)
            } else {
                decoded.append(byte)
            }
        }
        var segments: [ArraySlice<UInt8>] = []
        for segment in decoded.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            if segment.elementsEqual([UInt8(ascii: ".")]) { continue }
            if segment.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]) { _ = segments.popLast(); continue }
            segments.append(segment)
        }
        return "/" + segments.map { string($0) }.joined(separator: "/")
    }

    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"): return true
        default: return false
        }
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
