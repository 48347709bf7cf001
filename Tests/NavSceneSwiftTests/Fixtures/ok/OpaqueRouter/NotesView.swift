import SwiftUI
import AppRouter

struct Note: Hashable, Identifiable {
    let id: UUID
    var title: String
}

final class Notes: ObservableObject {
    @Published var all: [Note] = []
    @Published var path: [Note] = []
    func openNewest() { if let note = all.first { path.append(note) } }
}

struct NotesView: View {
    @StateObject private var notes = Notes()

    var body: some View {
        NavigationStack(path: $notes.path) {
            List(notes.all) { note in
                NavigationLink(note.title, value: note)
            }
            .navigationTitle("Notes")
            .withAppRouter()
            Button("Newest") { notes.openNewest() }
            ForEach(0..<3) { index in
                AnyView(Text("Row \(index)"))
            }
            RemoteBanner(notes: notes.all)
        }
    }
}
