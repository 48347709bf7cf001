import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRules
import NavSceneRuntime
import XCTest

/// A latent value (`StateVariable.isLatent`, `latent: true`): what code the model does not compute writes to a path
/// or a selection. The analysis reads it as any value of its type (so nothing it may show is unreachable) and records
/// its pushes from no place a rule names; the interpreter never gives it a value, so a run that reads it fails and
/// leaves the state as it was (no witness passes through it).
final class LatentValueTests: XCTestCase {
    static func scene(latent: Bool, pops: Bool = false, appends: Bool = false, start: String = "") -> String {
        """
        scene: Latent
        types:
          Pier: { enum: [north, south] }
        state:
          path: "[Pier]"
          saved: { type: "[Pier]"\(start), unknown: true\(latent ? ", latent: true" : "") }
        root:
          NavigationStack:
            path: $path
            root:
              VStack:
                - Button: { title: Restore, action: [{ set: { path: saved } }\(pops ? ", { removeLast: path }" : "")] }
        \(appends ? "        - Button: { title: Sail, action: [{ append: { path: Pier.north } }] }\n" : "")
        """
    }

    func load(_ text: String) throws -> Scene {
        let load = SceneLoader.load(source: SourceFile(path: "latent.yaml", bytes: Array(text.utf8)))
        XCTAssertEqual(load.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        return try XCTUnwrap(load.scene, "\(load.diagnostics)")
    }

    func diagnostics(_ text: String) -> [Diagnostic] {
        lint(SceneLoader.load(source: SourceFile(path: "latent.yaml", bytes: Array(text.utf8))))
    }

    /// The loader reads `latent: true` (an unknown value, too) and the writer writes it back.
    func testTheFlagIsReadAndWritten() throws {
        let scene = try load(Self.scene(latent: true))
        let saved = try XCTUnwrap(scene.stateVariable("saved"))
        XCTAssertTrue(saved.isLatent)
        XCTAssertTrue(saved.isUnknown)
        XCTAssertFalse(try XCTUnwrap(scene.stateVariable("path")).isLatent)
        XCTAssertTrue(SceneWriter.yaml(scene).contains("unknown: true, latent: true"))
    }

    /// The analysis: the path may hold any list of Piers after the write; the Piers it may hold are pushed from the
    /// start (`PushSource.initial`), not by the Button.
    func testTheAnalysisTakesAnyValueFromNoPlace() throws {
        let scene = try load(Self.scene(latent: true))
        let analysis = ReachabilityAnalysis(scene: scene, data: DataStore(scene: scene))
        analysis.run()
        XCTAssertTrue(analysis.isComplete)
        XCTAssertNotEqual(analysis.facts(of: "path"), .just(.list([])))
        XCTAssertNotNil(analysis.pushes[.bound("path")]?["Pier"])
        let sources = try XCTUnwrap(analysis.pushSources[.bound("path")])
        XCTAssertFalse(sources.isEmpty)
        XCTAssertTrue(sources.values.allSatisfy { $0 == [.initial] }, "\(sources)")
    }

    /// The interpreter: the run reading the latent value fails and the state stays as it was; an unknown value that is
    /// not latent is its launch value (`initial`, here one Pier).
    func testTheInterpreterDoesNotRunThroughIt() throws {
        for latent in [true, false] {
            let scene = try load(Self.scene(latent: latent, start: ", initial: \"[Pier.north]\""))
            let navigator = Navigator(scene: scene, data: DataStore(scene: scene))
            let state = navigator.initialState()
            let frame = navigator.render(state)
            let restore = try XCTUnwrap(frame.elements.first { $0.label == "Restore" })
            let (next, outcome) = navigator.activate(restore, in: frame, state)
            // A latent value has no value in any state the interpreter makes.
            XCTAssertEqual(navigator.initialState().values["saved"] == nil, latent)
            if latent {
                XCTAssertFalse(outcome.changed)
                XCTAssertTrue(outcome.message.contains("the simulator does not run through it"), outcome.message)
                XCTAssertEqual(next.values["path"], state.values["path"])
            } else {
                XCTAssertEqual(next.values["path"], .list([.enumCase(type: "Pier", name: "north", payload: [])]))
            }
        }
    }

    /// No "a bad state exists" finding from a latent value: a pop after the write could crash only if the value were
    /// the empty list, which the interpreter makes of a plain unknown value (the twin: the finding), never of a latent
    /// one. A Button pushing a Pier the stack has no destination for is still reported; the write of any Piers is not.
    func testNoFindingIsBuiltFromALatentValue() throws {
        let plain = diagnostics(Self.scene(latent: false, pops: true))
        XCTAssertTrue(plain.contains { $0.id == "pop-empty-path" }, "\(plain.map(\.message))")
        let latent = diagnostics(Self.scene(latent: true, pops: true))
        XCTAssertFalse(latent.contains { $0.id == "pop-empty-path" }, "\(latent.map(\.message))")
        XCTAssertFalse(latent.contains { $0.id == "link-without-destination" }, "\(latent.map(\.message))")
        let appends = diagnostics(Self.scene(latent: true, appends: true))
        XCTAssertEqual(appends.filter { $0.id == "link-without-destination" }.map(\.message),
                       ["this Button puts a Pier on the path, but no navigationDestination for Pier is visible to the stack"])
    }

    /// A Bool a sheet reads, written with a value the model cannot compute (`showSettings = saved()`): `flag` is that
    /// value, here one that starts `true`.
    static func sheets(latent: Bool) -> String {
        """
        scene: LatentSheets
        state:
          showHelp: Bool
          showSettings: Bool
          flag: { type: Bool, initial: true, unknown: true\(latent ? ", latent: true" : "") }
        root:
          VStack:
            - Button: { title: Both, action: [{ set: { showHelp: true, showSettings: flag } }] }
          sheet:
            - isPresented: $showHelp
              content: [{ Text: Help }]
            - isPresented: $showSettings
              content: [{ Text: Settings }]
        """
    }

    /// Any state, not only a path: the analysis takes a latent Bool as both values (the sheet it drives may show);
    /// the interpreter never runs through it, so no second sheet is shown over the first from it. A plain unknown
    /// value runs as its launch value (`true`), and the witness search builds the finding from it.
    func testALatentBoolMayPresentButBuildsNoFinding() throws {
        let scene = try load(Self.sheets(latent: true))
        let analysis = ReachabilityAnalysis(scene: scene, data: DataStore(scene: scene))
        analysis.run()
        XCTAssertTrue(analysis.isComplete)
        let facts = try XCTUnwrap(analysis.facts(of: "showSettings"))
        XCTAssertTrue(facts.mayTakeThen && facts.mayTakeElse, "\(facts)")
        let latent = diagnostics(Self.sheets(latent: true))
        XCTAssertFalse(latent.contains { $0.id == "multiple-sheets" }, "\(latent.map(\.message))")
        let plain = diagnostics(Self.sheets(latent: false))
        XCTAssertTrue(plain.contains { $0.id == "multiple-sheets" }, "\(plain.map(\.message))")
    }
}
