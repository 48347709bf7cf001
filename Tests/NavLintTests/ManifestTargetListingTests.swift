import Foundation
@testable import NavLintKit
import XCTest

/// Issue 22 (speed): a target's files are looked up once per walk, however many targets reach it and by however many
/// dependency paths (a diamond of targets), and every target still gets the files of all it depends on.
final class ManifestTargetListingTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws { root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    func testATargetReachedByManyPathsIsLookedUpOnceAndGivesItsFilesToEach() throws {
        let names = ["App", "Tool", "Feed", "Profile", "Core"]
        for name in names { try write("struct \(name)Thing {}\n", to: root.appendingPathComponent("Sources/\(name)/\(name).swift")) }
        try write("// read through the stub below\n", to: root.appendingPathComponent("Package.swift"))
        // App and Tool both import Feed and Profile; both of those import Core.
        let manifest = PackageManifest(name: "Shop", targets: [
            .init(name: "App", kind: .executable, targets: ["Feed", "Profile"]),
            .init(name: "Tool", kind: .executable, targets: ["Feed", "Profile", "Core"]),
            .init(name: "Feed", kind: .regular, targets: ["Core"]),
            .init(name: "Profile", kind: .regular, targets: ["Core"]),
            .init(name: "Core", kind: .regular),
        ], products: [:], localPackages: [])
        let saved = FrontEnds.packageManifest
        FrontEnds.packageManifest = { _ in manifest }
        defer { FrontEnds.packageManifest = saved }
        let directory = root.resolvingSymlinksInPath().path
        var targets = SwiftManifestTargets(root: (directory, "."), config: LintConfig(directory: directory))
        let modules = try XCTUnwrap(targets.modules(in: directory, entries: ["Package.swift", "Sources"]))
        XCTAssertEqual(modules.map(\.name), names)
        func dependencies(_ name: String) -> [String] {
            modules.first { $0.name == name }?.dependencies.map { ($0.path as NSString).lastPathComponent } ?? []
        }
        XCTAssertEqual(dependencies("App"), ["Feed.swift", "Core.swift", "Profile.swift"])
        XCTAssertEqual(dependencies("Tool"), ["Feed.swift", "Core.swift", "Profile.swift"])
        XCTAssertEqual(dependencies("Core"), [])
        XCTAssertEqual(targets.listingMemo.targetLookups, names.count, "each target's files looked up once")
    }
}
