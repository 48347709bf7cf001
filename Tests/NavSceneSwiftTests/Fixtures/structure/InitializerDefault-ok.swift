// The same container, given `registersBooks: true` under its initializer's label: the destination is registered and
// the link pushes the book.
// Expected: no finding.
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
        WindowGroup { CatalogContainer(registersBooks: true) }
    }
}
