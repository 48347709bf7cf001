import Foundation
import XCTest

/// Issue 22 (coverage): an implicit member in a `case` pattern (`switch phase { case .loading: ... }`,
/// `if case .idle = phase`) is an enum's case or a static value compared with the subject: comparing a value runs no
/// code of it, so only a getter or a function the pattern calls may navigate. Before, when the subject's type was not
/// said, any static member of that name the module declares was read as given on (`Handlers.loading`, an object
/// holding a closure): unknown, holding back the absence findings it might cause. Twins: a static getter that
/// navigates stays unknown; a module that declares its own `==` may run it in the comparison.
final class CasePatternCoverageTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static func app(handlers: String = "static let loading = Handler {}", extra: String = "") -> String {
        """
        import SwiftUI

        enum Phase { case idle, loading }

        final class Handler {
            let run: () -> Void
            init(_ run: @escaping () -> Void) { self.run = run }
        }

        enum Handlers {
            \(handlers)
        }
        \(extra)
        func describe(_ phase: Phase) -> String {
            switch phase {
            case .loading: return "Loading"
            default: return "Idle"
            }
        }

        struct HomeView: View {
            @State private var path: [Int] = []
            @State private var phase = Phase.idle
            var body: some View {
                NavigationStack(path: $path) {
                    Text("Home")
                        .task {
                            repeat {
                                print(describe(phase))
                            } while !Task.isCancelled
                        }
                        .navigationDestination(for: Int.self) { number in
                            Text("Row \\(number)")
                        }
                }
            }
        }

        """
    }

    static let sharedRouter = """
        @Observable
        final class Router {
            static let shared = Router()
            var path: [Int] = []
        }

        struct SharedView: View {
            @State private var router = Router.shared
            var body: some View {
                NavigationStack(path: $router.path) { Text("Shared") }
            }
        }

        """

    private func lint(_ app: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(app, at: "App/Home.swift", in: root, verbose: true)
    }

    func testAComparedStaticValueInAPatternIsNoUnknownSite() throws {
        let output = try lint(Self.app())
        XCTAssertFalse(output.stderr.contains("opaque statement 'print(describe(phase))'"), output.stderr)
        XCTAssertTrue(output.stdout.contains("warning: no link, button or action in any reachable state presents this destination for Int [unreachable-destination]"), output.stdout)
    }

    func testAStaticGetterThatNavigatesStaysUnknown() throws {
        let output = try lint(Self.app(handlers: "static var loading: Phase { Router.shared.path.append(1); return .loading }",
                                       extra: Self.sharedRouter))
        XCTAssertTrue(output.stderr.contains("opaque statement 'print(describe(phase))' (may navigate)"), output.stderr)
        XCTAssertTrue(output.stderr.contains("not reported [unreachable-destination]"), output.stderr)
    }

    func testAModulesOwnEqualityMayRunInTheComparison() throws {
        let output = try lint(Self.app(extra: "extension Handler: Equatable {\n    static func == (a: Handler, b: Handler) -> Bool { a.run(); return true }\n}\n"))
        XCTAssertTrue(output.stderr.contains("opaque statement 'print(describe(phase))' (may navigate)"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
    }
}
