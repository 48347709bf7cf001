import Foundation
import XCTest

/// Other modules' code given the module's values (`ForeignCodeReach`): `print(book)`, `book != books[0]` and
/// `let first = books.first(where: { ... })` no longer make the Button's call unknown when `Book`'s witnesses cannot
/// navigate, so the destination nothing pushes is reported with every site modelled; a `description` that writes
/// navigation state (a book's `path`, which a view binds), or a closure given to `first(where:)` that does, keeps the
/// call unknown and the warning held back.
final class ForeignCodeCoverageTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static let shelf = """
    import SwiftUI

    enum Route: Hashable { case detail, settings }
    struct Receipt: Hashable { var id: Int }

    final class Book: Hashable, CustomStringConvertible {
        var title: String
        var path: [Route] = []

        init(title: String) { self.title = title }

        static func == (lhs: Book, rhs: Book) -> Bool { lhs.title == rhs.title }
        func hash(into hasher: inout Hasher) { hasher.combine(title) }
        var description: String { title }
    }

    struct ShelfView: View {
        @State private var path: [Route] = []
        @State private var count = 0
        private let books: [Book] = [Book(title: "A")]
        private let book = Book(title: "B")

        var body: some View {
            NavigationStack(path: $path) {
                Button("Load") { reload() }
                Button("Open") { path.append(.settings) }
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .detail: Text("Detail")
                    case .settings: Text("Settings")
                    }
                }
                .navigationDestination(for: Receipt.self) { _ in Text("Receipt") }
            }
        }

        func reload() {
            print(book)
            if book != books[0] { count += 1 }
            let first = books.first(where: { $0.title == "A" })
            if first?.title == "A" { count += 1 }
        }
    }

    """

    func lint(_ text: String) throws -> (stdout: String, stderr: String, status: Int32) {
        try write(text, to: root.appendingPathComponent("App/Shelf.swift"))
        let output = try NavLintProcess.run(["--verbose", "--color", "never", "App"], in: root)
        return (output.stdout, output.stderr, output.status)
    }

    func testValuesGivenToOtherModulesCodeLeaveTheCallModelledAndTheDeadDestinationFound() throws {
        let output = try lint(Self.shelf)
        XCTAssertTrue(output.stdout.hasPrefix("App/Shelf.swift:33:14: warning: no link, button or action in any reachable state presents this destination for Receipt [unreachable-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.contains("navigation: 4 of 4 sites modelled (100%)"), output.stdout)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
    }

    /// A view that binds a book's path: `Book.path` is navigation state (`ShelfView`'s stack binds its own `path`).
    static let bookView = """

    struct BookView: View {
        @Bindable var book: Book
        var body: some View { NavigationStack(path: $book.path) { Text(book.title) } }
    }

    """

    func testADescriptionThatNavigatesKeepsTheCallUnknown() throws {
        let text = Self.shelf.replacingOccurrences(of: "var description: String { title }", with: "var description: String { path.append(.detail); return title }") + Self.bookView
        XCTAssertNotEqual(text, Self.shelf)
        let output = try lint(text)
        XCTAssertFalse(output.stdout.contains("unreachable-destination"), output.stdout)
        XCTAssertTrue(output.stderr.contains("opaque statement 'reload()' (may navigate)"), output.stderr)
    }

    func testAClosureGivenToFirstWhereThatNavigatesKeepsTheCallUnknown() throws {
        let text = Self.shelf.replacingOccurrences(of: "{ $0.title == \"A\" }", with: "{ $0.path.append(.detail); return true }") + Self.bookView
        XCTAssertNotEqual(text, Self.shelf)
        let output = try lint(text)
        XCTAssertFalse(output.stdout.contains("unreachable-destination"), output.stdout)
        XCTAssertTrue(output.stderr.contains("opaque statement"), output.stderr)
    }
}
