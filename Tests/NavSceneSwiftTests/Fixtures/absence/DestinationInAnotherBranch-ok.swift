// The same counter with the fix: the destination for Ticket sits on the switch, outside its cases, so it is on the
// stack whichever panel is shown.
// Expected: no finding.
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
                .navigationDestination(for: Ticket.self) { ticket in
                    Text("Ticket \(ticket.number)")
                }
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
