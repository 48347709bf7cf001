import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneRuntime
import NavSceneSwift
import XCTest

/// The analysis keeps one stack per context (`ReachabilityAnalysis.containerContext`), not one per way of nesting it:
/// a view whose body holds several stacks, each pushing the view itself, used to be walked once per simple path through
/// those pushes (every order of them: exponential in the stacks), since only a context on the walk's own path was
/// taken for the same stack. Found by the `fix` fuzz target (Tests/Fixtures/fuzz-seeds/fix/slow-split-analysis: 124 view
/// nodes, 33,138 stacks, 5,300 split views and 55,479 screens before; 24, 9 and 91 after).
final class AnalysisContainerContextTests: XCTestCase {
    /// `Shelf`'s body: `count` NavigationStacks side by side (inside a split view's sidebar when `inSplit`), each with a
    /// link pushing `Shelf` again.
    static func module(stacks count: Int, inSplit: Bool) -> String {
        let stacks = (0..<count).map { "NavigationStack { NavigationLink(\"Shelf \($0)\") { Shelf() } }" }
        let content = "VStack {\n" + stacks.joined(separator: "\n") + "\n}"
        let body = inSplit ? "NavigationSplitView {\n\(content)\n} detail: {\nText(\"Pick\")\n}" : content
        return """
        import SwiftUI

        @main
        struct ShelfApp: App {
            var body: some Scene {
                WindowGroup { Shelf() }
            }
        }

        struct Shelf: View {
            var body: some View {
                \(body)
            }
        }

        """
    }

    func analyse(_ text: String) throws -> ReachabilityAnalysis {
        let result = SwiftFrontEnd.load([SourceFile(path: "Shelf.swift", text: text)], name: "Test")
        let scene = try XCTUnwrap(result.scene, "\(result.diagnostics)")
        let analysis = ReachabilityAnalysis(scene: scene, data: DataStore(scene: scene))
        analysis.run()
        XCTAssertTrue(analysis.isComplete, "\(String(describing: analysis.incompleteReason))")
        return analysis
    }

    /// A stack's context is its node, the view instances that led to it on its screen and its screen's kind with the
    /// containers around named by their nodes: for n stacks each pushing the view, n at the root and n per pushing
    /// link, n + n * n in all, whatever order the pushes are walked in (before, for 6: 444,453 stacks, and the analysis
    /// gave up at its 4,000,000 visits, withholding its verdicts; in a split view 1,956 stacks and 1,957 split views).
    func testStacksAreBoundedByTheirContexts() throws {
        for inSplit in [false, true] {
            let n = 6
            let analysis = try analyse(Self.module(stacks: n, inSplit: inSplit))
            XCTAssertLessThanOrEqual(analysis.stacks.count, n + n * n, "inSplit \(inSplit)")
            XCTAssertLessThanOrEqual(analysis.splits.count, 1 + n, "inSplit \(inSplit)")
            // What every link pushes is walked: a pushed screen per link, each holding the n stacks again.
            let pushedBy = Set(analysis.screens.compactMap { screen -> Int? in
                if case .viewPush(_, let link) = screen.kind { return link } else { return nil }
            })
            XCTAssertEqual(pushedBy.count, n, "inSplit \(inSplit)")
            if inSplit {
                // A split view's column is a screen of its own, in the same context in every pushed Shelf: the
                // sidebar's stacks are the root's n.
                XCTAssertEqual(analysis.stacks.count, n)
            } else {
                XCTAssertGreaterThan(analysis.stacks.count, n, "the pushed screens' stacks")
            }
        }
    }

    /// A stack met again after its context was walked is the same stack, hosted in another place too: what it pushes
    /// is walked once, and the stack knows each host.
    func testAStackMetAgainInAWalkedContextKnowsItsOtherHosts() throws {
        let analysis = try analyse(Self.module(stacks: 3, inSplit: false))
        XCTAssertTrue(analysis.stacks.contains { !$0.otherHosts.isEmpty })
    }
}
