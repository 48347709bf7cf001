// A page host wraps its page in a NavigationStack when the page needs one. The app's state holds the page and the
// flag follows it (`page.needsStack`); the model knows both values each may take, but not which go together, so
// "the Notes stack is inside the host's stack" rests on a combination the code never makes (Notes needs no stack).
// Expected: no finding.
import SwiftUI

enum Page: Hashable {
    case inbox
    case notes(String)

    var needsStack: Bool {
        switch self {
        case .inbox: true
        case .notes: false
        }
    }

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
    @State private var page: Page = .inbox

    var body: some Scene {
        WindowGroup {
            VStack {
                Button("Notes") { page = .notes("Hello") }
                PageHost(page: page, wrapsInStack: page.needsStack)
            }
        }
    }
}
