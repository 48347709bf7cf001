// The same reading list with the destination in the background of the List itself: shown with the List, in its
// place, outside its rows, so the stack always sees it.
// Expected: no finding.
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
            }
            .background {
                Color.clear
                    .navigationDestination(for: Book.self) { book in
                        Text(book.title)
                    }
            }
            .navigationTitle("Shelf")
        }
    }
}
