// A page host wraps its page in a NavigationStack when its caller says so. Here the caller is known and passes
// `wrapsInStack: true` with the Notes page, which brings its own NavigationStack: the known flag decides, the stack
// is nested. Expected: nested-stack at NotesPage's NavigationStack (line 31).
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
            PageHost(page: .notes("Hello"), wrapsInStack: true)
        }
    }
}
