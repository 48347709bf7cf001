import SwiftUI

enum Berth: Hashable { case north, south }

struct BerthRow: View {
    let name: String
    let onSelect: () -> Void
    var body: some View {
        Button(name) { onSelect() }
    }
}

// The rows' callback only logs (no unknown site: each caller's closure is read where the row calls it); the link
// pushes a Berth, so its destination is reachable.
struct Harbor: View {
    @State private var path: [Berth] = []
    var body: some View {
        NavigationStack(path: $path) {
            List {
                BerthRow(name: "North", onSelect: { print("north") })
                BerthRow(name: "South") { print("south") }
                NavigationLink("Moor", value: Berth.south)
            }
            .navigationDestination(for: Berth.self) { berth in Text("Berth") }
        }
    }
}
