import NavSceneDiagnostics
import NavSceneLoader
@testable import NavSceneRules
import XCTest

/// `multiple-sheets` searches a trigger written alone (one flag of every feature, set by each feature's Buttons) only
/// where one view declares two presentations on it. That is decided once per trigger, however many actions write it:
/// the answer must not depend on how many there are, nor on which of them comes first.
final class SheetCandidatesScaleTests: XCTestCase {
    /// `features` views each with a Button setting the shared `editing` flag and one sheet on it; the view `Twice`
    /// has two sheets on it (on two of its views) and a Button of its own.
    func scene(features: Int, twiceFirst: Bool) -> String {
        var views = ""
        var uses = ""
        for n in 0..<features {
            views += """
              Feature\(n):
                body:
                  - Button: { title: Edit \(n), action: [{ set: { editing: true } }] }
                    sheet:
                      isPresented: $editing
                      content: { Text: Editor \(n) }

            """
            uses += "      - Feature\(n)\n"
        }
        let twice = """
              Twice:
                body:
                  - Button: { title: Edit, action: [{ set: { editing: true } }] }
                    sheet:
                      isPresented: $editing
                      content: { Text: One }
                  - Text: Two
                    sheet:
                      isPresented: $editing
                      content: { Text: Two }

            """
        return """
        scene: Features
        state:
          editing: Bool
        views:
        \(twiceFirst ? twice + views : views + twice)
        root:
          NavigationStack:
            - VStack:
        \(uses)      - Twice

        """
    }

    func testASharedTriggerIsSearchedOnlyInTheViewWithTwoSheetsOnIt() throws {
        for features in [1, 40] {
            for twiceFirst in [false, true] {
                let load = SceneLoader.load(source: SourceFile(path: "scene.yaml", bytes: Array(scene(features: features, twiceFirst: twiceFirst).utf8)))
                XCTAssertEqual(load.diagnostics.filter { $0.severity == .error }.map(\.message), [])
                let loaded = try XCTUnwrap(load.scene)
                var sites: [MultipleSheets.Site] = []
                for node in loaded.nodes {
                    for (index, modifier) in node.modifiers.enumerated() {
                        if case .presentation = modifier.kind { sites.append(MultipleSheets.Site(node: node.id, modifier: index)) }
                    }
                }
                XCTAssertEqual(sites.count, features + 2)
                let chosen = MultipleSheets.candidates(sites, loaded)
                XCTAssertEqual(chosen.count, 2, "\(features) features")
                XCTAssertEqual(Set(chosen.map { loaded.nodes[$0.node].owningView }), ["Twice"])
            }
        }
    }
}
