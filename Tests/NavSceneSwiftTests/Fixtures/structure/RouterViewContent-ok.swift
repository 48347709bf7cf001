// A generic router view keeps its router (`@ObservedObject`) and a view-builder closure property, and calls the
// closure inside its NavigationStack: for the root and in its navigationDestination. The screens the app passes in
// that closure are shown inside the stack, so their NavigationLink and toolbar work.
// Expected: no finding.
import SwiftUI

final class Router<Route: Hashable>: ObservableObject {
    @Published var root: Route
    @Published var path: [Route] = []
    init(root: Route) { self.root = root }
    func push(_ route: Route) { path.append(route) }
}

enum Route: Hashable { case home, history }

struct RouterView<Route: Hashable, Content: View>: View {
    @ObservedObject var router: Router<Route>
    @ViewBuilder var screen: (Route) -> Content

    var body: some View {
        NavigationStack(path: $router.path) {
            screen(router.root)
                .navigationDestination(for: Route.self) { route in
                    screen(route)
                }
        }
        .environmentObject(router)
    }
}

struct AppRoot: View {
    @StateObject private var router = Router<Route>(root: .home)

    var body: some View {
        RouterView(router: router) { route in
            switch route {
            case .home: Home()
            case .history: History()
            }
        }
    }
}

struct Home: View {
    @EnvironmentObject var router: Router<Route>
    var body: some View {
        Button("History") { router.push(.history) }
            .toolbar { Button("Refresh") {} }
    }
}

struct History: View {
    var body: some View {
        NavigationLink { Text("Chart") } label: { Text("View chart") }
    }
}

@main
struct RouterApp: App {
    var body: some Scene {
        WindowGroup { AppRoot() }
    }
}
