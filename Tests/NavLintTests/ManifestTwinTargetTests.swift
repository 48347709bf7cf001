import Foundation
import XCTest

/// A repository often holds both a `Package.swift` and an `.xcodeproj` that describe the same module (the package for
/// `swift build`, the project for Xcode). The module is one target, read once: listed once by `--verbose`, its
/// navigation sites counted once. An Xcode test bundle is test code (as a package's `.testTarget`): not linted.
/// Through the built binary.
final class ManifestTwinTargetTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    func file(_ path: String, _ text: String) throws { try write(text, to: root.appendingPathComponent(path)) }

    static let package = """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
        name: "Shop",
        targets: [
            .target(name: "Shop", path: "Shop"),
            .testTarget(name: "ShopTests", dependencies: ["Shop"], path: "ShopTests")
        ]
    )

    """

    /// The app target (folder `Shop`) and a unit-test bundle (folder `ShopTests`).
    static let project = """
    // !$*UTF8*$!
    {
        archiveVersion = 1;
        objectVersion = 77;
        objects = {
            A1 /* Shop */ = { isa = PBXFileSystemSynchronizedRootGroup; path = Shop; sourceTree = "<group>"; };
            A2 /* ShopTests */ = { isa = PBXFileSystemSynchronizedRootGroup; path = ShopTests; sourceTree = "<group>"; };
            G1 = { isa = PBXGroup; children = ( A1, A2, ); sourceTree = "<group>"; };
            T1 /* Shop */ = {
                isa = PBXNativeTarget;
                buildPhases = ( );
                fileSystemSynchronizedGroups = ( A1 /* Shop */, );
                name = Shop;
                productType = "com.apple.product-type.application";
            };
            T2 /* ShopTests */ = {
                isa = PBXNativeTarget;
                buildPhases = ( );
                fileSystemSynchronizedGroups = ( A2 /* ShopTests */, );
                name = ShopTests;
                productType = "com.apple.product-type.bundle.unit-test";
            };
            P1 /* Project object */ = { isa = PBXProject; mainGroup = G1; targets = ( T1 /* Shop */, T2 /* ShopTests */, ); };
        };
        rootObject = P1 /* Project object */;
    }

    """

    static let app = """
    import SwiftUI

    @main
    struct ShopApp: App {
        var body: some Scene {
            WindowGroup {
                NavigationStack {
                    NavigationLink("Detail", value: 1)
                        .navigationDestination(for: Int.self) { Text("\\($0)") }
                    Button("Go") { router.open() }
                }
            }
        }
    }

    """

    static let testView = """
    import SwiftUI

    struct Harness: View {
        var body: some View {
            NavigationStack {
                Button("Go") { harness.step() }
            }
        }
    }

    """

    func coverageLine(_ stderr: String) -> String? {
        stderr.split(separator: "\n").first { $0.hasPrefix("navigation: ") }.map(String.init)
    }

    func testPackageAndProjectOfOneModuleAreOneTarget() throws {
        try file("Package.swift", Self.package)
        try file("Shop/ShopApp.swift", Self.app)
        try file("ShopTests/Harness.swift", Self.testView)
        // The package alone: one target, the test target not linted.
        let alone = try NavLintProcess.run(["--verbose", "."], in: root)
        let aloneTargets = alone.stderr.split(separator: "\n").filter { $0.contains("Swift target") }
        XCTAssertEqual(aloneTargets, ["navlint: Shop: Swift target 'Shop' from the manifest (1 files, 0 read from its dependencies; checked for iOS)"], alone.stderr)
        let expected = try XCTUnwrap(coverageLine(alone.stdout + alone.stderr), alone.stdout)

        // With the project beside it: the same one target, the same sites counted once, no test bundle.
        try file("Shop.xcodeproj/project.pbxproj", Self.project)
        let both = try NavLintProcess.run(["--verbose", "."], in: root)
        let targets = both.stderr.split(separator: "\n").filter { $0.contains("Swift target") }
        XCTAssertEqual(targets, ["navlint: Shop: Swift target 'Shop' from the manifest (1 files, 0 read from its dependencies; checked for iOS)"], both.stderr)
        XCTAssertEqual(coverageLine(both.stdout + both.stderr), expected, both.stdout)
        XCTAssertFalse(both.stderr.contains("Harness.swift"), both.stderr)
        XCTAssertEqual(both.stdout, alone.stdout)
    }

    /// The project alone: its app target is linted, its test bundle is not.
    func testAnXcodeTestBundleIsNotLinted() throws {
        try file("Shop.xcodeproj/project.pbxproj", Self.project)
        try file("Shop/ShopApp.swift", Self.app)
        try file("ShopTests/Harness.swift", Self.testView)
        let output = try NavLintProcess.run(["--verbose", "."], in: root)
        let targets = output.stderr.split(separator: "\n").filter { $0.contains("Swift target") }
        XCTAssertEqual(targets, ["navlint: .: Swift target 'Shop' from the manifest (1 files, 0 read from its dependencies; checked for iOS)"], output.stderr)
        XCTAssertFalse(output.stderr.contains("Harness.swift"), output.stderr)
    }
}
