// A map screen with a floating "Filters" link drawn over it. The link in the overlay pushes a Filter on the stack
// around the map, and nothing maps Filter (the only destination is for Pin).
// Expected: link-without-destination at the overlay's link.
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
        }
    }
}
