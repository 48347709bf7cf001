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
        /// How many view declarations were translated over every pass (a pass after a cut translates only the views
        /// from the first one the cut reached: `SceneBuilder.resume`).
        var viewsTranslated = 0
    }

    /// How many times the last resort makes a node the checker rejects unknown and translates the module again.
    static let maxPasses = 8

    /// The stack the front end runs on. swift-syntax's parser and visitors recurse once per `else if` and per member
    /// of a chain, so a long chain in valid Swift would overflow a thread's default 8 MB; the memory is reserved, and
    /// only what is used is committed.
    static let stackSize = 1 << 30
    /// Source past this many bytes per file is not read by the front end (that file is a diagnostic, the rest of the
    /// target is checked): with `stackSize`, the deepest chain such a file can hold still parses.
    public static let maxFileSize = 4 << 20
    /// How long swift-syntax may take to parse one file (`NAVLINT_SWIFT_PARSE_SECONDS` sets it): a file past it is a
    /// diagnostic, the rest of the target is checked. The parse cannot be interrupted; it is left to finish on its
    /// own thread, unwaited.
    static let parseDeadline: Double = ProcessInfo.processInfo.environment["NAVLINT_SWIFT_PARSE_SECONDS"].flatMap(Double.init) ?? 20

    /// `files` are the target's sources (read by the caller); `name` names the scene when there is no App. A file
    /// past a bound (`SwiftPreScan`, `parseDeadline`) is a warning at that file, and the rest of the target is checked.
    /// `dependencies` are the sources of the modules the target imports (a local package's targets, the targets of the
    /// same package it depends on): read-only declaration sources. Their types, views, `extension View` modifiers and
    /// models resolve names the target uses (a router enum in a local package is known to the app); they are never the
    /// scene's own (`Scene.ownFiles` holds only `files`), and nothing is reported inside them. See
    /// `DependencyModules`.
    /// `platform`: the build the files are read as (`#if os(...)`, and the rules that differ by platform).
    /// `checkedElsewhere`: the dependency files that are other targets' own files in the same run (lint of a
    /// workspace); their views that nothing the target reaches names are left to those targets
    /// (`DependencyModules.viewsNothingNames`).
    public static func load(_ files: [SourceFile], dependencies: [SourceFile] = [], name: String, platform: Platform = .iOS,
                            limits: ExpansionLimits = .default, checkedElsewhere: Set<String> = []) -> Result {
        let configuration = BuildConfiguration(platform: platform)
        return load(files, dependencies: dependencies, name: name, limits: limits, checkedElsewhere: checkedElsewhere,
                    parse: { SwiftFileFacts(SwiftSource(file: $0, configuration: configuration)) })
    }

    /// `load` with the parse of one file given (`SwiftParseCache.source` reuses an unchanged file's tree and facts).
    /// `reuse`: a file parsed before (same path and bytes), taken as it is (no parse, no thread).
    static func load(_ files: [SourceFile], dependencies: [SourceFile] = [], name: String, limits: ExpansionLimits, checkedElsewhere: Set<String> = [],
                     reuse: (SourceFile) -> SwiftFileFacts? = { _ in nil }, parse: @escaping (SourceFile) -> SwiftFileFacts) -> Result {
        let own = Set(files.map(\.path))
        let readable = DependencyModules.readable(dependencies, own: own)
        var refused: [Diagnostic] = []
        var parsed: [SwiftFileFacts] = []
        for file in (files + readable).sorted(by: { $0.path < $1.path }) {
            // A file parsed before (same path and bytes) passed the pre-scan then: only a new file is scanned.
            if let kept = reuse(file) {
                parsed.append(kept)
            } else if let problem = SwiftPreScan.diagnostic(for: file) {
                refused.append(problem)
            } else if let source = parseWithDeadline(file, parse) {
                parsed.append(source)
            } else {
                refused.append(Diagnostic(id: "limit-parse-time", severity: .warning,
                                          message: "swift-syntax did not parse this file within \(parseDeadline) s; this file was not checked (the rest of its target was)",
                                          range: SourceRange(file: file.path, start: file.location(ofByte: 0), end: file.location(ofByte: 0))))
            }
        }
        let sources = Dictionary(files.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })
        let elsewhere = checkedElsewhere.subtracting(own)
        var result = onLargeStack { loadOnThisThread(parsed, name: name, limits: limits, checkedElsewhere: elsewhere) }
        if let platform = parsed.first?.source.configuration.platform { result.scene?.platform = platform }
        result.diagnostics = refused + result.diagnostics
        result.sources.merge(sources) { kept, _ in kept }
        if !readable.isEmpty { DependencyModules.keepOwn(&result, own: own, dependencies: readable) }
        return result
    }

    /// The file parsed on a thread of its own with `stackSize`; nil when the parse passes `parseDeadline`.
    static func parseWithDeadline(_ file: SourceFile, _ parse: @escaping (SourceFile) -> SwiftFileFacts) -> SwiftFileFacts? {
        let box = ResultBox<SwiftFileFacts>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = parse(file)
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        guard done.wait(timeout: .now() + parseDeadline) == .success else { return nil }
        return box.value
    }

    /// Runs `body` on a thread with `stackSize` and waits for it. Every swift-syntax parse and visit goes through
    /// here (the front end, `--fix`'s syntax check): none runs on a caller's 8 MiB (or 512 KiB) stack.
    public static func onLargeStack<T>(_ body: @escaping () -> T) -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = body()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        return box.value!
    }

    /// `resume`: a pass after a cut keeps the views the cut cannot change (`SceneBuilder.resume`); false builds every
    /// pass afresh (tests compare the two).
    static func loadOnThisThread(_ sources: [SwiftFileFacts], name: String, limits: ExpansionLimits, resume: Bool = true,
                                 checkedElsewhere: Set<String> = []) -> Result {
        let sorted = sources.map(\.source.file)
        var byPath: [String: SourceFile] = [:]
        for file in sorted { byPath[file.path] = file }
        // A file that does not parse: an error at swift-syntax's first syntax error; its declarations are unknown
        // (left out of the module), and the rest of the target is checked.
        var parsed: [SwiftFileFacts] = []
        var diagnostics: [Diagnostic] = []
        for source in sources {
            let file = source.source.file
            if let error = SwiftSyntaxCheck.firstError(in: source.source) {
                diagnostics.append(Diagnostic(id: "swift-syntax-error", severity: .error,
                                              message: "this Swift file does not parse (\(error.message)); its declarations are unknown to navlint",
                                              range: SourceRange(file: file.path, start: error.location, end: error.location)))
            } else {
                parsed.append(source)
            }
        }
        let module = SwiftModule(files: parsed)
        let unnamed = DependencyModules.viewsNothingNames(parsed, module: module, checkedElsewhere: checkedElsewhere)
        let range = sorted.first.map { SourceRange.synthetic($0.path) } ?? .synthetic(name)
        var forced: Set<SceneBuilder.Location> = []
        var cut: [Diagnostic] = []
        /// Nodes made unknown by design, not by a front-end bug: a recursion cut, an expansion cut.
        var byDesign: Set<SceneBuilder.Location> = []
        var last: SceneBuilder?
        var translated = 0
        for _ in 0..<maxPasses {
            let builder: SceneBuilder
            let scene: Scene
            if resume, let last, let resumed = last.resume(forced: forced) {
                builder = last
                scene = resumed
            } else {
                translated += last?.viewsTranslated ?? 0
                builder = SceneBuilder(module: module, name: name, range: range, forcedOpaque: forced, unnamedViews: unnamed)
                scene = builder.build()
            }
            last = builder
            for broken in diagnostics {
                scene.opaque.append(OpaqueSite(kind: .view, what: "\(broken.range.file) (does not parse)", range: broken.range,
                                               mayRegisterDestinations: true, mayNavigate: true))
            }
            let problems = SceneChecker.check(scene, limits: limits)
            let errors = problems.filter { $0.severity == .error }
            if errors.isEmpty {
                scene.finish()
                builder.placeCopiedSites()
                if let note = builder.entryNote {
                    diagnostics.append(Diagnostic(id: "swift-entry", severity: .info, message: note, range: scene.range))
                }
                // The last resort, if used, is said where (a front-end bug, never the user's), as is each recursion cut.
                return Result(scene: scene, diagnostics: diagnostics + cut, sources: byPath, lastResortUses: forced.subtracting(byDesign).count,
                              viewsTranslated: translated + builder.viewsTranslated)
            }
            var grew = false
            // A body too large to build: the instances of the views that make most of it are unknown where they
            // are (by design, said in an info each), and the rest of the target is checked.
            if errors.contains(where: { $0.id == "limit-view-expansion" }) {
                let cuts = SceneChecker.expansionCuts(scene, limits: limits)
                let made = cutExpansion(cuts, builder.translatedNodes)
                for location in made.forced where forced.insert(location).inserted {
                    grew = true
                    byDesign.insert(location)
                }
                cut += made.notes
            }
            // Last resort (a front-end bug: the builder should never produce what the checker rejects): make the
            // innermost view node or state declaration around each error unknown, and translate again.
            // A view that shows itself with no navigation in between is ordinary SwiftUI when data ends the recursion
            // (a quote inside a post, a tree of outlines): the instance closing the cycle is unknown by design (said
            // in the info, not counted as the last resort).
            for error in errors {
                for node in nodesToForce(at: error.range, builder.translatedNodes, builder.inlinedBlocks) where forced.insert(node.location).inserted {
                    grew = true
                    cut.append(madeUnknown(error, at: node.range))
                    if error.id == "recursive-view" { byDesign.insert(node.location) }
                }
            }
            if !grew {
                return Result(scene: nil, diagnostics: diagnostics + errors.map(unmodelled), sources: byPath, lastResortUses: forced.subtracting(byDesign).count,
                              viewsTranslated: translated + builder.viewsTranslated)
            }
        }
        return Result(scene: nil, diagnostics: diagnostics + [Diagnostic(id: "swift-unmodelled", severity: .warning,
                                                            message: "navlint could not model this target's navigation; it was not checked",
                                                            range: range)], sources: byPath, lastResortUses: forced.subtracting(byDesign).count)
    }

    /// The translated nodes at the cuts' sites (the innermost node around each) and one info per cut view, at the
    /// body over the limit with a note at the first site, saying why and how many instances.
    static func cutExpansion(_ cuts: [ExpansionCut], _ nodes: [(location: SceneBuilder.Location, range: SourceRange)])
        -> (forced: [SceneBuilder.Location], notes: [Diagnostic]) {
        let sites = cuts.flatMap(\.sites)
        let holders = innermostNodes(around: sites, nodes)
        var forced: [SceneBuilder.Location] = []
        var notes: [Diagnostic] = []
        var index = 0
        for cut in cuts {
            var first: SourceRange?
            for _ in cut.sites {
                if let holder = holders[index] {
                    forced.append(holder.location)
                    if first == nil { first = holder.range }
                }
                index += 1
            }
            guard let first else { continue }
            let times = cut.sites.count == 1 ? "its instance" : "its \(cut.sites.count) instances"
            notes.append(Diagnostic(id: "swift-unmodelled", severity: .info,
                                    message: "\(cut.within) expands to \(cut.size) view nodes with the views it instantiates inlined, more "
                                        + "than navlint builds at once; '\(cut.view)' (\(times) there) is unknown to the checks, "
                                        + "the rest of the target was checked",
                                    range: cut.withinRange, notes: [Note("'\(cut.view)' is instantiated here", at: first)]))
        }
        return (forced, notes)
    }

    /// For each site, the innermost node whose range holds its start (ranges nest within a file): one sweep per file
    /// over nodes and sites sorted by start, with a stack of the nodes open at the sweep's position. n log n.
    static func innermostNodes(around sites: [SourceRange], _ nodes: [(location: SceneBuilder.Location, range: SourceRange)])
        -> [(location: SceneBuilder.Location, range: SourceRange)?] {
        typealias Node = (location: SceneBuilder.Location, range: SourceRange)
        var result = [Node?](repeating: nil, count: sites.count)
        var nodesByFile: [String: [Node]] = [:]
        for node in nodes { nodesByFile[node.range.file, default: []].append(node) }
        var sitesByFile: [String: [Int]] = [:]
        for (index, site) in sites.enumerated() { sitesByFile[site.file, default: []].append(index) }
        for (file, siteIndices) in sitesByFile {
            // Outer before inner at the same start, so the inner one is on top of the stack.
            let sorted = (nodesByFile[file] ?? []).sorted {
                ($0.range.start.offset, -$0.range.end.offset) < ($1.range.start.offset, -$1.range.end.offset)
            }
            let order = siteIndices.sorted { sites[$0].start.offset < sites[$1].start.offset }
            var open: [Node] = []
            var next = 0
            for index in order {
                let at = sites[index].start.offset
                while next < sorted.count, sorted[next].range.start.offset <= at {
                    while let top = open.last, top.range.end.offset < sorted[next].range.start.offset { open.removeLast() }
                    open.append(sorted[next])
                    next += 1
                }
                while let top = open.last, top.range.end.offset < at { open.removeLast() }
                result[index] = open.last
            }
        }
        return result
    }

    /// The view nodes the last resort makes unknown for a checker error at `range`: the innermost translated node
    /// holding it; else, for code read from outside any node (a method's body inlined where a Button calls it), every
    /// node the innermost block holding it was read for. Empty when neither holds it.
    static func nodesToForce(at range: SourceRange, _ translated: [(location: SceneBuilder.Location, range: SourceRange)],
                             _ blocks: [(range: SourceRange, node: SceneBuilder.Location)]) -> [(location: SceneBuilder.Location, range: SourceRange)] {
        func holds(_ outer: SourceRange) -> Bool {
            outer.file == range.file && outer.start.offset <= range.start.offset && range.start.offset <= outer.end.offset
        }
        func size(_ r: SourceRange) -> Int { r.end.offset - r.start.offset }
        if let innermost = translated.filter({ holds($0.range) }).min(by: { size($0.range) < size($1.range) }) { return [innermost] }
        let holding = blocks.filter { holds($0.range) }
        guard let narrowest = holding.map({ size($0.range) }).min() else { return [] }
        let nodes = Set(holding.filter { size($0.range) == narrowest }.map(\.node))
        var seen: Set<SceneBuilder.Location> = []
        return translated.filter { nodes.contains($0.location) && seen.insert($0.location).inserted }
    }

    /// A view the front end made unknown because the model it translated was rejected: said where, so nothing is
    /// left unknown without a word. A view that instantiates itself (`recursive-view`) is cut there.
    static func madeUnknown(_ error: Diagnostic, at range: SourceRange) -> Diagnostic {
        let message = error.id == "recursive-view"
            ? "this view instantiates itself with no navigation in between; navlint cut the recursion here, and what it shows from here on is unknown to the checks"
            : "navlint could not model this view (\(error.message)); what it shows is unknown to the checks, the rest of the target was checked"
        return Diagnostic(id: "swift-unmodelled", severity: .info, message: message, range: range)
    }

    /// A checker error outside any view (a declaration the front end mistranslated): said as what it is, a warning
    /// that this part was not checked, never as the user's mistake.
    static func unmodelled(_ error: Diagnostic) -> Diagnostic {
        Diagnostic(id: "swift-unmodelled", severity: .warning,
                   message: "navlint could not model this code (\(error.message)); the target's navigation was not checked",
                   range: error.range)
    }
}

/// What a thread computed, handed to the thread that waits for it (after a semaphore: no concurrent access).
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}

/// Parsed files kept between loads (the language server: a keystroke re-parses only the file it changed; one run of
/// the CLI: a dependency module imported by several targets is parsed once). A file is reused when its path and bytes
/// are those it was parsed from; a path keeps only its latest parse. `evicting` (the language server's): files not in
/// the latest load are dropped, so an editor session holds only the module it shows.
public final class SwiftParseCache: @unchecked Sendable {
    private let lock = NSLock()
    private var parsed: [String: SwiftFileFacts] = [:]
    let evicting: Bool
    /// How many files were parsed (not reused) since the cache was made.
    private(set) var parses = 0
    public init(evicting: Bool = true) {
        self.evicting = evicting
    }

    /// The file's earlier parse when its bytes and the build it was read as are the same.
    fileprivate func kept(_ file: SourceFile, _ configuration: BuildConfiguration) -> SwiftFileFacts? {
        lock.lock()
        let kept = parsed[file.path]
        lock.unlock()
        guard let kept, kept.source.configuration == configuration, kept.source.file.bytes == file.bytes else { return nil }
        return kept
    }

    fileprivate func source(_ file: SourceFile, _ configuration: BuildConfiguration) -> SwiftFileFacts {
        if let kept = kept(file, configuration) { return kept }
        let source = SwiftFileFacts(SwiftSource(file: file, configuration: configuration))
        lock.lock()
        parsed[file.path] = source
        parses += 1
        lock.unlock()
        return source
    }

    fileprivate func keep(only paths: Set<String>) {
        lock.lock()
        parsed = parsed.filter { paths.contains($0.key) }
        lock.unlock()
    }
}

extension SwiftFrontEnd {
    /// `load`, re-parsing only the files whose bytes changed since `cache` last saw them (same bounds as `load`).
    public static func load(_ files: [SourceFile], dependencies: [SourceFile] = [], name: String, platform: Platform = .iOS,
                            cache: SwiftParseCache, limits: ExpansionLimits = .default, checkedElsewhere: Set<String> = []) -> Result {
        if cache.evicting { cache.keep(only: Set((files + dependencies).map(\.path))) }
        let configuration = BuildConfiguration(platform: platform)
        return load(files, dependencies: dependencies, name: name, limits: limits, checkedElsewhere: checkedElsewhere, reuse: { cache.kept($0, configuration) },
                    parse: { cache.source($0, configuration) })
    }
}
