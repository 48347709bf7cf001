import SwiftUI

enum Step: Hashable {
    case start, middle, end
}

// onChange(of: path) trims the path it observes: SwiftUI logs "Update NavigationAuthority bound path tried to
// update multiple times per frame" and drops one of the writes.
struct StepsView: View {
    @State private var path: [Step] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Start", value: Step.start)
            }
            .navigationDestination(for: Step.self) { step in
                Text("Step")
            }
            .onChange(of: path) {
                path.removeAll()
                path.append(Step.end)
            }
        }
    }
}
