// Handlers given as references to the view's methods: a URL opens a Dock through `open(_:)` (its parameter, the URL,
// is an unknown value, and the check that reads it is unknown), a double tap runs `resetZoom`. No destination for Dock
// is visible to the stack.
// Expected: link-without-destination at the onOpenURL (line 18).
import SwiftUI

enum Dock: Hashable {
    case north, south
}

struct PortView: View {
    @State private var path: [Dock] = []
    @State private var zoomed = false

    var body: some View {
        NavigationStack(path: $path) {
            Text("Port")
                .onOpenURL(perform: open)
                .onTapGesture(count: 2, perform: resetZoom)
        }
    }

    func open(_ url: URL) {
        if url.host == "dock" { print(url) }
        path.append(.north)
    }

    func resetZoom() {
        zoomed = false
    }
}

@main struct PortApp: App {
    var body: some Scene {
        WindowGroup { PortView() }
    }
}
