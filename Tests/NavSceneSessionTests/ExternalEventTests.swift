import Foundation
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRules
import NavSceneSession
import XCTest

/// Handlers that may run at any time while their view is in the hierarchy (`onTapGesture`, `onReceive`, `onChange`
/// without `of`...): the loader, the interpreter and the REPL's `fire`, flows that replay it, the witness search and
/// the analysis, the scene writer, and the old presentational values that still load.
final class ExternalEventTests: XCTestCase {
    var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("navscene-events-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws { if let directory { try? FileManager.default.removeItem(at: directory) } }

    /// The pier is pushed only by a tap on the "Harbour" text; the tide sheet only by a publisher. The pier's Home
    /// button removes two values.
    static func harbour(tap: String = "[{ append: { path: Stop.pier } }]") -> String {
        """
        scene: Harbour
        types:
          Stop: { enum: [pier, lighthouse] }
        state:
          path: "[Stop]"
          showsTide: Bool
        root:
          NavigationStack:
            path: $path
            root:
              VStack:
                - Text: Harbour
                  onTapGesture: \(tap)
                - Text: Tides
              onReceive: [{ set: { showsTide: true } }]
              navigationDestination:
                for: Stop
                as: stop
                destination:
                  VStack:
                    - Text: "{stop}"
                    - Button: { title: Home, action: [{ removeLast: { path: 2 } }] }
              sheet: { isPresented: $showsTide, content: { Text: Tide table } }

        """
    }

    func write(_ text: String, _ name: String) throws -> String {
        let path = directory.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func loaded(_ text: String, _ name: String = "harbour.yaml") throws -> LoadResult {
        SceneLoader.load(path: try write(text, name))
    }

    /// A screen reached only through a tap on a view is explored: the crash on it is found, with a witness that names
    /// the tap; its destination is reachable. Without the tap's statements, the destination is unreachable instead.
    func testAScreenReachedOnlyThroughAnEventIsExploredAndTheWitnessNamesIt() throws {
        let load = try loaded(Self.harbour())
        XCTAssertEqual(load.diagnostics.map(\.message), [])
        let findings = Support.rules(load)
        XCTAssertEqual(findings.map(\.id), ["pop-empty-path"])
        XCTAssertEqual(findings.first?.notes.first?.message, "it crashes when tapped after: tap the view (onTapGesture at harbour.yaml:13)")

        let silent = try loaded(Self.harbour(tap: "[]"), "silent.yaml")
        XCTAssertEqual(Support.rules(silent).map(\.id), ["unreachable-destination"])
    }

    /// `fire` lists what may run now and runs one by number or name: a tap only on a view shown in the top context,
    /// a publisher also under a push or a sheet.
    func testFireRunsWhatMayRunNow() throws {
        let session = try Session.open(path: try write(Self.harbour(), "harbour.yaml")).get()
        XCTAssertEqual(Completer(session: session).complete("fire on", cursor: 7).candidates, ["onReceive", "onTapGesture"])
        XCTAssertEqual(session.execute("fire").text, """
            error: usage: fire N | MODIFIER; handlers that may run now:
              1. tap the view (onTapGesture at harbour.yaml:13)
              2. the publisher fires (onReceive at harbour.yaml:15)

            """)
        XCTAssertTrue(session.execute("fire 1").text.hasSuffix("» ran tap the view (onTapGesture at harbour.yaml:13)\n"))
        XCTAssertEqual(session.execute("path").text, "path: [pier]\n")
        // The Harbour text is covered by the pushed pier: no tap; the publisher still fires.
        XCTAssertEqual(session.execute("fire").text, "error: usage: fire N | MODIFIER; handlers that may run now:\n  1. the publisher fires (onReceive at harbour.yaml:15)\n")
        let covered = session.execute("fire onTapGesture")
        XCTAssertTrue(covered.isError)
        XCTAssertTrue(covered.text.hasPrefix("error: no onTapGesture handler may run now"), covered.text)
        XCTAssertTrue(session.execute("fire onReceive").text.contains("── sheet ──\n  Tide table\n"))
        XCTAssertTrue(session.execute("fire 2").isError)
        XCTAssertTrue(CommandSpecText.help.contains("fire N | MODIFIER "))
    }

    /// A session that fires a handler records `fire` steps, and the flow replays them; a written flow can fire too.
    func testFlowsReplayFire() throws {
        let scene = try write(Self.harbour(), "harbour.yaml")
        let session = try Session.open(path: scene).get()
        for line in ["fire onTapGesture", "fire", "fire 1"] { _ = session.execute(line) }
        XCTAssertEqual(session.journal, ["fire onTapGesture", "fire 1"])
        let recorded = directory.appendingPathComponent("recorded.navflow").path
        XCTAssertFalse(session.execute("record \(recorded)").isError)
        XCTAssertTrue(FlowRunner().run(path: recorded).passed)

        let flow = try write("""
            scene: harbour.yaml
            steps:
              - fire onTapGesture
              - expect: { path: [pier] }
              - fire onReceive
              - expect: { path: [lighthouse] }

            """, "wrong.navflow")
        let result = FlowRunner().run(path: flow)
        XCTAssertEqual(result.failures.count, 1, FlowReport.text([result]))
        XCTAssertEqual(result.failures.first?.range.start.line, 6)
    }

    /// `onChange` without `of` and `onOpenURL` without `url` are events at any time; the writer writes every external
    /// event back in the form it loads from.
    func testTheFormsWithoutAMomentLoadAndWriteBack() throws {
        let text = """
            scene: Moments
            state:
              count: Int
            root:
              Text: Hello
              onChange: { action: [{ set: { count: "1" } }] }
              onOpenURL: { action: [{ set: { count: "2" } }] }
              refreshable: [{ set: { count: "3" } }]
              onSubmit:

            """
        let load = try loaded(text, "moments.yaml")
        XCTAssertEqual(load.diagnostics.map(\.message), [])
        let scene = try XCTUnwrap(load.scene)
        let events = scene.nodes.flatMap(\.modifiers).compactMap { modifier -> String? in
            guard case .event(let handler) = modifier.kind, case .external(let event) = handler.event else { return nil }
            return "\(event.modifier) \(event.byPerson) \(handler.statements.count)"
        }
        XCTAssertEqual(events, ["onChange false 1", "onOpenURL false 1", "refreshable true 1", "onSubmit true 0"])
        let written = SceneWriter.yaml(scene)
        XCTAssertTrue(written.contains("    onChange:\n      action:\n        - set: { count: \"1\" }\n    onOpenURL:\n      action:\n"), written)
        XCTAssertTrue(written.contains("    refreshable:\n      - set: { count: \"3\" }\n    onSubmit:\n      []\n"), written)
        let again = try loaded(written, "again.yaml")
        XCTAssertEqual(again.diagnostics.map(\.message), [])
        XCTAssertEqual(SceneWriter.yaml(try XCTUnwrap(again.scene)), written)
    }

    /// Before these modifiers ran statements they took any value: words, a Bool, a mapping still load, run nothing,
    /// and are a deprecated-form warning whose fix-it writes `[]`.
    func testOldPresentationalValuesStillLoadWithAFixIt() throws {
        let text = """
            scene: Old
            state:
              count: Int
            root:
              VStack:
                - Text: Hello
                  onTapGesture: opens the detail
                - Text: World
                  refreshable: true
                  onSubmit: { count: 2 }
                  onReceive: [{ set: { count: "4" } }]

            """
        let load = try loaded(text, "old.yaml")
        XCTAssertFalse(load.diagnostics.contains { $0.severity == .error }, load.diagnostics.map(\.message).description)
        XCTAssertEqual(load.diagnostics.map(\.id), ["deprecated-form", "deprecated-form", "deprecated-form"])
        XCTAssertEqual(load.diagnostics.map(\.range.start.line), [7, 9, 10])
        XCTAssertEqual(load.diagnostics.flatMap(\.fixIts).flatMap(\.edits).map(\.replacement), ["[]  # opens the detail", "[]  # true", "[]"])
        let scene = try XCTUnwrap(load.scene)
        let counts = scene.nodes.flatMap(\.modifiers).compactMap { modifier -> Int? in
            guard case .event(let handler) = modifier.kind else { return nil }
            return handler.statements.count
        }
        XCTAssertEqual(counts, [0, 0, 0, 1])
    }
}

/// The REPL's help text, as `help` prints it.
enum CommandSpecText {
    static var help: String {
        (try? Session.open(path: Support.packageRoot.appendingPathComponent("Examples/PushableStack.yaml").path).get())?.execute("help").text ?? ""
    }
}
