import Foundation
import XCTest

/// Through the binary, err/ok twins: a value the front end cannot compute (another module's call) passed to a view
/// parameter of an optional or an array of text is any value of that type (`SceneBuilder.approximation`,
/// `abstractsEveryValue`, `AbstractValue.any`), no longer a stand-in (nil, empty) that hid what the view shows. So the
/// optional's `if let` shows its link and the array's rows show theirs: each link is judged where it is shown (its
/// type is known: a String), and the site counts as modelled. Each twin with the String destination given is silent.
final class TypedUnknownValueBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static let favoritesOnTypedPath = """
    import SwiftUI
    import FavoritesKit

    enum Shelf: Hashable { case all }

    struct FavoriteRow: View {
        let favorite: String?
        var body: some View {
            if let favorite {
                NavigationLink(favorite, value: favorite)
            } else {
                Text("No favorite")
            }
        }
    }

    struct FavoritesView: View {
        @State private var path: [Shelf] = []
        var body: some View {
            NavigationStack(path: $path) {
                List {
                    FavoriteRow(favorite: Favorites.shared.name(for: 3))
                    NavigationLink("All", value: Shelf.all)
                }
                .navigationDestination(for: Shelf.self) { _ in
                    Text("Shelf")
                }

            }
        }
    }

    @main
    struct FavoritesApp: App {
        var body: some Scene {
            WindowGroup { FavoritesView() }
        }
    }
    """

    static let favorites = """
    import SwiftUI
    import FavoritesKit

    enum Shelf: Hashable { case all }

    struct FavoriteRow: View {
        let favorite: String?
        var body: some View {
            if let favorite {
                NavigationLink(favorite, value: favorite)
            } else {
                Text("No favorite")
            }
        }
    }

    struct FavoritesView: View {
        var body: some View {
            NavigationStack {
                List {
                    FavoriteRow(favorite: Favorites.shared.name(for: 3))
                    NavigationLink("All", value: Shelf.all)
                }
                .navigationDestination(for: Shelf.self) { _ in
                    Text("Shelf")
                }

            }
        }
    }

    @main
    struct FavoritesApp: App {
        var body: some Scene {
            WindowGroup { FavoritesView() }
        }
    }
    """

    static let tags = """
    import SwiftUI
    import TagsKit

    enum Shelf: Hashable { case all }

    struct TagList: View {
        let tags: [String]
        var body: some View {
            ForEach(tags, id: \\.self) { tag in
                NavigationLink(tag, value: tag)
            }
        }
    }

    struct TagsView: View {
        var body: some View {
            NavigationStack {
                List {
                    TagList(tags: TagStore.shared.recentTags(limit: 5))
                    NavigationLink("All", value: Shelf.all)
                }
                .navigationDestination(for: Shelf.self) { _ in
                    Text("Shelf")
                }
            }
        }
    }

    @main
    struct TagsApp: App {
        var body: some Scene {
            WindowGroup { TagsView() }
        }
    }
    """

    /// The twin of each: a destination for String beside the Shelf one.
    static func withStringDestination(_ text: String) -> String {
        text.replacingOccurrences(of: """
                .navigationDestination(for: Shelf.self) { _ in
                    Text("Shelf")
                }
    """, with: """
                .navigationDestination(for: Shelf.self) { _ in
                    Text("Shelf")
                }
                .navigationDestination(for: String.self) { text in
                    Text(text)
                }
    """)
    }

    func lint(_ text: String, _ folder: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(text, at: "\(folder)/\(folder).swift", in: root)
    }

    func assertShownLinkHasNoDestination(_ text: String, _ folder: String, line: Int, file: StaticString = #filePath, testLine: UInt = #line) throws {
        let output = try lint(text, folder)
        XCTAssertTrue(output.stdout.hasPrefix("\(folder)/\(folder).swift:\(line):13: error: no navigationDestination for String is visible from this link, so it never does anything [link-without-destination]"),
                      output.stdout, file: file, line: testLine)
        // The link is shown (the value may hold one), not only found by its shape.
        XCTAssertFalse(output.stdout.contains("no reachable state shows"), output.stdout, file: file, line: testLine)
        XCTAssertTrue(output.stdout.contains("1 error, 0 warnings in 1 file"), output.stdout, file: file, line: testLine)
        XCTAssertTrue(output.stdout.contains("navigation: 4 of 4 sites modelled (100%)"), output.stdout, file: file, line: testLine)
    }

    func assertSilent(_ text: String, _ folder: String, file: StaticString = #filePath, testLine: UInt = #line) throws {
        let output = try lint(text, folder)
        XCTAssertEqual(output.stdout.split(separator: "\n"), ["navigation: 5 of 5 sites modelled (100%)"], output.stdout, file: file, line: testLine)
        XCTAssertEqual(output.status, 0, file: file, line: testLine)
    }

    /// An unknown optional may hold a name: `if let` shows the link.
    func testAnUnknownOptionalShowsTheLinkItUnwraps() throws {
        try assertShownLinkHasNoDestination(Self.favorites, "Favorites", line: 10)
    }

    func testTheOptionalsLinkWithItsDestinationIsSilent() throws {
        XCTAssertNotEqual(Self.withStringDestination(Self.favorites), Self.favorites)
        try assertSilent(Self.withStringDestination(Self.favorites), "Favorites")
    }

    /// On a stack whose path holds only Shelf values, the shown link's String cannot go on the path.
    func testAnUnknownOptionalsLinkOnATypedPathIsAMismatch() throws {
        let output = try lint(Self.favoritesOnTypedPath, "Favorites")
        XCTAssertTrue(output.stdout.hasPrefix("Favorites/Favorites.swift:10:13: error: this link presents a String, but the stack's path is a [Shelf] array and cannot hold it [path-type-mismatch]"), output.stdout)
        XCTAssertTrue(output.stdout.contains("1 error, 0 warnings in 1 file"), output.stdout)
        XCTAssertTrue(output.stdout.contains("navigation: 4 of 4 sites modelled (100%)"), output.stdout)
    }

    /// Unknown data is zero or more rows: a row's link is shown.
    func testUnknownDataShowsItsRowsLinks() throws {
        try assertShownLinkHasNoDestination(Self.tags, "Tags", line: 10)
    }

    func testTheRowsLinksWithTheirDestinationAreSilent() throws {
        XCTAssertNotEqual(Self.withStringDestination(Self.tags), Self.tags)
        try assertSilent(Self.withStringDestination(Self.tags), "Tags")
    }

    static let tabs = """
    import SwiftUI
    import LayoutKit

    enum Section: Hashable { case home, search }

    struct RootView: View {
        @State private var selection: Section = .home
        var body: some View {
            TabView(selection: $selection) {
                Tab("Home", systemImage: "house", value: Layout.shared.firstSection()) {
                    NavigationStack { Text("Home") }
                }
                Tab("Search", systemImage: "magnifyingglass", value: Section.search) {
                    Text("Search")
                }
            }
        }
    }

    @main
    struct TabsApp: App {
        var body: some Scene {
            WindowGroup { RootView() }
        }
    }
    """

    /// A Tab's value the front end cannot compute is read expecting an optional of the selection's type; an unknown
    /// optional enum there would have the wrong type and cut the whole TabView as unmodelled, so an optional enum
    /// keeps its stand-in (`SceneBuilder.abstractsEveryValue`).
    func testAnUnknownTabValueDoesNotCutTheTabView() throws {
        let output = try lint(Self.tabs, "Tabs")
        XCTAssertFalse(output.stdout.contains("could not model this view"), output.stdout)
        XCTAssertFalse(output.stdout.contains("[swift-unmodelled]"), output.stdout)
    }
}
