import Foundation
import XCTest

/// A method called on a value declared as a protocol of the module decided by its conformers
/// (`ExpressionTranslator.conformersCallMayNavigate`): Swift runs the method of the conformer the value is, so the call
/// is decided by those methods. `library.store.add("a")` of `let store: any Store`, whose conformers' `add` only write
/// their own data, no longer makes the Button's call unknown, and the destination nothing presents is reported; a
/// conformer whose `add` pushes onto the library's path keeps the call unknown and the warning held back.
final class ProtocolDispatchBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static let app = """
    import SwiftUI

    enum Route: Hashable { case detail, settings }
    struct Receipt: Hashable { var id: Int }

    protocol Store {
        func add(_ name: String)
    }

    final class LiveStore: Store {
        weak var library: Library?
        var names: [String] = []

        func add(_ name: String) {
            names.append(name)
        }
    }

    struct PreviewStore: Store {
        func add(_ name: String) {}
    }

    @Observable
    final class Library {
        var path: [Route] = []
        let store: any Store

        init(store: any Store) { self.store = store }
    }

    struct ShelfView: View {
        @State private var library = Library(store: LiveStore())

        var body: some View {
            NavigationStack(path: $library.path) {
                Button("Open") { library.path.append(.settings) }
                Button("Save") { library.store.add("a") }
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .detail: Text("Detail")
                    case .settings: Text("Settings")
                    }
                }
                .navigationDestination(for: Receipt.self) { _ in Text("Receipt") }
            }
        }
    }

    """

    func lint(_ text: String) throws -> (stdout: String, stderr: String, status: Int32) {
        try write(text, to: root.appendingPathComponent("App/Shelf.swift"))
        let output = try NavLintProcess.run(["--verbose", "--color", "never", "App"], in: root)
        return (output.stdout, output.stderr, output.status)
    }

    func testAConformersMethodThatCannotNavigateLeavesTheCallModelled() throws {
        let output = try lint(Self.app)
        XCTAssertTrue(output.stdout.hasPrefix("App/Shelf.swift:44:14: warning: no link, button or action in any reachable state presents this destination for Receipt [unreachable-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.contains("navigation: 4 of 4 sites modelled (100%)"), output.stdout)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
    }

    func testAConformersMethodThatPushesKeepsTheCallUnknown() throws {
        let text = Self.app.replacingOccurrences(of: "        names.append(name)", with: "        library?.path.append(.detail)")
        XCTAssertNotEqual(text, Self.app)
        let output = try lint(text)
        XCTAssertFalse(output.stdout.contains("unreachable-destination"), output.stdout)
        XCTAssertTrue(output.stderr.contains("opaque statement 'library.store.add(\"a\")' (may navigate)"), output.stderr)
    }

    func testAConformerWithoutItsOwnMethodKeepsTheCallUnknown() throws {
        // (`PreviewStore` takes `add` from the protocol's extension, which pushes.)
        let text = Self.app.replacingOccurrences(of: "struct PreviewStore: Store {\n    func add(_ name: String) {}\n}", with: "struct PreviewStore: Store {}\n\nextension Store {\n    func add(_ name: String) { Router.shared.path.append(.detail) }\n}\n\n@Observable\nfinal class Router {\n    static let shared = Router()\n    var path: [Route] = []\n}\n\nstruct RouterView: View {\n    @State private var router = Router.shared\n    var body: some View { NavigationStack(path: $router.path) { Text(\"a\") } }\n}")
        XCTAssertNotEqual(text, Self.app)
        let output = try lint(text)
        XCTAssertFalse(output.stdout.contains("for Receipt [unreachable-destination]"), output.stdout)
        XCTAssertTrue(output.stderr.contains("opaque statement 'library.store.add(\"a\")' (may navigate)"), output.stderr)
    }
}
