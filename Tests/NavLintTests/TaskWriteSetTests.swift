import Foundation
import XCTest

/// A shared model's method (`Notices.main.post(...)`, a free function calling it) whose only navigation-relevant effect
/// is a write of its own stored property inside a task it starts (`Task { @MainActor in items.append(text) }`): the
/// task's body runs once, after the method's synchronous part, so the write is the method's, and the call is the write
/// of any value of that property (an abstraction, modelled). A write inside a closure handed to another module, which
/// may run it any number of times at any time, keeps the call unknown (the twin). (A condition reads `items`, so it is
/// navigation state: `NavigationRelevance`.)
final class TaskWriteSetTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    /// `body` is the body of `Notices.post(_:)`.
    static func app(body: String) -> String {
        """
        import SwiftUI

        @Observable
        final class Notices {
            static let main = Notices()
            var items: [String] = []
            func post(_ text: String) {
                \(body)
            }
        }

        func report(_ error: Error) {
            Task {
                await Notices.main.post("failed")
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
                        Notices.main.post("posted")
                    }
                    Button("Fail") {
                        report(CancellationError())
                    }
                    Button("Sail") {
                        harbor.path.append(1)
                    }
                    .navigationDestination(for: Int.self) { pier in
                        Text("Pier \\(pier)")
                        if Notices.main.items.isEmpty { Text("No notices") }
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
        XCTAssertTrue(output.stderr.contains("App/Dock.swift:30:17: abstracted statement 'Notices.main.post(\"posted\")'"), output.stderr, file: file, line: line)
        XCTAssertTrue(output.stderr.contains("App/Dock.swift:33:17: abstracted statement 'report(CancellationError())'"), output.stderr, file: file, line: line)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 3 of 3 sites modelled (100%)\n"), output.stdout, file: file, line: line)
    }

    func testAWriteInATaskTheMethodStartsIsTheMethodsWrite() throws {
        assertModelled(try lint(Self.app(body: """
            Task { @MainActor in
                    items.append(text)
                }
            """)))
    }

    func testAWriteInADetachedTaskOrOnTheMainQueueIsTheMethodsWrite() throws {
        assertModelled(try lint(Self.app(body: """
            Task.detached {
                    self.items.append(text)
                }
            """)))
        assertModelled(try lint(Self.app(body: """
            DispatchQueue.main.async {
                    self.items = [text]
                }
            """)))
    }

    /// The closure goes to another module, which may call it any number of times, whenever: the call stays unknown.
    func testAWriteInAClosureGivenAwayStaysUnknown() throws {
        let output = try lint(Self.app(body: """
            NotificationCenter.default.addObserver(forName: .init(text), object: nil, queue: nil) { _ in
                    self.items.append(text)
                }
            """))
        XCTAssertTrue(output.stderr.contains("App/Dock.swift:30:17: opaque statement 'Notices.main.post(\"posted\")' (may navigate)"), output.stderr)
        XCTAssertTrue(output.stderr.contains("App/Dock.swift:33:17: opaque statement 'report(CancellationError())' (may navigate)"), output.stderr)
    }
}
