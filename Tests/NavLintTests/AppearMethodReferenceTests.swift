import Foundation
import XCTest

/// `.onAppear(perform: start)`: SwiftUI calls the view's own method when the view appears, as `{ start() }` would, so
/// its body is read in place (issue 22 item 3: it was an unknown modifier where the method may navigate and is not
/// already one of the view's named actions, `self.start` among them; `self.start` fails without it). Twins:
/// the method pushes the destination's value (the destination is reached, nothing unknown), or only counts (the
/// destination nothing presents is reported).
final class AppearMethodReferenceTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static func app(perform: String, start: String) -> String {
        """
        import SwiftUI

        @Observable
        final class Harbor {
            var path: [Int] = []
            var visits = 0
        }

        struct DockView: View {
            @State private var harbor = Harbor()
            var body: some View {
                NavigationStack(path: $harbor.path) {
                    Text("Dock")
                        .navigationDestination(for: Int.self) { pier in
                            Text("Pier \\(pier)")
                        }
                }
                .onAppear(perform: \(perform))
            }

            func start() {
                \(start)
            }
        }

        """
    }

    private func lint(_ app: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(app, at: "App/Dock.swift", in: root, verbose: true)
    }

    func testAMethodThatPushesOnAppearIsReadInPlace() throws {
        for perform in ["start", "self.start"] {
            let output = try lint(Self.app(perform: perform, start: "harbor.path.append(1)"))
            XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
            XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
            XCTAssertTrue(output.stdout.hasSuffix("sites modelled (100%)\n"), output.stdout)
        }
    }

    func testAMethodThatOnlyCountsLeavesTheDestinationUnreachable() throws {
        let output = try lint(Self.app(perform: "start", start: "harbor.visits += 1"))
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Dock.swift:14:18: warning: no link, button or action in any reachable state presents this destination for Int [unreachable-destination]"),
                      output.stdout)
    }
}
