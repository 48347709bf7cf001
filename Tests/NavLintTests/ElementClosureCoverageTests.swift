import Foundation
import XCTest

/// A method of the standard library's on a standard collection of the module's values whose result holds none of them
/// (`cellars.forEach { ... }`, `cellars.contains(where: { ... })`, `ForeignCodeReach.elementMethodMayNavigate`): its
/// code reaches the elements only through the closures it hands them, whose parameters are judged as the element type.
/// A closure that only reads them leaves the call modelled and the destination nothing pushes reported; one that
/// writes a cellar's path through them keeps the call unknown (for `contains(where:)` the closure was not judged
/// before: the site was modelled though it may push).
final class ElementClosureCoverageTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    /// The "Label" button of `GivenArgumentCoverageTests.app` runs `call`; the view holds `cellars: [Cellar]`.
    private func lint(call: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(GivenArgumentCoverageTests.app(helpers: "", call: call), at: "App/Cellar.swift", in: root, verbose: true)
    }

    func testAForEachWhoseClosureOnlyReadsTheElementsIsModelled() throws {
        let output = try lint(call: "cellars.forEach { print($0.name) }")
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Cellar.swift:27:14: warning: no link, button or action in any reachable state presents this destination for Receipt [unreachable-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 4 of 4 sites modelled (100%)\n"), output.stdout)
    }

    func testAForEachWhoseClosureWritesThePathStaysUnknown() throws {
        let output = try lint(call: "cellars.forEach { $0.path.append(.detail) }")
        XCTAssertTrue(output.stderr.contains("App/Cellar.swift:19:31: opaque statement"), output.stderr)
        XCTAssertFalse(output.stdout.contains("unreachable-destination"), output.stdout)
        XCTAssertTrue(output.stderr.contains("(may navigate): '$0.path.append(.detail)' writes navigation state inside a closure"), output.stderr)
    }

    func testAContainsWhereWhoseClosureWritesThePathIsUnknown() throws {
        let output = try lint(call: "if cellars.contains(where: { $0.path.append(.detail); return true }) { title = \"A\" }")
        XCTAssertTrue(output.stderr.contains("(may navigate): '$0.path.append(.detail)' writes navigation state inside a closure"), output.stderr)
        XCTAssertFalse(output.stdout.contains("unreachable-destination"), output.stdout)
    }
}
