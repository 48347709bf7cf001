import Foundation
import XCTest

/// Found on a public app outside the corpus: a tab wrapper given its tabs as methods of the view (`settingsView:
/// settingsView`), each declared to return one of the module's views (`func settingsView() -> SettingsView`) and
/// built with an implicit `.init(...)`. A method returning one of the module's views is a view helper like one
/// returning `some View`, and `.init(...)` in it is that view: the tabs' content was unknown and its mistakes missed.
final class FactoryMethodViewBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    func app(destinations: Bool) throws -> NavLintProcess.Output {
        let numbers = destinations ? ".navigationDestination(for: Int.self) { Text(\"\\($0)\") }" : ""
        let words = destinations ? ".navigationDestination(for: String.self) { Text($0) }" : ""
        try write("""
        import SwiftUI

        @main
        struct ShelfApp: App {
            var body: some Scene {
                WindowGroup { MainView() }
            }
        }

        struct Tabs<Library: View, Settings: View>: View {
            let libraryView: () -> Library
            let settingsView: () -> Settings

            var body: some View {
                TabView {
                    NavigationStack {
                        libraryView()
                            \(numbers)
                    }
                    NavigationStack {
                        settingsView()
                            \(words)
                    }
                }
            }
        }

        struct MainView: View {
            let user = "me"

            var body: some View {
                Tabs(libraryView: libraryView, settingsView: settingsView)
            }

            func libraryView() -> LibraryView { LibraryView(owner: user) }

            func settingsView() -> SettingsView {
                .init(owner: user)
            }
        }

        struct LibraryView: View {
            let owner: String
            var body: some View { NavigationLink("Open", value: 1) }
        }

        struct SettingsView: View {
            let owner: String
            var body: some View { NavigationLink("About", value: "about") }
        }

        """, to: root.appendingPathComponent("Shelf/ShelfApp.swift"))
        return try NavLintProcess.run(["--verbose", "--color", "never", "Shelf"], in: root)
    }

    func testTabsGivenAsFactoryMethodsAreChecked() throws {
        let err = try app(destinations: false)
        XCTAssertTrue(err.stdout.contains("ShelfApp.swift:44:27: error: no navigationDestination for Int"), err.stdout)
        XCTAssertTrue(err.stdout.contains("ShelfApp.swift:49:27: error: no navigationDestination for String"), err.stdout)
        XCTAssertFalse(err.stdout.contains("opaque view"), err.stdout)
        let ok = try app(destinations: true)
        XCTAssertEqual(ok.status, 0, ok.stdout)
        XCTAssertTrue(ok.stdout.contains("navigation: 7 of 7 sites modelled (100%)"), ok.stdout)
    }
}
