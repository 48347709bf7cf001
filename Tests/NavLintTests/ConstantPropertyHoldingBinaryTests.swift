import Foundation
import XCTest

/// An object's plain `let` (`NavigationHolding`): fixed once the object's initializer has run, so code given a
/// reference to the object cannot change it, even when the scene reads it (a model's property is scene state). Giving
/// the client whose `server` is a `let` to another module's code no longer makes the Button's call unknown, and the
/// destination nothing presents is reported; a `var server`, or the session (whose `client` such code may replace),
/// keeps the call unknown and the warning held back.
final class ConstantPropertyHoldingBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static let app = """
    import SwiftUI

    enum Route: Hashable { case detail, settings }
    struct Receipt: Hashable { var id: Int }

    @Observable
    final class Client {
        let server: String
        var token: String?

        init(server: String) { self.server = server }
    }

    @Observable
    final class Session {
        var client = Client(server: "a")
    }

    struct ShelfView: View {
        @State private var path: [Route] = []
        @State private var count = 0
        @State private var session = Session()

        var body: some View {
            NavigationStack(path: $path) {
                if session.client.server == "a" {
                    Button("Open") { path.append(.settings) }
                }
                Button("Load") { reload() }
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
            let request = Fetcher.request(client: session.client)
            if request.isEmpty { count += 1 }
        }
    }

    """

    func lint(_ text: String) throws -> (stdout: String, stderr: String, status: Int32) {
        try write(text, to: root.appendingPathComponent("App/Shelf.swift"))
        let output = try NavLintProcess.run(["--verbose", "--color", "never", "App"], in: root)
        return (output.stdout, output.stderr, output.status)
    }

    func testAnObjectWhoseSceneStateIsAConstantGivenToOtherModulesCodeLeavesTheCallModelled() throws {
        let output = try lint(Self.app)
        XCTAssertTrue(output.stdout.hasPrefix("App/Shelf.swift:36:14: warning: no link, button or action in any reachable state presents this destination for Receipt [unreachable-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.contains("navigation: 4 of 4 sites modelled (100%)"), output.stdout)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
    }

    func testAVariableTheSceneReadsKeepsTheCallUnknown() throws {
        let text = Self.app.replacingOccurrences(of: "let server: String", with: "var server: String")
        XCTAssertNotEqual(text, Self.app)
        let output = try lint(text)
        XCTAssertFalse(output.stdout.contains("unreachable-destination"), output.stdout)
        XCTAssertTrue(output.stderr.contains("opaque statement 'reload()' (may navigate): 'session.client'"), output.stderr)
    }

    func testTheObjectHoldingTheReplaceableReferenceKeepsTheCallUnknown() throws {
        let text = Self.app.replacingOccurrences(of: "Fetcher.request(client: session.client)", with: "Fetcher.request(session: session)")
        XCTAssertNotEqual(text, Self.app)
        let output = try lint(text)
        XCTAssertFalse(output.stdout.contains("unreachable-destination"), output.stdout)
        XCTAssertTrue(output.stderr.contains("opaque statement 'reload()' (may navigate): 'session'"), output.stderr)
    }
}
