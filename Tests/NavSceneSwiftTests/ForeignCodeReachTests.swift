import NavSceneDiagnostics
import NavSceneModel
@testable import NavSceneSwift
import XCTest

/// Other modules' code given the module's values (`ForeignCodeReach`): it reaches them only through the requirements
/// of its own protocols the values' types answer, the closures they hold and the values they hold, so a value that
/// holds navigation given to `print`, compared with `==` or interpolated may navigate only when one of those may; a
/// local bound to such a value (`let b = books.first(where: { ... })`) is judged where it is used, and so are the
/// closure's parameters.
final class ForeignCodeReachTests: XCTestCase {
    /// The statements left as unknown sites that may navigate, by their first line.
    func unknownStatements(_ text: String) throws -> [String] {
        let result = SwiftFrontEnd.load([SourceFile(path: "App.swift", text: text)], name: "Test")
        let scene = try XCTUnwrap(result.scene, "\(result.diagnostics)")
        return scene.opaque.filter { $0.kind == .statement && $0.mayNavigate }
            .map { String($0.what.split(separator: "\n").first ?? "") }
    }

    /// `statements` run by a button of a view whose stack binds `pilot.path` (and a reader's stack binds a book's, so
    /// `Pilot.path` and `Book.path` are navigation state), each in its own `if` the model holds; `book` declares what
    /// `Book` adds to its title and `path`.
    func app(_ book: String, _ statements: [String]) -> String {
        """
        import SwiftUI

        final class Pilot {
            var path: [Int] = []
        }

        final class Book: Hashable {
            var title: String
            var path: [Int] = []
            init(title: String) { self.title = title }
        \(book)
        }

        final class Shelf {
            var books: [Book] = []
            var book = Book(title: "A")
        }

        struct Harbor: View {
            @State private var pilot = Pilot()
            let shelf = Shelf()
            var body: some View {
                NavigationStack(path: $pilot.path) {
                    Button("Go") {
        \(statements.map { "                if Bool.random() { \($0) }" }.joined(separator: "\n"))
                    }
                    .navigationDestination(for: Int.self) { _ in Text("Berth") }
                }
            }
        }

        struct Reader: View {
            @State private var book = Book(title: "R")
            var body: some View {
                NavigationStack(path: $book.path) { Text("Reader") }
            }
        }

        """
    }

    static let plainWitnesses = """
        static func == (lhs: Book, rhs: Book) -> Bool { lhs.title == rhs.title }
        func hash(into hasher: inout Hasher) { hasher.combine(title) }
    """

    /// `Book` holds navigation state (`path`), but the code `print`, `!=` and an interpolation run on it (its `==`,
    /// `hash(into:)`, the standard library's reflection) cannot write it: none of these is a site; writing the path
    /// is one.
    func testAValueGivenToOtherModulesCodeWhoseWitnessesCannotNavigateIsNoSite() throws {
        let sites = try unknownStatements(app(Self.plainWitnesses, [
            "print(shelf.book)",
            "print(shelf.book != shelf.books[0])",
            "print(\"\\(shelf.book)\")",
            "shelf.book.path.append(1)",
        ]))
        XCTAssertEqual(sites, ["shelf.book.path.append(1)"])
    }

    /// The same calls when `Book`'s `==` writes the path of the value it is given: each may navigate (`print` hashes
    /// nothing, but any code given the value may compare it).
    func testAWitnessThatNavigatesKeepsTheCallsSites() throws {
        let loud = """
            static func == (lhs: Book, rhs: Book) -> Bool { lhs.path.append(1); return true }
            func hash(into hasher: inout Hasher) { hasher.combine(title) }
        """
        let sites = try unknownStatements(app(loud, [
            "print(shelf.book)",
            "print(shelf.book != shelf.books[0])",
        ]))
        XCTAssertEqual(sites, ["print(shelf.book)", "print(shelf.book != shelf.books[0])"])
    }

    /// A value holding a closure a caller gives, given to `print`: the closure may navigate, so may the call.
    func testAValueHoldingAClosureThatNavigatesKeepsTheCallASite() throws {
        let closure = Self.plainWitnesses + "\n    var onOpen: () -> Void = {}"
        let text = app(closure, ["shelf.book.onOpen = { pilot.path.append(1) }", "print(shelf.book)"])
        XCTAssertTrue(try unknownStatements(text).contains("print(shelf.book)"))
    }

    /// `books.first(where:)` bound to a local: the call is no site; what is done with the local, or with the closure's
    /// parameter, is judged where it is done.
    func testAnElementBoundToALocalIsJudgedWhereItIsUsed() throws {
        let sites = try unknownStatements(app(Self.plainWitnesses, [
            "let b = shelf.books.first(where: { $0.title == \"A\" }); print(b?.title ?? \"\")",
            "let c = shelf.books.first(where: { $0.title == \"B\" }); c?.path.append(1)",
            "let d = shelf.books.first(where: { $0.path.append(1); return true }); print(d?.title ?? \"\")",
            "let e = shelf.books.first { book in book.path.removeAll(); return true }; print(e?.title ?? \"\")",
            "if let f = shelf.books.last { print(f.title) }",
        ]))
        // Each statement of a block is its own site: the later use of `c`, the bindings whose closures write.
        XCTAssertEqual(sites, [
            "c?.path.append(1)",
            "let d = shelf.books.first(where: { $0.path.append(1); return true });",
            "let e = shelf.books.first { book in book.path.removeAll(); return true };",
        ])
    }

    /// A value given to another module's code whose result the code keeps (`let s = String(describing:)`-like calls of
    /// unknown result) stays a site: the result may hold the value. A module method given it whose parameter is its
    /// type judges it in its body (`GivenArguments`): one that ignores it is no site, one that stores it stays one.
    func testAKeptResultOrAModuleMethodThatStoresTheValueKeepsTheSite() throws {
        let helper = Self.plainWitnesses + "\n    static var held: Book?\n    static func keep(_ book: Book) { }\n    static func hold(_ book: Book) { held = book }"
        let sites = try unknownStatements(app(helper, [
            "let kept = Optional(shelf.book); kept?.title = \"B\"",
            "Book.keep(shelf.book)",
            "Book.hold(shelf.book)",
        ]))
        XCTAssertEqual(sites, ["let kept = Optional(shelf.book);", "Book.hold(shelf.book)"], "\(sites)")
    }
}
