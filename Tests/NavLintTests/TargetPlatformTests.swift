import Foundation
import XCTest

/// The platform an Xcode target builds for decides how `#if os(...)` is read and what the platform-dependent rules
/// say: on macOS a window's toolbar shows a sheet's toolbar items and a container's; on iOS they need a navigation bar.
/// Through the built binary.
final class TargetPlatformTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    func file(_ path: String, _ text: String) throws { try write(text, to: root.appendingPathComponent(path)) }

    /// An app target whose build settings name `settings` (a target configuration) and `projectSettings` (the
    /// project's); its sources are the folder `Notes`.
    func project(target settings: String, project projectSettings: String) throws {
        try file("Notes.xcodeproj/project.pbxproj", """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 77;
            objects = {
                A1 /* Notes */ = { isa = PBXFileSystemSynchronizedRootGroup; path = Notes; sourceTree = "<group>"; };
                G1 = { isa = PBXGroup; children = ( A1, ); sourceTree = "<group>"; };
                C1 /* Debug */ = { isa = XCBuildConfiguration; buildSettings = { \(settings) }; name = Debug; };
                C2 /* Debug */ = { isa = XCBuildConfiguration; buildSettings = { \(projectSettings) }; name = Debug; };
                CL1 = { isa = XCConfigurationList; buildConfigurations = ( C1, ); };
                CL2 = { isa = XCConfigurationList; buildConfigurations = ( C2, ); };
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
        try file("Notes/NotesApp.swift", """
        import SwiftUI

        @main
        struct NotesApp: App {
            var body: some Scene {
                WindowGroup {
                    NotesList()
                }
            }
        }

        struct NotesList: View {
            @State private var editing = false
            var body: some View {
                NavigationStack {
                    Button("New") { editing = true }
                        .sheet(isPresented: $editing) {
                            Form { Text("Title") }
                                .toolbar { Button("Done") { editing = false } }
                        }
                }
                #if os(macOS)
                .frame(minWidth: 300)
                #else
                .toolbar { Button("Sync") {} }
                #endif
            }
        }

        """)
    }

    static let sheetToolbar = "Notes/NotesApp.swift:19:26: warning: this toolbar has no navigation bar to be shown in"
    static let containerToolbar = "Notes/NotesApp.swift:25:10: warning: this toolbar has no navigation bar"

    func testAMacOSOnlyTargetShowsEveryToolbarAndReadsItsOwnBranch() throws {
        try project(target: "PRODUCT_NAME = Notes;", project: "SDKROOT = macosx; MACOSX_DEPLOYMENT_TARGET = 14.0;")
        let output = try NavLintProcess.run(["--verbose", "."], in: root)
        XCTAssertTrue(output.stderr.contains("Swift target 'Notes' from the manifest (1 files, 0 read from its dependencies; checked for macOS, deploying to 14.0)"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning"), output.stdout)
        XCTAssertEqual(output.status, 0, output.stdout)
    }

    func testAnIOSTargetNeedsANavigationBarForEachToolbar() throws {
        try project(target: "SDKROOT = iphoneos;", project: "SDKROOT = macosx;")
        let output = try NavLintProcess.run(["--verbose", "."], in: root)
        XCTAssertTrue(output.stderr.contains("checked for iOS)"), output.stderr)
        XCTAssertTrue(output.stdout.contains(Self.sheetToolbar), output.stdout)
        // The `#else` branch is the one an iOS build compiles: its toolbar is chained on the stack itself, outside it.
        XCTAssertTrue(output.stdout.contains(Self.containerToolbar), output.stdout)
    }

    /// A multiplatform target is also the iOS app: checked as iOS.
    func testAMultiplatformTargetIsCheckedAsTheIOSAppItAlsoIs() throws {
        try project(target: "SDKROOT = auto; SUPPORTED_PLATFORMS = \"macosx iphoneos iphonesimulator\";", project: "SDKROOT = macosx;")
        let output = try NavLintProcess.run(["--verbose", "."], in: root)
        XCTAssertTrue(output.stderr.contains("checked for iOS)"), output.stderr)
        XCTAssertTrue(output.stdout.contains(Self.sheetToolbar), output.stdout)
    }

    /// A scene file says its platform under `simulation`.
    func testASceneFileBuiltForMacOS() throws {
        let scene = """
        scene: Editor
        state:
          editing: Bool
        root:
          NavigationStack:
            - Button: { title: New, action: [{ set: { editing: true } }] }
              sheet:
                isPresented: $editing
                content:
                  Text: Title
                  toolbar:
                    - Button: { title: Done, action: [dismiss] }
        """
        try file("ios.yaml", scene)
        try file("mac.yaml", scene + "\nsimulation:\n  platform: macOS\n")
        try file("bad.yaml", scene + "\nsimulation:\n  platform: macos\n")
        let ios = try NavLintProcess.run(["ios.yaml"], in: root)
        XCTAssertTrue(ios.stdout.contains("[toolbar-outside-navigation]"), ios.stdout)
        let mac = try NavLintProcess.run(["mac.yaml"], in: root)
        XCTAssertEqual(mac.status, 0, mac.stdout)
        XCTAssertFalse(mac.stdout.contains("toolbar-outside-navigation"), mac.stdout)
        let bad = try NavLintProcess.run(["bad.yaml"], in: root)
        XCTAssertTrue(bad.stdout.contains("bad.yaml:14:13: error: 'platform' must be one of iOS, macOS, tvOS, watchOS, visionOS, not 'macos'; did you mean 'macOS'?"), bad.stdout)
    }
}
