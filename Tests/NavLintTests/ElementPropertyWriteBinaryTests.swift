import Foundation
import XCTest

/// Issue 22 (coverage): `active[index].status = 2` writes a stored property of an element of a model's `[Download]`:
/// Swift runs the array's subscript and the element type's own declaration of `status`, stored with no accessor, so
/// the statement is a write of the list (any value of its type afterwards) even though another type declares a
/// computed `status` (`Banner`), and the `Place` destination nothing presents is reported. Where the element's
/// property has an observer, the write runs it and stays unknown.
final class ElementPropertyWriteBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static func app(declaration: String = "var status = 0", extra: String = "") -> String {
        """
        import SwiftUI
        import Observation

        enum Route: Hashable { case detail }
        enum Place: Hashable { case map }

        struct Download: Identifiable {
            static var hook: () -> Void = {}
            let id: Int
            \(declaration)
        }

        @Observable
        final class Downloads {
            var active: [Download] = [Download(id: 1)]
            func finish(_ id: Int) {
                if let index = active.firstIndex(where: { $0.id == id }) {
                    active[index].status = 2
                }
            }
        }

        struct Banner {
            var status: String { "ready" }
        }

        \(extra)

        @main struct GapApp: App {
            var body: some Scene {
                WindowGroup { RootView() }
            }
        }

        struct RootView: View {
            @State private var path: [Route] = []
            @State private var downloads = Downloads()
            var body: some View {
                NavigationStack(path: $path) {
                    List {
                        ForEach(downloads.active) { d in
                            NavigationLink("Download \\(d.status)", value: Route.detail)
                        }
                        Button("Finish") { downloads.finish(1) }
                    }
                    .navigationDestination(for: Route.self) { _ in Text("Detail") }
                    .navigationDestination(for: Place.self) { _ in Text("Map") }
                }
            }
        }

        """
    }

    private func lint(declaration: String = "var status = 0") throws -> NavLintProcess.Output {
        try NavLintProcess.lint(Self.app(declaration: declaration), at: "App/App.swift", in: root, verbose: true)
    }

    func testAStoredPropertyOfAnElementIsAWriteOfTheList() throws {
        let output = try lint()
        XCTAssertTrue(output.stderr.contains("abstracted statement 'active[index].status = 2'"), output.stderr)
        XCTAssertTrue(output.stdout.contains("presents this destination for Place [unreachable-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("sites modelled (100%)\n"), output.stdout)
    }

    func testAnObserverOfTheElementsPropertyKeepsTheWriteUnknown() throws {
        let output = try lint(declaration: "var status = 0 { didSet { Self.hook() } }")
        XCTAssertTrue(output.stderr.contains("opaque statement 'active[index].status = 2'"), output.stderr)
        XCTAssertFalse(output.stdout.contains("[unreachable-destination]"), output.stdout)
    }
}
