import Foundation
import XCTest

/// SwiftUI's environment actions that act outside the scene the model holds (`SwiftUIVocabulary.environmentValues`):
/// `dismissWindow()` closes a window, as `openWindow` opens one, running none of the module's code in the scene. A
/// method calling it no longer makes the Button's call unknown, and the destination nothing presents is reported; an
/// action the table does not describe (`pushWindow`, which hides the window it is called from) keeps the call unknown
/// and the warning held back.
final class WindowActionBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static let app = """
    import SwiftUI

    enum Route: Hashable { case detail, settings }
    struct Receipt: Hashable { var id: Int }

    struct EditorView: View {
        @Environment(\\.dismissWindow) private var dismissWindow
        @State private var path: [Route] = []
        @State private var count = 0

        var body: some View {
            NavigationStack(path: $path) {
                Button("Open") { path.append(.settings) }
                Button("Close") { close() }
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .detail: Text("Detail")
                    case .settings: Text("Settings")
                    }
                }
                .navigationDestination(for: Receipt.self) { _ in Text("Receipt") }
            }
        }

        func close() {
            count += 1
            dismissWindow()
        }
    }

    """

    func lint(_ text: String) throws -> (stdout: String, stderr: String, status: Int32) {
        try write(text, to: root.appendingPathComponent("App/Editor.swift"))
        let output = try NavLintProcess.run(["--verbose", "--color", "never", "App"], in: root)
        return (output.stdout, output.stderr, output.status)
    }

    func testDismissingAWindowLeavesTheCallModelledAndTheDeadDestinationFound() throws {
        let output = try lint(Self.app)
        XCTAssertTrue(output.stdout.hasPrefix("App/Editor.swift:21:14: warning: no link, button or action in any reachable state presents this destination for Receipt [unreachable-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.contains("navigation: 4 of 4 sites modelled (100%)"), output.stdout)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
    }

    func testAnActionTheVocabularyDoesNotDescribeKeepsTheCallUnknown() throws {
        let text = Self.app.replacingOccurrences(of: "@Environment(\\.dismissWindow)", with: "@Environment(\\.pushWindow)")
        XCTAssertNotEqual(text, Self.app)
        let output = try lint(text)
        XCTAssertFalse(output.stdout.contains("unreachable-destination"), output.stdout)
        XCTAssertTrue(output.stderr.contains("opaque statement 'close()' (may navigate): 'dismissWindow()'"), output.stderr)
    }
}
