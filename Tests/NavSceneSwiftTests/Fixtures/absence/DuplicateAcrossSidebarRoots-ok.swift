// A split view whose detail stack shows one screen per sidebar selection (a `switch` the front end cannot compute,
// so every case may be shown). The Truck screen maps Panel values to a Gallery; the Gallery screen, also shown as
// the Donuts selection's root, declares the String destination. A Gallery pushed from the Truck screen is never
// above a Gallery root: the Panel destination that pushes it belongs to the Truck branch, and the Donuts branch has
// none. The sidebar's links select; they push nothing the Donuts root can show.
// Expected: clean (no duplicate-destination).
import SwiftUI

enum Panel: Hashable {
    case truck
    case donuts
}

struct KitchenRoot: View {
    @State private var selection: Panel? = .truck
    @State private var path = NavigationPath()

    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                NavigationLink(value: Panel.truck) { Text("Truck") }
                NavigationLink(value: Panel.donuts) { Text("Donuts") }
            }
        } detail: {
            NavigationStack(path: $path) {
                switch selection ?? .truck {
                case .truck: TruckScreen()
                case .donuts: Gallery()
                }
            }
        }
    }
}

struct TruckScreen: View {
    var body: some View {
        NavigationLink("Donuts", value: Panel.donuts)
            .navigationDestination(for: Panel.self) { _ in Gallery() }
    }
}

struct Gallery: View {
    var body: some View {
        NavigationLink("New donut", value: "new")
            .navigationDestination(for: String.self) { _ in Text("Editor") }
    }
}
