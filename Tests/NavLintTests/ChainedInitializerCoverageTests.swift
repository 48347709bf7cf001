import Foundation
import XCTest

/// A property with no type written whose initializer is a chain of properties from a static property of a module type
/// (`var tint = Palette.shared.tint`) holds what the chain's last property holds: a `Color` (or a string) holds no
/// navigation, so passing it on to another module's code is modelled and the absence findings it held back are
/// reported. A chain that ends on a value that may hold anything (`Palette.shared.onDone`, a closure anyone may set), or goes through a step the
/// module cannot type (a call), stays unknown where it is and keeps holding those findings back.
final class ChainedInitializerCoverageTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    /// `statement` runs in the button's action.
    static func app(_ statement: String) -> String {
        """
        import SwiftUI
        import Ledger

        @Observable
        final class Harbor {
            var path: [Int] = []
        }

        final class Palette {
            static let shared = Palette()
            var tint: Color = .blue
            var title = "Dock"
            var onDone: () -> Void = {}
            func current() -> Palette { self }
        }

        @Observable
        final class Settings {
            var tint = Palette.shared.tint
            var title = Palette.shared.title
            var done = Palette.shared.onDone
            var made = Palette.shared.current().tint
        }

        struct DockView: View {
            @State private var harbor = Harbor()
            @State private var settings = Settings()
            var body: some View {
                NavigationStack(path: $harbor.path) {
                    Button("Post") {
                        \(statement)
                    }
                    .navigationDestination(for: String.self) { name in
                        Text(name)
                    }
                }
            }
        }

        """
    }

    private func lint(_ statement: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(Self.app(statement), at: "App/Dock.swift", in: root, verbose: true)
    }

    func testAColorReadThroughAChainIsModelled() throws {
        let output = try lint("Ledger.paint(settings.tint)")
        XCTAssertFalse(output.stderr.contains("opaque statement"), output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Dock.swift:33:14: warning: no link, button or action in any reachable state presents this destination for String [unreachable-destination]"), output.stdout)
    }

    func testAStringReadThroughAChainIsModelled() throws {
        let output = try lint("Ledger.record(settings.title)")
        XCTAssertFalse(output.stderr.contains("opaque statement"), output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Dock.swift:33:14: warning: no link, button or action in any reachable state presents this destination for String [unreachable-destination]"), output.stdout)
    }

    func testAClosureReadThroughAChainStaysUnknown() throws {
        let output = try lint("Ledger.run(settings.done)")
        XCTAssertTrue(output.stderr.contains("opaque statement 'Ledger.run(settings.done)' (may navigate): 'settings.done' passes on a value that holds navigation"), output.stderr)
        XCTAssertTrue(output.stderr.contains("not reported [unreachable-destination]"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
    }

    func testAChainThroughACallStaysUnknown() throws {
        let output = try lint("Ledger.paint(settings.made)")
        XCTAssertTrue(output.stderr.contains("opaque statement 'Ledger.paint(settings.made)' (may navigate): 'settings.made' passes on a value that holds navigation"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
    }
}
