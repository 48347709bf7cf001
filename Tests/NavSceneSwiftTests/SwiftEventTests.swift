import Foundation
import XCTest

/// Handlers SwiftUI may run at any time while their view is shown (issue 22, item 11): `onTapGesture`, `onReceive`,
/// `refreshable`, `onSubmit`, a gesture's `onEnded`, `onChange(of:)` of a value the front end cannot compute... are
/// modelled, their statements translated, through the built binary. Each mechanism is a pair of fixtures in
/// `Fixtures/events`, `<name>-err.swift` with the findings its header names and `<name>-ok.swift` with none.
final class SwiftEventTests: XCTestCase {
    static let folder = NavLintProcess.fixtures.appendingPathComponent("events")

    func run(_ arguments: [String]) throws -> NavLintProcess.Output {
        try NavLintProcess.run(arguments, in: SwiftEventTests.folder)
    }

    /// The errors and warnings of one run as "rule line", from the JSON report.
    func findings(_ file: String) throws -> [String] {
        try NavLintProcess.findings(file, in: SwiftEventTests.folder)
    }

    /// A value pushed only by a tap gesture on a row's text is a push: with no destination visible to the stack it is
    /// found (it was an unknown site that hid the mistake); with one, the destination is reachable through the tap.
    func testATapGesturePushIsChecked() throws {
        XCTAssertEqual(try findings("TapPushesTrail-err.swift"), ["link-without-destination 20", "unreachable-destination 28"])
        XCTAssertEqual(try findings("TapPushesTrail-ok.swift"), [])
        let ok = try run(["--verbose", "TapPushesTrail-ok.swift"])
        XCTAssertTrue(ok.stdout.hasSuffix("navigation: 4 of 4 sites modelled (100%)\n"), ok.stdout)
    }

    /// A publisher presents a sheet whose own stack has a link: the sheet is shown after the publisher fires, and the
    /// finding's witness says so.
    func testAPublisherPresentsASheetAndTheWitnessNamesIt() throws {
        XCTAssertEqual(try findings("ArrivalSheet-err.swift"), ["link-without-destination 25", "unreachable-destination 19"])
        XCTAssertEqual(try findings("ArrivalSheet-ok.swift"), [])
        let err = try run(["ArrivalSheet-err.swift"])
        XCTAssertTrue(err.stdout.contains("note: for example after: the publisher fires (onReceive at ArrivalSheet-err.swift:20)"), err.stdout)
        // The onReceive that only stores a date is no navigation site.
        let ok = try run(["--verbose", "ArrivalSheet-ok.swift"])
        XCTAssertTrue(ok.stdout.hasSuffix("navigation: 6 of 6 sites modelled (100%)\n"), ok.stdout)
    }

    /// Every kind: a gesture's `onEnded`, `onSubmit`, `refreshable`, `onChange(of:)` of an environment value,
    /// `onContinueUserActivity` are modelled; handlers that only log are no sites; an `onReceive` whose parameter
    /// shadows the path it writes stays unknown, and so does a gesture with a navigating closure it does not follow.
    func testEveryKindOfHandlerIsModelledOrLocallyUnknown() throws {
        XCTAssertEqual(try findings("EventKinds-ok.swift"), [])
        let output = try run(["--verbose", "EventKinds-ok.swift"])
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 8 of 10 sites modelled (80%); 2 unknown, --verbose lists them\n"), output.stdout)
        let opaque = output.stderr.split(separator: "\n").filter { $0.contains("opaque") }
        XCTAssertEqual(opaque, ["navlint: EventKinds-ok.swift:35:22: opaque modifier '.gesture' (may navigate)",
                                "navlint: EventKinds-ok.swift:41:14: opaque modifier '.onReceive' (may navigate)"])
    }

    /// A handler given as a reference to a method of the view runs the method's body, its parameters unknown (also
    /// a gesture's `onEnded(method)`, and a method returning `KeyPress.Result`).
    func testAMethodReferenceRunsTheMethod() throws {
        XCTAssertEqual(try findings("MethodHandler-err.swift"), ["link-without-destination 18"])
        XCTAssertEqual(try findings("MethodHandler-ok.swift"), [])
        let ok = try run(["--verbose", "MethodHandler-ok.swift"])
        XCTAssertTrue(ok.stdout.hasSuffix("navigation: 6 of 6 sites modelled (100%)\n"), ok.stdout)
    }

    /// `extract` writes each handler in the scene-file form it loads from, and the scene runs it: `fire` in the REPL.
    func testExtractedHandlersLoadAndFire() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navscene-swift-events-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = directory.appendingPathComponent("harbour.yaml").path
        let extract = try run(["extract", "EventKinds-ok.swift", "--to", scene])
        XCTAssertEqual(extract.status, 0, extract.stderr)
        let text = try String(contentsOfFile: scene, encoding: .utf8)
        for form in ["onSubmit:\n", "gesture:\n", "refreshable:\n", "onChange:\n                action:\n", "onContinueUserActivity:\n"] {
            XCTAssertTrue(text.contains(form), form + " in\n" + text)
        }
        let lint = try run([scene])
        XCTAssertEqual(lint.status, 0, lint.stdout)
        // The graph draws what each handler brings up from the launch state as an entry edge.
        let graph = try run(["graph", scene])
        XCTAssertTrue(graph.stdout.contains("\"event_refreshable\" -> \"sheet_showsMap\" [label=\"pull to refresh (refreshable at harbour.yaml:"), graph.stdout)
        let repl = try NavLintProcess.run(["repl", scene], in: directory, stdin: "fire refreshable\nfire gesture\npath\n")
        XCTAssertTrue(repl.stdout.contains("» ran pull to refresh (refreshable at harbour.yaml:"), repl.stdout)
        XCTAssertTrue(repl.stdout.contains("── sheet ──\n  Map\n"), repl.stdout)
        // The sheet covers the stack: a person's gesture under it cannot run.
        XCTAssertTrue(repl.stdout.contains("error: no gesture handler may run now"), repl.stdout)
    }
}
