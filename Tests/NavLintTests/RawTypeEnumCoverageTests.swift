import Foundation
import XCTest

/// Issue 22 (coverage): the first type of an enum's inheritance clause is its raw type when it is one of the standard
/// library's raw-value types (`enum Format: UInt16`): a conformance to `RawRepresentable` whose witnesses Swift
/// synthesizes, not another module's protocol whose requirements the enum's own code might answer. A value holding
/// such an enum given to another module's code (`dump(cellar)`) reaches none of the module's code through it. Before,
/// only `String`, `Int`, `Double` and `Character` were raw types, and `UInt16` read as a protocol: unknown. Twin: an
/// enum conforming to another module's protocol (`CustomStringConvertible`) whose witness the module writes, and
/// which navigates, keeps the call unknown.
final class RawTypeEnumCoverageTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static func app(format: String) -> String {
        """
        import SwiftUI

        \(format)

        @Observable
        final class Cellar {
            static var last: Cellar?
            var path: [Int] = []
            var format = Format.rgb
        }

        enum Vintner {
            static func note(cellar: Cellar) { dump(cellar) }
        }

        struct CellarView: View {
            @State private var cellar = Cellar()
            var body: some View {
                NavigationStack(path: $cellar.path) {
                    Button("Note") { Vintner.note(cellar: cellar) }
                        .navigationDestination(for: Int.self) { number in
                            Text("Row \\(number)")
                        }
                }
            }
        }

        """
    }

    private func lint(_ text: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(text, at: "App/Cellar.swift", in: root, verbose: true)
    }

    func testARawTypeIsNoProtocol() throws {
        let output = try lint(Self.app(format: "enum Format: UInt16 { case rgb = 24, bgr = 32 }"))
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertTrue(output.stdout.contains("warning: no link, button or action in any reachable state presents this destination for Int [unreachable-destination]"), output.stdout)
    }

    func testAnotherModulesProtocolWhoseWitnessNavigatesKeepsTheCallUnknown() throws {
        let output = try lint(Self.app(format: """
            enum Format: CustomStringConvertible {
                case rgb, bgr
                var description: String { Cellar.last?.path.append(1); return "format" }
            }
            """))
        XCTAssertTrue(output.stderr.contains("opaque statement 'Vintner.note(cellar: cellar)' (may navigate)"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
    }
}
