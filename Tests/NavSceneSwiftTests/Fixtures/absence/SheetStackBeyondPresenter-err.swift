// A settings screen presents a feedback sheet whose content has its own NavigationStack. The link in it pushes a
// case of the app's route enum built with a payload the model cannot compute (a URL). Only the app's main stack maps
// that route; a sheet is a new presentation, so nothing declared around the presenting view is visible from the
// sheet's stack. The unknown modifiers on the presenting view (`.traced`, another module's) and on the main stack (a
// custom compilation condition) sit outside the sheet, so they cannot declare a destination for it.
// Expected: link-without-destination at the "Help" link.
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
