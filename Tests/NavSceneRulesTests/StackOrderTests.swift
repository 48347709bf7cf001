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

/// A link and a destination in two branches of one pushed screen: one instance of the screen shows one branch, but
/// the screen may be pushed onto itself, and another instance below may show the other branch when the condition is
/// the instance's own state. A condition on the scene's state is the same in every instance: then no instance
/// below registers the destination while this one shows the link.
final class StackOrderSameScreenTests: XCTestCase {
    func scene(ownState: Bool, pushesItself: Bool) -> String {
        var lines = ["scene: Again", "types:", "  Person: { enum: [ann] }", "  Note: { enum: [memo] }"]
        if !ownState { lines += ["state:", "  writing: Bool"] }
        lines += ["views:", "  PersonView:"]
        if ownState { lines += ["    state:", "      writing: Bool"] }
        lines += ["    body:", "      VStack:",
                  "        - Button: { title: Write, action: [{ toggle: writing }] }"]
        if pushesItself { lines += ["        - NavigationLink: { title: Again, value: Person.ann }"] }
        lines += ["        - if: writing",
                  "          then: { NavigationLink: { title: Memo, value: Note.memo } }",
                  "          else:",
                  "            Text: Reading",
                  "            navigationDestination: { for: Note, as: note, destination: { Text: Note } }",
                  "root:", "  NavigationStack:", "    root:", "      NavigationLink: { title: Ann, value: Person.ann }",
                  "      navigationDestination: { for: Person, as: person, destination: { PersonView: {} } }"]
        return lines.joined(separator: "\n") + "\n"
    }

    func testAnotherInstanceBelowMayShowTheOtherBranchOfItsOwnState() throws {
        XCTAssertEqual(try deadLinks(scene(ownState: true, pushesItself: true)), [])
    }

    func testWithoutAPushOfItselfNoInstanceIsBelow() throws {
        XCTAssertEqual(try deadLinks(scene(ownState: true, pushesItself: false)), [StackOrderTests.dead])
    }

    func testTheScenesStateIsTheSameInEveryInstance() throws {
        XCTAssertEqual(try deadLinks(scene(ownState: false, pushesItself: true)), [StackOrderTests.dead])
    }
}

extension XCTestCase {
    /// The messages of `link-without-destination` on a scene file that loads without errors.
    func deadLinks(_ text: String) throws -> [String] {
        let load = SceneLoader.load(source: SourceFile(path: "scene.yaml", bytes: Array(text.utf8)))
        XCTAssertEqual(load.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        _ = try XCTUnwrap(load.scene)
        return lint(load).filter { $0.id == "link-without-destination" }.map(\.message)
    }
}
