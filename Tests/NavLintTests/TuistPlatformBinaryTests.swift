import Foundation
import NavLintKit
import XCTest

/// A Tuist project (a `Project.swift` manifest, no `.xcodeproj` checked in; found on a public macOS app outside the
/// corpus): its folders are guessed as modules, and the platforms its targets build for are read from the manifest's
/// literal `destinations:`. A macOS app's window shows a toolbar chained outside any navigation container, so it gives
/// no finding; the same project built for iPhone and iPad does.
final class TuistPlatformBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static func manifest(destinations: String) -> String {
        """
        import ProjectDescription

        let project = Project(
            name: "Brewer",
            targets: [
                .target(
                    name: "Brewer",
                    // destinations: [.iPhone] was the first draft
                    destinations: \(destinations),
                    product: .app,
                    bundleId: "dev.example.brewer",
                    sources: ["Brewer/**/*.swift"]
                ),
            ]
        )
        """
    }

    static let app = """
        import SwiftUI

        @main
        struct BrewerApp: App {
            var body: some Scene {
                WindowGroup { ContentView() }
            }
        }

        struct ContentView: View {
            var body: some View {
                NavigationSplitView {
                    List { Text("Formulae") }
                } detail: {
                    Text("Start")
                }
                .toolbar {
                    ToolbarItem { Button("Update") {} }
                }
            }
        }
        """

    func lint(destinations: String) throws -> NavLintProcess.Output {
        try? FileManager.default.removeItem(at: root.appendingPathComponent("Brewer"))
        try write(Self.manifest(destinations: destinations), to: root.appendingPathComponent("Brewer/Project.swift"))
        return try NavLintProcess.lint(Self.app, at: "Brewer/Brewer/BrewerApp.swift", in: root, verbose: true)
    }

    func testAMacOnlyTuistProjectIsCheckedForMacOS() throws {
        let mac = try lint(destinations: "[.mac]")
        XCTAssertEqual(mac.status, 0, mac.stdout + mac.stderr)
        XCTAssertFalse(mac.stdout.contains("[toolbar-outside-navigation]"), mac.stdout)
        XCTAssertTrue(mac.stderr.contains("guessed to be one module (checked for macOS: the targets of its Tuist Project.swift build for macOS)"), mac.stderr)

        let phone = try lint(destinations: "[.iPhone, .iPad]")
        XCTAssertTrue(phone.stdout.contains("Brewer/Brewer/BrewerApp.swift:17:10: warning: this toolbar has no navigation bar to be shown in"), phone.stdout)
    }

    func testOnlyLiteralDestinationsAreRead() {
        XCTAssertEqual(TuistManifest.platforms(in: Self.manifest(destinations: ".macOS")), [.macOS])
        XCTAssertEqual(TuistManifest.platforms(in: Self.manifest(destinations: "[.iPhone, .mac]")), [.iOS, .macOS])
        XCTAssertEqual(TuistManifest.platforms(in: "import ProjectDescription\nlet t = Target(name: \"A\", platform: .macOS)"), [.macOS])
        // A helper's value, a name in a string or comment, or no ProjectDescription import: not known.
        XCTAssertNil(TuistManifest.platforms(in: Self.manifest(destinations: "appDestinations")))
        XCTAssertNil(TuistManifest.platforms(in: "import ProjectDescription\nlet s = \"destinations: [.mac]\" // platform: .macOS"))
        XCTAssertNil(TuistManifest.platforms(in: "let t = Target(name: \"A\", platform: .macOS)"))
        // A multi-line string's lines are text, not arguments: only the real argument after it is read.
        let notes = "import ProjectDescription\nlet notes = \"\"\"\n    destinations: [.appleTv]\n    \"\"\"\nlet t = Target(name: \"A\", destinations: [.mac])"
        XCTAssertEqual(TuistManifest.platforms(in: notes), [.macOS])
    }
}
