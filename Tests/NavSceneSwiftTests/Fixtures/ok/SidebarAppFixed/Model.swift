import Foundation
import Observation

enum Panel: String, Hashable, CaseIterable, Identifiable {
    case books, authors
    var id: String { rawValue }
}

struct Book: Hashable, Identifiable, Codable {
    let id: UUID
    var title: String
    var author: Author.ID
}

struct Author: Hashable, Identifiable, Codable {
    let id: UUID
    var name: String
}

@Observable
final class Library {
    var books: [Book] = []
    var authors: [Author] = []

    func books(by author: Author) -> [Book] {
        books.filter { $0.author == author.id }
    }

    subscript(author id: Author.ID) -> Author? { authors.first { $0.id == id } }
}
