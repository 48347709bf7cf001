// The err twin's app with another module's view (`FeedbackForm`) inside the sheet's stack: it may declare a
// destination for Topic, so the missing destination is not claimed.
// Expected: no finding.
import SwiftUI

enum Topic: Hashable { case help, about }

struct Row<Icon: View>: View {
    let text: String
    @ViewBuilder let icon: () -> Icon
    var action: () -> Void

    var body: some View {
        HStack {
            icon()
            Text(text)
        }
        .onTapGesture {
            action()
        }
    }
}

struct FeedbackScreen: View {
    var body: some View {
        NavigationStack {
            Form {
                NavigationLink("Help", value: Topic.help)
                FeedbackForm(topic: .help)
            }
        }
    }
}

struct SettingsScreen: View {
    @State private var isShowingFeedback = false

    var body: some View {
        List {
            Row(text: "Feedback", icon: { Image(systemName: "star") }, action: { isShowingFeedback = true })
        }
        .sheet(isPresented: $isShowingFeedback) {
            FeedbackScreen()
        }
    }
}

@main struct HelpApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                SettingsScreen()
                    .navigationDestination(for: Topic.self) { topic in Text("topic") }
            }
        }
    }
}

// The row's action may be replaced after the row is made: the closure the settings screen gives is not all it may
// run, so the model does not follow it (ClosurePropertyCalls) and no walked state shows the sheet.
extension Row {
    func onAction(_ perform: @escaping () -> Void) -> Row {
        var copy = self
        copy.action = perform
        return copy
    }
}
