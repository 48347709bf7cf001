// A model class declares `isOpen = false`, but its initializer sets it from an argument, and the app creates the
// model with `isOpen: true`. The shelf's links are disabled only while the library is closed, so they can be tapped;
// the fix: a destination for Book on the List.
// Expected: no finding.
import SwiftUI

struct Book: Hashable {
    var title: String
}

final class Library: ObservableObject {
    @Published var isOpen: Bool = false

    init(isOpen: Bool) {
        self.isOpen = isOpen
    }
}

struct ShelfView: View {
    @ObservedObject var library: Library

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Dune", value: Book(title: "Dune"))
            }
            .disabled(!library.isOpen)
            .navigationDestination(for: Book.self) { book in
                Text(book.title)
            }
        }
    }
}

@main struct ShelfApp: App {
    @StateObject private var library = Library(isOpen: true)

    var body: some Scene {
        WindowGroup {
            ShelfView(library: library)
        }
    }
}
