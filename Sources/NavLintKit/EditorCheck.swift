import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRules
import NavSceneYAML

/// What an editor (the language server, `--watch`) needs from checking one file's current text: the findings as
/// `navlint` would report them for that file (config, `off` and severity overrides, inline suppressions), the
/// scene model for names, and every file the load read (for re-checking when an included file changes).
public struct EditorCheck {
    public var diagnostics: [Diagnostic]
    public var scene: Scene?
    public var sources: [String: SourceFile]

    /// `path` is absolute; includes are read from disk relative to it. `configs` caches parsed `.navlint.yml`s.
    public static func check(path: String, text: String, configs: EditorConfigs) -> EditorCheck {
        let config = configs.resolver.config(forDirectory: Paths.parent(path))
        let target = LintTarget(path: path, absolutePath: path, config: config)
        let overrides = CommandLineOverrides()
        let source = SourceFile(path: path, text: text)
        let load = Analysis.load(source, options: config.loadOptions(overrides))
        let settings = config.ruleSettings(overrides)
        let found = settings.apply(to: load.diagnostics + Analysis.runRules(load, settings: settings))
        var sources = load.sources
        sources[path] = source
        var filtering = Filtering()
        let shown = filtering.apply(found, sources: sources, targets: [target.path], settings: { _ in settings },
                                    baseline: nil, baselineDirectory: Paths.parent(path), cwd: Paths.parent(path))
        return EditorCheck(diagnostics: shown, scene: load.scene, sources: sources)
    }
}

/// The configs an editor session has read (each `.navlint.yml` parsed once; `reset()` after one changes).
public final class EditorConfigs: @unchecked Sendable {
    fileprivate var resolver: ConfigResolver
    private let cwd: String
    public init(cwd: String) {
        self.cwd = cwd
        resolver = ConfigResolver(cwd: cwd, explicitPath: nil)
    }
    public func reset() { resolver = ConfigResolver(cwd: cwd, explicitPath: nil) }
}

// MARK: - What an editor lints, and Swift modules

extension EditorCheck {
    /// Whether the CLI's directory walk would lint this YAML file on its own: a scene file by the walk's test
    /// (`FileDiscovery.mayBeSceneFile`: a top-level `scene` or `root` key, or unreadable YAML that may be one), or a
    /// file the config's `include` globs name. A library (or a CI workflow) is linted only when a scene includes it.
    public static func isLintedOnItsOwn(path: String, bytes: [UInt8], configs: EditorConfigs) -> Bool {
        let config = configs.resolver.config(forDirectory: Paths.parent(path))
        if config.isExcluded(path) { return false }
        if config.isIncluded(path) { return true }
        guard LintConfig.hasYAMLExtension(path) else { return false }
        // The walk's test (`FileDiscovery.mayBeSceneFile`), on the buffer instead of the file on disk.
        switch TopLevelKeys.probe(bytes, stopAt: SceneFiles.markerKeys) {
        case .found: return true
        case .absent: return false
        case .unreadable: return FileDiscovery.startsALineWithAMarkerKey(bytes)
        }
    }

    /// The Swift module a `.swift` file belongs to, grouped as `navlint ROOT` groups it: walking down from `root`
    /// to the file's directory, the first directory that holds `.swift` files is the module, with every `.swift`
    /// file under it. Without a root (or for a file outside it) the file's directory is the walk's start. Absolute
    /// paths; empty when the CLI would not lint the file (excluded, or no Swift front end plugged in).
    public static func swiftModule(containing path: String, root: String?, configs: EditorConfigs) -> (directory: String, files: [String]) {
        let directory = Paths.parent(path)
        var start = directory
        if let root, directory == root || directory.hasPrefix(root.hasSuffix("/") ? root : root + "/") {
            var candidate = root
            let rest = directory.dropFirst(root.count).split(separator: "/").map(String.init)
            for component in [""] + rest {
                if !component.isEmpty {
                    if component.hasPrefix(".") { break }
                    candidate = Paths.join(candidate, component)
                }
                if case .success(let names) = PathBytes.entries(of: candidate),
                   names.contains(where: { FrontEnds.isSwift($0) && !$0.hasPrefix(".") }) {
                    start = candidate
                    break
                }
            }
        }
        var discovery = FileDiscovery(cwd: start, configs: configs.resolver)
        discovery.add(path: start, stdinName: nil)
        discovery.finish()
        let real = FileDiscovery.realPath(path)
        for target in discovery.targets where !target.swiftFiles.isEmpty {
            let files = target.swiftFiles.map(\.absolutePath)
            if files.contains(where: { $0 == path || FileDiscovery.realPath($0) == real }) {
                return (target.absolutePath ?? start, files)
            }
        }
        return (start, [])
    }

    /// A Swift module's findings as `navlint` reports them on its target (config, suppressions). `paths` are the
    /// module's files (absolute); `buffers` the texts of those open in the editor, the rest is read from disk (within
    /// the config's file size bound, as the CLI reads them). `loader` is the Swift front end the executable plugs in.
    public static func checkSwift(directory: String, paths: [String], buffers: [String: String], configs: EditorConfigs,
                                  loader: @escaping FrontEnds.SwiftLoader) -> EditorCheck {
        let config = configs.resolver.config(forDirectory: directory)
        let overrides = CommandLineOverrides()
        let target = LintTarget(path: directory, absolutePath: directory, config: config,
                                swiftFiles: paths.map { .init(path: $0, absolutePath: $0) })
        var files: [SourceFile] = []
        var problems: [Diagnostic] = []
        for path in paths {
            if let text = buffers[path] { files.append(SourceFile(path: path, text: text)); continue }
            switch FileReader.read(path, limit: config.loadOptions(overrides).yaml.maxFileSize) {
            case .success(let bytes): files.append(SourceFile(path: path, bytes: bytes))
            case .failure(let problem):
                problems.append(Diagnostic(id: problem.id, severity: .error, message: problem.message, range: .synthetic(path)))
            }
        }
        let result = FileLinter.lintSwift(target, files: files, problems: problems, overrides: overrides, loader: loader)
        var filtering = Filtering()
        let settings = config.ruleSettings(overrides)
        let shown = filtering.apply(result.diagnostics, sources: result.sources, targets: Set(paths),
                                    settings: { _ in settings }, baseline: nil, baselineDirectory: directory, cwd: directory)
        return EditorCheck(diagnostics: shown, scene: nil, sources: result.sources)
    }
}
