// Handlers given as references to the view's methods: a URL opens a Dock through `self.open(_:)` (its parameter,
// the URL, is an unknown value, and the check that reads it is unknown), a double tap runs `resetZoom`. The
// destination for Dock is visible to the stack, and it is reached only through the URL. A tap gesture's `onEnded`
// given a method presents the map (not `isEnabled:`, a value); a key press handler returns SwiftUI's result and
// pushes a Dock.
// Expected: no finding; 6 of 6 sites modelled.
import SwiftUI

enum Dock: Hashable {
    case north, south
}

struct PortView: View {
    @State private var path: [Dock] = []
    @State private var zoomed = false
    @State private var showsMap = false
    let tapEnabled = true

    var body: some View {
        NavigationStack(path: $path) {
            Text("Port")
                .onOpenURL(perform: self.open)
                .onTapGesture(count: 2, perform: resetZoom)
                .navigationDestination(for: Dock.self) { dock in Text("Dock") }
                .gesture(TapGesture().onEnded(openMap), isEnabled: tapEnabled)
                .onKeyPress(action: handleKey)
                .sheet(isPresented: $showsMap) { Text("Map") }
        }
    }

    func open(_ url: URL) {
        if url.host == "dock" { print(url) }
        path.append(.north)
    }

    func resetZoom() {
        zoomed = false
    }

    func openMap() {
        showsMap = true
    }

    func handleKey(_ press: KeyPress) -> KeyPress.Result {
        path.append(.south)
        return .handled
    }
}

@main struct PortApp: App {
    var body: some Scene {
        WindowGroup { PortView() }
    }
}
