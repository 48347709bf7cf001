import Foundation
import XCTest

/// Through the binary: a value link beside another module's view, in the NavigationStack of a sheet a Button opens
/// (so the link is judged on the states the analysis walks).
///
/// Another module's view cannot name this app's types, so given only standard values (`rating: 3`) it cannot declare
/// a destination for `Article`: the dead link is found. Given a value of this app (`topic: .help`, a `Topic` of the
/// app or a static member the app declares on that module's protocol) it may be generic over that value's type and
/// declare a destination for a type the app's conformance names (`navigationDestination(for: T.Detail.self)`), or run
/// the app's code that declares one: it may make the link work, so nothing is reported and `--verbose` names it.
///
/// The same view given the same app value as a row of a List (lazy content, like LazyVStack and Form) is not a place
/// where it can help: SwiftUI ignores a `navigationDestination(for:)` declared inside lazy content ("It will be
/// ignored", semantics.md), and a view declares destinations only on itself and its content, all inside the row. The
/// link is dead whatever the view declares, so it is found; a view of that module around the link itself (the link in
/// its content) may still put it in a stack of its own, so that stays silent.
final class ForeignViewBesideLinkBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static let support = """
    import SwiftUI
    import Feedback

    enum Topic: Hashable { case help, billing }
    struct Article: Hashable { let id: Int }

    @main
    struct SupportApp: App {
        var body: some Scene { WindowGroup { HomeView() } }
    }

    struct HomeView: View {
        @State private var showsSupport = false
        var body: some View {
            Button("Support") { showsSupport = true }
                .sheet(isPresented: $showsSupport) {
                    NavigationStack {
                        VStack {
                            NavigationLink("Read the guide", value: Article(id: 1))
                            FeedbackForm(topic: .help)
                        }
                    }
                }
        }
    }
    """

    static let givenNoAppValue = support.replacingOccurrences(of: "FeedbackForm(topic: .help)", with: "FeedbackForm(rating: 3)")
    static let inAListRow = support.replacingOccurrences(of: "VStack {", with: "List {")
    static let aroundTheLinkInAListRow = inAListRow
        .replacingOccurrences(of: "NavigationLink(\"Read the guide\", value: Article(id: 1))",
                              with: "FeedbackForm(topic: .help) { NavigationLink(\"Read the guide\", value: Article(id: 1)) }")
        .replacingOccurrences(of: "\n                        FeedbackForm(topic: .help)\n", with: "\n")

    func lint(_ text: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(text, at: "Support/Support.swift", in: root, verbose: true)
    }

    static let deadLink = "Support/Support.swift:19:25: error: no navigationDestination for Article is visible from this link, so it never does anything [link-without-destination]"

    func testAnotherModulesViewGivenAnAppValueMayDeclareTheLinksDestination() throws {
        let output = try lint(Self.support)
        XCTAssertEqual(output.stdout.split(separator: "\n"), ["navigation: 4 of 5 sites modelled (80%); 1 unknown, --verbose lists them"], output.stdout)
        XCTAssertEqual(output.status, 0)
        XCTAssertTrue(output.stderr.contains("Support/Support.swift:20:25: opaque view 'FeedbackForm' (may declare destinations, may navigate)"), output.stderr)
        XCTAssertTrue(output.stderr.contains("Support/Support.swift:19:25: not reported [link-without-destination]: no navigationDestination for Article is visible from this link, so it never does anything; unknown view 'FeedbackForm' at Support/Support.swift:20:25 may declare the destination"), output.stderr)
    }

    func testAnotherModulesViewGivenNoAppValueCannotNameTheLinksType() throws {
        XCTAssertNotEqual(Self.givenNoAppValue, Self.support)
        let output = try lint(Self.givenNoAppValue)
        XCTAssertTrue(output.stdout.hasPrefix(Self.deadLink), output.stdout)
        XCTAssertTrue(output.stdout.contains("1 error, 0 warnings in 1 file"), output.stdout)
        XCTAssertTrue(output.stdout.contains("navigation: 4 of 4 sites modelled (100%)"), output.stdout)
        XCTAssertTrue(output.stderr.contains("abstracted view 'FeedbackForm' (another module's: declares destinations for its own types only"), output.stderr)
        XCTAssertEqual(output.status, 1)
    }

    func testWhatAViewInAListRowDeclaresIsIgnoredSoTheLinkIsDead() throws {
        XCTAssertNotEqual(Self.inAListRow, Self.support)
        let output = try lint(Self.inAListRow)
        XCTAssertTrue(output.stdout.hasPrefix(Self.deadLink), output.stdout)
        XCTAssertTrue(output.stdout.contains("1 error, 0 warnings in 1 file"), output.stdout)
        XCTAssertTrue(output.stderr.contains("Support/Support.swift:20:25: opaque view 'FeedbackForm' (may declare destinations, may navigate)"), output.stderr)
        XCTAssertFalse(output.stderr.contains("not reported"), output.stderr)
        XCTAssertEqual(output.status, 1)
    }

    func testAViewOfAnotherModuleAroundTheLinkInAListRowMayGiveItAStack() throws {
        XCTAssertTrue(Self.aroundTheLinkInAListRow.contains("FeedbackForm(topic: .help) { NavigationLink"))
        XCTAssertEqual(Self.aroundTheLinkInAListRow.components(separatedBy: "FeedbackForm").count, 2)
        let output = try lint(Self.aroundTheLinkInAListRow)
        XCTAssertEqual(output.stdout.split(separator: "\n"), ["navigation: 4 of 5 sites modelled (80%); 1 unknown, --verbose lists them"], output.stdout)
        XCTAssertTrue(output.stderr.contains("not reported [link-without-destination]"), output.stderr)
        XCTAssertEqual(output.status, 0)
    }
}
