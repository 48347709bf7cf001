import NavSceneDiagnostics
import NavSceneModel
@testable import NavSceneSwift
import XCTest

/// Composable Architecture stores in views (`TCASends`): a `store.send(.x)` is decided by the reducers' clauses that
/// may handle `.x` (the feature's own, a parent's that names the feature's case), and `store.x` reads `Feature.State`.
/// The fixtures declare the TCA shapes they use and nothing else: the front end reads syntax.
final class TCASendTests: XCTestCase {
    /// The holes of a file's scene: unknown sites that may navigate, by their first line.
    func holes(_ text: String) throws -> [String] {
        let result = SwiftFrontEnd.load([SourceFile(path: "App.swift", text: text)], name: "Test")
        let scene = try XCTUnwrap(result.scene, "\(result.diagnostics)")
        return scene.opaque.filter(\.isUnknownNavigation).map { String($0.what.split(separator: "\n").first ?? "") }.sorted()
    }

    /// The statements that may navigate, unknown or abstracted (a send that only writes the stores' state, which the
    /// model holds as any value), by their first line.
    func navigating(_ text: String) throws -> [String] {
        let result = SwiftFrontEnd.load([SourceFile(path: "App.swift", text: text)], name: "Test")
        let scene = try XCTUnwrap(result.scene, "\(result.diagnostics)")
        return scene.opaque.filter { $0.kind == .statement && ($0.isUnknownNavigation || $0.isAbstraction) }
            .map { String($0.what.split(separator: "\n").first ?? "") }.sorted()
    }

    static let ledger = """
    import SwiftUI
    import ComposableArchitecture

    @Reducer
    struct Ledger {
        @Reducer
        enum Destination {
            case entry(EntryForm)
        }

        @ObservableState
        struct State {
            @Presents var destination: Destination.State?
            var total = 0
            var isLoading = false
            var title = ""
        }

        enum Action {
            case addTapped
            case refreshTapped
            case loaded(Int)
            case closeTapped
            case renamed(String)
            case destination(PresentationAction<Destination.Action>)
        }

        @Dependency(\\.ledgerClient) var ledgerClient
        @Dependency(\\.dismiss) var dismiss

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .addTapped:
                    state.destination = .entry(EntryForm.State())
                    return .none
                case .refreshTapped:
                    state.isLoading = true
                    return .run { send in
                        let total = try await ledgerClient.fetch()
                        await send(.loaded(total))
                    }
                case let .loaded(total):
                    state.isLoading = false
                    state.total = total
                    return .none
                case .closeTapped:
                    return .run { _ in await dismiss() }
                case let .renamed(title):
                    state.title = title
                    return .send(.refreshTapped)
                case .destination:
                    return .none
                }
            }
            .ifLet(\\.$destination, action: \\.destination)
        }
    }

    @Reducer
    struct EntryForm {
        @ObservableState
        struct State { var amount = 0 }
        enum Action { case saveTapped }
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .saveTapped:
                    state.amount += 1
                    return .none
                }
            }
        }
    }

    struct LedgerView: View {
        @Bindable var store: StoreOf<Ledger>
        var body: some View {
            NavigationStack {
                VStack {
                    if store.isLoading { Text("Loading") }
                    Text("\\(store.total)")
                    Button("Refresh") { store.send(.refreshTapped) }
                    Button("Rename") { store.send(.renamed("Q3")) }
                    Button("Add") { store.send(.addTapped) }
                    Button("Close") { store.send(.closeTapped) }
                }
            }
        }
    }

    @main
    struct LedgerApp: App {
        var body: some Scene {
            WindowGroup { LedgerView(store: Store(initialState: Ledger.State()) { Ledger() }) }
        }
    }

    """

    /// A send whose clause writes plain state and whose effects send only such actions (`.refreshTapped` -> `.loaded`,
    /// `.renamed` -> `.send(.refreshTapped)`) is no site; one that presents (`state.destination = ...`) or dismisses
    /// (`.run { await dismiss() }`) may navigate, only through the store's state: an abstraction, no hole
    /// (`TCAStoreWriteTests`). Reading `store.isLoading` reads a `Bool` of the state: no hole.
    func testASendIsDecidedByItsReducerClause() throws {
        XCTAssertEqual(try navigating(Self.ledger), ["store.send(.addTapped)", "store.send(.closeTapped)"])
        XCTAssertEqual(try holes(Self.ledger), [])
    }

    /// A `Reduce` whose closure is no `switch action` may run any of its code for any action: here it may present, so
    /// every send of the feature is a hole.
    func testAReduceThatIsNoSwitchKeepsSendsUnknown() throws {
        let text = Self.ledger.replacingOccurrences(of: "var body: some ReducerOf<Self> {\n        Reduce { state, action in\n            switch action {\n            case .addTapped:",
                                                    with: "var body: some ReducerOf<Self> {\n        Reduce { state, action in\n            if case .addTapped = action {}\n            switch action {\n            case .addTapped:")
        XCTAssertNotEqual(text, Self.ledger)
        XCTAssertEqual(try navigating(text), ["store.send(.addTapped)", "store.send(.closeTapped)", "store.send(.refreshTapped)", "store.send(.renamed(\"Q3\"))"])
    }

    /// An `.onChange(of:)` reducer may run after any action: one that dismisses the destination makes every send of
    /// the feature a hole; one that writes plain state changes nothing.
    func testAnOnChangeReducerRunsAfterEveryAction() throws {
        func withOnChange(_ write: String) -> String {
            Self.ledger.replacingOccurrences(of: ".ifLet(\\.$destination, action: \\.destination)",
                                             with: ".ifLet(\\.$destination, action: \\.destination)\n        .onChange(of: \\.total) { _, _ in Reduce { state, _ in \(write); return .none } }")
        }
        XCTAssertNotEqual(withOnChange("state.destination = nil"), Self.ledger)
        XCTAssertEqual(try navigating(withOnChange("state.destination = nil")).count, 4)
        XCTAssertEqual(try navigating(withOnChange("state.title = \"Total\"")), ["store.send(.addTapped)", "store.send(.closeTapped)"])
    }

    /// A call in a reducer's body the front end does not know (another module's reducer modifier) may handle any
    /// action: every send of the feature is a hole.
    /// The module's own reducer operator (`extension Reducer { func audited() ... { Audited(base: self, ...) } }`) is
    /// read where it makes its reducer: its `onChange` reducer runs on the feature's state, the property given `self`
    /// is the feature's reducer, and the values given to it (a closure calling another module's `uppercased()`) only
    /// compute. Writing plain state there changes nothing; presenting there makes every send navigate (through the
    /// store: no hole). One that calls the module's function in a value it is given stays unread.
    func testTheModulesReducerOperatorIsReadWhereItMakesItsReducer() throws {
        func withOperator(_ handling: String, key: String = "$0.title.uppercased()") -> String {
            Self.ledger.replacingOccurrences(of: ".ifLet(\\.$destination, action: \\.destination)",
                                             with: ".ifLet(\\.$destination, action: \\.destination)\n        .audited(key: { \(key) })")
                + """
                extension Reducer {
                    func audited(key: @escaping (State) -> String) -> some ReducerOf<Self> {
                        Audited(base: self, key: key)
                    }
                }

                @Reducer
                struct Audited<Base: Reducer<Ledger.State, Ledger.Action>> {
                    let base: Base
                    let key: (Ledger.State) -> String
                    var body: some Reducer<Ledger.State, Ledger.Action> {
                        self.base.onChange(of: self.key) { _, _ in
                            Reduce { state, _ in
                                \(handling)
                            }
                        }
                    }
                }

                func normalized(_ title: String) -> String { title }

                """
        }
        XCTAssertNotEqual(withOperator("return .none"), Self.ledger + "")
        XCTAssertEqual(try navigating(withOperator("state.title = \"Audited\"\n            return .none")),
                       ["store.send(.addTapped)", "store.send(.closeTapped)"])
        XCTAssertEqual(try navigating(withOperator("state.destination = nil\n            return .none")).count, 4)
        XCTAssertEqual(try holes(withOperator("state.destination = nil\n            return .none")), [])
        XCTAssertEqual(try holes(withOperator("state.title = \"Audited\"\n            return .none", key: "normalized($0.title)")).count, 4)
    }

    func testAnUnknownReducerModifierKeepsSendsUnknown() throws {
        let text = Self.ledger.replacingOccurrences(of: ".ifLet(\\.$destination, action: \\.destination)",
                                                    with: ".ifLet(\\.$destination, action: \\.destination)\n        .analytics()")
        XCTAssertNotEqual(text, Self.ledger)
        XCTAssertEqual(try navigating(text).count, 4)
    }

    static let stack = """
    import SwiftUI
    import ComposableArchitecture

    @Reducer
    struct Shelf {
        @Reducer
        enum Path {
            case editor(Editor)
        }

        @ObservableState
        struct State {
            var path = StackState<Path.State>()
        }

        enum Action {
            case path(StackActionOf<Path>)
        }

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .path(.element(id: _, action: .editor(.delegate(.finished)))):
                    state.path.removeLast()
                    return .none
                case .path:
                    return .none
                }
            }
            .forEach(\\.path, action: \\.path)
        }
    }

    @Reducer
    struct Editor {
        @ObservableState
        struct State { var text = "" }
        enum Action {
            case typed(String)
            case doneTapped
            case delegate(Delegate)
            enum Delegate { case finished }
        }
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case let .typed(text):
                    state.text = text
                    return .none
                case .doneTapped:
                    return .send(.delegate(.finished))
                case .delegate:
                    return .none
                }
            }
        }
    }

    struct EditorView: View {
        let store: StoreOf<Editor>
        var body: some View {
            VStack {
                Button("Type") { store.send(.typed("a")) }
                Button("Done") { store.send(.doneTapped) }
            }
        }
    }

    struct ShelfView: View {
        @Bindable var store: StoreOf<Shelf>
        var body: some View {
            NavigationStack {
                EditorView(store: Store(initialState: Editor.State()) { Editor() })
            }
        }
    }

    @main
    struct ShelfApp: App {
        var body: some Scene {
            WindowGroup { ShelfView(store: Store(initialState: Shelf.State()) { Shelf() }) }
        }
    }

    """

    /// A child's action goes on to every parent: `.doneTapped` sends `.delegate(.finished)`, which the parent's clause
    /// `.path(.element(id: _, action: .editor(.delegate(.finished))))` handles by popping. It stays a hole; `.typed`,
    /// which no parent names, is no site.
    func testAParentsClauseForAChildsActionDecidesTheChildsSend() throws {
        XCTAssertEqual(try navigating(Self.stack), ["store.send(.doneTapped)"])
    }

    /// A parent's clause that catches every action of the child's case (`case let .path(.element(id: _, action:
    /// .editor(action)))`) and may navigate makes every send of the child a hole.
    func testAParentsCatchAllForAChildMakesEverySendUnknown() throws {
        let text = Self.stack.replacingOccurrences(of: "case .path(.element(id: _, action: .editor(.delegate(.finished)))):",
                                                   with: "case let .path(.element(id: _, action: .editor(childAction))):")
        XCTAssertNotEqual(text, Self.stack)
        XCTAssertEqual(try navigating(text), ["store.send(.doneTapped)", "store.send(.typed(\"a\"))"])
    }

    /// A case of the same name in a feature that does not embed the child (an alert's own `.typed`, which dismisses
    /// the alert) is not the child's action: the child's `.typed` stays no site.
    func testASameNamedCaseOfAnotherFeatureIsNotTheChilds() throws {
        let other = Self.stack + """
        @Reducer
        struct Banner {
            @ObservableState
            struct State { @Presents var alert: AlertState<Alert>? }
            enum Action { case alert(PresentationAction<Alert>); enum Alert { case typed } }
            var body: some ReducerOf<Self> {
                Reduce { state, action in
                    switch action {
                    case .alert(.presented(.typed)):
                        state.alert = nil
                        return .none
                    case .alert:
                        return .none
                    }
                }
            }
        }

        """
        XCTAssertEqual(try navigating(other), ["store.send(.doneTapped)"])
    }

    /// A view's argument made of the store's state (`store.isLoading`, `store.total > 0`) is any value of its type:
    /// an abstraction, no hole. One the front end cannot read as state (`store.withState { ... }`, a call) stays a hole.
    func testAStoreStateArgumentIsAnyValueOfItsType() throws {
        let badge = """
        struct Badge: View {
            let isBusy: Bool
            var body: some View {
                if isBusy { Text("Busy") } else { Text("Idle") }
            }
        }

        """
        func sites(_ argument: String) throws -> (sends: [String], abstractions: [String]) {
            let text = Self.ledger.replacingOccurrences(of: "Text(\"\\(store.total)\")", with: "Badge(isBusy: \(argument))") + badge
            XCTAssertNotEqual(text, Self.ledger + badge)
            let scene = try XCTUnwrap(SwiftFrontEnd.load([SourceFile(path: "App.swift", text: text)], name: "Test").scene)
            return (scene.opaque.filter { $0.kind == .statement && ($0.isUnknownNavigation || $0.isAbstraction) }.map(\.what).sorted(),
                    scene.opaque.filter(\.isAbstraction).map(\.what))
        }
        let loading = try sites("store.isLoading")
        XCTAssertEqual(loading.sends, ["store.send(.addTapped)", "store.send(.closeTapped)"])
        XCTAssertTrue(loading.abstractions.contains("store.isLoading"), "\(loading.abstractions)")
        let positive = try sites("store.total > 0")
        XCTAssertTrue(positive.abstractions.contains("store.total > 0"), "\(positive.abstractions)")
        // A Bool the model cannot compute otherwise (a call with a closure) is either value too (an abstraction).
        let called = try sites("store.withState { $0.isLoading }")
        XCTAssertEqual(called.sends, ["store.send(.addTapped)", "store.send(.closeTapped)"])
        XCTAssertFalse(called.abstractions.isEmpty)
    }

    /// A body that names a reducer property (`self.core`) reads it; a reducer of the module without a state of its own
    /// (`Audit()`) runs on the feature's state and actions: its code may run for any action. Writing plain state there
    /// changes nothing; dismissing (its own `@Dependency(\\.dismiss)`) makes every send a hole.
    func testAReducerPropertyAndAHelperReducerAreRead() throws {
        func withAudit(_ handling: String) -> String {
            Self.ledger.replacingOccurrences(of: "var body: some ReducerOf<Self> {\n        Reduce { state, action in",
                                             with: "var body: some ReducerOf<Self> {\n        self.core\n        Audit()\n    }\n\n    var core: some ReducerOf<Self> {\n        Reduce { state, action in")
                + """
                struct Audit {
                    @Dependency(\\.dismiss) var dismiss
                    var body: some ReducerOf<Ledger> {
                        Reduce { state, _ in
                            \(handling)
                        }
                    }
                }

                """
        }
        XCTAssertNotEqual(withAudit("return .none"), Self.ledger + "")
        XCTAssertEqual(try navigating(withAudit("state.title = \"Audited\"\n            return .none")), ["store.send(.addTapped)", "store.send(.closeTapped)"])
        XCTAssertEqual(try navigating(withAudit("return .run { _ in await dismiss() }")).count, 4)
    }

    /// A parent's case that binds the child's action and switches on it is read case by case: only the inner case that
    /// pops (`.editor(.delegate(.finished))`) decides the child's `.doneTapped`; `.typed` stays no site. An inner
    /// `default` that may navigate catches every action of the child.
    func testAParentsSwitchOnTheChildsActionIsReadCaseByCase() throws {
        func withInnerSwitch(_ otherwise: String) -> String {
            Self.stack.replacingOccurrences(of: """
                            case .path(.element(id: _, action: .editor(.delegate(.finished)))):
                                state.path.removeLast()
                                return .none
                """, with: """
                            case let .path(.element(id: _, action: child)):
                                switch child {
                                case .editor(.delegate(.finished)):
                                    state.path.removeLast()
                                    return .none
                                default:
                                    \(otherwise)
                                }
                """)
        }
        XCTAssertNotEqual(withInnerSwitch("return .none"), Self.stack)
        XCTAssertEqual(try navigating(withInnerSwitch("return .none")), ["store.send(.doneTapped)"])
        XCTAssertEqual(try navigating(withInnerSwitch("state.path.removeAll()\n                    return .none")),
                       ["store.send(.doneTapped)", "store.send(.typed(\"a\"))"])
    }

    /// An argument the front end cannot compute is read by the case's payload type: a `String` cannot hold an action
    /// (the send is decided as usual); a child's action in a variable may be any of the child's actions, so the send
    /// stays a hole.
    func testAPayloadThatMayHoldAChildsActionKeepsTheSendUnknown() throws {
        let text = Self.ledger
            .replacingOccurrences(of: "case renamed(String)", with: "case renamed(String)\n        case entryForm(EntryForm.Action)")
            .replacingOccurrences(of: "Button(\"Rename\") { store.send(.renamed(\"Q3\")) }",
                                  with: "Button(\"Rename\") { let title = \"Q\" + \"3\"; store.send(.renamed(title)) }\n                Button(\"Save\") { let save = EntryForm.Action.saveTapped; store.send(.entryForm(save)) }")
        XCTAssertNotEqual(text, Self.ledger)
        XCTAssertEqual(try navigating(text).filter { $0.hasPrefix("store.send") },
                       ["store.send(.addTapped)", "store.send(.closeTapped)", "store.send(.entryForm(save))"])
    }

    /// A store the view does not declare (a `ForEach` row of `store.scope(...)`) is a store of a feature whose actions
    /// have the sent case: `rowStore.send(.doneTapped)` is decided as `Editor`'s, a hole (its parent pops); `.typed`
    /// no site.
    func testARowStoreIsAStoreOfAFeatureWithTheSentCase() throws {
        func withRows(_ action: String) -> String {
            Self.stack.replacingOccurrences(of: "EditorView(store: Store(initialState: Editor.State()) { Editor() })",
                                            with: "ForEach(store.scope(state: \\.editors, action: \\.editors)) { rowStore in Button(\"Row\") { rowStore.send(\(action)) } }")
        }
        XCTAssertNotEqual(withRows(".typed(\"b\")"), Self.stack)
        // (`EditorView`, which no view shows now, is checked as a root of its own: its `.doneTapped` is the same hole.)
        XCTAssertEqual(try navigating(withRows(".doneTapped")), ["rowStore.send(.doneTapped)", "store.send(.doneTapped)"])
        XCTAssertEqual(try navigating(withRows(".typed(\"b\")")), ["store.send(.doneTapped)"])
        XCTAssertEqual(try navigating(withRows(".unheardOf")), ["rowStore.send(.unheardOf)", "store.send(.doneTapped)"])
    }
}
