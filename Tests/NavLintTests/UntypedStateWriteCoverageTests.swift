import Foundation
import XCTest

/// Issue 22 (coverage): a `@State` (or `@Published`) property written without a type holds a value of its initial
/// value's type. A signed number literal (`-90.0`) is a `Double`, a value another module's code computes from its own
/// values (`ProcessInfo.processInfo.hostName`) is another module's (`ForeignComputedValues`): neither holds anything
/// of the module, so writing either in code the front end cannot translate (a `repeat` loop) replaces no value that
/// holds navigation, and the destination nothing pushes is reported. Twins: an initial value a function of the module
/// makes (`makeTilt()`) may be anything, so the write stays unknown and holds the finding back; a module that declares
/// its own prefix `-` may make anything of `-90.0`.
final class UntypedStateWriteCoverageTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static func app(spin: String, host: String = "ProcessInfo.processInfo.hostName", extra: String = "") -> String {
        """
        import SwiftUI

        @Observable
        final class Harbor {
            var path: [Int] = []
            init() {}
        }

        func makeTilt() -> Double { 0 }
        \(extra)
        struct DockView: View {
            @State private var harbor = Harbor()
            @State private var spin = \(spin)
            @State private var host = \(host)
            var body: some View {
                NavigationStack(path: $harbor.path) {
                    VStack {
                        Text(host)
                        Circle().rotationEffect(.degrees(spin))
                    }
                    .task {
                        repeat {
                            withAnimation { spin = 90 }
                            try? await Task.sleep(for: .seconds(1))
                            spin = -90
                            host = ProcessInfo.processInfo.hostName
                        } while !Task.isCancelled
                    }
                    .navigationDestination(for: Int.self) { pier in
                        Text("Pier \\(pier)")
                    }
                }
            }
        }

        """
    }

    private func lint(_ app: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(app, at: "App/Dock.swift", in: root, verbose: true)
    }

    func testWritesOfUntypedStateHoldingNoModuleValueAreNoUnknownSites() throws {
        let output = try lint(Self.app(spin: "-90.0"))
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Dock.swift:29:14: warning: no link, button or action in any reachable state presents this destination for Int [unreachable-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 2 of 2 sites modelled (100%)\n"), output.stdout)
    }

    func testAnInitialValueTheModuleMakesKeepsTheWriteUnknown() throws {
        let output = try lint(Self.app(spin: "makeTilt()"))
        XCTAssertTrue(output.stderr.contains("opaque statement 'spin = -90' (may navigate): 'spin' replaces a value that holds navigation"), output.stderr)
        XCTAssertFalse(output.stderr.contains("opaque statement 'host = "), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
        XCTAssertTrue(output.stderr.contains("not reported [unreachable-destination]"), output.stderr)
    }

    func testAnInitialValueOfTheModulesTypeKeepsTheWriteUnknown() throws {
        let output = try lint(Self.app(spin: "-90.0", host: "Harbor().path.isEmpty ? \"a\" : \"b\""))
        XCTAssertTrue(output.stderr.contains("opaque statement 'host = ProcessInfo.processInfo.hostName' (may navigate)"), output.stderr)
        XCTAssertFalse(output.stderr.contains("opaque statement 'spin = -90'"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
    }

    func testAPrefixOperatorOfTheModulesKeepsTheSignedLiteralUnknown() throws {
        let minus = "struct Tilt { var degrees: Double; static prefix func - (t: Tilt) -> Tilt { Tilt(degrees: -t.degrees) } }"
        let output = try lint(Self.app(spin: "-90.0", extra: minus))
        XCTAssertTrue(output.stderr.contains("opaque statement 'spin = -90' (may navigate)"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
    }
}
