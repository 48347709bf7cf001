import Foundation
import XCTest

/// The module's view wrapper idiom (issue 22): `extension View { var backport: Backport<Self> { Backport(self) } }`
/// and a method of the wrapper struct returning a view built from the view it holds
/// (`if #available(iOS 17, *) { content.navigationDestination(...) } else { content }`), called as
/// `view.backport.method(...)`. The method is read in place, its stored view the view it is applied to, through the
/// binary: a destination it declares on a List row is reported (err), on the stack it is clean and fully modelled
/// (ok); a wrapper holding more than the view stays unknown where it is applied.
final class ViewWrapperCoverageTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    /// A shelf of crates; `row` and `list` are the modifiers after each row and after the List. `stored` adds stored
    /// properties to the wrapper.
    static func shelf(row: String, list: String, stored: String = "") -> String {
        """
        import SwiftUI

        struct Crate: Hashable, Identifiable { var id: String }

        struct ShelfView: View {
            @State private var crates = [Crate(id: "a")]
            @State private var opened: Crate?
            var body: some View {
                NavigationStack {
                    List {
                        ForEach(crates) { crate in
                            Button(crate.id) { opened = crate }
        \(row)
                        }
                    }
        \(list)
                }
            }
        }

        struct CrateView: View {
            var crate: Crate
            var body: some View { Text(crate.id) }
        }

        struct Later<Content> {
            let content: Content
        \(stored)
            init(_ content: Content) { self.content = content }
        }

        extension View {
            var later: Later<Self> { Later(self) }
        }

        extension Later where Content: View {
            @ViewBuilder
            func crateDestination(item: Binding<Crate?>) -> some View {
                if #available(iOS 17, *) {
                    content.navigationDestination(item: item) { crate in CrateView(crate: crate) }
                } else {
                    content
                }
            }
        }

        """
    }

    func testAWrapperMethodDeclaringADestinationOnAListRowIsReported() throws {
        let output = try NavLintProcess.lint(Self.shelf(row: "                    .later.crateDestination(item: $opened)", list: ""), at: "App/Shelf.swift", in: root, verbose: true)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Shelf.swift:40:21: error: this navigationDestination is inside a List's lazily created content"), output.stdout)
        XCTAssertTrue(output.stdout.contains("[destination-in-lazy-container]"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 2 of 2 sites modelled (100%)\n"), output.stdout)
    }

    func testAWrapperMethodDeclaringADestinationOnTheStackIsClean() throws {
        let output = try NavLintProcess.lint(Self.shelf(row: "", list: "            .later.crateDestination(item: $opened)"), at: "App/Shelf.swift", in: root, verbose: true)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertFalse(output.stdout.contains("error:"), output.stdout)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 2 of 2 sites modelled (100%)\n"), output.stdout)
    }

    /// A wrapper that holds a second stored value: which of them the method's body shows is not read; the call stays
    /// unknown where it is (never a silent nothing, never a claimed fault).
    func testAWrapperHoldingMoreThanTheViewStaysUnknown() throws {
        try write(Self.shelf(row: "                    .later.crateDestination(item: $opened)", list: "", stored: "    var note = \"\""),
                  to: root.appendingPathComponent("App/Shelf.swift"))
        let output = try NavLintProcess.run(["--verbose", "App"], in: root)
        XCTAssertTrue(output.stderr.contains("opaque"), output.stderr)
        XCTAssertFalse(output.stdout.contains("error:"), output.stdout)
        XCTAssertFalse(output.stdout.contains("(100%)"), output.stdout)
    }
}
