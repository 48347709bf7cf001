import SwiftUI

struct BookList: View {
    @Environment(Library.self) private var library

    var body: some View {
        List(library.books) { book in
            NavigationLink(book.title, value: book)
        }
        .navigationTitle("Books")
        .navigationDestination(for: Book.self) { book in
            BookDetail(book: book)
        }
    }
}

struct AuthorList: View {
    @Environment(Library.self) private var library

    var body: some View {
        List(library.authors) { author in
            NavigationLink(author.name, value: author)
        }
        .navigationTitle("Authors")
    }
}

struct BookDetail: View {
    var book: Book

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Text(book.title)
                    .font(.title)
            }
            .navigationTitle(book.title)
        }
    }
}
