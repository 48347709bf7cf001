// The enum's tabs are tagged by their ForEach, but a last tab written after them has no `.tag`: setting the
// selection can never select it.
// Expected: tab-selection-mismatch (line 26).
import SwiftUI

enum Screen: Hashable, CaseIterable {
    case forest, settings

    @ViewBuilder var destination: some View {
        switch self {
        case .forest: Text("Forest")
        case .settings: Text("Settings")
        }
    }
}

struct AppTabs: View {
    @State private var selection: Screen = .forest

    var body: some View {
        TabView(selection: $selection) {
            ForEach(Screen.allCases, id: \.self) { screen in
                screen.destination
                    .tabItem { Text("Tab") }
            }
            Text("About")
                .tabItem { Text("About") }
        }
    }
}

@main
struct TabsApp: App {
    var body: some Scene {
        WindowGroup { AppTabs() }
    }
}
