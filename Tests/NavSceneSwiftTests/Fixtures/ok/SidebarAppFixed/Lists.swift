import SwiftUI

struct BookList: View {
    @Environment(Library.self) private var library

    var body: some View {
        List(library.books) { book in
            NavigationLink(book.title, value: book)
        }
        .navigationTitle("Books")
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

struct AuthorDetail: View {
    @Environment(Library.self) private var library
    var author: Author

    var body: some View {
        List(library.books(by: author)) { book in
            NavigationLink(book.title, value: book)
        }
        .navigationTitle(author.name)
    }
}

struct BookDetail: View {
    var book: Book

    var body: some View {
        VStack(alignment: .leading) {
            Text(book.title)
                .font(.title)
        }
        .navigationTitle(book.title)
    }
}
