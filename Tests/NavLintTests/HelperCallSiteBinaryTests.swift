import Foundation
import XCTest

/// A module's view helper (`extension View { func navigationStackEmbeded() }`, a `ViewModifier` applied with
/// `.modifier`) read in place: a finding about what its body makes is reported where the helper is applied, with a note
/// at the line in the helper. One helper line serves every use, and only the call tells which use is wrong (found on a
/// public app outside the corpus: a view applying `.navigationStackEmbeded()` twice in one chain, the two stacks nested,
/// was reported twice at the helper's own line, with no use named).
final class HelperCallSiteBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static let helpers = """
        import SwiftUI

        extension View {
            func navigationStackEmbeded(_ path: Binding<NavigationPath>? = nil) -> some View {
                if let path {
                    NavigationStack(path: path) { self }
                } else {
                    NavigationStack { self }
                }
            }
        }

        struct Embedded: ViewModifier {
            func body(content: Content) -> some View {
                NavigationStack { content }
            }
        }
        """

    static func module(chain: String) -> String {
        """
        import SwiftUI

        @main
        struct WifiApp: App {
            var body: some Scene { WindowGroup { EditView() } }
        }

        struct EditView: View {
            @State private var name = ""
            var body: some View {
                Form {
                    TextField("Name", text: $name)
                }
        \(chain)
            }
        }
        """
    }

    func lint(_ chain: String) throws -> NavLintProcess.Output {
        try? FileManager.default.removeItem(at: root.appendingPathComponent("App"))
        try write(Self.helpers, to: root.appendingPathComponent("App/Helpers.swift"))
        return try NavLintProcess.lint(Self.module(chain: chain), at: "App/EditView.swift", in: root)
    }

    func testANestingTheHelperMakesIsReportedWhereItIsApplied() throws {
        let twice = try lint("""
                    .navigationStackEmbeded()
                    .navigationTitle("Edit")
                    .navigationStackEmbeded()
            """)
        XCTAssertEqual(twice.status, 1, twice.stdout + twice.stderr)
        XCTAssertTrue(twice.stdout.contains("""
            App/EditView.swift:14:10: error: this NavigationStack is inside another NavigationStack's content [nested-stack]
            """), twice.stdout)
        XCTAssertTrue(twice.stdout.contains("App/Helpers.swift:"), twice.stdout)
        XCTAssertTrue(twice.stdout.contains("note: inside '.navigationStackEmbeded', whose code is here"), twice.stdout)
        XCTAssertTrue(twice.stdout.contains("App/EditView.swift:16:10: note: the enclosing NavigationStack"), twice.stdout)
        XCTAssertFalse(twice.stdout.contains("App/Helpers.swift:6:13: error") || twice.stdout.contains("App/Helpers.swift:8:13: error"), twice.stdout)

        let once = try lint("""
                    .navigationStackEmbeded()
                    .navigationTitle("Edit")
            """)
        XCTAssertEqual(once.status, 0, once.stdout + once.stderr)
    }

    func testAViewModifiersBodyIsReportedWhereItIsApplied() throws {
        let twice = try lint("""
                    .modifier(Embedded())
                    .modifier(Embedded())
            """)
        XCTAssertEqual(twice.status, 1, twice.stdout + twice.stderr)
        XCTAssertTrue(twice.stdout.contains("App/EditView.swift:14:10: error: this NavigationStack is inside another NavigationStack's content [nested-stack]"),
                      twice.stdout)
        XCTAssertTrue(twice.stdout.contains("note: inside '.modifier', whose code is here"), twice.stdout)
        XCTAssertFalse(twice.stdout.contains("App/Helpers.swift:17:9: error"), twice.stdout)
    }
}
