import Foundation
import XCTest

/// Found on a public app outside the corpus: a split view's detail stack whose root view routes to a default feed in
/// `.task` (`router.navigateTo(...)`, an append to the stack's path) ended the lint with an `exploration-budget` error
/// for `path-updated-twice-per-frame`. The rule's `onAppear`/`task` goal needs the handler on a screen a path value
/// pushes; a handler the analysis only places elsewhere (a stack's root) can never meet it and is not searched for.
final class AppearWritesPathBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    /// `rootTask` / `pushedTask`: a `.task` on the stack's root content / on the screen `Int` values push.
    func app(rootTask: String, pushedTask: String, budget: Int) throws {
        try write("exploration: { maxStates: \(budget) }\n", to: root.appendingPathComponent(".navlint.yml"))
        try write("""
        import SwiftUI

        @main
        struct FeedApp: App {
            @State private var path = NavigationPath()
            @State private var loaded = false

            var body: some Scene {
                WindowGroup {
                    NavigationStack(path: $path) {
                        List {
                            Button("Push 2") { path.append(2) }
                            NavigationLink("Open 3", value: 3)
                        }
                        .navigationDestination(for: Int.self) { number in
                            Text("\\(number)")
                                .task { \(pushedTask) }
                        }
                        .navigationDestination(for: String.self) { Text($0) }
                        .task {
                            if !loaded {
                                \(rootTask)
                                loaded = true
                            }
                        }
                    }
                }
            }
        }

        """, to: root.appendingPathComponent("Feed/FeedApp.swift"))
    }

    func testARootTaskWritingThePathIsNotSearched() throws {
        try app(rootTask: "path.append(1)", pushedTask: "", budget: 1)
        let run = try NavLintProcess.run(["--color", "never", "Feed"], in: root)
        XCTAssertFalse(run.stdout.contains("exploration-budget"), run.stdout)
        XCTAssertFalse(run.stdout.contains("path-updated-twice-per-frame"), run.stdout)
        XCTAssertEqual(run.status, 0, run.stdout)
    }

    /// A pushed screen's task writing the path is still searched: with the same budget, undecided.
    func testAPushedScreensTaskIsStillSearched() throws {
        try app(rootTask: "", pushedTask: "path.append(\"receipt\")", budget: 1)
        let run = try NavLintProcess.run(["--color", "never", "Feed"], in: root)
        XCTAssertTrue(run.stdout.contains("exploration-budget"), run.stdout)
    }

    /// With the default budget, the pushed screen's task is found.
    func testAPushedScreensTaskIsFound() throws {
        try app(rootTask: "path.append(1)", pushedTask: "path.append(\"receipt\")", budget: 100_000)
        let run = try NavLintProcess.run(["--color", "never", "Feed"], in: root)
        XCTAssertTrue(run.stdout.contains("[path-updated-twice-per-frame]"), run.stdout)
        XCTAssertEqual(run.stdout.components(separatedBy: "[path-updated-twice-per-frame]").count, 2, run.stdout)
    }
}
