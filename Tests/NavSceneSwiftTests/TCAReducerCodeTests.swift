import NavSceneDiagnostics
import NavSceneModel
@testable import NavSceneSwift
import XCTest

/// The reducer's own code that a clause runs is read as the clause's: a method or computed property of the reducer
/// (its `inout State` parameter is the state, the effect it returns is the clause's), a stateless reducer a feature's
/// body runs (read as that feature's clauses only), TCA's `action.is(\.case)`, an enum case pattern that binds names,
/// a collection's `reduce`/`map` whose value is written into the state. Each twin keeps the send or dialog unknown
/// where that code may leave the stores. (Fixture: `TCAStoreWriteTests.library`, whose `.alert` is modelled only when
/// every clause its buttons' actions reach stays in the stores.)
final class TCAReducerCodeTests: XCTestCase {
    func sites(_ text: String) throws -> TCAStoreWriteTests.Sites {
        let result = SwiftFrontEnd.load([SourceFile(path: "App.swift", text: text)], name: "Test")
        let scene = try XCTUnwrap(result.scene, "\(result.diagnostics)")
        func first(_ site: OpaqueSite) -> String { String(site.what.split(separator: "\n").first ?? "") }
        return TCAStoreWriteTests.Sites(holes: scene.opaque.filter(\.isUnknownNavigation).map(first).sorted(),
                                        abstracted: scene.opaque.filter { $0.isAbstraction && $0.kind != .value }.map(first).sorted(), scene: scene)
    }

    static let url = "URL(string: \"https://example.com\")!"

    /// The library with the alert's clause and members added to the `Library` reducer.
    static func library(clause: String, members: String = "", extra: String = "") -> String {
        let text = TCAStoreWriteTests.library("case .alert(.presented(.confirmClear)):\n            \(clause)")
        let marker = "@Dependency(\\.openURL) var openURL\n"
        precondition(text.contains(marker))
        return text.replacingOccurrences(of: marker, with: marker + members + "\n") + extra
    }

    static func alertModelled(_ result: TCAStoreWriteTests.Sites) -> Bool {
        result.abstracted.contains { $0.hasPrefix("alert(") } && !result.holes.contains(".alert")
    }

    /// `self.clear(&state)`: the reducer's method writes the state it is handed; one that returns an effect opening a
    /// URL leaves the stores.
    func testAReducerMethodHandedTheStateIsReadAsTheClause() throws {
        let writing = try sites(Self.library(clause: "self.clear(&state)\n            return .none",
                                             members: "func clear(_ state: inout State) { state.path.removeAll() }"))
        XCTAssertTrue(Self.alertModelled(writing), "\(writing.holes) \(writing.abstracted)")
        XCTAssertEqual(writing.holes, ["store.send(.helpTapped)"])
        let leaving = try sites(Self.library(clause: "return self.clear(&state)",
                                             members: "func clear(_ state: inout State) -> Effect<Action> {\n        state.path.removeAll()\n        return .run { _ in await openURL(\(Self.url)) }\n    }"))
        XCTAssertEqual(leaving.holes, [".alert", "store.send(.helpTapped)"])
    }

    /// `return self.refresh`: a computed property of the reducer returning an effect; what it sends decides.
    func testAReducerPropertyReturningAnEffectIsReadAsTheClause() throws {
        let adding = try sites(Self.library(clause: "return self.refresh", members: "var refresh: Effect<Action> { .send(.addTapped) }"))
        XCTAssertTrue(Self.alertModelled(adding), "\(adding.holes) \(adding.abstracted)")
        let helping = try sites(Self.library(clause: "return self.refresh", members: "var refresh: Effect<Action> { .send(.helpTapped) }"))
        XCTAssertEqual(helping.holes, [".alert", "store.send(.helpTapped)"])
    }

    /// `self.now()` reading a dependency is a value; a method that calls a router object of the module is not.
    func testAReducerMethodReadingADependencyIsAValue() throws {
        let router = "\n@Observable final class Router {\n    static let shared = Router()\n    var path = NavigationPath()\n}\n"
            + "struct RouterRoot: View {\n    @Bindable var router = Router.shared\n    var body: some View { NavigationStack(path: $router.path) { Text(\"Root\") } }\n}\n"
        let reading = try sites(Self.library(clause: "state.count = self.now()\n            return .none",
                                             members: "@Dependency(\\.clock) var clock\n    func now() -> Int { self.clock.ticks }", extra: router))
        XCTAssertTrue(Self.alertModelled(reading), "\(reading.holes) \(reading.abstracted)")
        let routing = try sites(Self.library(clause: "state.count = self.now()\n            return .none",
                                             members: "func now() -> Int { Router.shared.path.append(1); return 1 }", extra: router))
        XCTAssertEqual(routing.holes, [".alert", "store.send(.helpTapped)"])
    }

    /// `action.is(\.countTapped)`: TCA's test of the action's case, a read; a method the module adds to the action
    /// (`action.log()`) is code the front end does not read there.
    func testTestingTheActionsCaseIsARead() throws {
        let testing = try sites(Self.library(clause: "if action.is(\\.countTapped) { state.count = 0 }\n            return .none"))
        XCTAssertTrue(Self.alertModelled(testing), "\(testing.holes) \(testing.abstracted)")
        let logging = try sites(Self.library(clause: "action.log()\n            return .none",
                                             extra: "\nextension Library.Action { func log() { print(self) } }\n"))
        XCTAssertEqual(logging.holes, [".alert", "store.send(.helpTapped)"])
    }

    /// `case let .big(n)` matches an enum case (a pattern that binds names runs no code), even where another type has
    /// a static method of that name that navigates; `case .big(2)`, which could be an expression pattern calling it,
    /// stays unknown, also nested in a pattern that binds elsewhere.
    func testAnEnumCasePatternThatBindsRunsNoCode() throws {
        let sizes = """

        enum Size { case big(Int), small
            indirect case pair(Int, Size) }
        @Observable final class Router {
            static let shared = Router()
            var path = NavigationPath()
        }
        enum Sizes { static func big(_ n: Int) -> Size { Router.shared.path.append(n); return .small } }
        struct RouterRoot: View {
            @Bindable var router = Router.shared
            var body: some View { NavigationStack(path: $router.path) { Text("Root") } }
        }

        """
        func text(_ pattern: String) -> String {
            let text = Self.library(clause: "switch state.size {\n            \(pattern): state.count = 1\n            default: break\n            }\n            return .none", extra: sizes)
            return text.replacingOccurrences(of: "var count = 0", with: "var count = 0\n        var size = Size.small")
        }
        let binding = try sites(text("case let .big(n) where n > 1"))
        XCTAssertTrue(Self.alertModelled(binding), "\(binding.holes) \(binding.abstracted)")
        let inner = try sites(text("case .big(let n) where n > 1"))
        XCTAssertTrue(Self.alertModelled(inner), "\(inner.holes) \(inner.abstracted)")
        for pattern in ["case .big(2)", "case let .pair(n, .big(2)) where n > 1"] {
            XCTAssertEqual(try sites(text(pattern)).holes, [".alert", "store.send(.helpTapped)"], pattern)
        }
    }

    /// A collection's `map` and `reduce(into:_:)` whose value is written into the state compute a value; a `.map` of
    /// the effect the clause returns may send any action.
    func testACollectionsMapWrittenIntoTheStateIsAValue() throws {
        let counting = try sites(Self.library(clause: "state.count = [1, 2].map { $0 * 2 }.reduce(into: 0) { $0 += $1 }\n            return .none"))
        XCTAssertTrue(Self.alertModelled(counting), "\(counting.holes) \(counting.abstracted)")
        let mapping = try sites(Self.library(clause: "return Effect.send(.countTapped).map { $0 }"))
        XCTAssertEqual(mapping.holes, [".alert", "store.send(.helpTapped)"])
    }

    /// A reducer without a state of its own that the feature's body runs (`Counting()`) is read as the feature's
    /// clauses, writing the feature's state; one that no feature runs is read on its own, with no state to write, and
    /// its catch-all keeps every send that reaches a child (`.destination(.presented(.shelf(.closeTapped)))`) unknown.
    func testAStatelessReducerRunByTheFeatureIsReadAsItsClauses() throws {
        let counting = """

        struct Counting: Reducer {
            var body: some ReducerOf<Library> {
                Reduce { state, action in
                    switch action {
                    case .countTapped:
                        state.count += 1
                        return .none
                    default:
                        state.count = 0
                        return .none
                    }
                }
            }
        }

        """
        let deep = "store.send(.destination(.presented(.shelf(.closeTapped))))"
        let alone = Self.library(clause: "state.path.removeAll()\n            return .none", extra: counting)
            .replacingOccurrences(of: "Button(\"Help\") { store.send(.helpTapped) }", with: "Button(\"Help\") { store.send(.helpTapped) }\n            Button(\"Deep\") { \(deep) }")
        XCTAssertTrue(alone.contains(deep))
        let run = alone.replacingOccurrences(of: ".forEach(\\.path, action: \\.path)", with: "Counting()\n        .forEach(\\.path, action: \\.path)")
        XCTAssertTrue(run.contains("Counting()\n"))
        let read = try sites(run)
        XCTAssertEqual(read.holes, ["store.send(.helpTapped)"])
        XCTAssertTrue(read.abstracted.contains(deep), "\(read.abstracted)")
        XCTAssertTrue(try sites(alone).holes.contains(deep))
    }
    /// `state.banner = shown ? .init() : nil`: Swift looks the member up in the property's declared type (`Banner?`),
    /// whose initializer only stores; where another type's initializer navigates, an `.init()` the front end cannot
    /// place could be that one. A property of that type keeps the dialog unknown.
    func testAnImplicitMemberAssignedToTheStateIsOfThePropertysType() throws {
        let types = """

        struct Banner { var shown = true }
        @Observable final class Router {
            static let shared = Router()
            var path = NavigationPath()
        }
        final class Tracker { init() { Router.shared.path.append(1) } }
        struct RouterRoot: View {
            @Bindable var router = Router.shared
            var body: some View { NavigationStack(path: $router.path) { Text("Root") } }
        }

        """
        func text(_ type: String, _ value: String) -> String {
            Self.library(clause: "state.banner = \(value)\n            return .none", extra: types)
                .replacingOccurrences(of: "var count = 0", with: "var count = 0\n        var banner: \(type)?")
        }
        for value in [".init()", "state.count > 1 ? .init() : nil"] {
            let banner = try sites(text("Banner", value))
            XCTAssertTrue(Self.alertModelled(banner), "\(value): \(banner.holes) \(banner.abstracted)")
            XCTAssertEqual(try sites(text("Tracker", value)).holes, [".alert", "store.send(.helpTapped)"], value)
        }
        // `var banner: Shelf.State?`: the type nested in a module type.
        let nested = try sites(text("Shelf.State", ".init(name: \"x\")"))
        XCTAssertTrue(Self.alertModelled(nested), "\(nested.holes) \(nested.abstracted)")
        let unplaced = try sites(text("Banner", "Optional(.init())"))
        XCTAssertEqual(unplaced.holes, [".alert", "store.send(.helpTapped)"])
    }
    /// A recursive feature, `.forEach(\.rows, action: \.rows) { Self() }`, runs its own reducer on each row: its
    /// clauses are read, so a send that writes no navigation state is no site; a reducer the front end does not read
    /// there keeps it unknown.
    func testARecursiveFeatureIsReadAsItself() throws {
        let node = """
        import SwiftUI
        import ComposableArchitecture

        @Reducer
        struct Node {
            @ObservableState
            struct State: Identifiable {
                let id: Int
                var rows: IdentifiedArrayOf<State> = []
            }
            enum Action {
                case addTapped
                indirect case rows(IdentifiedActionOf<Node>)
            }
            var body: some ReducerOf<Self> {
                Reduce { state, action in
                    switch action {
                    case .addTapped:
                        state.rows.append(State(id: state.rows.count))
                        return .none
                    case .rows:
                        return .none
                    }
                }
                .forEach(\\.rows, action: \\.rows) {
                    CHILD
                }
            }
        }

        struct NodeView: View {
            let store: StoreOf<Node>
            var body: some View {
                Button("Add") { store.send(.addTapped) }
            }
        }

        """
        XCTAssertEqual(try sites(node.replacingOccurrences(of: "CHILD", with: "Self()")).holes, [])
        XCTAssertEqual(try sites(node.replacingOccurrences(of: "CHILD", with: "OtherModuleReducer()")).holes, ["store.send(.addTapped)"])
    }
}
