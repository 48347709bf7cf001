// A library app whose values are reference types: a SwiftData `@Model` class nested in a namespace enum (declared in
// an extension), shown from an `@Query` array, and a plain class that declares `Hashable`. Both are values a
// NavigationLink can push (PersistentModel refines Hashable), as is a Core Data Note (an NSManagedObject, Hashable as
// every NSObject). The stack maps none of them: every link does nothing.
// Expected: link-without-destination at the "Latest" and "Pinned note" links and at the shelf and book rows' links.
import SwiftUI
import SwiftData
import CoreData

enum Library {}

extension Library {
    @Model final class Shelf {
        var name: String
        init(name: String) { self.name = name }
    }
}

final class Book: Hashable {
    let id = UUID()
    var title = "Untitled"
    static func == (lhs: Book, rhs: Book) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

final class Note: NSManagedObject {
    @NSManaged var text: String
}

struct ShelvesView: View {
    @Query var shelves: [Library.Shelf]
    let books: [Book]
    let latest: Book
    let pinned: Note

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Latest", value: latest)
                NavigationLink("Pinned note", value: pinned)
                ForEach(shelves) { shelf in
                    NavigationLink(shelf.name, value: shelf)
                }
                ForEach(books, id: \.id) { book in
                    NavigationLink(book.title, value: book)
                }
            }
        }
    }
}

@main struct LibraryApp: App {
    var body: some Scene {
        WindowGroup { ShelvesView(books: [], latest: Book(), pinned: Note()) }
    }
}
