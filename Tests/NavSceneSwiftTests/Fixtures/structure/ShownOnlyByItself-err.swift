// The same thread screen, and the app shows the first ThreadView itself, with no NavigationStack around it: every
// instance, the first and those the destination pushes, has no stack above its destination.
// Expected: destination-outside-stack at the navigationDestination.
import SwiftUI

struct Reply: Hashable {
    var id: Int
}

struct ThreadView: View {
    let reply: Reply

    var body: some View {
        List {
            NavigationLink("Next reply", value: Reply(id: reply.id + 1))
        }
        .navigationDestination(for: Reply.self) { next in
            ThreadView(reply: next)
        }
    }
}

@main struct ForumApp: App {
    var body: some Scene {
        WindowGroup {
            ThreadView(reply: Reply(id: 0))
        }
    }
}
