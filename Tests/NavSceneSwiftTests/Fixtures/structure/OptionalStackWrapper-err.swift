// The same container, but its other branch puts the content in a plain VStack: no branch brings navigation, so the
// link and the toolbar in the content have no stack above them wherever the tab shows it, and a link written after
// the conditional has none either.
// Expected: toolbar-outside-navigation (line 31); link-outside-navigation (lines 23, 29, 33).
import SwiftUI

struct AlarmsContainer: View {
    private let framed: Bool

    init(framed: Bool = true) {
        self.framed = framed
    }

    var body: some View {
        VStack {
            if framed {
                VStack {
                    content
                }
            } else {
                content
            }
            NavigationLink("Help") { Text("Help") }
        }
    }

    private var content: some View {
        List {
            NavigationLink("Wake up") { Text("Wake up") }
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
