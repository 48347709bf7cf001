import Foundation
import XCTest

/// Through the binary, err/ok twins: a model's initializer that pushes a value at launch (through the type's own
/// methods) onto a path whose stack has no destination for its type is reported at the initializer's call, with the
/// launch as the witness; with a destination for the type on the stack, nothing is.
final class InitialPushBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static let trail = """
    import SwiftUI

    enum Stop: Hashable { case start, camp(Int), summit }

    @Observable
    final class Trail {
        var path = NavigationPath()
        private let saved: Int?

        init(saved: Int?) {
            self.saved = saved
            if let saved {
                resume(at: saved)
            }
        }

        private func push(_ stop: Stop) {
            path.append(stop)
        }

        private func resume(at camp: Int) {
            push(.camp(camp))
        }

        func climb() { push(.summit) }
    }

    struct TrailView: View {
        @State private var trail = Trail(saved: nil)
        var body: some View {
            NavigationStack(path: $trail.path) {
                Text("Trailhead")
            }
        }
    }

    @main
    struct TrailApp: App {
        var body: some Scene {
            WindowGroup { TrailView() }
        }
    }
    """

    static let trailWithDestination = trail.replacingOccurrences(
        of: "            Text(\"Trailhead\")\n",
        with: "            Text(\"Trailhead\")\n                .navigationDestination(for: Stop.self) { stop in Text(\"Stop\") }\n")

    func lint(_ text: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(text, at: "Trail/Trail.swift", in: root)
    }

    func testAValueTheInitializerPushesWithoutADestinationIsReported() throws {
        let output = try lint(Self.trail)
        XCTAssertTrue(output.stdout.contains("Trail/Trail.swift:13:13: error: this call in an initializer puts a Stop on the path 'path' at launch, but no navigationDestination for Stop is visible to the stack [link-without-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.contains("Trail/Trail.swift:18:9: note: the append it reaches"), output.stdout)
        XCTAssertTrue(output.stdout.contains("note: for example at launch: the initializer runs when the model is made, and the path starts with this Stop"), output.stdout)
        XCTAssertEqual(output.status, 1)
    }

    func testAValueTheInitializerPushesWithADestinationIsSilent() throws {
        XCTAssertNotEqual(Self.trailWithDestination, Self.trail)
        let output = try lint(Self.trailWithDestination)
        XCTAssertFalse(output.stdout.contains("link-without-destination"), output.stdout)
        XCTAssertEqual(output.status, 0, output.stdout)
    }
}
