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
        .forEach(\.path, action: \.path)
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
        NavigationStack(path: $store.scope(state: \.path, action: \.path)) {
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
