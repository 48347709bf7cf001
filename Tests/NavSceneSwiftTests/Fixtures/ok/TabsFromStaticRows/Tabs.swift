// Tabs from a static list of an enum's cases (`static var tabs: [RootTab] { [.home, .settings] }`), tagged with the
// row, in the `.tag` form and in iOS 18's `Tab(value:)` form. The rows' values are not computed by the model: each
// tab's value is an unknown RootTab (never a nil the selection cannot hold), and both tab views are modelled.
// Expected: no finding.
import SwiftUI

enum RootTab: Int, Codable, Identifiable, View {
    case home
    case settings

    static var tabs: [RootTab] {
        [.home, .settings]
    }

    var id: String { "\(self)" }

    var title: String {
        switch self {
        case .home: "Home"
        case .settings: "Settings"
        }
    }

    var body: some View {
        NavigationStack {
            NavigationLink(title) { Text(title) }
        }
    }
}

struct StandardTabs: View {
    @SceneStorage("selectedTab") var selectedTab: RootTab = .home

    var body: some View {
        TabView(selection: $selectedTab) {
            ForEach(RootTab.tabs) { tab in
                tab
                    .tabItem { Label(tab.title, systemImage: "circle") }
                    .tag(tab)
            }
        }
    }
}

struct ModernTabs: View {
    @State private var selectedTab: RootTab = .home

    var body: some View {
        TabView(selection: $selectedTab) {
            ForEach(RootTab.tabs) { tab in
                Tab(tab.title, systemImage: "circle", value: tab) {
                    tab
                }
            }
        }
    }
}

@main
struct TabsApp: App {
    @AppStorage("modern") private var modern = false

    var body: some Scene {
        WindowGroup {
            if modern { ModernTabs() } else { StandardTabs() }
        }
    }
}
