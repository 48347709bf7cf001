// A catalog container registers the Book destination only when its flag says so. Its only initializer stores the
// flag from a parameter whose default is false, and the app leaves it out: the destination is never registered, so
// the catalog's link to a Book does nothing.
// Expected: link-without-destination (line 35).
import SwiftUI

struct Book: Hashable {
    var title: String
}

struct CatalogContainer: View {
    private let registersBooks: Bool

    init(registersBooks registers: Bool = false) {
        self.registersBooks = registers
    }

    var body: some View {
        NavigationStack {
            if registersBooks {
                Catalog()
                    .navigationDestination(for: Book.self) { book in
                        Text(book.title)
                    }
            } else {
                Catalog()
            }
        }
    }
}

struct Catalog: View {
    var body: some View {
        List {
            NavigationLink("Dune", value: Book(title: "Dune"))
        }
    }
}

@main
struct CatalogApp: App {
    var body: some Scene {
        WindowGroup { CatalogContainer() }
    }
}
