import SwiftUI

// A feature package's screen: no App here, and the app that shows it passes its orders. The screen is still
// checked, with any orders: its links push an Order, and no destination on its stack shows one.
public struct Order: Identifiable, Hashable {
    public var id: Int
    public var title: String
}

public struct OrdersScreen: View {
    let orders: [Order]

    public init(orders: [Order]) { self.orders = orders }

    public var body: some View {
        NavigationStack {
            List(orders) { order in
                NavigationLink(order.title, value: order)
            }
            .navigationTitle("Orders")
        }
    }
}
