import Foundation
import XCTest

/// `TabView(selection:) { Group { home; search }.toolbarBackground(...) }` (found on a public app outside the corpus):
/// a Group among the tabs is no tab of its own, each view in it is one. It was read as one tab with no value, a false
/// `tab-selection-mismatch`; a tab in it that really has no value is still reported.
final class TabGroupBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static func app(searchTag: String) -> String {
        """
        import SwiftUI

        private enum Section { case home, search }

        @main
        struct ShellApp: App {
            @State private var selection: Section = .home
            var body: some Scene {
                WindowGroup {
                    TabView(selection: $selection) {
                        Group {
                            home
                            search
                        }
                        .toolbarBackground(.visible, for: .tabBar)
                    }
                }
            }

            @ViewBuilder
            private var home: some View {
                NavigationStack { Text("Home") }
                    .tabItem { Label("Home", systemImage: "house") }
                    .tag(Section.home)
            }

            @ViewBuilder
            private var search: some View {
                NavigationStack { Text("Search") }
                    .tabItem { Label("Search", systemImage: "magnifyingglass") }\(searchTag)
            }
        }
        """
    }

    func testTheTabsInAGroupAreTheTabViewsTabs() throws {
        try write(Self.app(searchTag: ".tag(Section.search)"), to: root.appendingPathComponent("Shell/ShellApp.swift"))
        let run = try NavLintProcess.run(["."], in: root)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertFalse(run.stdout.contains("tab-selection-mismatch"), run.stdout)
    }

    func testATabInAGroupWithoutAValueIsStillReported() throws {
        try write(Self.app(searchTag: ""), to: root.appendingPathComponent("Shell/ShellApp.swift"))
        let run = try NavLintProcess.run(["."], in: root)
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("error: this tab has no value, so setting the TabView's selection can never select it [tab-selection-mismatch]"), run.stdout)
    }
}
