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
            @State private var picked = Set<UInt>()
            @State private var marked: Set<Screen> = []
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

    /// An unknown selection takes only the values of the links in its List's rows: a Button elsewhere that puts a
    /// value on a stack's path with no destination for it is still reported. The scene `navlint extract` writes keeps
    /// the unknown selection (`may: [navigate, selectLinkValues]`), with the same findings.
    func testAnUnknownSelectionResolvesOnlyItsRowsLinks() throws {
        let module = Self.module(selection: "(selection: sidebarSelection())").replacingOccurrences(of: """
                    case nil: Text("Pick a package")
        """, with: """
                    case nil: OpenButton()
        """) + """

            struct OpenButton: View {
                @State private var path: [Screen] = []
                var body: some View {
                    NavigationStack(path: $path) {
                        Button("Open git") { path.append(.package(name: "git")) }
                    }
                }
            }
            """
        let swift = try NavLintProcess.lint(module, at: "App/Packages.swift", in: root, verbose: true)
        XCTAssertEqual(swift.status, 1, swift.stdout + swift.stderr)
        XCTAssertTrue(swift.stdout.contains("error: this Button puts a Screen on the path, but no navigationDestination for Screen is visible to the stack [link-without-destination]"), swift.stdout)
        XCTAssertFalse(swift.stdout.contains("error: no navigationDestination for Screen is visible from this link"), swift.stdout)

        let extract = try NavLintProcess.run(["extract", "App", "--to", "packages.yaml"], in: root)
        XCTAssertEqual(extract.status, 0, extract.stderr)
        let text = try String(contentsOf: root.appendingPathComponent("packages.yaml"), encoding: .utf8)
        XCTAssertTrue(text.contains("kind: value, may: [navigate, selectLinkValues]"), text)
        let scene = try NavLintProcess.run(["packages.yaml"], in: root)
        XCTAssertTrue(scene.stdout.contains("puts a Screen on the path, but no navigationDestination for Screen is visible to the stack [link-without-destination]"), scene.stdout)
        XCTAssertFalse(scene.stdout.contains("no navigationDestination for Screen is visible from this link"), scene.stdout)
    }

    /// A selection the model does not bind but whose type the code writes (`Set<UInt>`, a multi-selection of ids)
    /// takes only values of that type: a link in its rows whose value is one of the module's types (`Screen`) is
    /// pushed through the destinations as outside a List, so with none for it the link is reported. A selection of
    /// the link's own type still may take its value. The extracted scene says the selection's type (`selects: "UInt"`)
    /// and gives the same findings.
    func testASelectionOfAnotherTypeDoesNotTakeTheLinksValue() throws {
        let ids = try lint("(selection: $picked)")
        XCTAssertEqual(ids.status, 1, ids.stdout + ids.stderr)
        XCTAssertTrue(ids.stdout.contains("App/Packages.swift:30:21: error: no navigationDestination for Screen is visible from this link"), ids.stdout)

        let extract = try NavLintProcess.run(["extract", "App", "--to", "ids.yaml"], in: root)
        XCTAssertEqual(extract.status, 0, extract.stderr)
        let text = try String(contentsOf: root.appendingPathComponent("ids.yaml"), encoding: .utf8)
        XCTAssertTrue(text.contains("may: [navigate, selectLinkValues], selects: \"UInt\""), text)
        let scene = try NavLintProcess.run(["ids.yaml"], in: root)
        XCTAssertTrue(scene.stdout.contains("no navigationDestination for Screen is visible from this link"), scene.stdout)

        let same = try lint("(selection: $marked)")
        XCTAssertFalse(same.stdout.contains("[link-without-destination]"), same.stdout)
    }
}
