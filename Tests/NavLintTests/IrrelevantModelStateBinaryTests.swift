import Foundation
import XCTest

/// Issue 22 (coverage): a statement the front end cannot translate whose only navigation effect is writing stored
/// properties of a model class that no navigation reads (`NavigationRelevance`'s model candidates) is no navigation:
/// here `URLSession`'s completion closure writes `message` and `isLoading`, which only a `Text` reads, so the
/// absence finding the unknown write held back is reported. The same write of a property a presentation binds, a
/// condition reads, a publisher or an observer watches stays unknown and still holds the finding back.
final class IrrelevantModelStateBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static func app(message: String = "@Published var message = \"\"", conformances: String = "ObservableObject", view: String = "") -> String {
        """
        import SwiftUI

        enum Route: Hashable { case detail }

        @main struct GapApp: App {
            var body: some Scene {
                WindowGroup { RootView() }
            }
        }

        final class Loader: \(conformances) {
            @Published var isLoading = false
            \(message)

            func load(from url: URL) {
                isLoading = true
                URLSession.shared.dataTask(with: url) { data, _, _ in
                    self.message = "\\(data?.count ?? 0) bytes"
                    self.isLoading = false
                }.resume()
            }
        }

        struct RootView: View {
            @State private var path: [Route] = []
            @StateObject private var loader = Loader()
            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        Text(loader.message)
                        Button("Load") { loader.load(from: URL(string: "https://example.com")!) }
                        \(view)
                    }
                    .navigationDestination(for: Route.self) { _ in Text("Detail") }
                }
            }
        }

        """
    }

    private func lint(_ app: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(app, at: "App/App.swift", in: root, verbose: true)
    }

    func testAnUnknownWriteOfModelStateNoNavigationReadsIsNoUnknownSite() throws {
        let output = try lint(Self.app())
        XCTAssertFalse(output.stderr.contains("writes navigation state"), output.stderr)
        XCTAssertTrue(output.stdout.contains("unreachable-destination"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("sites modelled (100%)\n"), output.stdout)
    }

    func testTheSameWriteOfModelStateNavigationMayReadStaysUnknown() throws {
        let twins: [(String, String)] = [
            ("a sheet's isPresented", Self.app(view: "Color.clear.sheet(isPresented: $loader.isLoading) { Text(\"Busy\") }")),
            ("an if around a link", Self.app(view: "if loader.message.isEmpty { NavigationLink(\"Go\", value: Route.detail) }")),
            ("an observer", Self.app(message: "@Published var message = \"\" { didSet { print(message) } }")),
            ("a publisher", Self.app(view: "Color.clear.onReceive(loader.$message) { _ in path.append(.detail) }")),
            ("objectWillChange", Self.app(view: "Color.clear.onReceive(loader.objectWillChange) { _ in path.append(.detail) }")),
            ("a synthesized encoding", Self.app(conformances: "ObservableObject, Encodable")),
        ]
        for (what, app) in twins {
            let output = try lint(app)
            XCTAssertTrue(output.stderr.contains("writes navigation state inside a closure"), "\(what): \(output.stderr)")
            XCTAssertFalse(output.stdout.contains("unreachable-destination"), "\(what): \(output.stdout)")
        }
    }
}
