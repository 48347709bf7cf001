import Foundation
import XCTest

/// A flow that wraps itself in a NavigationStack only when its caller asks (`embedInNavigationStack: Bool = true`),
/// used inside another stack with `embedInNavigationStack: false` (found on a public app outside the corpus). Every
/// caller of the view is known and walked from the App: the inner stack is shown in no reachable state, so there is
/// no nested stack. The same view used there with the default (`true`) nests one stack in another: reported.
final class CallerArgumentDecidesNestingBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static func module(argument: String, app: Bool = true) -> String {
        """
        import SwiftUI

        @main
        struct FlowApp: App {
            var body: some Scene {
                WindowGroup { \(app ? "HomeView(title: \"Home\")" : "Text(\"Start\")") }
            }
        }

        struct HomeView: View {
            let title: String
            var body: some View {
                NavigationStack {
                    VStack {
                        CreateFlow(name: "draft"\(argument))
                    }
                }
            }
        }

        struct CreateFlow: View {
            @State private var title: String
            private let embedInNavigationStack: Bool

            init(name: String, embedInNavigationStack: Bool = true) {
                _title = State(initialValue: name)
                self.embedInNavigationStack = embedInNavigationStack
            }

            var body: some View {
                if embedInNavigationStack {
                    NavigationStack { Text(title) }
                } else {
                    Text(title)
                }
            }
        }
        """
    }

    func testTheCallersArgumentDecidesWhetherTheStackIsNested() throws {
        let bare = try NavLintProcess.lint(Self.module(argument: ", embedInNavigationStack: false"), at: "App/Flow.swift", in: root, verbose: true)
        XCTAssertEqual(bare.status, 0, bare.stdout + bare.stderr)
        XCTAssertFalse(bare.stdout.contains("[nested-stack]"), bare.stdout)

        try FileManager.default.removeItem(at: root.appendingPathComponent("App"))
        let wrapped = try NavLintProcess.lint(Self.module(argument: ""), at: "App/Flow.swift", in: root, verbose: true)
        XCTAssertEqual(wrapped.status, 1, wrapped.stdout + wrapped.stderr)
        XCTAssertTrue(wrapped.stdout.contains("App/Flow.swift:32:13: error: this NavigationStack is inside another NavigationStack's content [nested-stack]"),
                      wrapped.stdout)
    }

    /// A screen the App does not show is shown by code out of sight (its context is unknown, so the structural rules
    /// decide from the code's shape): the caller's literal argument still rules the branch out there.
    func testALiteralArgumentDecidesInAContextOfUnknownCallers() throws {
        let bare = try NavLintProcess.lint(Self.module(argument: ", embedInNavigationStack: false", app: false), at: "App/Flow.swift", in: root, verbose: true)
        XCTAssertEqual(bare.status, 0, bare.stdout + bare.stderr)
        XCTAssertFalse(bare.stdout.contains("[nested-stack]"), bare.stdout)

        try FileManager.default.removeItem(at: root.appendingPathComponent("App"))
        let wrapped = try NavLintProcess.lint(Self.module(argument: ", embedInNavigationStack: true", app: false), at: "App/Flow.swift", in: root, verbose: true)
        XCTAssertTrue(wrapped.stdout.contains("App/Flow.swift:32:13: error: this NavigationStack is inside another NavigationStack's content [nested-stack]"),
                      wrapped.stdout)
    }
}
