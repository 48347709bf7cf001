import Foundation
import XCTest

/// XcodeGen's `project.yml` (the `.xcodeproj` generated, not checked in) says what the compiler builds: a target's
/// source folders (its templates' too) are one module, with the local packages it links as its dependencies, not one
/// module guessed per folder. Through the built binary, on trees written in a temporary directory.
final class XcodeGenTargetTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    func file(_ path: String, _ text: String) throws { try write(text, to: root.appendingPathComponent(path)) }

    /// A template gives the app `Views` and `Model`; the target adds `Support` minus its `Old` folder, and links the
    /// local package `Kit` (its `Badge` type); `Tests` is a test target of its own.
    static let spec = """
    name: Library
    packages:
      Kit:
        path: Kit
      Remote:
        url: https://example.com/remote
        majorVersion: 1.0.0
    targetTemplates:
      AppTemplate:
        type: application
        supportedDestinations: [iOS, macOS]
        sources:
          - path: Views
          - path: Model
    targets:
      Library:
        templates:
          - AppTemplate
        sources:
          - path: Support
            excludes:
              - "Old/**"
        dependencies:
          - package: Kit
          - package: Remote
      LibraryTests:
        type: bundle.unit-test
        platform: iOS
        sources:
          - Tests

    """

    /// The shelf view (in `Views`) links a `Volume` (declared in `Model`) and a `Badge` (from `Kit`); `destinations`
    /// are its navigationDestination modifiers.
    static func shelf(destinations: String) -> String {
        """
        import SwiftUI
        import Kit

        @main
        struct LibraryApp: App {
            var body: some Scene {
                WindowGroup {
                    NavigationStack {
                        List {
                            NavigationLink("Atlas", value: Volume(title: "Atlas"))
                            NavigationLink("Gold", value: Badge.gold)
                        }
        \(destinations)
                    }
                }
            }
        }

        """
    }

    func writeProject(destinations: String) throws {
        try file("project.yml", Self.spec)
        try file("Views/Shelf.swift", Self.shelf(destinations: destinations))
        try file("Model/Volume.swift", "struct Volume: Hashable { var title: String }\n")
        try file("Support/Formatting.swift", "import Foundation\nlet shelfWidth = 12\n")
        // Excluded by the spec: its nested stack is no code of the app.
        try file("Support/Old/Legacy.swift", """
        import SwiftUI
        struct Legacy: View { var body: some View { NavigationStack { NavigationStack { Text("Old") } } } }

        """)
        try file("Tests/ShelfTests.swift", "import XCTest\nfinal class ShelfTests: XCTestCase {}\n")
        try file("Kit/Package.swift", """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Kit",
            products: [.library(name: "Kit", targets: ["Kit"])],
            targets: [.target(name: "Kit")]
        )

        """)
        try file("Kit/Sources/Kit/Badge.swift", "public enum Badge: Hashable { case gold, silver }\n")
    }

    func testAnXcodeGenTargetIsOneModuleWithItsTemplatesSourcesAndLocalPackages() throws {
        try writeProject(destinations: "")
        let output = try NavLintProcess.run(["--verbose", "."], in: root)
        XCTAssertTrue(output.stdout.contains("Views/Shelf.swift:10:21: error: no navigationDestination for Volume is visible from this link"), output.stdout)
        XCTAssertTrue(output.stdout.contains("Views/Shelf.swift:11:21: error: no navigationDestination for Badge is visible from this link"), output.stdout)
        XCTAssertFalse(output.stdout.contains("Legacy"), output.stdout)
        XCTAssertFalse(output.stdout.contains("swift-target-guessed"), output.stdout)
        XCTAssertTrue(output.stderr.contains("navlint: .: Swift target 'Library' from the manifest (3 files, 1 read from its dependencies; checked for iOS)"), output.stderr)
        XCTAssertTrue(output.stderr.contains("navlint: .: Swift target 'LibraryTests' from the manifest (1 files, 0 read from its dependencies; checked for iOS)"), output.stderr)
    }

    func testAnXcodeGenTargetWithItsDestinationsIsClean() throws {
        try writeProject(destinations: """
                        .navigationDestination(for: Volume.self) { volume in Text(volume.title) }
                        .navigationDestination(for: Badge.self) { _ in Text("Badge") }
        """)
        let output = try NavLintProcess.run(["--verbose", "."], in: root)
        XCTAssertFalse(output.stdout.contains("error:"), output.stdout)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
        XCTAssertTrue(output.stderr.contains("Swift target 'Library' from the manifest"), output.stderr)
    }

    /// Templates that each name the next one many times (seven levels of 40) are applied once each: the spec reads in
    /// linear time (applied per mention, it is 40^6 applications), and the target gets the sources of every level.
    func testTemplatesNamedManyTimesAreAppliedOnce() throws {
        var spec = "name: Library\ntargetTemplates:\n"
        for level in 0..<7 {
            spec += "  T\(level):\n    sources:\n      - path: Level\(level)\n"
            if level < 6 { spec += "    templates: [\(Array(repeating: "T\(level + 1)", count: 40).joined(separator: ", "))]\n" }
        }
        spec += "targets:\n  Library:\n    type: application\n    platform: iOS\n    templates: [T0, T0]\n"
        try file("project.yml", spec)
        for level in 0..<7 { try file("Level\(level)/View\(level).swift", "import SwiftUI\nstruct View\(level): View { var body: some View { Text(\"\(level)\") } }\n") }
        let output = try NavLintProcess.run(["--verbose", "."], in: root)
        XCTAssertTrue(output.stderr.contains("navlint: .: Swift target 'Library' from the manifest (7 files, 0 read from its dependencies; checked for iOS)"), output.stderr)
    }

    /// A spec navlint cannot read soundly (here one that includes other spec files) leaves the folders guessed, and the
    /// run says so.
    func testAnXcodeGenSpecIncludingOthersIsNotReadAndTheFoldersAreGuessed() throws {
        try writeProject(destinations: "")
        try file("project.yml", "include:\n  - base.yml\n" + Self.spec)
        let output = try NavLintProcess.run(["--verbose", "."], in: root)
        XCTAssertTrue(output.stderr.contains("project.yml: not an XcodeGen project navlint can read; its targets are not known"), output.stderr)
        XCTAssertFalse(output.stderr.contains("from the manifest (3 files"), output.stderr)
    }
}
