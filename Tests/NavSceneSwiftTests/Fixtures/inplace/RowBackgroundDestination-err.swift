// A reading list. Each row's background holds the destination for a Book (a pattern used to keep destinations out of
// the List's own modifiers), but a row's background is still the row: it exists only while the row is realised, so
// the destination sits in the List's lazily created content, once per book.
// Expected: destination-in-lazy-container and destination-in-foreach at the row's navigationDestination.
import SwiftUI

struct Book: Hashable, Identifiable {
    var id: Int
    var title: String
}

@main
struct ReadingList: App {
    var body: some Scene {
        WindowGroup {
            ShelfView()
        }
    }
}

struct ShelfView: View {
    let books: [Book] = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]

    var body: some View {
        NavigationStack {
            List(books) { book in
                NavigationLink(book.title, value: book)
                    .background {
                        Color.clear
                            .navigationDestination(for: Book.self) { book in
                                Text(book.title)
                            }
                    }
            }
            .navigationTitle("Shelf")
        }
    }
}
