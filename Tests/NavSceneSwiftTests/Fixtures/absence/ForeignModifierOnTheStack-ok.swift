// Two tabs, each with its own NavigationStack. The Journal tab's link pushes a String, and nothing the front end can
// read maps String on that stack; but a modifier from another module (`.shimmering()`) is applied inside it, and
// any module can name String: it may declare that destination.
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
        }
    }
}

struct JournalTab: View {
    @State private var model = JournalModel()

    var body: some View {
        NavigationStack {
            NavigationLink("Last trip", value: "Pier")
            .shimmering()
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
