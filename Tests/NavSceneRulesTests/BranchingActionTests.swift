import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRuntime
import XCTest
@testable import NavSceneRules

/// An `if` statement in a scene file: the interpreter runs the branch the condition's value picks; the analysis
/// follows each branch whose condition can hold, and no other.
final class BranchingActionTests: XCTestCase {
    func load(_ yaml: String) throws -> Scene {
        let result = SceneLoader.load(source: SourceFile(path: packageRoot + "/Examples/inline-branches.yaml", text: yaml))
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        return try XCTUnwrap(result.scene)
    }

    /// A Button that pushes Settings when `admin` is true and Profile otherwise; `extra` adds what may set `admin`.
    func scene(_ extra: String) -> String {
        """
        scene: Branches
        state:
          path: "[String]"
          admin: Bool
          nickname: String?
        root:
          NavigationStack:
            path: $path
            root:
              VStack:
                - Button:
                    title: Open
                    action:
                      - if: admin
                        then: [{ append: { path: "\\"settings\\"" } }]
                        else: [{ append: { path: "\\"profile\\"" } }]
                - Button:
                    title: Greet
                    action:
                      - if: nickname
                        let: name
                        then: [{ append: { path: name } }]
        \(extra)
              navigationDestination:
                for: String
                as: page
                destination: { Text: "{page}" }
        """
    }

    func pushed(_ scene: Scene) -> Set<Value> {
        let analysis = ReachabilityAnalysis(scene: scene, data: DataStore(scene: scene))
        analysis.run()
        return analysis.pushes[.bound("path")]?["String"]?.concrete ?? []
    }

    func testEachBranchIsReachableOnlyWhenItsConditionCanHold() throws {
        let fixed = try load(scene(""))
        XCTAssertEqual(pushed(fixed), [.string("profile")], "admin is never true and nickname never set")
        let toggled = try load(scene("""
                - Button: { title: Admin, action: [{ toggle: admin }] }
                - Button: { title: Name, action: [{ set: { nickname: "\\"ada\\"" } }] }
        """))
        XCTAssertEqual(pushed(toggled), [.string("profile"), .string("settings"), .string("ada")])
    }

    func testTheInterpreterTakesTheBranchTheValuePicks() throws {
        let runtime = SceneRuntime(scene: try load(scene("""
                - Button: { title: Admin, action: [{ toggle: admin }] }
                - Button: { title: Name, action: [{ set: { nickname: "\\"ada\\"" } }] }
        """)), size: .regular)
        func tap(_ label: String) throws { runtime.activate(try XCTUnwrap(runtime.frame.elements.first { $0.label == label }, label)) }
        func path() -> [Value] { runtime.state.values["path"]?.listItems ?? [] }
        try tap("Greet")
        XCTAssertEqual(path(), [], "nickname is nil: the then-branch does not run")
        try tap("Open")
        XCTAssertEqual(path(), [.string("profile")])
        runtime.back()
        try tap("Admin")
        try tap("Name")
        try tap("Greet")
        XCTAssertEqual(path(), [.string("ada")])
        runtime.back()
        try tap("Open")
        XCTAssertEqual(path(), [.string("settings")])
    }
}
