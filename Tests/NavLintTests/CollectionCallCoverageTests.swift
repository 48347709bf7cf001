import Foundation
import XCTest

/// A call of a collection's method on a property declared as a standard array (coverage, issue 22): the standard
/// library's mutating methods (`insert`) change only the collection, and a method the module declares on `Array`
/// (`prepend`) is decided by its body; an element given to either as an implicit member (`.init(cause: e)`) is a value
/// of the element type, decided by that type's initializer. Where none of them can navigate, the statement is no
/// unknown site and the destination nothing pushes is reported. The twins make each part navigate: the extension's
/// body, the element type's initializer. The call then stays unknown and the warning is held back.
final class CollectionCallCoverageTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    /// `method` is the journal's call that takes the entry; `extra` is code run by `prepend`, `made` by `Entry`'s
    /// initializer.
    static func app(method: String, extra: String = "", made: String = "") -> String {
        """
        import SwiftUI

        enum Hooks {
            static var changed: (() -> Void)?
        }

        struct Entry {
            var cause: Error?
            var retry: (() -> Void)?
            init(cause: Error? = nil) {
                self.cause = cause\(made)
            }
        }

        extension Array {
            mutating func prepend(_ newElement: Element) {
                insert(newElement, at: 0)\(extra)
            }
        }

        final class Journal {
            static let shared = Journal()
            private(set) var entries: [Entry] = []
            func add(_ error: Error) {
                \(method)
            }
        }

        @Observable
        final class Harbor {
            var path: [Int] = []
        }

        struct DockView: View {
            @State private var harbor = Harbor()
            var body: some View {
                NavigationStack(path: $harbor.path) {
                    Button("Post") {
                        Journal.shared.add(CancellationError())
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

    private func assertModelled(_ output: NavLintProcess.Output, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr, file: file, line: line)
        XCTAssertTrue(output.stdout.contains("App/Dock.swift:41:14: warning: no link, button or action in any reachable state presents this destination for Int [unreachable-destination]"),
                      output.stdout, file: file, line: line)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 2 of 2 sites modelled (100%)\n"), output.stdout, file: file, line: line)
    }

    private func assertUnknown(_ output: NavLintProcess.Output, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(output.stderr.contains("App/Dock.swift:40:17: opaque statement 'Journal.shared.add(CancellationError())' (may navigate)"),
                      output.stderr, file: file, line: line)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout, file: file, line: line)
        XCTAssertTrue(output.stderr.contains("not reported [unreachable-destination]"), output.stderr, file: file, line: line)
    }

    func testAStandardInsertOfAnImplicitElementIsNoUnknownSite() throws {
        assertModelled(try lint(Self.app(method: "entries.insert(.init(cause: error), at: 0)")))
    }

    func testAModuleExtensionMethodThatDoesNotNavigateIsNoUnknownSite() throws {
        assertModelled(try lint(Self.app(method: "entries.prepend(.init(cause: error))")))
    }

    func testAModuleExtensionMethodThatMayNavigateStaysUnknown() throws {
        assertUnknown(try lint(Self.app(method: "entries.prepend(.init(cause: error))", extra: "\n        Hooks.changed?()")))
    }

    func testAnElementWhoseInitializerMayNavigateStaysUnknown() throws {
        assertUnknown(try lint(Self.app(method: "entries.insert(.init(cause: error), at: 0)", made: "\n        Hooks.changed?()")))
        assertUnknown(try lint(Self.app(method: "entries.prepend(.init(cause: error))", made: "\n        Hooks.changed?()")))
    }

    /// `self.entries.append(...)` and an optional array reach the same element type.
    func testTheElementTypeIsFoundThroughSelfAndOptionals() throws {
        assertModelled(try lint(Self.app(method: "self.entries.append(.init(cause: error))")))
        let optional = Self.app(method: "entries?.append(.init(cause: error))").replacingOccurrences(of: "var entries: [Entry] = []", with: "var entries: [Entry]? = []")
        assertModelled(try lint(optional))
        assertUnknown(try lint(Self.app(method: "entries?.append(.init(cause: error))", made: "\n        Hooks.changed?()")
            .replacingOccurrences(of: "var entries: [Entry] = []", with: "var entries: [Entry]? = []")))
    }
}
