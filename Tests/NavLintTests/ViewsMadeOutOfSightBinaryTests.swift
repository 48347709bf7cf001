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
}
