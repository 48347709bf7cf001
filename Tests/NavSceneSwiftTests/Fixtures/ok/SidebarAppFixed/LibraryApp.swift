import SwiftUI

@main
struct LibraryApp: App {
    @State private var library = Library()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(library)
        }
    }
}

struct ContentView: View {
    @State private var selection: Panel? = .books
    @State private var path = NavigationPath()

    var body: some View {
        NavigationSplitView {
            Sidebar(selection: $selection)
        } detail: {
            NavigationStack(path: $path) {
                DetailColumn(selection: selection)
                    .navigationDestination(for: Book.self) { book in
                        BookDetail(book: book)
                    }
                    .navigationDestination(for: Author.self) { author in
                        AuthorDetail(author: author)
                    }
            }
        }
    }
}

struct Sidebar: View {
    @Binding var selection: Panel?

    var body: some View {
        List(selection: $selection) {
            NavigationLink(value: Panel.books) {
                Label("Books", systemImage: "book")
            }
            NavigationLink(value: Panel.authors) {
                Label("Authors", systemImage: "person.2")
            }
        }
        .navigationTitle("Library")
    }
}

struct DetailColumn: View {
    var selection: Panel?

    var body: some View {
        if let selection {
            switch selection {
            case .books:
                BookList()
            case .authors:
                AuthorList()
            }
        } else {
            Text("Choose a panel")
        }
    }
}
