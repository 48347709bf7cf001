import Foundation
import XCTest

/// Defect 4 of issue 21, through the binary: a directory walk never leaves the tree it was given. A symbolic link is
/// followed only when it resolves inside the tree (once, however many names reach it); a link to a sibling checkout
/// or to `/` is skipped and `--verbose` says so; lint, `repl DIR` and `extract DIR` see the same module.
final class HostileWalkTests: XCTestCase {
    var root = ""
    override func setUpWithError() throws { root = try BuiltNavLint.fixableProject("walk") }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: root) }

    let fixtures = BuiltNavLint.packageRoot.appendingPathComponent("Tests/NavSceneSwiftTests/Fixtures").path

    func copy(_ from: String, to: String) throws {
        try FileManager.default.createDirectory(atPath: (to as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: from, toPath: to)
    }

    /// `proj/` with the cookbook files the fixable scene includes (`../cookbook-views.yaml` from `proj/DIR/`).
    func project() throws {
        for shared in ["cookbook-views.yaml", "cookbook-data.yaml"] { try copy(root + "/" + shared, to: root + "/proj/" + shared) }
    }

    func link(_ path: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: root + "/" + path, withDestinationPath: destination)
    }

    /// `proj/shared -> ../victim` (a scene file and a Swift module with fixable findings) and a link inside a Swift
    /// module to another module outside the tree: `--fix proj` leaves every victim file byte-identical.
    func testAFixNeverWritesBehindALinkOutOfTheTree() throws {
        try skipWithoutSwiftFrontEnd()
        try project()
        try copy(root + "/m", to: root + "/proj/m")
        try copy(root + "/m/scene.yaml", to: root + "/victim/scene.yaml")
        try copy(fixtures + "/err/GridTwoReasons", to: root + "/victim/Grid")
        try copy(fixtures + "/ok/ArticleColorLinks", to: root + "/proj/App")
        try copy(fixtures + "/err/GridTwoReasons", to: root + "/victimswift")
        try link("proj/shared", to: "../victim")
        try link("proj/App/Grid", to: "../../victimswift")
        let victims = ["victim/scene.yaml", "victim/Grid/GridTwoReasons.swift", "victimswift/GridTwoReasons.swift"]
        let before = victims.map { fileBytes(root + "/" + $0) }

        let fix = try BuiltNavLint.run(["--fix", "--verbose", "proj"], in: root)
        XCTAssertEqual(victims.map { fileBytes(root + "/" + $0) }, before, "a file outside the tree was written")
        XCTAssertTrue(fix.stderr.contains("navlint: fixed 1 finding in proj/m/scene.yaml\n"), fix.stderr)
        XCTAssertTrue(fix.stderr.contains("navlint: skipped proj/shared: a symbolic link to "), fix.stderr)
        XCTAssertTrue(fix.stderr.contains("/victim, outside proj; not followed\n"), fix.stderr)
        XCTAssertTrue(fix.stderr.contains("navlint: skipped proj/App/Grid: a symbolic link to "), fix.stderr)
        XCTAssertTrue(fix.stderr.contains("/victimswift, outside proj/App; not followed\n"), fix.stderr)
        XCTAssertFalse((fix.stdout + fix.stderr).contains("GridTwoReasons"), "a file behind a link was linted: \(fix.stdout)")
    }

    /// A link to `/` is not walked (it would reach every file of the machine and `/proc/*/cwd`), nor a dangling one.
    func testALinkToTheRootOfTheMachineIsNotWalked() throws {
        try project()
        try copy(root + "/m", to: root + "/proj/m")
        try link("proj/everything", to: "/")
        try link("proj/nowhere", to: "does/not/exist")
        let lint = try BuiltNavLint.run(["--verbose", "proj"], in: root)
        XCTAssertEqual(lint.status, 1, lint.stderr)
        XCTAssertTrue(lint.stderr.contains("navlint: skipped proj/everything: a symbolic link to /, outside proj; not followed\n"), lint.stderr)
        XCTAssertTrue(lint.stderr.contains("navlint: skipped proj/nowhere: a symbolic link that does not resolve"), lint.stderr)
        XCTAssertEqual(lint.stdout.components(separatedBy: "destination-outside-stack]").count - 1, 1, lint.stdout)
        XCTAssertFalse(lint.stdout.contains("proj/everything"), lint.stdout)
    }

    /// A link inside the tree is followed, once: the file it reaches is reported once, and `--fix` rewrites it once.
    func testALinkInsideTheTreeIsFollowedOnce() throws {
        try project()
        try copy(root + "/m", to: root + "/proj/real")
        try link("proj/alias", to: "real")
        try link("proj/real/loop", to: "..")
        // A hidden directory is not walked; reached through a link inside the tree, it is.
        try copy(root + "/m", to: root + "/proj/.stash")
        try link("proj/shown", to: ".stash")
        let lint = try BuiltNavLint.run(["--verbose", "proj"], in: root)
        XCTAssertEqual(lint.status, 1, lint.stderr)
        XCTAssertEqual(lint.stdout.components(separatedBy: "destination-outside-stack]").count - 1, 2, lint.stdout)
        // Named by the first path in name order that reaches it.
        XCTAssertEqual(lint.stdout.components(separatedBy: "proj/alias/scene.yaml:20:3:").count - 1, 1, lint.stdout)
        XCTAssertEqual(lint.stdout.components(separatedBy: "proj/shown/scene.yaml:20:3:").count - 1, 1, lint.stdout)
        XCTAssertFalse(lint.stderr.contains("skipped proj/alias"), lint.stderr)

        let fix = try BuiltNavLint.run(["--fix", "proj"], in: root)
        XCTAssertEqual(fix.stderr, "navlint: fixed 1 finding in proj/alias/scene.yaml\nnavlint: fixed 1 finding in proj/shown/scene.yaml\n")
        XCTAssertEqual(fix.status, 0, fix.stdout)
    }

    /// One directory is one module for lint, `extract` and `repl`: the same `.swift` files, the same links followed
    /// (inside the module) and skipped (out of it, even into the same checkout).
    func testLintExtractAndReplReadTheSameModule() throws {
        try skipWithoutSwiftFrontEnd()
        try copy(fixtures + "/ok/ArticleColorLinks", to: root + "/proj/App/Views")
        try copy(fixtures + "/ok/ArticleColorLinks/ColorLinks.swift", to: root + "/proj/Other/Unrelated.swift")
        try link("proj/App/Alias", to: "Views")
        try link("proj/App/Sibling", to: "../Other")
        let extract = try BuiltNavLint.run(["extract", "proj/App"], in: root)
        XCTAssertEqual(extract.status, 0, extract.stderr)
        // The first name in name order that reaches the file names it.
        XCTAssertTrue(extract.stdout.contains("Extracted by navlint from proj/App/Alias/ColorLinks.swift.\n"), extract.stdout)
        let repl = try BuiltNavLint.run(["repl", "proj/App"], in: root, stdin: "quit\n")
        XCTAssertTrue(repl.stdout.hasPrefix("navlint repl: proj/App"), repl.stdout + repl.stderr)
        XCTAssertFalse((repl.stdout + repl.stderr).contains("duplicate"), repl.stdout + repl.stderr)
        let lint = try BuiltNavLint.run(["--verbose", "proj/App"], in: root)
        XCTAssertTrue(lint.stderr.contains("navlint: skipped proj/App/Sibling: a symbolic link to "), lint.stderr)
        XCTAssertFalse(lint.stderr.contains("skipped proj/App/Alias"), lint.stderr)
        XCTAssertFalse((lint.stdout + lint.stderr).contains("duplicate"), lint.stdout)
    }
}
