import Foundation
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneYAML
import XCTest

/// Not a pass/fail test: prints how the loader compares with the bare YAML layer on a large file when
/// NAVSCENE_SPEED_FILE names one.
final class LoaderSpeedProbe: XCTestCase {
    func testSpeedAgainstYAMLLayer() throws {
        guard let path = ProcessInfo.processInfo.environment["NAVSCENE_SPEED_FILE"] else { throw XCTSkip("set NAVSCENE_SPEED_FILE") }
        let bytes = [UInt8](FileManager.default.contents(atPath: path)!)
        let source = SourceFile(path: path, bytes: bytes)
        var start = Date()
        let document = YAMLParser.parse(source)
        let yamlTime = Date().timeIntervalSince(start)
        start = Date()
        let result = SceneLoader.load(source: source)
        let loadTime = Date().timeIntervalSince(start)
        print("yaml \(yamlTime)s load \(loadTime)s ratio \(loadTime / yamlTime) nodes \(result.scene?.nodes.count ?? -1) diagnostics \(result.diagnostics.count) root \(document.root != nil)")
        print(result.diagnostics.prefix(3).map(\.message))
    }
}
