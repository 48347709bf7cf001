import NavSceneDiagnostics
import NavSceneModel
import NavSceneYAML

/// Records for a scene another front end built (the Swift front end has one sample record per struct type): a YAML
/// file of this language holding only `data:`, whose records are added to the scene's, checked against the scene's
/// own types exactly as a scene file's data are.
public enum DataSidecar {
    /// The file name the Swift front end looks for in a target's directory.
    public static let fileName = "navlint-data.yaml"

    /// Adds the records of `source` to `scene`. Returns the diagnostics (in `source`'s lines and columns); records
    /// that do not check are left out, the rest are added.
    public static func supply(_ source: SourceFile, to scene: Scene, options: LoadOptions = .init()) -> [Diagnostic] {
        Suggestions.withBudget {
            let tree = YAMLParser.parseTree(source, limits: options.yaml)
            guard let root = tree.root else {
                return tree.diagnostics.isEmpty ? [SceneLoader.emptyFile(source)] : tree.diagnostics
            }
            let context = LoadContext(scene: scene)
            context.sources = [source.path: source]
            context.trees.append(tree)
            context.bag.append(contentsOf: tree.diagnostics)
            defer { context.releaseTrees() }
            guard let pairs = context.mapping(root, "a data file (\(fileName))") else { return context.bag.diagnostics }
            for pair in pairs {
                guard let key = pair.key.string, key == "data" else {
                    context.bag.error("unknown-key", "a data file (\(fileName)) holds only 'data:' (records of the app's types); '\(pair.key.string ?? "?")' belongs in a scene file",
                                      at: pair.key.range)
                    continue
                }
                guard let data = context.mapping(pair.value, "'data'") else { continue }
                for entry in data {
                    guard let type = context.name(entry.key, "a data type name") else { continue }
                    context.pendingData.append((type, entry.key.range, entry.value))
                }
            }
            DataLoader(context: context).convertPending()
            return context.bag.diagnostics
        }
    }
}
