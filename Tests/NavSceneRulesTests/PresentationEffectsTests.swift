import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRuntime
import XCTest

/// `multiple-sheets`' second form (a Button that closes its sheet and presents another in the same tap) searches for
/// a witness only for Buttons one run of whose action does both. A dismissal and a sheet's trigger on exclusive
/// branches (`if changed { showStash = true } else { dismiss() }`), or an alert's trigger beside the dismissal, can
/// never meet the goal: such a Button is no candidate (on a real app the search for it ran out of budget and the
/// correct app failed the lint with `exploration-budget`).
final class PresentationEffectsTests: XCTestCase {
    func scene(_ actions: String) -> String {
        """
        scene: Switcher
        state:
          showSwitch: { type: Bool, initial: false }
          showStash: { type: Bool, initial: false }
          showError: { type: Bool, initial: false }
          changed: { type: Bool, initial: false }
        root:
          NavigationStack:
            - Button: { title: Switch, action: [{ set: { showSwitch: true } }] }
              sheet:
                isPresented: $showSwitch
                content:
                  - Button:
                      title: Go
                      action: \(actions)
              alert:
                isPresented: $showError
                title: Failed
            - Text: Stash
              sheet:
                isPresented: $showStash
                content: { Text: Stash changes }

        """
    }

    func effects(_ actions: String) throws -> (dismissesAndWrites: Bool, writesTwo: Bool) {
        let load = SceneLoader.load(source: SourceFile(path: "switcher.yaml", bytes: Array(scene(actions).utf8)))
        let scene = try XCTUnwrap(load.scene, "\(load.diagnostics)")
        let analysis = ReachabilityAnalysis(scene: scene, data: DataStore(scene: scene))
        analysis.run()
        // The Button whose entry is the line before `title: Go`.
        let lines = self.scene(actions).split(separator: "\n", omittingEmptySubsequences: false)
        let line = try XCTUnwrap(lines.firstIndex { $0.contains("title: Go") })
        let go = try XCTUnwrap(scene.nodes.first { node in
            if case .button = node.element { return node.nameRange.start.line == line } else { return false }
        })
        return analysis.presentationEffects(ofButton: go.id, triggers: analysis.sheetTriggers)
    }

    func testOneRunThatDismissesAndPresentsIsACandidate() throws {
        let e = try effects("[{ set: { showStash: true } }, dismiss]")
        XCTAssertTrue(e.dismissesAndWrites)
        XCTAssertFalse(e.writesTwo)
    }

    func testExclusiveBranchesAreNoCandidate() throws {
        let e = try effects("[{ if: changed, then: [{ set: { showStash: true } }], else: [dismiss] }]")
        XCTAssertFalse(e.dismissesAndWrites)
        XCTAssertFalse(e.writesTwo)
    }

    func testAnAlertBesideTheDismissalIsNoCandidate() throws {
        let e = try effects("[{ set: { showError: true } }, dismiss]")
        XCTAssertFalse(e.dismissesAndWrites)
    }

    func testTwoSheetTriggersInOneRun() throws {
        let e = try effects("[{ set: { showSwitch: false } }, { set: { showStash: true } }]")
        XCTAssertTrue(e.writesTwo)
        let exclusive = try effects("[{ if: changed, then: [{ set: { showSwitch: false } }], else: [{ set: { showStash: true } }] }]")
        XCTAssertFalse(exclusive.writesTwo)
    }

    /// A Button that runs its view's action parameter: the caller's closure is the run (`ViewDecl.Parameter.isAction`),
    /// read in the caller's context.
    func testAnActionParameterIsTheCallersClosure() throws {
        func effects(_ given: String) throws -> (dismissesAndWrites: Bool, writesTwo: Bool) {
            let source = """
            scene: Switcher
            state:
              showSwitch: { type: Bool, initial: false }
              showStash: { type: Bool, initial: false }
            views:
              GoButton:
                parameters: { action: () -> Void }
                body:
                  Button:
                    title: Go
                    action: [{ run: action }]
            root:
              NavigationStack:
                - Button: { title: Switch, action: [{ set: { showSwitch: true } }] }
                  sheet:
                    isPresented: $showSwitch
                    content: { GoButton: { action: \(given) } }
                - Text: Stash
                  sheet:
                    isPresented: $showStash
                    content: { Text: Stash changes }

            """
            let load = SceneLoader.load(source: SourceFile(path: "switcher.yaml", bytes: Array(source.utf8)))
            let scene = try XCTUnwrap(load.scene, "\(load.diagnostics)")
            let analysis = ReachabilityAnalysis(scene: scene, data: DataStore(scene: scene))
            analysis.run()
            let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
            let line = try XCTUnwrap(lines.firstIndex { $0.contains("title: Go") })
            let go = try XCTUnwrap(scene.nodes.first { node in
                if case .button = node.element { return node.nameRange.start.line == line } else { return false }
            })
            return analysis.presentationEffects(ofButton: go.id, triggers: analysis.sheetTriggers)
        }
        XCTAssertTrue(try effects("[{ set: { showSwitch: false } }, { set: { showStash: true } }]").writesTwo)
        XCTAssertFalse(try effects("[{ set: { showStash: true } }]").writesTwo)
    }

    /// Through the rules: the one-run Button is reported, the exclusive one is neither reported nor left undecided.
    func testTheRuleReportsOnlyTheOneRun() {
        func ids(_ actions: String) -> [String] {
            lint(SceneLoader.load(source: SourceFile(path: "switcher.yaml", bytes: Array(scene(actions).utf8)))).map(\.id)
        }
        XCTAssertTrue(ids("[{ set: { showStash: true } }, dismiss]").contains("multiple-sheets"))
        let exclusive = ids("[{ if: changed, then: [{ set: { showStash: true } }], else: [dismiss] }]")
        XCTAssertFalse(exclusive.contains("multiple-sheets") || exclusive.contains("exploration-budget"), "\(exclusive)")
    }
}
