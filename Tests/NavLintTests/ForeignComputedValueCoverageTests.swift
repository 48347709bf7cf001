import Foundation
import XCTest

/// A stored value computed by other modules' code from their own values holds nothing of the module
/// (`ForeignComputedValues.swift`): reading `Logs.archive` (a static made from `FileManager`'s URLs, a sibling static
/// and a property the module adds to `Bundle`) cannot navigate, so the Button's statement is no unknown site and the
/// destination nothing pushes is reported. Twin: the added property's getter appends to the path, so reading the
/// value (which runs it) may navigate and the call stays unknown.
final class ForeignComputedValueCoverageTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static func app(identifier: String) -> String {
        """
        import SwiftUI

        @Observable
        final class Harbor {
            static let shared = Harbor()
            var path: [Int] = []
            init() {}
        }

        extension Bundle {
        \(identifier)
        }

        enum Logs {
            static let folder = FileManager.default.urls(for: .libraryDirectory, in: .userDomainMask)[0]
                .appending(path: "Logs")
                .appending(path: Bundle.harborIdentifier)
            static let archive = folder.appending(path: "archive")
        }

        struct DockView: View {
            @State private var harbor = Harbor()
            var body: some View {
                NavigationStack(path: $harbor.path) {
                    Button("Clean") {
                        print(Logs.archive.path)
                    }
                    .navigationDestination(for: Int.self) { pier in
                        Text("Pier \\(pier)")
                    }
                }
            }
        }

        """
    }

    func testAValueComputedByAnotherModulesCodeIsNoUnknownSite() throws {
        let output = try NavLintProcess.lint(Self.app(identifier: "    static var harborIdentifier: String { \"harbor\" }"), at: "App/Logs.swift", in: root, verbose: true)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Logs.swift:28:14: warning: no link, button or action in any reachable state presents this destination for Int [unreachable-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 2 of 2 sites modelled (100%)\n"), output.stdout)
    }

    func testAGetterTheInitializerRunsThatNavigatesKeepsTheReadUnknown() throws {
        let getter = """
            static var harborIdentifier: String {
                Harbor.shared.path.append(1)
                return "harbor"
            }
        """
        let output = try NavLintProcess.lint(Self.app(identifier: getter), at: "App/Logs.swift", in: root, verbose: true)
        XCTAssertTrue(output.stderr.contains("opaque statement 'print(Logs.archive.path)' (may navigate)"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 2 of 3 sites modelled (66%); 1 unknown, --verbose lists them\n"), output.stdout)
    }
}
