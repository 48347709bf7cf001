// The same library, with the sheet showing the Shelf inside a NavigationStack of its own: the destination works in
// every known context (the third caller, of another module, is unknown and gives nothing).
// Expected: no finding.
//
import SwiftUI
import Catalog

struct Book: Hashable, Identifiable {
    var id: String { title }
    var title: String
}

struct Shelf: View {
    var body: some View {
        List {
            NavigationLink("Dune", value: Book(title: "Dune"))
            Text("Shelf")
        }
        .navigationDestination(for: Book.self) { book in
            Text(book.title)
        }
    }
}

struct Library: View {
    @State private var browsing = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Shelf") { Shelf() }
                Button("Browse") { browsing = true }
            }
            .sheet(isPresented: $browsing) {
                NavigationStack { Shelf() }
            }
        }
    }
}

@main
struct LibraryApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                Library()
                CatalogHost { Shelf() }
            }
        }
    }
}
