import Foundation
import XCTest

/// A value that holds navigation given to a method of the module (`GivenArguments`): `Vintner.note(cellar: cellar)`
/// whose parameter is declared `Cellar` is judged in the method's body, so when that body only reads it the Button's
/// call is modelled and the destination nothing pushes is reported. The twins: a body that writes the cellar's path
/// through the parameter, a body that returns the parameter (which the caller then uses) or stores it, and a parameter
/// declared as another type (`AnyObject`) keep the call unknown and the warning held back.
final class GivenArgumentCoverageTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    /// `helpers` are declared after the view; the "Label" button runs `call`.
    static func app(helpers: String, call: String) -> String {
        """
        import SwiftUI

        enum Route: Hashable { case detail, settings }
        struct Receipt: Hashable { var id: Int }

        @Observable
        final class Cellar {
            var path: [Route] = []
            var name = "A"
        }

        struct CellarView: View {
            @State private var cellar = Cellar()
            @State private var title = ""
            let keeper = Keeper(); let cellars: [Cellar] = []

            var body: some View {
                NavigationStack(path: $cellar.path) {
                    Button("Label") { \(call) }
                    Button("Open") { cellar.path.append(.settings) }
                    .navigationDestination(for: Route.self) { route in
                        switch route {
                        case .detail: Text("Detail")
                        case .settings: Text("Settings")
                        }
                    }
                    .navigationDestination(for: Receipt.self) { _ in Text("Receipt") }
                }
            }
        }

        class Keeper {
            func note(cellar: Cellar) { print(cellar.name) }
        }

        \(helpers)

        """
    }

    private func lint(_ text: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(text, at: "App/Cellar.swift", in: root, verbose: true)
    }

    private func assertModelled(_ output: NavLintProcess.Output, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr, file: file, line: line)
        XCTAssertTrue(output.stdout.contains("App/Cellar.swift:27:14: warning: no link, button or action in any reachable state presents this destination for Receipt [unreachable-destination]"), output.stdout, file: file, line: line)
    }

    private func assertUnknown(_ output: NavLintProcess.Output, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(output.stderr.contains("App/Cellar.swift:19:31: opaque statement"), output.stderr, file: file, line: line)
        XCTAssertFalse(output.stdout.contains("unreachable-destination"), output.stdout, file: file, line: line)
    }

    static let reads = "enum Vintner { static func note(cellar: Cellar) { print(cellar.name.uppercased()) } }"

    func testAValueGivenToAMethodThatOnlyReadsItIsModelled() throws {
        let output = try lint(Self.app(helpers: Self.reads, call: "Vintner.note(cellar: cellar)"))
        assertModelled(output)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 4 of 4 sites modelled (100%)\n"), output.stdout)
    }

    func testAMethodThatWritesThePathThroughTheParameterKeepsTheCallUnknown() throws {
        let helpers = "enum Vintner { static func note(cellar: Cellar) { cellar.path.append(.detail) } }"
        let output = try lint(Self.app(helpers: helpers, call: "Vintner.note(cellar: cellar)"))
        assertUnknown(output)
        XCTAssertTrue(output.stderr.contains("'cellar.path.append(.detail)' at App/Cellar.swift:36:"), output.stderr)
    }

    func testAMethodThatReturnsTheParameterKeepsTheCallUnknown() throws {
        let helpers = "enum Vintner { static func pick(cellar: Cellar) -> Cellar { cellar } }"
        let output = try lint(Self.app(helpers: helpers, call: "let other = Vintner.pick(cellar: cellar); other.path.append(.detail)"))
        assertUnknown(output)
    }

    func testAParameterOfAnotherTypeKeepsTheCallUnknown() throws {
        let helpers = "enum Vintner { static func note(cellar: AnyObject) {} }"
        let output = try lint(Self.app(helpers: helpers, call: "Vintner.note(cellar: cellar)"))
        assertUnknown(output)
    }

    func testAMethodThatStoresTheParameterKeepsTheCallUnknown() throws {
        let helpers = "enum Vintner { static var last: Cellar?; static func note(cellar: Cellar) { last = cellar } }"
        let output = try lint(Self.app(helpers: helpers, call: "Vintner.note(cellar: cellar)"))
        assertUnknown(output)
    }

    func testTheViewsOwnMethodThatOnlyReadsTheValueIsModelled() throws {
        let helpers = "extension CellarView { func describe(_ cellar: Cellar) { print(cellar.name) } }"
        let output = try lint(Self.app(helpers: helpers, call: "describe(cellar)"))
        assertModelled(output)
    }

    /// A receiver whose type the code does not say (`let k = Keeper()` is a local): every method of the module's of
    /// that name is a candidate, and another module's code, which reaches the value only through its witnesses.
    func testALocalsMethodIsModelledWhenEveryMethodOfThatNameOnlyReads() throws {
        let output = try lint(Self.app(helpers: "", call: "let k = Keeper(); k.note(cellar: cellar)"))
        assertModelled(output)
    }

    func testALocalsMethodStaysUnknownWhenAnotherTypesMethodOfThatNameNavigates() throws {
        let helpers = "final class Logbook { func note(cellar: Cellar) { cellar.path.removeAll() } }"
        let output = try lint(Self.app(helpers: helpers, call: "let k = Keeper(); k.note(cellar: cellar)"))
        XCTAssertTrue(output.stderr.contains("App/Cellar.swift:19:49: opaque statement 'k.note(cellar: cellar)' (may navigate): 'cellar.path.removeAll()'"), output.stderr)
        XCTAssertFalse(output.stdout.contains("unreachable-destination"), output.stdout)
    }
}
