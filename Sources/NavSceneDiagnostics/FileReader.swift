#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file could not be read: a diagnostic id (`io-error`, `limit-file-size`) and a message a person can act on.
public struct FileReadError: Error, Hashable, Sendable {
    public var id: String
    public var message: String
    public init(id: String, message: String) { self.id = id; self.message = message }
}

/// Reads whole input files with POSIX calls, the one way every stage reads a scene, an include or a config.
public enum FileReader {
    /// Reads a regular file of at most `limit` bytes. A FIFO, socket or device is refused instead of read
    /// (opening a FIFO would otherwise wait forever for a writer), and failures carry the system's reason.
    public static func read(_ path: String, limit: Int) -> Result<[UInt8], FileReadError> {
        let fd = open(PathBytes.cString(path), O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else { return .failure(FileReadError(id: "io-error", message: "cannot read the file: \(reason())")) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(FileReadError(id: "io-error", message: "cannot read the file: \(reason())")) }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            return .failure(FileReadError(id: "io-error", message: "cannot read the file: it is a directory"))
        }
        if (info.st_mode & S_IFMT) != S_IFREG {
            return .failure(FileReadError(id: "io-error", message: "cannot read the file: it is not a regular file (a FIFO, socket or device)"))
        }
        if Int(info.st_size) > limit { return .failure(tooLarge(limit, size: Int(info.st_size))) }
        // Read straight into the array, sized from fstat; one byte more than that shows a file that grows meanwhile.
        var bytes: [UInt8] = []
        var capacity = Int(info.st_size) + 1
        var failure: Int32 = 0
        while true {
            var more = false
            let previous = bytes.count
            bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                if previous > 0 { _ = buffer.initialize(from: bytes) }
                initialized = previous
                while initialized < capacity {
                    let count = Glibc.read(fd, buffer.baseAddress! + initialized, capacity - initialized)
                    if count < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        return
                    }
                    if count == 0 { return }
                    initialized += count
                }
                more = true
            }
            if failure != 0 {
                return .failure(FileReadError(id: "io-error", message: "cannot read the file: \(String(cString: strerror(failure)))"))
            }
            // The file may grow while it is read.
            if bytes.count > limit { return .failure(tooLarge(limit, size: nil)) }
            if !more { break }
            capacity = min(capacity * 2, limit < Int.max ? limit + 1 : Int.max)
        }
        return .success(bytes)
    }

    static func tooLarge(_ limit: Int, size: Int?) -> FileReadError {
        let what = size.map { "file is \($0) bytes," } ?? "file is"
        return FileReadError(id: "limit-file-size",
                             message: "\(what) more than the limit of \(limit) bytes; raise it with --max-file-size if the file is meant to be this large")
    }

    static func reason() -> String { String(cString: strerror(errno)) }
}
