import NavSceneDiagnostics

/// Paths with their symbolic links resolved (`realpath`), each path asked of the system once per discovery. A
/// discovery reads the tree as it is when the lint starts; it asks for the same path many times (a file's real path
/// to see it once, again for each module listing it and for the merge of a package's and a project's modules; a
/// directory's when it is walked and when a manifest's target lists it), and each `realpath` reads every component of
/// the path (a `readlink` each). A new discovery (`--watch`'s next run, the server's next check) starts a new memo, so
/// a link changed between runs is read again.
final class RealPaths {
    private var known: [String: String?] = [:]

    /// The canonical absolute path, or nil when it cannot be resolved (as `PathBytes.realPath`).
    func resolved(_ path: String) -> String? {
        asked += 1
        if let answer = known[path] { return answer }
        let answer = PathBytes.realPath(path)
        known[path] = answer
        return answer
    }

    /// The canonical path, or `path` itself when it cannot be resolved (as `FileDiscovery.realPath`).
    func real(_ path: String) -> String { resolved(path) ?? path }

    /// How many times a real path was asked, and how many distinct paths were read from the system (read by tests).
    private(set) var asked = 0
    var read: Int { known.count }
}
