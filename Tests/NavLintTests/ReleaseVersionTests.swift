import Foundation
import NavLintKit
import XCTest

/// One version everywhere: `ToolInfo.version` is what the binary, its reports and the artifact bundle say
/// (Scripts/release.sh writes info.json from `navlint --version`); CHANGELOG.md's newest entry and the docs' pre-commit
/// tag must name it too.
final class ReleaseVersionTests: XCTestCase {
    let root = NavLintProcess.packageRoot

    func testTheChangelogsNewestEntryIsTheToolsVersion() throws {
        let changelog = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let newest = changelog.split(separator: "\n").first { $0.hasPrefix("## [") }
        XCTAssertEqual(newest.map { String($0.dropFirst(4).prefix { $0 != "]" }) }, ToolInfo.version)
    }

    func testTheBinaryAndItsSARIFReportSayTheVersion() throws {
        let version = try NavLintProcess.run(["--version"], in: root)
        XCTAssertEqual(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines), ToolInfo.version)
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try write("scene: S\nroot:\n  NavigationStack:\n    - Text: Hi\n", to: directory.appendingPathComponent("S.yaml"))
        let sarif = try NavLintProcess.run(["--format", "sarif", "S.yaml"], in: directory)
        let json = try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any]
        let driver = ((json?["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any]
        XCTAssertEqual(driver?["version"] as? String, ToolInfo.version)
    }

    func testThePreCommitExamplesNameTheReleaseTag() throws {
        for document in ["README.md", "docs/ci.md"] {
            let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
            let revisions = text.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("rev: ") }
            XCTAssertFalse(revisions.isEmpty, document)
            for line in revisions {
                let value = line.split(separator: "#").first.map { $0.trimmingCharacters(in: .whitespaces) }
                XCTAssertEqual(value, "rev: v\(ToolInfo.version)", document)
            }
        }
    }
}
