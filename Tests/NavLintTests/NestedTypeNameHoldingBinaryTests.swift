import Foundation
import XCTest

/// Issue 22 (coverage): which of the module's types a property's written type names, for what a value holds
/// (`NavigationHolding`). Swift finds a type name in the types around the declaration first: `var action: Action`
/// inside `Filter` is `Filter.Action` when Filter nests one, whatever type the module named `Action` first. The
/// holding table read the name as the module's `Action`, the first nested type of that name (`Toast.Action`, declared
/// earlier): a record whose nested enum is plain held a closure (unknown sites where it is copied), and, the other
/// way round, a nested type that holds a closure read as a plain enum (a missed unknown site). Now the name is looked
/// up where it is written (`SwiftModule.lexicalTypeName`).
/// - Plain: `Filter.Action` is an enum of strings, `Toast.Action` holds a closure: writing `[Filter]` to an object's
///   property cannot navigate, every site is modelled and the destination nothing pushes is reported.
/// - Closure: `Filter.Action` holds a closure, `Toast.Action` is a plain enum: the write stays unknown and the absence
///   finding is held back.
final class NestedTypeNameHoldingBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static let plainAction = "enum Action: String, Codable { case warn, hide }"
    static let closureAction = "struct Action { let handler: () -> Void }"

    static func app(toastAction: String, filterAction: String) -> String {
        """
        import SwiftUI

        struct Toast {
            \(toastAction)
            var title: String
        }

        struct Filter {
            \(filterAction)
            var title: String
            var action: Action
        }

        func loadFilters() async -> [Filter] { [] }

        final class FilterStore {
            var filters: [Filter] = []
            func reload() async {
                let loaded = await loadFilters()
                filters = loaded
            }
        }

        @Observable
        final class Feed {
            var path: [Int] = []
            let store = FilterStore()
        }

        struct HomeView: View {
            @State private var feed = Feed()
            var body: some View {
                NavigationStack(path: $feed.path) {
                    Text("Home")
                        .task {
                            await feed.store.reload()
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

    func testATypeNameInATypeIsTheTypeItNests() throws {
        let output = try lint(Self.app(toastAction: Self.closureAction, filterAction: Self.plainAction))
        XCTAssertFalse(output.stderr.contains("opaque statement"), output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Home.swift:38:18: warning: no link, button or action in any reachable state presents this destination for Int [unreachable-destination]"), output.stdout)
    }

    func testANestedTypeThatHoldsAClosureStaysUnknown() throws {
        let output = try lint(Self.app(toastAction: Self.plainAction, filterAction: Self.closureAction))
        XCTAssertTrue(output.stderr.contains("opaque statement 'await feed.store.reload()' (may navigate): 'filters' at App/Home.swift:20:9 replaces a value that holds navigation"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
        XCTAssertTrue(output.stderr.contains("not reported [unreachable-destination]"), output.stderr)
    }
}
