import Foundation
import XCTest

/// Through the binary, err/ok twins: a row view's closure property (`let onOpen: (Item) -> Void`) is an action
/// parameter of the row (`ViewActionParameters`): each row's closure is its caller's, read where it is written, with
/// the caller's own `@State` path and the row variable around the call (which the old inlining into the row could not
/// read: the call was unknown and the finding gave way). A list whose rows pop the path leaves the destination for
/// Item presented by nothing (found, fully modelled); the same rows pushing what the call passes (`$0`) present it
/// (silent). A closure that dismisses dismisses the caller's presentation, which the row's action cannot say: it stays
/// one unknown site where it is given, and the finding gives way.
final class ViewActionParameterBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static let items = """
    import SwiftUI

    struct Item: Hashable, Identifiable { let id: Int }

    struct Row: View {
        let item: Item
        let onOpen: (Item) -> Void

        var body: some View {
            Text("Row").onTapGesture { onOpen(item) }
        }
    }

    struct ItemList: View {
        let items: [Item]
        @State private var path: [Item] = []
        @Environment(\\.dismiss) private var dismiss

        var body: some View {
            NavigationStack(path: $path) {
                List {
                    ForEach(items) { item in
                        Row(item: item, onOpen: { _ in path.removeAll() })
                    }
                }
                .navigationDestination(for: Item.self) { item in Text("Detail") }
            }
        }
    }

    struct Home: View {
        var body: some View {
            TabView {
                ItemList(items: [Item(id: 1)]).tabItem { Text("A") }
                ItemList(items: []).tabItem { Text("B") }
            }
        }
    }

    @main struct ItemsApp: App {
        var body: some Scene { WindowGroup { Home() } }
    }
    """

    static let itemsPushing = items.replacingOccurrences(of: "onOpen: { _ in path.removeAll() }", with: "onOpen: { path.append($0) }")
    static let itemsDismissing = items.replacingOccurrences(of: "onOpen: { _ in path.removeAll() }", with: "onOpen: { _ in dismiss() }")

    func lint(_ text: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(text, at: "Items/Items.swift", in: root)
    }

    func testRowsThatPopTheCallersPathLeaveTheDestinationUnreachable() throws {
        let output = try lint(Self.items)
        XCTAssertTrue(output.stdout.hasPrefix("Items/Items.swift:26:14: warning: no link, button or action in any reachable state presents this destination for Item [unreachable-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.contains("0 errors, 1 warning in 1 file"), output.stdout)
        XCTAssertTrue(output.stdout.contains("navigation: 4 of 4 sites modelled (100%)"), output.stdout)
    }

    func testRowsThatPushWhatTheCallPassesAreSilent() throws {
        XCTAssertNotEqual(Self.itemsPushing, Self.items)
        let output = try lint(Self.itemsPushing)
        XCTAssertEqual(output.stdout.split(separator: "\n"), ["navigation: 4 of 4 sites modelled (100%)"], output.stdout)
        XCTAssertEqual(output.status, 0)
    }

    func testRowsThatDismissTheCallersPresentationStayUnknownWhereGiven() throws {
        XCTAssertNotEqual(Self.itemsDismissing, Self.items)
        let output = try NavLintProcess.lint(Self.itemsDismissing, at: "Items/Items.swift", in: root, verbose: true)
        XCTAssertFalse(output.stdout.contains("warning: no link"), output.stdout)
        XCTAssertTrue(output.stderr.contains("unknown statement '{ _ in dismiss() }' at Items/Items.swift:23:45 may navigate there"), output.stderr)
        XCTAssertTrue(output.stderr.contains("dismisses the caller's presentation"), output.stderr)
        XCTAssertTrue(output.stdout.contains("navigation: 3 of 4 sites modelled (75%); 1 unknown"), output.stdout)
    }
}
