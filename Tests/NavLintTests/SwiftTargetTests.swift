import Foundation
import XCTest

/// A Swift target is what the compiler builds: navlint reads `Package.swift` (statically) and `.xcodeproj` files for
/// the modules and the local packages they import, and guesses from folders only without a manifest (saying so).
/// Through the built binary, on trees written in a temporary directory.
final class SwiftTargetTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    func file(_ path: String, _ text: String) throws { try write(text, to: root.appendingPathComponent(path)) }

    static let shopApp = """
    import SwiftUI

    @main
    struct ShopApp: App {
        var body: some Scene {
            WindowGroup {
                NavigationStack {
                    CartScreen()
                }
            }
        }
    }

    """

    static let cartScreen = """
    import SwiftUI

    struct CartScreen: View {
        var body: some View {
            NavigationStack {
                Text("Cart")
            }
        }
    }

    """

    /// Repro 04: an app whose sources start one level deeper (Shop/Main, Shop/Screens) is one module, guessed from the
    /// folders, and the run says it guessed.
    func testAppSplitAcrossSubfoldersIsOneGuessedModule() throws {
        try file("Shop/Main/ShopApp.swift", Self.shopApp)
        try file("Shop/Screens/CartScreen.swift", Self.cartScreen)
        let output = try NavLintProcess.run(["--verbose", "."], in: root)
        XCTAssertTrue(output.stdout.contains("Shop/Screens/CartScreen.swift:5:9: error: this NavigationStack is inside another NavigationStack's content [nested-stack]"), output.stdout)
        XCTAssertTrue(output.stdout.contains("Shop:1:1: info: no Package.swift or .xcodeproj here: the Swift files below are checked as one module, guessed from the folders [swift-target-guessed]"), output.stdout)
        XCTAssertTrue(output.stderr.contains("navlint: Shop: no Package.swift or .xcodeproj; its 2 Swift files are guessed to be one module"), output.stderr)
        XCTAssertEqual(output.status, 1)
    }

    /// Folders of separate apps (each its own @main) stay separate modules.
    func testSeparateAppsInSiblingFoldersStaySeparate() throws {
        try file("Apps/One/OneApp.swift", Self.shopApp.replacingOccurrences(of: "ShopApp", with: "OneApp") + Self.cartScreen)
        try file("Apps/Two/TwoApp.swift", Self.shopApp.replacingOccurrences(of: "ShopApp", with: "TwoApp").replacingOccurrences(of: "CartScreen()", with: "Text(\"Two\")"))
        let output = try NavLintProcess.run(["--verbose", "Apps"], in: root)
        XCTAssertTrue(output.stderr.contains("navlint: Apps/One: no Package.swift or .xcodeproj; its 1 Swift files are guessed to be one module"), output.stderr)
        XCTAssertTrue(output.stderr.contains("navlint: Apps/Two: no Package.swift or .xcodeproj; its 1 Swift files are guessed to be one module"), output.stderr)
    }

    static let routerPackage = """
    // swift-tools-version:5.9
    import PackageDescription

    let package = Package(
        name: "RouterKit",
        products: [.library(name: "RouterKit", targets: ["RouterKit"])],
        targets: [.target(name: "RouterKit")]
    )

    """

    static let route = """
    public enum Route: Hashable {
        case home
        case detail
    }

    """

    /// The app pushes the local package's `Route` and declares no destination for it: the type is known only through
    /// the package, so the finding proves the package was read as the app's dependency.
    static let appUsingRoute = """
    import SwiftUI
    import RouterKit

    @main
    struct ShopApp: App {
        var body: some Scene {
            WindowGroup {
                NavigationStack {
                    NavigationLink("Detail", value: Route.detail)
                }
            }
        }
    }

    """

    func testPackageTargetsAndLocalPackageDependencies() throws {
        try file("Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Shop",
            dependencies: [.package(path: "Packages/RouterKit")],
            targets: [
                .executableTarget(
                    name: "Shop",
                    dependencies: [.product(name: "RouterKit", package: "RouterKit")],
                    exclude: ["Old"]
                ),
                .testTarget(name: "ShopTests", dependencies: ["Shop"]),
            ]
        )

        """)
        try file("Sources/Shop/ShopApp.swift", Self.appUsingRoute)
        // Excluded by the manifest: its nested stack is not the module's.
        try file("Sources/Shop/Old/Legacy.swift", Self.cartScreen.replacingOccurrences(of: "CartScreen", with: "Legacy")
                 + "struct LegacyHost: View { var body: some View { NavigationStack { Legacy() } } }\n")
        try file("Packages/RouterKit/Package.swift", Self.routerPackage)
        try file("Packages/RouterKit/Sources/RouterKit/Route.swift", Self.route)
        let output = try NavLintProcess.run(["--verbose", "."], in: root)
        XCTAssertTrue(output.stdout.contains("Sources/Shop/ShopApp.swift:9:17: error: no navigationDestination for Route is visible from this link, so it never does anything [link-without-destination]"), output.stdout)
        XCTAssertFalse(output.stdout.contains("Legacy"), output.stdout)
        XCTAssertFalse(output.stdout.contains("swift-target-guessed"), output.stdout)
        XCTAssertTrue(output.stderr.contains("navlint: Sources/Shop: Swift target 'Shop' from the manifest (1 files, 1 read from its dependencies; checked for iOS)"), output.stderr)
        XCTAssertTrue(output.stderr.contains("navlint: Packages/RouterKit/Sources/RouterKit: Swift target 'RouterKit' from the manifest (1 files, 0 read from its dependencies; checked for iOS)"), output.stderr)
        XCTAssertEqual(output.status, 1)
    }

    /// Without the dependency the type is unknown, and no verdict rests on it (the counterpart of the test above).
    func testWithoutTheDependencyTheRouteIsUnknown() throws {
        try file("Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(name: "Shop", targets: [.executableTarget(name: "Shop")])

        """)
        try file("Sources/Shop/ShopApp.swift", Self.appUsingRoute)
        try file("Packages/RouterKit/Package.swift", Self.routerPackage)
        try file("Packages/RouterKit/Sources/RouterKit/Route.swift", Self.route)
        let output = try NavLintProcess.run(["."], in: root)
        XCTAssertFalse(output.stdout.contains("link-without-destination"), output.stdout)
    }

    /// An Xcode 16 project: a folder-synchronized group with a membership exception, a classic group with a file
    /// reference in the Sources phase, and a local package reference.
    func testXcodeProjectTargets() throws {
        try file("Shop.xcodeproj/project.pbxproj", """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 77;
            objects = {
                A1 /* Shop */ = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1 /* exceptions */, ); path = Shop; sourceTree = "<group>"; };
                E1 = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ( Legacy.swift, ); target = T1 /* Shop */; };
                G1 = { isa = PBXGroup; children = ( A1, G2, ); sourceTree = "<group>"; };
                G2 /* Extra */ = { isa = PBXGroup; children = ( F1, ); path = Extra; sourceTree = "<group>"; };
                F1 /* Helpers.swift */ = { isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Helpers.swift; sourceTree = "<group>"; };
                B1 /* Helpers.swift in Sources */ = { isa = PBXBuildFile; fileRef = F1 /* Helpers.swift */; };
                S1 /* Sources */ = { isa = PBXSourcesBuildPhase; files = ( B1, ); };
                T1 /* Shop */ = {
                    isa = PBXNativeTarget;
                    buildPhases = ( S1 /* Sources */, );
                    fileSystemSynchronizedGroups = ( A1 /* Shop */, );
                    name = Shop;
                    packageProductDependencies = ( D1 /* RouterKit */, );
                };
                D1 = { isa = XCSwiftPackageProductDependency; package = L1; productName = RouterKit; };
                L1 = { isa = XCLocalSwiftPackageReference; relativePath = Packages/RouterKit; };
                P1 /* Project object */ = { isa = PBXProject; mainGroup = G1; targets = ( T1 /* Shop */, ); packageReferences = ( L1, ); };
            };
            rootObject = P1 /* Project object */;
        }

        """)
        try file("Shop/ShopApp.swift", Self.appUsingRoute)
        try file("Shop/Legacy.swift", Self.cartScreen.replacingOccurrences(of: "CartScreen", with: "Legacy")
                 + "struct LegacyHost: View { var body: some View { NavigationStack { Legacy() } } }\n")
        try file("Extra/Helpers.swift", "struct Helper {}\n")
        try file("Packages/RouterKit/Package.swift", Self.routerPackage)
        try file("Packages/RouterKit/Sources/RouterKit/Route.swift", Self.route)
        let output = try NavLintProcess.run(["--verbose", "."], in: root)
        XCTAssertTrue(output.stdout.contains("Shop/ShopApp.swift:9:17: error: no navigationDestination for Route is visible from this link, so it never does anything [link-without-destination]"), output.stdout)
        XCTAssertFalse(output.stdout.contains("Legacy"), output.stdout)
        XCTAssertTrue(output.stderr.contains("navlint: .: Swift target 'Shop' from the manifest (2 files, 1 read from its dependencies; checked for iOS)"), output.stderr)
    }

    /// A local package dragged into the project as a folder: its product dependency names no package reference; the
    /// package beside the project that declares the product is the one read.
    func testXcodeProjectProductOfAPackageHeldAsAFolder() throws {
        try file("Shop.xcodeproj/project.pbxproj", """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 77;
            objects = {
                A1 /* Shop */ = { isa = PBXFileSystemSynchronizedRootGroup; path = Shop; sourceTree = "<group>"; };
                G1 = { isa = PBXGroup; children = ( A1, ); sourceTree = "<group>"; };
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

        """)
        try file("Shop/ShopApp.swift", Self.appUsingRoute)
        try file("Packages/RouterKit/Package.swift", Self.routerPackage)
        try file("Packages/RouterKit/Sources/RouterKit/Route.swift", Self.route)
        let output = try NavLintProcess.run(["--verbose", "."], in: root)
        XCTAssertTrue(output.stdout.contains("Shop/ShopApp.swift:9:17: error: no navigationDestination for Route is visible from this link, so it never does anything [link-without-destination]"), output.stdout)
        XCTAssertTrue(output.stderr.contains("navlint: .: Swift target 'Shop' from the manifest (1 files, 1 read from its dependencies; checked for iOS)"), output.stderr)
    }

    /// `--stdin-filename X.swift` reads standard input as Swift (repro 04 as one file: the nested stack).
    func testStandardInputNamedSwiftIsReadAsSwift() throws {
        let output = try NavLintProcess.run(["--stdin-filename", "Shop.swift", "-"], in: root, stdin: Self.shopApp + Self.cartScreen)
        XCTAssertTrue(output.stdout.contains("Shop.swift:17:9: error: this NavigationStack is inside another NavigationStack's content [nested-stack]"), output.stdout)
        XCTAssertEqual(output.status, 1)
    }

    /// `extract` and `repl` on a package's directory read its Swift sources, not its manifest or hidden folders.
    func testExtractAndReplReadTheModuleNotTheManifest() throws {
        try file("Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\nlet package = Package(name: \"Shop\", targets: [.executableTarget(name: \"Shop\", path: \".\")])\n")
        try file("Shop.swift", Self.shopApp + Self.cartScreen)
        try file(".hidden/Old.swift", "struct Old {}\n")
        let extract = try NavLintProcess.run(["extract", "."], in: root)
        XCTAssertEqual(extract.status, 0, extract.stderr)
        XCTAssertTrue(extract.stdout.contains("Extracted by navlint from Shop.swift."), extract.stdout)
        let repl = try NavLintProcess.run(["repl", "."], in: root, stdin: "quit\n")
        XCTAssertEqual(repl.status, 0, repl.stderr)
    }

    /// `extract`, `repl` and a flow's scene read a directory as lint splits it: with several targets they say which
    /// there are, and `--target` picks one, read with the modules it imports (the extracted scene knows the package's
    /// `Route`, so it gives lint's finding).
    func testExtractAndReplTakeTheTargetLintChecks() throws {
        try file("Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "Shop",
            dependencies: [.package(path: "Packages/RouterKit")],
            targets: [.executableTarget(name: "Shop", dependencies: [.product(name: "RouterKit", package: "RouterKit")])]
        )

        """)
        try file("Sources/Shop/ShopApp.swift", Self.appUsingRoute)
        try file("Packages/RouterKit/Package.swift", Self.routerPackage)
        try file("Packages/RouterKit/Sources/RouterKit/Route.swift", Self.route)

        let several = try NavLintProcess.run(["extract", "."], in: root)
        XCTAssertEqual(several.status, 2)
        XCTAssertEqual(several.stderr, "navlint: . holds 2 Swift targets; choose one with --target NAME: Shop, RouterKit\n")
        let unknown = try NavLintProcess.run(["extract", ".", "--target", "Cart"], in: root)
        XCTAssertEqual(unknown.stderr, "navlint: no Swift target named 'Cart' in .; the targets: Shop, RouterKit\n")

        let extract = try NavLintProcess.run(["extract", ".", "--target", "Shop", "--to", "Shop.yaml"], in: root)
        XCTAssertEqual(extract.status, 0, extract.stderr)
        let scene = try NavLintProcess.run(["Shop.yaml"], in: root)
        XCTAssertTrue(scene.stdout.contains("error: no navigationDestination for Route is visible from this link, so it never does anything [link-without-destination]"), scene.stdout)
        // The directory of a target names it too.
        let byDirectory = try NavLintProcess.run(["extract", ".", "--target", "Sources/Shop"], in: root)
        XCTAssertEqual(byDirectory.status, 0, byDirectory.stderr)

        let repl = try NavLintProcess.run(["repl", ".", "--target", "Shop"], in: root, stdin: "check\nquit\n")
        XCTAssertEqual(repl.status, 0, repl.stderr)
        XCTAssertTrue(repl.stdout.contains("link-without-destination"), repl.stdout)
        let replSeveral = try NavLintProcess.run(["repl", "."], in: root, stdin: "quit\n")
        XCTAssertNotEqual(replSeveral.status, 0)
        XCTAssertTrue(replSeveral.stderr.contains("holds 2 Swift targets; choose one with --target NAME: Shop, RouterKit"), replSeveral.stderr)
    }

    /// A module's folder name the scene language cannot hold (`my-app`) is written as a name it can, and loads.
    func testExtractedSceneNameIsAName() throws {
        // No `App` and two views nothing shows: the scene is named after the module.
        try file("my-app/Shop.swift", Self.cartScreen + "struct Host: View { var body: some View { NavigationStack { CartScreen() } } }\n"
                 + "struct About: View { var body: some View { Text(\"About\") } }\n")
        let extract = try NavLintProcess.run(["extract", "my-app", "--to", "Shop.yaml"], in: root)
        XCTAssertEqual(extract.status, 0, extract.stderr)
        let text = try String(contentsOf: root.appendingPathComponent("Shop.yaml"), encoding: .utf8)
        XCTAssertTrue(text.contains("\nscene: my_app\n"), text)
        let scene = try NavLintProcess.run(["Shop.yaml"], in: root)
        XCTAssertFalse(scene.stdout.contains("invalid-value"), scene.stdout)
        XCTAssertTrue(scene.stdout.contains("[nested-stack]"), scene.stdout)
    }

    /// `--help` leads with SwiftUI source.
    func testHelpLeadsWithSwiftUI() throws {
        let help = try NavLintProcess.run(["--help"], in: root)
        XCTAssertTrue(help.stdout.hasPrefix("OVERVIEW: Checks SwiftUI navigation in Swift source"), help.stdout)
    }

    /// `graph` draws Swift source (a file, or a target's directory) as it draws a scene file.
    func testGraphReadsSwift() throws {
        try file("App/Shop.swift", Self.shopApp + Self.cartScreen)
        for path in ["App/Shop.swift", "App"] {
            let output = try NavLintProcess.run(["graph", path, "--format", "mermaid"], in: root)
            XCTAssertEqual(output.status, 0, output.stderr)
            XCTAssertTrue(output.stdout.hasPrefix("flowchart"), output.stdout)
            XCTAssertTrue(output.stdout.contains("NavigationStack"), output.stdout)
        }
    }
}
