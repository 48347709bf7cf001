import Foundation
import NavSceneModel
import NavSceneSession
import XCTest

/// Transcripts: commands piped into the REPL beside the exact output (Transcripts/<name>.commands and .out). Header
/// lines `# scene: PATH` and `# size: compact` say what to run; the other lines are typed in.
final class TranscriptTests: XCTestCase {
    static let directory = Support.here.appendingPathComponent("Transcripts")

    struct Script {
        var name: String
        var scene: String
        var size: SizeClass?
        var lines: [String]
        var golden: URL
    }

    static func scripts() throws -> [Script] {
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".commands") }.sorted()
        return try files.map { file in
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            var script = Script(name: String(file.dropLast(".commands".count)), scene: "", size: nil, lines: [], golden: directory)
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
                if line.hasPrefix("# scene: ") { script.scene = String(line.dropFirst(9)) }
                else if line.hasPrefix("# size: ") { script.size = SizeClass(rawValue: String(line.dropFirst(8))) }
                else { script.lines.append(String(line)) }
            }
            script.golden = directory.appendingPathComponent(script.name + ".out")
            return script
        }
    }

    func testEveryTranscriptThroughTheSessionAPI() throws {
        Support.enterPackageRoot()
        let scripts = try Self.scripts()
        XCTAssertGreaterThanOrEqual(scripts.count, 13)
        for script in scripts {
            let session = try Session.open(path: script.scene, size: script.size).get()
            session.checker = Support.rules
            Support.assertGolden(Repl(session: session).transcript(script.lines), script.golden)
        }
    }

    func testEveryExampleSceneHasATranscript() throws {
        let covered = Set(try Self.scripts().map { ($0.scene as NSString).lastPathComponent })
        let scenes = try FileManager.default.contentsOfDirectory(atPath: Support.packageRoot.appendingPathComponent("Examples").path)
            .filter { $0.hasSuffix(".yaml") && !$0.hasSuffix("-data.yaml") && !$0.hasSuffix("-views.yaml") }
        for scene in scenes + ["CookbookApp.yaml"] {
            XCTAssertTrue(covered.contains(scene), "no transcript for \(scene)")
        }
    }

    /// The same transcripts through the built binary, piped: identical bytes.
    func testTranscriptsThroughTheBinary() throws {
        guard let binary = Support.binary else { throw XCTSkip("navlint not built") }
        for script in try Self.scripts() where ["PushableStack", "UseSceneStorage", "Compact"].contains(script.name) {
            var arguments = ["repl", script.scene]
            if let size = script.size { arguments += ["--size", size.rawValue] }
            let output = try Support.run(binary, arguments, stdin: script.lines.joined(separator: "\n") + "\n")
            XCTAssertEqual(output.status, 0)
            let expected = try String(contentsOf: script.golden, encoding: .utf8)
            XCTAssertEqual(output.stdout, expected, script.name)
        }
    }

    func testTheBinaryReportsASceneThatDoesNotLoad() throws {
        guard let binary = Support.binary else { throw XCTSkip("navlint not built") }
        let output = try Support.run(binary, ["repl", "Examples/NoSuchScene.yaml"])
        XCTAssertEqual(output.status, 1)
        XCTAssertTrue(output.stdout.contains("cannot read 'Examples/NoSuchScene.yaml'"), output.stdout)
    }
}
