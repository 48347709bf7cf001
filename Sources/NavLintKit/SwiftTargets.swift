import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel

/// The Swift front end, plugged in by the navlint executable (NavLintKit does not depend on swift-syntax, so the
/// fuzzer and library users that only read scene files do not build it). nil: `.swift` files are not linted.
public enum FrontEnds {
    /// The `.swift` files of one module (read), the files of the modules it imports (read-only declarations: a local
    /// package's router, views and types; never reported on), a name for the scene and the platform the target is built
    /// for -> a load result like a scene file's.
    /// `checkedElsewhere`: the dependency files another target of the run lints as its own
    /// (`LintTarget.swiftDependenciesCheckedElsewhere`).
    public typealias SwiftLoader = @Sendable (_ files: [SourceFile], _ dependencies: [SourceFile], _ name: String, _ platform: Platform,
                                              _ checkedElsewhere: Set<String>) -> LoadResult
    nonisolated(unsafe) public static var swift: SwiftLoader?
    /// The first syntax error in a Swift file's bytes, as "line:column: message", or nil when it parses cleanly:
    /// `--fix` keeps an edit to Swift source only when the edited file still parses.
    public typealias SwiftSyntaxCheck = @Sendable (_ file: SourceFile) -> String?
    nonisolated(unsafe) public static var swiftSyntaxError: SwiftSyntaxCheck?
    /// A `Package.swift` read statically (never run) -> its targets, products and local packages; nil when it holds no
    /// `Package(...)` navlint can read.
    public typealias PackageManifestReader = @Sendable (_ file: SourceFile) -> PackageManifest?
    nonisolated(unsafe) public static var packageManifest: PackageManifestReader?

    static func isSwift(_ name: String) -> Bool { name.hasSuffix(".swift") }
}

extension LintTarget {
    /// One `.swift` file of a Swift target: as shown, and absolute.
    public struct SwiftFile: Sendable, Hashable {
        public var path: String
        public var absolutePath: String
        public init(path: String, absolutePath: String) { self.path = path; self.absolutePath = absolutePath }
    }

    /// Whether the target's module was guessed from the folders (no `Package.swift` or `.xcodeproj` in the walked
    /// directory): the run says so with a `swift-target-guessed` info.
    static let guessedID = "swift-target-guessed"

    /// The files this target reports on: its scene file, or every `.swift` file of its module.
    public var filePaths: [String] { swiftFiles.isEmpty ? [path] : swiftFiles.map(\.path) }

    /// The name a Swift target's scene gets: its directory's (the same for lint, extract, the REPL and flows).
    public var sceneName: String { path == "." ? "App" : String(path.split(separator: "/").last ?? "App") }

    /// A module whose boundary is a guess: its roots (the views nothing in it shows) may be shown by a sibling folder's
    /// code (the app's `@main`), so what is above them is unknown.
    public func applyBoundary(to scene: Scene?) {
        guard boundaryIsGuessed, let scene, scene.rootsAreGuessed else { return }
        scene.rootsWithUnknownContext = Set(scene.root.map(ObjectIdentifier.init))
    }

    /// How the target is named to the user: the manifest's module name, else its directory.
    public var displayName: String { moduleName ?? path }

    /// Sets each Swift target's `swiftDependenciesCheckedElsewhere`: its dependency files that another of `targets`
    /// lints as its own, for the same platform (a package's module imported by the app and linted as its own target).
    public static func markDependenciesCheckedElsewhere(_ targets: inout [LintTarget]) {
        var owners: [String: Set<Platform>] = [:]
        for target in targets {
            for file in target.swiftFiles { owners[file.absolutePath, default: []].insert(target.platform) }
        }
        for index in targets.indices where !targets[index].swiftDependencies.isEmpty {
            let target = targets[index]
            let own = Set(target.swiftFiles.map(\.absolutePath))
            targets[index].swiftDependenciesCheckedElsewhere = Set(target.swiftDependencies.filter {
                !own.contains($0.absolutePath) && owners[$0.absolutePath]?.contains(target.platform) == true
            }.map(\.path))
        }
    }
}
