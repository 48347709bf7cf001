import Foundation
import NavSceneDiagnostics
@testable import NavSceneSwift
import XCTest

/// The front-end repros (issue 22; `Fixtures/repros`, copied from the shared set with their headers): each file,
/// linted alone through the built binary, gives exactly the errors and warnings its header calls for
/// (`Fixtures/repros/expected.txt`).
final class SwiftReproTests: XCTestCase {
    static let folder = NavLintProcess.fixtures.appendingPathComponent("repros")

    /// file -> expected "rule severity line" entries.
    static func expectations() throws -> [String: [String]] {
        let text = try String(contentsOf: folder.appendingPathComponent("expected.txt"), encoding: .utf8)
        var result: [String: [String]] = [:]
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            result[String(line[..<colon]), default: []].append(line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        return result
    }

    /// The errors and warnings of one lint run, as "rule severity line", from the JSON report.
    static func verdict(_ file: String) throws -> [String] {
        let output = try NavLintProcess.run([file, "--format", "json"], in: folder)
        guard let data = output.stdout.data(using: .utf8),
              let json = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let diagnostics = json["diagnostics"] as? [[String: Any]] else {
            XCTFail("\(file): no JSON report (status \(output.status)): \(output.stdout) \(output.stderr)")
            return []
        }
        return diagnostics.compactMap { d in
            guard let rule = d["rule"] as? String ?? d["id"] as? String, let severity = d["severity"] as? String,
                  severity == "error" || severity == "warning" else { return nil }
            let line = (d["line"] as? Int) ?? ((d["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int ?? 0
            return "\(rule) \(severity) \(line)"
        }.sorted()
    }

    func testEveryReproGivesExactlyItsVerdict() throws {
        let expected = try SwiftReproTests.expectations()
        let files = try FileManager.default.contentsOfDirectory(atPath: SwiftReproTests.folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertEqual(files.count, 19, "the repros this suite owns")
        for file in files {
            let got = try SwiftReproTests.verdict(file)
            XCTAssertEqual(got, (expected[file] ?? []).sorted(), file)
        }
    }

    /// The front end's last resort (a node the checker rejects made unknown and the module translated again) is a
    /// front-end bug when it runs: it never runs on a repro or a Swift fixture.
    func testTheLastResortIsNeverUsed() throws {
        let fixtures = NavLintProcess.fixtures
        var modules: [(name: String, files: [SourceFile])] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: SwiftReproTests.folder.path).filter({ $0.hasSuffix(".swift") }) {
            modules.append((file, [SourceFile(path: file, bytes: Array(try Data(contentsOf: SwiftReproTests.folder.appendingPathComponent(file))))]))
        }
        for folder in ["ok", "err"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent(folder).path) where !name.contains(".") {
                let directory = fixtures.appendingPathComponent("\(folder)/\(name)")
                let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.map {
                    SourceFile(path: $0, bytes: Array(try Data(contentsOf: directory.appendingPathComponent($0))))
                }
                modules.append((name, files))
            }
        }
        XCTAssertGreaterThan(modules.count, 30)
        for module in modules {
            let result = SwiftFrontEnd.load(module.files, name: module.name)
            XCTAssertNotNil(result.scene, module.name)
            XCTAssertEqual(result.lastResortUses, 0, module.name)
        }
    }
}
