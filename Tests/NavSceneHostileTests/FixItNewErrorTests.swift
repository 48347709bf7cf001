import Foundation
import XCTest

/// Fix-its whose result would bring an error the file did not have, found by the `fix` fuzz target
/// (Tests/Fixtures/fuzz-seeds/fix/new-nested-stack-error), through the built binary.
final class FixItNewErrorTests: XCTestCase {
    override func setUpWithError() throws { try skipWithoutSwiftFrontEnd() }

    /// A view that wraps itself in a stack and declares, outside that stack, a destination showing itself again.
    static func module(innerStack: Bool) -> String {
        let body = innerStack ? "NavigationStack {\n            Button(\"Open\") { open = true }\n        }"
                              : "VStack {\n            Button(\"Open\") { open = true }\n        }"
        return """
        import SwiftUI

        @main
        struct ShelfApp: App {
            var body: some Scene {
                WindowGroup { Shelf() }
            }
        }

        struct Shelf: View {
            @State private var open = false
            var body: some View {
                NavigationStack {
                    Button("Open") { open = true }
                }
                .navigationDestination(isPresented: $open) { Drawer() }
            }
        }

        struct Drawer: View {
            @State private var open = false
            var body: some View {
                \(body)
            }
        }

        """
    }

    /// Moving the destination inside the stack would push Drawer, whose body is a NavigationStack: a nested stack the
    /// file did not have (its destination was ignored). The fix-it is not offered; a note says why and where, and
    /// `--fix` leaves the file as it is without a rolled-back fix. Drawer's stack itself is no nested stack: the
    /// destination chained on Shelf's stack is outside that stack, so nothing pushes Drawer onto it (the shape check
    /// of stacks no state shows took the stack the destination is chained on for the stack it pushes onto).
    func testNoMoveFixItWhenTheDestinationWouldPushAStackOntoTheStack() throws {
        let dir = try Scratch("fix-new-nested-stack")
        let text = Self.module(innerStack: true)
        try dir.write("Shelf.swift", text)
        let lint = try BuiltNavLint.run(["."], in: dir.path)
        lint.assertExited()
        XCTAssertTrue(lint.stdout.contains("Shelf.swift:16:10: error: this navigationDestination has no NavigationStack"), lint.all)
        XCTAssertTrue(lint.stdout.contains("Shelf.swift:23:9: note: no fix-it: moved inside the stack, the modifier would push this NavigationStack onto it (nested-stack)"), lint.all)
        XCTAssertFalse(lint.stdout.contains("fix: move the modifier"), lint.all)
        XCTAssertFalse(lint.stdout.contains("[nested-stack]"), "Drawer is never pushed (its destination is ignored), so its stack nests nowhere: " + lint.all)

        let fix = try BuiltNavLint.run(["--fix", "."], in: dir.path)
        fix.assertExited()
        XCTAssertFalse(fix.all.contains("did not fix"), "no fix is tried, so none is rolled back: " + fix.all)
        XCTAssertEqual(try dir.read("Shelf.swift"), text)
    }

    /// The same destination showing a view without a stack of its own keeps its fix-it, and `--fix` applies it.
    func testTheMoveFixItIsKeptWhenThePushedViewHasNoStack() throws {
        let dir = try Scratch("fix-no-nested-stack")
        try dir.write("Shelf.swift", Self.module(innerStack: false))
        let lint = try BuiltNavLint.run(["."], in: dir.path)
        lint.assertExited()
        XCTAssertTrue(lint.stdout.contains("fix: move the modifier onto the Button inside the stack"), lint.all)

        let fix = try BuiltNavLint.run(["--fix", "."], in: dir.path)
        fix.assertExited()
        XCTAssertFalse(fix.all.contains("did not fix"), fix.all)
        let fixed = try dir.read("Shelf.swift")
        XCTAssertTrue(fixed.contains("Button(\"Open\") { open = true }\n            .navigationDestination(isPresented: $open) { Drawer() }\n        }"), fixed + fix.all)
        let again = try BuiltNavLint.run(["."], in: dir.path)
        XCTAssertFalse(again.stdout.contains("destination-outside-stack"), again.all)
    }
}
