import Foundation
import XCTest

/// A repository whose app is built by an Xcode project in one folder (`App/Shop.xcodeproj`) and that holds Swift files
/// neither it nor a `Package.swift` builds in another (fastlane's `SnapshotHelper2-3.swift`, written for Swift 2, on a
/// public app outside the corpus): the other folder is part of no program the compiler builds, so it is not checked
/// as a module guessed from the folders (it was: a `swift-syntax-error` error on a correct app). `--verbose` says it
/// was left out. Without an Xcode project (an app generated from a spec navlint does not read, beside a local
/// package's `Package.swift`), folders are still guessed as modules.
final class UnbuiltFoldersBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static let project = """
    // !$*UTF8*$!
    {
        archiveVersion = 1;
        objectVersion = 56;
        objects = {
            F1 /* ShopApp.swift in Sources */ = { isa = PBXBuildFile; fileRef = R1 /* ShopApp.swift */; };
            R1 /* ShopApp.swift */ = { isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ShopApp.swift; sourceTree = "<group>"; };
            G2 /* Shop */ = { isa = PBXGroup; children = ( R1, ); path = Shop; sourceTree = "<group>"; };
            G1 = { isa = PBXGroup; children = ( G2, ); sourceTree = "<group>"; };
            S1 /* Sources */ = { isa = PBXSourcesBuildPhase; files = ( F1, ); };
            T1 /* Shop */ = { isa = PBXNativeTarget; buildPhases = ( S1 /* Sources */, ); name = Shop; };
            P1 /* Project object */ = { isa = PBXProject; mainGroup = G1; targets = ( T1 /* Shop */, ); };
        };
        rootObject = P1 /* Project object */;
    }

    """

    func writeRepository() throws {
        try write(Self.project, to: root.appendingPathComponent("App/Shop.xcodeproj/project.pbxproj"))
        try write("""
        import SwiftUI

        @main
        struct ShopApp: App {
            var body: some Scene {
                WindowGroup {
                    NavigationStack {
                        NavigationLink("Mint", value: 1)
                            .navigationDestination(for: Int.self) { n in Text("Flavor \\(n)") }
                    }
                }
            }
        }

        """, to: root.appendingPathComponent("App/Shop/ShopApp.swift"))
        try write("""
        import Foundation

        func snapshot(_ name: String, waitForLoadingIndicator: Bool = true) {
            if waitForLoadingIndicator { Snapshot.snapshot(name, timeWaitingForIdle: 10 }
        }

        """, to: root.appendingPathComponent("fastlane/SnapshotHelper.swift"))
    }

    func testSwiftFilesNoManifestBuildsAreNotAGuessedModule() throws {
        try writeRepository()
        let run = try NavLintProcess.run(["--verbose", "."], in: root)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertFalse(run.stdout.contains("swift-syntax-error"), run.stdout)
        XCTAssertTrue(run.stderr.contains("Swift target 'Shop' from the manifest"), run.stderr)
        XCTAssertTrue(run.stderr.contains("fastlane: its 1 Swift files are in no target of the manifests under ., so no build compiles them: not checked"),
                      run.stderr)

        // A local package's manifest alone says nothing of the app's build: the folders are guessed.
        try FileManager.default.removeItem(at: root.appendingPathComponent("App/Shop.xcodeproj"))
        try write("""
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(name: "Kit", targets: [.target(name: "Kit", path: "Sources/Kit")])

        """, to: root.appendingPathComponent("Kit/Package.swift"))
        try write("public struct Flavor: Hashable { public let name: String }\n", to: root.appendingPathComponent("Kit/Sources/Kit/Flavor.swift"))
        let guessed = try NavLintProcess.run(["."], in: root)
        XCTAssertEqual(guessed.status, 1, guessed.stdout + guessed.stderr)
        XCTAssertTrue(guessed.stdout.contains("fastlane/SnapshotHelper.swift:4:"), guessed.stdout)
        XCTAssertTrue(guessed.stdout.contains("[swift-syntax-error]"), guessed.stdout)
    }
}
