import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRuntime
import XCTest

/// A path the front end could not compute (`StateVariable.isUnknown`, the Swift front end's stack bound to another
/// module's model or to a TCA `StackState`) holds zero or more values of its element type in any order: every value
/// of the element type may be on the stack bound to it, so each destination the stack declares for that type may be on
/// top. A known path with the same declarations pushes nothing by itself.
final class UnknownPathAnalysisTests: XCTestCase {
    static let typed = """
    scene: Aquarium
    types:
      Fish: { enum: [nemo, dory] }
      Tool: { enum: [net] }
    state:
      path: "[Fish]"
    root:
      NavigationStack:
        path: $path
        root:
          - Text: Tank
            navigationDestination:
              - for: Fish
                as: fish
                destination: { Text: "Fish {fish}" }
              - for: Tool
                as: tool
                destination: { Text: "Tool {tool}" }
    """

    static let heterogeneous = typed.replacingOccurrences(of: "path: \"[Fish]\"", with: "path: NavigationPath")

    /// The scene, analysed with its `path` unknown or not.
    func analyse(_ text: String, unknownPath: Bool) throws -> (ReachabilityAnalysis, Scene) {
        let load = SceneLoader.load(source: SourceFile(path: "aquarium.yaml", bytes: Array(text.utf8)))
        let scene = try XCTUnwrap(load.scene, "\(load.diagnostics)")
        let index = try XCTUnwrap(scene.state.firstIndex { $0.name == "path" })
        scene.state[index].isUnknown = unknownPath
        let analysis = ReachabilityAnalysis(scene: scene, data: DataStore(scene: scene))
        analysis.run()
        XCTAssertTrue(analysis.isComplete)
        return (analysis, scene)
    }

    /// The text node whose first part is `prefix`.
    func text(_ prefix: String, in scene: Scene) throws -> ViewNode {
        try XCTUnwrap(scene.nodes.first { node in
            if case .text(let template) = node.element, case .text(let first)? = template.parts.first { return first.hasPrefix(prefix) }
            return false
        })
    }

    func testAnUnknownTypedPathMayHoldEveryValueOfItsElementType() throws {
        let (analysis, scene) = try analyse(Self.typed, unknownPath: true)
        let pushed = try XCTUnwrap(analysis.pushes[.bound("path")]?["Fish"]?.concrete)
        XCTAssertEqual(pushed, [.enumCase(type: "Fish", name: "nemo", payload: []), .enumCase(type: "Fish", name: "dory", payload: [])])
        XCTAssertTrue(analysis.realised.contains(try text("Fish ", in: scene).id))
        // A typed path never holds another type: the Tool destination is not shown by it.
        XCTAssertNil(analysis.pushes[.bound("path")]?["Tool"])
        XCTAssertFalse(analysis.realised.contains(try text("Tool ", in: scene).id))
        XCTAssertFalse(analysis.anyTypePushes.contains(.bound("path")))
    }

    func testAnUnknownNavigationPathMayHoldAValueOfEveryDeclaredType() throws {
        let (analysis, scene) = try analyse(Self.heterogeneous, unknownPath: true)
        XCTAssertTrue(analysis.anyTypePushes.contains(.bound("path")))
        XCTAssertTrue(analysis.realised.contains(try text("Fish ", in: scene).id))
        XCTAssertTrue(analysis.realised.contains(try text("Tool ", in: scene).id))
    }

    func testAKnownEmptyPathPushesNothingByItself() throws {
        for text in [Self.typed, Self.heterogeneous] {
            let (analysis, scene) = try analyse(text, unknownPath: false)
            XCTAssertNil(analysis.pushes[.bound("path")])
            XCTAssertFalse(analysis.anyTypePushes.contains(.bound("path")))
            XCTAssertFalse(analysis.realised.contains(try self.text("Fish ", in: scene).id))
        }
    }
}
