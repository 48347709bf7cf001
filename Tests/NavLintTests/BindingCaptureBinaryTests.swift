import Foundation
import XCTest

/// A name a view binds (`if let channel { content(channel) }`) is a name of the model's own, distinct from the
/// view's property of that name, when code read in place under the binding reads that property: here a Button in
/// the branch calls `toggle()`, whose `guard let channel, ...` reads the view's `@State var channel: Channel?`.
/// Before, the method's `channel` was captured by the branch's binding in the model (a `Channel`, not optional):
/// the model was invalid and the whole target went unchecked with a `swift-unmodelled` warning (found on a public app
/// outside the corpus). Now the link in the branch is checked: with no destination for its type it is reported.
final class BindingCaptureBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static func app(destination: Bool) -> String {
        """
        import SwiftUI

        struct Channel: Hashable { var name: String }
        struct Service { func subscribe(_ name: String) {} }

        @main
        struct DemoApp: App {
            var body: some Scene {
                WindowGroup {
                    NavigationStack {
                        ChannelView()
                            \(destination ? ".navigationDestination(for: Channel.self) { channel in Text(channel.name) }" : "")
                    }
                }
            }
        }

        struct ChannelView: View {
            @State private var channel: Channel? = Channel(name: "Lobby")
            @State private var subscribed = false
            let service: Service? = nil
            var body: some View {
                if let channel {
                    content(channel)
                }
            }

            private func content(_ channel: Channel) -> some View {
                VStack {
                    NavigationLink("Open", value: channel)
                    Button("Subscribe") { toggle() }
                }
            }

            private func toggle() {
                guard let channel,
                      let service else { return }
                subscribed = channel.name.isEmpty
                service.subscribe(channel.name)
            }
        }
        """
    }

    func testAMethodReadInPlaceUnderABindingReadsTheViewsProperty() throws {
        let err = try NavLintProcess.lint(Self.app(destination: false), at: "App/App.swift", in: root, verbose: true)
        XCTAssertEqual(err.status, 1, err.stdout + err.stderr)
        XCTAssertTrue(err.stdout.contains("App/App.swift:30:13: error: no navigationDestination for Channel is visible from this link"), err.stdout)
        XCTAssertFalse((err.stdout + err.stderr).contains("swift-unmodelled"), err.stdout + err.stderr)

        let ok = try NavLintProcess.lint(Self.app(destination: true), at: "App/App.swift", in: root, verbose: true)
        XCTAssertEqual(ok.status, 0, ok.stdout + ok.stderr)
        XCTAssertFalse(ok.stdout.contains("error:") || ok.stdout.contains("warning:"), ok.stdout)
        XCTAssertFalse((ok.stdout + ok.stderr).contains("swift-unmodelled"), ok.stdout + ok.stderr)
    }
}
