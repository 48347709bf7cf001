import Foundation
import NavSceneDiagnostics

/// One file to lint.
public struct LintTarget: Sendable {
    /// The path as shown to the user (relative to the working directory when the user gave a relative path).
    public var path: String
    /// Absolute path; nil for standard input.
    public var absolutePath: String?
    public var config: LintConfig

    public init(path: String, absolutePath: String?, config: LintConfig) {
        self.path = path; self.absolutePath = absolutePath; self.config = config
    }
}

/// Turns command-line paths into lint targets: files as given, directories recursively (scene files by the nearest
/// config's include globs, else `.yaml`/`.yml`), skipping hidden directories and `.build*`. Directory symlinks are
/// followed once: a loop ends at the first real path seen again.
struct FileDiscovery {
    let cwd: String
    let configs: ConfigResolver
    private(set) var targets: [LintTarget] = []
    private(set) var diagnostics: [Diagnostic] = []
    private var seenFiles: Set<String> = []
    private var seenDirectories: Set<String> = []

    init(cwd: String, configs: ConfigResolver) {
        self.cwd = cwd
        self.configs = configs
    }

    mutating func add(path given: String, stdinName: String?) {
        if given == "-" {
            let name = stdinName ?? "<stdin>"
            let absolute = Paths.absolute(name, relativeTo: cwd)
            targets.append(LintTarget(path: name, absolutePath: nil, config: configs.config(forDirectory: Paths.parent(absolute))))
            return
        }
        var shown = given
        while shown.count > 1, shown.hasSuffix("/") { shown.removeLast() }
        let absolute = Paths.absolute(shown, relativeTo: cwd)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else {
            diagnostics.append(Diagnostic(id: "io-error", severity: .error, message: "no such file or directory", range: .synthetic(shown)))
            return
        }
        if isDirectory.boolValue {
            walk(directory: absolute, shown: shown == "." ? "" : shown)
        } else {
            let config = configs.config(forDirectory: Paths.parent(absolute))
            if !config.isExcluded(absolute) { addFile(absolute: absolute, shown: shown, config: config) }
        }
    }

    private mutating func addFile(absolute: String, shown: String, config: LintConfig) {
        guard seenFiles.insert(Self.realPath(absolute)).inserted else { return }
        targets.append(LintTarget(path: shown, absolutePath: absolute, config: config))
    }

    private mutating func walk(directory: String, shown: String) {
        guard seenDirectories.insert(Self.realPath(directory)).inserted else { return }
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        } catch {
            diagnostics.append(Diagnostic(id: "io-error", severity: .error, message: "cannot read the directory",
                                          range: .synthetic(shown.isEmpty ? "." : shown)))
            return
        }
        let config = configs.config(forDirectory: directory)
        for name in entries {
            let absolute = Paths.join(directory, name)
            let childShown = shown.isEmpty ? name : Paths.join(shown, name)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) else { continue } // dangling link
            if isDirectory.boolValue {
                if name.hasPrefix(".") || name.hasPrefix(".build") || config.isExcluded(absolute) { continue }
                walk(directory: absolute, shown: childShown)
            } else if !name.hasPrefix("."), config.isSceneFile(absolute), !config.isExcluded(absolute) {
                addFile(absolute: absolute, shown: childShown, config: config)
            }
        }
    }

    static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
