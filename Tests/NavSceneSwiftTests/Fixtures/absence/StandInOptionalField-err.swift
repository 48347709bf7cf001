// The same app with the destination for Attachment replaced by one for Note: the link under `if let` pushes an
// Attachment nothing maps (link-without-destination), and it is found although the stand-in's field is nil.
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
        .navigationDestination(for: Note.self) { n in Text(n.title) }
    }
}
