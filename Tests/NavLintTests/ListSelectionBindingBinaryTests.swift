import Foundation
import XCTest

/// A sidebar List whose selection is `Bindable(navigation).opened` (Observation's `Bindable` made in place around a
/// model the view reads from the environment, found on a public macOS app outside the corpus), with value links in
/// its rows: the selection takes the links' values, so they navigate (the detail column shows the selection). It is
/// the binding `$navigation.opened`. A List whose selection the model cannot bind at all selects values it does not
/// know: a link in its rows is never reported as resolved by nothing. A List with no selection leaves the same link
/// with nothing to resolve it: reported.
final class ListSelectionBindingBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static func module(selection: String) -> String {
        """
        import SwiftUI
        import Observation

        enum Screen: Hashable {
            case package(name: String)
        }

        @Observable
        final class Navigation {
            var opened: Screen?
        }

        @main
        struct PackagesApp: App {
            @State private var navigation = Navigation()
            var body: some Scene {
                WindowGroup {
                    ContentView().environment(navigation)
                }
            }
        }

        struct ContentView: View {
            @Environment(Navigation.self) var navigation

            var body: some View {
                NavigationSplitView {
                    List\(selection) {
                        ForEach(["git", "swift"], id: \\.self) { name in
                            NavigationLink(value: Screen.package(name: name)) {
                                Text(name)
                            }
                        }
                    }
                } detail: {
                    switch navigation.opened {
                    case .package(let name): Text(name)
                    case nil: Text("Pick a package")
                    }
                }
            }

            func sidebarSelection() -> Binding<Screen?> { .constant(nil) }
        }
        """
    }

    func lint(_ selection: String) throws -> NavLintProcess.Output {
        try? FileManager.default.removeItem(at: root.appendingPathComponent("App"))
        return try NavLintProcess.lint(Self.module(selection: selection), at: "App/Packages.swift", in: root, verbose: true)
    }

    func testABindableSelectionTakesTheLinksValues() throws {
        let bindable = try lint("(selection: Bindable(navigation).opened)")
        XCTAssertEqual(bindable.status, 0, bindable.stdout + bindable.stderr)
        XCTAssertFalse(bindable.stdout.contains("[link-without-destination]"), bindable.stdout)
        XCTAssertFalse(bindable.stdout.contains("opaque value 'Bindable(navigation).opened'"), bindable.stdout)

        let unknown = try lint("(selection: sidebarSelection())")
        XCTAssertEqual(unknown.status, 0, unknown.stdout + unknown.stderr)
        XCTAssertFalse(unknown.stdout.contains("[link-without-destination]"), unknown.stdout)

        let none = try lint("")
        XCTAssertEqual(none.status, 1, none.stdout + none.stderr)
        XCTAssertTrue(none.stdout.contains("App/Packages.swift:30:21: error: no navigationDestination for Screen is visible from this link"), none.stdout)
    }
}
