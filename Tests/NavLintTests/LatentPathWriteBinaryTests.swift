import Foundation
import XCTest

/// A path written with a value the model cannot compute (`harbor.path = saved()`, `harbor.path.removeLast(k)`) is a
/// latent write (`StateVariable.isLatent`): modelled, as any list of the path's element type for what may be shown,
/// and never a step of a witness. Through the binary: the write is an abstraction (every site modelled); the Pier
/// screen it may show is not unreachable; it yields no finding of its own (a pop right after it, a Pier with no
/// destination); a real mistake on the same stack (a Button popping the empty path) and an unreachable destination
/// on another stack are still reported.
final class LatentPathWriteBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    /// `restore` is the Restore Button's action; `dock` more content of the first stack; `destinations` its destinations.
    static func app(restore: String, dock: String = "", destinations: String = """
                        .navigationDestination(for: Pier.self) { pier in
                            Text("Pier")
                        }
    """) -> String {
        """
        import SwiftUI

        enum Pier: Hashable { case north, south }

        @Observable
        final class Harbor {
            var path: [Pier] = []
            var buoys: [Int] = []
        }

        func saved(_ key: String) -> [Pier] {
            UserDefaults.standard.string(forKey: key) == "n" ? [.north] : [.south, .north]
        }

        struct DockView: View {
            @State private var harbor = Harbor()
            var body: some View {
                TabView {
                    NavigationStack(path: $harbor.path) {
                        VStack {
                            Button("Restore") {
                                \(restore)
                            }
                            \(dock)
                        }
        \(destinations)
                    }
                    NavigationStack(path: $harbor.buoys) {
                        Text("Buoys")
                            .navigationDestination(for: Int.self) { buoy in
                                Text("Buoy")
                            }
                    }
                }
            }
        }

        """
    }

    static let restored = "harbor.path = (UserDefaults.standard.array(forKey: \"dock\") as? [Pier]) ?? [.north]"

    /// The write is an abstraction and every site is modelled; a pop right after it would crash only if the path were
    /// empty, which the model does not know: no finding. The Pier screen it may show is reachable; the Int destination
    /// of the other stack, which nothing pushes, is still reported.
    func testALatentWriteIsModelledAndYieldsNoFindingOfItsOwn() throws {
        let output = try lint(Self.app(restore: Self.restored + "\n                harbor.path.removeLast()"))
        XCTAssertTrue(output.stderr.contains("abstracted statement 'harbor.path = (UserDefaults.standard.array("), output.stderr)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 7 of 7 sites modelled (100%)\n"), output.stdout)
        XCTAssertEqual(findings(output, "pop-empty-path"), [], output.stdout)
        let unreachable = findings(output, "unreachable-destination")
        XCTAssertEqual(unreachable.count, 1, output.stdout)
        XCTAssertTrue(unreachable.first?.contains("presents this destination for Int") ?? false, output.stdout)
    }

    /// The twins: a Button on the same stack popping the empty path is still reported; without the write, nothing
    /// shows the Pier screen.
    func testARealMistakeOnTheSameStackAndAnUnreachedScreenAreStillReported() throws {
        let popping = try lint(Self.app(restore: Self.restored, dock: "Button(\"Back\") { harbor.path.removeLast() }"))
        XCTAssertEqual(findings(popping, "pop-empty-path").count, 1, popping.stdout)
        XCTAssertTrue(popping.stdout.contains("tapping 'Back' can crash the app"), popping.stdout)
        let unwritten = try lint(Self.app(restore: "print(\"restore\")"))
        XCTAssertTrue(findings(unwritten, "unreachable-destination").contains { $0.contains("presents this destination for Pier") }, unwritten.stdout)
    }

    /// With no destination for Pier, the latent write's Piers are no finding (the write may put none); a Button
    /// appending one is.
    func testAPierWithNoDestinationIsReportedOnlyForARealPush() throws {
        let latent = try lint(Self.app(restore: Self.restored, destinations: ""))
        XCTAssertEqual(findings(latent, "link-without-destination"), [], latent.stdout)
        let pushed = try lint(Self.app(restore: Self.restored, dock: "Button(\"Sail\") { harbor.path.append(.north) }", destinations: ""))
        XCTAssertTrue(pushed.stdout.contains("this Button puts a Pier on the path, but no navigationDestination for Pier is visible to the stack [link-without-destination]"), pushed.stdout)
    }

    /// A removal the model cannot compute (`removeLast(k)`: any prefix of the path, in Swift) is a latent write too.
    func testARemovalItCannotComputeIsALatentWrite() throws {
        let output = try lint(Self.app(restore: "harbor.path.removeLast(harbor.buoys.count)"))
        XCTAssertTrue(output.stderr.contains("abstracted statement 'harbor.path.removeLast(harbor.buoys.count)'"), output.stderr)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 6 of 6 sites modelled (100%)\n"), output.stdout)
        XCTAssertEqual(findings(output, "pop-empty-path"), [], output.stdout)
    }

    private func lint(_ app: String) throws -> NavLintProcess.Output {
        try write(app, to: root.appendingPathComponent("App/Dock.swift"))
        return try NavLintProcess.run(["--verbose", "App"], in: root)
    }

    private func findings(_ output: NavLintProcess.Output, _ rule: String) -> [String] {
        output.stdout.split(separator: "\n").filter { $0.contains("[\(rule)]") }.map(String.init)
    }
}
