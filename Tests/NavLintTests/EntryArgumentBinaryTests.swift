import Foundation
import XCTest

/// Found on a public app outside the corpus: four feature packages ended with "the target's navigation was not
/// checked", each because a screen nothing in its module shows (an entry, given any value of each parameter) took a
/// `UUID` (`InCallView(store:currentUserId:)`). Nothing stands in for a `UUID`, so the entry's argument was left out
/// and the model's checker rejected the instance. Such an argument is unknown where it is read, and the target is
/// checked.
final class EntryArgumentBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    func screen(_ parameterType: String) throws {
        try write("""
        import SwiftUI

        public struct InCallView: View {
            @State private var showHost = false
            public let currentUserId: \(parameterType)

            public init(currentUserId: \(parameterType)) {
                self.currentUserId = currentUserId
            }

            public var body: some View {
                NavigationStack {
                    List {
                        Button("Host \\(currentUserId)") { showHost = true }
                            .navigationDestination(isPresented: $showHost) { Text("Host") }
                    }
                }
            }
        }

        """, to: root.appendingPathComponent("Calls/InCallView.swift"))
    }

    func testAnEntryTakingAUUIDIsChecked() throws {
        try screen("UUID")
        let run = try NavLintProcess.run(["--color", "never", "Calls"], in: root)
        XCTAssertFalse(run.stdout.contains("swift-unmodelled"), run.stdout)
        XCTAssertTrue(run.stdout.contains("Calls/InCallView.swift:15:22: error: this navigationDestination is inside a List's lazily created content"), run.stdout)
        XCTAssertEqual(run.status, 1, run.stdout)
    }

    /// The same screen taking an `Int`, which a number stands in for: checked as before.
    func testAnEntryTakingANumberIsChecked() throws {
        try screen("Int")
        let run = try NavLintProcess.run(["--color", "never", "Calls"], in: root)
        XCTAssertFalse(run.stdout.contains("swift-unmodelled"), run.stdout)
        XCTAssertTrue(run.stdout.contains("Calls/InCallView.swift:15:22: error: this navigationDestination is inside a List's lazily created content"), run.stdout)
    }
}
