import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
@testable import NavSceneRules
import XCTest

/// Absence findings (link-without-destination, dead-link, unreachable-destination) are hidden only by unknown code
/// that can reach the finding's own stack: sitting on it (its root or a screen pushed onto it), enclosing it, or
/// outside any view body. Unknown code elsewhere (another tab's stack) hides nothing. The scenes are scene files with
/// unknown sites placed on their nodes, as the Swift front end records them (`OpaqueSite.node`).
final class OpaqueScopingTests: XCTestCase {
    /// Repro 12's shape: two tabs, each with its own stack; the only `Place` destination is on the Atlas tab's stack,
    /// and the Log tab's link pushes a Place. The Log tab also pushes a view (`More`) onto its stack.
    let tabs = """
    scene: Explorer
    types:
      Place: { enum: [lagoon, pier] }
    root:
      TabView:
        tabs:
          - Tab:
              title: Atlas
              content:
                NavigationStack:
                  - List:
                      - NavigationLink: { title: Lagoon, value: Place.lagoon }
                    navigationDestination:
                      for: Place
                      as: place
                      destination: { Text: "{place}" }
          - Tab:
              title: Log
              content:
                NavigationStack:
                  - VStack:
                      - NavigationLink: { title: Pier, value: Place.pier }
                      - NavigationLink: { title: More, destination: { VStack: [ { Text: More } ] } }
    """

    func load(_ text: String) throws -> LoadResult {
        let load = SceneLoader.load(source: SourceFile(path: "scene.yaml", bytes: Array(text.utf8)))
        XCTAssertEqual(load.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        _ = try XCTUnwrap(load.scene)
        return load
    }

    func ids(_ load: LoadResult) -> [String] { lint(load).map(\.id) }

    /// The first node (in node order) that `matches`.
    func node(_ load: LoadResult, _ matches: (ViewNode) -> Bool) throws -> ViewNode {
        try XCTUnwrap(load.scene?.nodes.first(where: matches))
    }

    /// The `index`th element of a kind, in node order (links: Lagoon, Pier, More; buttons: Go A, Go B).
    func nth(_ load: LoadResult, _ index: Int, _ isKind: (ViewNode) -> Bool) throws -> ViewNode {
        let matching = (load.scene?.nodes ?? []).filter(isKind)
        XCTAssertGreaterThan(matching.count, index)
        return try XCTUnwrap(matching.dropFirst(index).first)
    }

    func isLink(_ node: ViewNode) -> Bool { if case .link = node.element { return true } else { return false } }
    func isButton(_ node: ViewNode) -> Bool { if case .button = node.element { return true } else { return false } }

    func unknown(_ kind: OpaqueSite.Kind, at node: ViewNode?, registers: Bool = true, navigates: Bool = true) -> OpaqueSite {
        OpaqueSite(kind: kind, what: ".unknown()", range: node?.range ?? .synthetic("scene.yaml"),
                   mayRegisterDestinations: registers, mayNavigate: navigates, node: node)
    }

    func testWithoutUnknownCodeTheLinkIsReported() throws {
        XCTAssertEqual(ids(try load(tabs)), ["link-without-destination"])
    }

    /// Repro 12: an unknown modifier on the other tab's List cannot declare anything the Log tab's stack sees.
    func testUnknownModifierInASiblingTabDoesNotHideTheFinding() throws {
        let load = try load(tabs)
        let list = try node(load) { if case .list = $0.element { return true } else { return false } }
        load.scene!.opaque = [unknown(.modifier, at: list)]
        XCTAssertEqual(ids(load), ["link-without-destination"])
    }

    func testUnknownModifierOnTheLinksOwnStackHidesIt() throws {
        let load = try load(tabs)
        let pier = try nth(load, 1, isLink)
        load.scene!.opaque = [unknown(.modifier, at: pier.parent)]
        XCTAssertEqual(ids(load), [])
    }

    /// A screen pushed onto the same stack is on that stack, but above the root: a destination an unknown modifier
    /// there may declare is never registered while the root's link is shown (`StackOrder`), so it hides nothing.
    func testUnknownModifierInAPushedScreenAboveTheLinkDoesNotHideIt() throws {
        let load = try load(tabs)
        let more = try nth(load, 2, isLink)
        guard case .link(let element) = more.element, let pushed = element.destination.first else { return XCTFail("no pushed content") }
        load.scene!.opaque = [unknown(.modifier, at: pushed)]
        XCTAssertEqual(ids(load), ["link-without-destination"])
    }

    /// An unknown view wrapping the stack (here: the node is the TabView around both stacks) may declare anything.
    func testUnknownCodeEnclosingTheStackHidesIt() throws {
        let load = try load(tabs)
        let tabView = try node(load) { if case .tabView = $0.element { return true } else { return false } }
        load.scene!.opaque = [unknown(.view, at: tabView)]
        XCTAssertEqual(ids(load), [])
    }

    func testUnknownCodeOutsideAnyViewBodyHidesIt() throws {
        let load = try load(tabs)
        load.scene!.opaque = [unknown(.statement, at: nil)]
        XCTAssertEqual(ids(load), [])
    }

    /// Unknown code that cannot declare destinations hides no destination finding.
    func testUnknownCodeThatCannotDeclareDestinationsHidesNothing() throws {
        let load = try load(tabs)
        load.scene!.opaque = [unknown(.statement, at: nil, registers: false, navigates: true)]
        XCTAssertEqual(ids(load), ["link-without-destination"])
    }

    /// A destination on tab B's stack (its path private to the stack) that nothing pushes: an unknown statement in a
    /// Button on tab A cannot push onto B's stack, so the destination is still unreachable; one on B's stack may push.
    let unreachable = """
    scene: Tabs
    types:
      Place: { enum: [lagoon] }
    root:
      TabView:
        tabs:
          - Tab:
              title: A
              content:
                NavigationStack:
                  - Button: { title: Go A, action: [] }
          - Tab:
              title: B
              content:
                NavigationStack:
                  - VStack:
                      - Button: { title: Go B, action: [] }
                    navigationDestination:
                      for: Place
                      as: place
                      destination: { Text: "{place}" }
    """

    func testUnreachableDestinationWithoutUnknownCode() throws {
        XCTAssertEqual(ids(try load(unreachable)), ["unreachable-destination"])
    }

    func testUnknownStatementInAnotherTabsButtonDoesNotHideUnreachableDestination() throws {
        let load = try load(unreachable)
        load.scene!.opaque = [unknown(.statement, at: try nth(load, 0, isButton), registers: false)]
        XCTAssertEqual(ids(load), ["unreachable-destination"])
    }

    func testUnknownStatementOnTheDestinationsStackHidesUnreachableDestination() throws {
        let load = try load(unreachable)
        load.scene!.opaque = [unknown(.statement, at: try nth(load, 1, isButton), registers: false)]
        XCTAssertEqual(ids(load), [])
    }

    /// A stack bound to a path state: navigating unknown code anywhere may write the path.
    func testUnknownStatementAnywhereHidesUnreachableDestinationOfABoundPath() throws {
        let bound = """
        scene: Tabs
        types:
          Place: { enum: [lagoon] }
        state:
          path: "[Place]"
        root:
          TabView:
            tabs:
              - Tab:
                  title: A
                  content:
                    NavigationStack:
                      - Button: { title: Go A, action: [] }
              - Tab:
                  title: B
                  content:
                    NavigationStack:
                      path: $path
                      root:
                        VStack:
                          - Button: { title: Go B, action: [] }
                        navigationDestination:
                          for: Place
                          as: place
                          destination: { Text: "{place}" }
        """
        let load = try load(bound)
        XCTAssertEqual(ids(load), ["unreachable-destination"], "the bound-path scene must still have the finding")
        load.scene!.opaque = [unknown(.statement, at: try nth(load, 0, isButton), registers: false)]
        XCTAssertEqual(ids(load), [])
    }
}
