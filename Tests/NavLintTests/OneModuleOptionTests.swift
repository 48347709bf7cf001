import Foundation
import XCTest

/// `navlint --one-module FILES`: the `.swift` files named are one module wherever they sit, as the build-tool plugins
/// name a target's sources (a target's files spread over folders). Without it, named files form one module per
/// directory, and a view in one folder does not see the stack its caller in another folder puts it in.
final class OneModuleOptionTests: XCTestCase {
    override func setUpWithError() throws { try skipWithoutSwiftFrontEnd() }

    func testFilesInTwoDirectoriesAreOneModule() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try write("""
            import SwiftUI
            struct Root: View {
                var body: some View {
                    NavigationStack {
                        Rows()
                            .navigationDestination(for: Int.self) { n in Text("Number \\(n)") }
                    }
                }
            }

            """, to: directory.appendingPathComponent("App/Root.swift"))
        try write("""
            import SwiftUI
            struct Rows: View {
                var body: some View {
                    List {
                        NavigationLink("Apple", value: 1)
                        NavigationLink("Word", value: "w")
                    }
                }
            }

            """, to: directory.appendingPathComponent("App/Views/Rows.swift"))
        let files = ["App/Root.swift", "App/Views/Rows.swift"]
        let apart = try NavLintProcess.run(["--fail-on", "warning"] + files, in: directory)
        XCTAssertTrue(apart.stdout.contains("App/Views/Rows.swift:5:13: warning: this NavigationLink has no NavigationStack"), apart.stdout)
        let together = try NavLintProcess.run(["--fail-on", "warning", "--one-module"] + files, in: directory)
        // One module: Rows is shown inside Root's stack, so only the real mistake is left (no destination for String).
        XCTAssertEqual(together.status, 1)
        XCTAssertTrue(together.stdout.contains("App/Views/Rows.swift:6:13: error: no navigationDestination for String"), together.stdout)
        XCTAssertFalse(together.stdout.contains("link-outside-navigation"), together.stdout)
        XCTAssertTrue(together.stdout.contains("1 error, 0 warnings in 2 files\n"), together.stdout)
    }

    /// A whole file inside `#if canImport(SwiftUI)` (how a package that also builds on Linux guards its SwiftUI code, as
    /// Tests/Fixtures/PluginPackage's Recipes does): navlint reads the iOS configuration, where the clause holds.
    func testAFileGuardedByCanImportSwiftUIIsRead() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try write("""
            #if canImport(SwiftUI)
            import SwiftUI
            struct Root: View {
                var body: some View {
                    NavigationStack {
                        List { NavigationLink("Word", value: "w") }
                    }
                }
            }
            #endif

            """, to: directory.appendingPathComponent("App/Root.swift"))
        let output = try NavLintProcess.run(["App"], in: directory)
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.stdout.contains("App/Root.swift:6:20: error: no navigationDestination for String"), output.stdout)
    }
}
