import Foundation
import NavSceneDiagnostics
@testable import NavLintKit
import XCTest

/// Issue 22 (speed): a discovery asks for the same real paths many times (each file's and directory's, again for each
/// module listing it); each is read from the system once per discovery, with the answers `realpath` gives.
final class RealPathsTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws { root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    func testEachPathIsReadOnceAndAnswersAsRealpath() throws {
        try write("struct A {}\n", to: root.appendingPathComponent("Real/A.swift"))
        try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("Link").path, withDestinationPath: root.appendingPathComponent("Real").path)
        let memo = RealPaths()
        let paths = [root.appendingPathComponent("Link/A.swift").path, root.appendingPathComponent("Real/A.swift").path,
                     root.appendingPathComponent("Missing/B.swift").path]
        for _ in 0..<3 {
            for path in paths { XCTAssertEqual(memo.resolved(path), PathBytes.realPath(path), path) }
        }
        XCTAssertEqual(memo.resolved(paths[0]), memo.resolved(paths[1]), "a link resolves to its target")
        XCTAssertNil(memo.resolved(paths[2]))
        XCTAssertEqual(memo.real(paths[2]), paths[2], "an unresolved path is itself")
        XCTAssertEqual(memo.read, 3)
        XCTAssertEqual(memo.asked, 13)
    }

    /// A package whose targets import one another: the manifests' reader asks for each file's and folder's real path
    /// several times (listing, the tree check, the merge of modules); each distinct path is read once.
    func testTheManifestsReaderReadsEachPathOnce() throws {
        let names = ["App", "Feed", "Core"]
        for name in names { try write("struct \(name)Thing {}\n", to: root.appendingPathComponent("Sources/\(name)/\(name).swift")) }
        try write("// read through the stub below\n", to: root.appendingPathComponent("Package.swift"))
        let manifest = PackageManifest(name: "Shop", targets: [
            .init(name: "App", kind: .executable, targets: ["Feed", "Core"]),
            .init(name: "Feed", kind: .regular, targets: ["Core"]),
            .init(name: "Core", kind: .regular),
        ], products: [:], localPackages: [])
        let saved = FrontEnds.packageManifest
        FrontEnds.packageManifest = { _ in manifest }
        defer { FrontEnds.packageManifest = saved }
        let directory = root.resolvingSymlinksInPath().path
        let memo = RealPaths()
        var targets = SwiftManifestTargets(root: (directory, "."), config: LintConfig(directory: directory), realPaths: memo)
        let modules = try XCTUnwrap(targets.modules(in: directory, entries: ["Package.swift", "Sources"]))
        XCTAssertEqual(modules.map(\.name), names)
        XCTAssertEqual(modules.first { $0.name == "App" }?.dependencies.map { ($0.path as NSString).lastPathComponent }, ["Feed.swift", "Core.swift"])
        XCTAssertGreaterThan(memo.asked, memo.read, "paths are asked again")
        XCTAssertLessThanOrEqual(memo.read, 1 + 2 * names.count + 1, "each folder and file read once (and the root, Sources)")
    }
}
