import Foundation
import NavSceneDiagnostics
import NavSceneLoader
import XCTest

/// `Fixtures/err/X.yaml` must render exactly `X.out`; `Fixtures/ok/*.yaml` must load without any diagnostic.
/// Re-record the `.out` files with `NAVSCENE_RECORD=1 swift test --filter LoaderGoldenTests`.
final class LoaderGoldenTests: XCTestCase {
    func testErrorFixturesMatchTheirGoldenOutput() throws {
        let files = Fixtures.yamlFiles(in: "err")
        XCTAssertGreaterThanOrEqual(files.count, 30, "the brief asks for at least 30 malformed inputs")
        for file in files {
            let result = SceneLoader.load(path: file)
            XCTAssertFalse(result.diagnostics.isEmpty, "\(file) should produce diagnostics")
            let rendered = Fixtures.render(result)
            let golden = String(file.dropLast(5)) + ".out"
            if Fixtures.recording {
                try rendered.write(toFile: golden, atomically: true, encoding: .utf8)
                continue
            }
            guard let expected = try? String(contentsOfFile: golden, encoding: .utf8) else {
                XCTFail("missing golden \(golden); record it with NAVSCENE_RECORD=1")
                continue
            }
            XCTAssertEqual(rendered, expected, "output of \(file) differs from its golden file")
        }
    }

    func testOkFixturesLoadSilently() {
        let files = Fixtures.yamlFiles(in: "ok")
        XCTAssertFalse(files.isEmpty)
        for file in files {
            let result = SceneLoader.load(path: file)
            XCTAssertNotNil(result.scene, file)
            XCTAssertEqual(Fixtures.render(result), "", "\(file) should load without diagnostics")
        }
    }
}
