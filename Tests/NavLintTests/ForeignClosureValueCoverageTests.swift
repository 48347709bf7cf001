import Foundation
import XCTest

/// A constant computed by other modules' code that is given a closure reading only other modules' types and its own
/// parameters (`let fallback = Bundle.main.path(...).flatMap { Bundle(path: $0) }`, `ForeignValueNames`): the closure
/// captures nothing of the module and what the code gives it is made from other modules' values, so the constant
/// holds nothing of the module, and the call on it (`fallback.localizedString(...)`) cannot navigate. Twins: a closure
/// that reads a type of the module (whose code may navigate), and a variable (a later write may give it another
/// value of its type), keep the read unknown.
final class ForeignClosureValueCoverageTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static func app(_ fallback: String) -> String {
        """
        import SwiftUI

        @Observable
        final class Harbor {
            static let shared = Harbor()
            var path: [Int] = []
            init() {}
            func bundle(_ path: String) -> Bundle? {
                self.path.append(1)
                return Bundle(path: path)
            }
        }

        \(fallback)

        func label(_ key: String) -> String {
            guard let fallback else { return key }
            return fallback.localizedString(forKey: key, value: nil, table: nil)
        }

        struct DockView: View {
            @State private var harbor = Harbor()
            var body: some View {
                NavigationStack(path: $harbor.path) {
                    Button("Clean") {
                        print(label("clean"))
                    }
                    .navigationDestination(for: Int.self) { pier in
                        Text("Pier \\(pier)")
                    }
                }
            }
        }

        """
    }

    static let foreign = "let fallback = Bundle.main.path(forResource: \"en\", ofType: \"lproj\")\n    .flatMap { Bundle(path: $0) }"

    func testAConstantMadeWithAClosureOfOtherModulesNamesIsNoUnknownSite() throws {
        let output = try NavLintProcess.lint(Self.app(Self.foreign), at: "App/Dock.swift", in: root, verbose: true)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Dock.swift:29:14: warning: no link, button or action in any reachable state presents this destination for Int [unreachable-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 2 of 2 sites modelled (100%)\n"), output.stdout)
    }

    func testAClosureReadingAModuleTypeKeepsTheReadUnknown() throws {
        let text = Self.foreign.replacingOccurrences(of: "{ Bundle(path: $0) }", with: "{ Harbor.shared.bundle($0) }")
        let output = try NavLintProcess.lint(Self.app(text), at: "App/Dock.swift", in: root, verbose: true)
        XCTAssertTrue(output.stderr.contains("opaque statement 'print(label(\"clean\"))' (may navigate)"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
    }

    func testAVariableMadeWithAClosureKeepsTheReadUnknown() throws {
        let text = Self.foreign.replacingOccurrences(of: "let fallback", with: "var fallback")
        let output = try NavLintProcess.lint(Self.app(text), at: "App/Dock.swift", in: root, verbose: true)
        XCTAssertTrue(output.stderr.contains("opaque statement 'print(label(\"clean\"))' (may navigate)"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
    }
}
