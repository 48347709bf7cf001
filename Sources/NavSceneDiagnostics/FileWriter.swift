#if canImport(Glibc)
import Glibc
internal import CSystemExtras
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file was not written, and what that left at the path.
public struct FileWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum OnDisk: Hashable, Sendable {
        /// The path names the same file with the same bytes as before: a refusal, or a failure before the rename.
        case unchanged
        /// Nothing was at the path and nothing was put there.
        case nothingWritten
        /// A stream (standard output, a FIFO, a device): some of the bytes may have gone out.
        case stream
    }
    /// Why, e.g. `Permission denied` or `the file is read-only`.
    public var reason: String
    public var onDisk: OnDisk
    public init(_ reason: String, onDisk: OnDisk = .stream) { self.reason = reason; self.onDisk = onDisk }
    /// The reason and, for a file, what is on disk: `No space left on device; navlint did not change it`.
    public var description: String {
        switch onDisk {
        case .unchanged: return reason + "; navlint did not change it"
        case .nothingWritten: return reason + "; nothing was written"
        case .stream: return reason
        }
    }
}

/// The one way navlint writes a file (fixes, baselines, reports, saved states, recorded flows, extracted scenes), in
/// one order: the new bytes go to a new temporary file beside the target (`O_CREAT|O_EXCL|O_NOFOLLOW`), are synced,
/// and the temporary file is renamed over the target; then the directory is synced. A reader sees the old file or the
/// new one, never half of one, and a failure at any step (no space, a file size limit, no permission) leaves the
/// target byte-identical. There is no in-place fallback: what cannot be replaced that way is refused with the reason:
/// - a symbolic link as the last component (dangling or not): navlint never writes through a link;
/// - a file with more than one hard link (a rename would split the names, writing in place is not atomic);
/// - a directory, FIFO, socket or device (except that a report may be written through to one, `writeReport`);
/// - a read-only file, or one whose owner, group or extended attributes the copy cannot keep;
/// - with `expecting`, a file that no longer holds exactly those bytes (a compare-and-swap under an exclusive lock,
///   checked again right before the rename).
/// Every error says what is on disk (`FileWriteError.onDisk`).
public enum FileWriter {
    /// Creates or replaces a regular file.
    public static func write(_ bytes: [UInt8], to path: String, expecting expected: [UInt8]? = nil) throws {
        try write(bytes, to: path, expecting: expected, throughStreams: false)
    }

    /// Writes a report: as `write`, and also through to a path that names a stream rather than a file
    /// (`/dev/stdout`, `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`, a FIFO, a character device such as `/dev/null`),
    /// which is written, never replaced.
    public static func writeReport(_ bytes: [UInt8], to path: String) throws {
        try write(bytes, to: path, expecting: nil, throughStreams: true)
    }

    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let parent = String(path[..<slash])
        return parent.isEmpty ? "/" : parent
    }

    private static func write(_ bytes: [UInt8], to path: String, expecting expected: [UInt8]?, throughStreams: Bool) throws {
        if throughStreams, let fd = try openStream(named: path) {
            return try writeAll(bytes, to: fd, shown: path)
        }
        let name = path.split(separator: "/").last.map(String.init) ?? ""
        var info = stat()
        let existed = lstat(PathBytes.cString(path), &info) == 0
        var stream = false
        do {
            guard !name.isEmpty, name != ".", name != ".." else { throw FileWriteError("it is a directory") }
            let directory = open(PathBytes.cString(Self.directory(of: path)), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard directory >= 0 else { throw failure(errno, "cannot create a temporary file beside it: ") }
            defer { close(directory) }
            let target = Target(directory: directory, name: name, shown: path)
            guard fstatat(directory, PathBytes.cString(name), &info, AT_SYMLINK_NOFOLLOW) == 0 else {
                guard errno == ENOENT else { throw failure(errno) }
                if expected != nil { throw FileWriteError("the file was deleted since navlint read it; run navlint again") }
                return try create(bytes, at: target)
            }
            switch info.st_mode & S_IFMT {
            case S_IFREG: try replace(target, with: bytes, expecting: expected)
            case S_IFLNK: throw target.symbolicLink()
            case S_IFDIR: throw FileWriteError("it is a directory")
            case S_IFIFO where throughStreams, S_IFCHR where throughStreams:
                stream = true
                return try writeThrough(bytes, to: target)
            default: throw FileWriteError("it is not a regular file (a FIFO, socket or device); navlint replaces only regular files")
            }
        } catch var error as FileWriteError {
            error.onDisk = stream ? .stream : existed ? .unchanged : .nothingWritten
            throw error
        }
    }

    /// A file in an open directory: every call is relative to the directory's descriptor, so the directory checked is
    /// the directory written, whatever is renamed meanwhile.
    struct Target {
        var directory: Int32
        var name: String
        var shown: String
        var cName: [CChar] { PathBytes.cString(name) }

        func symbolicLink() -> FileWriteError {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlinkat(directory, cName, &buffer, buffer.count - 1)
            let destination = count > 0 ? " to '" + DisplayLine.escaped(PathBytes.string(buffer[..<count].map { UInt8(bitPattern: $0) })) + "'" : ""
            return FileWriteError("it is a symbolic link\(destination); navlint does not write through links (name the file itself)")
        }

        /// Syncs the directory so the rename itself is on disk (a file system that cannot is not an error).
        func syncDirectory() { _ = fsync(directory) }
    }

    /// A new file: a temporary file renamed to a name that must still be free (a file that appeared meanwhile is kept).
    private static func create(_ bytes: [UInt8], at target: Target) throws {
        let mask = umask(0); umask(mask)
        let (fd, temporary) = try temporaryFile(beside: target)
        defer { close(fd); unlinkat(target.directory, PathBytes.cString(temporary), 0) }
        guard fchmod(fd, 0o666 & ~mask) == 0 else { throw failure(errno) }
        try writeAll(bytes, to: fd, shown: target.shown, context: "cannot write the new content: ")
        guard fsync(fd) == 0 else { throw failure(errno, "cannot write the new content: ") }
        if navscene_renameat2(target.directory, PathBytes.cString(temporary), target.directory, target.cName, 1) != 0 {
            if errno == EEXIST { throw FileWriteError("a file appeared at this path while navlint wrote it; run navlint again") }
            guard errno == EINVAL || errno == ENOSYS || errno == ENOTSUP,
                  renameat(target.directory, PathBytes.cString(temporary), target.directory, target.cName) == 0 else { throw failure(errno) }
        }
        target.syncDirectory()
    }

    /// An existing regular file with one link: prepared beside it, then swapped in.
    private static func replace(_ target: Target, with bytes: [UInt8], expecting expected: [UInt8]?) throws {
        let replacement = try Replacement(target, with: bytes, expecting: expected)
        defer { replacement.close() }
        try replacement.commit(keepingTheOriginal: false)
    }

    /// A temporary file holding `bytes` with the original's owner, group, mode and extended attributes, synced; its
    /// name. Throws (removing it) when any of them cannot be kept or the bytes cannot be written.
    static func preparedCopy(of info: stat, fd original: Int32, beside target: Target, bytes: [UInt8]) throws -> String {
        let (fd, temporary) = try temporaryFile(beside: target)
        defer { close(fd) }
        do {
            if info.st_uid != geteuid() || info.st_gid != getegid() {
                guard fchown(fd, info.st_uid, info.st_gid) == 0 else { throw failure(errno, "cannot keep its owner and group: ") }
            }
            guard fchmod(fd, info.st_mode & 0o7777) == 0 else { throw failure(errno, "cannot keep its permissions: ") }
            try copyAttributes(from: original, to: fd)
            try writeAll(bytes, to: fd, shown: target.shown, context: "cannot write the new content: ")
            guard fsync(fd) == 0 else { throw failure(errno, "cannot write the new content: ") }
            return temporary
        } catch {
            unlinkat(target.directory, PathBytes.cString(temporary), 0)
            throw error
        }
    }

    private static func copyAttributes(from source: Int32, to destination: Int32) throws {
        #if canImport(Glibc)
        let context = "cannot keep its extended attributes: "
        let size = flistxattr(source, nil, 0)
        if size < 0 {
            if errno == ENOTSUP { return }
            throw failure(errno, context)
        }
        guard size > 0 else { return }
        var names = [CChar](repeating: 0, count: size)
        let listed = flistxattr(source, &names, size)
        guard listed >= 0 else { throw failure(errno, context) }
        var start = 0
        while start < listed {
            var end = start
            while end < listed && names[end] != 0 { end += 1 }
            let name = Array(names[start...end])
            start = end + 1
            let length = fgetxattr(source, name, nil, 0)
            guard length >= 0 else { throw failure(errno, context) }
            var value = [UInt8](repeating: 0, count: max(length, 1))
            let read = fgetxattr(source, name, &value, length)
            guard read >= 0, fsetxattr(destination, name, value, read, 0) == 0 else { throw failure(errno, context) }
        }
        #endif
    }

    /// A FIFO or character device a report names: opened for writing and written, never replaced.
    private static func writeThrough(_ bytes: [UInt8], to target: Target) throws {
        let fd = openat(target.directory, target.cName, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { throw failure(errno) }
        defer { close(fd) }
        try writeAll(bytes, to: fd, shown: target.shown)
    }

    /// The open descriptor a report path names (`/dev/stdout`, `/dev/fd/3`, `/proc/self/fd/3`): written as the shell's
    /// redirection would. nil for any other path.
    private static func openStream(named path: String) throws -> Int32? {
        let fd: Int32?
        switch path {
        case "/dev/stdout": fd = STDOUT_FILENO
        case "/dev/stderr": fd = STDERR_FILENO
        default:
            let number = ["/dev/fd/", "/proc/self/fd/"].first { path.hasPrefix($0) }.map { path.dropFirst($0.count) }
            fd = number.flatMap { Int32($0) }
        }
        guard let fd else { return nil }
        guard fcntl(fd, F_GETFD) != -1 else { throw failure(errno) }
        return fd
    }

    static func temporaryFile(beside target: Target) throws -> (Int32, String) {
        // Short enough for NAME_MAX whatever the target's name.
        let stem = PathBytes.string(PathBytes.bytes(target.name).prefix(200))
        for _ in 0..<64 {
            let temporary = ".\(stem).navlint-" + String(UInt64.random(in: 0..<(1 << 48)), radix: 36)
            let fd = openat(target.directory, PathBytes.cString(temporary), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd >= 0 { return (fd, temporary) }
            guard errno == EEXIST else { throw failure(errno, "cannot create a temporary file beside it: ") }
        }
        throw FileWriteError("cannot create a temporary file beside it: every name tried is taken")
    }

    static func writeAll(_ bytes: [UInt8], to fd: Int32, shown: String, context: String = "") throws {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { buffer in Glibc.write(fd, buffer.baseAddress, buffer.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(errno, context)
            }
            if count == 0 { throw FileWriteError(context + "the device accepts no more data") }
            written += count
        }
    }

    static func readAll(_ fd: Int32) throws -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        var offset = 0
        while true {
            let count = chunk.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, off_t(offset)) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(errno)
            }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
            offset += count
        }
    }

    static func failure(_ code: Int32, _ context: String = "") -> FileWriteError {
        FileWriteError(context + String(cString: strerror(code)))
    }
}
