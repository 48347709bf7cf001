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

    /// The rules of a JSON report's errors and warnings, sorted.
    func rules(_ json: String) -> [String] {
        guard let data = json.data(using: .utf8), let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let findings = object["diagnostics"] as? [[String: Any]] else { return ["unreadable report"] }
        return findings.filter { ($0["severity"] as? String) != "info" }.compactMap { $0["id"] as? String }.sorted()
    }
}
