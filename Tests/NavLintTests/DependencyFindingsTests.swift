import Foundation
import XCTest

/// A package's public screen is shown by the app that imports it: the package alone cannot know what is above the
/// screen (another module shows it), the app can. A finding the app's target decides in the package's file is
/// reported, once, even though the package is linted as its own target too.
final class DependencyFindingsTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    func writePackage() throws {
        try write("""
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "Shop",
            targets: [
                .target(name: "Features", path: "Sources/Features"),
                .executableTarget(name: "ShopApp", dependencies: ["Features"], path: "Sources/ShopApp"),
            ]
        )

        """, to: root.appendingPathComponent("Package.swift"))
        try write("""
        import SwiftUI

        public enum Flavor: Hashable { case mint, lemon }

        public struct CatalogScreen: View {
            public init() {}

            public var body: some View {
                NavigationStack {
                    List {
                        NavigationLink("Mint", value: Flavor.mint)
                    }
                }
                .navigationDestination(for: Flavor.self) { flavor in
                    Text("Flavor")
                }
            }
        }

        public struct FlavorBadge: View {
            public init() {}

            public var body: some View {
                Text("Badge")
                    .toolbar { Button("Share") {} }
            }
        }

        """, to: root.appendingPathComponent("Sources/Features/CatalogScreen.swift"))
        try write("""
        import Features
        import SwiftUI

        @main
        struct ShopApp: App {
            var body: some Scene {
                WindowGroup {
                    CatalogScreen()
                }
            }
        }

        """, to: root.appendingPathComponent("Sources/ShopApp/ShopApp.swift"))
    }

    /// Coverage counts a site once, in its own target: the package's stack, link and destination are in the app's scene
    /// too (the app decides what is above them), but they are the package target's sites.
    func testADependencysSitesAreCountedOnceInItsOwnTarget() throws {
        try writePackage()
        let output = try NavLintProcess.run(["."], in: root)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 3 of 3 sites modelled (100%)\n"), output.stdout)
    }

    func testTheAppDecidesWhatIsAboveAPackagesScreenAndItIsReportedOnce() throws {
        try writePackage()
        let output = try NavLintProcess.run(["--format", "json", "."], in: root)
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        let found = try XCTUnwrap(report["diagnostics"] as? [[String: Any]]).map { d -> String in
            let range = d["range"] as? [String: Any]
            let start = range?["start"] as? [String: Any]
            return "\(d["id"] ?? "") \(d["file"] ?? ""):\(start?["line"] ?? "")"
        }
        XCTAssertEqual(found.sorted(), [
            "destination-outside-stack Sources/Features/CatalogScreen.swift:14",
            "link-without-destination Sources/Features/CatalogScreen.swift:11",
        ])
        // Not `unreachable-destination`: the package alone does not know the stack the destination registers with (the
        // importing module's, whose links may push a Flavor), and in the app's target the destination is ignored,
        // which destination-outside-stack already says.
        // The unused public FlavorBadge: another module may show it inside a stack; its toolbar is not judged.
        XCTAssertFalse(output.stdout.contains("toolbar-outside-navigation"), output.stdout)
    }

    /// Linted alone, the package's library cannot say what is above its public screen: no structural finding.
    func testThePackageAloneDoesNotClaimWhatIsAboveItsScreens() throws {
        try writePackage()
        let output = try NavLintProcess.run(["Sources/Features"], in: root)
        XCTAssertFalse(output.stdout.contains("destination-outside-stack"), output.stdout)
        XCTAssertFalse(output.stdout.contains("toolbar-outside-navigation"), output.stdout)
    }

    /// No manifest, two apps (iOS and macOS) in `App/` and the screens in `Views/`: the folders are guessed to be
    /// separate modules, so what is above a screen nothing in `Views/` shows is unknown there (the app in `App/` shows
    /// it in a stack). Named on the command line, `Views/` is the module the user means: its roots have nothing above.
    func testAGuessedModulesRootsHaveAnUnknownContextUnlessNamed() throws {
        try write("""
        import SwiftUI

        @main
        struct ShopApp: App {
            var body: some Scene {
                WindowGroup { NavigationStack { DonationForm() } }
            }
        }

        """, to: root.appendingPathComponent("App/ShopApp.swift"))
        try write("""
        #if os(macOS)
        import SwiftUI

        @main
        struct ShopMacApp: App {
            var body: some Scene {
                WindowGroup { NavigationStack { DonationForm() } }
            }
        }
        #endif

        """, to: root.appendingPathComponent("App/ShopMacApp.swift"))
        try write("""
        import SwiftUI

        struct DonationForm: View {
            var body: some View {
                NavigationLink("Continue") { Text("Summary") }
            }
        }

        """, to: root.appendingPathComponent("Views/DonationForm.swift"))
        let whole = try NavLintProcess.run(["--verbose", "."], in: root)
        XCTAssertTrue(whole.stderr.contains("Views: no Package.swift or .xcodeproj; its 1 Swift files are guessed to be one module"), whole.stderr)
        XCTAssertFalse(whole.stdout.contains("link-outside-navigation"), whole.stdout)
        let named = try NavLintProcess.run(["Views"], in: root)
        XCTAssertTrue(named.stdout.contains("Views/DonationForm.swift:5:9: warning: this NavigationLink has no NavigationStack or NavigationSplitView above it"), named.stdout)
    }
}
