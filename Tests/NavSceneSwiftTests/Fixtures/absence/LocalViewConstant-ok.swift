// The same app with the destination chained where the local list is shown: the use's modifiers apply to the
// initializer's view, so the link is served: no finding.
import SwiftUI

enum Step: Hashable { case first }

@main struct StepsApp: App {
    var body: some Scene { WindowGroup { Steps() } }
}

struct Steps: View {
    var body: some View {
        let badge = RoundedRectangle(cornerRadius: 4, style: .continuous)
        let steps = List {
            NavigationLink(value: Step.first) {
                HStack {
                    badge.strokeBorder(.quaternary, lineWidth: 0.5)
                    Text("First")
                }
            }
        }
        NavigationStack {
            steps
                .navigationTitle("Steps")
                .navigationDestination(for: Step.self) { _ in Text("Step") }
        }
    }
}
