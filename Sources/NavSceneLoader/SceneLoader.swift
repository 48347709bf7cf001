import Foundation
import NavSceneDiagnostics
import NavSceneModel
import NavSceneYAML

/// Scene files (YAML) -> `Scene`: reads the file and its includes, builds the model per Grammar.md, then runs the
/// `SceneChecker`. Semantic errors leave the broken parts out but still produce a scene; only an unreadable or
/// unparsable file yields `scene == nil`.
///
/// Diagnostic ids produced while loading (stable; rules and tests rely on them):
/// - from the YAML layer: `yaml-syntax`, `invalid-utf8`, `duplicate-key`, `undefined-alias`, `multiple-documents`,
///   `limit-file-size`, `limit-depth`, `limit-alias-expansion`
/// - files: `io-error`, `empty-file`, `include-missing`, `include-cycle`, `limit-include-depth`
/// - shape: `unknown-key`, `missing-key`, `wrong-shape`, `invalid-value`, `unknown-element`, `unknown-modifier`
/// - names and types (SceneChecker): `unknown-type`, `unknown-name`, `unknown-view`, `unknown-state`, `unknown-action`,
///   `unknown-field`, `unknown-case`, `unknown-argument`, `missing-argument`, `type-mismatch`, `incomplete-switch`
///   (warning), `unneeded-default` (warning)
/// - recursion and work (SceneChecker): `recursive-view`, `recursive-query`, `recursive-action`,
///   `limit-view-expansion`, `limit-query-expansion`, `limit-action-expansion`
/// - expressions: `expression-syntax`, `limit-expression-depth`
/// - declarations and data: `duplicate-declaration`, `duplicate-identity`, `dangling-reference` (warning)
public enum SceneLoader {
    /// Reads the file (and its includes) from disk.
    public static func load(path: String, options: LoadOptions = .init()) -> LoadResult {
        switch FileReader.read(options.readablePath(path), limit: options.yaml.maxFileSize) {
        case .success(let bytes):
            return load(source: SourceFile(path: path, bytes: bytes), options: options)
        case .failure(let problem):
            let message = problem.id == "io-error" ? problem.message.replacingOccurrences(of: "cannot read the file", with: "cannot read '\(path)'") : problem.message
            let diagnostic = Diagnostic(id: problem.id, severity: .error, message: message, range: .synthetic(path))
            return LoadResult(scene: nil, diagnostics: [diagnostic], sources: [:])
        }
    }

    /// For stdin and tests: `source.path` names the file; includes resolve relative to its directory and are read
    /// from disk.
    public static func load(source: SourceFile, options: LoadOptions = .init()) -> LoadResult {
        // One budget of did-you-mean work per scene (see `Suggestions`).
        Suggestions.withBudget { loadWithinBudget(source: source, options: options) }
    }

    private static func loadWithinBudget(source: SourceFile, options: LoadOptions) -> LoadResult {
        let tree = YAMLParser.parseTree(source, limits: options.yaml)
        var diagnostics = tree.diagnostics
        let sources = [source.path: source]
        guard let root = tree.root else {
            if diagnostics.isEmpty { diagnostics.append(emptyFile(source)) }
            return LoadResult(scene: nil, diagnostics: diagnostics, sources: sources)
        }
        let scene = Scene(name: sceneName(fromPath: source.path), range: root.range)
        let context = LoadContext(scene: scene)
        context.sources = sources
        context.trees.append(tree)
        context.bag.append(contentsOf: diagnostics)
        var files = FileLoader(context: context, options: options)
        files.loadMain(root, path: source.path)
        // Data first: views are built in file order while their YAML is freed behind them. The data's diagnostics
        // still follow the views' (the order callers such as the REPL's reload have always seen).
        let beforeData = context.bag
        context.bag = DiagnosticBag()
        DataLoader(context: context).convertPending()
        context.pendingData.removeAll()
        let dataDiagnostics = context.bag.diagnostics
        context.bag = beforeData
        ViewLoader(context: context, viewNames: Set(context.pendingViews.map(\.name))).buildPending()
        // SwiftUI's NavigationSplitViewVisibility and NavigationSplitViewColumn need no declaration, in the scene's
        // state or a view's own.
        func stateUses(_ name: String) -> Bool {
            let type = TypeRef.named(name)
            return scene.state.contains { $0.type.unwrapped == type } || scene.views.values.contains { $0.state.contains { $0.type.unwrapped == type } }
        }
        let visibility = TypeDecl.splitViewVisibilityName
        if scene.types[visibility] == nil, stateUses(visibility) {
            scene.types[visibility] = TypeDecl.splitViewVisibility(range: scene.range)
        }
        let column = TypeDecl.splitViewColumnName
        if scene.types[column] == nil, stateUses(column) {
            scene.types[column] = TypeDecl.splitViewColumn(range: scene.range)
        }
        context.bag.append(contentsOf: dataDiagnostics)
        // The model is built: the YAML trees (the largest part of a load's memory) go before checking.
        context.releaseTrees()
        context.bag.append(contentsOf: SceneChecker.check(scene, limits: options.expansion))
        scene.finish()
        return LoadResult(scene: scene, diagnostics: context.bag.diagnostics, sources: context.sources)
    }

    static func emptyFile(_ source: SourceFile) -> Diagnostic {
        Diagnostic(id: "empty-file", severity: .error,
                   message: "the file holds no YAML content (it is empty or only comments); a scene needs 'scene' and 'root'",
                   range: source.pointRange(at: 0))
    }

    /// The file name without directory and extension (a library file's scene name).
    static func sceneName(fromPath path: String) -> String {
        var name = Substring(path)
        if let slash = name.lastIndex(of: "/") { name = name[name.index(after: slash)...] }
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = name[..<dot] }
        return String(name)
    }

    /// `dirname(includer)/relative`, normalised lexically (`.` and `..` resolved without touching the disk).
    static func includePath(_ relative: String, from includer: String) -> String {
        let joined: String
        if relative.hasPrefix("/") {
            joined = relative
        } else if let slash = includer.lastIndex(of: "/") {
            joined = String(includer[...slash]) + relative
        } else {
            joined = relative
        }
        return normalize(joined)
    }

    static func normalize(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            if part == "..", absolute { continue }
            parts.append(part)
        }
        let body = parts.joined(separator: "/")
        return absolute ? "/" + body : (body.isEmpty ? "." : body)
    }
}

/// Path helpers the loader uses, public for tests and front ends that print include paths.
public enum SceneLoaderPaths {
    /// `dirname(includer)/relative`, normalised lexically.
    public static func include(_ relative: String, from includer: String) -> String {
        SceneLoader.includePath(relative, from: includer)
    }
}
