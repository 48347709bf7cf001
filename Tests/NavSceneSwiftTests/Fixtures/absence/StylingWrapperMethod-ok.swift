// The same app whose wrapper's second overload declares the Note's destination: the call may pick it, so the link
// may have its destination (no finding).
import SwiftUI

struct Note: Hashable { var title: String }

struct Backport<Content> {
    let content: Content
    init(_ content: Content) { self.content = content }
}

extension View {
    var backport: Backport<Self> { Backport(self) }
}

extension Backport where Content: View {
    @ViewBuilder func glass(_ radius: Double = 8) -> some View {
        if #available(iOS 26.0, *) {
            content.padding(radius)
        } else {
            content
        }
    }

    @ViewBuilder func glass(_ radius: Double = 8, tint: Color = .clear) -> some View {
        content.padding(radius).background(tint)
            .navigationDestination(for: Note.self) { note in Text(note.title) }
    }
}

@main struct NotesApp: App {
    var body: some Scene { WindowGroup { Notes() } }
}

struct Notes: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Groceries", value: Note(title: "Groceries"))
            }
            .backport.glass()
        }
    }
}
