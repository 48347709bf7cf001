import NavSceneDiagnostics
import NavSceneModel

/// The modules a target imports, given to the front end as read-only declaration sources (`SwiftFrontEnd.load`'s
/// `dependencies`): a local package's router enum, its `@Observable` router, its views and `extension View` modifiers.
///
/// They are translated with the target, as one scope, so that every name the target uses from them resolves; then
/// the scene's own files are the target's alone (rules about unused declarations look only at them), and what the
/// front end reports inside a dependency is dropped (that module is linted as its own target). A dependency file
/// larger than the front end reads is left out: what it declares stays unknown.
enum DependencyModules {
    static func load(_ files: [SourceFile], dependencies: [SourceFile], name: String, limits: ExpansionLimits) -> SwiftFrontEnd.Result {
        let own = Set(files.map(\.path))
        let readable = dependencies.filter { $0.bytes.count <= SwiftFrontEnd.maxFileSize && !own.contains($0.path) }
        var result = SwiftFrontEnd.loadOnThisThread(files + readable, name: name, limits: limits)
        result.scene?.ownFiles = own
        let dependencyPaths = Set(readable.map(\.path))
        result.diagnostics.removeAll { dependencyPaths.contains($0.range.file) }
        for file in readable { result.sources[file.path] = file }
        return result
    }
}
