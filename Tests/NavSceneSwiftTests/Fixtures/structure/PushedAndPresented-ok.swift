// The same library, with the pushed screen showing the note without a stack of its own; the sheet's screen keeps its
// NavigationStack (a presentation starts a new navigation context).
// Expected: no finding.
import SwiftUI

struct Note: Hashable {
    var text: String
}

struct NotesScreen: View {
    let note: Note

    var body: some View {
        NavigationStack {
            Text(note.text)
                .navigationTitle("Note")
        }
    }
}

struct Library: View {
    @State private var presented: Note?

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Open", value: Note(text: "Pushed"))
                Button("Present") { presented = Note(text: "Presented") }
            }
            .navigationDestination(for: Note.self) { note in
                Text(note.text)
            }
            .sheet(item: $presented) { note in
                NotesScreen(note: note)
            }
        }
    }
}

extension Note: Identifiable {
    var id: String { text }
}

@main
struct LibraryApp: App {
    var body: some Scene {
        WindowGroup {
            Library()
        }
    }
}
