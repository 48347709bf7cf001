import Foundation
import XCTest

/// A value typed by a protocol of the module decided by its conformers (`NavigationHolding.decidedProtocols`,
/// `ExpressionTranslator.conformersPropertyRead`). In a module with an App, a `public` protocol is decided too: no
/// module that runs in the app imports the app's target, and its local packages are read with it. Reading a property
/// of such a value (`library.entry.title` of `var entry: any Entry`) reads the property of the conformer the value
/// is: a `String` holds no navigation whichever conformer it is, and the getters are judged as the module's getters.
/// So `library.entry.save()` and `let name = library.entry.title` no longer blind the check, and the destination
/// nothing presents is reported; a conformer whose `save` or `title` getter pushes keeps the statement unknown, and a
/// `public` protocol of a module with no App (another module may conform) stays undecided.
final class ProtocolMemberReadBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static let app = """
    import SwiftUI

    enum Route: Hashable { case detail, settings }
    struct Receipt: Hashable { var id: Int }

    public protocol Entry {
        var title: String { get }
        func save()
    }

    struct Note: Entry {
        let title: String
        func save() {}
    }

    final class Draft: Entry {
        weak var library: Library?
        var names: [String] = []
        var title: String { "Draft" }
        func save() { names.append(title) }
    }

    @Observable
    final class Library {
        var path: [Route] = []
        var names: [String] = []
        var entry: any Entry = Note(title: "a")

        func rename(_ name: String) { names.append(name) }
    }

    @main
    struct ShelfApp: App {
        var body: some Scene { WindowGroup { ShelfView() } }
    }

    struct ShelfView: View {
        @State private var library = Library()

        var body: some View {
            NavigationStack(path: $library.path) {
                Button("Open") { library.path.append(.settings) }
                Button("Save") { library.entry.save() }
                Button("Rename") { let name = library.entry.title; library.rename(name) }
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

    func testHarmlessConformersLeaveTheCallAndTheReadModelled() throws {
        let output = try lint(Self.app)
        XCTAssertTrue(output.stdout.hasPrefix("App/Shelf.swift:51:14: warning: no link, button or action in any reachable state presents this destination for Receipt [unreachable-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.contains("navigation: 4 of 4 sites modelled (100%)"), output.stdout)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
    }

    func testAConformersMethodThatPushesKeepsTheCallUnknown() throws {
        let text = Self.app.replacingOccurrences(of: "    func save() { names.append(title) }", with: "    func save() { library?.path.append(.detail) }")
        XCTAssertNotEqual(text, Self.app)
        let output = try lint(text)
        XCTAssertFalse(output.stdout.contains("unreachable-destination"), output.stdout)
        XCTAssertTrue(output.stderr.contains("opaque statement 'library.entry.save()' (may navigate)"), output.stderr)
        XCTAssertFalse(output.stderr.contains("opaque statement 'let name"), output.stderr)
    }

    func testAConformersGetterThatPushesKeepsTheReadUnknown() throws {
        let text = Self.app.replacingOccurrences(of: "    var title: String { \"Draft\" }", with: "    var title: String { library?.path.append(.detail); return \"Draft\" }")
        XCTAssertNotEqual(text, Self.app)
        let output = try lint(text)
        XCTAssertFalse(output.stdout.contains("unreachable-destination"), output.stdout)
        XCTAssertTrue(output.stderr.contains("opaque statement 'let name = library.entry.title;' (may navigate)"), output.stderr)
    }

    func testAPublicProtocolOfAModuleWithoutAnAppStaysUndecided() throws {
        let text = Self.app.replacingOccurrences(of: "@main\nstruct ShelfApp: App {\n    var body: some Scene { WindowGroup { ShelfView() } }\n}\n\n", with: "")
        XCTAssertNotEqual(text, Self.app)
        let output = try lint(text)
        XCTAssertFalse(output.stdout.contains("unreachable-destination"), output.stdout)
        XCTAssertTrue(output.stderr.contains("opaque statement 'library.entry.save()' (may navigate)"), output.stderr)
        XCTAssertTrue(output.stderr.contains("opaque statement 'let name = library.entry.title;' (may navigate)"), output.stderr)
    }
}
