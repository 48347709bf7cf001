import NavSceneDiagnostics
@testable import NavSceneSwift
import SwiftSyntax
import XCTest

/// Issue 22 (coverage): the views' own state no navigation depends on (`NavigationRelevance`), the least fixpoint:
/// data flow into relevant state, conditions and unknown readers make state relevant; writes, text and editing
/// controls do not.
final class NavigationRelevanceTests: XCTestCase {
    let configuration = BuildConfiguration(platform: .iOS)

    private func irrelevant(_ body: String, extra: String = "") -> Set<String> {
        let text = """
            import SwiftUI
            enum Route: Hashable { case detail }
            @main struct TestApp: App {
                var body: some Scene { WindowGroup { RootView() } }
            }
            struct RootView: View {
                @State private var path: [Route] = []
                @State private var note = ""
                @State private var words: [String] = []
                @State private var draft = ""
                @State private var flag = false
                var body: some View {
                    NavigationStack(path: $path) {
                        VStack {
                            \(body)
                        }
                        .navigationDestination(for: Route.self) { _ in Text("Detail") }
                    }
                }
            }
            \(extra)
            """
        let module = SwiftModule(files: [SwiftFileFacts(SwiftSource(file: SourceFile(path: "App/App.swift", text: text), configuration: configuration))])
        let builder = SceneBuilder(module: module, name: "App", range: .synthetic("App"), forcedOpaque: [])
        _ = builder.build()
        return builder.reach.holding(builder).irrelevantState
    }

    func testWritesTextAndEditingControlsLeaveStateIrrelevant() {
        let found = irrelevant("""
            TextField("Note", text: $note)
            Text("\\(note.count) characters")
            Toggle("Flag", isOn: $flag)
            Button("Sort") { words.sort(by: >); flag.toggle(); note = "" }
            """)
        XCTAssertEqual(found, ["RootView.note", "RootView.words", "RootView.flag", "RootView.draft"])
    }

    func testAConditionOverALinkMakesStateRelevant() {
        let found = irrelevant("""
            Button("Sort") { words.sort(by: >) }
            if !words.isEmpty { NavigationLink("Go", value: Route.detail) }
            """)
        XCTAssertFalse(found.contains("RootView.words"))
        XCTAssertTrue(found.contains("RootView.note"))
    }

    func testDataFlowIntoRelevantStateMakesTheSourceRelevant() {
        // `draft` flows into `words`, which a ForEach reads; `note` flows only into `draft`... and so on, transitively.
        let relevant = irrelevant("""
            Button("Add") { draft = note; words.append(draft) }
            ForEach(words, id: \\.self) { Text($0) }
            """)
        XCTAssertFalse(relevant.contains("RootView.words"))
        XCTAssertFalse(relevant.contains("RootView.draft"))
        XCTAssertFalse(relevant.contains("RootView.note"))
        XCTAssertTrue(relevant.contains("RootView.flag"))
        // The same flow into state nothing reads: all irrelevant.
        let none = irrelevant("""
            Button("Add") { draft = note; words.append(draft) }
            """)
        XCTAssertTrue(none.isSuperset(of: ["RootView.words", "RootView.draft", "RootView.note"]))
    }

    func testWhatUnknownCodeMayReadIsRelevant() {
        // Given to a function, an unknown view, a modifier, a trigger, inout: each may read it.
        for use in ["Button(\"Go\") { show(note) }", "UnknownView(text: note)", "Text(\"a\").id(note)",
                    "Text(\"a\").onChange(of: note) { _, _ in path.append(.detail) }", "Button(\"Go\") { tidy(&note) }"] {
            let found = irrelevant(use, extra: "func show(_ s: String) {}\nfunc tidy(_ s: inout String) {}")
            XCTAssertFalse(found.contains("RootView.note"), use)
        }
    }

    func testABindingIsOneClassWithTheStateItIsGiven() {
        let extra = """
            struct Editor: View {
                @Binding var entry: String
                var body: some View { TextField("Entry", text: $entry) }
            }
            struct Gate: View {
                @Binding var open: Bool
                var body: some View { if open { NavigationLink("Go", value: Route.detail) } }
            }
            """
        let found = irrelevant("Editor(entry: $note)\nGate(open: $flag)", extra: extra)
        XCTAssertTrue(found.contains("RootView.note"))
        XCTAssertTrue(found.contains("Editor.entry"))
        XCTAssertFalse(found.contains("RootView.flag"), "Gate's condition over a link reads it")
        XCTAssertFalse(found.contains("Gate.open"))
        // A binding given by something the pass does not read (a constant binding): relevant. (Names are matched
        // without scopes: a binding named `value` would be relevant here, `NavigationLink(value:)` has that label.)
        let given = irrelevant("Editor(entry: .constant(\"x\"))", extra: extra)
        XCTAssertFalse(given.contains("Editor.entry"))
    }

    func testStateOfAModuleTypeOrANavigationBindingIsNeverACandidate() {
        let found = irrelevant("Text(\"a\")", extra: "struct Other: View { @State var route: Route? = nil; var body: some View { Text(\"b\") } }")
        XCTAssertFalse(found.contains("RootView.path"))
        XCTAssertFalse(found.contains("Other.route"), "its value holds a type of the module")
    }
    func testAViewModifiersStateAndBindingsAreAViewsState() {
        // A `ViewModifier` keeps its `@State` and is given its `@Binding` as a view is (`holdsViewState`).
        let extra = """
            struct Tracker: ViewModifier {
                @Binding var entry: String
                @Binding var open: Bool
                @State private var pulled = 0
                func body(content: Content) -> some View {
                    content
                        .onTapGesture { pulled += 1; entry = "x" }
                        .sheet(isPresented: $open) { Text("Sheet") }
                }
            }
            """
        let found = irrelevant("Text(\"a\").modifier(Tracker(entry: $note, open: $flag))", extra: extra)
        XCTAssertTrue(found.isSuperset(of: ["Tracker.pulled", "Tracker.entry", "RootView.note"]), "\(found)")
        XCTAssertFalse(found.contains("Tracker.open"), "a sheet binds it")
        XCTAssertFalse(found.contains("RootView.flag"), "given to the binding a sheet binds")
    }
}
