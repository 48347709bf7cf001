// Two tabs, each with its own NavigationStack. The Journal tab's Button appends a Trip to its stack's path, and
// nothing the front end can read maps Trip there; but a modifier from another module, given the type
// (`.routeDestinations(for: Trip.self)`), is applied inside the Journal's stack, and it may declare that destination.
// Expected: clean (unknown code on the stack the value goes to: no absence finding).
import SwiftUI

struct Trip: Hashable {
    var id: Int
}

@Observable final class JournalModel {
    var path: [Trip] = []

    func show(_ trip: Trip) {
        path.append(trip)
    }
}

struct AtlasTab: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Harbour", value: 1)
            }
            .navigationDestination(for: Int.self) { number in Text("\(number)") }
        }
    }
}

struct JournalTab: View {
    @State private var model = JournalModel()

    var body: some View {
        NavigationStack(path: $model.path) {
            Button("Last trip") {
                model.show(Trip(id: 7))
            }
            .routeDestinations(for: Trip.self)
        }
    }
}

@main struct TravelApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                AtlasTab().tabItem { Text("Atlas") }
                JournalTab().tabItem { Text("Journal") }
            }
        }
    }
}
