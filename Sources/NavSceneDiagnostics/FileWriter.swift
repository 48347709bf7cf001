#if canImport(Glibc)
import Glibc
internal import CSystemExtras
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a file was not written, with the system's reason where there is one.
public struct FileWriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Why, e.g. `Permission denied` or `the file is read-only`.
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
    public var description: String { reason }
}

/// Writes output files (fixes, reports, baselines, saved states, recorded flows) without damaging what the path names:
/// - a FIFO, device or terminal is written through, never replaced;
/// - a symlink is followed and its target written;
/// - a regular file is replaced atomically (a temporary file in its directory, then rename) keeping its owner, group,
///   permissions and extended attributes; when that cannot keep them (a hard link, an owner navlint cannot give, an
///   attribute it cannot copy, a directory it cannot write), the file is rewritten in place instead;
/// - a read-only file is refused;
/// - with `expecting`, the write is a compare-and-swap: under an exclusive lock, right before the rename, the file must
///   still hold exactly those bytes and still be the file that was read, else nothing is written.
public enum FileWriter {
    public static func write(_ bytes: [UInt8], to path: String, expecting expected: [UInt8]? = nil) throws {
        var info = stat()
        guard stat(PathBytes.cString(path), &info) == 0 else {
            let error = errno
            guard error == ENOENT else { throw failure(error) }
            if expected != nil { throw FileWriteError("the file was deleted since navlint read it; run navlint again") }
            return try create(bytes, at: target(of: path))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw FileWriteError("it is a directory")
        default: return try writeThrough(bytes, to: path)
        }
        let real = target(of: path)
        // `/dev/stdout` and `/proc/self/fd/N` name an open file: append to it as the shell's redirection would.
        if real.hasPrefix("/proc/") { return try writeThrough(bytes, to: path, append: true) }
        guard info.st_mode & 0o222 != 0 else {
            throw FileWriteError("the file is read-only")
        }
        guard access(PathBytes.cString(real), W_OK) == 0 else { throw failure(errno) }
        try replace(real, shown: path, with: bytes, expecting: expected)
    }

    /// The file a path finally names: symlinks followed (also a dangling one, to the file it would create).
    static func target(of path: String) -> String {
        if let resolved = PathBytes.realPath(path) { return resolved }
        var current = path
        for _ in 0..<40 {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink(PathBytes.cString(current), &buffer, buffer.count - 1)
            guard count > 0 else { return current }
            let link = PathBytes.string(buffer[..<count].map { UInt8(bitPattern: $0) })
            current = link.hasPrefix("/") ? link : directory(of: current) + "/" + link
        }
        return current
    }

    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let parent = String(path[..<slash])
        return parent.isEmpty ? "/" : parent
    }

    /// A new file: written to a temporary file and renamed, so a reader never sees half of it.
    private static func create(_ bytes: [UInt8], at path: String) throws {
        let mask = umask(0); umask(mask)
        let (fd, temporary) = try temporaryFile(beside: path, shown: path)
        defer { close(fd) }
        do {
            guard fchmod(fd, 0o666 & ~mask) == 0 else { throw failure(errno) }
            try writeAll(bytes, to: fd, shown: path)
            guard fsync(fd) == 0 else { throw failure(errno) }
            guard rename(PathBytes.cString(temporary), PathBytes.cString(path)) == 0 else { throw failure(errno) }
        } catch {
            unlink(PathBytes.cString(temporary))
            throw error
        }
    }

    /// An existing regular file, under an exclusive lock on it.
    private static func replace(_ path: String, shown: String, with bytes: [UInt8], expecting expected: [UInt8]?) throws {
        let fd = open(PathBytes.cString(path), O_RDWR | O_CLOEXEC)
        guard fd >= 0 else { throw failure(errno) }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else { throw failure(errno) }
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw failure(errno) }
        func contentsUnchanged() -> Bool {
            expected == nil || (try? readAll(fd, shown: shown)) == expected
        }
        func unchanged() throws {
            guard expected != nil else { return }
            var now = stat()
            guard stat(PathBytes.cString(path), &now) == 0, now.st_ino == info.st_ino, now.st_dev == info.st_dev, contentsUnchanged() else {
                throw FileWriteError("the file changed since navlint read it; nothing was written, run navlint again")
            }
        }
        if info.st_nlink == 1, let (temporary, tfd) = try? preparedCopy(of: info, fd: fd, beside: path, shown: shown, bytes: bytes) {
            defer { close(tfd) }
            do {
                try unchanged()
                if expected != nil, try exchange(temporary, path, expecting: info, unchanged: contentsUnchanged) { return }
                guard rename(PathBytes.cString(temporary), PathBytes.cString(path)) == 0 else { throw failure(errno) }
                return
            } catch {
                unlink(PathBytes.cString(temporary))
                throw error
            }
        }
        // In place: keeps hard links and everything the inode carries; not atomic for a reader.
        try unchanged()
        guard ftruncate(fd, 0) == 0 else { throw failure(errno) }
        try writeAll(bytes, to: fd, at: 0, shown: shown)
        guard fsync(fd) == 0 else { throw failure(errno) }
    }

    /// Swaps the new file in with RENAME_EXCHANGE, then checks what came out is still the file that was read with the
    /// bytes expected; if a save landed meanwhile, swaps it back and refuses. False when the file system cannot swap.
    private static func exchange(_ temporary: String, _ path: String, expecting info: stat,
                                 unchanged: () -> Bool) throws -> Bool {
        guard navscene_rename_exchange(PathBytes.cString(temporary), PathBytes.cString(path)) == 0 else {
            if errno == EINVAL || errno == ENOSYS || errno == ENOTSUP { return false }
            throw failure(errno)
        }
        var old = stat()
        let same = lstat(PathBytes.cString(temporary), &old) == 0 && old.st_ino == info.st_ino && old.st_dev == info.st_dev
        if !same || !unchanged() {
            _ = navscene_rename_exchange(PathBytes.cString(temporary), PathBytes.cString(path))
            throw FileWriteError("the file changed since navlint read it; nothing was written, run navlint again")
        }
        unlink(PathBytes.cString(temporary))
        return true
    }

    /// A temporary file holding `bytes` with the original's owner, group, mode and extended attributes; nil (through
    /// a throw) when any of them cannot be kept, so the caller writes in place instead.
    private static func preparedCopy(of info: stat, fd original: Int32, beside path: String, shown: String,
                                     bytes: [UInt8]) throws -> (String, Int32) {
        let (fd, temporary) = try temporaryFile(beside: path, shown: shown)
        do {
            if info.st_uid != geteuid() || info.st_gid != getegid() {
                guard fchown(fd, info.st_uid, info.st_gid) == 0 else { throw failure(errno) }
            }
            guard fchmod(fd, info.st_mode & 0o7777) == 0 else { throw failure(errno) }
            try copyAttributes(from: original, to: fd)
            try writeAll(bytes, to: fd, shown: shown)
            guard fsync(fd) == 0 else { throw failure(errno) }
            return (temporary, fd)
        } catch {
            close(fd)
            unlink(PathBytes.cString(temporary))
            throw error
        }
    }

    private static func copyAttributes(from source: Int32, to destination: Int32) throws {
        #if canImport(Glibc)
        let size = flistxattr(source, nil, 0)
        if size < 0 {
            if errno == ENOTSUP { return }
            throw failure(errno)
        }
        guard size > 0 else { return }
        var names = [CChar](repeating: 0, count: size)
        let listed = flistxattr(source, &names, size)
        guard listed >= 0 else { throw failure(errno) }
        var start = 0
        while start < listed {
            var end = start
            while end < listed && names[end] != 0 { end += 1 }
            let name = Array(names[start...end])
            start = end + 1
            let length = fgetxattr(source, name, nil, 0)
            guard length >= 0 else { throw failure(errno) }
            var value = [UInt8](repeating: 0, count: max(length, 1))
            let read = fgetxattr(source, name, &value, length)
            guard read >= 0, fsetxattr(destination, name, value, read, 0) == 0 else { throw failure(errno) }
        }
        #endif
    }

    /// A FIFO, device, terminal or open file descriptor: opened for writing and written, never replaced.
    private static func writeThrough(_ bytes: [UInt8], to path: String, append: Bool = false) throws {
        let fd = open(PathBytes.cString(path), O_WRONLY | O_CLOEXEC | (append ? O_APPEND : 0))
        guard fd >= 0 else { throw failure(errno) }
        defer { close(fd) }
        try writeAll(bytes, to: fd, shown: path)
    }

    private static func temporaryFile(beside path: String, shown: String) throws -> (Int32, String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        var template = PathBytes.cString(directory(of: path) + "/.\(name).navlint-XXXXXX")
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw failure(errno, "cannot create a temporary file beside it: ") }
        return (fd, PathBytes.string(cString: template))
    }

    static func writeAll(_ bytes: [UInt8], to fd: Int32, at offset: Int? = nil, shown: String) throws {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { buffer in
                offset.map { pwrite(fd, buffer.baseAddress, buffer.count, off_t($0 + written)) }
                    ?? Glibc.write(fd, buffer.baseAddress, buffer.count)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(errno)
            }
            if count == 0 { throw FileWriteError("the device accepts no more data") }
            written += count
        }
    }

    private static func readAll(_ fd: Int32, shown: String) throws -> [UInt8] {
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
