// One NavigationStack whose root shows one panel at a time: a `switch` on the chosen panel. The Orders panel links to
// Ticket values; the only navigationDestination for Ticket is on the Menu panel, in another case of the same switch.
// While the Orders panel is shown the Menu panel is not, so nothing on the stack maps Ticket: the link does nothing.
// Expected: link-without-destination at the "Open ticket" link.
import SwiftUI

struct Ticket: Hashable {
    var number: Int
}

enum Panel: Hashable, CaseIterable {
    case orders, menu
}

struct OrdersPanel: View {
    var body: some View {
        List {
            NavigationLink("Open ticket", value: Ticket(number: 1))
        }
    }
}

struct MenuPanel: View {
    var body: some View {
        List {
            Text("Espresso")
        }
        .navigationDestination(for: Ticket.self) { ticket in
            Text("Ticket \(ticket.number)")
        }
    }
}

struct PanelSwitch: View {
    var panel: Panel

    var body: some View {
        switch panel {
        case .orders:
            OrdersPanel()
        case .menu:
            MenuPanel()
        }
    }
}

struct CounterView: View {
    @State private var panel: Panel = .orders

    var body: some View {
        NavigationStack {
            PanelSwitch(panel: panel)
                .toolbar {
                    Picker("Panel", selection: $panel) {
                        Text("Orders").tag(Panel.orders)
                        Text("Menu").tag(Panel.menu)
                    }
                }
        }
    }
}

@main struct CounterApp: App {
    var body: some Scene {
        WindowGroup {
            CounterView()
        }
    }
}
