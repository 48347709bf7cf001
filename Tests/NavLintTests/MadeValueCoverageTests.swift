import Foundation
import XCTest

/// `let job = Job(name: "books")`: a new value of a class (or struct) of the module whose type holds navigation (here
/// a closure property) is no navigation when no code of the module that may run on it can navigate: its methods,
/// accessors, initializers, defaults, `deinit`/subscripts, its supertypes', and the methods the module adds to other
/// modules' types (`ExpressionTranslator.madeObjectMayNavigate`, decided once per type). Through the binary, err/ok
/// twins: the made value no longer hides the destination nothing presents (every site modelled); a `deinit`, a
/// property wrapper that fills a property from elsewhere, a method writing a property a navigation API binds (a view
/// binds `$job.path`, `$history.path`), or an
/// extension method that navigates keep the call unknown and the warning held back, with `--verbose` naming the value
/// made as the cause.
final class MadeValueCoverageTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static let shelf = """
    import SwiftUI

    enum Route: Hashable { case detail, settings }
    struct Receipt: Hashable { var id: Int }

    final class Job {
        var name: String
        var onFinish: (() -> Void)?

        init(name: String) { self.name = name }

        func run() { name += "!" }
    }

    struct ShelfView: View {
        @State private var path: [Route] = []
        @State private var count = 0

        var body: some View {
            NavigationStack(path: $path) {
                Button("Load") { reload() }
                Button("Open") { path.append(.settings) }
                .navigationDestination(for: Route.self) { route in
                    switch route {
                    case .detail: Text("Detail")
                    case .settings: Text("Settings")
                    }
                }
                .navigationDestination(for: Receipt.self) { _ in Text("Receipt") }
            }
        }

        func reload() {
            let job = Job(name: "books")
            job.run()
            count += 1
        }
    }

    """

    func lint(_ text: String) throws -> (stdout: String, stderr: String, status: Int32) {
        try write(text, to: root.appendingPathComponent("App/Shelf.swift"))
        let output = try NavLintProcess.run(["--verbose", "--color", "never", "App"], in: root)
        return (output.stdout, output.stderr, output.status)
    }

    func testAValueMadeWhoseCodeCannotNavigateLeavesTheCallModelled() throws {
        let output = try lint(Self.shelf)
        XCTAssertTrue(output.stdout.hasPrefix("App/Shelf.swift:29:14: warning: no link, button or action in any reachable state presents this destination for Receipt [unreachable-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.contains("navigation: 4 of 4 sites modelled (100%)"), output.stdout)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
    }

    /// Each variant adds code that may run on the new value and may navigate (or fills a property from elsewhere).
    /// (`sites`: the figure with the variant's own views, whose stacks are sites.)
    func assertKeptUnknown(_ text: String, line: Int, sites: String = "4 of 5 sites modelled (80%)", file: StaticString = #filePath, at: UInt = #line) throws {
        XCTAssertNotEqual(text, Self.shelf, file: file, line: at)
        let output = try lint(text)
        XCTAssertFalse(output.stdout.contains("unreachable-destination"), output.stdout, file: file, line: at)
        XCTAssertTrue(output.stdout.contains("navigation: \(sites); 1 unknown"), output.stdout, file: file, line: at)
        XCTAssertTrue(output.stderr.contains("opaque statement 'reload()' (may navigate): 'Job(name: \"books\")' at App/Shelf.swift:\(line):19 makes a value that holds navigation"),
                      output.stderr, file: file, line: at)
    }

    func testADeinitKeepsTheMadeValueUnknown() throws {
        try assertKeptUnknown(Self.shelf.replacingOccurrences(of: "    func run() { name += \"!\" }\n",
                                                             with: "    func run() { name += \"!\" }\n    deinit { onFinish?() }\n"), line: 35)
    }

    func testAWrapperThatFillsAPropertyKeepsTheMadeValueUnknown() throws {
        try assertKeptUnknown(Self.shelf.replacingOccurrences(of: "    var onFinish: (() -> Void)?\n",
                                                             with: "    var onFinish: (() -> Void)?\n    @AppStorage(\"jobs\") var runs = 0\n"), line: 35)
    }

    func testAMethodWritingNavigationStateKeepsTheMadeValueUnknown() throws {
        try assertKeptUnknown(Self.shelf.replacingOccurrences(of: "    func run() { name += \"!\" }\n",
                                                             with: "    var path: [Route] = []\n\n    func run() { name += \"!\" }\n    func clear() { path.removeAll() }\n")
                             + "\nstruct JobView: View {\n    @Bindable var job: Job\n    var body: some View { NavigationStack(path: $job.path) { Text(job.name) } }\n}\n", line: 37,
                             sites: "5 of 6 sites modelled (83%)")
    }

    func testAnExtensionMethodThatNavigatesKeepsTheMadeValueUnknown() throws {
        try assertKeptUnknown(Self.shelf + """

        final class History {
            var path: [Route] = []
        }

        let history = History()

        extension Equatable {
            func forget() { history.path.removeAll() }
        }

        struct HistoryView: View {
            @State private var history = History()
            var body: some View { NavigationStack(path: $history.path) { Text("History") } }
        }

        """, line: 34, sites: "5 of 6 sites modelled (83%)")
    }
}
