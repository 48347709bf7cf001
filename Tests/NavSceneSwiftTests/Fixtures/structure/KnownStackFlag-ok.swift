// The same page host, and its known caller passes `wrapsInStack: false` with the Notes page: the page's own
// NavigationStack is the only one. The known flag decides: no finding.
// Expected: no finding.
import SwiftUI

enum Page: Hashable {
    case inbox
    case notes(String)

    @ViewBuilder
    func view() -> some View {
        switch self {
        case .inbox: InboxPage()
        case .notes(let text): NotesPage(text: text)
        }
    }
}

struct InboxPage: View {
    var body: some View {
        List {
            Text("Inbox")
        }
    }
}

struct NotesPage: View {
    let text: String

    var body: some View {
        NavigationStack {
            Text(text)
        }
    }
}

struct PageHost: View {
    let page: Page
    let wrapsInStack: Bool

    var body: some View {
        if wrapsInStack {
            NavigationStack {
                page.view()
            }
        } else {
            page.view()
        }
    }
}

@main
struct HostApp: App {
    var body: some Scene {
        WindowGroup {
            PageHost(page: .notes("Hello"), wrapsInStack: false)
        }
    }
}
