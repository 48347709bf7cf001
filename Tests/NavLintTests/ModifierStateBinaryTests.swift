import Foundation
import XCTest

/// Issue 22 (coverage): a `ViewModifier`'s `@Binding` and `@State` are a view's state (SwiftUI keeps and gives them
/// alike, `holdsViewState`), so a write of such state that no navigation reads is no navigation
/// (`NavigationRelevance`): the statement is no unknown site, and the absence finding it held back is reported. Here
/// `offset = pulled` in a modifier applied with `.modifier(Tracker(offset: $offset))` writes a binding of the root's
/// `offset`, which only a `Text` reads. The same write of state that a condition over a link reads stays unknown.
final class ModifierStateBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static func app(extra: String) -> String {
        """
        import SwiftUI

        enum Route: Hashable { case detail }

        @main struct GapApp: App {
            var body: some Scene {
                WindowGroup { RootView() }
            }
        }

        struct RootView: View {
            @State private var path: [Route] = []
            @State private var offset: CGFloat = 0
            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        Text("Offset \\(offset)")
                        \(extra)
                    }
                    .modifier(Tracker(offset: $offset))
                    .navigationDestination(for: Route.self) { _ in Text("Detail") }
                }
            }
        }

        struct Tracker: ViewModifier {
            @Binding var offset: CGFloat
            @State private var pulled: CGFloat = 0
            func body(content: Content) -> some View {
                content
                    .onTapGesture { pulled = CGFloat.random(in: 0...1); offset = pulled }
            }
        }

        """
    }

    private func lint(_ extra: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(Self.app(extra: extra), at: "App/App.swift", in: root, verbose: true)
    }

    func testAModifiersWriteOfStateNoNavigationReadsIsNoUnknownSite() throws {
        let output = try lint("")
        XCTAssertFalse(output.stderr.contains("opaque statement 'offset = pulled'"), output.stderr)
        XCTAssertTrue(output.stdout.contains("unreachable-destination"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("sites modelled (100%)\n"), output.stdout)
    }

    func testTheSameWriteOfStateAConditionOverALinkReadsStaysUnknown() throws {
        let output = try lint("if offset > 1 { NavigationLink(\"Go\", value: Route.detail) }")
        XCTAssertTrue(output.stderr.contains("opaque statement 'offset = pulled' (may navigate): 'offset' writes navigation state"), output.stderr)
        XCTAssertFalse(output.stdout.contains("unreachable-destination"), output.stdout)
    }
}
