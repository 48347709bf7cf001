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
    /// The dependency files the front end reads: not the target's own, and within the size it reads (a larger one is
    /// left out: what it declares stays unknown).
    static func readable(_ dependencies: [SourceFile], own: Set<String>) -> [SourceFile] {
        dependencies.filter { $0.bytes.count <= SwiftFrontEnd.maxFileSize && !own.contains($0.path) }
    }

    /// After the target and its dependencies were translated as one scope: the scene's own files are the target's, and
    /// nothing is reported inside a dependency.
    static func keepOwn(_ result: inout SwiftFrontEnd.Result, own: Set<String>, dependencies: [SourceFile]) {
        result.scene?.ownFiles = own
        let dependencyPaths = Set(dependencies.map(\.path))
        result.diagnostics.removeAll { dependencyPaths.contains($0.range.file) }
        for file in dependencies { result.sources[file.path] = file }
    }
}
