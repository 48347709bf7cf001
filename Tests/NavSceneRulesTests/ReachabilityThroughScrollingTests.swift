import NavSceneDiagnostics
import NavSceneLoader
@testable import NavSceneRules
import XCTest

/// What only scrolling reveals is still reachable; views used as link labels are shown.
final class ReachabilityThroughScrollingTests: XCTestCase {
    func testAViewBehindTheTwelfthSidebarRowIsReachable() throws {
        let yaml = """
            scene: LongSidebar
            types:
              Topic: { enum: [\((1...12).map { "t\($0)" }.joined(separator: ", "))] }
            state: { topic: Topic? }
            root:
              NavigationSplitView:
                sidebar:
                  List: { data: Topic.allCases, as: t, selection: $topic, row: { NavigationLink: { title: "{t}", value: t } } }
                detail:
                  if: topic
                  let: t
                  then:
                    switch: t
                    cases:
                      t12: [Twelfth]
                    default: [Other]
                  else: { Text: Pick a topic }
            views:
              Twelfth:
                body: { Text: the last topic }
              Other:
                body:
                  NavigationStack:
                    - NavigationLink: { value: 1, label: { Tile: {} } }
                      navigationDestination: { for: Int, as: n, destination: { Text: "{n}" } }
              Tile:
                body: { Text: a tile }

            """
        let load = SceneLoader.load(source: SourceFile(path: "long-sidebar.yaml", text: yaml))
        XCTAssertTrue(load.diagnostics.isEmpty, render(load.diagnostics, load))
        let findings = lint(load)
        XCTAssertEqual(findings, [], render(findings, load))
    }
}
