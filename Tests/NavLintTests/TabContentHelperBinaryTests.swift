import Foundation
import XCTest

/// A TabView's tabs built by the view's own property or method declared `some TabContent<T>` (`mainTabs`, a
/// `ForEach` of `mainTab(for: item)`, a `switch` of `Tab(value:)`s; found on a public app outside the corpus) are the
/// TabView's tabs, read in place; a `TabSection` with modifiers of its own keeps values the model does not read.
/// Before, each helper was one tab with no value: a false `tab-selection-mismatch` error per helper.
final class TabContentHelperBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static func app(destination: Bool) -> String {
        """
        import SwiftUI

        enum Screen: String, Hashable, CaseIterable, Identifiable {
            case home, search, library
            var id: String { rawValue }
        }

        @main
        struct DemoApp: App {
            var body: some Scene { WindowGroup { RootView() } }
        }

        struct RootView: View {
            @State private var selection: Screen = .home
            var body: some View {
                TabView(selection: $selection) {
                    mainTabs
                    extraTabs
                }
            }

            private var mainTabs: some TabContent<Screen> {
                ForEach([Screen.home, Screen.search]) { screen in
                    mainTab(for: screen)
                }
            }

            @TabContentBuilder<Screen>
            private func mainTab(for screen: Screen) -> some TabContent<Screen> {
                switch screen {
                case .search:
                    Tab(value: Screen.search, role: .search) { Text("Search") }
                default:
                    Tab("Home", systemImage: "house", value: Screen.home) {
                        NavigationStack {
                            NavigationLink("Open", value: 7)
                                \(destination ? ".navigationDestination(for: Int.self) { n in Text(\"\\(n)\") }" : "")
                        }
                    }
                }
            }

            private var extraTabs: some TabContent<Screen> {
                TabSection("More") {
                    Tab("Library", systemImage: "books.vertical", value: Screen.library) { Text("Library") }
                }
                .defaultVisibility(.hidden, for: .tabBar)
            }
        }
        """
    }

    func testTabsBuiltByTheViewsTabContentHelpersAreTheTabViews() throws {
        let err = try NavLintProcess.lint(Self.app(destination: false), at: "App/App.swift", in: root, verbose: true)
        XCTAssertEqual(err.status, 1, err.stdout + err.stderr)
        XCTAssertTrue(err.stdout.contains("App/App.swift:36:21: error: no navigationDestination for Int is visible from this link"), err.stdout)
        XCTAssertFalse(err.stdout.contains("tab-selection-mismatch"), err.stdout)

        let ok = try NavLintProcess.lint(Self.app(destination: true), at: "App/App.swift", in: root, verbose: true)
        XCTAssertEqual(ok.status, 0, ok.stdout + ok.stderr)
        XCTAssertFalse(ok.stdout.contains("error:") || ok.stdout.contains("warning:"), ok.stdout)
    }
}
