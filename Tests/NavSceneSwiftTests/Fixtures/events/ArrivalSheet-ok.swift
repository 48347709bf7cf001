// A publisher (a notification that a message arrived) presents the Inbox sheet. The sheet has its own stack, whose
// link pushes a Message, and the sheet's stack maps Message. The sheet is presented only by the publisher.
// Expected: no finding.
import SwiftUI

struct Message: Hashable {
    var id: Int
}

struct HomeView: View {
    @State private var showsInbox = false
    let arrivals = NotificationCenter.default.publisher(for: Notification.Name("arrived"))

    var body: some View {
        NavigationStack {
            Text("Home")
                .onReceive(arrivals) { _ in showsInbox = true }
                .sheet(isPresented: $showsInbox) {
                    NavigationStack {
                        List {
                            NavigationLink("Latest", value: Message(id: 1))
                        }
                        .navigationDestination(for: Message.self) { message in Text("Message") }
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
