import Foundation
import XCTest

/// `harbor.info["date"] as? String` of `var info: [String: Any]` (`ExpressionTranslator.isCastToPlainValueType`): the
/// value read (which may be anything) only goes to a cast to a standard value type, which runs none of its code and
/// gives a `String` or nil, so the statement is no unknown site and the destination nothing pushes is reported.
/// Twins: a cast to `[String: Any]` (which may still hold the module's values) and to a type the module declares keep
/// the statement unknown.
final class PlainCastCoverageTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static let app = """
    import SwiftUI

    @Observable
    final class Harbor {
        var path: [Int] = []
        var info: [String: Any] = [:]
    }

    struct DockView: View {
        @State private var harbor = Harbor()
        var body: some View {
            NavigationStack(path: $harbor.path) {
                Button("Date") {
                    let date = harbor.info["date"] as? String
                    print(date ?? "")
                }
                .navigationDestination(for: Int.self) { pier in
                    Text("Pier \\(pier)")
                }
            }
        }
    }

    """

    func testACastToAPlainValueTypeIsNoUnknownSite() throws {
        let output = try NavLintProcess.lint(Self.app, at: "App/Dock.swift", in: root, verbose: true)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Dock.swift:17:14: warning: no link, button or action in any reachable state presents this destination for Int [unreachable-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 2 of 2 sites modelled (100%)\n"), output.stdout)
    }

    func testACastToADictionaryOfAnyKeepsTheStatementUnknown() throws {
        let text = Self.app.replacingOccurrences(of: "as? String", with: "as? [String: Any]")
        XCTAssertNotEqual(text, Self.app)
        let output = try NavLintProcess.lint(text, at: "App/Dock.swift", in: root, verbose: true)
        XCTAssertTrue(output.stderr.contains("opaque statement 'let date = harbor.info[\"date\"] as? [String: Any]' (may navigate)"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
    }

    func testACastToAModuleTypeKeepsTheStatementUnknown() throws {
        let text = Self.app.replacingOccurrences(of: "as? String", with: "as? Harbor")
        XCTAssertNotEqual(text, Self.app)
        let output = try NavLintProcess.lint(text, at: "App/Dock.swift", in: root, verbose: true)
        XCTAssertTrue(output.stderr.contains("opaque statement 'let date = harbor.info[\"date\"] as? Harbor' (may navigate)"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
    }
}
