import Foundation
import XCTest

/// Through the binary, an err/ok twin for `path-written-twice` on a Button that runs a closure its caller gives (a
/// card's `onDismiss`/`onSubmit` properties): the candidate is what the caller's closures run. A card whose closures
/// write no path, under a stack whose root reads a value the model cannot compute and beside an unbounded counter, is
/// no candidate (before: two `exploration-budget` errors on a correct app). A caller's closure that switches the
/// stack's root and pushes in the same update loses the push (before: missed, the closure's writes were dropped).
final class GivenClosurePathWriteBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static let card = """
    import SwiftUI

    struct Article: Hashable { var title: String }

    func prefersInbox() -> Bool { ProcessInfo.processInfo.environment["INBOX"] != nil }

    struct SignupCard: View {
        var onDismiss: () -> Void
        var onSubmit: () -> Void
        var body: some View {
            VStack {
                Button("No thanks", action: onDismiss)
                Button("Sign up") { onSubmit() }
            }
        }
    }

    """

    /// The stack's root reads `prefersInbox()` (unknown to the model); `onChange(of: path)` counts without bound.
    static let correct = card + """
    struct ReaderRoot: View {
        @State private var path: [Article] = []
        @State private var signedUp = false
        @State private var changes = 0

        var body: some View {
            NavigationStack(path: $path) {
                if prefersInbox() {
                    Text("Inbox")
                } else {
                    VStack {
                        Text("Changes: \\(changes)")
                        NavigationLink("Latest", value: Article(title: "Latest"))
                        if !signedUp {
                            SignupCard(onDismiss: {}, onSubmit: { signedUp = true })
                        }
                    }
                    .navigationDestination(for: Article.self) { article in
                        Text(article.title)
                    }
                }
            }
            .onChange(of: signedUp) { changes += 1 }
            .onChange(of: path) { changes += 1 }
        }
    }

    @main struct ReaderApp: App {
        var body: some Scene { WindowGroup { ReaderRoot() } }
    }

    """

    /// The caller's `onSubmit` sets what the root's `if` reads and appends to the path in one update.
    static let lostPush = card + """
    struct ReaderRoot: View {
        @State private var path: [Article] = []
        @State private var signedUp = false

        var body: some View {
            NavigationStack(path: $path) {
                if signedUp {
                    Text("Inbox")
                        .navigationDestination(for: Article.self) { article in
                            Text(article.title)
                        }
                } else {
                    SignupCard(onDismiss: {}, onSubmit: { signedUp = true; path.append(Article(title: "Welcome")) })
                }
            }
        }
    }

    @main struct ReaderApp: App {
        var body: some Scene { WindowGroup { ReaderRoot() } }
    }

    """

    func testClosuresThatWriteNoPathDoNotFailTheBuild() throws {
        let output = try NavLintProcess.lint(Self.correct, at: "App/App.swift", in: root, verbose: true)
        XCTAssertEqual(output.status, 0, output.stdout)
        XCTAssertFalse(output.stdout.contains("exploration-budget"), output.stdout)
        XCTAssertFalse(output.stdout.contains("path-written-twice"), output.stdout)
    }

    func testACallersClosureThatSwitchesTheRootAndPushesLosesThePush() throws {
        let output = try NavLintProcess.lint(Self.lostPush, at: "App/App.swift", in: root, verbose: true)
        XCTAssertTrue(output.stdout.contains("App/App.swift:13:13: warning: this action changes the root view of a stack and writes its path in the same update"),
                      output.stdout)
        XCTAssertTrue(output.stdout.contains("note: the push is lost when run in the initial state"), output.stdout)
        XCTAssertFalse(output.stdout.contains("exploration-budget"), output.stdout)
    }
}
