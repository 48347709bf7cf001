import Foundation
import XCTest

/// A model's initializer that pushes onto the path a stack binds (directly, `path.append(.feed)`, or through the
/// model's own methods: `showFeed()` -> `push(.feed)` -> `path.append`), or sets it to a non-empty value, makes the app
/// start with that screen shown: the path starts as any value of its type, so the destination is not "presented by
/// nothing" (a false unreachable-destination before: the path started as its declared `[]`). An initializer that
/// pushes nothing, or sets the path to `[]`, keeps the finding. Through the binary.
final class InitializerPathTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static let pushedThroughMethods = """
    import SwiftUI

    enum Screen: Hashable { case feed }

    @Observable final class Coordinator {
        var path: [Screen] = []
        init(start: Bool) {
            if start { showFeed() }
        }
        func showFeed() { push(.feed) }
        private func push(_ screen: Screen) { path.append(screen) }
    }

    @main struct InitPushApp: App {
        var body: some Scene { WindowGroup { Root() } }
    }

    struct Root: View {
        @State private var coordinator = Coordinator(start: UserDefaults.standard.bool(forKey: "started"))
        var body: some View {
            NavigationStack(path: $coordinator.path) {
                Text("Setup")
                    .navigationDestination(for: Screen.self) { _ in Text("Feed") }
            }
        }
    }
    """

    /// The same module with the initializer's statement replaced.
    static func variant(_ statement: String) -> String {
        pushedThroughMethods.replacingOccurrences(of: "if start { showFeed() }", with: statement)
    }
    static let assignedNonEmpty = variant("if start { self.path = [.feed] }")
    static let neverPushed = variant("if start { print(\"start\") }")
    static let assignedEmpty = variant("if start { path = [] }")

    func lint(_ text: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(text, at: "App/App.swift", in: root)
    }

    static let finding = "App/App.swift:23:18: warning: no link, button or action in any reachable state presents this destination for Screen [unreachable-destination]"

    func testAPathTheInitializerPushesOntoThroughItsMethodsStartsPushed() throws {
        let output = try lint(Self.pushedThroughMethods)
        XCTAssertFalse(output.stdout.contains("unreachable-destination"), output.stdout)
        XCTAssertTrue(output.stdout.contains("navigation: 2 of 2 sites modelled (100%)"), output.stdout)
        XCTAssertEqual(output.status, 0)
    }

    func testAPathTheInitializerSetsToAScreenStartsPushed() throws {
        XCTAssertNotEqual(Self.assignedNonEmpty, Self.pushedThroughMethods)
        let output = try lint(Self.assignedNonEmpty)
        XCTAssertFalse(output.stdout.contains("unreachable-destination"), output.stdout)
    }

    func testAnInitializerThatPushesNothingKeepsTheFinding() throws {
        let output = try lint(Self.neverPushed)
        XCTAssertTrue(output.stdout.hasPrefix(Self.finding), output.stdout)
    }

    func testAnInitializerThatEmptiesThePathKeepsTheFinding() throws {
        let output = try lint(Self.assignedEmpty)
        XCTAssertTrue(output.stdout.hasPrefix(Self.finding), output.stdout)
    }
}
