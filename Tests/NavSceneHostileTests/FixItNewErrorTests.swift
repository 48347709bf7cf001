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

    /// A folder browser: a view whose body is its own stack, with the destination for the subfolders declared on a
    /// row of its List (ignored there) or of a ForEach in a VStack. `pushesItself` false: the destination shows a
    /// leaf view without a stack.
    static func folderModule(container: String, pushesItself: Bool) -> String {
        """
        import SwiftUI

        @main
        struct FolderApp: App {
            var body: some Scene {
                WindowGroup { Folder() }
            }
        }

        struct Folder: View {
            var body: some View {
                NavigationStack {
                    \(container) {
                        ForEach(0..<3) { n in
                            NavigationLink("Folder \\(n)", value: n)
                                .navigationDestination(for: Int.self) { n in \(pushesItself ? "Folder()" : "Leaf()") }
                        }
                    }
                }
            }
        }

        struct Leaf: View {
            var body: some View {
                Text("Leaf")
            }
        }

        """
    }

    /// `fix-new-nested-stack-error-2` (Tests/Fixtures/fuzz-seeds/fix): the lazy-container rule's move out of the List
    /// would make the destination effective, and it pushes Folder, whose body is a NavigationStack: a new nested stack.
    /// The move is not offered; a note at Folder's stack says why, and `--fix` leaves the file as it is.
    func testNoLazyContainerMoveWhenTheDestinationWouldPushAStack() throws {
        let dir = try Scratch("fix-lazy-nested-stack")
        let text = Self.folderModule(container: "List", pushesItself: true)
        try dir.write("Folder.swift", text)
        let lint = try BuiltNavLint.run(["."], in: dir.path)
        lint.assertExited()
        XCTAssertTrue(lint.stdout.contains("Folder.swift:16:26: error: this navigationDestination is inside a List's lazily created content"), lint.all)
        XCTAssertTrue(lint.stdout.contains("Folder.swift:12:9: note: no fix-it: moved out of the lazy content, the modifier would push this NavigationStack onto the stack (nested-stack)"), lint.all)
        XCTAssertFalse(lint.stdout.contains("fix: move the modifier"), lint.all)

        let fix = try BuiltNavLint.run(["--fix", "."], in: dir.path)
        fix.assertExited()
        XCTAssertFalse(fix.all.contains("did not fix"), "no fix is tried, so none is rolled back: " + fix.all)
        XCTAssertEqual(try dir.read("Folder.swift"), text)
    }

    /// The ForEach rule's move onto the VStack around it: the same check, the same note.
    func testNoForEachMoveWhenTheDestinationWouldPushAStack() throws {
        let dir = try Scratch("fix-foreach-nested-stack")
        let text = Self.folderModule(container: "VStack", pushesItself: true)
        try dir.write("Folder.swift", text)
        let lint = try BuiltNavLint.run(["."], in: dir.path)
        lint.assertExited()
        XCTAssertTrue(lint.stdout.contains("Folder.swift:16:26: warning: this navigationDestination is declared again for every element the ForEach shows"), lint.all)
        XCTAssertTrue(lint.stdout.contains("Folder.swift:12:9: note: no fix-it: moved out of the ForEach, the modifier would push this NavigationStack onto the stack (nested-stack)"), lint.all)
        XCTAssertFalse(lint.stdout.contains("fix: move the modifier"), lint.all)

        let fix = try BuiltNavLint.run(["--fix", "."], in: dir.path)
        fix.assertExited()
        XCTAssertFalse(fix.all.contains("did not fix"), fix.all)
        XCTAssertEqual(try dir.read("Folder.swift"), text)
    }

    /// Showing a leaf view, both moves are offered and `--fix` applies them with no new finding.
    func testTheDestinationMovesAreKeptWhenTheDestinationShowsNoStack() throws {
        for container in ["List", "VStack"] {
            let dir = try Scratch("fix-leaf-\(container)")
            try dir.write("Folder.swift", Self.folderModule(container: container, pushesItself: false))
            let lint = try BuiltNavLint.run(["."], in: dir.path)
            lint.assertExited()
            XCTAssertTrue(lint.stdout.contains("fix: move the modifier onto the"), container + lint.all)
            XCTAssertFalse(lint.stdout.contains("no fix-it"), container + lint.all)

            let fix = try BuiltNavLint.run(["--fix", "."], in: dir.path)
            fix.assertExited()
            XCTAssertFalse(fix.all.contains("did not fix"), container + fix.all)
            let again = try BuiltNavLint.run(["."], in: dir.path)
            XCTAssertFalse(again.stdout.contains("[destination-in-"), container + again.all)
        }
    }

    /// A Button pushes an Int onto the outer stack's path; the only destination for Int is on a List row, where
    /// SwiftUI ignores it. The Button's dead push is explained by that misplacement (not reported, `--verbose` says
    /// why); moving the destination onto the List (the fix-it) makes the sidebar's link work but is still not visible
    /// to the stack the Button writes: the fix only reveals the Button's finding, so it is applied and the finding
    /// reported (the fix fuzz target's `fuzz-seeds/fix/revealed-push-without-destination`: `--fix` refused it, "the
    /// fix itself causes a new finding").
    func testAFixThatRevealsAnExplainedFindingIsApplied() throws {
        let dir = try Scratch("fix-reveals-explained")
        let text = """
        import SwiftUI

        @main
        struct ShelfApp: App {
            var body: some Scene {
                WindowGroup { Home() }
            }
        }

        struct Home: View {
            @State private var path: [Int] = []
            var body: some View {
                NavigationStack(path: $path) {
                    NavigationSplitView {
                        List {
                            VStack {
                                Button("Push") { path.append(1) }
                                NavigationLink("Two", value: 2)
                            }
                            .navigationDestination(for: Int.self) { n in Text("\\(n)") }
                        }
                    } detail: {
                        Text("Detail")
                    }
                }
            }
        }

        """
        try dir.write("Home.swift", text)
        let lint = try BuiltNavLint.run(["--verbose", "."], in: dir.path)
        XCTAssertTrue(lint.stdout.contains("Home.swift:20:22: error: this navigationDestination is inside a List's lazily created content"), lint.all)
        XCTAssertFalse(lint.stdout.contains("[link-without-destination]"), lint.all)
        XCTAssertTrue(lint.stderr.contains("Home.swift:17:25: not reported [link-without-destination]: this Button puts a Int on the path, but no navigationDestination for Int is visible to the stack; the navigationDestination for Int at Home.swift:20:22 is misplaced, which [destination-in-lazy-container] reports"), lint.all)

        let fix = try BuiltNavLint.run(["--fix", "."], in: dir.path)
        XCTAssertFalse(fix.all.contains("did not fix"), fix.all)
        XCTAssertTrue(fix.stderr.contains("navlint: fixed 1 finding in Home.swift"), fix.all)
        XCTAssertTrue(fix.stdout.contains("Home.swift:17:25: error: this Button puts a Int on the path, but no navigationDestination for Int is visible to the stack [link-without-destination]"), fix.all)
        XCTAssertFalse(fix.stdout.contains("[destination-in-lazy-container]"), fix.all)
        let fixed = try dir.read("Home.swift")
        XCTAssertTrue(fixed.contains("                }\n                .navigationDestination(for: Int.self)"), fixed)
    }
}
