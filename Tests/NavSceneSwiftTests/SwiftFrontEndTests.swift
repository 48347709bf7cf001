import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRules
import NavSceneRuntime
@testable import NavSceneSwift
import XCTest

/// What the Swift front end builds from SwiftUI source, and what the rules then say about it.
final class SwiftFrontEndTests: XCTestCase {
    func load(_ files: [String: String]) -> SwiftFrontEnd.Result {
        SwiftFrontEnd.load(files.map { SourceFile(path: $0.key, text: $0.value) }, name: "Test")
    }

    func findings(_ files: [String: String]) -> [Diagnostic] {
        let result = load(files)
        return RuleRegistry.run(LoadResult(scene: result.scene, diagnostics: result.diagnostics, sources: result.sources), settings: RuleSettings())
    }

    let model = """
    struct Recipe: Hashable, Identifiable, Codable {
        let id: UUID
        var name: String
    }
    enum Tab: Hashable { case home, search }
    extension Recipe { static var allRecipes: [Recipe] { [] } }
    """

    func testStateBindingsAndStatements() throws {
        let result = load(["Model.swift": model, "Views.swift": """
        import SwiftUI
        struct Root: View {
            @State private var path: [Recipe] = []
            @State private var showSettings = false
            @State private var tab: Tab = .search
            var body: some View {
                NavigationStack(path: $path) {
                    Child(showSettings: $showSettings, path: $path)
                }
            }
        }
        struct Child: View {
            @Binding var showSettings: Bool
            @Binding var path: [Recipe]
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                Button("Go") {
                    showSettings = true
                    path.append(Recipe.sample)
                    path.removeLast()
                    path = []
                    showSettings.toggle()
                    dismiss()
                }
            }
        }
        """])
        XCTAssertEqual(result.diagnostics, [])
        let scene = try XCTUnwrap(result.scene)
        XCTAssertEqual(scene.state.map(\.name), ["path", "showSettings", "tab"])
        XCTAssertEqual(scene.stateVariable("path")?.type, .array(.named("Recipe")))
        XCTAssertEqual(scene.stateVariable("tab")?.initial?.description, "Tab.search")
        XCTAssertEqual(scene.types["Recipe"]?.codable, true)
        XCTAssertEqual(scene.types["Recipe"]?.identity, "id")
        guard case .button(let button)? = scene.views["Child"]?.body.first?.element else { return XCTFail("a Button") }
        let kinds = button.action.map { statement -> String in
            switch statement.kind {
            case .set(let name, let value): return "set \(name) \(value)"
            case .append(let name, let value): return "append \(name) \(value)"
            case .removeLast(let name, let count): return "removeLast \(name) \(count)"
            case .removeAll(let name): return "removeAll \(name)"
            case .toggle(let name): return "toggle \(name)"
            case .run(let name): return "run \(name)"
            case .dismiss: return "dismiss"
            default: return "\(statement.kind)"
            }
        }
        // The child's @Bindings write the root's state; `Recipe.sample` is not code the front end knows, so it is
        // the sample record standing for any Recipe.
        XCTAssertEqual(kinds, ["set showSettings true", "append path Recipe.sample", "removeLast path 1", "removeAll path",
                               "toggle showSettings", "dismiss"])
        XCTAssertEqual(scene.views["Child"]?.body.first?.range.start.line, 17)
    }

    func testAMissingDestinationIsFoundOnlyWhenNothingOpaqueCouldDeclareIt() {
        let visible = """
        import SwiftUI
        struct Root: View {
            @State private var recipes: [Recipe] = []
            var body: some View {
                NavigationStack {
                    List(recipes) { recipe in
                        NavigationLink(recipe.name, value: recipe)
                    }
                    MARKER
                }
            }
        }
        """
        let plain = findings(["Model.swift": model, "Root.swift": visible.replacingOccurrences(of: "MARKER", with: "Text(\"End\")")])
        XCTAssertEqual(plain.map(\.id), ["link-without-destination"])
        XCTAssertEqual(plain.first?.range.file, "Root.swift")
        XCTAssertEqual(plain.first?.range.start.line, 7)
        // A view from another module given this module's values may declare the destination (for their type): no
        // finding rests on what cannot be seen.
        let router = "ThirdPartyRouterView(recipes: recipes)"
        let hidden = load(["Model.swift": model, "Root.swift": visible.replacingOccurrences(of: "MARKER", with: router)])
        XCTAssertEqual(hidden.scene?.opaque.map(\.what), ["ThirdPartyRouterView"])
        XCTAssertEqual(hidden.scene?.opaque.first?.mayRegisterDestinations, true)
        XCTAssertEqual(findings(["Model.swift": model, "Root.swift": visible.replacingOccurrences(of: "MARKER", with: router)]), [])
        // Given nothing of this module, it cannot name Recipe: the finding stays.
        let foreign = findings(["Model.swift": model, "Root.swift": visible.replacingOccurrences(of: "MARKER", with: "ThirdPartyRouterView()")])
        XCTAssertEqual(foreign.map(\.id), ["link-without-destination"])
        // A modifier that can only navigate (a toolbar) cannot hide a destination: the finding stays.
        let toolbar = findings(["Model.swift": model, "Root.swift": visible.replacingOccurrences(of: "MARKER", with: "Text(\"End\").toolbar { EditButton() }")])
        XCTAssertEqual(toolbar.map(\.id), ["link-without-destination"])
    }

    func testSplitViewColumnsTabsAndConditionals() throws {
        let result = load(["Model.swift": model, "App.swift": """
        import SwiftUI
        @main struct MyApp: App {
            var body: some Scene { WindowGroup { Root() } }
        }
        struct Root: View {
            @State private var selection: Recipe?
            @State private var tab: Tab = .home
            var body: some View {
                TabView(selection: $tab) {
                    NavigationSplitView {
                        List(Recipe.allRecipes, selection: $selection) { r in Text(r.name) }
                    } content: {
                        Text("content")
                    } detail: {
                        if let selection { Text(selection.name) } else { Text("None") }
                    }
                    .tabItem { Label("Home", systemImage: "house") }
                    .tag(Tab.home)
                    Group {
                        switch tab {
                        case .home: Text("H")
                        case .search: Text("S")
                        }
                    }
                    .tag(Tab.search)
                }
                .tabViewStyle(.page)
            }
        }
        """])
        XCTAssertEqual(result.diagnostics, [])
        let scene = try XCTUnwrap(result.scene)
        XCTAssertEqual(scene.name, "MyApp")
        guard case .instance(let root)? = scene.root.first?.element else { return XCTFail("the WindowGroup's content") }
        XCTAssertEqual(root.view, "Root")
        guard case .tabView(let tabs)? = scene.views["Root"]?.body.first?.element else { return XCTFail("a TabView") }
        XCTAssertEqual(tabs.style, .page)
        XCTAssertEqual(tabs.selection?.state, "tab")
        XCTAssertEqual(tabs.tabs.map(\.title.description), ["Home", ""])
        XCTAssertEqual(tabs.tabs.map { $0.value?.description }, ["Tab.home", "Tab.search"])
        guard case .splitView(let split)? = tabs.tabs.first?.content.first?.element else { return XCTFail("a split view") }
        XCTAssertEqual(split.columns.map(\.kind), [.sidebar, .content, .detail])
        guard case .list(let list)? = split.columns[0].content.first?.element else { return XCTFail("a List") }
        // `Recipe.allRecipes` is not data the front end can read: every Recipe row may be shown.
        XCTAssertEqual(list.data?.description, "Recipe.all")
        XCTAssertEqual(list.selection?.state, "selection")
        guard case .conditional(let cond)? = split.columns[2].content.first?.element else { return XCTFail("an if let") }
        // The branch's binding has a name of its own in the model: code read in place there (a method of the view)
        // reads the view's `selection` by that name (`Scope.binding`).
        XCTAssertEqual(cond.binding, "selection_2")
        guard case .container(.group, let group)? = tabs.tabs[1].content.first?.element,
              case .switchOn(let sw)? = group.first?.element else { return XCTFail("a switch") }
        XCTAssertEqual(sw.cases.map(\.pattern), ["home", "search"])
    }

    /// Valid Swift whose syntax is deeper than any stack: long `||` and member chains and deep nesting are
    /// translated up to the scene language's bounds and opaque past them (they crashed on the default stack).
    func testDeepSwiftIsBoundedNotACrash() throws {
        func body(_ text: String) -> String {
            "import SwiftUI\nstruct V: View {\n  @State var a = false\n  var body: some View {\n    \(text)\n  }\n}\n"
        }
        let n = 20_000
        let shapes: [(text: String, opaque: String)] = [
            ("if " + Array(repeating: "a", count: n).joined(separator: " || ") + " { Text(\"x\") }", "if a || a"),
            ("Text(a" + String(repeating: ".b", count: n) + ")", ""),
            ("if a { Text(\"x\") }" + String(repeating: " else if a { Text(\"y\") }", count: 400), "an else-if chain longer than"),
            (String(repeating: "VStack { ", count: 300) + "Text(\"deep\")" + String(repeating: " }", count: 300), ""),
        ]
        for shape in shapes {
            let result = load(["V.swift": body(shape.text)])
            let scene = try XCTUnwrap(result.scene)
            if !shape.opaque.isEmpty {
                XCTAssertTrue(scene.opaque.contains { $0.what.hasPrefix(shape.opaque) }, shape.opaque)
            }
            XCTAssertEqual(findings(["V.swift": body(shape.text)]).filter { $0.severity == .error }, [])
        }
    }

    func testUnparsableSwiftNeverCrashes() {
        for text in ["struct {{{", "var body: some View { NavigationLink(", "@State var x: = ", String(repeating: "(", count: 5000), "\u{0}\u{FFFF}"] {
            let result = load(["Broken.swift": text])
            XCTAssertNotNil(result.scene, text.prefix(20).description)
            XCTAssertEqual(findings(["Broken.swift": text]).filter { $0.severity == .error }, [])
        }
    }

    /// `NavigationSplitView(columnVisibility:preferredCompactColumn:)`: both bindings reach the model, with SwiftUI's
    /// two enums known without a declaration; a collapsed split view then shows the preferred column.
    func testSplitViewColumnVisibilityAndPreferredCompactColumn() throws {
        let result = load(["App.swift": #"""
import SwiftUI

enum Folder: String, Hashable, CaseIterable { case inbox, archive }

struct MailView: View {
    @State private var folder: Folder?
    @State private var visibility: NavigationSplitViewVisibility = .all
    @State private var column: NavigationSplitViewColumn = .detail

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: $column) {
            List(Folder.allCases, id: \.self, selection: $folder) { folder in
                NavigationLink(folder.rawValue, value: folder)
            }
        } detail: {
            if let folder {
                Text(folder.rawValue)
            } else {
                Text("Pick a folder")
            }
        }
    }
}
"""#])
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        let scene = try XCTUnwrap(result.scene)
        let split = try XCTUnwrap(scene.nodes.lazy.compactMap { node -> SplitViewElement? in
            if case .splitView(let s) = node.element { return s } else { return nil }
        }.first)
        XCTAssertEqual(split.columnVisibility?.state, "visibility")
        XCTAssertEqual(split.preferredCompactColumn?.state, "column")
        XCTAssertEqual(scene.stateVariable("column")?.type, .named(TypeDecl.splitViewColumnName))
        XCTAssertNotNil(scene.types[TypeDecl.splitViewVisibilityName])
        let navigator = Navigator(scene: scene, data: DataStore(scene: scene))
        let compact = navigator.render(navigator.launchState(size: .compact))
        XCTAssertEqual(compact.activeScreens.last?.texts, ["Pick a folder"])
    }

    /// The ternary, `contains` and `rawValue` translate (no opaque site): titles show their values, an `if` on
    /// `contains` is a conditional, and a pushed value typed by its context (`flag ? .mint : .pink`) is pushed.
    func testTernaryContainsAndRawValue() throws {
        let result = load(["App.swift": #"""
import SwiftUI

enum Color2: String, Hashable, CaseIterable { case mint, pink }

struct Root: View {
    @State private var path: [Color2] = []
    @State private var favorites: [Color2] = [.mint]
    @State private var compact = false

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                if favorites.contains(.pink) {
                    NavigationLink("Pink", value: Color2.pink)
                }
                Button(compact ? "Wide" : "Narrow") { compact.toggle() }
                Button("Add") { path.append(compact ? .mint : .pink) }
                Text(path.isEmpty ? "Empty" : "Some")
            }
            .navigationDestination(for: Color2.self) { c in Text(c.rawValue) }
        }
    }
}
"""#])
        let scene = try XCTUnwrap(result.scene)
        XCTAssertEqual(scene.opaque.map(\.what), [])
        let navigator = Navigator(scene: scene, data: DataStore(scene: scene))
        let launch = navigator.launchState(size: .regular)
        let frame = navigator.render(launch)
        XCTAssertEqual(frame.elements.map(\.label), ["Narrow", "Add"])
        XCTAssertEqual(frame.activeScreens.last?.texts, ["Empty"])
        let add = try XCTUnwrap(frame.elements.first { $0.label == "Add" })
        let (pushed, _) = navigator.activate(add, in: frame, launch)
        XCTAssertEqual(navigator.render(pushed).activeScreens.last?.texts, ["pink"])
    }

    /// `@Binding var isOn: Bool` is a `Binding<Bool>` parameter: a component used twice with different variables
    /// writes each caller's own (no opaque site), and a binding passed on (`$isOn`) reaches the caller's variable.
    func testBindingParametersFollowEachCaller() throws {
        let result = load(["App.swift": #"""
        import SwiftUI

        struct Settings: View {
            @State private var showA = false
            @State private var showB = false
            var body: some View {
                NavigationStack {
                    VStack {
                        ToggleRow(title: "A", isOn: $showA)
                        ToggleRow(title: "B", isOn: $showB)
                        if showA { Text("A is on") }
                        if showB { Text("B is on") }
                    }
                }
            }
        }

        struct ToggleRow: View {
            var title: String
            @Binding var isOn: Bool
            var body: some View { Inner(title: title, flag: $isOn) }
        }

        struct Inner: View {
            var title: String
            @Binding var flag: Bool
            var body: some View { Button(title) { flag.toggle() } }
        }
        """#])
        let scene = try XCTUnwrap(result.scene)
        XCTAssertEqual(scene.opaque.map(\.what), [])
        XCTAssertEqual(scene.views["ToggleRow"]?.parameters.map { "\($0.name) \($0.isBinding)" }, ["title false", "isOn true"])
        let navigator = Navigator(scene: scene, data: DataStore(scene: scene))
        let launch = navigator.launchState(size: .regular)
        let frame = navigator.render(launch)
        let b = try XCTUnwrap(frame.elements.first { $0.label == "B" })
        let (next, _) = navigator.activate(b, in: frame, launch)
        XCTAssertEqual(navigator.render(next).activeScreens.last?.texts, ["B is on"])
    }

    /// A view method that writes the view's `@Binding` is not a scene-wide named action (the binding is the
    /// instance's): a Button calling it runs its statements in place, and the sheet closes.
    func testAMethodUsingABindingRunsInPlace() throws {
        let result = load(["App.swift": #"""
import SwiftUI

struct Home: View {
    @State private var showSettings = false
    var body: some View {
        NavigationStack {
            Button("Settings") { showSettings = true }
                .sheet(isPresented: $showSettings) { SettingsSheet(isPresented: $showSettings) }
        }
    }
}

struct SettingsSheet: View {
    @Binding var isPresented: Bool
    var body: some View {
        NavigationStack {
            VStack {
                Text("Settings")
                Button("Close") { close() }
            }
        }
    }
    func close() { isPresented = false }
}
"""#])
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        let scene = try XCTUnwrap(result.scene)
        XCTAssertEqual(scene.opaque.map(\.what), [])
        XCTAssertEqual(scene.actionOrder, [])
        let navigator = Navigator(scene: scene, data: DataStore(scene: scene))
        var state = navigator.launchState(size: .regular)
        var frame = navigator.render(state)
        (state, _) = navigator.activate(try XCTUnwrap(frame.elements.first { $0.label == "Settings" }), in: frame, state)
        frame = navigator.render(state)
        XCTAssertEqual(frame.presentations.count, 1)
        (state, _) = navigator.activate(try XCTUnwrap(frame.elements.first { $0.label == "Close" }), in: frame, state)
        XCTAssertEqual(navigator.render(state).presentations.count, 0)
    }

    /// `@State` of a view other views show is the view's own: two `Expander`s keep their own `open`, and the sheet's
    /// `step` starts again from 0 when the sheet is presented again. The root view's `@State` stays scene state.
    func testStateOfAShownViewBelongsToEachInstance() throws {
        let result = load(["App.swift": #"""
import SwiftUI

struct Home: View {
    @State private var showSheet = false
    var body: some View {
        NavigationStack {
            VStack {
                Expander(title: "One")
                Expander(title: "Two")
                Button("Open") { showSheet = true }
            }
            .sheet(isPresented: $showSheet) { Sheet() }
        }
    }
}

struct Expander: View {
    var title: String
    @State private var open = false
    var body: some View {
        VStack {
            Button(title) { open.toggle() }
            if open { Text("\(title) is open") }
        }
    }
}

struct Sheet: View {
    @State private var step = 0
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Step \(step)")
            Button("Next") { step += 1 }
            Button("Done") { dismiss() }
        }
    }
}
"""#])
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        let scene = try XCTUnwrap(result.scene)
        XCTAssertEqual(scene.opaque.map(\.what), [])
        XCTAssertEqual(scene.state.map(\.name), ["showSheet"])
        XCTAssertEqual(scene.views["Expander"]?.state.map(\.name), ["open"])
        XCTAssertEqual(scene.views["Sheet"]?.state.map(\.name), ["step"])
        // The runtime the REPL and flows drive (it drops the state of instances that left the hierarchy).
        let runtime = SceneRuntime(scene: scene, size: .regular)
        func tap(_ label: String) throws {
            runtime.activate(try XCTUnwrap(runtime.frame.elements.first { $0.label == label }, label))
        }
        func texts() -> [String] { runtime.frame.activeScreens.flatMap(\.texts) }
        try tap("Two")
        XCTAssertTrue(texts().contains("Two is open"), "\(texts())")
        XCTAssertFalse(texts().contains("One is open"), "\(texts())")
        try tap("Open")
        try tap("Next")
        XCTAssertTrue(texts().contains("Step 1"), "\(texts())")
        try tap("Done")
        try tap("Open")
        XCTAssertTrue(texts().contains("Step 0"), "\(texts())")
    }
}

/// `navlint extract`'s writer: every fixture's scene, written as a scene file, loads back without an error and with
/// the same declarations.
final class SceneWriterRoundTripTests: XCTestCase {
    func testEveryFixtureRoundTripsThroughASceneFile() throws {
        let fixtures = NavLintProcess.fixtures
        var count = 0
        for folder in ["ok", "err"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: fixtures.appendingPathComponent(folder).path).filter { !$0.contains(".") }
            for name in names.sorted() {
                let directory = fixtures.appendingPathComponent("\(folder)/\(name)")
                let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".swift") }.sorted().map {
                    SourceFile(path: $0, bytes: Array(try Data(contentsOf: directory.appendingPathComponent($0))))
                }
                let swift = SwiftFrontEnd.load(files, name: name)
                let scene = try XCTUnwrap(swift.scene, name)
                let yaml = SceneWriter.yaml(scene, header: "round trip of \(name)")
                let loaded = SceneLoader.load(source: SourceFile(path: "\(name).yaml", text: yaml))
                XCTAssertEqual(loaded.diagnostics.filter { $0.severity == .error }.map { "\($0.range.start.line): \($0.message)" }, [], "\(name):\n\(yaml)")
                let back = try XCTUnwrap(loaded.scene, name)
                XCTAssertEqual(back.viewOrder, scene.viewOrder, name)
                XCTAssertEqual(back.state.map(\.name), scene.state.map(\.name), name)
                XCTAssertEqual(back.typeOrder, scene.typeOrder, name)
                XCTAssertEqual(back.actionOrder, scene.actionOrder, name)
                // The same views (the writer may add a Group to hold modifiers an entry cannot: a handler written
                // twice, modifiers on an `if`; and one Unknown view around the roots whose context is unknown, which
                // stay roots of unknown context that way).
                func views(_ scene: Scene) -> Int {
                    scene.nodes.filter { if case .container(.group, _) = $0.element { return false } else { return true } }.count
                }
                let unknownContext = scene.root.filter { scene.hasUnknownContext(root: $0) }.count
                let wrapped = back.root.reduce(0) { sum, node in
                    if case .container(.unknown, let content) = node.element { return sum + content.count }
                    return sum
                }
                XCTAssertEqual(wrapped, unknownContext, name)
                XCTAssertEqual(views(back), views(scene) + (unknownContext > 0 ? 1 : 0), name)
                count += 1
            }
        }
        XCTAssertGreaterThanOrEqual(count, 10)
    }

    /// `--fix` keeps an edit to Swift source only when the edited file still parses: the check names the first error.
    func testSyntaxCheckFindsTheFirstError() {
        XCTAssertNil(SwiftSyntaxCheck.firstError(SourceFile(path: "A.swift", bytes: Array("struct A { var x = 1 }\n".utf8))))
        let broken = SwiftSyntaxCheck.firstError(SourceFile(path: "B.swift", bytes: Array("struct B {\n    var body: some View {\n        Text(\"x\"\n}\n".utf8)))
        XCTAssertNotNil(broken)
        XCTAssertTrue(broken?.hasPrefix("3:") == true || broken?.hasPrefix("4:") == true, broken ?? "")
    }
}

/// A node has one place in its scene: a view the front end shows twice (both branches of the module's `.when`) is a
/// copy in the second place, so every node's id is its index and its parent is the node it hangs from.
final class SceneNodePlacementTests: XCTestCase {
    func testAViewShownInBothBranchesOfAHelperIsTwoNodes() throws {
        let source = """
        import SwiftUI

        extension View {
            @ViewBuilder func when<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
                if condition { transform(self) } else { self }
            }
        }

        struct Home: View {
            @State private var compact = false
            @State private var shows = false
            var body: some View {
                NavigationStack {
                    List { NavigationLink("Go", value: 3) }
                        .when(compact) { view in view.sheet(isPresented: $shows) { Text("Help") } }
                }
            }
        }
        """
        let scene = try XCTUnwrap(SwiftFrontEnd.load([SourceFile(path: "Home.swift", text: source)], name: "Home").scene)
        XCTAssertTrue(scene.nodes.contains { if case .conditional = $0.element { return true } else { return false } })
        for (index, node) in scene.nodes.enumerated() {
            XCTAssertEqual(node.id, index, "\(node.name) at \(node.range.start.line) has two places")
        }
        XCTAssertEqual(Set(scene.nodes.map(ObjectIdentifier.init)).count, scene.nodes.count)
    }
}
