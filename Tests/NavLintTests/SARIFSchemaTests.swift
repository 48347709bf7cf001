import Foundation
import NavLintKit
import XCTest

/// Every SARIF navlint writes must validate against the SARIF 2.1.0 schema (a copy lives in Fixtures).
final class SARIFSchemaTests: XCTestCase {
    func validate(_ sarif: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("out.sarif")
        try write(sarif, to: path)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let script = """
        import json, sys, jsonschema
        schema = json.load(open(sys.argv[1]))
        jsonschema.validate(json.load(open(sys.argv[2])), schema)
        """
        process.arguments = ["python3", "-c", script,
                             NavLintProcess.fixtures.appendingPathComponent("sarif-schema-2.1.0.json").path, path.path]
        let err = Pipe()
        process.standardError = err
        try process.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "SARIF does not validate:\n\(message)", file: file, line: line)
    }

    func testSARIFOfEveryFixtureValidates() throws {
        let fixtures = NavLintProcess.fixtures
        for folder in ["ok", "err", "formats"] {
            let output = try NavLintProcess.run(["--format", "sarif", folder], in: fixtures)
            XCTAssertTrue(output.stdout.contains("\"version\": \"2.1.0\""))
            try validate(output.stdout)
        }
    }

    func testSARIFWithNotesAndFixesValidates() throws {
        let report = FixtureReports.withNotesAndFix()
        let sarif = NavLintKit.OutputFormat.sarif.render(report, color: false)
        XCTAssertTrue(sarif.contains("\"relatedLocations\""))
        XCTAssertTrue(sarif.contains("\"deletedRegion\""))
        XCTAssertTrue(sarif.contains("\"columnKind\": \"unicodeCodePoints\""))
        try validate(sarif)
    }
}
