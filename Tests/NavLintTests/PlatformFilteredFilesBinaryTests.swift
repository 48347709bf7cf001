import Foundation
import XCTest

/// A multiplatform Xcode target (iOS and macOS) whose folder holds each platform's files, each filtered to its platform
/// (`platformFiltersByRelativePath` of Xcode 16's synchronized folder, `platformFilters` of a build file), as found
/// on a public app outside the corpus: both `Tabs` enums were read into the iOS module, so `ForEach(Tabs.allCases)`
/// gave every tab twice and `tab-selection-mismatch` reported four false duplicates. A file the project builds only
/// for other platforms than the one checked is not part of the module.
final class PlatformFilteredFilesBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    func file(_ path: String, _ text: String) throws { try write(text, to: root.appendingPathComponent(path)) }

    /// `filters`: the exception set's `platformFiltersByRelativePath` entries; `buildFileFilter`: the build file of
    /// `Shared/Extra.swift`'s `platformFilters`.
    func project(filters: String, buildFileFilter: String) throws {
        try file("Rezka.xcodeproj/project.pbxproj", """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 77;
            objects = {
                E1 = {
                    isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
                    platformFiltersByRelativePath = { \(filters) };
                    target = T1;
                };
                A1 /* Rezka */ = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = ( E1, ); path = Rezka; sourceTree = "<group>"; };
                F1 /* Extra.swift */ = { isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Extra.swift; sourceTree = "<group>"; };
                G2 /* Shared */ = { isa = PBXGroup; children = ( F1, ); path = Shared; sourceTree = "<group>"; };
                B1 /* Extra.swift in Sources */ = { isa = PBXBuildFile; fileRef = F1; \(buildFileFilter) };
                S1 = { isa = PBXSourcesBuildPhase; files = ( B1, ); };
                G1 = { isa = PBXGroup; children = ( A1, G2, ); sourceTree = "<group>"; };
                C1 /* Debug */ = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = auto; SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx"; }; name = Debug; };
                CL1 = { isa = XCConfigurationList; buildConfigurations = ( C1, ); };
                T1 /* Rezka */ = {
                    isa = PBXNativeTarget;
                    buildConfigurationList = CL1;
                    buildPhases = ( S1, );
                    fileSystemSynchronizedGroups = ( A1 /* Rezka */, );
                    name = Rezka;
                };
                P1 /* Project object */ = { isa = PBXProject; buildConfigurationList = CL1; mainGroup = G1; targets = ( T1 /* Rezka */, ); };
            };
            rootObject = P1 /* Project object */;
        }

        """)
        for platform in ["iOS", "macOS"] {
            try file("Rezka/\(platform)/Tabs.swift", """
            import SwiftUI

            enum Tabs: Hashable, Identifiable, CaseIterable {
                case home, search
                var id: Self { self }
            }

            """)
        }
        try file("Rezka/iOS/RezkaApp.swift", """
        import SwiftUI

        @main
        struct RezkaApp: App {
            @State private var selected = Tabs.home
            var body: some Scene {
                WindowGroup {
                    TabView(selection: $selected) {
                        ForEach(Tabs.allCases) { tab in
                            Tab("Tab", systemImage: "house", value: tab) { Text("Content") }
                        }
                    }
                }
            }
        }

        """)
        // Built for macOS only: a toolbar on a view with no stack, which iOS would report.
        try file("Shared/Extra.swift", """
        import SwiftUI

        struct MacOnlyPane: View {
            var body: some View {
                Text("Pane").toolbar { Button("Refresh") {} }
            }
        }

        """)
    }

    func testFilesFilteredToAnotherPlatformAreNotPartOfTheModule() throws {
        try project(filters: "iOS/Tabs.swift = (ios, ); iOS/RezkaApp.swift = (ios, ); macOS/Tabs.swift = (macos, );",
                    buildFileFilter: "platformFilters = (macos, );")
        let run = try NavLintProcess.run(["--verbose", "."], in: root)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertFalse(run.stdout.contains("tab-selection-mismatch"), run.stdout)
        XCTAssertTrue(run.stderr.contains("Swift target 'Rezka' from the manifest (2 files"), run.stderr)
    }

    func testFilesFilteredToTheCheckedPlatformArePartOfIt() throws {
        // The same files filtered to iOS: both enums are iOS code (the compiler would reject the second), read as before.
        try project(filters: "iOS/Tabs.swift = (ios, ); macOS/Tabs.swift = (ios, maccatalyst, );", buildFileFilter: "platformFilters = (ios, );")
        let run = try NavLintProcess.run(["--verbose", "."], in: root)
        XCTAssertTrue(run.stdout.contains("[tab-selection-mismatch]"), run.stdout)
        XCTAssertTrue(run.stderr.contains("Swift target 'Rezka' from the manifest (4 files"), run.stderr)
    }

    /// A watch target whose synchronized folder is its own, and that also builds the App of the phone's folder: the
    /// phone folder's exception set naming the watch target lists files the watch target builds (a folder the target
    /// does not hold), not files it leaves out.
    func testAnotherTargetsFolderFilesAddedToATargetArePartOfIt() throws {
        try file("Duo.xcodeproj/project.pbxproj", """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 77;
            objects = {
                E1 /* Exceptions for "Phone" folder in "Watch" target */ = {
                    isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
                    membershipExceptions = ( DuoApp.swift, );
                    target = T2;
                };
                A1 /* Phone */ = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = ( E1, ); path = Phone; sourceTree = "<group>"; };
                A2 /* Watch */ = { isa = PBXFileSystemSynchronizedRootGroup; path = Watch; sourceTree = "<group>"; };
                G1 = { isa = PBXGroup; children = ( A1, A2, ); sourceTree = "<group>"; };
                C1 = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = iphoneos; }; name = Debug; };
                C2 = { isa = XCBuildConfiguration; buildSettings = { SDKROOT = watchos; }; name = Debug; };
                CL1 = { isa = XCConfigurationList; buildConfigurations = ( C1, ); };
                CL2 = { isa = XCConfigurationList; buildConfigurations = ( C2, ); };
                T1 /* Phone */ = { isa = PBXNativeTarget; buildConfigurationList = CL1; buildPhases = ( ); fileSystemSynchronizedGroups = ( A1, ); name = Phone; };
                T2 /* Watch */ = { isa = PBXNativeTarget; buildConfigurationList = CL2; buildPhases = ( ); fileSystemSynchronizedGroups = ( A2, ); name = Watch; };
                P1 = { isa = PBXProject; buildConfigurationList = CL1; mainGroup = G1; targets = ( T1, T2, ); };
            };
            rootObject = P1;
        }

        """)
        try file("Phone/DuoApp.swift", """
        import SwiftUI

        @main
        struct DuoApp: App {
            var body: some Scene {
                WindowGroup {
                    NavigationStack { ServerList() }
                }
            }
        }

        """)
        try file("Watch/ServerList.swift", """
        import SwiftUI

        struct ServerList: View {
            var body: some View {
                #if os(watchOS)
                NavigationLink("Server") { Text("Detail") }
                #endif
            }
        }

        """)
        try file("Phone/ServerList.swift", """
        import SwiftUI

        struct ServerList: View {
            var body: some View { Text("Servers") }
        }

        """)
        let run = try NavLintProcess.run(["--verbose", "."], in: root)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertTrue(run.stderr.contains("Swift target 'Watch' from the manifest (2 files"), run.stderr)
        XCTAssertFalse(run.stdout.contains("link-outside-navigation"), run.stdout)
    }
}
