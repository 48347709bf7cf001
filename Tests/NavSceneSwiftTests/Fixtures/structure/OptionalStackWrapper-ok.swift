// A container view embeds its content in a NavigationStack unless its caller says the content is already on one
// (`embedsInNavigationStack: false` from a screen pushed onto the caller's stack). The bare branch is meant for such
// callers; whether a context takes it depends on the flag, which the code's shape does not decide, so neither the
// toolbar nor the link in the content is claimed to be outside navigation, and neither is the destination.
// Expected: no finding.
import SwiftUI

struct Alarm: Hashable {
    var name: String
}

struct AlarmsContainer: View {
    private let embedsInNavigationStack: Bool

    init(embedsInNavigationStack: Bool = true) {
        self.embedsInNavigationStack = embedsInNavigationStack
    }

    var body: some View {
        Group {
            if embedsInNavigationStack {
                NavigationStack {
                    content
                }
            } else {
                content
            }
        }
    }

    private var content: some View {
        List {
            NavigationLink("Wake up", value: Alarm(name: "Wake up"))
        }
        .navigationDestination(for: Alarm.self) { alarm in
            Text(alarm.name)
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                NavigationLink {
                    Text("Settings")
                } label: {
                    Image(systemName: "gearshape")
                }
            }
        }
    }
}

struct MainTabs: View {
    var body: some View {
        TabView {
            AlarmsContainer()
                .tabItem { Label("Alarms", systemImage: "alarm") }
        }
    }
}

@main
struct AlarmsApp: App {
    var body: some Scene {
        WindowGroup { MainTabs() }
    }
}
