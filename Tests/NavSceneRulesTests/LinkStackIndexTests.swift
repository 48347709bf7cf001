@testable import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRuntime
import XCTest

/// `stackEdges` takes a stack's links, the split-column links that may replace its path, and whether a link node was
/// walked elsewhere from an index of the walk's links (`LinkStackIndex`), not from a scan of every link per stack: the
/// index must give exactly what the scan gave.
final class LinkStackIndexTests: XCTestCase {
    /// One view with a value link shown on three stacks (one bound to the path, two with their own), and a link in a
    /// split view's sidebar outside any stack.
    let shared = """
    scene: Shared
    types:
      Color: { enum: [mint, pink] }
    state:
      path: NavigationPath
    views:
      Shelf:
        body:
          List:
            - NavigationLink: { title: Mint, value: Color.mint }
            - Button: { title: Pink, action: [{ append: { path: Color.pink } }] }
          navigationDestination:
            for: Color
            as: color
            destination: { Text: "{color}" }
      Sidebar:
        body:
          List:
            - NavigationLink: { title: Pink, value: Color.pink }
    root:
      TabView:
        tabs:
          - Tab:
              title: One
              content:
                NavigationStack: { path: $path, root: [Shelf] }
          - Tab:
              title: Two
              content:
                NavigationStack: [Shelf, Sidebar]
          - Tab:
              title: Three
              content:
                NavigationSplitView:
                  sidebar: [Sidebar]
                  detail:
                    NavigationStack: [Shelf]
    """

    func analyse(_ text: String) throws -> ReachabilityAnalysis {
        let load = SceneLoader.load(source: SourceFile(path: "index.yaml", bytes: Array((text + "\n").utf8)))
        let scene = try XCTUnwrap(load.scene, "\(load.diagnostics)")
        let analysis = ReachabilityAnalysis(scene: scene, data: DataStore(scene: scene))
        analysis.run()
        XCTAssertTrue(analysis.isComplete, "\(String(describing: analysis.incompleteReason))")
        return analysis
    }

    /// The index against a scan of every link, for every stack, split view and link node.
    func assertIndexMatchesScan(_ analysis: ReachabilityAnalysis, file: StaticString = #filePath, line: UInt = #line) {
        let links = analysis.links
        analysis.indexLinksByStack()
        XCTAssertEqual(analysis.linkIndex.count, links.count, file: file, line: line)
        for stack in analysis.stacks.indices {
            XCTAssertEqual(analysis.linkIndex.byStack[stack] ?? [], links.indices.filter { links[$0].place.stack == stack },
                           "stack \(stack)", file: file, line: line)
            for node in Set(links.map(\.node)) {
                XCTAssertEqual(analysis.linkWalked(node, elsewhereThan: stack),
                               links.contains { $0.node == node && $0.place.stack != stack },
                               "link node \(node), stack \(stack)", file: file, line: line)
            }
        }
        for split in analysis.splits.indices {
            XCTAssertEqual(analysis.linkIndex.outsideStacksBySplit[split] ?? [],
                           links.indices.filter { links[$0].place.stack == nil && links[$0].place.split == split },
                           "split \(split)", file: file, line: line)
        }
    }

    func testIndexGivesWhatAScanOfEveryLinkGives() throws {
        let analysis = try analyse(shared)
        // The scene has what the index tells apart: a link node on several stacks, and one outside any stack in a
        // split view's column next to a stack.
        XCTAssertEqual(analysis.stacks.count, 3)
        let nodesOnStacks = Dictionary(grouping: analysis.links.filter { $0.place.stack != nil }, by: \.node)
        XCTAssertTrue(nodesOnStacks.values.contains { Set($0.map(\.place.stack)).count == 3 })
        XCTAssertTrue(analysis.links.contains { $0.place.stack == nil && $0.place.split != nil })
        // The sidebar's node is walked on a stack (tab two) and outside any stack (the split view).
        XCTAssertTrue(analysis.links.contains { link in link.place.stack == nil && analysis.links.contains { $0.node == link.node && $0.place.stack != nil } })
        assertIndexMatchesScan(analysis)
    }

    /// A new walk starts the index again: after the fixpoint's walks it indexes the last walk's links only.
    func testIndexIsTheLastWalks() throws {
        let analysis = try analyse(shared)
        XCTAssertGreaterThan(analysis.iterations, 0)
        analysis.walkAll()
        assertIndexMatchesScan(analysis)
    }
}
