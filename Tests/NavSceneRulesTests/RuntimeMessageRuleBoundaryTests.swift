import NavSceneDiagnostics
import NavSceneLoader
@testable import NavSceneRules
import XCTest

/// Where `path-type-switch` and the close-and-present part of `multiple-sheets` stop: the shapes next to a finding
/// that SwiftUI handles, which must stay silent, and the one step that makes each a finding.
final class RuntimeMessageRuleBoundaryTests: XCTestCase {
    func findings(_ text: String, _ rule: String) throws -> [Diagnostic] {
        let load = SceneLoader.load(source: SourceFile(path: "scene.yaml", bytes: Array(text.utf8)))
        XCTAssertEqual(load.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        _ = try XCTUnwrap(load.scene)
        return lint(load).filter { $0.id == rule }
    }

    /// A split view whose detail column shows a [Mail] stack, a placeholder for `none`, or `content` for `people`.
    func split(people content: String) -> String {
        """
        scene: Switch
        types:
          Panel: { enum: [mail, people, none] }
          Mail: { enum: [welcome] }
          Contact: { enum: [ada] }
        state:
          panel: Panel?
          mails: "[Mail]"
          contacts: "[Contact]"
        root:
          NavigationSplitView:
            sidebar:
              List:
                selection: $panel
                content:
                  - NavigationLink: { title: Mail, value: Panel.mail }
                  - NavigationLink: { title: People, value: Panel.people }
                  - NavigationLink: { title: Nothing, value: Panel.none }
            detail:
              - switch: panel
                cases:
                  .people?:
        \(content)
                  .none?: { Text: Pick a panel }
                default:
                  NavigationStack:
                    path: $mails
                    root:
                      - NavigationLink: { title: Welcome, value: Mail.welcome }
                        navigationDestination: { for: Mail, as: mail, destination: { Text: "{mail}" } }
        """
    }

    let contactStack = """
                    NavigationStack:
                      path: $contacts
                      root:
                        - NavigationLink: { title: Ada, value: Contact.ada }
                          navigationDestination: { for: Contact, as: contact, destination: { Text: "{contact}" } }
    """

    func testASwitchToAnotherPathTypeWithValuesIsACrash() throws {
        let found = try findings(split(people: contactStack), "path-type-switch")
        XCTAssertEqual(found.count, 1, "\(found.map(\.message))")
        XCTAssertTrue(found.first?.message.contains("while 'mails' ([Mail]) is not empty") ?? false, "\(found.map(\.message))")
    }

    /// Stacks of two path types in two columns are not a switch: each column keeps its stack.
    func testAStackInAnotherColumnIsNotASwitch() throws {
        let text = """
        scene: TwoColumns
        types:
          Mail: { enum: [welcome] }
          Contact: { enum: [ada] }
        state:
          mails: "[Mail]"
          contacts: "[Contact]"
        root:
          NavigationSplitView:
            sidebar:
              NavigationStack:
                path: $contacts
                root:
                  - NavigationLink: { title: Ada, value: Contact.ada }
                    navigationDestination: { for: Contact, as: contact, destination: { Text: "{contact}" } }
            detail:
              NavigationStack:
                path: $mails
                root:
                  - NavigationLink: { title: Welcome, value: Mail.welcome }
                    navigationDestination: { for: Mail, as: mail, destination: { Text: "{mail}" } }
        """
        XCTAssertEqual(try findings(text, "path-type-switch").map(\.message), [])
    }

    /// A sheet with its own stack: "Done" on a pushed screen pops that screen (the sheet stays), so setting the
    /// other sheet's flag there presents nothing while a sheet is closing. The same Button on the sheet's root screen
    /// closes the sheet and is a finding.
    func sheetScene(doneOnPushedScreen: Bool) -> String {
        let done = "- Button: { title: Done, action: [dismiss, { set: { showNews: true } }] }"
        return """
        scene: Sheets
        types:
          Step: { enum: [one] }
        state:
          showLogin: Bool
          showNews: Bool
        root:
          VStack:
            - Button: { title: Log in, action: [{ set: { showLogin: true } }] }
          sheet:
            - isPresented: $showLogin
              content:
                - NavigationStack:
                    - VStack:
                        - NavigationLink: { title: Next, value: Step.one }
                        \(doneOnPushedScreen ? "- Text: Start" : done)
                      navigationDestination:
                        for: Step
                        as: step
                        destination:
                          VStack:
                            - Text: "{step}"
                            \(doneOnPushedScreen ? done : "- Text: End")
            - isPresented: $showNews
              content: [{ Text: News }]
        """
    }

    func testDismissOnAScreenPushedInsideTheSheetPopsAndPresentsNothingTwice() throws {
        XCTAssertEqual(try findings(sheetScene(doneOnPushedScreen: true), "multiple-sheets").map(\.message), [])
    }

    func testDismissOnTheSheetsRootScreenClosesItAndIsAFinding() throws {
        let found = try findings(sheetScene(doneOnPushedScreen: false), "multiple-sheets")
        XCTAssertEqual(found.count, 1, "\(found.map(\.message))")
        XCTAssertTrue(found.first?.message.hasPrefix("this Button closes the sheet it is in and presents a sheet") ?? false, "\(found.map(\.message))")
    }

    /// One tap that closes one sheet and opens another (`showA = false; showB = true`) cannot show both: neither is a
    /// candidate the witness search looks at. One that opens both is, and is found.
    func testClosingOneSheetAndOpeningAnotherIsNotSearched() throws {
        func scene(_ first: String) -> String {
            """
            scene: Sheets
            state:
              showA: Bool
              showB: Bool
            root:
              NavigationStack:
                - Button: { title: Switch, action: [{ set: { showA: \(first) } }, { set: { showB: true } }] }
                  sheet:
                    - isPresented: $showA
                      content: { Text: A }
                    - isPresented: $showB
                      content: { Text: B }
            """
        }
        for (first, expected) in [("false", 0), ("true", 1)] {
            let load = SceneLoader.load(source: SourceFile(path: "scene.yaml", bytes: Array(scene(first).utf8)))
            let loaded = try XCTUnwrap(load.scene)
            var sites: [MultipleSheets.Site] = []
            for node in loaded.nodes {
                for (index, modifier) in node.modifiers.enumerated() {
                    if case .presentation = modifier.kind { sites.append(MultipleSheets.Site(node: node.id, modifier: index)) }
                }
            }
            XCTAssertEqual(sites.count, 2)
            XCTAssertEqual(MultipleSheets.candidates(sites, loaded).count, expected * 2, first)
            XCTAssertEqual(try findings(scene(first), "multiple-sheets").count, expected, first)
        }
    }
}
