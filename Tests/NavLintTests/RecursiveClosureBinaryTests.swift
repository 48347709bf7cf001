import Foundation
import XCTest

/// Found on a public app outside the corpus (a setup wizard whose page pushes the next page of its own type, handing
/// on its `onDismiss` closure): the lint never ended. Each view's closures capture the environment they are written
/// in, which holds the closures of the views above; the analysis hashed those captures as trees (exponential in the
/// nesting) and, for a view that shows itself, captured one level deeper on every pass, so the fixpoint never
/// settled. Captures are now interned, a closure handed on as it is is the caller's own, and one that recurs in what
/// it captures captures its instance's summary.
final class RecursiveClosureBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    /// A page that pushes itself with `argument` for its `onDone`; `reportDestination` registers the `Int` its
    /// report link presents (without it, that link is a mistake).
    func wizard(argument: String, reportDestination: Bool) throws -> NavLintProcess.Output {
        try write("""
        import SwiftUI

        @main
        struct WizardApp: App {
            @State private var finished = false

            var body: some Scene {
                WindowGroup {
                    NavigationStack {
                        Page(step: 0, onDone: { finished = true })
                            .navigationDestination(isPresented: $finished) { Text("Done") }
                            \(reportDestination ? ".navigationDestination(for: Int.self) { Text(\"\\($0)\") }" : "")
                    }
                }
            }
        }

        struct Page: View {
            let step: Int
            let onDone: () -> Void
            @State private var visited = false

            var body: some View {
                VStack {
                    NavigationLink("Next", destination: Page(step: step + 1, onDone: \(argument)))
                    Button("Finish") { onDone() }
                    NavigationLink("Report", value: step)
                }
            }
        }

        """, to: root.appendingPathComponent("Wizard/WizardApp.swift"))
        return try NavLintProcess.run(["--color", "never", "Wizard"], in: root)
    }

    func testAClosureHandedOnToTheSameViewSettles() throws {
        let err = try wizard(argument: "onDone", reportDestination: false)
        XCTAssertFalse(err.stdout.contains("exploration-budget"), err.stdout)
        XCTAssertTrue(err.stdout.contains("[link-without-destination]"), err.stdout)
        let ok = try wizard(argument: "onDone", reportDestination: true)
        XCTAssertEqual(ok.status, 0, ok.stdout)
        XCTAssertFalse(ok.stdout.contains("warning") || ok.stdout.contains("error"), ok.stdout)
    }

    /// A closure that does more than run the one it was given: the finish Button of any page still presents the
    /// done screen (no `unreachable-destination`), and the report link is checked.
    func testAClosureWrappedOnEveryPushSettles() throws {
        let wrapped = "{\n                visited = true\n                onDone()\n            }"
        let err = try wizard(argument: wrapped, reportDestination: false)
        XCTAssertFalse(err.stdout.contains("exploration-budget"), err.stdout)
        XCTAssertTrue(err.stdout.contains("[link-without-destination]"), err.stdout)
        let ok = try wizard(argument: wrapped, reportDestination: true)
        XCTAssertEqual(ok.status, 0, ok.stdout)
        XCTAssertFalse(ok.stdout.contains("warning") || ok.stdout.contains("error"), ok.stdout)
    }

    /// Forty views nested in one another, each handing two closures that do more than run the caller's: the
    /// captures form a graph with 2^40 paths, each level shared by both closures.
    func testDeeplyNestedClosuresAreCheckedToTheBottom() throws {
        var views = ""
        for level in 0..<40 {
            views += """
            struct Level\(level): View {
                let a: () -> Void
                let b: () -> Void
                @State private var count = 0

                var body: some View {
                    Level\(level + 1)(a: { count = 1; a() }, b: { count = 2; b() })
                }
            }

            """
        }
        try write("""
        import SwiftUI

        @main
        struct DeepApp: App {
            @State private var shown = false

            var body: some Scene {
                WindowGroup {
                    NavigationStack {
                        Level0(a: { shown = true }, b: { shown = false })
                    }
                }
            }
        }

        \(views)
        struct Level40: View {
            let a: () -> Void
            let b: () -> Void

            var body: some View {
                VStack {
                    Button("A") { a() }
                    Button("B") { b() }
                    NavigationLink("Report", value: 40)
                }
            }
        }

        """, to: root.appendingPathComponent("Deep/DeepApp.swift"))
        let run = try NavLintProcess.run(["--color", "never", "Deep"], in: root)
        XCTAssertFalse(run.stdout.contains("exploration-budget"), run.stdout)
        XCTAssertTrue(run.stdout.contains("[link-without-destination]"), run.stdout)
    }
}
