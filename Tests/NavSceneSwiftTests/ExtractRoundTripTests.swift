import Foundation
import XCTest

/// `navlint extract` writes a scene file that loads and says what the Swift says (README, "SwiftUI source").
final class ExtractRoundTripTests: XCTestCase {
    static let fixtures = NavLintProcess.packageRoot.appendingPathComponent("Tests/NavSceneSwiftTests/Fixtures/extract")

    /// Modifiers a scene-file entry cannot hold as its own keys (a handler repeated, modifiers on an `if`) are written
    /// on a Group around the view, in SwiftUI's order: the file loads, with the Swift's finding at the same element.
    func testLayeredModifiersLoadBack() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navscene-extract-layers-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let swift = ExtractRoundTripTests.fixtures.appendingPathComponent("LayeredModifiers.swift").path
        let scene = directory.appendingPathComponent("Settings.yaml").path
        let extract = try NavLintProcess.run(["extract", swift, "--to", scene], in: directory)
        XCTAssertEqual(extract.status, 0, extract.stderr)
        let text = try String(contentsOfFile: scene, encoding: .utf8)
        XCTAssertEqual(text.components(separatedBy: "onChange:").count - 1, 2, text)
        let fromSwift = try NavLintProcess.run(["--format", "json", swift], in: directory)
        let fromScene = try NavLintProcess.run(["--format", "json", scene], in: directory)
        XCTAssertEqual(rules(fromSwift.stdout), ["link-without-destination"], fromSwift.stdout)
        XCTAssertEqual(rules(fromScene.stdout), ["link-without-destination"], fromScene.stdout)
    }

    /// Names the scene language cannot hold (a nested `Library.Book` beside a top-level `Book`, a nested view
    /// `LibraryView.Header`, a view `_Badge`), a keyword case `` `default` ``, a value the Swift computes at run time
    /// (`unknown: true`) and another module's view (an `Unknown` element with its `unknown` entry) are written so that
    /// the file loads, with the Swift's finding and nothing else.
    func testNestedAndUnsayableNamesLoadBack() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navscene-extract-names-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let swift = ExtractRoundTripTests.fixtures.appendingPathComponent("NestedNames").path
        let scene = directory.appendingPathComponent("Shelf.yaml").path
        let extract = try NavLintProcess.run(["extract", swift, "--to", scene], in: directory)
        XCTAssertEqual(extract.status, 0, extract.stderr)
        let text = try String(contentsOfFile: scene, encoding: .utf8)
        for expected in ["enum: [fiction, default]", "Library_Book:", "- LibraryView_Header: {", "- Badge: {", "unknown: true",
                         "#   Library.Book -> Library_Book", "#   LibraryView.Header -> LibraryView_Header", "#   _Badge -> Badge",
                         "- Unknown:", "- { what: \"ThirdPartyCarousel\", kind: view, may: [navigate, declareDestinations]"] {
            XCTAssertTrue(text.contains(expected), "\(expected) is not in:\n\(text)")
        }
        let fromSwift = try NavLintProcess.run(["--format", "json", swift], in: directory)
        let fromScene = try NavLintProcess.run(["--format", "json", scene], in: directory)
        XCTAssertEqual(rules(fromSwift.stdout), ["path-type-mismatch"], fromSwift.stdout)
        XCTAssertEqual(rules(fromScene.stdout), ["path-type-mismatch"], fromScene.stdout)
    }

    /// SwiftUI's tabs that the model does not read (a `ForEach` of `TabSection`s, each `Tab` with `.tabPlacement`) are
    /// written as `Unknown` views marked `tab: true`: the scene says what the Swift says (a destination chained after
    /// a tab's stack is outside it, a link in another tab has no destination), with no `destination-in-foreach` for
    /// the ForEach that makes tabs. Without the mark, what is around a tab's content is unknown: the misplaced
    /// destination gives no finding.
    func testUnreadTabsKeepTheirStructure() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navscene-extract-tabs-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let swift = NavLintProcess.fixtures.appendingPathComponent("err/SidebarTabSections").path
        let scene = directory.appendingPathComponent("Library.yaml").path
        let extract = try NavLintProcess.run(["extract", swift, "--to", scene], in: directory)
        XCTAssertEqual(extract.status, 0, extract.stderr)
        let text = try String(contentsOfFile: scene, encoding: .utf8)
        XCTAssertTrue(text.contains("what: \"Tab\", kind: view, may: [navigate], tab: true"), text)
        let expected = ["destination-outside-stack", "link-without-destination"]
        let fromSwift = try NavLintProcess.run(["--format", "json", swift], in: directory)
        let fromScene = try NavLintProcess.run(["--format", "json", scene], in: directory)
        XCTAssertEqual(rules(fromSwift.stdout), expected, fromSwift.stdout)
        XCTAssertEqual(rules(fromScene.stdout), expected, fromScene.stdout)
        let unmarked = directory.appendingPathComponent("Unmarked.yaml").path
        try text.replacingOccurrences(of: ", tab: true", with: "").write(toFile: unmarked, atomically: true, encoding: .utf8)
        let fromUnmarked = try NavLintProcess.run(["--format", "json", unmarked], in: directory)
        let unmarkedRules = rules(fromUnmarked.stdout)
        XCTAssertFalse(unmarkedRules.contains("destination-outside-stack") || unmarkedRules.contains("unreadable report"), fromUnmarked.stdout)
    }

    /// A module without an App: its public screen is shown by modules that may wrap it in a stack, so what is above
    /// it is unknown and its destination gives no finding; its internal screen has nothing above it. The scene keeps
    /// the difference (the public screen inside an `Unknown` view): the same single finding.
    func testRootsOfUnknownContextStayUnknown() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navscene-extract-public-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let swift = ExtractRoundTripTests.fixtures.appendingPathComponent("PublicScreens").path
        let scene = directory.appendingPathComponent("Catalog.yaml").path
        let extract = try NavLintProcess.run(["extract", swift, "--to", scene], in: directory)
        XCTAssertEqual(extract.status, 0, extract.stderr)
        let text = try String(contentsOfFile: scene, encoding: .utf8)
        XCTAssertTrue(text.contains("""
        root:
          - DraftScreen: {  }
          - Unknown:
              - CatalogScreen:
        """), text)
        let fromSwift = try NavLintProcess.run(["--format", "json", swift], in: directory)
        let fromScene = try NavLintProcess.run(["--format", "json", scene], in: directory)
        XCTAssertEqual(rules(fromSwift.stdout), ["destination-outside-stack"], fromSwift.stdout)
        XCTAssertEqual(rules(fromScene.stdout), ["destination-outside-stack"], fromScene.stdout)
    }

    /// Another module's modifier whose closure the system runs (`.refundRequestSheet { }`) is written as a handler the
    /// scene language names (`gesture`), a view's generic content its body shows is a `View` parameter, and an
    /// operation inside another keeps its grouping (`!(a || b)`, not `!a || b`): the file loads with the Swift's finding.
    func testForeignHandlersGenericContentAndGroupingLoadBack() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navscene-extract-handlers-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let swift = ExtractRoundTripTests.fixtures.appendingPathComponent("ForeignHandlers").path
        let scene = directory.appendingPathComponent("Shop.yaml").path
        let extract = try NavLintProcess.run(["extract", swift, "--to", scene], in: directory)
        XCTAssertEqual(extract.status, 0, extract.stderr)
        let text = try String(contentsOfFile: scene, encoding: .utf8)
        for expected in ["gesture:  # refundRequestSheet", "parameters: { content: \"View\" }", "- if: \"!(showsGifts || showsCoupons)\""] {
            XCTAssertTrue(text.contains(expected), "\(expected) is not in:\n\(text)")
        }
        let fromSwift = try NavLintProcess.run(["--format", "json", swift], in: directory)
        let fromScene = try NavLintProcess.run(["--format", "json", scene], in: directory)
        XCTAssertEqual(rules(fromSwift.stdout), ["path-type-mismatch"], fromSwift.stdout)
        XCTAssertEqual(rules(fromScene.stdout), ["path-type-mismatch"], fromScene.stdout)
    }

    /// A state variable `unknown: true` holds any value of its type (what `extract` writes for a value the Swift
    /// computes at run time): the push under the enum's second case is reported, and no default is asked for.
    func testUnknownStateTakesEveryValue() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navscene-extract-unknown-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = directory.appendingPathComponent("Unknown.yaml").path
        try Data("""
            scene: Unknown
            types:
              Mode:
                enum: [list, grid]
            state:
              mode: { type: Mode, unknown: true }
              path: "[Mode]"
            views:
              Row:
                state:
                  local: { type: Mode, unknown: true }
                body:
                  - Text: Row
            root:
              - NavigationStack:
                  path: $path
                  root:
                    - Row: {}
                    - switch: mode
                      cases:
                        ".list":
                          - Text: list
                        ".grid":
                          - Button: { title: Go, action: [{ append: { path: mode } }] }

            """.utf8).write(to: URL(fileURLWithPath: scene))
        let lint = try NavLintProcess.run([scene], in: directory)
        XCTAssertEqual(lint.status, 1, lint.stdout)
        XCTAssertTrue(lint.stdout.contains("Unknown.yaml:24:17: error: this Button puts a Mode on the path, but no navigationDestination for Mode is visible to the stack [link-without-destination]"),
                      lint.stdout)
        XCTAssertFalse(lint.stdout.contains("missing-key"), lint.stdout)
    }

    /// The rules of a JSON report's errors and warnings, sorted.
    func rules(_ json: String) -> [String] {
        guard let data = json.data(using: .utf8), let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let findings = object["diagnostics"] as? [[String: Any]] else { return ["unreadable report"] }
        return findings.filter { ($0["severity"] as? String) != "info" }.compactMap { $0["id"] as? String }.sorted()
    }
}
