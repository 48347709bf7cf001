import NavSceneDiagnostics
import NavSceneLoader
import XCTest
@testable import NavSceneRules

/// A finding's advice, followed to the letter, leads to a scene that loads and no longer has the finding.
final class AdviceTests: XCTestCase {
    static func scene(state: String, encode: String) -> String {
        """
        scene: Advice
        types:
          Note: { fields: { id: Int, title: String }, identifiedBy: id, codable: true }
        data:
          Note:
            first: { id: 1, title: First }
        state:
          path: \(state)
        root:
          NavigationStack:
            path: $path
            root:
              List:
                - NavigationLink: { title: First, value: Note.first }
              navigationDestination:
                for: Note
                as: note
                destination: { Text: "{note.title}" }
        persistence:
          sceneStorage: navigation
          encode:
            \(encode)

        """
    }

    func testModelValuesInANavigationPathAdviseATypedPathThatLoads() {
        let before = SceneLoader.load(source: SourceFile(path: "a.yaml", text: Self.scene(state: "NavigationPath", encode: "saved: path")))
        XCTAssertEqual(before.diagnostics.filter { $0.severity == .error }, [])
        let finding = lint(before).first { $0.id == "model-values-in-path" }
        XCTAssertEqual(finding?.message,
                       "'path' saves whole Note values; make it a typed path (`path: \"[Note]\"`) and save its identities (`{ids: path}`) so restoration reads the current data")
        let after = SceneLoader.load(source: SourceFile(path: "a.yaml", text: Self.scene(state: "\"[Note]\"", encode: "saved: { ids: path }")))
        XCTAssertEqual(after.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        XCTAssertNil(lint(after).first { $0.id == "model-values-in-path" })
    }
}
