import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRuntime
@testable import NavSceneSwift
import XCTest

/// A statement the front end cannot compute whose only navigating effect is writing state variables of the scene: the
/// variables hold any value of their type after it (an abstraction), and the statement is no unknown site. Anything
/// else in it that may navigate keeps it unknown.
final class WriteSetAbstractionTests: XCTestCase {
    func load(_ actions: String, extra: String = "", methods: String = "") throws -> Scene {
        let source = """
        import SwiftUI

        enum Page: Hashable { case first, second }

        final class Loader {
            func pair() async throws -> (Bool, String) { (Bool.random(), "note") }
            func maybe() -> Bool? { Bool.random() ? true : nil }
            func more() async -> [String] { ["a", "b"] }
            func pages() -> [Page] { [.second] }
        }

        struct Home: View {
            @State private var path: [Page] = []
            @State private var showing = false
            @State private var note = ""
            @State private var notes: [String] = []
            let loader = Loader()
        \(methods)

            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        ForEach(notes, id: \\.self) { note in NavigationLink(note, value: Page.first) }
        \(actions)
                    }
                    .navigationDestination(for: Page.self) { page in Text("page") }
                    .sheet(isPresented: $showing) { Text("sheet") }
                }
            }
        }
        \(extra)
        """
        let result = SwiftFrontEnd.load([SourceFile(path: "App.swift", text: source)], name: "Test")
        XCTAssertEqual(result.diagnostics.filter { $0.severity != .info }.map(\.message), [])
        return try XCTUnwrap(result.scene)
    }

    /// Whether the analysis finds that `showing` (the sheet's flag, false at launch) may become true.
    func sheetMayShow(_ scene: Scene) -> Bool {
        let analysis = ReachabilityAnalysis(scene: scene, data: DataStore(scene: scene))
        analysis.run()
        return analysis.facts(of: "showing")?.mayBeTrue ?? false
    }

    func unknown(_ scene: Scene) -> [String] { scene.opaque.filter(\.isUnknownNavigation).map(\.what) }
    func abstracted(_ scene: Scene) -> [String] { scene.opaque.filter { $0.isAbstraction && $0.kind == .statement }.map(\.what) }

    func testATupleAssignmentOfAPresentationFlagIsAnyValueOfIt() throws {
        let scene = try load("""
                        Button("Load") {
                            Task { (showing, note) = try await loader.pair() }
                        }
        """)
        XCTAssertEqual(unknown(scene), [])
        XCTAssertEqual(abstracted(scene), ["(showing, note) = try await loader.pair()"])
        XCTAssertTrue(sheetMayShow(scene))
    }

    func testAWriteOfThePropertyALocalHidesIsTheProperty() throws {
        let scene = try load("""
                        Button("Maybe") {
                            if let showing = loader.maybe() { self.showing = showing }
                        }
        """)
        XCTAssertEqual(unknown(scene), [])
        XCTAssertTrue(sheetMayShow(scene))
    }

    func testALoopThatOnlyWritesStateIsAnyValueOfIt() throws {
        let scene = try load("""
                        Button("Scan") {
                            for flag in [loader.maybe(), loader.maybe()] where flag != nil {
                                (showing, note) = (flag!, "seen")
                            }
                        }
        """)
        XCTAssertEqual(unknown(scene), [])
        XCTAssertTrue(sheetMayShow(scene))
    }

    func testAWriteInAClosureStaysUnknown() throws {
        // The closure runs at a time the model does not know (here: later, on another queue).
        let scene = try load("""
                        Button("Later") {
                            DispatchQueue.global().async { (showing, note) = (true, "later") }
                        }
        """)
        XCTAssertEqual(unknown(scene).count, 1)
        XCTAssertEqual(abstracted(scene), [])
    }

    func testAPathWriteIsALatentWrite() throws {
        // Any path would push values nothing pushes: the path holds a latent value (`StateVariable.isLatent`), which no
        // witness runs through; the other write holds one too (any state, s23).
        let scene = try load("""
                        Button("Jump") {
                            (path, note) = ([.first, .second], "jumped")
                        }
        """)
        XCTAssertEqual(unknown(scene).count, 0)
        XCTAssertEqual(abstracted(scene).count, 1)
        XCTAssertEqual(scene.state.filter(\.isLatent).count, 2)
    }

    func testAStatementThatMayLeaveTheCodeAroundItStaysUnknown() throws {
        // A labelled `break` of the statement itself is not followed; a write set cannot say where the code goes on.
        let scene = try load("""
                        Button("Early") {
                            outer: for flag in [loader.maybe()] {
                                for other in [flag] {
                                    if other == nil { break outer }
                                    (showing, note) = (true, "on")
                                }
                            }
                        }
        """)
        XCTAssertEqual(unknown(scene).count, 1)
        XCTAssertEqual(abstracted(scene), [])
    }

    func testAStatementThatAlsoRunsNavigatingCodeStaysUnknown() throws {
        let scene = try load("""
                        Button("Both") {
                            (showing, note) = (true, router.open())
                        }
        """, extra: """
        final class Router { var path: [Page] = []; func open() -> String { path.append(.second); return "" } }
        let router = Router()
        struct RouterView: View {
            @State private var router = Router()
            var body: some View {
                NavigationStack(path: $router.path) {
                    Text("Router").navigationDestination(for: Page.self) { _ in Text("page") }
                }
            }
        }
        """)
        XCTAssertEqual(unknown(scene).count, 1)
        XCTAssertEqual(abstracted(scene), [])
    }

    /// The pages on the path after a tap on `label` from launch, one list per way the action can go.
    func pushes(_ scene: Scene, tapping label: String) throws -> Set<[String]> {
        let navigator = Navigator(scene: scene, data: DataStore(scene: scene))
        let state = navigator.launchState(size: .regular)
        let frame = navigator.render(state)
        let element = try XCTUnwrap(frame.elements.first { $0.label == label }, label)
        return Set(navigator.activateEach(element, in: frame, state).map { result in
            (result.0.values["path"]?.listItems ?? []).map { navigator.display($0) }
        })
    }

    func testAppendingTheElementsOfALiteralPushesEach() throws {
        let scene = try load("""
                        Button("Both") { path.append(contentsOf: [.first, .second]) }
        """)
        XCTAssertEqual(unknown(scene), [])
        XCTAssertEqual(try pushes(scene, tapping: "Both"), [["first", "second"]])
    }

    func testAppendingAnUnknownSequenceToAListOfRowsIsAnyList() throws {
        let scene = try load("""
                        Button("More") { Task { notes.append(contentsOf: await loader.more()) } }
        """)
        XCTAssertEqual(unknown(scene), [])
        XCTAssertEqual(abstracted(scene), ["notes.append(contentsOf: await loader.more())"])
    }

    func testAppendingAnUnknownSequenceToAPathStaysUnknown() throws {
        let scene = try load("""
                        Button("Pages") { path.append(contentsOf: loader.pages()) }
        """)
        XCTAssertEqual(unknown(scene), ["path.append(contentsOf: loader.pages())"])
        XCTAssertEqual(abstracted(scene), [])
    }

    func testALetOfAMethodsValueRunsTheMethod() throws {
        let scene = try load("""
                        Button("Load") { Task { let text = await load(); note = text } }
        """, methods: """
            func load() async -> String {
                showing = true
                return "loaded"
            }
        """)
        XCTAssertEqual(unknown(scene), [])
        XCTAssertTrue(sheetMayShow(scene))
    }

    func testAMethodWhoseValueIsDroppedRuns() throws {
        let scene = try load("""
                        Button("Fetch") { fetch() }
        """, methods: """
            @discardableResult func fetch() -> Bool {
                showing = true
                return true
            }
        """)
        XCTAssertEqual(unknown(scene), [])
        XCTAssertTrue(sheetMayShow(scene))
    }

    func testAwaitingTheTaskAMethodStartsRunsTheMethod() throws {
        let scene = try load("""
                        Button("Refresh") { Task { await refresh().value } }
                        Button("Login") { Task { let done = await login().value; note = done } }
        """, methods: """
            func refresh() -> Task<Void, Never> {
                Task { showing = true }
            }
            func login() -> Task<String, Never> {
                Task { path.append(.second); return "in" }
            }
        """)
        XCTAssertEqual(unknown(scene), [])
        XCTAssertTrue(sheetMayShow(scene))
    }
}
