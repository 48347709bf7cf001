// A library app whose root owns the stack's NavigationPath and hands it down: the shelf takes
// `@Binding var path: NavigationPath` and passes it on to each row, and the rows push through it. A push through a
// binding is a push onto the caller's stack. The stack maps Author but not Book.
// Expected: link-without-destination at the row's "Open" Button.
import SwiftUI

struct Book: Hashable {
    var id: Int
    var title: String
}

struct Author: Hashable {
    var name: String
}

@main struct LibraryApp: App {
    var body: some Scene {
        WindowGroup { LibraryRoot() }
    }
}

struct LibraryRoot: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            ShelfView(path: $path, books: [Book(id: 1, title: "Dune")])
                .navigationDestination(for: Author.self) { author in
                    Text(author.name)
                }
        }
    }
}

struct ShelfView: View {
    @Binding var path: NavigationPath
    let books: [Book]

    var body: some View {
        VStack {
            ForEach(books, id: \.id) { book in
                BookRow(path: $path, book: book)
            }
            Button("Back to the top") { path.removeLast(path.count) }
        }
    }
}

struct BookRow: View {
    @Binding var path: NavigationPath
    let book: Book

    var body: some View {
        HStack {
            Button("Open") { path.append(book) }
            Button("Author") { path.append(Author(name: "Herbert")) }
        }
    }
}
