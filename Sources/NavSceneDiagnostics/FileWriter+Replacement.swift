#if canImport(Glibc)
import Glibc
internal import CSystemExtras
#elseif canImport(Darwin)
import Darwin
#endif

extension FileWriter {
    /// The replacement of one existing regular file, in two steps: `init` checks the file (one link, writable, still
    /// the bytes expected), locks it and writes the new bytes to a synced temporary file beside it, changing nothing
    /// the target's name shows; `commit` swaps the temporary file in (RENAME_EXCHANGE where the file system has it,
    /// else rename) after checking once more that the file is the one read. A committed replacement can be rolled
    /// back: the original inode goes back under its name. `close` removes what is left beside the target.
    final class Replacement {
        let target: Target
        private let fd: Int32
        private let info: stat
        private let expected: [UInt8]?
        private let temporary: String
        /// A second name for the original, where the file system cannot exchange and the caller may roll back.
        private var backup: String?
        private(set) var committed = false

        init(_ target: Target, with bytes: [UInt8], expecting expected: [UInt8]?) throws {
            self.target = target
            self.expected = expected
            let fd = openat(target.directory, target.cName, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard fd >= 0 else { throw errno == ELOOP ? target.symbolicLink() : failure(errno) }
            self.fd = fd
            do {
                while flock(fd, LOCK_EX) != 0 {
                    guard errno == EINTR else { throw failure(errno) }
                }
                var info = stat()
                guard fstat(fd, &info) == 0 else { throw failure(errno) }
                guard info.st_mode & S_IFMT == S_IFREG else { throw FileWriteError("it is not a regular file") }
                guard info.st_nlink == 1 else {
                    throw FileWriteError("it has \(info.st_nlink) hard links; replacing it would leave the other names with the old text "
                        + "and writing it in place is not atomic, so navlint does not write it")
                }
                guard info.st_mode & 0o222 != 0 else { throw FileWriteError("the file is read-only") }
                guard faccessat(target.directory, target.cName, W_OK, 0) == 0 else { throw failure(errno) }
                self.info = info
                guard expected == nil || (try? readAll(fd)) == expected else { throw Self.changed }
                temporary = try preparedCopy(of: info, fd: fd, beside: target, bytes: bytes)
            } catch {
                Glibc.close(fd)
                throw error
            }
        }

        static var changed: FileWriteError { FileWriteError("the file changed since navlint read it, run navlint again") }

        private func contentsUnchanged() -> Bool { expected == nil || (try? readAll(fd)) == expected }

        private func isOriginal(_ name: [CChar]) -> Bool {
            var now = stat()
            return fstatat(target.directory, name, &now, AT_SYMLINK_NOFOLLOW) == 0 && now.st_ino == info.st_ino && now.st_dev == info.st_dev
        }

        /// Swaps the new bytes in. `keepingTheOriginal`: where the file system cannot exchange, keep a second name
        /// for the original so that `rollBack` can put it back (a refusal when that link cannot be made).
        func commit(keepingTheOriginal: Bool) throws {
            let from = PathBytes.cString(temporary)
            guard isOriginal(target.cName), contentsUnchanged() else { throw Self.changed }
            if navscene_renameat2(target.directory, from, target.directory, target.cName, 2) == 0 {
                // What came out must still be the file read, with the bytes expected: else a save landed meanwhile.
                guard isOriginal(from), contentsUnchanged() else {
                    _ = navscene_renameat2(target.directory, from, target.directory, target.cName, 2)
                    throw Self.changed
                }
            } else {
                guard errno == EINVAL || errno == ENOSYS || errno == ENOTSUP else { throw failure(errno) }
                if keepingTheOriginal {
                    let name = temporary + "-original"
                    guard linkat(target.directory, target.cName, target.directory, PathBytes.cString(name), 0) == 0 else {
                        throw failure(errno, "cannot keep the original to put it back if another file fails: ")
                    }
                    backup = name
                }
                guard renameat(target.directory, from, target.directory, target.cName) == 0 else { throw failure(errno) }
            }
            committed = true
            target.syncDirectory()
        }

        /// Puts the original back under its name after `commit`; the reason when it cannot.
        func rollBack() -> String? {
            guard committed else { return nil }
            let restored: Bool
            if let backup {
                restored = renameat(target.directory, PathBytes.cString(backup), target.directory, target.cName) == 0
            } else {
                restored = navscene_renameat2(target.directory, PathBytes.cString(temporary), target.directory, target.cName, 2) == 0
            }
            guard restored else { return String(cString: strerror(errno)) }
            committed = false
            backup = nil
            target.syncDirectory()
            return nil
        }

        func close() {
            unlinkat(target.directory, PathBytes.cString(temporary), 0)
            if let backup { unlinkat(target.directory, PathBytes.cString(backup), 0) }
            Glibc.close(fd)
        }
    }

    /// Why a group of files was not written, and what is on disk for each.
    public struct GroupWriteError: Error, CustomStringConvertible {
        /// The file that could not be written (as shown) and why.
        public var file: String
        public var reason: String
        /// Files that were replaced before the failure and could not be put back: (shown, why). Empty when every
        /// file holds what it held before.
        public var notRestored: [(file: String, why: String)]
        public var count: Int

        public var description: String {
            let head = "\(DisplayLine.escaped(file)): \(reason)"
            guard !notRestored.isEmpty else {
                return head + (count == 1 ? "; navlint did not change it" : "; navlint changed none of the \(count) files")
            }
            let kept = notRestored.map { "\(DisplayLine.escaped($0.file)) holds the fixed text (it could not be put back: \($0.why))" }
            return head + "; " + kept.joined(separator: "; ") + "; the other files are unchanged"
        }
    }

    /// Called with each file's shown name right before `replaceTogether` swaps it in: for tests, a save that lands
    /// between the check and the swap. nil in navlint.
    nonisolated(unsafe) static var beforeSwappingIn: ((String) -> Void)?

    /// Replaces several existing files all or nothing (a multi-file fix): every file is checked and its new bytes
    /// written beside it first, so a refusal (read-only, changed, no space) changes none of them; then each is swapped
    /// in, and if one fails the files already swapped get their originals back. `shown` names a file in messages.
    public static func replaceTogether(_ changes: [(path: String, shown: String, bytes: [UInt8], expected: [UInt8])]) throws {
        var directories: [Int32] = []
        var prepared: [(Replacement, String)] = []
        defer {
            for (replacement, _) in prepared { replacement.close() }
            for directory in directories { close(directory) }
        }
        for change in changes {
            do {
                let name = change.path.split(separator: "/").last.map(String.init) ?? ""
                guard !name.isEmpty, name != ".", name != ".." else { throw FileWriteError("it is a directory") }
                let directory = open(PathBytes.cString(Self.directory(of: change.path)), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                guard directory >= 0 else { throw failure(errno) }
                directories.append(directory)
                let target = Target(directory: directory, name: name, shown: change.shown)
                var info = stat()
                guard fstatat(directory, target.cName, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
                    throw errno == ENOENT ? FileWriteError("the file was deleted since navlint read it; run navlint again") : failure(errno)
                }
                if info.st_mode & S_IFMT == S_IFLNK { throw target.symbolicLink() }
                prepared.append((try Replacement(target, with: change.bytes, expecting: change.expected), change.shown))
            } catch {
                throw GroupWriteError(file: change.shown, reason: (error as? FileWriteError)?.reason ?? "\(error)", notRestored: [], count: changes.count)
            }
        }
        for (index, (replacement, shown)) in prepared.enumerated() {
            do {
                beforeSwappingIn?(shown)
                try replacement.commit(keepingTheOriginal: true)
            } catch {
                var notRestored: [(file: String, why: String)] = []
                for (earlier, earlierShown) in prepared[..<index].reversed() {
                    if let why = earlier.rollBack() { notRestored.append((earlierShown, why)) }
                }
                throw GroupWriteError(file: shown, reason: (error as? FileWriteError)?.reason ?? "\(error)", notRestored: notRestored,
                                      count: changes.count)
            }
        }
    }
}
