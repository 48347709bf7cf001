import Foundation
import XCTest

/// A `Spacer()` among a TabView's tabs, with no `tabItem` and no tag (found on a public app outside the corpus): the
/// tab bar shows an empty slot, left to make room for a "+" button laid over the bar. No code is meant to select it, so
/// `tab-selection-mismatch` does not ask it for a value; a labelled tab without a tag is still reported.
final class TabBarSlotBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static func app(_ middle: String) -> String {
        """
        import SwiftUI

        @main
        struct HealthApp: App {
            @State private var selectedTab = 0
            var body: some Scene {
                WindowGroup {
                    ZStack(alignment: .bottom) {
                        TabView(selection: $selectedTab) {
                            NavigationStack { Text("Main") }
                                .tabItem { Label("Main", systemImage: "chart.xyaxis.line") }.tag(0)
                            \(middle)
                            NavigationStack { Text("Settings") }
                                .tabItem { Label("Settings", systemImage: "gear") }.tag(1)
                        }
                        Button { selectedTab = 1 } label: { Image(systemName: "plus.circle.fill") }
                    }
                }
            }
        }
        """
    }

    func testAnEmptySlotForAButtonOverTheBarIsNoMistake() throws {
        try write(Self.app("Spacer()"), to: root.appendingPathComponent("Health/HealthApp.swift"))
        let run = try NavLintProcess.run(["."], in: root)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertFalse(run.stdout.contains("tab-selection-mismatch"), run.stdout)
    }

    func testALabelledTabWithoutATagIsStillReported() throws {
        try write(Self.app("NavigationStack { Text(\"History\") }.tabItem { Label(\"History\", systemImage: \"clock\") }"),
                  to: root.appendingPathComponent("Health/HealthApp.swift"))
        let run = try NavLintProcess.run(["."], in: root)
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("Health/HealthApp.swift:12:21: error: this tab has no value, so setting the TabView's selection can never select it [tab-selection-mismatch]"), run.stdout)
    }

    func testTheSlotRoundTripsThroughAnExtractedScene() throws {
        try write(Self.app("Spacer()"), to: root.appendingPathComponent("Health/HealthApp.swift"))
        let extract = try NavLintProcess.run(["extract", "Health", "--to", "health.yaml"], in: root)
        XCTAssertEqual(extract.status, 0, extract.stdout + extract.stderr)
        let scene = try String(contentsOf: root.appendingPathComponent("health.yaml"), encoding: .utf8)
        XCTAssertTrue(scene.contains("- Spacer: {}"), scene)
        let lint = try NavLintProcess.run(["health.yaml"], in: root)
        XCTAssertEqual(lint.status, 0, lint.stdout + lint.stderr)
    }
}
