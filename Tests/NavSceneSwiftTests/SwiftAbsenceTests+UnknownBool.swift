import Foundation
import XCTest

extension SwiftAbsenceTests {
    /// A Bool argument the model cannot compute (`rows.contains { ... }`) is either value, an abstraction (not a
    /// `false` stand-in noted as an unknown site): the link it shows when true is on a screen the scene shows, and is
    /// found without a destination; with one, nothing is found and every site is modelled.
    func testABoolTheModelCannotComputeTakesBothValues() throws {
        XCTAssertEqual(try findings("UnknownBoolArgument-err.swift"), ["link-without-destination 10"])
        let err = try NavLintProcess.run(["UnknownBoolArgument-err.swift"], in: SwiftAbsenceTests.folder)
        XCTAssertFalse(err.stdout.contains("no reachable state shows"), err.stdout)
        XCTAssertEqual(try findings("UnknownBoolArgument-ok.swift"), [])
        let ok = try NavLintProcess.run(["--verbose", "UnknownBoolArgument-ok.swift"], in: SwiftAbsenceTests.folder)
        XCTAssertTrue(ok.stdout.hasSuffix("navigation: 3 of 3 sites modelled (100%)\n"), ok.stdout)
        XCTAssertTrue(ok.stderr.contains("abstracted value 'rows.contains { $0.isEmpty }'"), ok.stderr)
    }
}
