import Foundation
import XCTest

/// Issue 22 (coverage): a gesture's closures run at different moments of one gesture (`updating`, `onChanged`,
/// `onEnded`). When two or more of them do something the model tracks, each is an external handler of its own, which
/// may run at any moment while the view is shown, any number of times, in any order: every order they can really run
/// in is one of these. A gesture the view declares as a computed property (`.gesture(swipe)`,
/// `var swipe: some Gesture { DragGesture().onEnded { ... } }`) is read as if written in place. Before, both were one
/// unknown modifier, which held back every absence finding on the stack (a destination nothing pushes).
final class GestureHandlersCoverageTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static func app(gesture: String, declarations: String = "") -> String {
        """
        import SwiftUI

        struct BoardView: View {
            @State private var path = NavigationPath()
            @State private var showsHint = false
            \(declarations)
            var body: some View {
                NavigationStack(path: $path) {
                    Button("Open") { path.append(1) }
                        .gesture(\(gesture))
                        .sheet(isPresented: $showsHint) {
                            Text("Hint")
                        }
                        .navigationDestination(for: Int.self) { number in
                            Text("Card \\(number)")
                        }
                        .navigationDestination(for: Bool.self) { flag in
                            Text(flag ? "On" : "Off")
                        }
                }
            }
        }

        """
    }

    static let twoClosures = """
        DragGesture()
                            .onChanged { _ in showsHint = true }
                            .onEnded { _ in path.removeLast(path.count) }
        """

    private func lint(_ app: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(app, at: "App/Board.swift", in: root, verbose: true)
    }

    static let unpushed = "App/Board.swift:19:18: warning: no link, button or action in any reachable state presents this destination for Bool [unreachable-destination]"

    func testEachClosureOfAGestureIsAHandler() throws {
        let output = try lint(Self.app(gesture: Self.twoClosures))
        XCTAssertFalse(output.stderr.contains("opaque modifier '.gesture'"), output.stderr)
        XCTAssertTrue(output.stdout.contains(Self.unpushed), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("sites modelled (100%)\n"), output.stdout)
    }

    func testAGesturesPushIsModelled() throws {
        let output = try lint(Self.app(gesture: Self.twoClosures.replacingOccurrences(of: "path.removeLast(path.count)", with: "path.append(true)")))
        XCTAssertFalse(output.stderr.contains("opaque modifier '.gesture'"), output.stderr)
        XCTAssertFalse(output.stdout.contains("[unreachable-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("sites modelled (100%)\n"), output.stdout)
    }

    func testAGestureTheViewDeclaresIsReadInPlace() throws {
        let declarations = """
            var swipe: some Gesture {
                    DragGesture().onEnded { _ in path.removeLast(path.count) }.onChanged { _ in showsHint = true }
                }
            """
        let output = try lint(Self.app(gesture: "swipe", declarations: declarations))
        XCTAssertFalse(output.stderr.contains("opaque modifier '.gesture'"), output.stderr)
        XCTAssertTrue(output.stdout.contains(Self.unpushed), output.stdout)
        let pushing = try lint(Self.app(gesture: "swipe", declarations: declarations.replacingOccurrences(of: "path.removeLast(path.count)", with: "path.append(false)")))
        XCTAssertFalse(pushing.stdout.contains("[unreachable-destination]"), pushing.stdout)
    }

    func testAClosureTheGestureDoesNotRunAsAHandlerKeepsItUnknown() throws {
        let gesture = "TapGesture().exclusively(before: LongPressGesture().onEnded { _ in path.append(true) }).onEnded { _ in showsHint = true }"
        let output = try lint(Self.app(gesture: gesture))
        XCTAssertTrue(output.stderr.contains("opaque modifier '.gesture'"), output.stderr)
        XCTAssertFalse(output.stdout.contains("[unreachable-destination]"), output.stdout)
        XCTAssertTrue(output.stderr.contains("not reported [unreachable-destination]"), output.stderr)
    }
}
