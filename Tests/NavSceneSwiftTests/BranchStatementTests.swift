import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRuntime
@testable import NavSceneRules
@testable import NavSceneSwift
import XCTest

/// Statements with branches (`if`, `guard`, `switch`, `do`/`catch`, loops) in Swift actions: what the front end
/// builds, what the interpreter runs, and what the analysis and the exploration conclude from it.
final class BranchStatementTests: XCTestCase {
    func load(_ source: String) throws -> Scene {
        let result = SwiftFrontEnd.load([SourceFile(path: "App.swift", text: source)], name: "Test")
        XCTAssertEqual(result.diagnostics.filter { $0.severity != .info }.map(\.message), [])
        return try XCTUnwrap(result.scene)
    }

    func stack(_ actions: String, state: String = "", extra: String = "") -> String {
        """
        import SwiftUI

        enum Page: Hashable { case first, second, third }

        struct Home: View {
            @State private var path: [Page] = []
            @State private var flag = false
        \(state)
            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        Button("Flip") { flag.toggle() }
        \(actions)
                    }
                    .navigationDestination(for: Page.self) { page in Text("page") }
                }
            }
        }
        \(extra)
        """
    }

    /// The pages a tap on `label` pushes from launch, one list per way the action can go (the exploration's view).
    func pushes(_ scene: Scene, tapping label: String, after taps: [String] = []) throws -> Set<[String]> {
        let navigator = Navigator(scene: scene, data: DataStore(scene: scene))
        var state = navigator.launchState(size: .regular)
        for tap in taps {
            let frame = navigator.render(state)
            state = navigator.activate(try XCTUnwrap(frame.elements.first { $0.label == tap }, tap), in: frame, state).0
        }
        let frame = navigator.render(state)
        let element = try XCTUnwrap(frame.elements.first { $0.label == label }, label)
        return Set(navigator.activateEach(element, in: frame, state).map { result in
            (result.0.values["path"]?.listItems ?? []).map { navigator.display($0) }
        })
    }

    func testAnIfOnStateTakesTheBranchItsValueSays() throws {
        let scene = try load(stack("""
                        Button("Open") {
                            if flag { path.append(.second) } else { path.append(.first) }
                        }
        """))
        XCTAssertEqual(scene.opaque.filter(\.isUnknownNavigation).map(\.what), [])
        XCTAssertEqual(try pushes(scene, tapping: "Open"), [["first"]])
        XCTAssertEqual(try pushes(scene, tapping: "Open", after: ["Flip"]), [["second"]])
    }

    func testAReturnInABranchEndsTheAction() throws {
        let scene = try load(stack("""
                        Button("Open") {
                            if flag {
                                path.append(.second)
                                return
                            }
                            path.append(.first)
                        }
                        Button("Guarded") {
                            guard flag else { return }
                            path.append(.third)
                        }
        """))
        XCTAssertEqual(scene.opaque.filter(\.isUnknownNavigation).map(\.what), [])
        XCTAssertEqual(try pushes(scene, tapping: "Open"), [["first"]])
        XCTAssertEqual(try pushes(scene, tapping: "Open", after: ["Flip"]), [["second"]])
        XCTAssertEqual(try pushes(scene, tapping: "Guarded"), [[]])
        XCTAssertEqual(try pushes(scene, tapping: "Guarded", after: ["Flip"]), [["third"]])
    }

    /// A condition the front end cannot compute is an unknown Bool: the exploration tries both ways, the analysis
    /// joins both, and the unknown condition is an abstraction, not a hole in the model.
    func testAnUnknownConditionTakesBothBranches() throws {
        let scene = try load(stack("""
                        Button("Open") {
                            if model.isReady() { path.append(.second) } else { path.append(.first) }
                        }
        """, state: "    let model = Loader()", extra: "final class Loader { func isReady() -> Bool { Bool.random() } }"))
        XCTAssertEqual(scene.opaque.filter(\.isUnknownNavigation).map(\.what), [])
        XCTAssertEqual(scene.opaque.filter(\.isAbstraction).map(\.what), ["if model.isReady()"])
        XCTAssertEqual(try pushes(scene, tapping: "Open"), [["first"], ["second"]])
        let analysis = ReachabilityAnalysis(scene: scene, data: DataStore(scene: scene))
        analysis.run()
        XCTAssertEqual(analysis.pushes[.bound("path")]?["Page"]?.concrete?.count, 2)
    }

    func testSwitchDoCatchAndLoops() throws {
        let scene = try load(stack("""
                        Button("Switch") {
                            switch mode {
                            case .one: path.append(.first)
                            case .two: path.append(.second)
                            }
                        }
                        Button("Next") { mode = .two }
                        Button("Load") {
                            do {
                                try loader.load()
                                path.append(.second)
                            } catch {
                                path.append(.third)
                            }
                        }
                        Button("Fetch") {
                            do {
                                let count = try loader.count()
                                path.append(.second)
                            } catch {
                                path.append(.third)
                            }
                        }
                        Button("Each") {
                            for _ in loader.items { path.append(.first) }
                        }
        """, state: "    @State private var mode = Mode.one\n    let loader = Loader()",
                                 extra: "enum Mode { case one, two }\nfinal class Loader { var items: [Int] = []; func load() throws {}; func count() throws -> Int { 0 } }"))
        // A loop whose body navigates may run it more than once, which the model does not hold: an unknown site.
        XCTAssertEqual(scene.opaque.filter(\.isUnknownNavigation).map(\.what), ["for _ in loader.items { path.append(.first) }"])
        XCTAssertEqual(try pushes(scene, tapping: "Switch"), [["first"]])
        XCTAssertEqual(try pushes(scene, tapping: "Switch", after: ["Next"]), [["second"]])
        // The call may throw before or after it runs (it navigates in neither case): the catch, or the rest.
        XCTAssertEqual(try pushes(scene, tapping: "Load"), [["second"], ["third"]])
        // A `let` whose value may throw is a point where the catch may take over too.
        XCTAssertEqual(try pushes(scene, tapping: "Fetch"), [["second"], ["third"]])
        // Zero or more times, held as zero times or once.
        XCTAssertEqual(try pushes(scene, tapping: "Each"), [[], ["first"]])
    }

    /// Only what cannot be followed inside a branch is unknown: the rest of the branch is modelled.
    func testAnUnknownStatementInsideABranchIsTheOnlyUnknownSite() throws {
        let scene = try load(stack("""
                        Button("Open") {
                            if flag {
                                onOpen()
                                path.append(.second)
                            }
                        }
        """, state: "    var onOpen: () -> Void = {}"))
        let unknown = scene.opaque.filter(\.isUnknownNavigation)
        XCTAssertEqual(unknown.count, 1, "\(unknown.map(\.what))")
        XCTAssertEqual(try pushes(scene, tapping: "Open", after: ["Flip"]), [["second"]])
    }

    /// A method translated as an action while a method it runs was still one, which then could not be declared (it
    /// calls a closure the model does not hold), is not an action either: no action runs one that does not exist.
    func testAnActionRunningAMethodThatIsNoActionIsNoActionEither() throws {
        let scene = try load(stack("""
                        Button("Go") { openIfFlagged() }
        """, state: "    var onDone: () -> Void = {}", extra: """
        extension Home {
            func openIfFlagged() { if flag { openAndReport() } }
            func openAndReport() { path.append(.first); onDone() }
        }
        """))
        XCTAssertEqual(scene.actionOrder, [])
        XCTAssertEqual(scene.opaque.filter(\.isUnknownNavigation).count, 1)
    }

    /// A view method with parameters runs in place with them bound; the view's own `@Binding tags` is what it writes,
    /// not another view's scene state of the same name (and another type).
    func testAMethodWithParametersRunsInPlaceAndWritesTheViewsOwnBinding() throws {
        let scene = try load("""
        import SwiftUI

        struct Label: Hashable { var name: String }

        struct Home: View {
            @State private var tags: [Label] = []
            @State private var words: [String] = []
            var body: some View {
                NavigationStack(path: $tags) {
                    Editor(tags: $words)
                        .navigationDestination(for: Label.self) { label in Text(label.name) }
                }
            }
        }

        struct Editor: View {
            @Binding var tags: [String]
            @State private var draft = ""
            var body: some View {
                Button("Add") { add(draft) }
            }
            private func add(_ word: String) {
                guard !word.isEmpty else { return }
                tags.append(word)
            }
        }
        """)
        XCTAssertEqual(scene.opaque.filter(\.isUnknownNavigation).map(\.what), [])
    }
}
