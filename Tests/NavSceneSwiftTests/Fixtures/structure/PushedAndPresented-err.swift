// The Notes screen brings its own NavigationStack. It is presented in a sheet (its own stack is right there) and also
// pushed by a link on the library's stack: there it is a stack pushed onto a stack, whatever the sheet does.
// Expected: nested-stack at NotesScreen's NavigationStack (line 14).
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
                NotesScreen(note: note)
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
