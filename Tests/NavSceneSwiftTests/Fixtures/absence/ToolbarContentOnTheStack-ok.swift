// The same app with a destination for Route on the list: no finding.
import SwiftUI

enum Route: Hashable { case detail }

struct SecondaryItem: ToolbarContent {
    @Environment(\.isEnabled) private var isEnabled
    init() {}
    var body: some ToolbarContent {
        ToolbarItem(placement: isEnabled ? .navigationBarLeading : .navigationBarTrailing) {
            Button {
                print("x")
            } label: {
                Image(systemName: "sidebar.right")
            }
        }
    }
}

@main struct TBApp: App {
    var body: some Scene { WindowGroup { Home() } }
}

struct Home: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Detail", value: Route.detail)
            }
            .navigationDestination(for: Route.self) { _ in Text("Detail") }
            .toolbar {
                SecondaryItem()
            }
        }
    }
}
