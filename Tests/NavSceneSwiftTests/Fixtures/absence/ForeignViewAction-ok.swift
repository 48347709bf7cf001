// The same app with a destination for Step on the list: no finding.
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
            .navigationDestination(for: Step.self) { _ in Text("Step") }
            .sheet(isPresented: $showsHelp) { Text("Help") }
        }
    }
}
