// Handlers given as references to the view's methods: a URL opens a Dock through `open(_:)` (its parameter, the URL,
// is an unknown value, and the check that reads it is unknown), a double tap runs `resetZoom`. The destination
// for Dock is visible to the stack, and it is reached only through the URL.
// Expected: no finding.
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
                .navigationDestination(for: Dock.self) { dock in Text("Dock") }
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
