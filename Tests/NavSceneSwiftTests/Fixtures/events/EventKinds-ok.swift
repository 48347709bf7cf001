// Handlers SwiftUI runs at moments the model does not hold, each reaching a screen nothing else shows: a gesture's
// onEnded, a submitted field, a pull to refresh, a change of a value the model cannot compute, a user activity. A
// handler that only logs or styles is no navigation site; one whose parameter has the name of the stack's path (and is
// read) stays unknown, and so does a gesture whose navigating closure sits where the front end does not follow it.
// Expected: no finding; a stack, a destination and a sheet plus 5 handler writes modelled, 2 unknown (the gesture at
// line 35, the onReceive at line 41).
import SwiftUI

enum Stop: Hashable {
    case harbour, lighthouse, market
}

final class Feed: ObservableObject {
    @Published var latest: [Stop] = []
    var headline = ""
}

struct HarbourView: View {
    @State private var path: [Stop] = []
    @State private var showsMap = false
    @State private var query = ""
    @StateObject private var feed = Feed()
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                TextField("Search", text: $query)
                    .onSubmit { path.append(.market) }
                Text("Harbour")
                    .gesture(TapGesture(count: 2).onEnded { path.append(.harbour) })
                Text("Status")
                    .onTapGesture { print("tapped") }
                Text("Pier")
                    .gesture(TapGesture(count: 2).onEnded { print("zoom") }.exclusively(before: TapGesture().onEnded { path.append(.harbour) }))
            }
            .refreshable { showsMap = true }
            .onChange(of: scenePhase) { _, phase in path.append(.lighthouse) }
            .onContinueUserActivity("org.example.stop") { _ in path.removeAll() }
            .onHover { hovering in print(hovering) }
            .onReceive(feed.$latest) { path in self.path = path }
            .navigationDestination(for: Stop.self) { stop in Text("Stop") }
            .sheet(isPresented: $showsMap) { Text("Map") }
        }
    }
}

@main struct HarbourApp: App {
    var body: some Scene {
        WindowGroup { HarbourView() }
    }
}
