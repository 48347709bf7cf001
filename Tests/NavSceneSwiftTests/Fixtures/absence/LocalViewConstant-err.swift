// Views named by local constants of a view builder: `let badge = RoundedRectangle(...)` drawn as
// `badge.strokeBorder(...)`, and `let steps = List { ... }` shown inside the stack. Each name is the view its
// initializer builds (SwiftUI's shape; the list with its link), so nothing unknown is on the stack: the link pushes a
// Step that nothing maps: link-without-destination.
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
        }
    }
}
