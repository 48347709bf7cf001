import Foundation
import XCTest

/// Values that cross into other code and are judged where they are used: what a computed property's getter returns
/// (`var main: Cellar { cellars.first ?? spare }`, `GetterResults`) is read at each use of the property as a value of
/// its declared type, so returning it is no navigation of the getter's; a local `@Bindable var cellar = cellar` is the
/// object it wraps, and its uses are read as that object's (`isBindableAliasInitializer`). The twins: a use that writes the returned
/// value's path, a getter whose own code navigates, a return from a closure inside the getter, a class with another
/// module's superclass and a requirement of another module's protocol keep the call unknown and the warning held back;
/// a push through the alias is seen (the destination it reaches is no longer reported).
final class JudgedWhereUsedCoverageTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static let reads = "var main: Cellar { cellars.first ?? spare }"
    static let extraReads = "return Button(\"Extra\") { print(cellar.name) }"

    /// The "Label" button runs `call`; `extra` is shown beside it.
    static func app(estate: String = "final class Estate", getter: String = reads, call: String = "print(estate.main.name)",
                    extra: String = extraReads) -> String {
        """
        import SwiftUI

        enum Route: Hashable { case detail, settings }

        @Observable
        final class Cellar {
            var path = NavigationPath()
            var name = "A"
        }

        @Observable
        \(estate) {
            var cellars: [Cellar] = []
            var spare = Cellar()
            \(getter)
        }

        struct CellarView: View {
            @State private var cellar = Cellar()
            @State private var estate = Estate()

            var body: some View {
                NavigationStack(path: $cellar.path) {
                    Button("Label") { \(call) }
                    Button("Open") { cellar.path.append(Route.settings) }
                    extra
                    .navigationDestination(for: Route.self) { route in
                        switch route {
                        case .detail: Text("Detail")
                        case .settings: Text("Settings")
                        }
                    }
                    .navigationDestination(for: Int.self) { _ in Text("Number") }
                }
            }

            private var extra: some View {
                @Bindable var cellar = cellar
                \(extra)
            }
        }

        """
    }

    private func lint(_ text: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(text, at: "App/Cellar.swift", in: root, verbose: true)
    }

    static let warning = "App/Cellar.swift:33:14: warning: no link, button or action in any reachable state presents this destination for Int [unreachable-destination]"

    private func assertModelled(_ output: NavLintProcess.Output, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr, file: file, line: line)
        XCTAssertTrue(output.stdout.contains(Self.warning), output.stdout, file: file, line: line)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 4 of 4 sites modelled (100%)\n"), output.stdout, file: file, line: line)
    }

    private func assertLabelUnknown(_ output: NavLintProcess.Output, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(output.stderr.contains("App/Cellar.swift:24:31: opaque statement"), output.stderr, file: file, line: line)
        XCTAssertFalse(output.stdout.contains("unreachable-destination"), output.stdout, file: file, line: line)
    }

    func testAValueAGetterReturnsIsJudgedWhereThePropertyIsRead() throws {
        assertModelled(try lint(Self.app()))
    }

    func testAnExplicitGetterThatReturnsFromABranchIsJudgedTheSameWay() throws {
        let getter = "var main: Cellar { get { if let first = cellars.first { return first }; return spare } }"
        assertModelled(try lint(Self.app(getter: getter)))
    }

    func testEitherBranchOfAConditionalIsWhatTheGetterReturns() throws {
        assertModelled(try lint(Self.app(getter: "var main: Cellar { cellars.isEmpty ? spare : cellars[0] }")))
    }

    func testAUseThatWritesTheReturnedValuesPathStaysUnknown() throws {
        let output = try lint(Self.app(call: "estate.main.path.append(5)"))
        assertLabelUnknown(output)
        XCTAssertTrue(output.stderr.contains("'estate.main.path.append(5)' calls a method of navigation state"), output.stderr)
    }

    func testAGetterWhoseOwnCodeNavigatesKeepsTheUseUnknown() throws {
        let output = try lint(Self.app(getter: "var main: Cellar { spare.path.append(5); return spare }"))
        assertLabelUnknown(output)
        XCTAssertTrue(output.stderr.contains("'spare.path.append(5)' at App/Cellar.swift:15:"), output.stderr)
    }

    func testWhatAClosureInsideTheGetterReturnsIsPassedOn() throws {
        let output = try lint(Self.app(getter: "var main: Cellar { let pick = { self.spare }; return pick() }"))
        assertLabelUnknown(output)
        XCTAssertTrue(output.stderr.contains("'self.spare' at App/Cellar.swift:15:"), output.stderr)
    }

    /// Another module's superclass (`NSObject`: key-value coding, overrides) may read the property itself.
    func testAClassWithAnotherModulesSuperclassKeepsItsGetterUnknown() throws {
        let output = try lint(Self.app(estate: "final class Estate: NSObject"))
        assertLabelUnknown(output)
        XCTAssertTrue(output.stderr.contains("'cellars.first' at App/Cellar.swift:15:"), output.stderr)
    }

    /// A requirement of another module's protocol (`description`) is read by that module's code too.
    func testARequirementOfAnotherModulesProtocolKeepsItsGetterUnknown() throws {
        let output = try lint(Self.app(getter: "var main: Cellar { description }; var description: Cellar { cellars.first ?? spare }"))
        assertLabelUnknown(output)
    }

    /// A push through the alias is the stack's own path's: the destination for `Int` is reached.
    func testAPushThroughABindableAliasIsSeen() throws {
        let output = try lint(Self.app(extra: "return Button(\"Extra\") { cellar.path.append(5) }"))
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertFalse(output.stdout.contains("unreachable-destination"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 5 of 5 sites modelled (100%)\n"), output.stdout)
    }

    /// In an action's statements the alias is not hidden as an unknown local: what it pushes is the stack's.
    func testAnAliasInAnActionIsTheObjectItWraps() throws {
        let output = try lint(Self.app(call: "@Bindable var cellar = cellar; cellar.path.append(5)"))
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertFalse(output.stdout.contains("unreachable-destination"), output.stdout)
    }
}
