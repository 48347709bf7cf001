// A wrapper with state of its own (`@State var query`) shows the content it is given inside a List. The library
// passes it a row holding a navigationDestination: the destination sits in the List's lazy content, where SwiftUI
// ignores it, although the library writes it outside any List. The same wrapper used in a sheet without a stack shows
// a link there that has no stack above it.
// Expected: destination-in-lazy-container (line 32); link-outside-navigation (line 39).
import SwiftUI

struct Book: Hashable {
    var title: String
}

struct Searchable<Content: View>: View {
    @State private var query = ""
    @ViewBuilder var content: () -> Content

    var body: some View {
        List {
            TextField("Search", text: $query)
            content()
        }
    }
}

struct Library: View {
    @State private var showsHelp = false

    var body: some View {
        NavigationStack {
            Searchable {
                NavigationLink("Dune", value: Book(title: "Dune"))
                Button("Help") { showsHelp = true }
                    .navigationDestination(for: Book.self) { book in
                        Text(book.title)
                    }
            }
        }
        .sheet(isPresented: $showsHelp) {
            Searchable {
                NavigationLink("More help") { Text("More") }
            }
        }
    }
}

@main
struct LibraryApp: App {
    var body: some Scene {
        WindowGroup { Library() }
    }
}
