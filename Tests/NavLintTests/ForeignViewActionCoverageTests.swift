import Foundation
import XCTest

/// Another module's view given only closures (`AsyncButton { await ... } label: { Text("Ring") }`): it cannot name
/// this module's types, so it declares destinations for its own types only and pushes only its own values; its
/// actions (closures no view builder compiles) do what their statements do wherever and whenever it runs them (the
/// state they write and the dismiss action they call are bound where the closure is written). So when the views it
/// is given cannot navigate or declare destinations, the view is an abstraction even if an action holds an unknown
/// statement: that statement is an unknown site of its own, where it is (coverage, issue 22). Through the binary:
/// with a Text label the view is abstracted and only the statement is unknown; with a link in the label the view may
/// put a stack of its own around it, so it stays unknown. Either way the destination nothing the model knows pushes
/// stays held back (the unknown statement may push it): no verdict moves.
final class ForeignViewActionCoverageTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static func app(label: String) -> String {
        """
        import SwiftUI
        import AsyncKit

        @Observable
        final class Harbor {
            static let shared = Harbor()
            var path: [Int] = []
        }

        enum Chime {
            static func ring(on harbor: Harbor) async { harbor.path.append(1) }
        }

        struct DockView: View {
            @State private var harbor = Harbor()
            var body: some View {
                NavigationStack(path: $harbor.path) {
                    AsyncButton {
                        await Chime.ring(on: .shared)
                    } label: {
                        \(label)
                    }
                    .navigationDestination(for: Int.self) { pier in
                        Text("Pier \\(pier)")
                    }
                }
            }
        }

        """
    }

    func lint(_ text: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(text, at: "App/Dock.swift", in: root, verbose: true)
    }

    static let statement = "App/Dock.swift:19:17: opaque statement 'await Chime.ring(on: .shared)' (may navigate)"

    func testAnotherModulesViewWhoseActionHoldsAnUnknownStatementIsAnAbstraction() throws {
        let output = try lint(Self.app(label: "Text(\"Ring\")"))
        XCTAssertTrue(output.stderr.contains("App/Dock.swift:18:13: abstracted view 'AsyncButton' (another module's: declares destinations for its own types only, pushes only its own values)"), output.stderr)
        XCTAssertFalse(output.stderr.contains("opaque view 'AsyncButton'"), output.stderr)
        XCTAssertTrue(output.stderr.contains(Self.statement), output.stderr)
        XCTAssertTrue(output.stderr.contains("not reported [unreachable-destination]"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:") || output.stdout.contains("error:"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 2 of 3 sites modelled (66%); 1 unknown, --verbose lists them\n"), output.stdout)
    }

    func testAnotherModulesViewGivenALinkStaysUnknown() throws {
        let output = try lint(Self.app(label: "NavigationLink(\"Pier\", value: 2)"))
        XCTAssertTrue(output.stderr.contains("App/Dock.swift:18:13: opaque view 'AsyncButton' (may declare destinations, may navigate)"), output.stderr)
        XCTAssertTrue(output.stderr.contains(Self.statement), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:") || output.stdout.contains("error:"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 3 of 5 sites modelled (60%); 2 unknown, --verbose lists them\n"), output.stdout)
    }
}
