import Foundation
import NavSceneDiagnostics
import NavSceneModel

/// The Swift front end: the `.swift` files of one target (a directory: one module, one scope, as the compiler sees
/// it) -> one scene model, checked like a scene file's. What it cannot follow is opaque (`Scene.opaque`), never a
/// finding.
public enum SwiftFrontEnd {
    public struct Result {
        /// nil when no file could be parsed into anything the model holds.
        public var scene: Scene?
        public var diagnostics: [Diagnostic]
        public var sources: [String: SourceFile]
    }

    /// How many times a node the checker rejects is made opaque and the module translated again.
    static let maxPasses = 8

    /// The stack the front end runs on. swift-syntax's parser and visitors recurse once per `else if` and per member
    /// of a chain, so a long chain in valid Swift would overflow a thread's default 8 MB; the memory is reserved, and
    /// only what is used is committed.
    static let stackSize = 1 << 30
    /// Source past this many bytes per file is not read by the front end (the whole target is then unmodelled):
    /// with `stackSize`, the deepest chain such a file can hold still parses.
    public static let maxFileSize = 4 << 20

    /// `files` are the target's sources (read by the caller); `name` names the scene when there is no App.
    /// `dependencies` are the sources of the modules the target imports (a local package's targets, the targets of the
    /// same package it depends on): read-only declaration sources. Their types, views, `extension View` modifiers and
    /// models resolve names the target uses (a router enum in a local package is known to the app); they are never the
    /// scene's own (`Scene.ownFiles` holds only `files`), and nothing is reported inside them. See
    /// `DependencyModules`.
    public static func load(_ files: [SourceFile], dependencies: [SourceFile] = [], name: String, limits: ExpansionLimits = .default) -> Result {
        if let large = files.first(where: { $0.bytes.count > maxFileSize }) {
            return Result(scene: nil, diagnostics: [Diagnostic(id: "limit-file-size", severity: .error,
                message: "this Swift file is \(large.bytes.count) bytes; the Swift front end reads files of at most \(maxFileSize) bytes",
                range: .synthetic(large.path))], sources: Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a }))
        }
        final class Box: @unchecked Sendable { var result: Result? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.result = dependencies.isEmpty ? loadOnThisThread(files, name: name, limits: limits)
                : DependencyModules.load(files, dependencies: dependencies, name: name, limits: limits)
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        return box.result!
    }

    static func loadOnThisThread(_ files: [SourceFile], name: String, limits: ExpansionLimits) -> Result {
        let sorted = files.sorted { $0.path < $1.path }
        let sources = sorted.map(SwiftSource.init)
        let module = SwiftModule(sources: sources)
        var byPath: [String: SourceFile] = [:]
        for file in sorted { byPath[file.path] = file }
        let range = sorted.first.map { SourceRange.synthetic($0.path) } ?? .synthetic(name)
        var forced: Set<SceneBuilder.Location> = []
        for _ in 0..<maxPasses {
            let builder = SceneBuilder(module: module, name: name, range: range, forcedOpaque: forced)
            let scene = builder.build()
            let problems = SceneChecker.check(scene, limits: limits)
            let errors = problems.filter { $0.severity == .error }
            if errors.isEmpty {
                scene.finish()
                return Result(scene: scene, diagnostics: [], sources: byPath)
            }
            // The translation produced something the checker rejects: make the innermost view node around each
            // error opaque and translate again (what the front end cannot model is never reported as the user's).
            var grew = false
            for error in errors {
                let around = builder.translatedNodes.filter {
                    $0.range.file == error.range.file && $0.range.start.offset <= error.range.start.offset && error.range.start.offset <= $0.range.end.offset
                }
                guard let innermost = around.min(by: { $0.range.end.offset - $0.range.start.offset < $1.range.end.offset - $1.range.start.offset }) else { continue }
                if forced.insert(innermost.location).inserted { grew = true }
            }
            if !grew {
                return Result(scene: nil, diagnostics: errors.map(unmodelled), sources: byPath)
            }
        }
        return Result(scene: nil, diagnostics: [Diagnostic(id: "swift-unmodelled", severity: .warning,
                                                            message: "navlint could not model this target's navigation; it was not checked",
                                                            range: range)], sources: byPath)
    }

    /// A checker error outside any view (a declaration the front end mistranslated): said as what it is, a warning
    /// that this part was not checked, never as the user's mistake.
    static func unmodelled(_ error: Diagnostic) -> Diagnostic {
        Diagnostic(id: "swift-unmodelled", severity: .warning,
                   message: "navlint could not model this code (\(error.message)); the target's navigation was not checked",
                   range: error.range)
    }
}
