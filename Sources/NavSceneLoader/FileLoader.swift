#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NavSceneDiagnostics
import NavSceneModel
import NavSceneYAML

/// Walks the top level of the scene file and of every included file, following includes depth-first (an included
/// file's declarations come before the includer's).
struct FileLoader {
    let context: LoadContext
    let options: LoadOptions
    /// Files already merged, by identity (a file included twice, e.g. a diamond, is read once).
    var loaded: Set<String> = []
    /// The chain of files being loaded, each with the `include` entry that led to it (nil for the scene file).
    var chain: [(path: String, includedAt: SourceRange?)] = []
    /// The identity of each file in `chain` (the scene file's once `resolveMainIdentity` ran).
    var chainIdentities: [String] = []
    /// The scene file's path while its identity is not resolved. Only an include needs it (to find a cycle back to
    /// the scene file, or the scene file included again), so a file without includes resolves no path: `realpath`
    /// looks up every directory of the path, the largest fixed cost of loading a small file.
    var unresolvedMain: String?

    init(context: LoadContext, options: LoadOptions) {
        self.context = context
        self.options = options
    }

    static let sceneKeys = GrammarTables.sceneFile.map(\.name)
    static let libraryKeys = GrammarTables.libraryFile.map(\.name)

    var scene: Scene { context.scene }

    mutating func loadMain(_ root: YAMLNode, path: String) {
        guard let pairs = context.mapping(root, "a scene file") else { return }
        let isLibrary = !pairs.contains { pair in SceneFiles.markerKeys.contains { pair.key.isScalar($0) } }
        scene.isLibrary = isLibrary
        let allowed = isLibrary ? FileLoader.libraryKeys : FileLoader.sceneKeys
        let keys = context.keyed(pairs, allowed: allowed, in: isLibrary ? "a library file (one without 'scene' and 'root')" : "a scene file")
        if !isLibrary {
            if let nameNode = keys["scene"]?.value {
                if let name = context.name(nameNode, "the scene name") { scene.name = name }
            } else {
                context.bag.error("missing-key", "a scene file needs 'scene: Name' (the view or scene it describes)", at: pointAtStart(root))
            }
            if keys["root"] == nil {
                context.bag.error("missing-key", "a scene file needs 'root' (the scene's body)", at: pointAtStart(root))
            }
        }
        unresolvedMain = path
        chain.append((path, nil))
        loadFile(keys, path: path)
        chain.removeLast()
        if unresolvedMain == nil { chainIdentities.removeLast() }
        unresolvedMain = nil
    }

    /// Makes the scene file's identity the first of `chainIdentities` and one of `loaded`, before an include is
    /// compared with them.
    mutating func resolveMainIdentity() {
        guard let path = unresolvedMain else { return }
        unresolvedMain = nil
        let id = identity(path)
        loaded.insert(id)
        chainIdentities.insert(id, at: 0)
    }

    /// What makes two include paths the same file: the real path (symlinks and `..` resolved), not the spelling, so
    /// `base.yaml` and `../dir/base.yaml` from inside `dir/` are one file. A file that cannot be resolved is its
    /// normalised spelling.
    func identity(_ path: String) -> String {
        let readable = options.readablePath(path)
        return PathBytes.realPath(readable) ?? path
    }

    func pointAtStart(_ node: YAMLNode) -> SourceRange {
        var range = node.range
        range.end = range.start
        return range
    }

    mutating func loadFile(_ keys: Keys, path: String) {
        scene.files.append(path)
        if let include = keys["include"]?.value { loadIncludes(include, from: path) }
        let declarations = DeclarationLoader(context: context)
        if let types = keys["types"]?.value { declarations.loadTypes(types) }
        if let data = keys["data"]?.value, let pairs = context.mapping(data, "'data'") {
            for pair in pairs {
                guard let type = context.name(pair.key, "a data type name") else { continue }
                context.pendingData.append((type, pair.key.range, pair.value))
            }
        }
        if let queries = keys["queries"]?.value { declarations.loadQueries(queries) }
        if let state = keys["state"]?.value { declarations.loadState(state) }
        if let viewsNode = keys["views"]?.value, let pairs = context.mapping(viewsNode, "'views'") {
            for pair in pairs {
                guard let name = context.name(pair.key, "a view name") else { continue }
                guard ViewLoader.isCapitalised(name), !ViewLoader.elementNames.contains(name) || ViewLoader.shadowableElementNames.contains(name) else {
                    context.bag.error("invalid-value", "view name '\(name)' must start with a capital letter and differ from the built-in elements",
                                      at: pair.key.range)
                    continue
                }
                if context.declare("view", name, at: pair.key.range) { context.pendingViews.append((name, pair)) }
            }
        }
        if let root = keys["root"]?.value { context.pendingRoot = root }
        if let actions = keys["actions"]?.value { declarations.loadActions(actions) }
        if let persistence = keys["persistence"]?.value { declarations.loadPersistence(persistence) }
        if let simulation = keys["simulation"]?.value { declarations.loadSimulation(simulation) }
        if let unknown = keys["unknown"]?.value { scene.opaque += UnknownCodeLoader(context: context).sites(unknown, kind: .statement) }
    }

    mutating func loadIncludes(_ node: YAMLNode, from includer: String) {
        resolveMainIdentity()
        let entries: [YAMLNode]
        if let items = node.items { entries = Array(items) } else if node.isScalar, !node.isNull { entries = [node] } else {
            context.wrongShape(node, expected: "a list of file paths", for: "'include'")
            return
        }
        for entry in entries {
            guard let relative = context.scalar(entry, "an include path"), !relative.isEmpty else { continue }
            let path = SceneLoader.includePath(relative, from: includer)
            let id = identity(path)
            if let cycleStart = chainIdentities.firstIndex(of: id) {
                reportCycle(from: cycleStart, closingAt: entry.range, path: path)
                continue
            }
            if loaded.contains(id) { continue }
            if chain.count > options.maxIncludeDepth {
                context.bag.error("limit-include-depth",
                                  "includes nest deeper than \(options.maxIncludeDepth) files; '\(relative)' is not read",
                                  at: entry.range)
                continue
            }
            let bytes: [UInt8]
            switch FileReader.read(options.readablePath(path), limit: options.yaml.maxFileSize) {
            case .success(let read): bytes = read
            case .failure(let problem) where problem.id == "limit-file-size":
                context.bag.error(problem.id, "included file '\(relative)': \(problem.message)", at: entry.range)
                continue
            case .failure(let problem):
                context.bag.error("include-missing", "cannot read included file '\(relative)' (looked for '\(path)'): \(problem.message.replacingOccurrences(of: "cannot read the file: ", with: ""))", at: entry.range)
                continue
            }
            loaded.insert(id)
            let source = SourceFile(path: path, bytes: bytes)
            context.sources[path] = source
            let tree = YAMLParser.parseTree(source, limits: options.yaml)
            context.trees.append(tree)
            context.bag.append(contentsOf: tree.diagnostics)
            guard let root = tree.root else {
                if tree.diagnostics.isEmpty { context.bag.append(SceneLoader.emptyFile(source)) }
                continue
            }
            guard let pairs = context.mapping(root, "an included file") else { continue }
            let keys = context.keyed(pairs, allowed: FileLoader.libraryKeys, in: "an included file (only declarations may be included)")
            chain.append((path, entry.range))
            chainIdentities.append(id)
            loadFile(keys, path: path)
            chain.removeLast()
            chainIdentities.removeLast()
        }
    }

    /// Reports an include that closes a cycle, with a note at every include in it.
    func reportCycle(from start: Int, closingAt range: SourceRange, path: String) {
        let names = chain[start...].map(\.path) + [path]
        var notes: [Note] = []
        for index in (start + 1)..<chain.count {
            if let at = chain[index].includedAt {
                notes.append(Note("'\(chain[index - 1].path)' includes '\(chain[index].path)' here", at: at))
            }
        }
        context.bag.error("include-cycle", "including '\(path)' here forms a cycle: " + names.joined(separator: " -> "),
                          at: range, notes: notes)
    }
}
