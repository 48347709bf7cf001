import Foundation
import XCTest

/// `@State` of the `@main` App: one value for the life of the app, the scene's state as a root view's is. The App's
/// body binds it (`NavigationStack(path: $path)`, `.sheet(isPresented: $showing)`) and its Buttons write it: modelled,
/// so a destination nothing pushes is reported (the err twin) and one a Button pushes is not (the ok twin).
final class AppStateTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static func app(push: String) -> String {
        """
        import SwiftUI

        @main
        struct HarborApp: App {
            @State private var path: [Int] = []
            @State private var showing = false
            var body: some Scene {
                WindowGroup {
                    NavigationStack(path: $path) {
                        Button("Sail") { \(push) }
                        Button("Show") { showing = true }
                            .navigationDestination(for: Int.self) { pier in Text("Pier \\(pier)") }
                    }
                    .sheet(isPresented: $showing) { Text("Manifest") }
                }
            }
        }

        """
    }

    private func lint(_ app: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(app, at: "App/Main.swift", in: root, verbose: true)
    }

    func testADestinationNothingPushesOnTheAppsPathIsReported() throws {
        let output = try lint(Self.app(push: "showing.toggle()"))
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Main.swift:12:22: warning: no link, button or action in any reachable state presents this destination for Int [unreachable-destination]"),
                      output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 5 of 5 sites modelled (100%)\n"), output.stdout)
    }

    func testADestinationTheAppsButtonPushesIsNotReported() throws {
        let output = try lint(Self.app(push: "path.append(1)"))
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 5 of 5 sites modelled (100%)\n"), output.stdout)
    }
}
