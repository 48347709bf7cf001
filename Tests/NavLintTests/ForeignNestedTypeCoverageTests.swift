import Foundation
import XCTest

/// `extension Notification.Name { static let shelfClosed = Notification.Name("shelfClosed") }` in a module that
/// also has a `Notification` type of its own (a server's notification, in a module the app imports; this file imports
/// Foundation only): `Notification.Name(...)` names no member of the module's `Notification`, so it is Foundation's
/// nested type, whose value holds nothing of the module (`NavigationHolding.nestedTypeEdges`), not what the
/// module's `Notification` (a closure property) holds. Through the binary, err/ok twins: posting the notification is
/// no navigation site and the held-back `unreachable-destination` is reported; where the module's `Notification`
/// declares a member of that name (a static function), the value stays what the module's type holds (unknown).
final class ForeignNestedTypeCoverageTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    func lint(models: String) throws -> (stdout: String, stderr: String, status: Int32) {
        try write("""
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "Shelf",
            targets: [
                .target(name: "Models", path: "Sources/Models"),
                .executableTarget(name: "ShelfApp", dependencies: ["Models"], path: "Sources/ShelfApp"),
            ]
        )

        """, to: root.appendingPathComponent("Package.swift"))
        try write(models, to: root.appendingPathComponent("Sources/Models/Notification.swift"))
        try write("""
        import Foundation

        extension Notification.Name {
            static let shelfClosed = Notification.Name("shelfClosed")
        }

        """, to: root.appendingPathComponent("Sources/ShelfApp/NotificationNames.swift"))
        try write("""
        import Models
        import SwiftUI

        enum Route: Hashable { case detail, settings }
        struct Receipt: Hashable { var id: Int }

        @main
        struct ShelfApp: App {
            var body: some Scene {
                WindowGroup { ShelfView() }
            }
        }

        struct ShelfView: View {
            @State private var path: [Route] = []
            @State private var count = 0

            var body: some View {
                NavigationStack(path: $path) {
                    Button("Close") {
                        NotificationCenter.default.post(name: .shelfClosed, object: nil)
                        count += 1
                    }
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
        }

        """, to: root.appendingPathComponent("Sources/ShelfApp/ShelfApp.swift"))
        let output = try NavLintProcess.run(["--verbose", "--color", "never", "."], in: root)
        return (output.stdout, output.stderr, output.status)
    }

    static let serverNotification = """
    import Foundation

    /// A notification the server sends (not Foundation's).
    public struct Notification {
        public var title: String
        public var onOpen: () -> Void

        public init(title: String, onOpen: @escaping () -> Void) {
            self.title = title
            self.onOpen = onOpen
        }
    }

    """

    func testAnotherModulesNestedTypeOfATakenNameHoldsNothing() throws {
        let output = try lint(models: Self.serverNotification)
        XCTAssertTrue(output.stdout.contains("ShelfApp.swift:31:14: warning: no link, button or action in any reachable state presents this destination for Receipt [unreachable-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.contains("navigation: 4 of 4 sites modelled (100%)"), output.stdout)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
    }

    /// A static function of that name on the module's `Notification` makes what the module's code returns: the old
    /// reading (what `Notification`, with its closure property, holds) stays.
    func testAStaticFunctionOfTheNameStaysWhatItsTypeHolds() throws {
        let output = try lint(models: Self.serverNotification.replacingOccurrences(of: "    public init(title:", with: """
            public static func Name(_ raw: String) -> Notification { Notification(title: raw, onOpen: {}) }

            public init(title:
        """))
        XCTAssertFalse(output.stdout.contains("unreachable-destination"), output.stdout)
        XCTAssertTrue(output.stderr.contains("reads a static value that holds navigation"), output.stderr)
    }
}
