// A TabView over an enum's cases with no `.tag`: SwiftUI tags each view of `ForEach(..., id: \.self)` with its
// element, so every tab has the selection's type and its own value.
// Expected: no finding.
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
        }
    }
}

@main
struct TabsApp: App {
    var body: some Scene {
        WindowGroup { AppTabs() }
    }
}
