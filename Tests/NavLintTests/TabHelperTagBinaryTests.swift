import Foundation
import XCTest

/// A paged TabView whose pages come from a method of the view (`page("One", page: 1)`) that returns
/// `VStack { ... }.tag(page)` (found on a public app outside the corpus): SwiftUI reads the tag the method applies as
/// the page's, so each page has a value. The method is read in place, its parameters bound to the call's arguments.
/// The same method without `.tag` leaves each page with no value: reported. A method that does more than build its
/// result (a `let` before it) is not read in place; the tag it writes is a value the model does not know, never none.
final class TabHelperTagBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static func module(helperBody: String) -> String {
        """
        import SwiftUI

        struct TipView: View {
            @State private var currentPage: Int = 1

            var body: some View {
                VStack {
                    TabView(selection: $currentPage) {
                        page("One", page: 1)
                        page("Two", page: 2)
                    }
                    .tabViewStyle(.page)
                    Button("Next") { currentPage += 1 }
                }
            }

            func page(_ title: String, page: Int) -> some View {
        \(helperBody)
            }
        }
        """
    }

    func lint(_ helperBody: String) throws -> NavLintProcess.Output {
        try? FileManager.default.removeItem(at: root.appendingPathComponent("Tips"))
        return try NavLintProcess.lint(Self.module(helperBody: helperBody), at: "Tips/Tip.swift", in: root, verbose: true)
    }

    func testATagAppliedByTheHelperIsThePagesValue() throws {
        let tagged = try lint("""
                VStack {
                    Text(title)
                }
                .tag(page)
        """)
        XCTAssertEqual(tagged.status, 0, tagged.stdout + tagged.stderr)
        XCTAssertFalse(tagged.stdout.contains("[tab-selection-mismatch]"), tagged.stdout)

        let untagged = try lint("""
                VStack {
                    Text(title)
                }
        """)
        XCTAssertEqual(untagged.status, 1, untagged.stdout + untagged.stderr)
        XCTAssertTrue(untagged.stdout.contains("Tips/Tip.swift:9:17: error: this tab has no value, so setting the TabView's selection can never select it [tab-selection-mismatch]"),
                      untagged.stdout)
        XCTAssertTrue(untagged.stdout.contains("Tips/Tip.swift:10:17: error: this tab has no value"), untagged.stdout)
    }

    func testATagInAHelperNotReadInPlaceIsAnUnknownValue() throws {
        let computed = try lint("""
                let heading = title.uppercased()
                return VStack {
                    Text(heading)
                }
                .tag(page)
        """)
        XCTAssertEqual(computed.status, 0, computed.stdout + computed.stderr)
        XCTAssertFalse(computed.stdout.contains("[tab-selection-mismatch]"), computed.stdout)
    }
}
