import Foundation
import NavSceneDiagnostics
import NavSceneSession
import XCTest

final class FlowTests: XCTestCase {
    static let flows = Support.here.appendingPathComponent("Flows")

    func testEveryShippedFlowPasses() throws {
        Support.enterPackageRoot()
        let paths = FlowDiscovery.find(["Examples/Flows"])
        XCTAssertGreaterThanOrEqual(paths.count, 13)
        let runner = FlowRunner(checker: Support.rules)
        for path in paths {
            let result = runner.run(path: path)
            XCTAssertTrue(result.passed, FlowReport.text([result]))
            XCTAssertGreaterThan(result.stepCount, 2, path)
        }
    }

    /// Pass and fail reports (text and JUnit) are golden files.
    func testRunnerReportsAreGolden() {
        Support.enterPackageRoot()
        let runner = FlowRunner(checker: Support.rules)
        let dir = "Tests/NavSceneSessionTests/Flows/"
        let results = ["pass", "fail", "bad", "badscene"].map { runner.run(path: dir + $0 + ".navflow") }
        XCTAssertEqual(results.map(\.passed), [true, false, false, false])
        XCTAssertEqual(results[1].failures.count, 6)
        Support.assertGolden(FlowReport.text(results), Self.flows.appendingPathComponent("report.out"))
        Support.assertGolden(FlowReport.junit(results), Self.flows.appendingPathComponent("report.junit.xml"))
    }

    func testTheBinaryExitsNonZeroOnFailureAndWritesJUnit() throws {
        guard let binary = Support.binary else { throw XCTSkip("navlint not built") }
        let junit = FileManager.default.temporaryDirectory.appendingPathComponent("navscene-flow-\(getpid()).xml")
        defer { try? FileManager.default.removeItem(at: junit) }
        let pass = try Support.run(binary, ["test", "Tests/NavSceneSessionTests/Flows/pass.navflow"])
        XCTAssertEqual(pass.status, 0, pass.stdout)
        let fail = try Support.run(binary, ["test", "Tests/NavSceneSessionTests/Flows/fail.navflow", "--junit", junit.path])
        XCTAssertEqual(fail.status, 1)
        XCTAssertTrue(fail.stdout.contains("fail.navflow:6:5: failed: expect"), fail.stdout)
        XCTAssertTrue((try? String(contentsOf: junit, encoding: .utf8))?.contains("<failure") == true)
    }

    /// `record` writes a flow that replays to the same screen.
    func testRecordedSessionReplays() throws {
        Support.enterPackageRoot()
        let session = try Session.open(path: "Examples/MultipleColumnsWithStack.yaml").get()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("navscene-record-\(getpid()).navflow").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        for line in ["select Dessert", "tap \"Apple Pie\"", "path", "tap Nope", "size compact"] { _ = session.execute(line) }
        XCTAssertEqual(session.journal, ["select Dessert", "tap \"Apple Pie\"", "size compact"])
        XCTAssertFalse(session.execute("record \(file)").isError)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        XCTAssertTrue(text.contains("screens: [Categories, Dessert, Apple Pie]"), text)
        let result = FlowRunner().run(path: file)
        XCTAssertTrue(result.passed, FlowReport.text([result]))
    }
}

final class FlowGrammarTests: XCTestCase {
    /// Every ```` ```yaml flow ```` block in Grammar.md parses as a flow file without diagnostics.
    func testGrammarFlowBlocksParse() throws {
        let text = try String(contentsOf: Support.packageRoot.appendingPathComponent("Grammar.md"), encoding: .utf8)
        var blocks: [(line: Int, text: String)] = []
        var current: (line: Int, text: String)?
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if current == nil, line == "```yaml flow" { current = (number + 1, "") }
            else if line == "```", let block = current { blocks.append(block); current = nil }
            else if current != nil { current?.text += line + "\n" }
        }
        XCTAssertGreaterThanOrEqual(blocks.count, 1)
        for block in blocks {
            let parsed = FlowParser.parse(SourceFile(path: "Grammar.md-flow-\(block.line).navflow", text: block.text))
            XCTAssertNotNil(parsed.flow, "Grammar.md:\(block.line)")
            XCTAssertEqual(parsed.diagnostics.map(\.message), [], "Grammar.md:\(block.line)")
        }
    }
}

/// A flow file is input (from a pull request, in CI): its `save` and `record` steps write only inside the flow's
/// directory or the one given with `--output-dir`.
final class FlowWriteConfinementTests: XCTestCase {
    /// Content pushed inline without a title is named by its first text in breadcrumbs (`Settings › Profile`, not
    /// `VStack › Text`); a flow that expects the view's name, as flows recorded earlier do, still passes.
    func testInlinePushedContentIsNamedByItsTextAndOldFlowsStillMatch() throws {
        Support.enterPackageRoot()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("navscene-crumbs-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try """
        scene: Crumbs
        root:
          NavigationStack:
            root:
              NavigationLink: { title: About, destination: { Text: About this app } }
              navigationTitle: Home

        """.write(to: dir.appendingPathComponent("crumbs.yaml"), atomically: true, encoding: .utf8)
        let flow = dir.appendingPathComponent("crumbs.navflow")
        try """
        scene: crumbs.yaml
        steps:
          - tap About
          - expect: { screens: [Home, About this app] }
          - expect: { screens: [Home, Text] }
          - expect: { screens: [Home, About] }

        """.write(to: flow, atomically: true, encoding: .utf8)
        let result = FlowRunner().run(path: flow.path)
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        XCTAssertEqual(result.failures.map { "\($0.range.start.line):\($0.range.start.column)" }, ["6:5"],
                       result.failures.map(\.message).joined(separator: "\n"))
    }

    func testWritesOutsideTheFlowDirectoryAreLocatedErrors() throws {
        Support.enterPackageRoot()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("navscene-confine-\(getpid())")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("flows"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = FileManager.default.currentDirectoryPath + "/Examples/PushableStack.yaml"
        let flow = dir.appendingPathComponent("flows/escape.navflow")
        try """
        scene: \(scene)
        steps:
          - save ../outside.json
          - save \(dir.path)/absolute.json
          - record /tmp/../\(dir.path)/flows/../x.navflow
          - record inside.navflow
          - record sub/../inside2.navflow

        """.write(to: flow, atomically: true, encoding: .utf8)
        let result = FlowRunner().run(path: flow.path)
        XCTAssertEqual(result.failures.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }, [
            "3:5: the command failed: a flow writes only inside \(dir.path)/flows (or the directory given with --output-dir); '../outside.json' is outside it",
            "4:5: the command failed: a flow writes only inside \(dir.path)/flows (or the directory given with --output-dir); '\(dir.path)/absolute.json' is outside it",
            "5:5: the command failed: a flow writes only inside \(dir.path)/flows (or the directory given with --output-dir); '/tmp/../\(dir.path)/flows/../x.navflow' is outside it",
            "7:5: the command failed: cannot write sub/../inside2.navflow: cannot create a temporary file beside it: No such file or directory; nothing was written",
        ])
        for outside in ["outside.json", "absolute.json", "x.navflow"] {
            XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent(outside).path), outside)
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.appendingPathComponent("flows/inside.navflow").path))

        // With --output-dir, relative names land there and the flow's own directory is not writable.
        let output = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let redirected = FlowRunner(outputDirectory: output.path).run(path: flow.path)
        XCTAssertEqual(redirected.failures.count, 4)
        XCTAssertTrue(FileManager.default.fileExists(atPath: output.appendingPathComponent("inside.navflow").path))
    }

    /// A symlink inside the flow's directory that points out of it does not let a flow escape.
    func testASymlinkedDirectoryOutsideIsRefused() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("navscene-confine-link-\(getpid())")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("flows"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("flows/out").path, withDestinationPath: "../elsewhere")
        defer { try? FileManager.default.removeItem(at: dir) }
        Support.enterPackageRoot()
        let scene = FileManager.default.currentDirectoryPath + "/Examples/PushableStack.yaml"
        let flow = dir.appendingPathComponent("flows/link.navflow")
        try "scene: \(scene)\nsteps:\n  - save out/state.json\n".write(to: flow, atomically: true, encoding: .utf8)
        let result = FlowRunner().run(path: flow.path)
        XCTAssertEqual(result.failures.map(\.message),
                       ["the command failed: a flow writes only inside \(dir.path)/flows (or the directory given with --output-dir); 'out/state.json' is outside it"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.appendingPathComponent("elsewhere/state.json").path))
    }
}
