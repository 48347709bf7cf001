import NavSceneDiagnostics
import NavSceneModel

/// Swift targets as the compiler builds them: from a `Package.swift` (read statically by the plug-in's
/// `FrontEnds.packageManifest`) or an `.xcodeproj` in a walked directory. Each target's files are one module; the files
/// of the targets it depends on (in the same package, or in a local package, `.package(path:)` /
/// `XCLocalSwiftPackageReference`) are given to the front end as read-only declarations, so a router in a local
/// package is resolved for the app that imports it. Nothing outside the walked tree (`root`) is read: a local package
/// outside it stays unknown, and `notes` says so.
struct SwiftManifestTargets {
    /// The directory the user named (absolute) and how it is shown.
    let root: (absolute: String, shown: String)
    let config: LintConfig
    /// What `--verbose` says of the manifests, each once however many targets meet the same package.
    private(set) var notes: [String] = []
    private var noted: Set<String> = []
    private var packages: [String: PackageManifest?] = [:]
    /// `swiftFiles(under:skipping:)` by its arguments: a local package's target is listed once per walk, not once per
    /// target that imports it (a dozen packages importing one another listed each folder dozens of times).
    private let listings = Listings()
    final class Listings {
        struct Key: Hashable { var directory: String; var skipping: Set<String>; var packagesApart = false }
        var files: [Key: [LintTarget.SwiftFile]] = [:]
        /// `files(of:inPackage:)` by package directory and target name (with the target, compared on use): a target
        /// reached again through another dependency path (a diamond of targets) is not looked up again (its folder's
        /// kind, its links resolved).
        struct TargetKey: Hashable { var directory: String; var name: String }
        var targets: [TargetKey: (target: PackageManifest.Target, files: [LintTarget.SwiftFile])] = [:]
        /// How many times a target's files were looked up (once per target: `ManifestTargetListingTests`).
        private(set) var targetLookups = 0
        func countLookup() { targetLookups += 1 }
    }
    /// The walk's memo of listings (read by tests).
    var listingMemo: Listings { listings }
    static let maxPackages = 64
    static let maxTargetDepth = 64

    /// `root.absolute` with its links resolved (once: `isInTree` asks for every path it meets).
    private let realRoot: String

    /// The discovery's real paths (`RealPaths`: each asked of the system once per discovery).
    private let realPaths: RealPaths

    init(root: (absolute: String, shown: String), config: LintConfig, realPaths: RealPaths = RealPaths()) {
        self.root = root
        self.config = config
        self.realPaths = realPaths
        self.realRoot = realPaths.real(root.absolute)
    }

    /// One module: its own files, the files it imports declarations from, and a name.
    struct Module {
        var name: String
        /// The directory shown for it (a SwiftPM target's directory; the project's directory for an Xcode target).
        var directory: (absolute: String, shown: String)
        var files: [LintTarget.SwiftFile]
        var dependencies: [LintTarget.SwiftFile]
        /// The platform it is checked as (`Platform.checked(among:)` of an Xcode target's build settings; iOS for a
        /// SwiftPM target, which builds for every platform).
        var platform: Platform = .iOS
        /// The oldest version of `platform` it runs on, when its manifest or build settings say.
        var deploymentTarget: OSVersion?
        /// Declared by an Xcode project (its platform comes from build settings).
        var isXcodeTarget = false
    }

    /// The modules the manifests in `directory` declare; nil when it has neither `Package.swift` nor an `.xcodeproj`
    /// (the caller then guesses the module from the folders).
    mutating func modules(in directory: String, entries: [String]) -> [Module]? {
        var modules: [Module] = []
        var found = false
        var foundProject = false
        if entries.contains("Package.swift"), let manifest = package(at: directory) {
            found = true
            for target in manifest.targets where target.kind == .regular || target.kind == .executable {
                let own = files(of: target, inPackage: directory)
                var seen = Set(own.map(\.absolutePath))
                let dependencies = dependencyFiles(of: target, manifest, inPackage: directory, seen: &seen)
                modules.append(Module(name: target.name, directory: targetDirectory(target, inPackage: directory),
                                      files: own, dependencies: dependencies, deploymentTarget: manifest.platforms[.iOS]))
            }
        }
        for name in entries where name.hasSuffix(".xcodeproj") && !name.hasPrefix(".") {
            let pbxproj = Paths.join(Paths.join(directory, name), "project.pbxproj")
            guard case .success(let bytes) = FileReader.read(pbxproj, limit: config.limits.maxFileSize) else {
                note("\(shown(pbxproj)): cannot be read; its targets are not known")
                continue
            }
            guard let project = XcodeProject.parse(bytes) else {
                note("\(shown(pbxproj)): not an Xcode project file navlint can read; its targets are not known")
                continue
            }
            found = true
            foundProject = true
            // Local packages held as folders of the project: looked for once per project, when a target needs one.
            var nearby: [String]?
            for target in project.targets where !target.isTest {
                let platform = Platform.checked(among: target.platforms)
                // A file the project builds only for other platforms than the one checked is not part of this module.
                let filteredOut = Set(target.platformFilters.filter { !platform.isBuilt(withPlatformFilters: $0.value) }
                    .map { Paths.absolute($0.key, relativeTo: directory) })
                var own: [LintTarget.SwiftFile] = []
                var missing: [String] = []
                for path in target.files {
                    let absolute = Paths.absolute(path, relativeTo: directory)
                    guard !filteredOut.contains(absolute), isInTree(absolute) else { continue }
                    if PathBytes.kind(absolute) == .file { own.append(file(absolute)); continue }
                    // Xcode projects live on case-insensitive volumes: `BucketListApp.swift` builds from
                    // `Bucketlist/BucketlistApp.swift` there, and so it is read here.
                    if let found = Self.caseInsensitiveFile(path, under: directory), isInTree(found) { own.append(file(found)) } else { missing.append(path) }
                }
                if !missing.isEmpty {
                    note("\(shown(pbxproj)): target '\(target.name)' lists \(missing.count) Swift file\(missing.count == 1 ? "" : "s") not found here (e.g. \(missing[0])); \(missing.count == 1 ? "it is" : "they are") not checked")
                }
                for folder in target.folders {
                    let absolute = Paths.absolute(folder.path, relativeTo: directory)
                    guard isInTree(absolute) else { continue }
                    let skipped = Set(folder.exceptions.map { Paths.absolute($0, relativeTo: absolute) })
                    own += swiftFiles(under: absolute, skipping: skipped, packagesApart: true).filter { !filteredOut.contains($0.absolutePath) }
                }
                // (A file both listed and in a folder the target holds is one file.)
                var seen: Set<String> = []
                own = own.filter { seen.insert($0.absolutePath).inserted }
                var dependencies: [LintTarget.SwiftFile] = []
                for product in target.localProducts {
                    let wanted = PackageManifest.Product(name: product.product, package: nil)
                    if product.package.isEmpty {
                        // A local package held as a folder of the project: the package beside the project (or one level
                        // below) that declares the product.
                        if nearby == nil {
                            // (And the packages a synchronized folder holds, which Xcode shows as local packages.)
                            let folders = project.targets.flatMap { $0.folders.map { Paths.absolute($0.path, relativeTo: directory) } }
                            nearby = packageFolders(project, in: directory) + packagesNear(directory)
                                + Set(folders).sorted().filter(isInTree).flatMap(packagesNear)
                        }
                        for packageDirectory in nearby ?? [] {
                            let files = productFiles(wanted, packageDirectory, seen: &seen, depth: 1)
                            if !files.isEmpty { dependencies += files; break }
                        }
                        continue
                    }
                    let packageDirectory = Paths.absolute(product.package, relativeTo: directory)
                    dependencies += productFiles(wanted, packageDirectory, seen: &seen, depth: 1)
                }
                modules.append(Module(name: target.name, directory: (directory, shown(directory)), files: own, dependencies: dependencies,
                                      platform: platform, deploymentTarget: target.deploymentTargets[platform], isXcodeTarget: true))
            }
        }
        if !foundProject, entries.contains(XcodeGenProject.fileName) {
            // XcodeGen's spec of the project it generates (no `.xcodeproj` checked in), also beside a `Package.swift`
            // at the same root (the app's project beside the package of its core library, which builds only that).
            if let generated = xcodeGenModules(in: directory) {
                guard found else { return generated }
                modules += generated
            } else {
                note("\(shown(Paths.join(directory, XcodeGenProject.fileName))): not an XcodeGen project navlint can read; its targets are not known")
            }
        }
        return found ? Self.merged(modules, realPaths: realPaths) : nil
    }

    /// One module per set of files: a `Package.swift` and an `.xcodeproj` side by side often describe the same module
    /// (the package for `swift build`, the project for Xcode), and it is read once, with the imports either names and
    /// the project's platform (its build settings). Modules that share only some files (an app and its widget) stay
    /// apart. Linear in the files (a hash per module).
    static func merged(_ modules: [Module], realPaths: RealPaths = RealPaths()) -> [Module] {
        var result: [Module] = []
        var index: [Set<String>: Int] = [:]
        for module in modules {
            let key = Set(module.files.map { realPaths.resolved($0.absolutePath) ?? $0.absolutePath })
            guard !key.isEmpty, let at = index[key] else {
                if !key.isEmpty { index[key] = result.count }
                result.append(module)
                continue
            }
            var known = Set(result[at].dependencies.map(\.absolutePath))
            result[at].dependencies += module.dependencies.filter { known.insert($0.absolutePath).inserted }
            if module.isXcodeTarget, !result[at].isXcodeTarget {
                result[at].platform = module.platform
                result[at].deploymentTarget = module.deploymentTarget ?? result[at].deploymentTarget
            }
        }
        return result
    }

    /// Without a manifest, where a module is guessed to start: the first directory on the way down that holds a
    /// `.swift` file (a manifest aside), or whose sources start one level deeper: two or more of its subdirectories
    /// hold `.swift` files and exactly one of those files is an `@main` (an app cut into `Shop/Main/` and
    /// `Shop/Screens/`; a folder of separate apps or samples, each its own `@main` or none, stays one module each).
    static func isGuessedModuleRoot(_ directory: String, entries: [String], limit: Int) -> Bool {
        func isSource(_ name: String) -> Bool { FrontEnds.isSwift(name) && !name.hasPrefix(".") && name != "Package.swift" }
        if entries.contains(where: isSource) { return true }
        var holding = 0
        var mains = 0
        for name in entries where !name.hasPrefix(".") {
            let absolute = Paths.join(directory, name)
            guard PathBytes.kind(absolute) == .directory, case .success(let inner) = PathBytes.entries(of: absolute),
                  !inner.contains("Package.swift"), !inner.contains(where: { $0.hasSuffix(".xcodeproj") }) else { continue }
            let sources = inner.filter(isSource)
            guard !sources.isEmpty else { continue }
            holding += 1
            for source in sources {
                guard case .success(let bytes) = FileReader.read(Paths.join(absolute, source), limit: limit) else { continue }
                if contains(bytes, Array("@main".utf8)) { mains += 1 }
                if mains > 1 { return false }
            }
        }
        return holding >= 2 && mains == 1
    }

    static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        var index = 0
        while index + needle.count <= bytes.count {
            if bytes[index] == first, bytes[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }

    // MARK: SwiftPM

    mutating func package(at directory: String) -> PackageManifest? {
        if let known = packages[directory] { return known }
        guard packages.count < Self.maxPackages, let reader = FrontEnds.packageManifest else { return nil }
        let path = Paths.join(directory, "Package.swift")
        var manifest: PackageManifest?
        switch FileReader.read(path, limit: config.limits.maxFileSize) {
        case .success(let bytes): manifest = reader(SourceFile(path: shown(path), bytes: bytes))
        case .failure: note("\(shown(path)): cannot be read; its targets are not known")
        }
        packages[directory] = manifest
        return manifest
    }

    func targetDirectory(_ target: PackageManifest.Target, inPackage directory: String) -> (absolute: String, shown: String) {
        if let path = target.path {
            let absolute = Paths.absolute(path, relativeTo: directory)
            return (absolute, shown(absolute))
        }
        let roots = target.kind == .test ? ["Tests", "Sources", "Source", "src", "srcs"] : ["Sources", "Source", "src", "srcs"]
        for root in roots {
            let absolute = Paths.join(Paths.join(directory, root), target.name)
            if PathBytes.kind(absolute) == .directory { return (absolute, shown(absolute)) }
        }
        let absolute = Paths.join(Paths.join(directory, "Sources"), target.name)
        return (absolute, shown(absolute))
    }

    func files(of target: PackageManifest.Target, inPackage directory: String) -> [LintTarget.SwiftFile] {
        let key = Listings.TargetKey(directory: directory, name: target.name)
        if let listed = listings.targets[key], listed.target == target { return listed.files }
        listings.countLookup()
        let files = lookUpFiles(of: target, inPackage: directory)
        listings.targets[key] = (target, files)
        return files
    }

    private func lookUpFiles(of target: PackageManifest.Target, inPackage directory: String) -> [LintTarget.SwiftFile] {
        let base = targetDirectory(target, inPackage: directory).absolute
        guard isInTree(base) else { return [] }
        let skipped = Set(target.exclude.map { Paths.absolute($0, relativeTo: base) })
        guard let sources = target.sources else { return swiftFiles(under: base, skipping: skipped) }
        var files: [LintTarget.SwiftFile] = []
        for source in sources {
            let absolute = Paths.absolute(source, relativeTo: base)
            switch PathBytes.kind(absolute) {
            case .directory: files += swiftFiles(under: absolute, skipping: skipped)
            case .file where FrontEnds.isSwift(absolute) && !skipped.contains(absolute): files.append(file(absolute))
            default: break
            }
        }
        return files
    }

    /// The files of every target `target` depends on, transitively (same package and local packages).
    mutating func dependencyFiles(of target: PackageManifest.Target, _ manifest: PackageManifest, inPackage directory: String,
                                  seen: inout Set<String>, depth: Int = 0) -> [LintTarget.SwiftFile] {
        guard depth < Self.maxTargetDepth else { return [] }
        var result: [LintTarget.SwiftFile] = []
        for name in target.targets {
            guard let dependency = manifest.targets.first(where: { $0.name == name }) else {
                // A bare name may be a product of a local package.
                result += productFiles(.init(name: name, package: nil), manifest, directory, seen: &seen, depth: depth + 1)
                continue
            }
            result += newFiles(files(of: dependency, inPackage: directory), &seen)
            result += dependencyFiles(of: dependency, manifest, inPackage: directory, seen: &seen, depth: depth + 1)
        }
        for product in target.products {
            result += productFiles(product, manifest, directory, seen: &seen, depth: depth + 1)
        }
        return result
    }

    private mutating func note(_ text: String) {
        if noted.insert(text).inserted { notes.append(text) }
    }

    /// A product of one of the manifest's local packages (matched by package directory name or package name).
    mutating func productFiles(_ product: PackageManifest.Product, _ manifest: PackageManifest, _ directory: String,
                               seen: inout Set<String>, depth: Int) -> [LintTarget.SwiftFile] {
        var result: [LintTarget.SwiftFile] = []
        for local in manifest.localPackages {
            let packageDirectory = Paths.absolute(local, relativeTo: directory)
            if let named = product.package, named != Paths.basename(packageDirectory), package(at: packageDirectory)?.name != named { continue }
            result += productFiles(product, packageDirectory, seen: &seen, depth: depth)
        }
        return result
    }

    mutating func productFiles(_ product: PackageManifest.Product, _ packageDirectory: String, seen: inout Set<String>, depth: Int) -> [LintTarget.SwiftFile] {
        guard depth < Self.maxTargetDepth else { return [] }
        guard isInTree(packageDirectory) else {
            note("\(packageDirectory): a local package outside \(root.shown.isEmpty ? "." : root.shown) is not read; what \(product.name) declares stays unknown")
            return []
        }
        guard let manifest = package(at: packageDirectory) else { return [] }
        let names = manifest.products[product.name] ?? (manifest.targets.contains { $0.name == product.name } ? [product.name] : [])
        var result: [LintTarget.SwiftFile] = []
        for name in names {
            guard let target = manifest.targets.first(where: { $0.name == name }) else { continue }
            result += newFiles(files(of: target, inPackage: packageDirectory), &seen)
            result += dependencyFiles(of: target, manifest, inPackage: packageDirectory, seen: &seen, depth: depth + 1)
        }
        return result
    }

    /// The folders an Xcode project references that hold a `Package.swift` (a package dragged into the project, which
    /// may sit above the project's directory: `path = ..`), inside the tree being linted.
    /// The file `path` (relative to `directory`, which exists) names on a case-insensitive volume: each component
    /// that is not found as written is matched, ignoring case, among its directory's entries, when exactly one entry
    /// matches. nil when a component matches none or several, or the result is not a file. One listing per component
    /// written in another case.
    static func caseInsensitiveFile(_ path: String, under directory: String) -> String? {
        guard !path.hasPrefix("/") else { return nil }
        var current = directory
        for component in path.split(separator: "/", omittingEmptySubsequences: true).map(String.init) {
            if component == "." { continue }
            if component == ".." { return nil }
            let exact = Paths.join(current, component)
            if PathBytes.kind(exact) != .missing { current = exact; continue }
            guard case .success(let entries) = PathBytes.entries(of: current) else { return nil }
            let wanted = component.lowercased()
            let matches = entries.filter { $0.lowercased() == wanted }
            guard matches.count == 1 else { return nil }
            current = Paths.join(current, matches[0])
        }
        return PathBytes.kind(current) == .file ? current : nil
    }

    func packageFolders(_ project: XcodeProject, in directory: String) -> [String] {
        project.folderReferences.compactMap { relative in
            let absolute = Paths.absolute(relative, relativeTo: directory)
            guard isInTree(absolute), PathBytes.kind(Paths.join(absolute, "Package.swift")) == .file else { return nil }
            return absolute
        }
    }

    /// The package directories in `directory` and its subdirectories, two levels down at most, in name order (bounded:
    /// hidden and build directories are skipped, at most `maxNearbyPackages`).
    func packagesNear(_ directory: String) -> [String] {
        var found: [String] = []
        var level = [directory]
        for _ in 0..<3 {
            var next: [String] = []
            for dir in level {
                guard case .success(let entries) = PathBytes.entries(of: dir) else { continue }
                if dir != directory, entries.contains("Package.swift") { found.append(dir); continue }
                for name in entries.sorted() where !name.hasPrefix(".") && !name.hasPrefix("build") && !name.hasSuffix(".xcodeproj") {
                    let path = Paths.join(dir, name)
                    if PathBytes.kind(path) == .directory, isInTree(path) { next.append(path) }
                }
            }
            guard found.count < Self.maxNearbyPackages, next.count <= 4096 else { break }
            level = next
        }
        return Array(found.prefix(Self.maxNearbyPackages))
    }
    static let maxNearbyPackages = 64

    func newFiles(_ files: [LintTarget.SwiftFile], _ seen: inout Set<String>) -> [LintTarget.SwiftFile] {
        files.filter { seen.insert($0.absolutePath).inserted }
    }

    // MARK: Files

    func isInTree(_ absolute: String) -> Bool {
        let real = realPaths.resolved(absolute) ?? absolute
        let top = realRoot
        return real == top || real.hasPrefix(top.hasSuffix("/") ? top : top + "/")
    }

    func shown(_ absolute: String) -> String {
        let relative = Paths.relative(absolute, from: root.absolute)
        return relative == "." ? (root.shown.isEmpty ? "." : root.shown) : Paths.join(root.shown, relative)
    }

    func file(_ absolute: String) -> LintTarget.SwiftFile { .init(path: shown(absolute), absolutePath: absolute) }

    /// Every `.swift` file under a directory (hidden and `.build*` directories skipped, symlinked directories followed
    /// once, nothing outside the tree), sorted, without `skipping` (files or directories).
    /// `packagesApart`: a folder below that holds a `Package.swift` is a package of its own, not listed (Xcode's
    /// synchronized folder shows such a folder as a local package and builds none of its files into the target: an
    /// app whose folder holds the packages it imports builds, which it could not with every package's types
    /// declared twice).
    func swiftFiles(under directory: String, skipping: Set<String>, packagesApart: Bool = false) -> [LintTarget.SwiftFile] {
        let key = Listings.Key(directory: directory, skipping: skipping, packagesApart: packagesApart)
        if let listed = listings.files[key] { return listed }
        let files = listSwiftFiles(under: directory, skipping: skipping, packagesApart: packagesApart)
        listings.files[key] = files
        return files
    }

    private func listSwiftFiles(under directory: String, skipping: Set<String>, packagesApart: Bool) -> [LintTarget.SwiftFile] {
        var visited: Set<String> = []
        var files: [LintTarget.SwiftFile] = []
        let top = directory
        func walk(_ directory: String) {
            guard visited.insert(realPaths.resolved(directory) ?? directory).inserted, isInTree(directory),
                  case .success(let names) = PathBytes.entries(of: directory) else { return }
            if packagesApart, directory != top, names.contains("Package.swift") { return }
            for name in names.sorted() where !name.hasPrefix(".") {
                let absolute = Paths.join(directory, name)
                guard !skipping.contains(absolute), !config.isExcluded(absolute) else { continue }
                switch PathBytes.kind(absolute) {
                case .directory where !name.hasPrefix(".build") && !name.hasSuffix(".xcodeproj"): walk(absolute)
                case .file where FrontEnds.isSwift(name) && name != "Package.swift": files.append(file(absolute))
                default: break
                }
            }
        }
        walk(directory)
        return files
    }
}
