// The same map screen with a destination for Filter: the overlay's link pushes it.
// Expected: no finding.
import SwiftUI

struct Pin: Hashable {
    var id: Int
}

struct Filter: Hashable {
    var name: String
}

@main
struct Atlas: App {
    var body: some Scene {
        WindowGroup {
            MapScreen()
        }
    }
}

struct MapScreen: View {
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Harbour", value: Pin(id: 1))
            }
            .overlay(alignment: .bottomTrailing) {
                NavigationLink("Filters", value: Filter(name: "all"))
                    .padding()
            }
            .navigationDestination(for: Pin.self) { pin in Text("Pin") }
            .navigationDestination(for: Filter.self) { filter in Text("Filter") }
        }
    }
}
