import NavSceneDiagnostics
import NavSceneLoader

/// The Swift front end, plugged in by the navlint executable (NavLintKit does not depend on swift-syntax, so the
/// fuzzer and library users that only read scene files do not build it). nil: `.swift` files are not linted.
public enum FrontEnds {
    /// The `.swift` files of one module (read) and a name for the scene -> a load result like a scene file's.
    public typealias SwiftLoader = @Sendable (_ files: [SourceFile], _ name: String) -> LoadResult
    nonisolated(unsafe) public static var swift: SwiftLoader?
    /// The first syntax error in a Swift file's bytes, as "line:column: message", or nil when it parses cleanly:
    /// `--fix` keeps an edit to Swift source only when the edited file still parses.
    public typealias SwiftSyntaxCheck = @Sendable (_ file: SourceFile) -> String?
    nonisolated(unsafe) public static var swiftSyntaxError: SwiftSyntaxCheck?

    static func isSwift(_ name: String) -> Bool { name.hasSuffix(".swift") }
}

extension LintTarget {
    /// One `.swift` file of a Swift target: as shown, and absolute.
    public struct SwiftFile: Sendable, Hashable {
        public var path: String
        public var absolutePath: String
        public init(path: String, absolutePath: String) { self.path = path; self.absolutePath = absolutePath }
    }

    /// The files this target reports on: its scene file, or every `.swift` file of its module.
    public var filePaths: [String] { swiftFiles.isEmpty ? [path] : swiftFiles.map(\.path) }
}
