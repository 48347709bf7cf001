import Foundation
import NavSceneDiagnostics
import XCTest

/// Every input the fuzzer ever crashed or hung on (Tests/Fixtures/regressions/, added by hand from `.ci/fuzz`'s
/// findings) goes through the whole pipeline again: it must finish, and whatever it reports must be placed.
final class RegressionFixtureTests: XCTestCase {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/regressions").path

    func testEveryRegressionFixtureEndsAsPlacedDiagnostics() throws {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Self.directory))?
            .filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted() ?? []
        for name in names {
            let path = Self.directory + "/" + name
            guard let data = FileManager.default.contents(atPath: path) else { XCTFail("cannot read \(name)"); continue }
            let found = withTimeout(20, name) { Pipeline.run(path: name, bytes: [UInt8](data)) } ?? []
            assertPlaced(found, in: name)
        }
    }
}
