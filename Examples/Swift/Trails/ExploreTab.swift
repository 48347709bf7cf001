import SwiftUI

/// A stack bound to a typed path of routes: rows push routes, a toolbar button too, and a sheet shows filters.
struct ExploreTab: View {
    @State private var path: [Route] = []
    @State private var showingFilters = false
    private let trails: [Trail] = [
        Trail(id: 1, name: "Ridge Loop", region: "North"),
        Trail(id: 2, name: "Lake Path", region: "South"),
    ]

    var body: some View {
        NavigationStack(path: $path) {
            List(trails) { trail in
                NavigationLink(trail.name, value: Route.trail(trail.id))
            }
            .navigationTitle("Explore")
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .trail(let id):
                    TrailDetail(trailID: id)
                case .map(let id):
                    TrailMap(trailID: id)
                case .settings:
                    Text("Settings")
                }
            }
            .toolbar {
                Button("Filters") { showingFilters = true }
                Button("Settings") { path.append(.settings) }
            }
            .sheet(isPresented: $showingFilters) {
                FiltersSheet()
            }
        }
    }
}

struct TrailDetail: View {
    var trailID: Int

    var body: some View {
        VStack {
            Text("Trail \(trailID)")
            NavigationLink("Map", value: Route.map(trailID))
        }
    }
}

struct TrailMap: View {
    var trailID: Int
    var body: some View { Text("Map of trail \(trailID)") }
}

/// A sheet is a new presentation: it has its own stack for its own links.
struct FiltersSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                NavigationLink("Difficulty") { Text("Easy, moderate, hard") }
            }
            .navigationTitle("Filters")
            .toolbar { Button("Done") { dismiss() } }
        }
    }
}
