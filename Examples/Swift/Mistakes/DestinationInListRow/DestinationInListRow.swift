import SwiftUI

struct Note: Hashable, Identifiable {
    var id: Int
    var title: String
}

// Mistake: the navigationDestination sits on a row of the List's ForEach, created lazily and once per row
// (navlint: destination-in-lazy-container, destination-in-foreach).
struct Notes: View {
    let notes: [Note] = [Note(id: 1, title: "Groceries"), Note(id: 2, title: "Ideas")]

    var body: some View {
        NavigationStack {
            List {
                ForEach(notes) { note in
                    NavigationLink(note.title, value: note)
                        .navigationDestination(for: Note.self) { shown in Text(shown.title) }
                }
            }
        }
    }
}
