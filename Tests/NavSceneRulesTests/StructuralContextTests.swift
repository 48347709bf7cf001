import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
@testable import NavSceneRules
import XCTest

/// Structural rules decide from the code's shape in every known context, and give no finding for a fact that depends
/// on a context above that is unknown (an unknown view or modifier around the node, as the Swift front end records
/// them in `Scene.opaque`). Facts inside a view's own body hold whatever is above it.
final class StructuralContextTests: XCTestCase {
    func load(_ text: String) throws -> LoadResult {
        let load = SceneLoader.load(source: SourceFile(path: "scene.yaml", bytes: Array(text.utf8)))
        XCTAssertEqual(load.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        _ = try XCTUnwrap(load.scene)
        return load
    }

    func first(_ load: LoadResult, _ isKind: (ViewNode) -> Bool) throws -> ViewNode {
        try XCTUnwrap(load.scene?.nodes.first(where: isKind))
    }

    func site(_ kind: OpaqueSite.Kind, _ node: ViewNode) -> OpaqueSite {
        OpaqueSite(kind: kind, what: "Unknown", range: node.range, mayRegisterDestinations: true, mayNavigate: true, node: node)
    }

    let bare = """
    scene: Bare
    types:
      Color: { enum: [mint] }
    root:
      VStack:
        - HStack:
            - NavigationLink: { title: Mint, value: Color.mint }
              toolbar: [ { Button: { title: Edit, action: [] } } ]
    """

    func isHStack(_ node: ViewNode) -> Bool {
        if case .container(let kind, _) = node.element { return kind.rawValue == "HStack" }
        return false
    }

    func testWithNothingUnknownALinkWithoutAStackIsReported() throws {
        let ids = lint(try load(bare)).map(\.id)
        XCTAssertTrue(ids.contains("link-outside-navigation"), "\(ids)")
        XCTAssertTrue(ids.contains("toolbar-outside-navigation"), "\(ids)")
    }

    /// An unknown view around the link may be a stack: whether navigation is above is unknown, so no finding.
    func testAnUnknownViewAboveMakesOutsideNavigationUnknown() throws {
        let load = try load(bare)
        load.scene!.opaque = [site(.view, try first(load, isHStack))]
        let ids = lint(load).map(\.id)
        XCTAssertFalse(ids.contains("link-outside-navigation"), "\(ids)")
        XCTAssertFalse(ids.contains("toolbar-outside-navigation"), "\(ids)")
    }

    /// So may an unknown modifier chained on an ancestor (`.embedInNavigation()`).
    func testAnUnknownModifierOnAnAncestorMakesOutsideNavigationUnknown() throws {
        let load = try load(bare)
        load.scene!.opaque = [site(.modifier, try first(load, isHStack))]
        XCTAssertFalse(lint(load).map(\.id).contains("link-outside-navigation"))
    }

    /// Repro 13's shape: the destination sits on a row of a List's ForEach inside `TagList`'s own body; an unknown
    /// container between the stack and TagList cannot change that.
    let rows = """
    scene: Rows
    types:
      Tag: { enum: [swift, yaml] }
    views:
      TagList:
        body:
          List:
            - ForEach:
                data: Tag.allCases
                as: tag
                content:
                  NavigationLink: { title: "{tag}", value: tag }
                  navigationDestination:
                    for: Tag
                    as: shown
                    destination: { Text: "{shown}" }
    root:
      NavigationStack:
        - VStack:
            - TagList: {}
    """

    func testFactsInsideAViewHoldUnderAnUnknownContainer() throws {
        let load = try load(rows)
        let container = try first(load) { if case .container = $0.element { return true } else { return false } }
        load.scene!.opaque = [site(.view, container)]
        let ids = Set(lint(load).map(\.id))
        XCTAssertTrue(ids.isSuperset(of: ["destination-in-lazy-container", "destination-in-foreach"]), "\(ids)")
    }

    /// A pushed view that wraps itself in a stack, in a view no walked state shows (its caller unknown): nested-stack
    /// is decided from the shape between the two stacks.
    let nested = """
    scene: Nested
    state:
      show: Bool
    views:
      Profile:
        body:
          NavigationStack:
            - Text: Profile
    root:
      NavigationStack:
        - if: show
          then:
            - NavigationLink: { title: Profile, destination: { Profile: {} } }
    """

    func testNestedStackIsFoundWhereNoStateShowsIt() throws {
        // `show` is never set: no walked state shows the link, so the analysis never sees the inner stack.
        XCTAssertTrue(lint(try load(nested)).map(\.id).contains("nested-stack"))
    }

    /// Views passed to a view parameter are shown where the view's body names the parameter, above which is that
    /// use's context and then the instance's: inside the wrapper's stack, a link works and a toolbar shows.
    func testViewsPassedToAParameterSitWhereTheBodyNamesIt() throws {
        let scene = """
        scene: Routed
        views:
          RouterView:
            parameters: { screen: View }
            body:
              - NavigationStack:
                  - screen
          Home:
            body:
              - RouterView:
                  screen:
                    - NavigationLink: { title: Chart, destination: { Text: Chart } }
                      toolbar: [ { Button: { title: Edit, action: [] } } ]
        root:
          - Home: {}
        """
        let ids = lint(try load(scene)).map(\.id)
        XCTAssertEqual(ids, [])
    }

    /// Each instance's views take that instance's context, not every instance's: the wrapper used inside a stack and
    /// outside one gives the link outside its finding and the one inside none; a wrapper that puts the views in a
    /// List puts a destination passed to it in lazy content.
    func testEachInstanceGivesItsOwnViewsItsOwnContext() throws {
        let scene = """
        scene: Cards
        types:
          Color: { enum: [mint] }
        views:
          Rows:
            parameters: { content: View }
            body:
              - List:
                  - content
          Home:
            body:
              - NavigationStack:
                  - Rows:
                      content:
                        - NavigationLink: { title: Mint, value: Color.mint }
                        - Text: Row
                          navigationDestination:
                            for: Color
                            as: c
                            destination: { Text: "{c}" }
              - Rows:
                  content:
                    - NavigationLink: { title: Outside, destination: { Text: Outside } }
        root:
          - Home: {}
        """
        let found = lint(try load(scene)).map { "\($0.id) \($0.range.start.line)" }
        XCTAssertEqual(found.sorted(), ["destination-in-lazy-container 17", "link-outside-navigation 23"])
    }

    /// `if embedded { NavigationStack { X } } else { X }` in a view whose caller passes `embedded`: the bare X is
    /// meant for callers that bring navigation, and the rules do not decide the flag per caller, so no absence is
    /// claimed on it. With no stack in either branch it is.
    func testAnAbsenceOnlyOnTheBareBranchOfAnOptionalStackIsUnproven() throws {
        func scene(_ wrapper: String, flag: String) -> String {
            """
            scene: Optional
            state:
              launched: Bool
            views:
              Page:
                body:
                  - NavigationLink: { title: Chart, destination: { Text: Chart } }
              Container:
                parameters: { embedded: Bool }
                body:
                  - if: \(flag)
                    then:
                      - \(wrapper):
                          - Page: {}
                    else:
                      - Page: {}
            root:
              - Container: { embedded: true }
            """
        }
        XCTAssertEqual(lint(try load(scene("NavigationStack", flag: "embedded"))).map(\.id), [])
        XCTAssertEqual(lint(try load(scene("VStack", flag: "embedded"))).map(\.id), ["link-outside-navigation"])
    }
}
