// iOS 18 tabs with modifiers of their own (`Tab(..., value:) { }.badge(...)`): each tab's value is the Tab's, so every
// tab can be selected in code.
// Expected: no finding.
import SwiftUI

enum Sport: Hashable {
    case archery, badminton
}

struct SportsTabs: View {
    @State private var selection: Sport = .archery

    var body: some View {
        TabView(selection: $selection) {
            Tab("Archery", systemImage: "figure.archery", value: Sport.archery) {
                NavigationStack { Text("Archery") }
            }
            .badge(3)

            Tab("Badminton", systemImage: "figure.badminton", value: Sport.badminton) {
                NavigationStack { Text("Badminton") }
            }
            .badge("New")
            .customizationID("badminton")
        }
    }
}

@main
struct SportsApp: App {
    var body: some Scene {
        WindowGroup { SportsTabs() }
    }
}
