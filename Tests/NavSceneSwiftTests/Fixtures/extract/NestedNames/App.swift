import SwiftUI

@main
struct ShelfApp: App {
    var body: some Scene {
        WindowGroup { LibraryView() }
    }
}

struct Library {
    enum Shelf: Hashable, CaseIterable {
        case fiction, `default`
    }
    struct Book: Hashable {
        var title: String
        var pages: Int
        var `private` = false
    }
}

enum Loader {
    static func book() -> Library.Book { Library.Book(title: "Loaded", pages: 1) }
}

struct LibraryView: View {
    @State private var path: [Library.Shelf] = []
    @State private var model = Model()
    @State private var showsAll = UserDefaults.standard.bool(forKey: "all")

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                ForEach(Library.Shelf.allCases, id: \.self) { shelf in
                    NavigationLink("Shelf", value: shelf)
                }
                Button("Default") { path.append(.default) }
                Button("Info") { model.showsInfo = true }
                LibraryView.Header(book: Loader.book())
                if showsAll { _Badge() }
                ThirdPartyCarousel { NavigationLink("Share", value: Library.Shelf.fiction) }
            }
            .navigationDestination(for: Library.Shelf.self) { shelf in
                ShelfView(shelf: shelf)
            }
            .sheet(isPresented: $model.showsInfo) { Text("Info") }
        }
    }
}

extension LibraryView {
    @Observable final class Model {
        var showsInfo = false
    }

    struct Header: View {
        let book: Library.Book
        var body: some View { Text(book.title) }
    }
}

struct ShelfView: View {
    let shelf: Library.Shelf
    var body: some View {
        switch shelf {
        case .fiction: Text("Fiction")
        case .default: NavigationLink("Again", value: Library.Book(title: "Next", pages: 2))
        }
    }
}

struct _Badge: View {
    var body: some View { Text("New") }
}
