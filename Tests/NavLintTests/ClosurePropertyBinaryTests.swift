import Foundation
import XCTest

/// Through the binary, an err/ok twin: a row view's closure property (`let action: () -> Void`) runs the closure its
/// caller gives, read in the caller's scope (`ClosurePropertyCalls`), so the call is modelled rather than an unknown
/// statement that may navigate anywhere. A row that pops the router's path to the top leaves the stack's destination
/// for Topic presented by nothing (found); the same row pushing a Topic presents it (silent). Both are fully modelled.
final class ClosurePropertyBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static let help = """
    import SwiftUI

    enum Topic: Hashable { case help, about }

    @Observable final class Router {
        var path: [Topic] = []
    }

    struct Row: View {
        let text: String
        let action: () -> Void

        var body: some View {
            Text(text)
                .onTapGesture {
                    action()
                }
        }
    }

    struct SettingsScreen: View {
        @Environment(Router.self) private var router

        var body: some View {
            List {
                Row(text: "Back to the top", action: { router.path.removeAll() })
            }
        }
    }

    @main struct HelpApp: App {
        @State private var router = Router()

        var body: some Scene {
            WindowGroup {
                NavigationStack(path: $router.path) {
                    SettingsScreen()
                        .navigationDestination(for: Topic.self) { topic in Text("topic") }
                }
                .environment(router)
            }
        }
    }
    """

    static let helpPushing = help.replacingOccurrences(of: "action: { router.path.removeAll() }", with: "action: { router.path.append(.help) }")

    func lint(_ text: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(text, at: "Help/Help.swift", in: root)
    }

    func testADestinationOnlyARowsPopCouldReachIsUnreachable() throws {
        let output = try lint(Self.help)
        XCTAssertTrue(output.stdout.hasPrefix("Help/Help.swift:38:22: warning: no link, button or action in any reachable state presents this destination for Topic [unreachable-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.contains("0 errors, 1 warning in 1 file"), output.stdout)
        XCTAssertTrue(output.stdout.contains("navigation: 3 of 3 sites modelled (100%)"), output.stdout)
    }

    func testTheSameRowPushingATopicIsSilent() throws {
        XCTAssertNotEqual(Self.helpPushing, Self.help)
        let output = try lint(Self.helpPushing)
        XCTAssertEqual(output.stdout.split(separator: "\n"), ["navigation: 3 of 3 sites modelled (100%)"], output.stdout)
        XCTAssertEqual(output.status, 0)
    }

    /// Another type's own property of the same name, written in its own code (`action = nil` in a class's method), is
    /// not the row's: the row's closures are still all its callers', and the finding stands, fully modelled.
    static let helpWithAnotherAction = help + """

    final class Toast {
        var action: (() -> Void)?
        func clear() { action = nil }
    }
    """

    /// Its twin: the row's own code reassigns its property (`mutating func rewire()`): the closures it may hold are no
    /// longer all its callers', the call is unknown and the absence finding gives way.
    static let helpRewired = help + """

    extension Row {
        mutating func rewire() { action = {} }
    }
    """

    func testAnotherTypesPropertyOfTheSameNameLeavesTheFinding() throws {
        let output = try lint(Self.helpWithAnotherAction)
        XCTAssertTrue(output.stdout.hasPrefix("Help/Help.swift:38:22: warning: no link, button or action in any reachable state presents this destination for Topic [unreachable-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.contains("navigation: 3 of 3 sites modelled (100%)"), output.stdout)
    }

    func testARowThatReassignsItsOwnPropertyIsUnknown() throws {
        let output = try lint(Self.helpRewired)
        XCTAssertFalse(output.stdout.contains("unreachable-destination"), output.stdout)
        XCTAssertTrue(output.stdout.contains("1 unknown"), output.stdout)
    }
}
