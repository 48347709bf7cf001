import Foundation
import XCTest

/// `super.fetchRequest()` in a class whose superclass is another module's (`NSManagedObject`): that code cannot name
/// the module's state or functions, so it may navigate only through the class (a value that holds navigation) or the
/// methods dynamic dispatch may run in its place (`ExpressionTranslator.superMayNavigate`). Through the binary, an
/// err/ok twin: a Core Data entity's request helper calling `super` no longer makes the Button's call unknown, so the
/// destination nothing pushes is reported with every site modelled (it was an unknown statement that hid the
/// warning); the same entity holding a closure keeps the call unknown (and the warning held back), and `--verbose`
/// names `super` as the cause, inside the helper.
final class SuperclassCallCoverageTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static let shelf = """
    import CoreData
    import SwiftUI

    enum Route: Hashable { case detail, settings }
    struct Receipt: Hashable { var id: Int }

    final class Book: NSManagedObject {
        @NSManaged var title: String

        static func request() -> NSFetchRequest<Book> {
            let request = super.fetchRequest() as! NSFetchRequest<Book>
            request.fetchLimit = 10
            return request
        }
    }

    struct ShelfView: View {
        @State private var path: [Route] = []
        @State private var count = 0

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
            _ = Book.request()
            count += 1
        }
    }

    """

    static let shelfHoldingAClosure = shelf.replacingOccurrences(of: "    @NSManaged var title: String\n",
                                                                 with: "    @NSManaged var title: String\n    var onChange: (() -> Void)?\n")

    func lint(_ text: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(text, at: "App/Shelf.swift", in: root, verbose: true, options: ["--color", "never"])
    }

    func testAnEntitysSuperCallLeavesTheCallModelledAndTheDeadDestinationFound() throws {
        let output = try lint(Self.shelf)
        XCTAssertTrue(output.stdout.hasPrefix("App/Shelf.swift:31:14: warning: no link, button or action in any reachable state presents this destination for Receipt [unreachable-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.contains("navigation: 4 of 4 sites modelled (100%)"), output.stdout)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
    }

    func testAnEntityHoldingAClosureKeepsTheCallUnknownAndSaysWhy() throws {
        XCTAssertNotEqual(Self.shelfHoldingAClosure, Self.shelf)
        let output = try lint(Self.shelfHoldingAClosure)
        XCTAssertFalse(output.stdout.contains("unreachable-destination"), output.stdout)
        XCTAssertTrue(output.stdout.contains("navigation: 4 of 5 sites modelled (80%); 1 unknown"), output.stdout)
        XCTAssertTrue(output.stderr.contains("App/Shelf.swift:24:30: opaque statement 'reload()' (may navigate): 'super' at App/Shelf.swift:12:23 "), output.stderr)
    }
}
