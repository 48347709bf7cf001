import Foundation
import XCTest

/// `navlint graph --diff BASE TARGET` through the binary, on a temporary git repository: the screens, links and dead
/// links added and removed since a revision (read with git show, never checked out), or against a second path.
final class GraphDiffTests: XCTestCase {
    var repo: URL!

    override func setUpWithError() throws {
        repo = try makeTemporaryDirectory()
        try git("init", "-q")
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: repo) }

    @discardableResult
    func git(_ arguments: String...) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false"] + arguments
        process.currentDirectoryURL = repo
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "git \(arguments)")
        return String(decoding: data, as: UTF8.self)
    }

    let before = """
        scene: Shop
        types:
          Item: { enum: [apple, pear] }
        root:
          NavigationStack:
            - List:
                - NavigationLink: { title: Apple, value: Item.apple }
              navigationDestination:
                for: Item
                as: item
                destination: { Text: "{item}" }

        """

    /// The change: a settings screen behind a view link, and a link to a type with no destination (a dead link).
    let after = """
        scene: Shop
        types:
          Item: { enum: [apple, pear] }
          Size: { enum: [small, large] }
        root:
          NavigationStack:
            - List:
                - NavigationLink: { title: Apple, value: Item.apple }
                - NavigationLink: { title: Small, value: Size.small }
                - NavigationLink:
                    title: Settings
                    destination: { Text: Settings screen }
              navigationDestination:
                for: Item
                as: item
                destination: { Text: "{item}" }

        """

    func testASceneFileAgainstTheLastCommit() throws {
        try write(before, to: repo.appendingPathComponent("Scenes/Shop.yaml"))
        try git("add", "."); try git("commit", "-q", "-m", "base")
        try write(after, to: repo.appendingPathComponent("Scenes/Shop.yaml"))
        let output = try NavLintProcess.run(["graph", "--diff", "HEAD", "Scenes/Shop.yaml"], in: repo)
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertTrue(output.stdout.contains("**dead links** +1 −0"), output.stdout)
        XCTAssertTrue(output.stdout.contains("- added dead link “Small” from"), output.stdout)
        XCTAssertTrue(output.stdout.contains("“Settings”"), output.stdout)
        XCTAssertTrue(output.stdout.contains("```mermaid\nflowchart LR\n"), output.stdout)
        XCTAssertFalse(output.stdout.contains("removed"), output.stdout)
        // The working tree is untouched: the base was read from git, not checked out.
        XCTAssertEqual(try String(contentsOf: repo.appendingPathComponent("Scenes/Shop.yaml"), encoding: .utf8), after)

        try git("commit", "-qam", "head")
        let none = try NavLintProcess.run(["graph", "--diff", "HEAD", "Scenes/Shop.yaml"], in: repo)
        XCTAssertEqual(none.stdout, "No navigation changes: the same screens, links and dead links.\n")
    }

    func testASecondPathAsTheBase() throws {
        try write(after, to: repo.appendingPathComponent("Old.yaml"))
        try write(before, to: repo.appendingPathComponent("New.yaml"))
        let output = try NavLintProcess.run(["graph", "--diff", "Old.yaml", "New.yaml"], in: repo)
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertTrue(output.stdout.contains("- removed dead link “Small” from"), output.stdout)
        XCTAssertTrue(output.stdout.contains("−1"), output.stdout)
    }

    func testASwiftTargetAgainstARevision() throws {
        try skipWithoutSwiftFrontEnd()
        let list = """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    NavigationStack {
                        List {
                            NavigationLink("Apple", value: 1)
                        }
                        .navigationDestination(for: Int.self) { n in Text("\\(n)") }
                    }
                }
            }

            """
        try write(list, to: repo.appendingPathComponent("Sources/App/Root.swift"))
        try git("add", "."); try git("commit", "-q", "-m", "base")
        try write(list.replacingOccurrences(of: "NavigationLink(\"Apple\", value: 1)",
                                            with: "NavigationLink(\"Apple\", value: 1)\n                NavigationLink(\"Word\", value: \"w\")"),
                  to: repo.appendingPathComponent("Sources/App/Root.swift"))
        let output = try NavLintProcess.run(["graph", "--diff", "HEAD", "Sources/App"], in: repo)
        XCTAssertEqual(output.status, 0, output.stderr)
        XCTAssertTrue(output.stdout.contains("- added dead link “Word” from"), output.stdout)
    }

    func testABadRevisionIsAUsageError() throws {
        try write(before, to: repo.appendingPathComponent("Shop.yaml"))
        let output = try NavLintProcess.run(["graph", "--diff", "no-such-revision", "Shop.yaml"], in: repo)
        XCTAssertEqual(output.status, 2)
        XCTAssertTrue(output.stderr.contains("navlint: git show no-such-revision:./Shop.yaml"), output.stderr)
        let option = try NavLintProcess.run(["graph", "--diff=--output=x", "Shop.yaml"], in: repo)
        XCTAssertEqual(option.status, 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: repo.appendingPathComponent("x").path))
    }
}
