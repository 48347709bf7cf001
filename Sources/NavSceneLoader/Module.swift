import NavSceneDiagnostics
import NavSceneModel
import NavSceneYAML

/// How much the loader accepts before it stops with a diagnostic.
public struct LoadOptions: Sendable {
    public var yaml: YAMLLimits = .default
    /// Deepest chain of `include`s.
    public var maxIncludeDepth: Int = 16
    /// How far views, queries and actions may expand once their uses are inlined.
    public var expansion: ExpansionLimits = .default
    /// The directory relative paths are read from (the paths shown in diagnostics stay as given). Nil: the process's
    /// current directory. Callers that show paths relative to another directory (navlint run in-process) set it.
    public var workingDirectory: String?
    public init() {}

    /// Where to read a path from.
    func readablePath(_ path: String) -> String {
        guard let base = workingDirectory, !path.hasPrefix("/") else { return path }
        return base.hasSuffix("/") ? base + path : base + "/" + path
    }
}

/// What loading a scene file produced: the scene (nil when errors prevent building one), every diagnostic, and the
/// source of every file read (for rendering diagnostics and applying fix-its).
public struct LoadResult {
    public var scene: Scene?
    public var diagnostics: [Diagnostic]
    public var sources: [String: SourceFile]
    public init(scene: Scene?, diagnostics: [Diagnostic], sources: [String: SourceFile]) {
        self.scene = scene; self.diagnostics = diagnostics; self.sources = sources
    }
}

/// What makes a YAML file a scene file rather than a library file (Grammar.md, "Files"): either of these top-level
/// keys. navlint's directory walk asks the YAML layer for them (`TopLevelKeys.probe`) without loading the file.
public enum SceneFiles {
    public static let markerKeys: Set<String> = ["scene", "root"]
}
