// Each tab's `.tag` is written on the content inside the tab's NavigationStack, not on the stack itself. Whether
// SwiftUI reads a tag from there is not something the model decides, so the tab's value is unknown, never "no value".
// Expected: no finding.
import SwiftUI

enum Section: Hashable {
    case inbox, archive
}

struct Mail: View {
    @State private var section: Section = .inbox

    var body: some View {
        TabView(selection: $section) {
            NavigationStack {
                Text("Inbox")
                    .tag(Section.inbox)
                    .tabItem { Text("Inbox") }
            }
            NavigationStack {
                Text("Archive")
                    .tag(Section.archive)
                    .tabItem { Text("Archive") }
            }
        }
    }
}

@main
struct MailApp: App {
    var body: some Scene {
        WindowGroup { Mail() }
    }
}
