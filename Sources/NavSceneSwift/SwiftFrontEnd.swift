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
        /// How many view nodes or declarations the last resort left unknown because the checker rejected their
        /// translation (a front-end bug; 0 on every repro and example, which a test checks).
        public var lastResortUses = 0
    }

    /// How many times the last resort makes a node the checker rejects unknown and translates the module again.
    static let maxPasses = 8

    /// The stack the front end runs on. swift-syntax's parser and visitors recurse once per `else if` and per member
    /// of a chain, so a long chain in valid Swift would overflow a thread's default 8 MB; the memory is reserved, and
    /// only what is used is committed.
    static let stackSize = 1 << 30
    /// Source past this many bytes per file is not read by the front end (the whole target is then unmodelled):
    /// with `stackSize`, the deepest chain such a file can hold still parses.
    public static let maxFileSize = 4 << 20

    /// `files` are the target's sources (read by the caller); `name` names the scene when there is no App.
    public static func load(_ files: [SourceFile], name: String, limits: ExpansionLimits = .default) -> Result {
        if let large = files.first(where: { $0.bytes.count > maxFileSize }) {
            return Result(scene: nil, diagnostics: [Diagnostic(id: "limit-file-size", severity: .error,
                message: "this Swift file is \(large.bytes.count) bytes; the Swift front end reads files of at most \(maxFileSize) bytes",
                range: .synthetic(large.path))], sources: Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a }))
        }
        final class Box: @unchecked Sendable { var result: Result? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.result = loadOnThisThread(files, name: name, limits: limits)
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        return box.result!
    }

    static func loadOnThisThread(_ files: [SourceFile], name: String, limits: ExpansionLimits) -> Result {
        let sorted = files.sorted { $0.path < $1.path }
        var byPath: [String: SourceFile] = [:]
        for file in sorted { byPath[file.path] = file }
        // A file that does not parse: an error at swift-syntax's first syntax error; its declarations are unknown
        // (left out of the module), and the rest of the target is checked.
        var parsed: [SwiftSource] = []
        var diagnostics: [Diagnostic] = []
        for file in sorted {
            let source = SwiftSource(file: file)
            if let error = SwiftSyntaxCheck.firstError(in: source) {
                diagnostics.append(Diagnostic(id: "swift-syntax-error", severity: .error,
                                              message: "this Swift file does not parse (\(error.message)); its declarations are unknown to navlint",
                                              range: SourceRange(file: file.path, start: error.location, end: error.location)))
            } else {
                parsed.append(source)
            }
        }
        let module = SwiftModule(sources: parsed)
        let range = sorted.first.map { SourceRange.synthetic($0.path) } ?? .synthetic(name)
        var forced: Set<SceneBuilder.Location> = []
        var rejected: [Diagnostic] = []
        var recursion: Set<SceneBuilder.Location> = []
        for _ in 0..<maxPasses {
            let builder = SceneBuilder(module: module, name: name, range: range, forcedOpaque: forced)
            let scene = builder.build()
            for broken in diagnostics {
                scene.opaque.append(OpaqueSite(kind: .view, what: "\(broken.range.file) (does not parse)", range: broken.range,
                                               mayRegisterDestinations: true, mayNavigate: true))
            }
            let problems = SceneChecker.check(scene, limits: limits)
            let errors = problems.filter { $0.severity == .error }
            if errors.isEmpty {
                scene.finish()
                if let note = builder.entryNote {
                    diagnostics.append(Diagnostic(id: "swift-entry", severity: .info, message: note, range: scene.range))
                }
                if !rejected.isEmpty {
                    // The last resort was used: say which nodes were left unknown (a front-end bug, never the user's).
                    for error in rejected {
                        diagnostics.append(Diagnostic(id: "swift-unmodelled", severity: .info,
                            message: "navlint could not model this code (\(error.message)); it is unknown, the rest of the target was checked",
                            range: error.range))
                    }
                }
                return Result(scene: scene, diagnostics: diagnostics, sources: byPath, lastResortUses: forced.subtracting(recursion).count)
            }
            // Last resort (a front-end bug: the builder should never produce what the checker rejects): make the
            // innermost view node or state declaration around each error unknown, and translate again.
            var grew = false
            // A view that shows itself with no navigation in between is ordinary SwiftUI when data ends the recursion
            // (a quote inside a post, a tree of outlines): the instance closing the cycle is unknown by design (said
            // in the info, not counted as the last resort).
            rejected += errors
            for error in errors {
                let around = builder.translatedNodes.filter {
                    $0.range.file == error.range.file && $0.range.start.offset <= error.range.start.offset && error.range.start.offset <= $0.range.end.offset
                }
                guard let innermost = around.min(by: { $0.range.end.offset - $0.range.start.offset < $1.range.end.offset - $1.range.start.offset }) else { continue }
                if forced.insert(innermost.location).inserted {
                    grew = true
                    if error.id == "recursive-view" { recursion.insert(innermost.location) }
                }
            }
            if !grew {
                return Result(scene: nil, diagnostics: diagnostics + errors.map(unmodelled), sources: byPath, lastResortUses: forced.subtracting(recursion).count)
            }
        }
        return Result(scene: nil, diagnostics: diagnostics + [Diagnostic(id: "swift-unmodelled", severity: .warning,
                                                            message: "navlint could not model this target's navigation; it was not checked",
                                                            range: range)], sources: byPath, lastResortUses: forced.subtracting(recursion).count)
    }

    /// A checker error outside any view (a declaration the front end mistranslated): said as what it is, a warning
    /// that this part was not checked, never as the user's mistake.
    static func unmodelled(_ error: Diagnostic) -> Diagnostic {
        Diagnostic(id: "swift-unmodelled", severity: .warning,
                   message: "navlint could not model this code (\(error.message)); the target's navigation was not checked",
                   range: error.range)
    }
}
