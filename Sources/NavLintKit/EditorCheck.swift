import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRules

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
