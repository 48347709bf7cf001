// The err twin's app with another module's view (`FeedbackForm`) inside the sheet's stack: it may declare a
// destination for Topic, so the missing destination is not claimed.
// Expected: no finding.
import SwiftUI

enum Topic: Hashable { case help, about }

struct Row<Icon: View>: View {
    let text: String
    @ViewBuilder let icon: () -> Icon
    let action: () -> Void

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
