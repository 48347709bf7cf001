// The same app with the sheet's stack mapping the route itself (the err twin's only destination for it is on the
// main stack, outside the sheet).
// Expected: no finding.
import SwiftUI

@Observable final class AppModel {
    enum Route: Hashable {
        case web(url: URL, title: String)
        case about
    }
    var path = NavigationPath()
}

struct FeedbackScreen: View {
    @State private var message = ""

    var body: some View {
        NavigationStack {
            Form {
                NavigationLink("Help", value: AppModel.Route.web(url: URL(string: "https://example.com")!, title: "Help"))
                TextField("Message", text: $message)
            }
            .navigationDestination(for: AppModel.Route.self) { route in
                Text("help")
            }
        }
    }
}

struct SettingsScreen: View {
    @State private var isShowingFeedback = false

    var body: some View {
        List {
            Button("Feedback") { isShowingFeedback = true }
        }
        .sheet(isPresented: $isShowingFeedback) {
            FeedbackScreen()
        }
        .traced("Settings")
    }
}

@main struct HelpApp: App {
    @State private var model = AppModel()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $model.path) {
                SettingsScreen()
                    .navigationDestination(for: AppModel.Route.self) { route in
                        Text("route")
                    }
            }
#if ADHOC
            .onAppear { print("adhoc") }
#endif
        }
    }
}
