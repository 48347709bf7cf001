import Foundation
import XCTest

/// Found on a public app outside the corpus: `onChange(of: viewModel.pendingChannelId)` that pushes a conversation and
/// clears the id ended the lint with an `exploration-budget` error for `path-updated-twice-per-frame`. The rule's
/// goal (the handler rewrites the path it observes, in the frame that changed it) can only be met by a handler that
/// observes a stack's path; one observing anything else is not searched for.
final class OnChangeOfOtherStateBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    /// `observed`: what the handler observes (and writes, with the path).
    func app(observed: String, written: String) throws {
        try write("exploration: { maxStates: 1 }\n", to: root.appendingPathComponent(".navlint.yml"))
        try write("""
        import SwiftUI

        @main
        struct InboxApp: App {
            @State private var path: [Int] = []
            @State private var pendingId: Int? = nil

            var body: some Scene {
                WindowGroup {
                    NavigationStack(path: $path) {
                        List {
                            Button("Open 1") { pendingId = 1 }
                            Button("Push 2") { path.append(2) }
                        }
                        .navigationDestination(for: Int.self) { Text("\\($0)") }
                        .onChange(of: \(observed)) { _, _ in
                            \(written)
                            path.append(3)
                        }
                    }
                }
            }
        }

        """, to: root.appendingPathComponent("Inbox/InboxApp.swift"))
    }

    func testAHandlerObservingOtherStateIsNotSearched() throws {
        try app(observed: "pendingId", written: "pendingId = nil")
        let run = try NavLintProcess.run(["--color", "never", "Inbox"], in: root)
        XCTAssertFalse(run.stdout.contains("exploration-budget"), run.stdout)
        XCTAssertFalse(run.stdout.contains("path-updated-twice-per-frame"), run.stdout)
        XCTAssertEqual(run.status, 0, run.stdout)
    }

    /// A handler observing the path it writes is still searched for: with the same budget, undecided.
    func testAHandlerObservingThePathIsStillSearched() throws {
        try app(observed: "path", written: "")
        let run = try NavLintProcess.run(["--color", "never", "Inbox"], in: root)
        XCTAssertTrue(run.stdout.contains("path-updated-twice-per-frame"), run.stdout)
    }
}
