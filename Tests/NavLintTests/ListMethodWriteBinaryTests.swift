import Foundation
import XCTest

/// Issue 22 (coverage): `toasts.remove(at: 0)` of a model's `[Toast]` is the standard library's `remove(at:)` even when
/// a type of the module declares a method named `remove` (`Cache.remove(_:)`): a method called on a standard list runs
/// the module's code only when the module declares one of the name on another module's type or protocol, or in a
/// protocol of its own (`extendedTypeMethodNames`). So the statement is a write of the list (any value of its type
/// afterwards), not an unknown site, and the `Place` destination nothing presents is reported. Where the module does
/// extend `Array` with a `remove(at:)` that may navigate, the statement stays unknown and holds the finding back.
final class ListMethodWriteBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static func app(extra: String) -> String {
        """
        import SwiftUI
        import Observation

        enum Route: Hashable { case detail }
        enum Place: Hashable { case map }

        struct Toast: Hashable, Identifiable { let id = UUID(); let text: String }

        @Observable
        final class Toasts {
            var toasts: [Toast] = []
            func add(_ text: String) {
                if toasts.count > 2 { toasts.remove(at: 0) }
                toasts.append(Toast(text: text))
            }
        }

        final class Cache {
            var keys: [String] = []
            func remove(_ key: String) { keys.removeAll { $0 == key } }
        }

        \(extra)

        @main struct GapApp: App {
            var body: some Scene {
                WindowGroup { RootView() }
            }
        }

        struct RootView: View {
            @State private var path: [Route] = []
            @State private var model = Toasts()
            var body: some View {
                NavigationStack(path: $path) {
                    List {
                        ForEach(model.toasts) { t in
                            NavigationLink(t.text, value: Route.detail)
                        }
                        Button("Toast") { model.add("hi") }
                    }
                    .navigationDestination(for: Route.self) { _ in Text("Detail") }
                    .navigationDestination(for: Place.self) { _ in Text("Map") }
                }
            }
        }

        """
    }

    private func lint(_ extra: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(Self.app(extra: extra), at: "App/App.swift", in: root, verbose: true)
    }

    func testAStandardListMethodIsAWriteOfTheListWhateverTheModuleNamesItsOwnMethods() throws {
        let output = try lint("")
        XCTAssertTrue(output.stderr.contains("abstracted statement 'toasts.remove(at: 0)'"), output.stderr)
        XCTAssertTrue(output.stdout.contains("presents this destination for Place [unreachable-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("sites modelled (100%)\n"), output.stdout)
    }

    func testAnExtensionOfArrayWithThatMethodKeepsTheWriteUnknown() throws {
        let output = try lint("""
            var toastHook: () -> Void = {}

            extension Array where Element == Toast {
                mutating func remove(at index: Int) { toastHook() }
            }
            """)
        XCTAssertTrue(output.stderr.contains("opaque statement 'toasts.remove(at: 0)' (may navigate)"), output.stderr)
        XCTAssertFalse(output.stdout.contains("[unreachable-destination]"), output.stdout)
    }
}
