import Foundation
import XCTest

/// A local package dragged into an Xcode project is held as a folder reference (`lastKnownFileType = folder`), which
/// may sit above the project's own directory (`path = ..`: the repository's root package, the project in `App/`). The
/// product the target links (no package reference) is looked for there first. Through the built binary.
final class XcodeFolderReferenceTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    func file(_ path: String, _ text: String) throws { try write(text, to: root.appendingPathComponent(path)) }

    func project(folderType: String) -> String {
        """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 54;
            objects = {
                A1 /* Shop */ = { isa = PBXFileSystemSynchronizedRootGroup; path = Shop; sourceTree = "<group>"; };
                R1 /* repository */ = { isa = PBXFileReference; lastKnownFileType = \(folderType); name = repository; path = ..; sourceTree = "<group>"; };
                G1 = { isa = PBXGroup; children = ( A1, R1, ); sourceTree = "<group>"; };
                T1 /* Shop */ = {
                    isa = PBXNativeTarget;
                    buildPhases = ( );
                    fileSystemSynchronizedGroups = ( A1 /* Shop */, );
                    name = Shop;
                    packageProductDependencies = ( D1 /* RouterKit */, );
                };
                D1 = { isa = XCSwiftPackageProductDependency; productName = RouterKit; };
                P1 /* Project object */ = { isa = PBXProject; mainGroup = G1; targets = ( T1 /* Shop */, ); };
            };
            rootObject = P1 /* Project object */;
        }

        """
    }

    func writeRepository(folderType: String) throws {
        try file("App/Shop.xcodeproj/project.pbxproj", project(folderType: folderType))
        try file("App/Shop/ShopApp.swift", SwiftTargetTests.appUsingRoute)
        try file("Package.swift", SwiftTargetTests.routerPackage)
        try file("Sources/RouterKit/Route.swift", SwiftTargetTests.route)
    }

    /// The root package, referenced from `App/` as `..`, declares the product: the app's link to its `Route` is
    /// checked against the app's stack (no destination for it), which proves the package was read for the app.
    func testProductOfThePackageTheProjectReferencesAsAFolderAboveIt() throws {
        try writeRepository(folderType: "folder")
        let output = try NavLintProcess.run(["--verbose", "."], in: root)
        XCTAssertTrue(output.stdout.contains("App/Shop/ShopApp.swift:9:17: error: no navigationDestination for Route is visible from this link, so it never does anything [link-without-destination]"), output.stdout)
        XCTAssertTrue(output.stderr.contains("Swift target 'Shop' from the manifest (1 files, 1 read from its dependencies; checked for iOS)"), output.stderr)
    }

    /// A reference that is a file, not a folder, says nothing about packages: the product stays unknown and the link
    /// is not reported (its type cannot be named).
    func testAFileReferenceIsNoPackage() throws {
        try writeRepository(folderType: "text")
        let output = try NavLintProcess.run(["--verbose", "."], in: root)
        XCTAssertFalse(output.stdout.contains("[link-without-destination]"), output.stdout)
        XCTAssertTrue(output.stderr.contains("Swift target 'Shop' from the manifest (1 files, 0 read from its dependencies; checked for iOS)"), output.stderr)
    }
}
