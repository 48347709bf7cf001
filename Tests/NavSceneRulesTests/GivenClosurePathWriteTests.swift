import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
@testable import NavSceneRules
import NavSceneRuntime
import XCTest

/// `path-written-twice` for a Button that runs a closure its callers give (a view's action parameter): the candidate
/// is what the callers' closures run, each where its caller wrote it (`ReachabilityAnalysis.givenClosureRuns`), the
/// statements the interpreter runs. A Button whose closures write no path is no candidate: before, it was searched
/// against a root that reads a value the model cannot compute, and a counter made the search endless
/// (`exploration-budget`, an error on a correct app). A closure that switches the root and pushes is a lost push, with
/// its witness: before, the closure's writes were dropped and the finding was missed.
final class GivenClosurePathWriteTests: XCTestCase {
    /// A card whose Buttons run its callers' closures, under a stack whose root reads an unknown Bool; a counter
    /// (`onChange` of the path) makes the states endless. The closures never write the path.
    static let correct = """
        scene: GivenClosure
        types:
          Mail: { enum: [welcome, receipt] }
        state:
          gate: { type: Bool, unknown: true }
          signedUp: Bool
          changes: Int
          path: "[Mail]"
        views:
          Card:
            parameters: { onDismiss: "() -> Void", onSubmit: "() -> Void" }
            body:
              VStack:
                - Button: { title: No thanks, action: [{ run: onDismiss }] }
                - Button: { title: Sign up, action: [{ run: onSubmit }] }
        root:
          NavigationStack:
            path: $path
            root:
              - if: gate
                then:
                  Text: Inbox
                else:
                  VStack:
                    - Text: "{changes}"
                    - NavigationLink: { title: Latest, value: Mail.receipt }
                    - if: "!signedUp"
                      then:
                        Card:
                          onDismiss: []
                          onSubmit:
                            - set: { signedUp: true }
                  onChange:
                    of: path
                    action:
                      - set: { changes: "changes + 1" }
                  navigationDestination:
                    for: Mail
                    as: mail
                    destination: { Text: "{mail}" }
          onChange:
            of: signedUp
            action:
              - set: { changes: "changes + 1" }
        """

    /// The caller's closure switches the stack's root (`signedUp`) and pushes in the same update: the push is lost.
    static let lostPush = """
        scene: GivenClosureLostPush
        types:
          Mail: { enum: [welcome, receipt] }
        state:
          signedUp: Bool
          path: "[Mail]"
        views:
          Card:
            parameters: { onSubmit: "() -> Void" }
            body:
              Button: { title: Sign up, action: [{ run: onSubmit }] }
        root:
          NavigationStack:
            path: $path
            root:
              - if: signedUp
                then:
                  Text: Inbox
                  navigationDestination:
                    for: Mail
                    as: mail
                    destination: { Text: "{mail}" }
                else:
                  Card:
                    onSubmit:
                      - set: { signedUp: true }
                      - append: { path: Mail.welcome }
        """

    func load(_ text: String) throws -> LoadResult {
        let load = SceneLoader.load(source: SourceFile(path: "given.yaml", bytes: Array(text.utf8)))
        XCTAssertEqual(load.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        _ = try XCTUnwrap(load.scene)
        return load
    }

    func testClosuresThatWriteNoPathAreNoCandidate() throws {
        let found = lint(try load(Self.correct)).filter { $0.severity != .info }
        XCTAssertEqual(found.map(\.id), [], "\(found.map(\.message))")
    }

    func testAClosureThatSwitchesTheRootAndPushesIsFoundWithItsWitness() throws {
        let load = try load(Self.lostPush)
        let found = lint(load).filter { $0.id == "path-written-twice" }
        XCTAssertEqual(found.count, 1, "\(lint(load).map(\.message))")
        // At the card's Button (line 11), with the caller's write and the witness.
        XCTAssertEqual(found.first?.range.start.line, 11)
        let text = render(found, load)
        XCTAssertTrue(text.contains("it writes the path here"), text)
        XCTAssertTrue(text.contains("the push is lost when run in the initial state"), text)
    }

    /// The analysis: the card's Button runs its caller's statements, each with the state key it writes.
    func testGivenClosureRunsFollowTheCallersClosures() throws {
        let scene = try XCTUnwrap(try load(Self.lostPush).scene)
        let analysis = ReachabilityAnalysis(scene: scene, data: DataStore(scene: scene))
        analysis.run()
        let button = try XCTUnwrap(scene.nodes.first { node in
            if case .button = node.element { return analysis.realised.contains(node.id) }
            return false
        })
        let runs = try XCTUnwrap(analysis.givenClosureRuns(ofButton: button.id))
        XCTAssertEqual(runs.map(\.key), ["signedUp", "path"])
    }
}
