import NavSceneDiagnostics
import NavSceneModel
@testable import NavSceneSwift
import XCTest

/// In TCA navigation is the features' state: a `store.send(.x)` whose reducers only write that state (present a
/// destination, push onto a `StackState`, `dismiss()`), which every view reads as any value, is an abstraction, not a
/// hole; one whose reducers may do anything else (`openURL`, an effect the front end cannot read) stays unknown.
/// `.alert($store.scope(...))` is a dialog with an unknown trigger when its buttons' actions only write the state.
final class TCAStoreWriteTests: XCTestCase {
    struct Sites {
        var holes: [String]
        var abstracted: [String]
        var scene: Scene
    }

    func sites(_ text: String) throws -> Sites {
        let result = SwiftFrontEnd.load([SourceFile(path: "App.swift", text: text)], name: "Test")
        let scene = try XCTUnwrap(result.scene, "\(result.diagnostics)")
        func first(_ site: OpaqueSite) -> String { String(site.what.split(separator: "\n").first ?? "") }
        return Sites(holes: scene.opaque.filter(\.isUnknownNavigation).map(first).sorted(),
                     abstracted: scene.opaque.filter { $0.isAbstraction && $0.kind != .value }.map(first).sorted(), scene: scene)
    }

    /// A library of shelves: a `@Presents` destination and alert, a `StackState` path of `Path` cases, a child that
    /// dismisses itself and tells its parent through a delegate action. `CLAUSE` is replaced by each test.
    static let library = """
    import SwiftUI
    import ComposableArchitecture

    @Reducer
    struct Shelf {
        @ObservableState
        struct State { var name = "" }
        enum Action {
            case closeTapped
            case delegate(Delegate)
            enum Delegate { case removed }
        }
        @Dependency(\\.dismiss) var dismiss
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .closeTapped:
                    return .run { send in
                        await send(.delegate(.removed))
                        await dismiss()
                    }
                case .delegate:
                    return .none
                }
            }
        }
    }

    @Reducer
    struct Library {
        @Reducer
        enum Path {
            case shelf(Shelf)
        }
        @Reducer
        enum Destination {
            case shelf(Shelf)
        }

        @ObservableState
        struct State {
            var path = StackState<Path.State>()
            @Presents var destination: Destination.State?
            @Presents var alert: AlertState<Action.Alert>?
            var count = 0
        }

        enum Action {
            case addTapped
            case openTapped
            case clearTapped
            case countTapped
            case helpTapped
            case path(StackActionOf<Path>)
            case destination(PresentationAction<Destination.Action>)
            case alert(PresentationAction<Alert>)
            enum Alert { case confirmClear }
        }

        @Dependency(\\.openURL) var openURL

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .addTapped:
                    state.destination = .shelf(.init(name: "New"))
                    return .none
                case .openTapped:
                    state.path.append(.shelf(Shelf.State(name: "Open")))
                    return .none
                case .clearTapped:
                    state.alert = AlertState { TextState("Clear?") }
                    return .none
                case .countTapped:
                    state.count += 1
                    return .none
                case .helpTapped:
                    return .run { _ in await openURL(URL(string: "https://example.com")!) }
                case .path(.element(id: _, action: .shelf(.delegate(.removed)))):
                    state.path.removeLast()
                    return .none
                CLAUSE
                case .path, .destination:
                    return .none
                }
            }
            .forEach(\\.path, action: \\.path)
            .ifLet(\\.$destination, action: \\.destination)
            .ifLet(\\.$alert, action: \\.alert)
        }
    }

    struct ShelfView: View {
        let store: StoreOf<Shelf>
        var body: some View {
            Button("Close") { store.send(.closeTapped) }
        }
    }

    struct LibraryView: View {
        @Bindable var store: StoreOf<Library>
        var body: some View {
            VStack {
                Button("Add") { store.send(.addTapped) }
                Button("Open") { store.send(.openTapped, animation: .default) }
                Button("Clear") { store.send(.clearTapped) }
                Button("Count") { store.send(.countTapped) }
                Button("Help") { store.send(.helpTapped) }
            }
            .alert($store.scope(state: \\.alert, action: \\.alert))
            .task { await store.send(.openTapped).finish() }
        }
    }

    """

    static func library(_ clause: String) -> String {
        let text = library.replacingOccurrences(of: "CLAUSE", with: clause)
        precondition(text != library)
        return text
    }

    static let clearing = "case .alert(.presented(.confirmClear)):\n            state.path.removeAll()\n            return .none"
    static let leaving = "case .alert(.presented(.confirmClear)):\n            return .run { _ in await openURL(URL(string: \"https://example.com\")!) }"

    /// Presenting (`state.destination = .shelf(.init(...))`), pushing (`state.path.append(...)`, with or without an
    /// animation, awaited with `.finish()`), setting the alert, and a child's `dismiss()` plus its parent's handling
    /// of the delegate action: writes of the stores' state, abstractions. `openURL` stays a hole; a plain count is
    /// no site.
    func testASendThatOnlyWritesTheStoresStateIsAnAbstraction() throws {
        let result = try sites(Self.library(Self.clearing))
        XCTAssertEqual(result.holes, ["store.send(.helpTapped)"])
        XCTAssertEqual(result.abstracted, [
            "alert($store.scope(state: \\.alert, action: \\.alert))",
            "store.send(.addTapped)", "store.send(.clearTapped)", "store.send(.closeTapped)",
            "store.send(.openTapped)", "store.send(.openTapped, animation: .default)",
        ])
    }

    /// A reducer clause that may leave the stores, reached through an effect's send: the child's send is a hole.
    func testAParentClauseThatOpensAURLKeepsTheChildsSendUnknown() throws {
        let text = Self.library(Self.clearing).replacingOccurrences(of: "state.path.removeLast()", with: "return .send(.helpTapped)")
        XCTAssertNotEqual(text, Self.library(Self.clearing))
        let result = try sites(text)
        XCTAssertEqual(result.holes, ["store.send(.closeTapped)", "store.send(.helpTapped)"])
    }

    /// The alert is modelled where it is written, as a dialog that may be presented, when its buttons' actions only
    /// write the state; a button that opens a URL keeps the modifier unknown.
    func testAStoreAlertIsADialogWithAnUnknownTrigger() throws {
        let kept = try sites(Self.library(Self.clearing))
        let dialogs = kept.scene.nodes.flatMap(\.modifiers).compactMap { modifier -> Presentation? in
            if case .presentation(let presentation) = modifier.kind, presentation.style == .alert { return presentation }
            return nil
        }
        XCTAssertEqual(dialogs.count, 1)
        let trigger = try XCTUnwrap(dialogs.first?.binding.state)
        XCTAssertEqual(kept.scene.state.first { $0.name == trigger }?.isUnknown, true)
        let left = try sites(Self.library(Self.leaving))
        XCTAssertEqual(left.holes, [".alert", "store.send(.helpTapped)"])
    }

    /// The older spelling, `.alert(store: store.scope(state: \.$alert, action: { .alert($0) }))`, and the scope's
    /// unlabelled state key path are the same dialog.
    func testTheOlderAlertSpellingsAreTheSameDialog() throws {
        for spelling in [".alert(store: store.scope(state: \\.$alert, action: { .alert($0) }))", ".alert($store.scope(\\.alert, action: \\.alert))"] {
            let text = Self.library(Self.clearing).replacingOccurrences(of: ".alert($store.scope(state: \\.alert, action: \\.alert))", with: spelling)
            XCTAssertNotEqual(text, Self.library(Self.clearing))
            let result = try sites(text)
            XCTAssertEqual(result.holes, ["store.send(.helpTapped)"], spelling)
            XCTAssertTrue(result.abstracted.contains { $0.hasPrefix("alert(") }, spelling)
        }
    }

    /// A dialog that is a case of the scoped destination enum, `.alert($store.scope(\.$destination, action:
    /// \.destination).alert)` or the older `.alert(store:state:action:)` naming the case, is the same dialog; its
    /// buttons' actions are sent wrapped in both cases (`.destination(.presented(.alert(...)))`), so a clause
    /// handling them that opens a URL keeps it unknown.
    func testAnAlertCaseOfAScopedDestinationIsTheSameDialog() throws {
        let spellings = [
            ".alert($store.scope(\\.$destination, action: \\.destination).alert)",
            ".alert(store: store.scope(state: \\.$destination, action: \\.destination), state: /Library.Destination.State.alert, action: Library.Destination.Action.alert)",
        ]
        for spelling in spellings {
            func text(_ clause: String) -> String {
                let text = Self.library(clause)
                    .replacingOccurrences(of: "enum Destination {\n        case shelf(Shelf)\n    }",
                                          with: "enum Destination {\n        case shelf(Shelf)\n        case alert(AlertState<Library.Action.Alert>)\n    }")
                    .replacingOccurrences(of: ".alert($store.scope(state: \\.alert, action: \\.alert))", with: spelling)
                XCTAssertFalse(text.contains("scope(state: \\.alert"))
                XCTAssertTrue(text.contains("case alert(AlertState"))
                return text
            }
            let clearing = try sites(text("case .destination(.presented(.alert(.confirmClear))):\n            state.path.removeAll()\n            return .none"))
            XCTAssertEqual(clearing.holes, ["store.send(.helpTapped)"], spelling)
            XCTAssertTrue(clearing.abstracted.contains { $0.hasPrefix("alert(") }, "\(clearing.abstracted)")
            let leaving = try sites(text("case .destination(.presented(.alert(.confirmClear))):\n            return .run { _ in await openURL(URL(string: \"https://example.com\")!) }"))
            XCTAssertEqual(leaving.holes, [".alert", "store.send(.helpTapped)"], spelling)
        }
    }

    /// `state = State()` replaces the whole feature state: a write of the stores' state like any of its properties
    /// (the dialog whose button does it is an abstraction); handing `&state` to a function of the module is not.
    func testReplacingTheWholeStateStaysInTheStores() throws {
        let replacing = try sites(Self.library("case .alert(.presented(.confirmClear)):\n            state = State()\n            return .none"))
        XCTAssertEqual(replacing.holes, ["store.send(.helpTapped)"])
        XCTAssertTrue(replacing.abstracted.contains { $0.hasPrefix("alert(") }, "\(replacing.abstracted)")
        let handed = Self.library("case .alert(.presented(.confirmClear)):\n            reset(&state)\n            return .none")
            + "\nfunc reset(_ state: inout Library.State) { state.count = 0 }\n"
        XCTAssertEqual(try sites(handed).holes, [".alert", "store.send(.helpTapped)"])
    }

    /// A clause's `@Shared` local (`@Shared(.shelfCount) var shelfCount`, written with `withLock`) is the stores'
    /// shared state: writing it stays in the stores, and its key is no code the clause runs. Anything else the
    /// `withLock` closure does is read as the clause's own code.
    func testWritingASharedLocalStaysInTheStores() throws {
        let key = """

        extension SharedKey where Self == InMemoryKey<Int>.Default {
            static var shelfCount: Self { Self[.inMemory("shelfCount"), default: 0] }
        }
        @Observable final class Router {
            static let shared = Router()
            var path = NavigationPath()
        }

        """
        func clause(_ write: String) -> String {
            Self.library("case .alert(.presented(.confirmClear)):\n            @Shared(.shelfCount) var shelfCount\n            \(write)\n            return .none") + key
        }
        let counting = try sites(clause("$shelfCount.withLock { $0 += 1 }"))
        XCTAssertEqual(counting.holes, ["store.send(.helpTapped)"])
        XCTAssertTrue(counting.abstracted.contains { $0.hasPrefix("alert(") }, "\(counting.abstracted)")
        let routing = try sites(clause("$shelfCount.withLock { $0 += 1; Router.shared.path.append($0) }"))
        XCTAssertEqual(routing.holes, [".alert", "store.send(.helpTapped)"])
    }

    /// A case payload made with `.init(...)` runs the initializer of the case's feature state: one that may navigate
    /// (here it pushes onto a router's path) makes the send leave the stores.
    func testAPayloadInitializerThatNavigatesKeepsTheSendUnknown() throws {
        let initializer = """
        struct State {
                var name = ""
                init(name: String) { self.name = name; Router.shared.path.append(name) }
            }
        """
        let helper = """

        @Observable final class Router {
            static let shared = Router()
            var path = NavigationPath()
        }

        struct RouterRoot: View {
            @Bindable var router = Router.shared
            var body: some View {
                NavigationStack(path: $router.path) { Text("Root") }
            }
        }

        """
        let text = Self.library(Self.clearing).replacingOccurrences(of: "struct State { var name = \"\" }", with: initializer) + helper
        XCTAssertNotEqual(text, Self.library(Self.clearing) + helper)
        let result = try sites(text)
        XCTAssertTrue(result.holes.contains("store.send(.addTapped)"), "\(result.holes)")
    }
}
