import Foundation
import XCTest

/// Without an App, the views nothing in the module shows are its entries, and an internal one had nothing above it:
/// nothing else can show it. But the module's own code outside the view bodies the model follows may show it:
/// `UIHostingController(rootView: SettingsView())` in a view controller, which a `UINavigationController` pushes (a
/// UIKit app hosting SwiftUI screens, found on a public app outside the corpus). What is above such a view is then
/// unknown, so the facts that depend on it (a link or a toolbar with no stack around it) give no finding. A view made
/// only in a preview is not shown by the app: previews never decide how the app is modelled.
final class ViewsMadeOutOfSightBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static func module(hostedByUIKit: Bool) -> String {
        let host = hostedByUIKit
            ? """
            final class SettingsController: UINavigationController {
                func showSettings() {
                    pushViewController(UIHostingController(rootView: SettingsView()), animated: true)
                }
            }
            """
            : ""
        return """
        import SwiftUI
        import UIKit

        struct SettingsView: View {
            var body: some View {
                List {
                    NavigationLink("About") { Text("Version 1") }
                }
                .toolbar {
                    ToolbarItem { Button("Done") {} }
                }
            }
        }

        \(host)

        #Preview {
            SettingsView()
        }
        """
    }

    func testAViewHostedByUIKitCodeHasAnUnknownContext() throws {
        let hosted = try NavLintProcess.lint(Self.module(hostedByUIKit: true), at: "Screens/Settings.swift", in: root, verbose: true)
        XCTAssertEqual(hosted.status, 0, hosted.stdout + hosted.stderr)
        XCTAssertFalse(hosted.stdout.contains("warning:") || hosted.stdout.contains("error:"), hosted.stdout)

        try FileManager.default.removeItem(at: root.appendingPathComponent("Screens"))
        let previewOnly = try NavLintProcess.lint(Self.module(hostedByUIKit: false), at: "Screens/Settings.swift", in: root, verbose: true)
        XCTAssertTrue(previewOnly.stdout.contains("Screens/Settings.swift:7:13: warning: this NavigationLink has no NavigationStack or NavigationSplitView above it"),
                      previewOnly.stdout)
        XCTAssertTrue(previewOnly.stdout.contains("[toolbar-outside-navigation]"), previewOnly.stdout)
    }

    /// A view controller that subclasses a generic hosting controller given the view as its generic argument, and
    /// makes the view with `super.init(rootView: .init(...))`: the view's name appears only as a type. What is above
    /// it is unknown as well. Named only as a type inside a preview, it is not.
    static func genericHost(inPreview: Bool) -> String {
        let host = """
            final class BookmarksController: ThemedHostingController<BookmarksView> {
                init(model: BookmarksModel) {
                    super.init(rootView: .init(model: model))
                }
            }
            """
        return """
        import SwiftUI
        import UIKit

        final class BookmarksModel: ObservableObject {}

        class ThemedHostingController<Content: View>: UIHostingController<Content> {}

        struct BookmarksView: View {
            @ObservedObject var model: BookmarksModel
            var body: some View {
                List { Text("Bookmarks") }
                    .toolbar {
                        ToolbarItem { Button("Edit") {} }
                    }
            }
        }

        \(inPreview ? "#Preview {\n    let _ = BookmarksView.self\n    Text(\"\")\n}" : host)
        """
    }

    func testAViewNamedAsAHostingControllersGenericArgumentHasAnUnknownContext() throws {
        let hosted = try NavLintProcess.lint(Self.genericHost(inPreview: false), at: "Screens/Bookmarks.swift", in: root, verbose: true)
        XCTAssertEqual(hosted.status, 0, hosted.stdout + hosted.stderr)
        XCTAssertFalse(hosted.stdout.contains("[toolbar-outside-navigation]"), hosted.stdout)

        try FileManager.default.removeItem(at: root.appendingPathComponent("Screens"))
        let previewOnly = try NavLintProcess.lint(Self.genericHost(inPreview: true), at: "Screens/Bookmarks.swift", in: root, verbose: true)
        XCTAssertTrue(previewOnly.stdout.contains("Screens/Bookmarks.swift:12:14: warning: this toolbar has no navigation bar to be shown in"), previewOnly.stdout)
    }
}
