import Foundation
import XCTest

/// Issue 22 (coverage): `@Namespace var space` (written with no type) holds SwiftUI's `Namespace.ID`, a plain value:
/// a view or a value with one holds no navigation through it (`NavigationHolding.edges`). Before, a wrapper with no
/// type read as "may be anything": replacing a `[Badge]` of views with a namespace was unknown. Twin: the view holds
/// `@Environment(\.dismiss)` instead, an action that may navigate: the write stays unknown and the absence finding
/// is held back.
final class NamespaceHoldingBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static func app(wrapped: String) -> String {
        """
        import SwiftUI

        @Observable
        final class Router {
            var path: [Int] = []
        }

        struct Badge: View {
            \(wrapped)
            let title: String
            var body: some View { Text(title) }
        }

        struct HomeView: View {
            @State private var router = Router()
            @State private var badges: [Badge] = []
            var body: some View {
                NavigationStack(path: $router.path) {
                    Text("Home")
                        .task {
                            badges = [Badge(title: "new")]
                        }
                        .navigationDestination(for: Int.self) { number in
                            Text("Row \\(number)")
                        }
                }
            }
        }

        """
    }

    private func lint(_ app: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(app, at: "App/Home.swift", in: root, verbose: true)
    }

    func testANamespaceHoldsNoNavigation() throws {
        let output = try lint(Self.app(wrapped: "@Namespace private var space"))
        XCTAssertFalse(output.stderr.contains("opaque statement"), output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Home.swift:23:18: warning: no link, button or action in any reachable state presents this destination for Int [unreachable-destination]"), output.stdout)
    }

    func testADismissActionStaysUnknown() throws {
        let output = try lint(Self.app(wrapped: "@Environment(\\.dismiss) private var dismiss"))
        XCTAssertTrue(output.stderr.contains("opaque statement 'badges = [Badge(title: \"new\")]' (may navigate): 'badges' replaces a value that holds navigation"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
        XCTAssertTrue(output.stderr.contains("not reported [unreachable-destination]"), output.stderr)
    }
}
