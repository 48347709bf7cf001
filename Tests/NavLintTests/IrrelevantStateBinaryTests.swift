import Foundation
import XCTest

/// Issue 22 (coverage): a statement the front end cannot translate whose only navigation effect is writing a view's
/// state that no navigation reads (`NavigationRelevance`) is no navigation: it is not an unknown site, and the
/// absence finding it held back is reported. Here `words.sort()` writes a binding of the root's `words`, which only a
/// `Text` reads. The same statement writing state that a condition over a link reads is a latent write (any list):
/// the link may show, so no finding.
final class IrrelevantStateBinaryTests: XCTestCase {
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
            @State private var words: [String] = []
            @State private var note = ""
            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        Text("\\(words.count) words")
                        Editor(words: $words)
                        \(extra)
                    }
                    .onSubmit { words.append(note); note = "" }
                    .navigationDestination(for: Route.self) { _ in Text("Detail") }
                }
            }
        }

        struct Editor: View {
            @Binding var words: [String]
            var body: some View {
                Button("Sort") { words.sort() }
            }
        }

        """
    }

    private func lint(_ extra: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(Self.app(extra: extra), at: "App/App.swift", in: root, verbose: true)
    }

    func testAnUnknownWriteOfStateNoNavigationReadsIsNoUnknownSite() throws {
        let output = try lint("")
        XCTAssertFalse(output.stderr.contains("opaque statement 'words.sort"), output.stderr)
        XCTAssertTrue(output.stdout.contains("unreachable-destination"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("sites modelled (100%)\n"), output.stdout)
    }

    func testTheSameWriteOfStateAConditionOverALinkReadsStaysUnknown() throws {
        let output = try lint("if words.count > 1 { NavigationLink(\"Go\", value: Route.detail) }")
        // Since s23 the sort is a latent write (`LatentStateWriteBinaryTests`): modelled, `words` any list, so the
        // link under `words.count > 1` may show and no finding is built.
        XCTAssertTrue(output.stderr.contains("abstracted statement 'words.sort"), output.stderr)
        XCTAssertFalse(output.stdout.contains("unreachable-destination"), output.stdout)
    }
}
