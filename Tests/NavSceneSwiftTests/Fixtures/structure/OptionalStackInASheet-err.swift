// The same wrapper without a stack in either branch: the sheet shows the shelf with no stack at all, where SwiftUI
// ignores its destination (it works where the library's stack pushes it).
// Expected: destination-outside-stack (line 15).
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
            VStack { Shelf() }
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
