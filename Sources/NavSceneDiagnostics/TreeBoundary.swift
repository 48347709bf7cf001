#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The tree a walk was given, and the rule that keeps the walk in it: a symbolic link met in the walk is followed only
/// when its resolved path is inside the root (both canonical); a link out of the tree (to `/`, a sibling checkout,
/// `/proc`) and a dangling link are skipped with the reason. Loops are the walk's to cut (each real directory once).
/// Lint, `repl DIR`, `extract DIR`, the plugins (through lint) and flow discovery all walk by it.
public struct TreeBoundary: Sendable {
    /// The canonical root.
    public let root: String
    /// The root as the user named it, for messages.
    public let shown: String

    public init(root directory: String, shown: String? = nil) {
        self.root = PathBytes.realPath(directory) ?? directory
        self.shown = shown ?? directory
    }

    /// Why the walk must not enter `path` (a symbolic link out of the tree, or dangling), or nil: not a link, or a link
    /// that resolves inside the root.
    public func refusal(for path: String) -> String? {
        var info = stat()
        guard lstat(PathBytes.cString(path), &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return nil }
        guard let real = PathBytes.realPath(path) else { return "a symbolic link that does not resolve (dangling or a loop); not followed" }
        if contains(real) { return nil }
        return "a symbolic link to \(DisplayLine.escaped(real)), outside \(DisplayLine.escaped(shown.isEmpty ? "." : shown)); not followed"
    }

    /// Whether a canonical path is the root or under it.
    public func contains(_ real: String) -> Bool {
        real == root || real.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }
}
