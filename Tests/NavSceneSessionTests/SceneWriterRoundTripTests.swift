import Foundation
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRules
import NavSceneSession
import XCTest

/// `SceneWriter` (what `navlint extract` writes) is complete: every scene under Examples/ (the talk's recipes, the
/// article's examples, the real apps and the mistakes), loaded, written back as a scene file and loaded again, gives
/// the same findings (rule ids and counts), the same declarations and the same initial screen in the REPL.
final class SceneWriterRoundTripTests: XCTestCase {
    static func scenes(in folder: String) -> [String] {
        let directory = Support.packageRoot.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { directory.appendingPathComponent($0).path }
    }

    func findings(_ load: LoadResult) -> [String] {
        Support.rules(load).map { "\($0.id) \($0.severity)" }.sorted()
    }

    func testEveryExampleRoundTripsThroughTheSceneWriter() throws {
        var checked = 0
        for path in Self.scenes(in: "Examples") + Self.scenes(in: "Examples/RealApp") + Self.scenes(in: "Examples/Mistakes") {
            let name = (path as NSString).lastPathComponent
            let original = SceneLoader.load(path: path)
            let scene = try XCTUnwrap(original.scene, name)
            if scene.isLibrary { continue }
            XCTAssertEqual(original.diagnostics.count, 0, name)
            let yaml = SceneWriter.yaml(scene, header: "round trip of \(name)")
            // Written beside the original (a scene file's includes resolve from its directory; the writer flattens them).
            let written = SourceFile(path: (path as NSString).deletingLastPathComponent + "/roundtrip-" + name, text: yaml)
            let back = SceneLoader.load(source: written)
            let problems = back.diagnostics.map { "\($0.range.start.line):\($0.range.start.column): \($0.id): \($0.message)" }
            XCTAssertEqual(problems, [], "\(name) written back:\n\(numbered(yaml))")
            guard let reloaded = back.scene, problems.isEmpty else { continue }
            // The writer flattens includes: views a library declares become the written scene's own, and the ones
            // the scene never shows are then (rightly) unreachable. Those are left out of the comparison.
            let included = Set(scene.views.values.filter { $0.range.file != path }.map(\.name))
            let backFindings = Support.rules(back).filter { d in
                !(d.id == "unreachable-view" && reloaded.views.values.contains { included.contains($0.name) && $0.nameRange.start.line == d.range.start.line })
            }.map { "\($0.id) \($0.severity)" }.sorted()
            XCTAssertEqual(backFindings, findings(original), name)
            XCTAssertEqual(reloaded.typeOrder, scene.typeOrder, name)
            XCTAssertEqual(reloaded.state.map(\.name), scene.state.map(\.name), name)
            XCTAssertEqual(reloaded.viewOrder, scene.viewOrder, name)
            XCTAssertEqual(reloaded.actionOrder, scene.actionOrder, name)
            XCTAssertEqual(reloaded.nodes.count, scene.nodes.count, name)
            let before = Session(scenePath: path, load: original, scene: scene).screen
            let after = Session(scenePath: written.path, load: back, scene: reloaded).screen
            XCTAssertEqual(after, before, name)
            checked += 1
        }
        XCTAssertGreaterThanOrEqual(checked, 25)
    }

    func numbered(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { "\($0.offset + 1)\t\($0.element)" }.joined(separator: "\n")
    }
}
