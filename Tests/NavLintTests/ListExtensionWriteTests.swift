import Foundation
import XCTest

/// A shared model's list changed through a method the module declares on the standard collections
/// (`errors.prepend(...)` with `extension Array { mutating func prepend(_:) }`), inside a task a free function starts
/// (`handleError(error)` -> `Task { Journal.main.add(error) }`): the method changes only the list, so the call is the
/// write of any value of it (an abstraction, modelled). When the extension's body may navigate, the call stays unknown.
final class ListExtensionWriteTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    /// `extra` is more code in `prepend`.
    static func app(extra: String = "") -> String {
        """
        import SwiftUI

        enum Hooks {
            static var changed: (() -> Void)?
        }

        struct Entry {
            let cause: Error
            let place: String?
            init(cause: Error, place: String? = nil) {
                self.cause = cause
                self.place = place
            }
        }

        extension Array {
            mutating func prepend(_ newElement: Element) {
                insert(newElement, at: 0)\(extra)
            }
        }

        @Observable
        final class Journal {
            private(set) var entries: [Entry] = .init()
            static var main: Journal = .init()
            @MainActor
            func add(_ error: Error, place: String) {
                entries.prepend(.init(cause: error, place: place))
            }
        }

        func handleError(_ error: Error) {
            Task {
                await Journal.main.add(error, place: "dock")
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
                    Button("Fail") {
                        handleError(CancellationError())
                    }
                    Button("Sail") {
                        harbor.path.append(1)
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

    func testAListChangedByAnExtensionThatOnlyChangesItIsAWrite() throws {
        let output = try lint(Self.app())
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertTrue(output.stderr.contains("App/Dock.swift:48:17: abstracted statement 'handleError(CancellationError())'"), output.stderr)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 3 of 3 sites modelled (100%)\n"), output.stdout)
    }

    func testAnExtensionThatMayNavigateKeepsTheCallUnknown() throws {
        let output = try lint(Self.app(extra: "\n        Hooks.changed?()"))
        XCTAssertTrue(output.stderr.contains("App/Dock.swift:49:17: opaque statement 'handleError(CancellationError())' (may navigate)"), output.stderr)
    }
}
