import SwiftUI

enum Order: Hashable {
    case latest, older
}

enum Receipt: Hashable {
    case paper
}

// err/PushedScreenAppendsOnAppear fixed: the Button appends both values in one action, the pushed screen's task
// writes its own state, and onChange(of: path) counts visits: one path update per frame.
struct OrdersView: View {
    @State private var path = NavigationPath()
    @State private var visits = 0

    var body: some View {
        NavigationStack(path: $path) {
            List {
                Button("Latest receipt") {
                    path.append(Order.latest)
                    path.append(Receipt.paper)
                }
            }
            .navigationDestination(for: Order.self) { order in
                OrderView(order: order)
            }
            .navigationDestination(for: Receipt.self) { receipt in
                Text("Receipt")
            }
            .onChange(of: path) {
                visits += 1
            }
        }
    }
}

struct OrderView: View {
    let order: Order
    @State private var loaded = false

    var body: some View {
        Text("Order")
            .task {
                loaded = true
            }
    }
}
