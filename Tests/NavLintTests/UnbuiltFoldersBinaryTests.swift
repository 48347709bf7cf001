import Foundation
import XCTest

/// A repository whose app has a manifest in one folder (`App/Package.swift`, or an `.xcodeproj`) and Swift files that
/// no manifest builds in another (fastlane's `SnapshotHelper2-3.swift`, written for Swift 2, on a public app outside
/// the corpus): the other folder is part of no program the compiler builds, so it is not checked as a module guessed
/// from the folders (it was: a `swift-syntax-error` error on a correct app). `--verbose` says it was left out.
/// Without any manifest, folders are still guessed as modules.
final class UnbuiltFoldersBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    func writeRepository(manifest: Bool) throws {
        if manifest {
            try write("""
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(name: "Shop", targets: [.executableTarget(name: "ShopApp", path: "Sources/ShopApp")])

            """, to: root.appendingPathComponent("App/Package.swift"))
        }
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

        """, to: root.appendingPathComponent("App/Sources/ShopApp/ShopApp.swift"))
        try write("""
        import Foundation

        func snapshot(_ name: String, waitForLoadingIndicator: Bool = true) {
            if waitForLoadingIndicator { Snapshot.snapshot(name, timeWaitingForIdle: 10 }
        }

        """, to: root.appendingPathComponent("fastlane/SnapshotHelper.swift"))
    }

    func testSwiftFilesNoManifestBuildsAreNotAGuessedModule() throws {
        try writeRepository(manifest: true)
        let run = try NavLintProcess.run(["--verbose", "."], in: root)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertFalse(run.stdout.contains("swift-syntax-error"), run.stdout)
        XCTAssertTrue(run.stderr.contains("fastlane: its 1 Swift files are in no target of the manifests under ., so no build compiles them: not checked"),
                      run.stderr)

        try FileManager.default.removeItem(at: root.appendingPathComponent("App/Package.swift"))
        let guessed = try NavLintProcess.run(["."], in: root)
        XCTAssertEqual(guessed.status, 1, guessed.stdout + guessed.stderr)
        XCTAssertTrue(guessed.stdout.contains("fastlane/SnapshotHelper.swift:4:"), guessed.stdout)
        XCTAssertTrue(guessed.stdout.contains("[swift-syntax-error]"), guessed.stdout)
    }
}
