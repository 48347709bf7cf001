// A value the front end cannot compute stands for any value of its type: here a struct built with a literal optional
// field. The stand-in record's nil is one value among many, so the analysis reads the field as any value and the
// link under `if let` is reachable: no unreachable-destination (it was a false one).
import SwiftUI

struct Note: Hashable {
    var title: String
    var attachment: String?
}

struct Attachment: Hashable { var name: String }

@main struct NotesApp: App {
    var body: some Scene { WindowGroup { Root() } }
}

struct Root: View {
    var body: some View {
        NavigationStack {
            NoteView(note: Note(title: "Hello", attachment: "photo.jpg"))
        }
    }
}

struct NoteView: View {
    let note: Note
    var body: some View {
        VStack {
            Text(note.title)
            if let name = note.attachment {
                NavigationLink("Open", value: Attachment(name: name))
            }
        }
        .navigationDestination(for: Attachment.self) { a in Text(a.name) }
    }
}
