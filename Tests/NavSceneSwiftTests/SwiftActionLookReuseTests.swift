import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
@testable import NavSceneSwift
import XCTest

/// `declareActions` looks at each parameterless view method to decide whether it is a scene-wide action (one that
/// reads what only its view's instance has is not); dropping one makes its calls read in place, which can expose the
/// methods that call it, so the look repeats in rounds until none is dropped. A method none of whose read actions was
/// dropped since its last look is put back, not translated again (`ActionLooks`): the scene is the one the full rounds
/// give, down to the unknown values' numbers.
final class SwiftActionLookReuseTests: XCTestCase {
    /// `c` calls `b`, which calls `a`, which reads the view's parameter: three rounds drop one each (declared in
    /// that order, each is looked at before the one it calls is dropped), a fourth drops none. `d` and `e` are
    /// actions that each declare an unknown value every time they are looked at.
    let source = """
    import SwiftUI
    enum Route: Hashable { case detail, settings }
    struct Home: View {
        let title: String
        @State private var path = NavigationPath()
        var body: some View {
            NavigationStack(path: $path) {
                VStack {
                    Button("c") { c() }
                    Button("d") { d() }
                    Button("e") { e() }
                }
                .navigationDestination(for: Route.self) { route in Text("\\(route)") }
            }
        }
        func c() { b() }
        func d() { if Bool.random() { path.append(Route.detail) } }
        func b() { a() }
        func e() { if Bool.random() { path.append(Route.settings) } }
        func a() { if title.isEmpty { path.append(Route.settings) } }
    }
    @main struct Shop: App {
        var body: some Scene { WindowGroup { Home(title: "t") } }
    }
    """

    func build(putsBack: Bool) -> (scene: Scene, looks: (translated: Int, kept: Int)) {
        let facts = [SwiftFileFacts(SwiftSource(file: SourceFile(path: "Home.swift", text: source), configuration: BuildConfiguration(platform: .iOS)))]
        return SwiftFrontEnd.onLargeStack {
            let builder = SceneBuilder(module: SwiftModule(files: facts), name: "App", range: .synthetic("Home.swift"), forcedOpaque: [])
            builder.putsBackLooks = putsBack
            let scene = builder.build()
            return (scene, builder.actionLooks)
        }
    }

    func testAMethodWhoseReadActionsStayIsPutBackNotLookedAtAgain() throws {
        let reused = build(putsBack: true)
        let full = build(putsBack: false)
        // Full rounds: 5 + 4 + 3 + 2 looks. Put back: each method once, `b` again after `a` is dropped, `c` again
        // after `b` is; every other look of a remaining method is put back.
        XCTAssertEqual(full.looks.translated, 14)
        XCTAssertEqual(full.looks.kept, 0)
        XCTAssertEqual(reused.looks.translated, 7)
        XCTAssertEqual(reused.looks.kept, 7)
        // The same actions: `a`, `b` and `c` read the instance's parameter (directly or in place), `d` and `e` do not.
        XCTAssertEqual(reused.scene.actionOrder, ["d", "e"])
        XCTAssertEqual(full.scene.actionOrder, reused.scene.actionOrder)
        // The same state, down to the unknown values each look declared (the put-back ones renumbered as a new look
        // would number them) and the ones the actions and the body read.
        XCTAssertEqual(reused.scene.state.map(\.name), full.scene.state.map(\.name))
        XCTAssertEqual(reused.scene.state.map(\.isUnknown), full.scene.state.map(\.isUnknown))
        XCTAssertEqual(reused.scene.state.map(\.isLatent), full.scene.state.map(\.isLatent))
        XCTAssertEqual(reused.scene.state.map(\.range), full.scene.state.map(\.range))
        XCTAssertGreaterThan(full.scene.state.filter(\.isUnknown).count, 10)
        XCTAssertEqual(reused.scene.opaque.map(\.range), full.scene.opaque.map(\.range))
        XCTAssertEqual(reused.scene.opaque.map(\.what), full.scene.opaque.map(\.what))
        // The whole scene, as a scene file says it.
        let written = SceneWriter.yaml(reused.scene)
        XCTAssertEqual(written, SceneWriter.yaml(full.scene))
        XCTAssertTrue(written.contains("_unknown"), written)
    }
}
