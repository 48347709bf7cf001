import Foundation
import XCTest

/// Found on a public app outside the corpus: an Xcode project's synchronized folder holds the app's feature packages
/// (`Modules/Feature/Package.swift`, each importing a shared UI package), and its exception set names only some of
/// them. The packages the folder swept in were never checked as their own modules, so their views were read without
/// the shared package they import, and a shared `PrimaryButton(title:action:)` was an unknown view whose action closure
/// was read as view content. A folder holding a `Package.swift` below a synchronized folder is a local package (Xcode
/// builds none of its files into the target; an app whose folder holds the packages it imports builds), checked as its
/// own module and read where the app uses its products; and a public view's action parameters are what each
/// instance's own construction gives.
final class NestedPackageBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    func file(_ path: String, _ text: String) throws { try write(text, to: root.appendingPathComponent(path)) }

    static let primaryButton = """
    import SwiftUI

    public struct PrimaryButton: View {
        private let title: String
        private let action: () -> Void

        public init(title: String, action: @escaping () -> Void) {
            self.title = title
            self.action = action
        }

        public var body: some View {
            Button(title, action: action)
        }
    }

    """

    /// `destination`: what the feature's stack declares for its `Int` values.
    static func featureView(destination: String) -> String {
        """
        import SwiftUI
        import Shared

        public struct FeatureView: View {
            @State private var path: [Int] = []

            public init() {}

            public var body: some View {
                NavigationStack(path: $path) {
                    PrimaryButton(title: "Next", action: { path.append(1) })
                        \(destination)
                }
            }
        }

        """
    }

    func project(destination: String) throws {
        try file("Demo.xcodeproj/project.pbxproj", """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 77;
            objects = {
                E1 /* Exceptions for "Demo" folder in "Demo" target */ = {
                    isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
                    membershipExceptions = ( Modules/Shared, );
                    target = T1;
                };
                A1 /* Demo */ = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = ( E1, ); path = Demo; sourceTree = "<group>"; };
                G1 = { isa = PBXGroup; children = ( A1, ); sourceTree = "<group>"; };
                C1 = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Debug; };
                CL1 = { isa = XCConfigurationList; buildConfigurations = ( C1, ); };
                D1 /* Feature */ = { isa = XCSwiftPackageProductDependency; productName = Feature; };
                T1 /* Demo */ = { isa = PBXNativeTarget; buildConfigurationList = CL1; buildPhases = ( ); fileSystemSynchronizedGroups = ( A1, ); name = Demo; packageProductDependencies = ( D1, ); };
                P1 = { isa = PBXProject; buildConfigurationList = CL1; mainGroup = G1; targets = ( T1, ); };
            };
            rootObject = P1;
        }

        """)
        try file("Demo/DemoApp.swift", """
        import SwiftUI

        @main
        struct DemoApp: App {
            var body: some Scene {
                WindowGroup { Text("Demo") }
            }
        }

        """)
        try file("Demo/Modules/Shared/Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Shared",
            platforms: [.iOS(.v17)],
            products: [.library(name: "Shared", targets: ["Shared"])],
            targets: [.target(name: "Shared")]
        )

        """)
        try file("Demo/Modules/Shared/Sources/Shared/PrimaryButton.swift", Self.primaryButton)
        for name in ["Feature", "Other"] {
            try file("Demo/Modules/\(name)/Package.swift", """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "\(name)",
                platforms: [.iOS(.v17)],
                products: [.library(name: "\(name)", targets: ["\(name)"])],
                dependencies: [.package(path: "../Shared"), .package(path: "../../../../Elsewhere")],
                targets: [.target(name: "\(name)", dependencies: [
                    .product(name: "Shared", package: "Shared"), .product(name: "Elsewhere", package: "Elsewhere"),
                ])]
            )

            """)
        }
        try file("Demo/Modules/Feature/Sources/Feature/FeatureView.swift", Self.featureView(destination: destination))
        try file("Demo/Modules/Other/Sources/Other/OtherView.swift", """
        import SwiftUI

        public struct OtherView: View {
            public init() {}
            public var body: some View { Text("Other") }
        }

        """)
    }

    func testAPackageBelowAnXcodeFolderIsCheckedAsItsOwnModule() throws {
        try project(destination: "")
        let run = try NavLintProcess.run(["--verbose", "--color", "never", "."], in: root)
        XCTAssertTrue(run.stderr.contains("navlint: Demo/Modules/Feature/Sources/Feature: Swift target 'Feature' from the manifest (1 files, 1 read from its dependencies"), run.stderr)
        XCTAssertTrue(run.stderr.contains("navlint: Demo/Modules/Other/Sources/Other: Swift target 'Other' from the manifest"), run.stderr)
        // The app's own file only; the product it uses, found among the folder's packages, with what that imports.
        XCTAssertTrue(run.stderr.contains("navlint: .: Swift target 'Demo' from the manifest (1 files, 2 read from its dependencies"), run.stderr)
        // The push the shared button's action makes, read with the shared package, has no destination.
        XCTAssertTrue(run.stdout.contains("error: this Button puts a Int on the path, but no navigationDestination for Int is visible to the stack [link-without-destination]"), run.stdout)
        XCTAssertTrue(run.stdout.contains("Demo/Modules/Feature/Sources/Feature/FeatureView.swift:10:9: note: the stack whose path it writes"), run.stdout)
        XCTAssertEqual(run.status, 1, run.stdout)
        // What the manifests say of a package outside the tree is said once, however many targets import it.
        let outside = run.stderr.components(separatedBy: "\n").filter { $0.contains("a local package outside . is not read; what Elsewhere declares stays unknown") }
        XCTAssertEqual(outside.count, 1, run.stderr)
    }

    func testTheSharedButtonsActionPushesWhatTheStackDeclares() throws {
        try project(destination: ".navigationDestination(for: Int.self) { Text(\"\\($0)\") }")
        let run = try NavLintProcess.run(["--verbose", "--color", "never", "."], in: root)
        XCTAssertTrue(run.stderr.contains("Swift target 'Feature' from the manifest"), run.stderr)
        XCTAssertFalse(run.stdout.contains("link-without-destination"), run.stdout)
        XCTAssertEqual(run.status, 0, run.stdout)
    }

    /// In one module: a public view with a public initializer, whose instances the module makes; other modules'
    /// instances are not in this scene.
    func testAPublicViewsActionIsWhatItsCallerGives() throws {
        try file("Sources/Button.swift", Self.primaryButton)
        try file("Sources/Feature.swift", Self.featureView(destination: "").replacingOccurrences(of: "import Shared\n", with: ""))
        let run = try NavLintProcess.run(["--color", "never", "Sources"], in: root)
        XCTAssertTrue(run.stdout.contains("Sources/Button.swift:13:9: error: this Button puts a Int on the path, but no navigationDestination for Int is visible to the stack [link-without-destination]"), run.stdout)
        XCTAssertEqual(run.status, 1, run.stdout)
    }
}
