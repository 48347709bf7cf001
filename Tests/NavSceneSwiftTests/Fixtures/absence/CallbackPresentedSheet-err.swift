// A settings screen whose row view (`Row`) takes its tap handler as a closure: the handler presents a feedback sheet
// with its own NavigationStack. navlint does not follow the closure into the row, so no state it walks shows the
// sheet; but from the code's shape, the link in the sheet is in the sheet's stack wherever it is shown, and that stack
// declares no destination for Topic (the app's main stack does, outside the sheet, where the link cannot see it).
// Expected: link-without-destination at the "Help" link.
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
