// A note's attachment is shown with `attachment.map { name in ... }`: an Optional's map, a view only when the
// attachment is there (as `if let` shows it). The link inside it pushes an Attachment, and nothing on the stack
// maps Attachment.
// Expected: link-without-destination at the link inside the map.
import SwiftUI

struct Attachment: Hashable {
    var name: String
}

struct NoteView: View {
    @State private var title = "Groceries"
    @State private var attachment: String? = "list.pdf"

    var body: some View {
        NavigationStack {
            VStack {
                Text(title)
                attachment.map { name in
                    NavigationLink(name, value: Attachment(name: name))
                }
            }
        }
    }
}

@main struct NotesApp: App {
    var body: some Scene {
        WindowGroup {
            NoteView()
        }
    }
}
