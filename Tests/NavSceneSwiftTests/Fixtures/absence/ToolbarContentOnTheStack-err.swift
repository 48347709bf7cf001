// A toolbar item the module declares as its own ToolbarContent type (a Button in a ToolbarItem) is read like a view
// where the toolbar shows it: it declares no destination, so it hides no finding on the stack. The link pushes a
// Route that nothing maps: link-without-destination.
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
            .toolbar {
                SecondaryItem()
            }
        }
    }
}
