// The Shelf screen registers a destination for Book. The library's stack pushes it, where the destination works; a
// sheet also shows it with no NavigationStack of its own, where SwiftUI ignores the destination (the sheet's link to a
// Book does nothing). A third caller, a view of another module, is unknown and gives nothing.
// Expected: destination-outside-stack at Shelf's navigationDestination (line 19), naming the sheet.
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
                Shelf()
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
