import SwiftUI

/// Three tabs, each with its own NavigationStack (or split view): the shape of most real apps.
@main
struct TrailsApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                ExploreTab()
                    .tabItem { Label("Explore", systemImage: "map") }
                SavedTab()
                    .tabItem { Label("Saved", systemImage: "bookmark") }
                RegionsTab()
                    .tabItem { Label("Regions", systemImage: "square.split.2x1") }
            }
        }
    }
}
