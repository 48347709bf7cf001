import NavSceneDiagnostics
import NavSceneLoader
@testable import NavSceneRules
import XCTest

/// Which screens of a stack may lie below which (`StackOrder`): a destination on screen S serves a link on screen L
/// only while S is below L. Chains of pushes of any length, pushed views, and pushes from outside the stack (which
/// may land on any screen) make a screen below another; a sibling nothing pushes from is not below.
final class StackOrderTests: XCTestCase {
    /// Root pushes A (and B when `rootPushesB`); A registers Note and pushes B when `aPushesB`; B pushes C
    /// (`bPushesC`); the link for Note sits on `linkOn` ("B" or "C"). `outside`: a Button beside the stack appends a B.
    func scene(rootPushesB: Bool, aPushesB: Bool, bPushesC: Bool = false, linkOn: String = "B", outside: Bool = false,
               aPushesViewWithLink: Bool = false) -> String {
        var lines = ["scene: Order", "types:", "  A: { enum: [a] }", "  B: { enum: [b] }", "  C: { enum: [c] }",
                     "  Note: { enum: [memo] }", "state:", "  path: NavigationPath", "root:", "  VStack:"]
        if outside { lines += ["    - Button: { title: Outside, action: [{ append: { path: B.b } }] }"] }
        lines += ["    - NavigationStack:", "        path: $path", "        root:", "          VStack:",
                  "            - NavigationLink: { title: To A, value: A.a }"]
        if rootPushesB { lines += ["            - NavigationLink: { title: To B, value: B.b }"] }
        lines += ["          navigationDestination:",
                  "            - for: A", "              as: a", "              destination:", "                VStack:",
                  "                  - Text: A"]
        if aPushesB { lines += ["                  - NavigationLink: { title: A to B, value: B.b }"] }
        if aPushesViewWithLink {
            lines += ["                  - NavigationLink:", "                      title: Pushed view",
                      "                      destination: { NavigationLink: { title: Memo from view, value: Note.memo } }"]
        }
        lines += ["                navigationDestination: { for: Note, as: note, destination: { Text: Note } }",
                  "            - for: B", "              as: b", "              destination:", "                VStack:",
                  "                  - Text: B"]
        if linkOn == "B" { lines += ["                  - NavigationLink: { title: Memo, value: Note.memo }"] }
        if bPushesC { lines += ["                  - NavigationLink: { title: B to C, value: C.c }"] }
        lines += ["            - for: C", "              as: c", "              destination:", "                VStack:",
                  "                  - Text: C"]
        if linkOn == "C" { lines += ["                  - NavigationLink: { title: Memo, value: Note.memo }"] }
        return lines.joined(separator: "\n") + "\n"
    }

    func deadLinks(_ text: String) throws -> [String] {
        let load = SceneLoader.load(source: SourceFile(path: "scene.yaml", bytes: Array(text.utf8)))
        XCTAssertEqual(load.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        _ = try XCTUnwrap(load.scene)
        return lint(load).filter { $0.id == "link-without-destination" }.map(\.message)
    }

    static let dead = "no navigationDestination for Note is visible from this link, so it never does anything"

    func testASiblingNothingPushesFromIsNotBelow() throws {
        XCTAssertEqual(try deadLinks(scene(rootPushesB: true, aPushesB: false)), [Self.dead])
    }

    func testAScreenThatPushesTheLinksScreenIsBelowIt() throws {
        XCTAssertEqual(try deadLinks(scene(rootPushesB: true, aPushesB: true)), [])
    }

    func testBelowThroughAChainOfPushes() throws {
        XCTAssertEqual(try deadLinks(scene(rootPushesB: false, aPushesB: true, bPushesC: true, linkOn: "C")), [])
        XCTAssertEqual(try deadLinks(scene(rootPushesB: true, aPushesB: false, bPushesC: true, linkOn: "C")), [Self.dead])
    }

    /// A Button outside the stack appends while any screen is on top: B may be pushed above A.
    func testAPushFromOutsideTheStackMayLandAboveAnyScreen() throws {
        XCTAssertEqual(try deadLinks(scene(rootPushesB: true, aPushesB: false, outside: true)), [])
    }

    /// A view a link on A pushes lies above A: its link resolves through A's destination.
    func testAPushedViewLiesAboveTheScreenOfItsLink() throws {
        XCTAssertEqual(try deadLinks(scene(rootPushesB: true, aPushesB: false, linkOn: "none", aPushesViewWithLink: true)), [])
    }
}
