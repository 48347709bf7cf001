// Rows open a trail by a tap gesture on the row's text, not by a NavigationLink: the gesture appends the Trail to the
// stack's path, and the stack maps Trail. The Trail screen is shown only through the gesture.
// Expected: no finding (the destination is reachable, through the tap).
import SwiftUI

enum Trail: Hashable {
    case ridge, valley
}

struct TrailsView: View {
    @State private var path: [Trail] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Text("Ridge")
                    .font(.headline)
                    .onTapGesture { path.append(.ridge) }
                Text("Valley")
                    .onLongPressGesture { path.append(.valley) }
            }
            .navigationDestination(for: Trail.self) { trail in
                Text("A trail")
            }
        }
    }
}

@main struct TrailsApp: App {
    var body: some Scene {
        WindowGroup { TrailsView() }
    }
}
