// A view of another module given an action closure (`AsyncButton { try await ... } label: { ... }`): a closure that
// awaits is no view builder, so it is an action the button runs (it presents the help sheet), not unknown views. The
// button declares no destination of this module, so it hides no finding on the stack: the link pushes a Step that
// nothing maps: link-without-destination.
import SwiftUI
import ButtonKit

enum Step: Hashable { case first }

@main struct StepsApp: App {
    var body: some Scene { WindowGroup { Steps() } }
}

struct Steps: View {
    @State private var showsHelp = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("First", value: Step.first)
                AsyncButton {
                    try await Task.sleep(nanoseconds: 1_000)
                    showsHelp = true
                } label: {
                    Text("Help")
                }
            }
            .sheet(isPresented: $showsHelp) { Text("Help") }
        }
    }
}
