// A note's attachment is shown with `attachment.map { name in ... }`: an Optional's map, a view only when the
// attachment is there (as `if let` shows it). The fix: a destination for Attachment on the VStack.
// Expected: no finding.
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
            .navigationDestination(for: Attachment.self) { attachment in
                Text(attachment.name)
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
