import Foundation
import XCTest

/// Issue 22 (coverage): `(loadingState, items) = (...)` in a model's method writes the model's stored `loadingState`,
/// which runs no code, even though another type of the module declares a computed property of that name
/// (`Footer.loadingState`): Swift runs the accessors of the declaration the owner's value reaches, so the write is a
/// write of named state (any value of its type afterwards), not an unknown site, and the `Place` destination nothing
/// presents is reported. Where the property itself has an observer, a wrapper of the module's, or a subclass overrides
/// it with an observer, the write runs that code and stays unknown, holding the finding back.
final class StoredPropertyWriteBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static func app(declaration: String = "var loadingState = 0", extra: String = "") -> String {
        """
        import SwiftUI
        import Observation

        enum Route: Hashable { case detail }
        enum Place: Hashable { case map }

        @Observable
        class Feed {
            static var hook: () -> Void = {}
            \(declaration)
            var items: [String] = []
            func load() {
                items.append(contentsOf: ["a", "b"])
                (loadingState, items) = (items.count, items + ["c"])
            }
        }

        struct Footer {
            var loadingState: Int { 0 }
        }

        \(extra)

        @main struct GapApp: App {
            var body: some Scene {
                WindowGroup { RootView() }
            }
        }

        struct RootView: View {
            @State private var path: [Route] = []
            @State private var feed = Feed()
            var body: some View {
                NavigationStack(path: $path) {
                    List {
                        if feed.loadingState > 0 {
                            NavigationLink("Items", value: Route.detail)
                        }
                        Button("Load") { feed.load() }
                    }
                    .navigationDestination(for: Route.self) { _ in Text("Detail") }
                    .navigationDestination(for: Place.self) { _ in Text("Map") }
                }
            }
        }

        """
    }

    private func lint(declaration: String = "var loadingState = 0", extra: String = "") throws -> NavLintProcess.Output {
        try NavLintProcess.lint(Self.app(declaration: declaration, extra: extra), at: "App/App.swift", in: root, verbose: true)
    }

    func testAWriteOfAStoredPropertyIsNamedStateWhateverElseTheModuleNamesSo() throws {
        let output = try lint()
        XCTAssertTrue(output.stderr.contains("abstracted statement '(loadingState, items)"), output.stderr)
        XCTAssertTrue(output.stdout.contains("presents this destination for Place [unreachable-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("sites modelled (100%)\n"), output.stdout)
    }

    func testAnObserverOfThePropertyKeepsTheWriteUnknown() throws {
        let output = try lint(declaration: "var loadingState = 0 { didSet { Self.hook() } }")
        XCTAssertTrue(output.stderr.contains("opaque statement '(loadingState, items)"), output.stderr)
        XCTAssertFalse(output.stdout.contains("[unreachable-destination]"), output.stdout)
    }

    func testAWrapperOfTheModulesKeepsTheWriteUnknown() throws {
        // Its `wrappedValue` setter is the module's code.
        let output = try lint(declaration: "@Clamped var loadingState = 0", extra: """
            @propertyWrapper struct Clamped {
                var value: Int
                init(wrappedValue: Int) { value = wrappedValue }
                var wrappedValue: Int { get { value } set { value = newValue; Feed.hook() } }
            }
            """)
        XCTAssertTrue(output.stderr.contains("opaque statement '(loadingState, items)"), output.stderr)
        XCTAssertFalse(output.stdout.contains("[unreachable-destination]"), output.stdout)
    }

    func testASubclassOverrideKeepsTheWriteUnknown() throws {
        let output = try lint(extra: "final class SlowFeed: Feed { override var loadingState: Int { didSet { Feed.hook() } } }")
        XCTAssertTrue(output.stderr.contains("opaque statement '(loadingState, items)"), output.stderr)
        XCTAssertFalse(output.stdout.contains("[unreachable-destination]"), output.stdout)
    }
}
