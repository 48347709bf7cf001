import Foundation
import XCTest

/// A value that holds navigation given to a method of the module called on a receiver whose type the code does not say
/// (`handle.writeInfo(for: library)`, `GivenArguments.argumentIsJudgedByAnyCallee`): an overload whose parameter is of
/// another module's concrete type (`writeInfo(for process: Process)`) cannot take a value of the module's type, so only
/// the overload declared with that type judges it. Its body only reads the library's name: `Log.record(library)` no
/// longer blinds the check and the destination nothing presents is reported. A body that pushes keeps the call
/// unknown; so does an overload taking `Any`, which may be the one run.
final class ForeignOverloadBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static let app = """
    import SwiftUI

    enum Route: Hashable { case detail, settings }
    struct Receipt: Hashable { var id: Int }

    @Observable
    final class Library {
        var path: [Route] = []
        var name = "Shelf"
    }

    extension FileHandle {
        func writeInfo(for process: Process) {
            write(Data(process.processIdentifier.description.utf8))
        }

        func writeInfo(for library: Library) {
            write(Data(library.name.utf8))
        }
    }

    enum Log {
        static func record(_ library: Library) {
            let handle = FileHandle.standardError
            handle.writeInfo(for: library)
        }
    }

    @main
    struct ShelfApp: App {
        var body: some Scene { WindowGroup { ShelfView() } }
    }

    struct ShelfView: View {
        @State private var library = Library()

        var body: some View {
            NavigationStack(path: $library.path) {
                Button("Open") { library.path.append(.settings) }
                Button("Log") { Log.record(library) }
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
    """

    func lint(_ text: String) throws -> (stdout: String, stderr: String, status: Int32) {
        try write(text, to: root.appendingPathComponent("App/Shelf.swift"))
        let output = try NavLintProcess.run(["--verbose", "--color", "never", "App"], in: root)
        return (output.stdout, output.stderr, output.status)
    }

    func testAnOverloadOfAnotherModulesTypeIsNotTheCallee() throws {
        let output = try lint(Self.app)
        XCTAssertTrue(output.stdout.hasPrefix("App/Shelf.swift:47:14: warning: no link, button or action in any reachable state presents this destination for Receipt [unreachable-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.contains("navigation: 4 of 4 sites modelled (100%)"), output.stdout)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
    }

    func testTheOverloadOfTheValuesTypeThatPushesKeepsTheCallUnknown() throws {
        let text = Self.app.replacingOccurrences(of: "        write(Data(library.name.utf8))", with: "        library.path.append(.detail)")
        XCTAssertNotEqual(text, Self.app)
        let output = try lint(text)
        XCTAssertFalse(output.stdout.contains("unreachable-destination"), output.stdout)
        XCTAssertTrue(output.stderr.contains("opaque statement 'Log.record(library)' (may navigate)"), output.stderr)
    }

    func testAnOverloadTakingAnyKeepsTheCallUnknown() throws {
        let text = Self.app.replacingOccurrences(of: "func writeInfo(for process: Process)", with: "func writeInfo(for process: Any)")
        XCTAssertNotEqual(text, Self.app)
        let output = try lint(text)
        XCTAssertFalse(output.stdout.contains("unreachable-destination"), output.stdout)
        XCTAssertTrue(output.stderr.contains("opaque statement 'Log.record(library)' (may navigate)"), output.stderr)
    }
}
