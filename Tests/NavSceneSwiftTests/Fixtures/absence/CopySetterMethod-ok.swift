// The same app whose list maps notes only when told to (the default is false) and is told to: the setter's value is
// the argument, so the list declares the Note's destination (no finding).
import SwiftUI

struct Note: Hashable { var title: String }

struct NoteList: View {
    var notes: [Note]
    var mapsNotes = false

    var body: some View {
        if mapsNotes {
            Text("Notes")
                .navigationDestination(for: Note.self) { note in Text(note.title) }
        } else {
            Text("Notes")
        }
    }

    func mapsNotes(_ on: Bool) -> Self {
        var copy = self
        copy.mapsNotes = on
        return copy
    }
}

@main struct NotesApp: App {
    var body: some Scene { WindowGroup { Notes() } }
}

struct Notes: View {
    var body: some View {
        NavigationStack {
            VStack {
                NoteList(notes: []).mapsNotes(true)
                NavigationLink("Groceries", value: Note(title: "Groceries"))
            }
        }
    }
}
