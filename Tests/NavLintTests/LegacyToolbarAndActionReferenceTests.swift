import Foundation
import XCTest

/// Two everyday forms read as SwiftUI runs them (coverage, issue 22): iOS 13's toolbar,
/// `.navigationBarItems(leading:trailing:)`, whose views are shown in the navigation bar as a toolbar's items are;
/// and an observable model's method given as the action (`Button("Back", action: router.back)`,
/// `.onAppear(perform: router.reset)`), which SwiftUI calls as `{ router.back() }`. Before, both were unknown sites
/// that hid what they held. Through the built binary.
final class LegacyToolbarAndActionReferenceTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    /// A stack bound to a router's path; `items` are the bar's arguments, `list` the List's content, `extra` more
    /// modifiers of the List.
    static func app(items: String, list: String = "Text(\"Row\")", back: String = "guard !path.isEmpty else { return }\n        path.removeLast()",
                    extra: String = "") -> String {
        """
        import SwiftUI

        enum Route: Hashable {
            case settings
        }

        @Observable
        final class Router {
            var path: [Route] = []
            func back() {
                \(back)
            }
            func reset() {
                path = []
            }
        }

        @main
        struct NotesApp: App {
            var body: some Scene {
                WindowGroup {
                    Home()
                }
            }
        }

        struct Home: View {
            @State private var router = Router()
            @State private var composing = false
            var body: some View {
                NavigationStack(path: $router.path) {
                    List {
                        \(list)
                    }
                    .navigationBarItems(\(items))\(extra)
                }
            }
        }

        """
    }

    private func lint(_ text: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(text, at: "App/Home.swift", in: root, verbose: true)
    }

    func testALinkInTheBarIsCheckedLikeAnyLink() throws {
        let missing = try lint(Self.app(items: "leading: EditButton(), trailing: NavigationLink(\"Settings\", value: Route.settings)"))
        XCTAssertTrue(missing.stdout.contains("App/Home.swift:36:66: error: no navigationDestination for Route is visible from this link, so it never does anything [link-without-destination]"), missing.stdout)
        XCTAssertFalse(missing.stderr.contains("opaque modifier"), missing.stderr)
        let found = try lint(Self.app(items: "leading: EditButton(), trailing: NavigationLink(\"Settings\", value: Route.settings)",
                                      extra: "\n            .navigationDestination(for: Route.self) { _ in Text(\"Settings\") }"))
        XCTAssertEqual(found.status, 0, found.stdout)
        XCTAssertTrue(found.stdout.hasSuffix("navigation: 3 of 3 sites modelled (100%)\n"), found.stdout)
    }

    func testTheBarOfAViewWithNoStackAroundItShowsNothing() throws {
        let output = try lint(Self.app(items: "trailing: Button(\"New\") { composing = true }", extra: """

                    .sheet(isPresented: $composing) {
                        Text("Draft")
                            .navigationBarItems(trailing: Button("Done") { composing = false })
                    }
        """))
        XCTAssertTrue(output.stdout.contains("App/Home.swift:39:22: warning: this toolbar has no navigation bar to be shown in"), output.stdout)
        XCTAssertEqual(output.stdout.components(separatedBy: "[toolbar-outside-navigation]").count, 2, output.stdout)
    }

    func testAModelMethodGivenAsTheActionRunsItsStatements() throws {
        // Guarded: never traps, and the Button is modelled.
        let guarded = try lint(Self.app(items: "trailing: EditButton()", list: "Button(\"Back\", action: router.back)"))
        XCTAssertEqual(guarded.status, 0, guarded.stdout)
        XCTAssertFalse(guarded.stderr.contains("opaque"), guarded.stderr)
        // Unguarded at the stack's root: the removal traps on the empty path, found through the reference.
        let unguarded = try lint(Self.app(items: "trailing: EditButton()", list: "Button(\"Back\", action: router.back)", back: "path.removeLast()"))
        XCTAssertTrue(unguarded.stdout.contains("App/Home.swift:33:17: error: tapping 'Back' can crash the app"), unguarded.stdout)
        XCTAssertTrue(unguarded.stdout.contains("App/Home.swift:11:9: note: the removal"), unguarded.stdout)
    }

    func testAnEventGivenAModelMethodIsModelled() throws {
        let output = try lint(Self.app(items: "trailing: EditButton()", extra: "\n            .onAppear(perform: router.reset)"))
        XCTAssertFalse(output.stderr.contains("opaque modifier '.onAppear'"), output.stderr)
        XCTAssertTrue(output.stdout.hasSuffix("sites modelled (100%)\n"), output.stdout)
    }
}
