import Foundation
import XCTest

/// `deprecated-navigation-api` asks for NavigationStack and NavigationSplitView, which exist from iOS 16 (macOS 13,
/// tvOS 16, watchOS 9). An app that deploys to an older version cannot use them (the compiler says nothing about
/// NavigationView there): the rule is silent, and `--verbose` says why. The version comes from what the compiler
/// builds with: a `Package.swift`'s `platforms:`, an Xcode target's deployment target setting (its own, else the
/// project's; the lowest of its configurations), XcodeGen's `deploymentTarget`, a scene file's
/// `simulation.deploymentTarget`. Through the built binary.
final class DeploymentTargetTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    func file(_ path: String, _ text: String) throws { try write(text, to: root.appendingPathComponent(path)) }

    static let app = """
    import SwiftUI

    @main
    struct NotesApp: App {
        var body: some Scene {
            WindowGroup {
                NavigationView {
                    Text("Notes")
                }
                .navigationViewStyle(.stack)
            }
        }
    }

    """
    static let warning = "Notes/NotesApp.swift:7:13: warning: NavigationView is deprecated"
    static let hidden = "not reported [deprecated-navigation-api]: NavigationView is deprecated; use NavigationStack (bound to a path to navigate in code); the app deploys to iOS 15.0, and NavigationStack and NavigationSplitView need iOS 16.0"

    /// An iOS app target (sources: the folder `Notes`) with two configurations of its own and one of the project's.
    func project(debug: String, release: String, project projectSettings: String) throws {
        try file("Notes.xcodeproj/project.pbxproj", """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 77;
            objects = {
                A1 /* Notes */ = { isa = PBXFileSystemSynchronizedRootGroup; path = Notes; sourceTree = "<group>"; };
                G1 = { isa = PBXGroup; children = ( A1, ); sourceTree = "<group>"; };
                C1 /* Debug */ = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; \(debug) }; name = Debug; };
                C2 /* Release */ = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; \(release) }; name = Release; };
                C3 /* Debug */ = { isa = XCBuildConfiguration; buildSettings = { \(projectSettings) }; name = Debug; };
                CL1 = { isa = XCConfigurationList; buildConfigurations = ( C1, C2, ); };
                CL2 = { isa = XCConfigurationList; buildConfigurations = ( C3, ); };
                T1 /* Notes */ = {
                    isa = PBXNativeTarget;
                    buildConfigurationList = CL1;
                    buildPhases = ( );
                    fileSystemSynchronizedGroups = ( A1 /* Notes */, );
                    name = Notes;
                };
                P1 /* Project object */ = { isa = PBXProject; buildConfigurationList = CL2; mainGroup = G1; targets = ( T1 /* Notes */, ); };
            };
            rootObject = P1 /* Project object */;
        }

        """)
        try file("Notes/NotesApp.swift", Self.app)
    }

    func testAnXcodeProjectDeployingBeforeIOS16HidesTheDeprecation() throws {
        try project(debug: "", release: "", project: "IPHONEOS_DEPLOYMENT_TARGET = 15.0;")
        let output = try NavLintProcess.run(["--verbose", "--color", "never", "."], in: root)
        XCTAssertTrue(output.stderr.contains("checked for iOS, deploying to 15.0)"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning"), output.stdout)
        XCTAssertTrue(output.stderr.contains(Self.hidden), output.stderr)
        XCTAssertEqual(output.status, 0, output.stdout)
    }

    func testATargetsOwnSettingOverridesTheProjectsAndTheLowestConfigurationCounts() throws {
        try project(debug: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;", release: "IPHONEOS_DEPLOYMENT_TARGET = 17.2;",
                    project: "IPHONEOS_DEPLOYMENT_TARGET = 15.0;")
        let newer = try NavLintProcess.run(["--verbose", "--color", "never", "."], in: root)
        XCTAssertTrue(newer.stderr.contains("checked for iOS, deploying to 17.0)"), newer.stderr)
        XCTAssertTrue(newer.stdout.contains(Self.warning), newer.stdout)

        try project(debug: "IPHONEOS_DEPLOYMENT_TARGET = 17.0;", release: "IPHONEOS_DEPLOYMENT_TARGET = 15.0;", project: "")
        let lowest = try NavLintProcess.run(["--verbose", "--color", "never", "."], in: root)
        XCTAssertTrue(lowest.stderr.contains("checked for iOS, deploying to 15.0)"), lowest.stderr)
        XCTAssertFalse(lowest.stdout.contains("warning"), lowest.stdout)
    }

    func testWithNoDeploymentTargetTheDeprecationIsReported() throws {
        try project(debug: "", release: "", project: "")
        let output = try NavLintProcess.run(["--verbose", "--color", "never", "."], in: root)
        XCTAssertTrue(output.stderr.contains("checked for iOS)"), output.stderr)
        XCTAssertTrue(output.stdout.contains(Self.warning), output.stdout)
    }

    func testAPackagesPlatforms() throws {
        for (platforms, reported) in [(".iOS(.v15), .macOS(.v12)", false), (".iOS(\"15.4\")", false), (".iOS(.v16)", true), (".macOS(.v12)", true)] {
            try file("Package.swift", """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "Notes",
                platforms: [\(platforms)],
                targets: [.executableTarget(name: "Notes", path: "Notes")]
            )

            """)
            try file("Notes/NotesApp.swift", Self.app)
            let output = try NavLintProcess.run(["--color", "never", "."], in: root)
            XCTAssertEqual(output.stdout.contains(Self.warning), reported, "\(platforms): \(output.stdout)")
        }
    }

    func testXcodeGensDeploymentTarget() throws {
        for (spec, reported) in [("    platform: iOS\n    deploymentTarget: \"15.0\"\n", false),
                                 ("    platform: iOS\n    deploymentTarget:\n      iOS: 16.0\n", true),
                                 ("    platform: iOS\n", false)] {
            try file("project.yml", """
            name: Notes
            options:
              deploymentTarget:
                iOS: "14.0"
            targets:
              Notes:
                type: application
            \(spec)    sources:
                  - Notes

            """)
            try file("Notes/NotesApp.swift", Self.app)
            let output = try NavLintProcess.run(["--color", "never", "."], in: root)
            XCTAssertEqual(output.stdout.contains(Self.warning), reported, "\(spec): \(output.stdout)")
        }
    }

    /// A template's `deploymentTarget: "15.0"` is for the platform the target names after it.
    func testXcodeGensDeploymentTargetFromATemplate() throws {
        for (version, reported) in [("15.0", false), ("16.0", true)] {
            try file("project.yml", """
            name: Notes
            targetTemplates:
              App:
                type: application
                deploymentTarget: "\(version)"
            targets:
              Notes:
                templates: [App]
                platform: iOS
                sources:
                  - Notes

            """)
            try file("Notes/NotesApp.swift", Self.app)
            let output = try NavLintProcess.run(["--color", "never", "."], in: root)
            XCTAssertEqual(output.stdout.contains(Self.warning), reported, "\(version): \(output.stdout)")
        }
    }

    func testASceneFileSaysItsDeploymentTarget() throws {
        let scene = """
        scene: Notes
        root:
          NavigationView:
            style: stack
            content:
              - Text: Notes
        """
        try file("old.yaml", scene + "\nsimulation:\n  deploymentTarget: 15.0\n")
        try file("new.yaml", scene + "\nsimulation:\n  deploymentTarget: 16.0\n")
        try file("bad.yaml", scene + "\nsimulation:\n  deploymentTarget: fifteen\n")
        let old = try NavLintProcess.run(["--color", "never", "old.yaml"], in: root)
        XCTAssertFalse(old.stdout.contains("deprecated-navigation-api"), old.stdout)
        let new = try NavLintProcess.run(["--color", "never", "new.yaml"], in: root)
        XCTAssertTrue(new.stdout.contains("[deprecated-navigation-api]"), new.stdout)
        let bad = try NavLintProcess.run(["--color", "never", "bad.yaml"], in: root)
        XCTAssertTrue(bad.stdout.contains("bad.yaml:8:21: error: 'deploymentTarget' must be a version such as 16.0, not 'fifteen'"), bad.stdout)
    }
}
