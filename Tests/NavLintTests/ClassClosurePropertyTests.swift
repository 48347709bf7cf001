import Foundation
import XCTest

/// A model class's closure property (`private let onDone: () -> Void`, set by its initializer from a parameter) holds
/// the closure the code that makes the object gives (`Composer(onDone: { ... })`), as a view's does: calling it from
/// the model's method runs that closure, read where it is written (`ClosurePropertyCalls`). Through the binary, an
/// err/ok twin: a model whose callback pops the router's path to the top leaves the stack's destination for Topic
/// presented by nothing (found); the same callback pushing a Topic presents it (silent). Both are fully modelled,
/// where the call was an unknown statement that may navigate before (hiding the finding). A class the module
/// subclasses (a subclass's initializer may set the property) keeps the call unknown.
final class ClassClosurePropertyTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static let composer = """
    import SwiftUI

    enum Topic: Hashable { case help, about }

    @Observable final class Router {
        var path: [Topic] = []
    }

    @Observable class Composer {
        var draft = ""
        private let onDone: () -> Void

        init(onDone: @escaping () -> Void) {
            self.onDone = onDone
        }

        func send() {
            draft = ""
            onDone()
        }
    }

    struct ComposerScreen: View {
        let composer: Composer

        var body: some View {
            Button("Send") { composer.send() }
        }
    }

    @main struct NotesApp: App {
        @State private var router = Router()

        var body: some Scene {
            WindowGroup {
                NavigationStack(path: $router.path) {
                    ComposerScreen(composer: Composer(onDone: { router.path.removeAll() }))
                        .navigationDestination(for: Topic.self) { topic in Text("topic") }
                }
            }
        }
    }
    """

    static let composerPushing = composer.replacingOccurrences(of: "onDone: { router.path.removeAll() }", with: "onDone: { router.path.append(.help) }")

    /// The same, with a subclass of the model in the module: its initializer could set the property to anything.
    static let composerSubclassed = composer + """

    final class QuickComposer: Composer {}
    """

    func lint(_ text: String, verbose: Bool = false) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(text, at: "Notes/Notes.swift", in: root, verbose: verbose)
    }

    func testADestinationOnlyAModelsCallbackPopCouldReachIsUnreachable() throws {
        let output = try lint(Self.composer)
        XCTAssertTrue(output.stdout.hasPrefix("Notes/Notes.swift:38:22: warning: no link, button or action in any reachable state presents this destination for Topic [unreachable-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.contains("0 errors, 1 warning in 1 file"), output.stdout)
        XCTAssertTrue(output.stdout.contains("navigation: 3 of 3 sites modelled (100%)"), output.stdout)
    }

    func testTheSameCallbackPushingATopicIsSilent() throws {
        XCTAssertNotEqual(Self.composerPushing, Self.composer)
        let output = try lint(Self.composerPushing)
        XCTAssertEqual(output.stdout.split(separator: "\n"), ["navigation: 3 of 3 sites modelled (100%)"], output.stdout)
        XCTAssertEqual(output.status, 0)
    }

    func testASubclassedModelsCallbackStaysUnknown() throws {
        let output = try lint(Self.composerSubclassed, verbose: true)
        XCTAssertFalse(output.stdout.contains("unreachable-destination"), output.stdout)
        XCTAssertTrue(output.stdout.contains("navigation: 2 of 3 sites modelled (66%); 1 unknown"), output.stdout)
        XCTAssertTrue(output.stderr.contains("Notes/Notes.swift:19:9: opaque statement 'onDone()' (may navigate)"), output.stderr)
    }
}
