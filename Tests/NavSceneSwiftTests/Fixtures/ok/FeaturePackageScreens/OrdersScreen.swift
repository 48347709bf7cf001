import SwiftUI

// A feature package's screens: no App here; the app passes the orders and a binding. Each screen is checked with
// any value of what it is given, and the rows it shows are shown.
public struct Order: Identifiable, Hashable {
    public var id: Int
    public var title: String
}

struct OrderRow: View {
    let order: Order
    var body: some View { Text(order.title) }
}

public struct OrdersScreen: View {
    let orders: [Order]
    @Binding var showsFilters: Bool

    public init(orders: [Order], showsFilters: Binding<Bool>) {
        self.orders = orders
        self._showsFilters = showsFilters
    }

    public var body: some View {
        NavigationStack {
            List(orders) { order in
                NavigationLink(value: order) { OrderRow(order: order) }
            }
            .navigationDestination(for: Order.self) { order in
                Text(order.title)
            }
            .sheet(isPresented: $showsFilters) {
                FiltersView()
            }
        }
    }
}

struct FiltersView: View {
    var body: some View { Text("Filters") }
}
