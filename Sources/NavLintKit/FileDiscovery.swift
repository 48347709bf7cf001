import Foundation
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneYAML

/// One file to lint.
public struct LintTarget: Sendable {
    /// The path as shown to the user (relative to the working directory when the user gave a relative path).
    public var path: String
    /// Absolute path; nil for standard input.
    public var absolutePath: String?
    public var config: LintConfig
    /// A Swift target (a module: every `.swift` file of a directory and its subdirectories, linted as one scene);
    /// `path` is then the directory. Empty for a scene file.
    public var swiftFiles: [SwiftFile] = []
    /// The files of the modules a Swift target imports (its manifest's target and local-package dependencies): read
    /// as declarations only, never reported on.
    public var swiftDependencies: [SwiftFile] = []
    /// The module's boundary is a guess from the folders, below the directory the user named: code in a sibling folder
    /// (the same app, cut into folders) may show its views, so what is above a view nothing in it shows is unknown.
    public var boundaryIsGuessed = false
    /// The platform a Swift target is built for (its Xcode build settings; iOS when they do not say or include it).
    public var platform: Platform = .iOS
    /// The oldest version of `platform` the target runs on (`platforms:` of its `Package.swift`, its Xcode target's
    /// deployment target setting); nil when they do not say.
    public var deploymentTarget: OSVersion?
    /// The module's name when a manifest (`Package.swift`, an Xcode project) declares it; nil for a guessed module.
    public var moduleName: String?
    /// The module is an Xcode project's target (`moduleName` then names it).
    public var isXcodeTarget = false
    /// The files of `swiftDependencies` (as shown) that another target of the same run lints as its own, for the
    /// same platform: the front end leaves their views that nothing this target reaches names to that target
    /// (`LintTarget.markDependenciesCheckedElsewhere`). Empty outside a lint run (one module read by the REPL, the
    /// language server): then every dependency view is translated here.
    public var swiftDependenciesCheckedElsewhere: Set<String> = []

    public init(path: String, absolutePath: String?, config: LintConfig, swiftFiles: [SwiftFile] = [], swiftDependencies: [SwiftFile] = []) {
        self.path = path; self.absolutePath = absolutePath; self.config = config; self.swiftFiles = swiftFiles
        self.swiftDependencies = swiftDependencies
    }
}

/// Turns command-line paths into lint targets. A file named explicitly is always linted. Directories are walked
/// recursively (skipping hidden directories and `.build*`), and only scene files are linted from them:
/// - a `.yaml`/`.yml` file with a top-level `scene` or `root` key (`SceneFiles.markerKeys`), found by
///   `TopLevelKeys.probe` (libyaml's events up to that key; no tree, no model);
/// - a file the nearest config's `include` globs name, whatever it holds;
/// - a `.yaml`/`.yml` library file that a linted scene includes (`libraries(includedBy:)`, after the scenes are linted:
///   the loader has read them already, so no second pass over the scenes is needed);
/// - a file that cannot be read or is not valid YAML before any top-level key decides: linted, so the reason shows.
/// Everything else is skipped (`skipped`, printed by `--verbose`): XcodeGen's `project.yml`, CI workflows and the like.
/// The walk never leaves the tree it was given (`TreeBoundary`): a symbolic link, to a directory or a file, is followed
/// only when its real path is inside the directory named on the command line, and each real directory is walked once
/// (a loop ends at the first real path seen again); other links are skipped and listed by `--verbose`.
/// With the Swift front end plugged in (`FrontEnds.swift`), `.swift` files are linted by module: a directory that
/// holds `.swift` files is one target with every `.swift` file under it (as a SwiftPM target or an Xcode folder);
/// `.swift` files named on the command line form one target per directory.
struct FileDiscovery {
    let cwd: String
    let configs: ConfigResolver
    private(set) var targets: [LintTarget] = []
    private(set) var diagnostics: [Diagnostic] = []
    /// YAML files in walked directories that are not scene files; linted only when a scene includes them.
    private(set) var candidates: [LintTarget] = []
    private var seenFiles: Set<String> = []
    private var seenDirectories: Set<String> = []
    /// Every real path this discovery asked for, each read from the system once (shared with the manifests' reader).
    private let realPaths = RealPaths()
    /// Symbolic links a walk did not follow, with why (`TreeBoundary`), for `--verbose`.
    private var skippedLinks: [String] = []
    /// `.swift` files named on the command line, by directory (they become targets in `finish()`).
    private var namedSwiftFiles: [String: [LintTarget.SwiftFile]] = [:]
    /// The Swift modules the manifests of the directory being walked declare (see `SwiftManifestTargets`).
    private var manifests: SwiftManifestTargets?
    /// How Swift modules were found (manifests read, folders guessed), for `--verbose`.
    private(set) var swiftNotes: [String] = []

    init(cwd: String, configs: ConfigResolver) {
        self.cwd = cwd
        self.configs = configs
    }

    mutating func add(path given: String, stdinName: String?) {
        if given == "-" {
            let name = stdinName ?? "<stdin>"
            let absolute = Paths.absolute(name, relativeTo: cwd)
            targets.append(LintTarget(path: name, absolutePath: nil, config: configs.config(forDirectory: Paths.parent(absolute))))
            return
        }
        var shown = given
        while shown.count > 1, shown.hasSuffix("/") { shown.removeLast() }
        let absolute = Paths.absolute(shown, relativeTo: cwd)
        let kind = PathBytes.kind(absolute)
        guard kind != .missing else {
            diagnostics.append(Diagnostic(id: "io-error", severity: .error, message: "no such file or directory", range: .synthetic(shown)))
            return
        }
        if kind == .directory {
            let walked = shown == "." ? "" : shown
            manifests = SwiftManifestTargets(root: (absolute, walked), config: configs.config(forDirectory: absolute), realPaths: realPaths)
            let before = (targets: targets.count, diagnostics: diagnostics.count, notes: swiftNotes.count)
            walk(directory: absolute, shown: walked, boundary: TreeBoundary(root: absolute, shown: walked.isEmpty ? "." : walked))
            leaveUnbuiltFolders(since: before, root: walked.isEmpty ? "." : walked)
            swiftNotes += manifests?.notes ?? []
            manifests = nil
        } else {
            let config = configs.config(forDirectory: Paths.parent(absolute))
            if FrontEnds.swift != nil, FrontEnds.isSwift(shown) {
                if seenFiles.insert(realPaths.real(absolute)).inserted {
                    namedSwiftFiles[Paths.parent(shown), default: []].append(.init(path: shown, absolutePath: absolute))
                }
            } else if !config.isExcluded(absolute) { addFile(absolute: absolute, shown: shown, config: config) }
        }
    }

    /// Under a directory whose walk found an Xcode project's targets (the app's build, with the local packages it
    /// uses), the Swift files neither it nor a `Package.swift` builds (fastlane's helpers, playgrounds, scripts) are
    /// part of no program the compiler builds there: the folders guessed as modules below the named directory are
    /// left out and said so (`--verbose`), not checked as a module of their own. Where no Xcode project was found (a
    /// project generated from a spec navlint does not read, beside a local package) the folders are guessed as before.
    private mutating func leaveUnbuiltFolders(since before: (targets: Int, diagnostics: Int, notes: Int), root: String) {
        let walked = targets[before.targets...]
        guard walked.contains(where: { $0.isXcodeTarget }) else { return }
        func isUnbuilt(_ target: LintTarget) -> Bool { target.boundaryIsGuessed && target.moduleName == nil && !target.swiftFiles.isEmpty }
        let unbuilt = walked.filter(isUnbuilt)
        guard !unbuilt.isEmpty else { return }
        let places = Set(unbuilt.map(\.path))
        targets.removeSubrange(before.targets...)
        targets += walked.filter { !isUnbuilt($0) }
        let kept = diagnostics[before.diagnostics...].filter { !($0.id == LintTarget.guessedID && places.contains($0.range.file)) }
        diagnostics.removeSubrange(before.diagnostics...)
        diagnostics += kept
        let notes = swiftNotes[before.notes...].filter { note in !places.contains { note.hasPrefix("\($0): no Package.swift or .xcodeproj") } }
        swiftNotes.removeSubrange(before.notes...)
        swiftNotes += notes
        for target in unbuilt {
            swiftNotes.append("\(target.path): its \(target.swiftFiles.count) Swift files are in no target of the manifests under \(root), so no build compiles them: not checked")
        }
    }

    /// Targets for the `.swift` files named on the command line, one per directory; or, `oneModule`, one target of
    /// them all, at their deepest common directory (a build plugin names a target's sources wherever they sit).
    mutating func finish(oneModule: Bool = false) {
        if oneModule, namedSwiftFiles.count > 1 {
            let shown = Self.commonDirectory(Array(namedSwiftFiles.keys))
            namedSwiftFiles = [shown: namedSwiftFiles.keys.sorted().flatMap { namedSwiftFiles[$0]! }]
        }
        for directory in namedSwiftFiles.keys.sorted() {
            let files = namedSwiftFiles[directory]!
            let absolute = Self.commonDirectory(files.map { Paths.parent($0.absolutePath) })
            targets.append(LintTarget(path: directory.isEmpty ? "." : directory, absolutePath: absolute,
                                      config: configs.config(forDirectory: absolute), swiftFiles: files))
        }
        namedSwiftFiles = [:]
    }

    /// The deepest directory that holds all of `directories` (by path components; "" for relative paths with none
    /// in common, "/" for absolute ones).
    static func commonDirectory(_ directories: [String]) -> String {
        var common = directories[0].split(separator: "/", omittingEmptySubsequences: false)
        for directory in directories.dropFirst() {
            let parts = directory.split(separator: "/", omittingEmptySubsequences: false)
            common = Array(zip(common, parts).prefix { $0 == $1 }.map(\.0))
        }
        let joined = common.joined(separator: "/")
        return joined.isEmpty && directories[0].hasPrefix("/") ? "/" : joined
    }

    private mutating func addFile(absolute: String, shown: String, config: LintConfig) {
        guard seenFiles.insert(realPaths.real(absolute)).inserted else { return }
        targets.append(LintTarget(path: shown, absolutePath: absolute, config: config))
    }

    private mutating func walk(directory: String, shown: String, boundary: TreeBoundary, inSwiftModule: Bool = false) {
        guard seenDirectories.insert(realPaths.real(directory)).inserted else { return }
        let entries: [String]
        switch PathBytes.entries(of: directory) {
        case .success(let names): entries = names.sorted()
        case .failure:
            diagnostics.append(Diagnostic(id: "io-error", severity: .error, message: "cannot read the directory",
                                          range: .synthetic(shown.isEmpty ? "." : shown)))
            return
        }
        let config = configs.config(forDirectory: directory)
        var inSwiftModule = inSwiftModule
        var isSwiftTarget = false
        if FrontEnds.swift != nil, let modules = manifests?.modules(in: directory, entries: entries) {
            // The modules as the compiler builds them; below here nothing is guessed from folders.
            for module in modules {
                // A file two targets compile (an app and its widget) is in both modules; a file a walk already linted
                // (named on the command line, or in a module found above) is not taken again.
                let files = module.files.filter { !seenFiles.contains(realPaths.real($0.absolutePath)) }
                guard !files.isEmpty else { continue }
                swiftNotes.append("\(module.directory.shown): Swift target '\(module.name)' from the manifest (\(files.count) files, \(module.dependencies.count) read from its dependencies; checked for \(module.platform.rawValue)\(module.deploymentTarget.map { ", deploying to \($0)" } ?? ""))")
                var target = LintTarget(path: module.directory.shown, absolutePath: module.directory.absolute, config: config,
                                        swiftFiles: files, swiftDependencies: module.dependencies)
                target.platform = module.platform
                target.deploymentTarget = module.deploymentTarget
                target.moduleName = module.name
                target.isXcodeTarget = module.isXcodeTarget
                targets.append(target)
            }
            for module in modules { for file in module.files { seenFiles.insert(realPaths.real(file.absolutePath)) } }
            inSwiftModule = true
            isSwiftTarget = true
        } else if FrontEnds.swift != nil, !inSwiftModule, SwiftManifestTargets.isGuessedModuleRoot(directory, entries: entries, limit: config.limits.maxFileSize) {
            // A Swift target: its .swift files (here and below) are one module. Scene files among them are still
            // linted on their own (the walk below).
            let module = SwiftModuleFiles.find(in: directory, shown: shown, excluded: { config.isExcluded($0) }, realPaths: realPaths)
            skippedLinks += module.skippedLinks
            let files = module.files.filter { seenFiles.insert(realPaths.real($0.absolutePath)).inserted }
            if !files.isEmpty {
                var target = LintTarget(path: shown.isEmpty ? "." : shown, absolutePath: directory, config: config, swiftFiles: files)
                target.boundaryIsGuessed = directory != manifests?.root.absolute
                // A Tuist project's manifest beside the folder says which platforms it builds for.
                var platformNote = ""
                if entries.contains(TuistManifest.fileName),
                   case .success(let bytes) = FileReader.read(Paths.join(directory, TuistManifest.fileName), limit: config.limits.maxFileSize),
                   let platforms = TuistManifest.platforms(in: String(decoding: bytes, as: UTF8.self)) {
                    target.platform = Platform.checked(among: platforms)
                    platformNote = " (checked for \(target.platform.rawValue): the targets of its Tuist \(TuistManifest.fileName) build for \(platforms.map(\.rawValue).sorted().joined(separator: ", ")))"
                }
                targets.append(target)
                isSwiftTarget = true
                let place = shown.isEmpty ? "." : shown
                swiftNotes.append("\(place): no Package.swift or .xcodeproj; its \(files.count) Swift files are guessed to be one module\(platformNote)")
                // A directory named on the command line is the module the user named; one found below it is a guess.
                if directory != manifests?.root.absolute { diagnostics.append(Diagnostic(id: LintTarget.guessedID, severity: .info,
                                              message: "no Package.swift or .xcodeproj here: the Swift files below are checked as one module, guessed from the folders",
                                              range: .synthetic(place))) }
            }
            inSwiftModule = true
        }
        for name in entries {
            let absolute = Paths.join(directory, name)
            let childShown = shown.isEmpty ? name : Paths.join(shown, name)
            if let refusal = boundary.refusal(for: absolute) {
                if !name.hasPrefix("."), !config.isExcluded(absolute) { skippedLinks.append("\(childShown): \(refusal)") }
                continue
            }
            let kind = PathBytes.kind(absolute)
            guard kind != .missing else { continue }
            if kind == .directory {
                if name.hasPrefix(".") || name.hasPrefix(".build") || config.isExcluded(absolute) { continue }
                walk(directory: absolute, shown: childShown, boundary: boundary, inSwiftModule: inSwiftModule)
            } else if !name.hasPrefix("."), !config.isExcluded(absolute) {
                // The Swift target's data sidecar is read (and reported) with the target, not as a scene of its own.
                if isSwiftTarget, name == DataSidecar.fileName { continue }
                if config.isIncluded(absolute) {
                    addFile(absolute: absolute, shown: childShown, config: config)
                } else if LintConfig.hasYAMLExtension(name) {
                    if Self.mayBeSceneFile(absolute, limit: config.limits.maxFileSize) {
                        addFile(absolute: absolute, shown: childShown, config: config)
                    } else if seenFiles.insert(realPaths.real(absolute)).inserted {
                        candidates.append(LintTarget(path: childShown, absolutePath: absolute, config: config))
                    }
                }
            }
        }
    }

    /// Whether a YAML file found in a walk is a scene file, or cannot be told apart from one (unreadable, not YAML):
    /// those are linted so that their problem is reported rather than the file silently skipped.
    static func mayBeSceneFile(_ absolute: String, limit: Int) -> Bool {
        guard case .success(let bytes) = FileReader.read(absolute, limit: limit) else { return true }
        switch TopLevelKeys.probe(bytes, stopAt: SceneFiles.markerKeys) {
        case .found: return true
        case .absent: return false
        case .unreadable: return startsALineWithAMarkerKey(bytes)
        }
    }

    /// For a file libyaml cannot read through: does a line start with `scene:` or `root:` (a scene file with a syntax
    /// error further down still counts; a broken non-YAML file does not)?
    static func startsALineWithAMarkerKey(_ bytes: [UInt8]) -> Bool {
        var markers: [[UInt8]] = []
        for key in SceneFiles.markerKeys {
            for written in [key, "\"" + key + "\"", "'" + key + "'"] { markers.append(Array((written + ":").utf8)) }
        }
        var lineStart = 0
        while lineStart < bytes.count {
            if markers.contains(where: { marker in
                lineStart + marker.count <= bytes.count && bytes[lineStart..<(lineStart + marker.count)].elementsEqual(marker)
            }) { return true }
            guard let newline = bytes[lineStart...].firstIndex(of: 0x0A) else { break }
            lineStart = newline + 1
        }
        return false
    }

    /// The candidates that a linted scene read as an include (the loader's sources, keyed as it resolved them);
    /// they are linted as library files. The rest stay in `skipped`.
    mutating func libraries(includedBy results: [FileResult]) -> [LintTarget] {
        // No candidate, none included: the sources of every result (each Swift target's files and those it reads from
        // its dependencies) are not resolved for nothing.
        guard !candidates.isEmpty else { return [] }
        var read: Set<String> = []
        for result in results {
            let base = result.target.absolutePath.flatMap { absolute in
                absolute.hasSuffix(result.target.path) && !result.target.path.hasPrefix("/")
                    ? String(absolute.dropLast(result.target.path.count)) : nil
            } ?? cwd
            for path in result.sources.keys where path != result.target.path {
                read.insert(realPaths.real(Paths.absolute(path, relativeTo: base)))
            }
        }
        let included = candidates.filter { read.contains(realPaths.real($0.absolutePath ?? $0.path)) }
        candidates.removeAll { read.contains(realPaths.real($0.absolutePath ?? $0.path)) }
        return included
    }

    /// What a walk found and did not lint, with why (for `--verbose`).
    var skipped: [String] {
        skippedLinks + candidates.map { "\($0.path): no top-level 'scene' or 'root' key and no linted scene includes it" }
    }

    static func realPath(_ path: String) -> String { PathBytes.realPath(path) ?? path }
}

/// The `.swift` files of one module: every `.swift` file under its directory, in name order, hidden and `.build*`
/// directories skipped, each real file and directory once, symbolic links followed only inside the module's directory
/// (`TreeBoundary`). Lint's Swift targets, `navlint repl DIR` and `navlint extract DIR` all take a module's files from
/// here, so one directory is one module everywhere.
public enum SwiftModuleFiles {
    public struct Found {
        public var files: [LintTarget.SwiftFile] = []
        /// Links not followed, as `shown path: why`.
        public var skippedLinks: [String] = []
    }

    public static func find(in directory: String, shown: String, excluded: (String) -> Bool = { _ in false }) -> Found {
        find(in: directory, shown: shown, excluded: excluded, realPaths: RealPaths())
    }

    /// `find` with the discovery's memo of real paths (`RealPaths`).
    static func find(in directory: String, shown: String, excluded: (String) -> Bool, realPaths: RealPaths) -> Found {
        let boundary = TreeBoundary(root: directory, shown: shown.isEmpty ? "." : shown)
        var found = Found()
        var seen: Set<String> = [boundary.root]
        // Depth first in name order with an explicit stack: no recursion however deep the tree.
        var pending: [(absolute: String, shown: String, isDirectory: Bool)] = [(directory, shown, true)]
        while let (current, currentShown, isDirectory) = pending.popLast() {
            guard isDirectory else {
                found.files.append(.init(path: currentShown, absolutePath: current))
                continue
            }
            guard case .success(let names) = PathBytes.entries(of: current) else { continue }
            var children: [(absolute: String, shown: String, isDirectory: Bool)] = []
            for name in names.sorted() where !name.hasPrefix(".") {
                let absolute = Paths.join(current, name)
                let childShown = currentShown.isEmpty ? name : Paths.join(currentShown, name)
                guard !excluded(absolute) else { continue }
                if let refusal = boundary.refusal(for: absolute) {
                    found.skippedLinks.append("\(childShown): \(refusal)")
                    continue
                }
                switch PathBytes.kind(absolute) {
                case .directory:
                    guard !name.hasPrefix(".build"), seen.insert(realPaths.real(absolute)).inserted else { continue }
                    children.append((absolute, childShown, true))
                case .file:
                    // A package manifest is not a source of the module it describes.
                    guard FrontEnds.isSwift(name), name != "Package.swift", seen.insert(realPaths.real(absolute)).inserted else { continue }
                    children.append((absolute, childShown, false))
                case .missing: continue
                }
            }
            pending += children.reversed()
        }
        return found
    }
}
