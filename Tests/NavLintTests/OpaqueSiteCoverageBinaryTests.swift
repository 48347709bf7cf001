import Foundation
import XCTest

/// Sites real apps left unknown that SwiftUI's and Swift's behaviour decide (issue 22, parts 3-4), through the binary:
/// each mechanism with an err twin (a mistake inside the now-modelled code is found) and an ok twin (the correct
/// code is clean and fully modelled).
final class OpaqueSiteCoverageBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    // MARK: - A generic wrapper view made through its convenience initialiser

    /// `HeaderView<IconView: View>` with a view-builder `icon` and an extension initialiser taking a `Badge` value that
    /// delegates (`self.init(title:) { HeaderBadgeView(badge:) }`); the badge's view declares a String destination.
    /// `header` is where the root shows the header: in the List's rows or above it.
    static func header(inRows: Bool) -> String {
        let header = "HeaderView(title: \"Words\", badge: .gear)"
        return """
        import SwiftUI

        struct Badge { let symbol: String; static let gear = Badge(symbol: "gear") }

        struct HeaderBadgeView: View {
            let badge: Badge
            var body: some View {
                Image(systemName: badge.symbol)
                    .navigationDestination(for: String.self) { word in Text(word) }
            }
        }

        struct HeaderView<IconView: View>: View {
            let title: String
            let icon: IconView
            init(title: String, @ViewBuilder icon: @escaping () -> IconView) {
                self.title = title
                self.icon = icon()
            }
            var body: some View {
                VStack { icon; Text(title) }
            }
        }

        extension HeaderView {
            init(title: String, badge: Badge) where IconView == HeaderBadgeView {
                self.init(title: title) { HeaderBadgeView(badge: badge) }
            }
        }

        struct RootView: View {
            var body: some View {
                NavigationStack {
                    VStack {
                        \(inRows ? "" : header)
                        List {
                            \(inRows ? header : "")
                            NavigationLink("Next", value: "next")
                        }
                    }
                }
            }
        }

        @main struct TheApp: App { var body: some Scene { WindowGroup { RootView() } } }

        """
    }

    func testAWrapperMadeThroughItsConvenienceInitializerShowsWhatTheInitializerGivesIt() throws {
        try write(Self.header(inRows: true), to: root.appendingPathComponent("App/Root.swift"))
        let output = try NavLintProcess.run(["--verbose", "App"], in: root)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Root.swift:10:14: error: this navigationDestination is inside a List's lazily created content"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 3 of 3 sites modelled (100%)\n"), output.stdout)
    }

    func testAWrapperMadeThroughItsConvenienceInitializerAboveTheListIsClean() throws {
        try write(Self.header(inRows: false), to: root.appendingPathComponent("App/Root.swift"))
        let output = try NavLintProcess.run(["--verbose", "App"], in: root)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertFalse(output.stdout.contains("error:"), output.stdout)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 3 of 3 sites modelled (100%)\n"), output.stdout)
    }
}
