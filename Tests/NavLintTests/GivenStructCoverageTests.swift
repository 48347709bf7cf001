import Foundation
import XCTest

/// A new value of a struct that holds only what it is given (`Notice(title: "x")`, whose closure and error properties a
/// caller fills) is its arguments and its initializer's code (coverage, issue 22): handed to another module's code with
/// plain arguments it is no unknown site, so the destination nothing pushes is reported and every site is modelled.
/// The twin gives it a closure that appends to the path: the call stays unknown and that warning is held back.
final class GivenStructCoverageTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    /// `retry` is the argument the button gives after the title.
    static func app(retry: String) -> String {
        """
        import SwiftUI
        import NoticeKit

        @Observable
        final class Harbor {
            var path: [Int] = []
        }

        struct Notice {
            var title: String
            var retry: (() -> Void)?
            var cause: Error?
            var shown = false
        }

        struct DockView: View {
            @State private var harbor = Harbor()
            var body: some View {
                NavigationStack(path: $harbor.path) {
                    Button("Post") {
                        Board.post(Notice(title: "Closed"\(retry)))
                    }
                    .navigationDestination(for: Int.self) { pier in
                        Text("Pier \\(pier)")
                    }
                }
            }
        }

        """
    }

    func testAStructMadeOfPlainArgumentsIsNoUnknownSite() throws {
        let output = try NavLintProcess.lint(Self.app(retry: ""), at: "App/Dock.swift", in: root, verbose: true)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Dock.swift:23:14: warning: no link, button or action in any reachable state presents this destination for Int [unreachable-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 2 of 2 sites modelled (100%)\n"), output.stdout)
    }

    func testAStructGivenAClosureThatPushesStaysUnknown() throws {
        let output = try NavLintProcess.lint(Self.app(retry: ", retry: { harbor.path.append(1) }"), at: "App/Dock.swift", in: root, verbose: true)
        XCTAssertTrue(output.stderr.contains("App/Dock.swift:21:17: opaque statement"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
        XCTAssertTrue(output.stderr.contains("not reported [unreachable-destination]"), output.stderr)
    }
}
