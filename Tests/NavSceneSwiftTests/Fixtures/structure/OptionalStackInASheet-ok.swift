// A shelf with a destination for Book is pushed by the library's stack, and a sheet shows it through a wrapper that
// embeds it in a stack of its own when the caller says so (`embedded`), bare otherwise. The bare branch is meant for
// callers that bring a stack, and the sheet's caller passes `embedded: true`: the destination is not claimed ignored
// in the sheet.
// Expected: no finding.
import SwiftUI

struct Book: Hashable {
    var title: String
}

struct Shelf: View {
    var body: some View {
        List {
            NavigationLink("Dune", value: Book(title: "Dune"))
        }
        .navigationDestination(for: Book.self) { book in
            Text(book.title)
        }
    }
}

struct ShelfWrapper: View {
    let embedded: Bool

    var body: some View {
        if embedded {
            NavigationStack { Shelf() }
        } else {
            Shelf()
        }
    }
}

struct Library: View {
    @State private var showsShelf = false

    var body: some View {
        NavigationStack {
            VStack {
                Shelf()
                Button("Open shelf") { showsShelf = true }
            }
        }
        .sheet(isPresented: $showsShelf) {
            ShelfWrapper(embedded: true)
        }
    }
}

@main
struct LibraryApp: App {
    var body: some Scene {
        WindowGroup { Library() }
    }
}
