import Foundation
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRules

/// What linting one target produced, before suppressions and the baseline.
public struct FileResult {
    public var target: LintTarget
    /// The bytes read; nil when the file could not be read.
    public var source: SourceFile?
    /// Every file the loader read (the target and its includes), for rendering.
    public var sources: [String: SourceFile]
    /// Whether the loader built a scene.
    public var loaded: Bool
    /// Loader and rule findings with the config's `off` and severity overrides applied.
    public var diagnostics: [Diagnostic]
    /// What the Swift front end treated as opaque, one note per unknown region (`--verbose` prints it).
    public var opaque: [OpaqueNote] = []
    /// How much of a Swift target's navigation was modelled; nil for scene files (fully modelled) and for a Swift
    /// target that did not load.
    public var coverage: NavigationCoverage?
    /// Findings the rules made and did not report (unknown code could make them false, or another finding is their
    /// cause), as they would read: a fix that reveals one did not cause it (`FindingIdentity.added`).
    public var unreported: [Diagnostic] = []
}

/// One opaque site of a Swift target, for `--verbose`.
public struct OpaqueNote: Sendable {
    public var range: SourceRange
    public var text: String
}

/// Lints single files: read, load, run the rules, apply the config. Pure apart from reading the file.
public enum FileLinter {
    public static func lint(_ target: LintTarget, overrides: CommandLineOverrides) -> FileResult {
        if !target.swiftFiles.isEmpty { return lintSwift(target, overrides: overrides) }
        guard let absolute = target.absolutePath else {
            preconditionFailure("standard input is read by the caller")
        }
        switch FileReader.read(absolute, limit: target.config.loadOptions(overrides).yaml.maxFileSize) {
        case .success(let bytes):
            return lint(target, source: SourceFile(path: target.path, bytes: bytes), overrides: overrides)
        case .failure(let problem):
            return FileResult(target: target, source: nil, sources: [:], loaded: false, diagnostics: [
                Diagnostic(id: problem.id, severity: .error, message: problem.message, range: .synthetic(target.path)),
            ])
        }
    }

    /// Lints bytes already in memory (standard input, or a fixed file before it is written).
    public static func lint(_ target: LintTarget, source: SourceFile, overrides: CommandLineOverrides) -> FileResult {
        var options = target.config.loadOptions(overrides)
        // Includes are read relative to where the shown path is relative to.
        if let absolute = target.absolutePath, absolute.hasSuffix(target.path), !target.path.hasPrefix("/") {
            options.workingDirectory = String(absolute.dropLast(target.path.count))
        }
        let load = Analysis.load(source, options: options)
        let settings = target.config.ruleSettings(overrides)
        // The registry decides what can run on a partial load (it sees `load.scene == nil`).
        let checked = Analysis.runRulesExplained(load, settings: settings)
        let found = load.diagnostics + checked.diagnostics
        var sources = load.sources
        sources[source.path] = source
        var result = FileResult(target: target, source: source, sources: sources, loaded: load.scene != nil,
                                diagnostics: settings.apply(to: found))
        result.unreported = checked.hidden.map(\.diagnostic)
        return result
    }

    /// A Swift target: every `.swift` file read, one scene built by the Swift front end, the same rules.
    static func lintSwift(_ target: LintTarget, overrides: CommandLineOverrides) -> FileResult {
        let limit = target.config.loadOptions(overrides).yaml.maxFileSize
        var files: [SourceFile] = []
        var problems: [Diagnostic] = []
        for file in target.swiftFiles {
            switch FileReader.read(file.absolutePath, limit: limit) {
            case .success(let bytes): files.append(SourceFile(path: file.path, bytes: bytes))
            case .failure(let problem):
                problems.append(Diagnostic(id: problem.id, severity: .error, message: problem.message, range: .synthetic(file.path)))
            }
        }
        // The modules it imports: declarations only (an unreadable one stays unknown; its own target reports why).
        var dependencies: [SourceFile] = []
        for file in target.swiftDependencies {
            if case .success(let bytes) = FileReader.read(file.absolutePath, limit: limit) { dependencies.append(SourceFile(path: file.path, bytes: bytes)) }
        }
        return lintSwift(target, files: files, dependencies: dependencies, problems: problems, overrides: overrides)
    }

    /// A Swift target's files already in memory (read, or fixed and not yet written).
    /// `loader` replaces the plugged-in front end (the language server's keeps parsed files between checks).
    public static func lintSwift(_ target: LintTarget, files: [SourceFile], dependencies: [SourceFile] = [], problems: [Diagnostic] = [],
                                 overrides: CommandLineOverrides, loader: FrontEnds.SwiftLoader? = nil) -> FileResult {
        guard let loader = loader ?? FrontEnds.swift else { preconditionFailure("Swift targets are made only when the front end is plugged in") }
        var load = loader(files, dependencies, target.sceneName, target.platform, target.swiftDependenciesCheckedElsewhere)
        target.applyBoundary(to: load.scene)
        if let version = target.deploymentTarget { load.scene?.deploymentTarget = version }
        // What the front end says of a dependency's files is its own target's to report (it is linted as what the
        // compiler builds too). The rules' findings there are kept: this target may know what the dependency alone
        // cannot (the App that shows a package's public screen, and whether a stack is above it); the run reports a
        // finding that several targets make once (`LintRunner`).
        let dependencyPaths = Set(dependencies.map(\.path))
        load.diagnostics.removeAll { dependencyPaths.contains($0.range.file) }
        load.diagnostics = problems + load.diagnostics
        let settings = target.config.ruleSettings(overrides)
        // Fix-its apply to the Swift files only (never to a sidecar scene library or a file outside the target).
        let paths = Set(files.map(\.path))
        let checked = Analysis.runRulesExplained(load, settings: settings)
        let found = (load.diagnostics + checked.diagnostics).map { d -> Diagnostic in
            var d = d
            d.fixIts = d.fixIts.filter { fix in fix.edits.allSatisfy { paths.contains($0.range.file) } }
            return d
        }
        var sources = load.sources
        for file in files { sources[file.path] = file }
        var result = FileResult(target: target, source: nil, sources: sources, loaded: load.scene != nil, diagnostics: settings.apply(to: found))
        result.coverage = load.scene.map(NavigationCoverage.of)
        result.unreported = checked.hidden.map(\.diagnostic)
        // The unknown sites, then the abstractions (values the model holds as any value), each in file order.
        let opaque = load.scene.map(NavigationCoverage.ownSites) ?? []
        let entries = load.scene.flatMap { scene in scene.rootsNote.map { OpaqueNote(range: scene.range, text: $0) } }
        result.opaque = Array(entries.map { [$0] } ?? []) + NavigationCoverage.unknownRegions(opaque.filter(\.isUnknownNavigation)).map { site in
            var effects: [String] = []
            if site.mayRegisterDestinations { effects.append("may declare destinations") }
            if site.selectsLinkValues { effects.append("may select the values of the links in its rows") }
            if site.mayNavigate { effects.append("may navigate") }
            return OpaqueNote(range: site.range, text: "opaque \(site.kind.rawValue) '\(site.what)' (\(effects.joined(separator: ", ")))" + Self.because(site))
        } + NavigationCoverage.unknownRegions(opaque.filter { !$0.isUnknownNavigation }).map { site in
            // Another module's code given nothing of this module: what it can do is known (`foreignTypesOnly`).
            // The module's own view read as an abstraction is one whose code read cannot navigate (an inert view cut
            // from a body too large, a UIKit view whose code does not navigate).
            let how = site.foreignTypesOnly ? "another module's: declares destinations for its own types only, pushes only its own values"
                : site.kind == .view ? "its code read cannot navigate" : "modelled as any value it may have"
            return OpaqueNote(range: site.range, text: "abstracted \(site.kind.rawValue) '\(site.what)' (\(how))")
        } + checked.hidden.map { OpaqueNote(range: $0.range, text: $0.explanation) }
        return result
    }

    /// Why an unknown site is unknown, when the front end traced it (`OpaqueSite.cause`): `: 'path' writes navigation
    /// state` for code inside the site, `: 'panel.begin { ... }' at Views/Export.swift:60:21 passes on a value that
    /// holds navigation` for the innermost code it reaches elsewhere (in a function it calls, or deeper).
    static func because(_ site: OpaqueSite) -> String {
        guard let cause = site.cause else { return "" }
        if cause.range.file == site.range.file, site.range.start.offset <= cause.range.start.offset, cause.range.end.offset <= site.range.end.offset {
            return ": '\(cause.what)' \(cause.why)"
        }
        return ": '\(cause.what)' at \(cause.range.file):\(cause.range.start.line):\(cause.range.start.column) \(cause.why)"
    }

    /// Lints many targets on all cores; results come back in target order.
    public static func lintAll(_ targets: [LintTarget], overrides: CommandLineOverrides,
                               stdin: () -> [UInt8]) -> [FileResult] {
        let box = ResultBox(count: targets.count)
        var parallel: [Int] = []
        for (index, target) in targets.enumerated() {
            if target.absolutePath == nil, FrontEnds.swift != nil, FrontEnds.isSwift(target.path) {
                // `--stdin-filename App.swift`: standard input is one Swift file, a module of its own.
                box.set(index, lintSwift(target, files: [SourceFile(path: target.path, bytes: stdin())], overrides: overrides))
            } else if target.absolutePath == nil {
                box.set(index, lint(target, source: SourceFile(path: target.path, bytes: stdin()), overrides: overrides))
            } else {
                parallel.append(index)
            }
        }
        if parallel.count < 4 {
            for index in parallel { box.set(index, lint(targets[index], overrides: overrides)) }
        } else {
            DispatchQueue.concurrentPerform(iterations: parallel.count) { slot in
                let index = parallel[slot]
                box.set(index, lint(targets[index], overrides: overrides))
            }
        }
        return box.results.map { $0! }
    }
}

/// Results written from several threads, one slot each.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var results: [FileResult?]
    init(count: Int) { results = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ result: FileResult) {
        lock.lock(); results[index] = result; lock.unlock()
    }
}
