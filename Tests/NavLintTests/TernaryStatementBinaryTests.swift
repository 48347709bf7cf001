import Foundation
import XCTest

/// Found on a public app outside the corpus: `start != nil ? editExpense() : addExpense()` written as a statement in
/// a Button's action. It was one unknown statement; Swift runs the side the condition picks, so it is a branch (an
/// unknown Bool where the model cannot compute the condition), each side read as a statement, nested ternaries too.
final class TernaryStatementBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    func app(pop: String) throws {
        try write("""
        import SwiftUI

        enum Route: Hashable { case edit, add, other }

        @main struct DemoApp: App {
            @State private var path: [Route] = []
            var body: some Scene {
                WindowGroup {
                    NavigationStack(path: $path) {
                        HomeView(path: $path)
                            .navigationDestination(for: Route.self) { _ in Text("Route") }
                    }
                }
            }
        }

        struct HomeView: View {
            @Binding var path: [Route]
            @State private var editing = false
            @State private var count = 0
            var body: some View {
                Button("Go") {
                    editing ? path.append(.edit) : count > 3 ? path.append(.other) : addItem()
                }
                Button("Pop") {
                    \(pop)
                }
            }

            func addItem() {
                path.append(.add)
            }
        }

        """, to: root.appendingPathComponent("Demo/DemoApp.swift"))
    }

    func lint() throws -> (out: String, status: Int32) {
        let run = try NavLintProcess.run(["--color", "never", "Demo"], in: root)
        return (run.stdout + run.stderr, run.status)
    }

    func testARemovalOnTheSideThatRunsWhenThePathIsShortCrashes() throws {
        try app(pop: "path.count < 2 ? path.removeLast() : print(\"many\")")
        let run = try lint()
        XCTAssertTrue(run.out.contains("Demo/DemoApp.swift:25:9: error: tapping 'Pop' can crash the app: removeLast() on 'path', which is empty"), run.out)
        XCTAssertTrue(run.out.contains("navigation: 6 of 6 sites modelled (100%)"), run.out)
    }

    func testARemovalGuardedByTheConditionIsSafe() throws {
        try app(pop: "path.isEmpty ? print(\"empty\") : path.removeLast()")
        let run = try lint()
        XCTAssertEqual(run.status, 0, run.out)
        XCTAssertTrue(run.out.contains("navigation: 6 of 6 sites modelled (100%)"), run.out)
    }
}
