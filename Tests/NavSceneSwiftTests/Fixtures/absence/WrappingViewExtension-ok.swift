// The same app whose list declares the destination outside the conditional modifier: no finding.
import SwiftUI

struct Note: Hashable { var title: String }

extension View {
    @ViewBuilder func when<Content: View>(_ flag: Bool, transform: (Self) -> Content) -> some View {
        if flag {
            transform(self)
        } else {
            self
        }
    }
}

@main struct NotesApp: App {
    var body: some Scene { WindowGroup { Notes() } }
}

struct Notes: View {
    @State private var isCompact = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Groceries", value: Note(title: "Groceries"))
            }
            .navigationDestination(for: Note.self) { note in Text(note.title) }
            .when(isCompact) { list in
                list.padding()
            }
        }
    }
}
