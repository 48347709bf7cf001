// Two tabs, each with its own NavigationStack. The Journal tab's Button appends a Trip to its stack's path, and
// nothing maps Trip on that stack. The only unknown code, a modifier from another module (`.shimmering()`), sits
// inside the Atlas tab's stack: whatever it declares is visible to that stack only, never to the Journal's.
// Expected: link-without-destination at the "Last trip" Button.
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
