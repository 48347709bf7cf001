// A travel app shows its sheets through content given by name, not as a closure: a method reference
// (`.sheet(isPresented:content: ticketSheet)`) and a custom `.modalSheet` extension whose ViewModifier stores the
// caller's builder and presents it with `content.sheet(isPresented:content: builder)`. Each sheet shows a screen with
// its own NavigationStack whose links push a Stop or a Seat; each stack maps what its link pushes.
// Expected: no finding.
import SwiftUI

struct Stop: Hashable { var name: String }
struct Seat: Hashable { var number: Int }

@main struct TravelApp: App {
    var body: some Scene {
        WindowGroup { TripView() }
    }
}

struct TripView: View {
    @State private var showsTicket = false
    @State private var showsSeats = false

    var body: some View {
        VStack {
            Button("Ticket") { showsTicket = true }
            Button("Seats") { showsSeats = true }
        }
        .sheet(isPresented: $showsTicket, content: ticketSheet)
        .modalSheet(isPresented: $showsSeats) {
            SeatsView()
        }
    }

    func ticketSheet() -> some View {
        TicketView()
    }
}

struct TicketView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("First stop", value: Stop(name: "Lyon"))
                .navigationDestination(for: Stop.self) { stop in Text(stop.name) }
        }
    }
}

struct SeatsView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Window seat", value: Seat(number: 12))
                .navigationDestination(for: Seat.self) { seat in Text("Seat \(seat.number)") }
        }
    }
}

extension View {
    func modalSheet<Sheet: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> Sheet) -> some View {
        modifier(ModalSheet(isPresented: isPresented, builder: content))
    }
}

struct ModalSheet<Sheet: View>: ViewModifier {
    let isPresented: Binding<Bool>
    let builder: () -> Sheet

    func body(content: Content) -> some View {
        content.sheet(isPresented: isPresented, content: builder)
    }
}
