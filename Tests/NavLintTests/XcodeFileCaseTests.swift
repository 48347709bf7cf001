import Foundation
import XCTest

/// Xcode projects are written on case-insensitive volumes: a project that names `BucketListApp.swift` in a group
/// `BucketList` builds from `Bucketlist/BucketlistApp.swift` on a Mac. Read on a case-sensitive one (Linux CI), the
/// same file is found by matching each path component ignoring case, when exactly one entry matches; a file the
/// project names that is not there at all is said with `--verbose`, never skipped without a word. Through the binary.
final class XcodeFileCaseTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    func file(_ path: String, _ text: String) throws { try write(text, to: root.appendingPathComponent(path)) }

    static let project = """
    // !$*UTF8*$!
    {
        archiveVersion = 1;
        objectVersion = 56;
        objects = {
            F1 /* BucketListApp.swift in Sources */ = { isa = PBXBuildFile; fileRef = R1 /* BucketListApp.swift */; };
            F2 /* Missing.swift in Sources */ = { isa = PBXBuildFile; fileRef = R2 /* Missing.swift */; };
            R1 /* BucketListApp.swift */ = { isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = BucketListApp.swift; sourceTree = "<group>"; };
            R2 /* Missing.swift */ = { isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Missing.swift; sourceTree = "<group>"; };
            G2 /* BucketList */ = { isa = PBXGroup; children = ( R1, R2, ); path = BucketList; sourceTree = "<group>"; };
            G1 = { isa = PBXGroup; children = ( G2, ); sourceTree = "<group>"; };
            S1 /* Sources */ = { isa = PBXSourcesBuildPhase; files = ( F1, F2, ); };
            T1 /* BucketList */ = { isa = PBXNativeTarget; buildPhases = ( S1 /* Sources */, ); name = BucketList; };
            P1 /* Project object */ = { isa = PBXProject; mainGroup = G1; targets = ( T1 /* BucketList */, ); };
        };
        rootObject = P1 /* Project object */;
    }

    """

    static let app = """
    import SwiftUI

    struct Place: Hashable {
        var name: String
    }

    struct ContentView: View {
        var body: some View {
            NavigationStack {
                NavigationLink("Home", value: Place(name: "Home"))
            }
        }
    }

    @main
    struct BucketListApp: App {
        var body: some Scene {
            WindowGroup { ContentView() }
        }
    }

    """

    func testAFileNamedInAnotherCaseIsReadAndAMissingOneIsSaid() throws {
        try file("BucketList.xcodeproj/project.pbxproj", Self.project)
        try file("Bucketlist/BucketlistApp.swift", Self.app)
        let output = try NavLintProcess.run(["--verbose", "."], in: root)
        XCTAssertTrue(output.stdout.contains("Bucketlist/BucketlistApp.swift:10:13: error: no navigationDestination for Place is visible from this link, so it never does anything [link-without-destination]"), output.stdout)
        XCTAssertTrue(output.stderr.contains("target 'BucketList' lists 1 Swift file not found here (e.g. BucketList/Missing.swift); it is not checked"), output.stderr)
    }

    /// Two entries that differ only in case leave the name ambiguous: neither is taken for it.
    func testAnAmbiguousNameIsNotGuessed() throws {
        try file("BucketList.xcodeproj/project.pbxproj", Self.project)
        try file("Bucketlist/BucketlistApp.swift", Self.app)
        try file("BUCKETLIST/BucketlistApp.swift", Self.app)
        let output = try NavLintProcess.run(["--verbose", "."], in: root)
        XCTAssertFalse(output.stdout.contains("[link-without-destination]"), output.stdout)
        XCTAssertTrue(output.stderr.contains("target 'BucketList' lists 2 Swift files not found here (e.g. BucketList/BucketListApp.swift); they are not checked"), output.stderr)
    }
}
