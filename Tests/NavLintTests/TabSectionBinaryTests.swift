import Foundation
import XCTest

/// Through the binary: a TabView's content is tab content (`TabContentBuilder`), decided from its shape. `Tab`s inside
/// a `TabSection` (a sidebar group), inside a `ForEach` of unknown rows, or inside an `if` on an unknown condition are
/// tabs of the TabView (every branch). So a
/// `navigationDestination` attached to a tab's NavigationStack itself (outside its content) is found in either tab;
/// the same destination inside the stack is silent.
final class TabSectionBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static let shelves = """
import SwiftUI

struct Shelf: Hashable, Identifiable { let id: Int }

@main
struct ShelfApp: App {
    var body: some Scene { WindowGroup { RootView() } }
}

struct RootView: View {
    @State private var shelves: [Shelf] = []
    @State private var showsSearch = false
    var body: some View {
        TabView {
            TabSection("Library") {
                ForEach(shelves) { shelf in
                    Tab("Shelf", systemImage: "books.vertical") {
                        ShelfTab()
                    }
                }
            }
            if showsSearch {
                Tab("Search", systemImage: "magnifyingglass") {
                    SearchTab()
                }
            }
        }
    }
}

struct ShelfTab: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Open", value: "first")
            }
            .navigationDestination(for: String.self) { text in Text(text) }
        }
    }
}

struct SearchTab: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Find", value: 1)
            }
            .navigationDestination(for: Int.self) { n in Text("\\(n)") }
        }
    }
}
"""

    static let shelfOutside = shelves.replacingOccurrences(
        of: "            .navigationDestination(for: String.self) { text in Text(text) }\n        }\n",
        with: "        }\n        .navigationDestination(for: String.self) { text in Text(text) }\n")
    static let searchOutside = shelves.replacingOccurrences(
        of: "            .navigationDestination(for: Int.self) { n in Text(\"\\(n)\") }\n        }\n",
        with: "        }\n        .navigationDestination(for: Int.self) { n in Text(\"\\(n)\") }\n")

    func lint(_ text: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(text, at: "Shelf/Shelf.swift", in: root, verbose: true)
    }

    func testTabsInSectionsForEachAndIfAreModelledAndCleanWhenDestinationsAreInsideTheirStacks() throws {
        let output = try lint(Self.shelves)
        XCTAssertEqual(output.stdout.split(separator: "\n"), ["navigation: 7 of 7 sites modelled (100%)"], output.stdout)
        XCTAssertEqual(output.status, 0)
        XCTAssertFalse(output.stderr.contains("opaque view 'Tab"), output.stderr)
        XCTAssertFalse(output.stderr.contains("not reported [destination-outside-stack]"), output.stderr)
    }

    func testDestinationOnTheStackOfATabInASectionsForEachIsFound() throws {
        XCTAssertNotEqual(Self.shelfOutside, Self.shelves)
        let output = try lint(Self.shelfOutside)
        XCTAssertTrue(output.stdout.hasPrefix("Shelf/Shelf.swift:38:10: error: this navigationDestination has no NavigationStack or NavigationSplitView around it, so it is ignored [destination-outside-stack]"), output.stdout)
        XCTAssertTrue(output.stdout.contains("1 error, 0 warnings in 1 file"), output.stdout)
        XCTAssertEqual(output.status, 1)
    }

    func testDestinationOnTheStackOfATabUnderAnUnknownConditionIsFound() throws {
        XCTAssertNotEqual(Self.searchOutside, Self.shelves)
        let output = try lint(Self.searchOutside)
        XCTAssertTrue(output.stdout.hasPrefix("Shelf/Shelf.swift:49:10: error: this navigationDestination has no NavigationStack or NavigationSplitView around it, so it is ignored [destination-outside-stack]"), output.stdout)
        XCTAssertTrue(output.stdout.contains("1 error, 0 warnings in 1 file"), output.stdout)
        XCTAssertEqual(output.status, 1)
    }
}
