// Two tabs, each with its own NavigationStack. The Journal tab's Button appends a Trip to its stack's path, and the
// Journal's stack maps Trip. The unknown modifier (`.shimmering()`) on the Atlas tab changes nothing.
// Expected: clean.
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
            .shimmering()
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
            .navigationDestination(for: Trip.self) { trip in Text("Trip \(trip.id)") }
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
