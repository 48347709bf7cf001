import Foundation
import XCTest

/// A binding's owner told through a local `@Bindable` copy (`@Bindable var harbor = harbor` of an
/// `@Environment(Harbor.self)` value, then `NavigationStack(path: $harbor.path)`): the stack binds `Harbor.path`, so
/// another type's property of the same name (`Chart.path`) is no navigation: writing it is modelled, and the
/// destinations nothing pushes are reported. Writing the bound type's own property still navigates. Where the local is
/// not the member's only declaration of the name, or is made by code whose type the module does not tell, every
/// property of the name stays navigation state: the write stays unknown and holds the findings back.
final class LocalBindableOwnerCoverageTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    /// `local`: the declaration of the local `@Bindable` the stack binds; `other`: a statement in the `Post` button
    /// after `statement` (a second declaration of the name in the member).
    static func app(_ statement: String, local: String = "@Bindable var harbor = harbor", other: String = "") -> String {
        """
        import SwiftUI
        import Ledger

        @Observable
        final class Harbor {
            var path: [Int] = []
            var name = ""
        }

        final class Chart {
            var path = ""
            var scale = 1
        }

        func makeHarbor() -> Harbor { Harbor() }

        struct DockView: View {
            @Environment(Harbor.self) private var harbor
            @State private var chart = Chart()
            var body: some View {
                \(local)
                NavigationStack(path: $harbor.path) {
                    Button("Post") {
                        \(statement)
                        \(other)
                    }
                    .navigationDestination(for: Int.self) { pier in
                        Text("Pier \\(pier)")
                    }
                    .navigationDestination(for: String.self) { name in
                        Text(name)
                    }
                }
            }
        }

        """
    }

    private func lint(_ statement: String, local: String = "@Bindable var harbor = harbor", other: String = "") throws -> NavLintProcess.Output {
        try NavLintProcess.lint(Self.app(statement, local: local, other: other), at: "App/Dock.swift", in: root, verbose: true)
    }

    func testAnotherTypesPropertyOfTheBoundNameIsNoNavigation() throws {
        let output = try lint("chart.path = \"x\"")
        XCTAssertFalse(output.stderr.contains("opaque statement"), output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Dock.swift:27:14: warning: no link, button or action in any reachable state presents this destination for Int [unreachable-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.contains("App/Dock.swift:30:14: warning: no link, button or action in any reachable state presents this destination for String [unreachable-destination]"), output.stdout)
    }

    /// `@Bindable var harbor: Harbor = harbor`: the type written on the local tells it too.
    func testTheTypeWrittenOnTheLocalTellsTheOwner() throws {
        let output = try lint("chart.path = \"x\"", local: "@Bindable var harbor: Harbor = makeHarbor()")
        XCTAssertFalse(output.stderr.contains("opaque statement"), output.stderr)
        XCTAssertTrue(output.stdout.contains("destination for Int [unreachable-destination]"), output.stdout)
    }

    func testTheBoundTypesOwnPropertyIsStillNavigationState() throws {
        let output = try lint("harbor.path.append(1)")
        XCTAssertFalse(output.stdout.contains("destination for Int"), output.stdout)
        XCTAssertTrue(output.stdout.contains("App/Dock.swift:30:14: warning: no link, button or action in any reachable state presents this destination for String [unreachable-destination]"), output.stdout)
    }

    /// The stack's binding is given a local made by a call (its type is what `makeHarbor` returns, not read here).
    func testALocalMadeByACallKeepsTheNameBasedFallback() throws {
        let output = try lint("chart.path = \"x\"", local: "@Bindable var harbor = makeHarbor()")
        XCTAssertTrue(output.stderr.contains("App/Dock.swift:24:17: opaque statement 'chart.path = \"x\"' (may navigate): 'chart.path' writes navigation state"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
    }

    /// A second declaration of `harbor` in the member (a closure's parameter): which one `$harbor` is is not told.
    func testASecondDeclarationOfTheNameKeepsTheNameBasedFallback() throws {
        let output = try lint("chart.path = \"x\"", other: "_ = [Harbor()].map { harbor in harbor.name }")
        XCTAssertTrue(output.stderr.contains("App/Dock.swift:24:17: opaque statement 'chart.path = \"x\"' (may navigate): 'chart.path' writes navigation state"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
    }
}
