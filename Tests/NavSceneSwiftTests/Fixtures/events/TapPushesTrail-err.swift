// Rows open a trail by a tap gesture on the row's text, not by a NavigationLink: the gesture appends the Trail to the
// stack's path. The only destination for Trail sits on the stack of the Settings sheet, which this stack cannot see.
// Expected: link-without-destination at the onTapGesture (line 20); unreachable-destination at the sheet's
// destination (line 28: nothing pushes a Trail on the sheet's stack).
import SwiftUI

enum Trail: Hashable {
    case ridge, valley
}

struct TrailsView: View {
    @State private var path: [Trail] = []
    @State private var showsSettings = false

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Text("Ridge")
                    .font(.headline)
                    .onTapGesture { path.append(.ridge) }
                Text("Valley")
                    .onTapGesture(count: 2) { print("double tap") }
                Button("Settings") { showsSettings = true }
            }
            .sheet(isPresented: $showsSettings) {
                NavigationStack {
                    Text("Settings")
                        .navigationDestination(for: Trail.self) { trail in Text("A trail") }
                }
            }
        }
    }
}

@main struct TrailsApp: App {
    var body: some Scene {
        WindowGroup { TrailsView() }
    }
}
