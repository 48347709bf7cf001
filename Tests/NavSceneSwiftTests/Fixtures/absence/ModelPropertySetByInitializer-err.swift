// A model class declares `isOpen = false`, but its initializer sets it from an argument, and the app creates the
// model with `isOpen: true`. The shelf's links are disabled only while the library is closed, so they can be tapped;
// the link pushes a Book, and nothing on the stack maps Book.
// Expected: link-without-destination at the "Dune" link.
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
