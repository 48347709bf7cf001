// A feature module's thread screen: each reply opens the next thread, so the only place the module shows
// ThreadView is its own navigationDestination. The app that imports the module shows the first ThreadView, inside
// a NavigationStack or not: that is not in this code, so whether the destination has a stack around it is unknown.
// Expected: no finding.
import SwiftUI

public struct Reply: Hashable {
    public var id: Int
}

public struct ThreadView: View {
    let reply: Reply

    public init(reply: Reply) {
        self.reply = reply
    }

    public var body: some View {
        List {
            NavigationLink("Next reply", value: Reply(id: reply.id + 1))
        }
        .navigationDestination(for: Reply.self) { next in
            ThreadView(reply: next)
        }
    }
}
