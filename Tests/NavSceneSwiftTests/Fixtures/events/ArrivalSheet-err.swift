// A publisher (a notification that a message arrived) presents the Inbox sheet. The sheet has its own stack, whose
// link pushes a Message; the destination for Message sits on the main stack, which the sheet's stack cannot see.
// Expected: link-without-destination at the "Latest" link (line 25), its witness naming the publisher;
// unreachable-destination at the main stack's destination (line 19: nothing pushes a Message there).
import SwiftUI

struct Message: Hashable {
    var id: Int
}

struct HomeView: View {
    @State private var showsInbox = false
    @State private var arrivedAt = Date()
    let arrivals = NotificationCenter.default.publisher(for: Notification.Name("arrived"))

    var body: some View {
        NavigationStack {
            Text("Home")
                .navigationDestination(for: Message.self) { message in Text("Message") }
                .onReceive(arrivals) { _ in showsInbox = true }
                .onReceive(arrivals) { _ in arrivedAt = Date() }
                .sheet(isPresented: $showsInbox) {
                    NavigationStack {
                        List {
                            NavigationLink("Latest", value: Message(id: 1))
                        }
                    }
                }
        }
    }
}

@main struct MailApp: App {
    var body: some Scene {
        WindowGroup { HomeView() }
    }
}
