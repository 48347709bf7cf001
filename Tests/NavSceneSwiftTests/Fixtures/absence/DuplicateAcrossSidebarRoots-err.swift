// A split view whose detail stack shows one screen per sidebar selection (a `switch` the front end cannot compute,
// so every case may be shown). The Truck screen maps Panel values to a Gallery and declares a String destination of
// its own; the Gallery declares one too. Under the Truck root, a Gallery pushed from it registers String a second
// time, and SwiftUI ignores the Gallery's.
// Expected: duplicate-destination (warning) at the Gallery's String destination.
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
            .navigationDestination(for: String.self) { _ in Text("Truck note") }
    }
}

struct Gallery: View {
    var body: some View {
        NavigationLink("New donut", value: "new")
            .navigationDestination(for: String.self) { _ in Text("Editor") }
    }
}
