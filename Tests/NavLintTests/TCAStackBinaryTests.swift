import Foundation
import XCTest

/// Through the binary, an err/ok twin: a Composable Architecture stack (`NavigationStack(path: $store.scope(...)) {
/// ... } destination: { store in switch store.case { ... } }`) pushes a tank's screen by `NavigationLink(state:)`; a
/// NavigationStack inside that screen is a nested stack, the same screen without it is silent. (Kept out of the
/// Swift golden fixtures: the scene writer cannot yet write a module's qualified type names, `AquariumFeature.State`,
/// nor an unknown value of an enum whose cases all carry payloads.)
final class TCAStackBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static let nested = """
    import ComposableArchitecture
    import SwiftUI

    // A Composable Architecture stack: the tanks list pushes a tank's screen by `NavigationLink(state:)`, and the tank's
    // screen wraps itself in a NavigationStack of its own.

    @Reducer
    struct TankFeature {
        @ObservableState
        struct State { var name = "" }
        enum Action { case feedTapped }
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .feedTapped:
                    state.name += "!"
                    return .none
                }
            }
        }
    }

    @Reducer
    struct AquariumFeature {
        @Reducer
        enum Path {
            case tank(TankFeature)
        }
        @ObservableState
        struct State {
            var path = StackState<Path.State>()
        }
        enum Action {
            case path(StackActionOf<Path>)
        }
        var body: some ReducerOf<Self> {
            Reduce { _, action in
                switch action {
                case .path:
                    return .none
                }
            }
            .forEach(\\.path, action: \\.path)
        }
    }

    struct TankView: View {
        let store: StoreOf<TankFeature>
        var body: some View {
            NavigationStack {
                Button("Feed") { store.send(.feedTapped) }
                    .navigationTitle("Tank")
            }
        }
    }

    struct AquariumView: View {
        @Bindable var store: StoreOf<AquariumFeature>
        var body: some View {
            NavigationStack(path: $store.scope(state: \\.path, action: \\.path)) {
                List {
                    NavigationLink(state: AquariumFeature.Path.State.tank(TankFeature.State(name: "Reef"))) {
                        Text("Reef")
                    }
                }
            } destination: { store in
                switch store.case {
                case .tank(let store):
                    TankView(store: store)
                }
            }
        }
    }

    @main
    struct AquariumApp: App {
        var body: some Scene {
            WindowGroup {
                AquariumView(store: Store(initialState: AquariumFeature.State()) { AquariumFeature() })
            }
        }
    }
    """

    static let flat = """
    import ComposableArchitecture
    import SwiftUI

    // A Composable Architecture stack: the tanks list pushes a tank's screen by `NavigationLink(state:)`, and the tank's
    // screen is pushed as it is, onto the list's stack.

    @Reducer
    struct TankFeature {
        @ObservableState
        struct State { var name = "" }
        enum Action { case feedTapped }
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .feedTapped:
                    state.name += "!"
                    return .none
                }
            }
        }
    }

    @Reducer
    struct AquariumFeature {
        @Reducer
        enum Path {
            case tank(TankFeature)
        }
        @ObservableState
        struct State {
            var path = StackState<Path.State>()
        }
        enum Action {
            case path(StackActionOf<Path>)
        }
        var body: some ReducerOf<Self> {
            Reduce { _, action in
                switch action {
                case .path:
                    return .none
                }
            }
            .forEach(\\.path, action: \\.path)
        }
    }

    struct TankView: View {
        let store: StoreOf<TankFeature>
        var body: some View {
            Button("Feed") { store.send(.feedTapped) }
                .navigationTitle("Tank")
        }
    }

    struct AquariumView: View {
        @Bindable var store: StoreOf<AquariumFeature>
        var body: some View {
            NavigationStack(path: $store.scope(state: \\.path, action: \\.path)) {
                List {
                    NavigationLink(state: AquariumFeature.Path.State.tank(TankFeature.State(name: "Reef"))) {
                        Text("Reef")
                    }
                }
            } destination: { store in
                switch store.case {
                case .tank(let store):
                    TankView(store: store)
                }
            }
        }
    }

    @main
    struct AquariumApp: App {
        var body: some Scene {
            WindowGroup {
                AquariumView(store: Store(initialState: AquariumFeature.State()) { AquariumFeature() })
            }
        }
    }
    """

    func testANavigationStackInAScreenPushedByAStoreStackIsNested() throws {
        let output = try NavLintProcess.lint(Self.nested, at: "Aquarium/Aquarium.swift", in: root)
        XCTAssertTrue(output.stdout.hasPrefix("Aquarium/Aquarium.swift:50:9: error: this NavigationStack is pushed onto another NavigationStack; a pushed view already lives in the outer stack [nested-stack]"), output.stdout)
        XCTAssertTrue(output.stdout.contains("Aquarium/Aquarium.swift:60:9: note: the enclosing NavigationStack"), output.stdout)
        XCTAssertTrue(output.stdout.contains("Aquarium/Aquarium.swift:67:13: note: TankView is used here"), output.stdout)
        XCTAssertTrue(output.stdout.contains("1 error, 0 warnings in 1 file"), output.stdout)
    }

    func testTheSameScreenWithoutItsOwnStackIsSilent() throws {
        let output = try NavLintProcess.lint(Self.flat, at: "Aquarium/Aquarium.swift", in: root)
        XCTAssertEqual(output.stdout.split(separator: "\n").count, 1, output.stdout)
        XCTAssertTrue(output.stdout.hasPrefix("navigation: "), output.stdout)
        XCTAssertEqual(output.status, 0)
    }
}
