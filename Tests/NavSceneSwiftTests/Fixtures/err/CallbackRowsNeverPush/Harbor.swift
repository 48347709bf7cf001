import SwiftUI

enum Berth: Hashable { case north, south }

struct BerthRow: View {
    let name: String
    let onSelect: () -> Void
    var body: some View {
        Button(name) { onSelect() }
    }
}

// Nothing pushes a Berth: the rows' callback only logs, so the destination is unreachable.
struct Harbor: View {
    @State private var path: [Berth] = []
    var body: some View {
        NavigationStack(path: $path) {
            List {
                BerthRow(name: "North", onSelect: { print("north") })
                BerthRow(name: "South") { print("south") }
            }
            .navigationDestination(for: Berth.self) { berth in Text("Berth") }
        }
    }
}
