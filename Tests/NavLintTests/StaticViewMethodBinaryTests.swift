import Foundation
import XCTest

/// `InspectorView.makeHeader(item: item)` in `InspectorView`'s own body (a static method of the view, declared in an
/// extension, as a public logging library's inspector screens write it): the method's views are read in place. Before,
/// the call was read as the view itself, so inside its own body it was a recursion: what it showed was cut, and a
/// link in it with no destination for its type went unreported behind a "this view instantiates itself" info.
final class StaticViewMethodBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static func app(destination: Bool, qualifier: String) -> String {
        """
        import SwiftUI

        struct Item: Hashable { var name: String }

        @main
        struct DemoApp: App {
            var body: some Scene {
                WindowGroup {
                    NavigationStack {
                        InspectorView(item: Item(name: "a"))
                            \(destination ? ".navigationDestination(for: Item.self) { item in Text(item.name) }" : "")
                    }
                }
            }
        }

        struct InspectorView: View {
            let item: Item
            var body: some View {
                List {
                    Section { \(qualifier).makeHeader(item: item) }
                }
            }
        }

        extension InspectorView {
            static func makeHeader(item: Item) -> some View {
                NavigationLink(item.name, value: item)
            }
        }
        """
    }

    func testAStaticViewMethodOfTheViewIsReadInPlace() throws {
        for qualifier in ["InspectorView", "Self"] {
            let err = try NavLintProcess.lint(Self.app(destination: false, qualifier: qualifier), at: "App/App.swift", in: root, verbose: true)
            XCTAssertEqual(err.status, 1, qualifier + err.stdout + err.stderr)
            XCTAssertTrue(err.stdout.contains("App/App.swift:28:9: error: no navigationDestination for Item is visible from this link"), qualifier + err.stdout)
            XCTAssertFalse(err.stdout.contains("instantiates itself"), qualifier + err.stdout)
            XCTAssertTrue(err.stdout.contains("navigation: 2 of 2 sites modelled (100%)"), qualifier + err.stdout)

            let ok = try NavLintProcess.lint(Self.app(destination: true, qualifier: qualifier), at: "App/App.swift", in: root, verbose: true)
            XCTAssertEqual(ok.status, 0, qualifier + ok.stdout + ok.stderr)
            XCTAssertFalse(ok.stdout.contains("error:") || ok.stdout.contains("warning:") || ok.stdout.contains("info:"), qualifier + ok.stdout)
        }
    }
}
