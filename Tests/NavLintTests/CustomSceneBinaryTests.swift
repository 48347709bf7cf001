import Foundation
import XCTest

/// Two forms of a macOS settings app found on a public app outside the corpus. The App's body is made of the module's
/// own `Scene` types (`struct SettingsWindow: Scene`), whose bodies hold the windows: the window's content was not
/// found, so the App was an unknown site and its views were guessed roots with nothing above them. And a sidebar
/// `List(selection: $pane)` bound to a non-optional value (macOS's required single selection), which the model's
/// selection cannot hold: the whole view was left unmodelled. Now the Scene's body is read like the App's, and such a
/// selection is unknown where it is, the rest of the view checked.
final class CustomSceneBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static func app(settingsBody: String) -> String {
        """
        import SwiftUI

        final class AppModel: ObservableObject {
            @Published var isReady = false
        }

        @main
        struct BarApp: App {
            @StateObject var model = AppModel()
            var body: some Scene {
                SettingsWindow(model: model)
            }
        }

        struct SettingsWindow: Scene {
            @ObservedObject var model: AppModel
            var body: some Scene {
                Window("Settings", id: "settings") {
                    NavigationStack {
                        SettingsView()
                    }
                    .environmentObject(model)
                }
            }
        }

        enum Pane: String, CaseIterable, Hashable { case general, advanced }

        struct SettingsView: View {
            @State private var pane: Pane = .general
            var body: some View {
                \(settingsBody)
            }
        }
        """
    }

    func testAStackInsideTheScenesStackIsFound() throws {
        try write(Self.app(settingsBody: "NavigationStack { Text(\"General\") }"), to: root.appendingPathComponent("Bar/BarApp.swift"))
        let run = try NavLintProcess.run(["."], in: root)
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("Bar/BarApp.swift:32:9: error: this NavigationStack is inside another NavigationStack's content [nested-stack]"), run.stdout)
    }

    func testTheScenesWindowWrittenRightLintsClean() throws {
        try write(Self.app(settingsBody: "Text(\"General\").navigationTitle(\"Settings\")"), to: root.appendingPathComponent("Bar/BarApp.swift"))
        let run = try NavLintProcess.run(["--verbose", "."], in: root)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertFalse(run.stderr.contains("window's content was not found"), run.stderr)
    }

    static let sidebar = """
        List(selection: $pane) {
                    ForEach(Pane.allCases, id: \\.self) { pane in
                        Text(pane.rawValue)
                    }
                    .navigationDestination(for: Pane.self) { Text($0.rawValue) }
                }
        """

    func testARequiredSelectionLeavesTheRestOfTheViewChecked() throws {
        try write(Self.app(settingsBody: Self.sidebar), to: root.appendingPathComponent("Bar/BarApp.swift"))
        let run = try NavLintProcess.run(["."], in: root)
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertFalse(run.stdout.contains("could not model this view"), run.stdout)
        XCTAssertTrue(run.stdout.contains("[destination-in-lazy-container]"), run.stdout)
    }

    func testARequiredSelectionWrittenRightLintsClean() throws {
        let right = Self.sidebar.replacingOccurrences(of: ".navigationDestination(for: Pane.self) { Text($0.rawValue) }", with: "")
        try write(Self.app(settingsBody: right), to: root.appendingPathComponent("Bar/BarApp.swift"))
        let run = try NavLintProcess.run(["."], in: root)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertFalse(run.stdout.contains("could not model this view"), run.stdout)
    }
}
