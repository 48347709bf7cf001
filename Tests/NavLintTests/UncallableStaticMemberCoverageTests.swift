import Foundation
import XCTest

/// `.logIn(1)` where one type of the module has a case `logIn` and another a `static let logIn = Seed { ... }`
/// (`ExpressionTranslator.cannotBeCalled`): calling a value needs a function type, `callAsFunction` or
/// `@dynamicCallable`, and a `Seed` has none, so the call cannot be that static value: in the `case` pattern it is the
/// case, only compared, and the loop is no unknown site. Twin: when the module declares `callAsFunction`, the static
/// value may be the one called (its closure may navigate): the statement stays unknown.
final class UncallableStaticMemberCoverageTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static let app = """
    import SwiftUI

    enum Page: Hashable { case detail(Int), logIn(Int) }

    final class Seed: Hashable {
        static let logIn = Seed { Harbor.shared.path.append(1) }
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
        static func == (a: Seed, b: Seed) -> Bool { a === b }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

    @Observable
    final class Harbor {
        static let shared = Harbor()
        var path: [Int] = []
    }

    func isIn(_ pages: [Page]) -> Bool {
        for page in pages {
            if case .logIn(1) = page { return true }
        }
        return false
    }

    struct DockView: View {
        @State private var harbor = Harbor.shared
        var body: some View {
            NavigationStack(path: $harbor.path) {
                Button("Check") {
                    print(isIn([]))
                }
                .navigationDestination(for: Int.self) { pier in
                    Text("Pier \\(pier)")
                }
            }
        }
    }

    """

    func testACalledStaticValueThatCannotBeCalledIsNotTheMember() throws {
        let output = try NavLintProcess.lint(Self.app, at: "App/Dock.swift", in: root, verbose: true)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Dock.swift:33:14: warning: no link, button or action in any reachable state presents this destination for Int [unreachable-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 2 of 2 sites modelled (100%)\n"), output.stdout)
    }

    func testACallableStaticValueKeepsTheStatementUnknown() throws {
        let text = Self.app.replacingOccurrences(of: "    init(_ run: @escaping () -> Void) { self.run = run }\n",
                                                 with: "    init(_ run: @escaping () -> Void) { self.run = run }\n    func callAsFunction(_ n: Int) -> Page { run(); return .detail(n) }\n")
        XCTAssertNotEqual(text, Self.app)
        let output = try NavLintProcess.lint(text, at: "App/Dock.swift", in: root, verbose: true)
        XCTAssertTrue(output.stderr.contains("reads a static value that holds navigation"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
    }
}
