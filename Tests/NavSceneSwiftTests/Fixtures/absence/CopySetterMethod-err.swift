// `NoteList(notes: notes).mapsNotes(false)` where the view declares `func mapsNotes(_ on: Bool) -> Self { var copy =
// self; copy.mapsNotes = on; return copy }`: the same view with that argument set (it was an unknown modifier that
// hid the finding). Set to false, the list declares no destination: nothing maps the Note the link pushes,
// link-without-destination.
import SwiftUI

struct Note: Hashable { var title: String }

struct NoteList: View {
    var notes: [Note]
    var mapsNotes = true

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
                NoteList(notes: []).mapsNotes(false)
                NavigationLink("Groceries", value: Note(title: "Groceries"))
            }
        }
    }
}
