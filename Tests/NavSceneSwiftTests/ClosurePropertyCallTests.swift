import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRuntime
@testable import NavSceneSwift
import XCTest

/// A call of a view's closure property (`onOpen()`, `Button(action: onOpen)`) runs the closures its callers give, read
/// in each caller's scope (`ClosurePropertyCalls`); where they cannot be read so but may navigate only by writing the
/// scene's state, it is the writes of unknown values to that state (`ClosurePropertyWrites`, an abstraction). A closure
/// that reaches the caller's own instance, dismisses, or uses a parameter of the code around the caller keeps the call
/// unknown.
final class ClosurePropertyCallTests: XCTestCase {
    func load(_ rows: String, views: String = ClosurePropertyCallTests.views) throws -> Scene {
        let source = """
        import SwiftUI

        enum Page: Hashable { case first, second }

        @Observable final class Panel {
            var isOpen = false
            var title = ""
            var pages: [Page] = []
        }

        \(views)

        struct Home: View {
            @State private var showing = false
            @Bindable var panel: Panel

            var body: some View {
                NavigationStack(path: $panel.pages) {
                    VStack {
        \(rows)
                    }
                    .navigationDestination(for: Page.self) { page in Text("page") }
                    .sheet(isPresented: $showing) { Text("sheet") }
                    .sheet(isPresented: $panel.isOpen) { Text("panel") }
                }
            }
        }

        @main struct DemoApp: App {
            @State private var panel = Panel()
            var body: some Scene { WindowGroup { Home(panel: panel) } }
        }
        """
        let result = SwiftFrontEnd.load([SourceFile(path: "App.swift", text: source)], name: "Test")
        XCTAssertEqual(result.diagnostics.filter { $0.severity != .info }.map(\.message), [])
        return try XCTUnwrap(result.scene)
    }

    static let views = """
        struct Opener: View {
            let onOpen: () -> Void
            var body: some View { Button("Open") { onOpen() } }
        }
        """

    static let picker = """

        struct Chooser: View {
            let onPick: (Page) -> Void
            var body: some View { Button("Pick") { onPick(.first) } }
        }
        """

    static let relay = """
        struct Relay: View {
            let forward: () -> Void
            var body: some View { Teller(tell: forward) }
        }

        struct Teller: View {
            var tell: () -> Void
            var body: some View { Button("Tell", action: tell) }
        }
        """

    /// Whether the analysis finds that the Bool state variable `name` (false at launch) may become true.
    func mayBeTrue(_ scene: Scene, _ name: String) -> Bool {
        let analysis = ReachabilityAnalysis(scene: scene, data: DataStore(scene: scene))
        analysis.run()
        return analysis.facts(of: name)?.mayBeTrue ?? false
    }

    func unknown(_ scene: Scene) -> [String] { scene.opaque.filter(\.isUnknownNavigation).map(\.what) }
    func abstracted(_ scene: Scene) -> [String] { scene.opaque.filter { $0.isAbstraction && $0.kind == .statement }.map(\.what) }

    func testACallersClosureThatSetsAModelFlagRunsInPlace() throws {
        let scene = try load("""
                        Opener(onOpen: { panel.isOpen = true })
        """)
        XCTAssertEqual(unknown(scene), [])
        XCTAssertEqual(abstracted(scene), [])
        XCTAssertTrue(mayBeTrue(scene, "isOpen"))
    }

    func testWithoutTheWriteTheFlagStaysFalse() throws {
        // The twin: the closure only prints, so the call is no site and the flag's answer came from the closure.
        let scene = try load("""
                        Opener(onOpen: { print("open") })
        """)
        XCTAssertEqual(unknown(scene), [])
        XCTAssertEqual(abstracted(scene), [])
        XCTAssertFalse(mayBeTrue(scene, "isOpen"))
    }

    func testEveryCallersClosureIsOneBranchAndAPushRunsToo() throws {
        // Three callers: a title, a toggle through a trailing closure, a push onto the stack's path; a closure
        // parameter is an unknown value of the call.
        let scene = try load("""
                        Opener(onOpen: { panel.title = "a" })
                        Opener { panel.isOpen.toggle() }
                        Opener(onOpen: { panel.pages.append(.second) })
                        Chooser(onPick: { page in panel.title = "\\(page)" })
        """, views: Self.views + Self.picker)
        XCTAssertEqual(unknown(scene), [])
        XCTAssertEqual(abstracted(scene), [])
        XCTAssertTrue(mayBeTrue(scene, "isOpen"))
    }

    /// A caller's method given by name for a closure property that passes a value (`onPick: choose`): the method runs
    /// in place, its parameter an unknown value of the call, like a closure's. Its push onto the path is modelled,
    /// not an unknown statement.
    func testACallersMethodWithAParameterGivenByNameRunsInPlace() throws {
        let scene = try load("""
                        Shelf(panel: panel)
        """, views: Self.picker + """

            struct Shelf: View {
                @Bindable var panel: Panel
                var body: some View { Chooser(onPick: choose) }
                func choose(_ page: Page) {
                    panel.pages.append(.second)
                    panel.isOpen = true
                }
            }
            """)
        XCTAssertEqual(unknown(scene), [])
        XCTAssertTrue(mayBeTrue(scene, "isOpen"))
    }

    /// Its twin: a method of another value given by name (`onPick: helper.choose`) is that value's, not the caller's
    /// method of the same name: the call stays unknown.
    func testAnotherValuesMethodOfTheSameNameIsNotTheCallers() throws {
        let scene = try load("""
                        Shelf(panel: panel)
        """, views: Self.picker + """

            struct Shelf: View {
                @Bindable var panel: Panel
                let helper = Helper()
                var body: some View { Chooser(onPick: helper.choose) }
                func choose(_ page: Page) { panel.isOpen = true }
            }

            struct Helper {
                func choose(_ page: Page) { Router.shared.path.append(page) }
            }

            @Observable final class Router {
                static let shared = Router()
                var path = NavigationPath()
            }
            """)
        // The argument is unknown where it is given (an action parameter's argument, `ViewActionParameters`).
        XCTAssertEqual(unknown(scene), ["helper.choose"])
    }

    func testAClosureHandedOnThroughAnotherViewAndGivenAsAnActionRunsInPlace() throws {
        // `Relay` passes its property on to `Teller`, whose Button runs it by name.
        let scene = try load("""
                        Relay(forward: { panel.isOpen = true })
        """, views: Self.relay)
        XCTAssertEqual(unknown(scene), [])
        XCTAssertTrue(mayBeTrue(scene, "isOpen"))
    }

    func testAClosureReadingWhatTheCallPassesAsDollarZeroRunsWithAnUnknownValue() throws {
        // `$0` is what the call passes: any value of its type inside the caller's statements; the closure is the
        // caller's argument of the action parameter, modelled.
        let scene = try load("""
                        Chooser(onPick: { panel.title = "\\($0)"; panel.isOpen = true })
        """, views: Self.picker)
        XCTAssertEqual(unknown(scene), [])
        XCTAssertEqual(abstracted(scene), [])
        XCTAssertTrue(mayBeTrue(scene, "isOpen"))
    }

    func testAClosureCallingAMethodOfWhatTheCallPassesStaysUnknownWhereGiven() throws {
        // A method of the value the view passes may navigate (the model does not follow it from a closure parameter).
        let scene = try load("""
                        Chooser(onPick: { $0.open(panel) })
        """, views: Self.picker + """

            extension Page {
                func open(_ panel: Panel) { panel.pages.append(self) }
            }
            """)
        XCTAssertEqual(unknown(scene), ["{ $0.open(panel) }"])
    }

    static let drawer = """

        struct Drawer: View {
            @State private var folded = false
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                Opener(onOpen: { ACTION })
                    .sheet(isPresented: $folded) { Text("folded") }
            }
        }
        """

    func testAClosureThatWritesTheCallersOwnStateRunsInTheCallersInstance() throws {
        // `Opener`'s property is an action parameter (`ViewActionParameters`): the closure is Drawer's, run with
        // Drawer's own `@State`, which it sets.
        let scene = try load("""
                        Drawer()
        """, views: Self.views + Self.drawer.replacingOccurrences(of: "ACTION", with: "folded = true"))
        XCTAssertEqual(unknown(scene), [])
        XCTAssertEqual(scene.views["Opener"]?.parameters.filter(\.isAction).map(\.name), ["onOpen"])
        XCTAssertTrue(mayBeTrue(scene, "Drawer.folded"))
        // The twin: a closure that only prints leaves the sheet's flag false.
        let printing = try load("""
                        Drawer()
        """, views: Self.views + Self.drawer.replacingOccurrences(of: "ACTION", with: "print(folded)"))
        XCTAssertEqual(unknown(printing), [])
        XCTAssertFalse(mayBeTrue(printing, "Drawer.folded"))
    }

    func testAClosureThatDismissesStaysUnknownWhereItIsGiven() throws {
        // `dismiss` is the caller's presentation, which may not be the called view's.
        let scene = try load("""
                        Drawer()
        """, views: Self.views + Self.drawer.replacingOccurrences(of: "ACTION", with: "dismiss()"))
        XCTAssertEqual(unknown(scene), ["{ dismiss() }"])
    }

    func testWhatAClosureCannotFollowIsOneSiteTheCall() throws {
        // A pop by a count the model cannot compute, in one of two callers' closures, is a latent write of the path
        // (`StateVariable.isLatent`): the call is modelled, and the other caller's closure too.
        let scene = try load("""
                        Opener(onOpen: { panel.pages.removeLast(Int.random(in: 0...1)) })
                        Opener(onOpen: { panel.isOpen = true })
        """)
        XCTAssertEqual(unknown(scene), [])
        XCTAssertEqual(scene.state.filter(\.isLatent).count, 1)
        XCTAssertTrue(mayBeTrue(scene, "isOpen"))
    }

    func testABindableAliasOfTheCallersModelIsThatModel() throws {
        // `@Bindable var panel = panel` in the caller's body wraps the same object: its closure writes the model.
        let scene = try load("""
                        Drawer(panel: panel)
        """, views: Self.views + """

            struct Drawer: View {
                let panel: Panel
                var body: some View {
                    @Bindable var panel = panel
                    Opener(onOpen: { panel.isOpen = true })
                }
            }
            """)
        XCTAssertEqual(unknown(scene), [])
        XCTAssertTrue(mayBeTrue(scene, "isOpen"))
    }

    func testAClosureInAFunctionNothingCallsIsNoSite() throws {
        // `open` is a parameter of a function that makes the view, which nothing calls: its closure never runs. The
        // caller that is shown gives its own closure, modelled.
        let scene = try load("""
                        Opener(onOpen: { panel.isOpen = true })
        """, views: Self.views + """

            func opener(_ open: @escaping () -> Void) -> some View { Opener(onOpen: { open() }) }
            """)
        XCTAssertEqual(unknown(scene), [])
        XCTAssertTrue(mayBeTrue(scene, "isOpen"))
    }

    func testAViewThatGivesItsOwnChildrenItsPropertyIsUnknown() throws {
        // `Node` hands a closure calling its own property to the nodes it shows: a cycle, the safe side.
        let scene = try load("""
                        Node(depth: 2, onOpen: { panel.isOpen = true })
        """, views: Self.views + """

            struct Node: View {
                let depth: Int
                let onOpen: () -> Void
                var body: some View {
                    Button("Node") { onOpen() }
                    if depth > 0 { Node(depth: depth - 1, onOpen: { onOpen() }) }
                }
            }
            """)
        XCTAssertTrue(unknown(scene).contains("onOpen()"), "\(unknown(scene))")
        XCTAssertEqual(abstracted(scene), [])
    }
}
