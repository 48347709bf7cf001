import Foundation

/// Path arithmetic on `/`-separated strings (no file system access except `absolute`'s working directory).
enum Paths {
    /// Joins, keeping `a/b` readable (`.` + `x` is `x`).
    static func join(_ directory: String, _ name: String) -> String {
        if directory == "." || directory.isEmpty { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// An absolute, normalised path (`.` and `..` resolved lexically; symlinks kept).
    static func absolute(_ path: String, relativeTo base: String) -> String {
        let full = path.hasPrefix("/") ? path : base + "/" + path
        var parts: [Substring] = []
        for part in full.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    static func parent(_ absolutePath: String) -> String {
        guard let slash = absolutePath.lastIndex(of: "/") else { return "." }
        let parent = String(absolutePath[..<slash])
        return parent.isEmpty ? "/" : parent
    }

    static func basename(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// `target` relative to the directory `base` (both absolute), with `..` where needed.
    static func relative(_ target: String, from base: String) -> String {
        let t = target.split(separator: "/"), b = base.split(separator: "/")
        var common = 0
        while common < t.count, common < b.count, t[common] == b[common] { common += 1 }
        let ups = Array(repeating: "..", count: b.count - common)
        let rest = t[common...].map(String.init)
        let joined = (ups + rest).joined(separator: "/")
        return joined.isEmpty ? "." : joined
    }

    /// How to show an absolute path to the user: relative when it is under `cwd`, absolute otherwise.
    static func display(_ absolutePath: String, cwd: String) -> String {
        let relative = self.relative(absolutePath, from: cwd)
        return relative.hasPrefix("..") ? absolutePath : relative
    }
}
