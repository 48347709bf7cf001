import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRuntime
@testable import NavSceneSwift
import XCTest

/// A call of the module's code that the front end does not follow in place (a method reached through a chain, one
/// given a closure) is the writes of unknown values to the state its body may write, with the bodies it calls
/// (`NavigationWriteSets`): an abstraction, not an unknown site. A body that may navigate otherwise (a path, a
/// recursion, another instance's state) keeps the call unknown. (Every property of `Panel` is read by navigation here,
/// `title` by the title, so each is navigation state: `NavigationRelevance`.)
final class ModuleWriteSetTests: XCTestCase {
    func load(_ actions: String, methods: String = "", panel: String = "") throws -> Scene {
        let source = """
        import SwiftUI

        enum Page: Hashable { case first, second }

        @Observable final class Panel {
            var isOpen = false
            var title = ""
            var pages: [Page] = []
        \(panel)
        }

        @Observable final class Settings {
            var panel = Panel()
        }

        struct Home: View {
            @State private var showing = false
            @State private var settings = Settings()
            @Bindable var panel: Panel
        \(methods)

            var body: some View {
                NavigationStack(path: $panel.pages) {
                    VStack {
        \(actions)
                    }
                    .navigationDestination(for: Page.self) { page in Text("page") }
                    .navigationTitle(panel.title)
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

    /// Whether the analysis finds that the Bool state variable `name` (false at launch) may become true.
    func mayBeTrue(_ scene: Scene, _ name: String) -> Bool {
        let analysis = ReachabilityAnalysis(scene: scene, data: DataStore(scene: scene))
        analysis.run()
        return analysis.facts(of: name)?.mayBeTrue ?? false
    }

    func unknown(_ scene: Scene) -> [String] { scene.opaque.filter(\.isUnknownNavigation).map(\.what) }
    func abstracted(_ scene: Scene) -> [String] { scene.opaque.filter { $0.isAbstraction && $0.kind == .statement }.map(\.what) }

    func testAMethodReachedThroughAChainIsTheWritesOfItsBody() throws {
        let scene = try load("""
                        Button("Open") { settings.panel.open() }
        """, panel: """
            func open() {
                title = "Settings"
                reveal()
            }
            private func reveal() { isOpen = true }
        """)
        XCTAssertEqual(unknown(scene), [])
        XCTAssertEqual(abstracted(scene), ["settings.panel.open()"])
        XCTAssertTrue(mayBeTrue(scene, "isOpen"))
    }

    func testWithoutTheCallTheFlagStaysFalse() throws {
        // The twin of the test above: nothing else opens the panel, so the analysis' answer comes from the call.
        let scene = try load("""
                        Button("Open") { print("open") }
        """, panel: """
            func open() { isOpen = true }
        """)
        XCTAssertEqual(unknown(scene), [])
        XCTAssertFalse(mayBeTrue(scene, "isOpen"))
    }

    func testAViewMethodGivenAClosureIsTheWritesOfItsBody() throws {
        // Not followed in place (a closure parameter); its body writes the view's own flag, from the view's own code.
        let scene = try load("""
                        Button("Run") { perform { print("done") } }
        """, methods: """
            func perform(_ work: () -> Void) {
                work()
                showing = true
            }
        """)
        XCTAssertEqual(unknown(scene), [])
        XCTAssertEqual(abstracted(scene), ["perform { print(\"done\") }"])
        XCTAssertTrue(mayBeTrue(scene, "showing"))
    }

    func testACalleeThatPushesStaysUnknown() throws {
        // Any path would push values nothing pushes: a path (the stack's) is never abstracted as any value.
        let scene = try load("""
                        Button("Go") { settings.panel.go() }
        """, panel: """
            func go() {
                title = "Go"
                pages.append(.second)
            }
        """)
        XCTAssertEqual(unknown(scene), ["settings.panel.go()"])
        XCTAssertEqual(abstracted(scene), [])
    }

    func testARecursiveCalleeIsTheWritesOfItsBody() throws {
        // Running the body again writes nothing else: the least solution of the cycle.
        let scene = try load("""
                        Button("Retry") { settings.panel.retry(3) }
        """, panel: """
            func retry(_ times: Int) {
                isOpen = times == 0
                if times > 0 { retry(times - 1) }
            }
        """)
        XCTAssertEqual(unknown(scene), [])
        XCTAssertEqual(abstracted(scene), ["settings.panel.retry(3)"])
        XCTAssertTrue(mayBeTrue(scene, "isOpen"))
    }

    func testACycleWithAPushIsUnknownWhereverItIsEntered() throws {
        // `ping` and `pong` call each other; `pong` pushes: both are unknown, whichever is asked first.
        let scene = try load("""
                        Button("Ping") { settings.panel.ping(2) }
                        Button("Pong") { settings.panel.pong(2) }
        """, panel: """
            func ping(_ n: Int) {
                title = "ping"
                if n > 0 { pong(n - 1) }
            }
            func pong(_ n: Int) {
                if n > 0 { ping(n - 1) } else { pages.append(.first) }
            }
        """)
        XCTAssertEqual(unknown(scene), ["settings.panel.ping(2)", "settings.panel.pong(2)"])
        XCTAssertEqual(abstracted(scene), [])
    }

    func testOverloadsThatCallEachOtherAreOneSet() throws {
        let scene = try load("""
                        Button("Show") { settings.panel.show(message: "hi") }
        """, panel: """
            func show(message: String) { show(title: message, open: true) }
            func show(title: String, open: Bool) {
                self.title = title
                isOpen = open
            }
        """)
        XCTAssertEqual(unknown(scene), [])
        XCTAssertTrue(mayBeTrue(scene, "isOpen"))
    }

    /// The closure is one code the front end does not follow gave (`observe(_:)` stores its parameter).
    func testACalleeThatCallsAClosureItHoldsStaysUnknown() throws {
        let scene = try load("""
                        Button("Notify") { settings.panel.notify() }
        """, panel: """
            var onChange: () -> Void = {}
            func observe(_ action: @escaping () -> Void) { onChange = action }
            func notify() {
                title = "changed"
                onChange()
            }
        """)
        XCTAssertEqual(unknown(scene), ["settings.panel.notify()"])
    }

    /// A model's closure property nothing assigns and no initializer sets holds its default (`ClosurePropertyCalls`):
    /// calling it writes nothing, so the callee is its own writes.
    func testACalleeThatCallsItsDefaultClosureIsItsWrites() throws {
        let scene = try load("""
                        Button("Notify") { settings.panel.notify() }
        """, panel: """
            var onChange: () -> Void = {}
            func notify() {
                title = "changed"
                onChange()
            }
        """)
        XCTAssertEqual(unknown(scene), [])
        XCTAssertEqual(abstracted(scene), ["settings.panel.notify()"])
    }

    func testTheSetIsTheUnionOverTheCallees() throws {
        let scene = try load("""
                        Button("Both") { settings.panel.both { print("x") } }
        """, panel: """
            func both(_ then: () -> Void) {
                first()
                second()
                then()
            }
            func first() { title = "first" }
            func second() { isOpen.toggle() }
        """)
        XCTAssertEqual(unknown(scene), [])
        XCTAssertTrue(mayBeTrue(scene, "isOpen"))
    }
}

/// A type name in a view's code means the type nested in that view when it declares one (`ViewModel` in two views
/// are two types): its properties are that type's state.
final class NestedModelTypeTests: XCTestCase {
    func testAViewsOwnNestedModelIsTheOneItWrites() throws {
        let source = """
        import SwiftUI

        struct First: View {
            @State private var viewModel = ViewModel()
            var body: some View {
                Text("first").sheet(isPresented: $viewModel.showsHelp) { Text("help") }
            }
        }
        extension First {
            @Observable final class ViewModel { var showsHelp = false }
        }

        struct Second: View {
            @State private var viewModel = ViewModel()
            var body: some View {
                Toolbar(viewModel: viewModel)
                    .sheet(isPresented: $viewModel.isFiltering) { Text("filter") }
            }
        }
        extension Second {
            @Observable final class ViewModel { var isFiltering = false }
            // Nested too: `ViewModel` here is still Second's.
            struct Toolbar: View {
                let viewModel: ViewModel
                var body: some View { Button("Filter") { viewModel.isFiltering = true } }
            }
        }

        @main struct DemoApp: App {
            var body: some Scene { WindowGroup { TabView { First(); Second() } } }
        }
        """
        let result = SwiftFrontEnd.load([SourceFile(path: "App.swift", text: source)], name: "Test")
        let scene = try XCTUnwrap(result.scene)
        XCTAssertEqual(scene.opaque.filter(\.isUnknownNavigation).map(\.what), [])
        let analysis = ReachabilityAnalysis(scene: scene, data: DataStore(scene: scene))
        analysis.run()
        XCTAssertEqual(analysis.facts(of: "isFiltering")?.mayBeTrue, true)
    }
}

/// Focus never navigates: writing a `@FocusState`, a `@FocusState.Binding` or a `FocusState<Bool>.Binding` is no
/// navigation site (it was counted as an unknown one: a binding may be navigation state).
final class FocusStateTests: XCTestCase {
    func testWritingFocusIsNoNavigationSite() throws {
        let source = """
        import SwiftUI

        struct SearchField: View {
            @FocusState.Binding var focused: Bool
            let editing: FocusState<Bool>.Binding
            @Binding var text: String
            var body: some View {
                TextField("Search", text: $text).focused($focused)
                Button("Done") {
                    focused = false
                    editing.wrappedValue = false
                }
            }
        }

        struct Home: View {
            @FocusState private var focused: Bool
            @FocusState private var editing: Bool
            @State private var text = ""
            @State private var showing = false
            var body: some View {
                NavigationStack {
                    SearchField(focused: $focused, editing: $editing, text: $text)
                        .onSubmit { focused = true }
                        .sheet(isPresented: $showing) { Text("sheet") }
                }
            }
        }

        @main struct DemoApp: App {
            var body: some Scene { WindowGroup { Home() } }
        }
        """
        let result = SwiftFrontEnd.load([SourceFile(path: "App.swift", text: source)], name: "Test")
        let scene = try XCTUnwrap(result.scene)
        XCTAssertEqual(scene.opaque.filter(\.isUnknownNavigation).map(\.what), [])
    }
}

/// `openURL(url)` runs what the module installs for URLs: an `OpenURLAction` an ancestor installs, else the system,
/// which leaves the app or comes back through `.onOpenURL`. Its statements are the handlers', one branch each.
final class OpenURLActionTests: XCTestCase {
    func load(_ handler: String, content: String = "Card()", extra: String = "") throws -> Scene {
        let source = """
        import SwiftUI

        @Observable final class Router {
            var showsProfile = false
            func handle(_ url: URL) -> OpenURLAction.Result {
                if url.host == "profile" { showsProfile = true; return .handled }
                return .systemAction
            }
        }

        struct Card: View {
            @Environment(\\.openURL) private var openURL
            var body: some View {
                Button("Open") { openURL(URL(string: "app://profile")!) }
            }
        }

        struct Home: View {
            @Environment(Router.self) private var router
            @State private var note = ""
            var body: some View {
                @Bindable var router = router
                NavigationStack {
                    \(content)
                        .sheet(isPresented: $router.showsProfile) { Text("profile") }
                }
                \(handler)
            }
        }

        @main struct DemoApp: App {
            @State private var router = Router()
            var body: some Scene { WindowGroup { Home().environment(router) } }
        }
        \(extra)
        """
        let result = SwiftFrontEnd.load([SourceFile(path: "App.swift", text: source)], name: "Test")
        return try XCTUnwrap(result.scene)
    }

    func mayBeTrue(_ scene: Scene, _ name: String) -> Bool {
        let analysis = ReachabilityAnalysis(scene: scene, data: DataStore(scene: scene))
        analysis.run()
        return analysis.facts(of: name)?.mayBeTrue ?? false
    }

    func unknown(_ scene: Scene) -> [String] { scene.opaque.filter(\.isUnknownNavigation).map(\.what) }

    func testAnInstalledActionRunsWhereAURLIsOpened() throws {
        let scene = try load("""
                .environment(\\.openURL, OpenURLAction { url in router.handle(url) })
        """)
        XCTAssertEqual(unknown(scene), [])
        XCTAssertTrue(mayBeTrue(scene, "showsProfile"))
    }

    func testWithoutAHandlerTheURLLeavesTheApp() throws {
        let scene = try load("")
        XCTAssertEqual(unknown(scene), [])
        XCTAssertFalse(mayBeTrue(scene, "showsProfile"))
    }

    func testAURLTheSystemBringsBackRunsTheReceiver() throws {
        let scene = try load("""
                .onOpenURL { url in _ = router.handle(url) }
        """)
        XCTAssertEqual(unknown(scene), [])
        XCTAssertTrue(mayBeTrue(scene, "showsProfile"))
    }

    func testAHandlerWritingItsViewsOwnStateStaysUnknown() throws {
        // `draft` is the state of the Installer instance that installs the handler, not of the view that opens the URL.
        let scene = try load("", content: "Installer()", extra: """
        struct Installer: View {
            @Environment(Router.self) private var router
            @State private var draft = ""
            var body: some View {
                Card().environment(\\.openURL, OpenURLAction { url in
                    draft = url.absoluteString
                    return router.handle(url)
                })
            }
        }
        """)
        XCTAssertEqual(unknown(scene).filter { $0.hasPrefix("openURL") }, ["openURL(URL(string: \"app://profile\")!)"])
    }
}

/// What a name bound to a navigation API makes navigation state is read from the API: a control's `selection:` (a
/// Picker's value, a text selection) is not navigation.
final class ControlSelectionTests: XCTestCase {
    func testATextSelectionIsNoNavigationState() throws {
        let source = """
        import SwiftUI

        struct Editor: View {
            @State private var text = ""
            @State private var selection: TextSelection? = nil
            @State private var showing = false
            var body: some View {
                NavigationStack {
                    TextEditor(text: $text, selection: $selection)
                    Button("Top") { selection = TextSelection(insertionPoint: text.startIndex) }
                        .sheet(isPresented: $showing) { Text("sheet") }
                }
            }
        }

        @main struct DemoApp: App {
            var body: some Scene { WindowGroup { Editor() } }
        }
        """
        let result = SwiftFrontEnd.load([SourceFile(path: "App.swift", text: source)], name: "Test")
        let scene = try XCTUnwrap(result.scene)
        XCTAssertEqual(scene.opaque.filter(\.isUnknownNavigation).map(\.what), [])
    }
}

/// `var isOnboarding = !seen` in a model: a Bool, so the model holds it (its value unknown) and the sheet it triggers.
final class NegatedInitialTests: XCTestCase {
    func testANegatedInitialIsABoolTheModelHolds() throws {
        let source = """
        import SwiftUI

        @Observable final class Shell {
            var showsOnboarding = !UserDefaults.standard.bool(forKey: "seen")
            func finish() { showsOnboarding = false }
        }

        struct Home: View {
            @Environment(Shell.self) private var shell
            var body: some View {
                @Bindable var shell = shell
                NavigationStack {
                    Text("home")
                        .sheet(isPresented: $shell.showsOnboarding) {
                            Button("Done") { shell.finish() }
                        }
                }
            }
        }

        @main struct DemoApp: App {
            @State private var shell = Shell()
            var body: some Scene { WindowGroup { Home().environment(shell) } }
        }
        """
        let result = SwiftFrontEnd.load([SourceFile(path: "App.swift", text: source)], name: "Test")
        let scene = try XCTUnwrap(result.scene)
        XCTAssertEqual(scene.opaque.filter(\.isUnknownNavigation).map(\.what), [])
        XCTAssertEqual(scene.stateVariable("showsOnboarding")?.type, .bool)
    }
}
