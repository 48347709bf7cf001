import Foundation
import XCTest

/// The Swift front end from the user's side, through the built binary: every directory under `ok/` is one Swift
/// target that lints clean; every `err/X/` prints `err/X.out`.
final class SwiftGoldenTests: XCTestCase {
    let fixtures = NavLintProcess.fixtures

    func modules(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent(folder).path)
            .filter { !$0.contains(".") }.sorted()
    }

    func testOkTargetsAreSilent() throws {
        let names = try modules(in: "ok")
        XCTAssertGreaterThanOrEqual(names.count, 4)
        for name in names {
            let output = try NavLintProcess.run(["ok/" + name], in: fixtures)
            // No finding: only the line every Swift run ends with, how much of the navigation was modelled.
            XCTAssertEqual(output.stdout.split(separator: "\n").count, 1, name + ": " + output.stdout)
            XCTAssertTrue(output.stdout.hasPrefix("navigation: "), name + ": " + output.stdout)
            XCTAssertEqual(output.stderr, "", name)
            XCTAssertEqual(output.status, 0, name)
        }
        // All of them in one run: each directory is its own target (one scope per module), found below the named
        // directory without a manifest, so each is said to be a guess (an info); no error or warning.
        let whole = try NavLintProcess.run(["ok"], in: fixtures)
        let lines = whole.stdout.split(separator: "\n")
        XCTAssertEqual(lines.filter { $0.contains("[swift-target-guessed]") }.count, names.count, whole.stdout)
        XCTAssertTrue(whole.stdout.contains("0 errors, 0 warnings, \(names.count) infos in "), whole.stdout)
        XCTAssertEqual(whole.stderr, "")
        XCTAssertEqual(whole.status, 0)
    }

    func testErrTargetsMatchTheirGoldens() throws {
        let names = try modules(in: "err")
        XCTAssertFalse(names.isEmpty)
        for name in names {
            let output = try NavLintProcess.run(["err/" + name], in: fixtures)
            Golden.check(Golden.transcript(output), against: fixtures.appendingPathComponent("err/\(name).out"))
            XCTAssertNotEqual(output.stdout, "", "\(name) must produce findings")
        }
    }

    /// `--fix` on Swift source: the talk's "wrong for two reasons" grid gets its destination moved off the lazy row
    /// onto the ScrollView (the talk's correct version), re-parsed and re-linted before it is written; the fixed
    /// target then reports neither finding. Every other err/ target's fixes leave a file that still parses.
    func testFixMovesTheDestinationInSwiftSource() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for file in ["GridTwoReasons.swift", "Model.swift"] {
            try FileManager.default.createDirectory(at: dir.appendingPathComponent("App"), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent("err/GridTwoReasons/" + file),
                                             to: dir.appendingPathComponent("App/" + file))
        }
        let dry = try NavLintProcess.run(["--fix", "--dry-run", "App"], in: dir)
        XCTAssertEqual(dry.status, 1, dry.stdout + dry.stderr)
        XCTAssertTrue(dry.stderr.hasSuffix("navlint: would fix 1 finding in App/GridTwoReasons.swift\n"), dry.stderr)
        let fixed = try NavLintProcess.run(["--fix", "App"], in: dir)
        XCTAssertEqual(fixed.stderr, "navlint: fixed 1 finding in App/GridTwoReasons.swift\n", fixed.stdout)
        XCTAssertFalse(fixed.stdout.contains("destination-in-lazy-container"), fixed.stdout)
        XCTAssertFalse(fixed.stdout.contains("destination-in-foreach"), fixed.stdout)
        XCTAssertEqual(fixed.status, 0, fixed.stdout)
        let text = try String(contentsOf: dir.appendingPathComponent("App/GridTwoReasons.swift"), encoding: .utf8)
        Golden.check(text, against: fixtures.appendingPathComponent("fix/GridTwoReasons.fixed.swift"))
        let again = try NavLintProcess.run(["App"], in: dir)
        XCTAssertEqual(again.stdout + again.stderr, "navigation: 8 of 8 sites modelled (100%)\n")
    }

    /// `--fix` moves a title chained on the NavigationStack itself onto the stack's root view, inside the stack.
    func testFixMovesATitleOffTheStackInSwiftSource() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try write("""
        import SwiftUI

        struct Home: View {
            var body: some View {
                NavigationStack {
                    List {
                        Text("Welcome")
                    }
                }
                .navigationTitle("Home")
            }
        }

        """, to: dir.appendingPathComponent("App/Home.swift"))
        let fixed = try NavLintProcess.run(["--fix", "App"], in: dir)
        XCTAssertEqual(fixed.stderr, "navlint: fixed 1 finding in App/Home.swift\n", fixed.stdout)
        XCTAssertEqual(fixed.status, 0, fixed.stdout)
        XCTAssertEqual(try String(contentsOf: dir.appendingPathComponent("App/Home.swift"), encoding: .utf8), """
        import SwiftUI

        struct Home: View {
            var body: some View {
                NavigationStack {
                    List {
                        Text("Welcome")
                    }
                    .navigationTitle("Home")
                }
            }
        }

        """)
    }

    /// `navlint-data.yaml` beside a Swift target's sources supplies records of its types: the REPL shows them as rows,
    /// `extract` writes them, the lint reads them with the target (never as a scene of its own), and a record that
    /// does not fit its Swift type is an error at the sidecar's line.
    func testDataSidecarSuppliesRecords() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let app = dir.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        for file in try FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent("ok/SidebarAppFixed").path) {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent("ok/SidebarAppFixed/" + file), to: app.appendingPathComponent(file))
        }
        let data = """
        data:
          Author:
            leGuin: { id: 6F9619FF-8B86-D011-B42D-00C04FC964FF, name: Ursula K. Le Guin }
          Book:
            - { id: 7C9E6679-7425-40DE-944B-E07FC1F90AE7, title: A Wizard of Earthsea, author: 6F9619FF-8B86-D011-B42D-00C04FC964FF }
            - { id: 9B2F1A44-1C2D-4E5F-8A9B-0C1D2E3F4A5B, title: The Dispossessed, author: 6F9619FF-8B86-D011-B42D-00C04FC964FF }

        """
        try write(data, to: app.appendingPathComponent("navlint-data.yaml"))
        let lint = try NavLintProcess.run(["App"], in: dir)
        XCTAssertTrue(lint.stdout.hasPrefix("navigation: ") && !lint.stdout.contains(": error:") && !lint.stdout.contains(": warning:"), lint.stdout)
        XCTAssertEqual(lint.stderr, "")
        XCTAssertEqual(lint.status, 0)
        let repl = try NavLintProcess.run(["repl", "App"], in: dir, stdin: "quit\n")
        XCTAssertTrue(repl.stdout.contains("4. A Wizard of Earthsea  → push A Wizard of Earthsea"), repl.stdout)
        XCTAssertTrue(repl.stdout.contains("5. The Dispossessed  → push The Dispossessed"), repl.stdout)
        let extract = try NavLintProcess.run(["extract", "App"], in: dir)
        XCTAssertEqual(extract.status, 0, extract.stderr)
        XCTAssertTrue(extract.stdout.contains("title: \"The Dispossessed\""), extract.stdout)

        try write("data:\n  Book:\n    - { title: Untitled }\n  Shelf: []\n", to: app.appendingPathComponent("navlint-data.yaml"))
        let bad = try NavLintProcess.run(["."], in: dir)
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.stdout.contains("App/navlint-data.yaml:3:7: error: this 'Book' record needs 'id', 'author' [missing-key]"), bad.stdout)
        XCTAssertTrue(bad.stdout.contains("App/navlint-data.yaml:4:3: error: 'data' names type 'Shelf', which is not declared"), bad.stdout)
    }

    /// `// navlint:disable-next-line RULE` works in Swift as `# navlint:` does in scene files; an unused one is
    /// reported at the Swift line.
    func testSuppressionCommentsInSwift() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let source = try String(contentsOf: fixtures.appendingPathComponent("err/GridTwoReasons/GridTwoReasons.swift"), encoding: .utf8)
        let suppressed = source.replacingOccurrences(of: "                        .navigationDestination(for: Recipe.self) { recipe in",
            with: "                        // navlint:disable-next-line destination-in-lazy-container destination-in-foreach -- known\n                        .navigationDestination(for: Recipe.self) { recipe in")
        XCTAssertNotEqual(suppressed, source)
        try write(suppressed, to: dir.appendingPathComponent("App/Grid.swift"))
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("err/GridTwoReasons/Model.swift"),
                                         to: dir.appendingPathComponent("App/Model.swift"))
        let output = try NavLintProcess.run(["--format", "json", "App"], in: dir)
        XCTAssertFalse(output.stdout.contains("destination-in-lazy-container"), output.stdout)
        XCTAssertTrue(output.stdout.contains("\"suppressed\": 2,"), output.stdout)
        try write("// navlint:disable-next-line nested-stack\nstruct Nothing {}\n", to: dir.appendingPathComponent("App/Unused.swift"))
        let unused = try NavLintProcess.run(["App"], in: dir)
        XCTAssertTrue(unused.stdout.contains("App/Unused.swift:1:1: warning: this suppression of nested-stack suppresses nothing; remove it [unused-suppression]"), unused.stdout)
    }

    /// A directory holding Swift sources and scene files: both are linted in one run, each Swift directory as one
    /// target; `--verbose` says what the front end treated as opaque.
    func testMixedDirectoryAndVerboseOpacity() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for file in ["Model.swift", "GridTwoReasons.swift"] {
            try write(try String(contentsOf: fixtures.appendingPathComponent("err/GridTwoReasons/\(file)"), encoding: .utf8),
                      to: dir.appendingPathComponent("Sources/Cookbook/\(file)"))
        }
        try write(try String(contentsOf: fixtures.appendingPathComponent("ok/OpaqueRouter/NotesView.swift"), encoding: .utf8),
                  to: dir.appendingPathComponent("Sources/Notes/Views/NotesView.swift"))
        try write("scene: Hello\nroot:\n  NavigationStack:\n    - NavigationLink: { title: Go, value: 1 }\n", to: dir.appendingPathComponent("Scenes/hello.yaml"))
        let output = try NavLintProcess.run(["--verbose", "."], in: dir)
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.stdout.contains("Sources/Cookbook/GridTwoReasons.swift:43:26: error:"), output.stdout)
        XCTAssertTrue(output.stdout.contains("Scenes/hello.yaml:4:7: error:"), output.stdout)
        // Sources/Cookbook and Sources/Notes/Views are two modules guessed from the folders (an info each).
        XCTAssertTrue(output.stdout.contains("\n2 errors, 1 warning, 3 infos in 4 files\nnavigation: "), output.stdout)
        // The banner is given the notes: it may declare their destination.
        XCTAssertTrue(output.stderr.contains("navlint: Sources/Notes/Views/NotesView.swift:29:13: opaque view 'RemoteBanner' (may declare destinations, may navigate)"), output.stderr)
        XCTAssertTrue(output.stderr.contains("navlint: Sources/Notes/Views/NotesView.swift:24:14: abstracted modifier '.withAppRouter' (another module's: declares destinations for its own types only, pushes only its own values)"), output.stderr)
    }

    /// `navlint extract` writes the scene the Swift describes; it loads cleanly, lints like the Swift, and `navlint
    /// test` can drive it.
    func testExtractWritesASceneThatLoadsAndRuns() throws {
        let output = try NavLintProcess.run(["extract", "ok/PushableStack/Model.swift", "ok/PushableStack/PushableStack.swift"], in: fixtures)
        XCTAssertEqual(output.status, 0, output.stderr)
        Golden.check(output.stdout, against: fixtures.appendingPathComponent("extract/PushableStack.yaml"))
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let wrong = try NavLintProcess.run(["extract", fixtures.appendingPathComponent("err/GridTwoReasons").path, "--to", "Wrong.yaml"], in: dir)
        XCTAssertEqual(wrong.status, 0, wrong.stderr)
        let lint = try NavLintProcess.run(["Wrong.yaml"], in: dir)
        XCTAssertTrue(lint.stdout.contains("[destination-in-lazy-container]"), lint.stdout)
        XCTAssertTrue(lint.stdout.contains("[destination-in-foreach]"), lint.stdout)
        let right = try NavLintProcess.run(["extract", fixtures.appendingPathComponent("ok/MultipleColumnsWithStack").path, "--to", "Grid.yaml"], in: dir)
        XCTAssertEqual(right.status, 0, right.stderr)
        XCTAssertEqual(try NavLintProcess.run(["Grid.yaml"], in: dir).status, 0)
        // Selecting a category shows its grid; the sample recipe's link pushes it.
        try write("""
        scene: Grid.yaml
        steps:
          - select Dessert
          - expect: { selection: { selectedCategory: dessert } }
          - tap "Recipe name"
          - expect: { path: [Recipe name] }
        """, to: dir.appendingPathComponent("check.navflow"))
        let flow = try NavLintProcess.run(["test", "check.navflow"], in: dir)
        XCTAssertEqual(flow.status, 0, flow.stdout + flow.stderr)
    }
}

/// `navlint repl` and `navlint test` on SwiftUI source read in memory: the toolbar, menu, swipe actions and context
/// menu of the mail fixture are on screen and tappable, and a flow may name the Swift directory as its scene.
final class SwiftReplTests: XCTestCase {
    func testReplAndFlowsRunSwiftSource() throws {
        let fixtures = NavLintProcess.fixtures
        let repl = try NavLintProcess.run(["repl", "ok/MailApp"], in: fixtures, stdin: "tap Settings\ntap Account\nquit\n")
        XCTAssertEqual(repl.status, 0, repl.stderr)
        for expected in ["toolbar:", "menu More:", "1. Settings  → button", "swipe actions:", "context menu:", "9. Reply  → button",
                         "── popover ──", "1. Account  → push view", "» ran 'Settings'"] {
            XCTAssertTrue(repl.stdout.contains(expected), "\(expected) not in:\n\(repl.stdout)")
        }
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for file in ["Model.swift", "MailApp.swift"] {
            try write(try String(contentsOf: fixtures.appendingPathComponent("ok/MailApp/\(file)"), encoding: .utf8),
                      to: dir.appendingPathComponent("Sources/Mail/\(file)"))
        }
        try write("""
        scene: Sources/Mail
        steps:
          - tap Compose
          - expect: { presented: sheet, title: New Message }
          - tap Cancel
          - expect: { presented: alert }
          - tap "Keep Editing"
          - expect: { presented: sheet, title: New Message }
          - tap Send
          - expect: { presented: none }
        """, to: dir.appendingPathComponent("compose.navflow"))
        let flow = try NavLintProcess.run(["test", "compose.navflow"], in: dir)
        XCTAssertEqual(flow.status, 0, flow.stdout + flow.stderr)
    }
}
