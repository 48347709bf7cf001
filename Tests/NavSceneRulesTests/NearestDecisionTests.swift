import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
@testable import NavSceneRules
import XCTest

/// `SceneIndex.knownOutcomes` sums up each node's contexts once (from its parent's or its view's sites' summaries)
/// instead of walking every chain to the root; it must answer exactly what the walk over
/// `contexts(from:modifiersBreak: true)` answers, for every node, with and without unknown views and modifiers, for a
/// view that contains itself and past `maxChains` contexts.
final class NearestDecisionTests: XCTestCase {
    /// The walk the summary replaces: the nearest decisive step of each context (a step that decides is the answer
    /// whatever is above it, known or not); nil when there is no context, or one that no step decides and whose top
    /// is unknown.
    func walked<T: Hashable>(_ index: SceneIndex, _ node: ViewNode, atEnd: T, _ decide: (Ancestry) -> T?) -> Set<T>? {
        let contexts = index.contexts(from: node, modifiersBreak: true)
        let answers = contexts.map { context in context.chain.lazy.compactMap(decide).first.map { ($0, true) } ?? (atEnd, context.isKnown) }
        guard !answers.isEmpty, answers.allSatisfy(\.1) else { return nil }
        return Set(answers.map(\.0))
    }

    /// Compares both answers for every node of a scene and both questions the rules ask; returns how many nodes have
    /// an answer (some context known for all), so that a test can tell it compared something.
    @discardableResult
    func assertSummariesMatchWalks(_ scene: Scene, _ label: String, reversed: Bool = false, file: StaticString = #filePath, line: UInt = #line) -> Int {
        let index = SceneIndex(scene: scene)
        var answered = 0
        for node in reversed ? scene.nodes.reversed() : scene.nodes {
            for valueLink in [false, true] {
                let decide = { LinkOutsideNavigation.navigation(at: $0, valueLink: valueLink) }
                let summed = index.knownOutcomes(of: node, question: "navigation valueLink: \(valueLink)", atEnd: LinkOutsideNavigation.Navigation.none, decide: decide)
                XCTAssertEqual(summed, walked(index, node, atEnd: .none, decide), "\(label): node \(node.id), valueLink \(valueLink)", file: file, line: line)
                if summed != nil { answered += 1 }
            }
            let summed = index.knownOutcomes(of: node, question: "inside navigation", atEnd: false, decide: DestinationOutsideStack.isInsideNavigation(at:))
            XCTAssertEqual(summed, walked(index, node, atEnd: false, DestinationOutsideStack.isInsideNavigation(at:)), "\(label): node \(node.id)", file: file, line: line)
        }
        return answered
    }

    func scenes() -> [(String, Scene)] {
        let files = exampleFiles("Examples") + exampleFiles("Examples/RealApp") + exampleFiles("Examples/Mistakes")
        return files.compactMap { file in SceneLoader.load(path: file).scene.map { (file, $0) } }
    }

    func testEveryExampleNodeGetsTheWalksAnswer() {
        let scenes = scenes()
        XCTAssertGreaterThan(scenes.count, 20)
        var answered = 0
        for (file, scene) in scenes { answered += assertSummariesMatchWalks(scene, file) }
        XCTAssertGreaterThan(answered, 100)
    }

    /// Asked from the last node to the first, each summary is built by climbing from a node whose ancestors are not
    /// summed up yet (the memo by node id filled out of order; a node's summary shared from its parent's).
    func testEveryExampleNodeAskedInReverseGetsTheWalksAnswer() {
        var answered = 0
        for (file, scene) in scenes() { answered += assertSummariesMatchWalks(scene, file, reversed: true) }
        XCTAssertGreaterThan(answered, 100)
    }

    /// The memo by node id: nil where nothing is stored, grows for an id past its capacity, ignores negative ids.
    func testTheMemoByNodeID() {
        var memo = DecisionMemo(capacity: 2)
        let summary = DecisionSummary(outcomes: [.init(decision: AnyHashable(3), isKnown: true)], count: 1)
        XCTAssertNil(memo[0])
        XCTAssertNil(memo[5])
        memo[1] = summary
        memo[5] = summary
        memo[-1] = summary
        XCTAssertEqual(memo[1]?.outcomes, summary.outcomes)
        XCTAssertEqual(memo[5]?.count, 1)
        XCTAssertNil(memo[4])
        XCTAssertNil(memo[-1])
        XCTAssertEqual(memo.summaries.count, 6)
        memo[9] = nil
        XCTAssertEqual(memo.summaries.count, 6)
    }

    /// Unknown views and modifiers scattered over every example (every 7th node an unknown view, every 5th wrapped by
    /// an unknown modifier) break chains in many places: the summaries stop where the walks do.
    func testEveryExampleNodeWithUnknownsGetsTheWalksAnswer() {
        for (file, scene) in scenes() {
            scene.opaque = scene.nodes.compactMap { node in
                let kind: OpaqueSite.Kind? = node.id % 7 == 3 ? .view : node.id % 5 == 1 ? .modifier : nil
                return kind.map { OpaqueSite(kind: $0, what: "Unknown", range: node.range, mayRegisterDestinations: true, mayNavigate: true, node: node) }
            }
            assertSummariesMatchWalks(scene, file + " with unknowns")
        }
    }

    func load(_ text: String) throws -> Scene {
        let load = SceneLoader.load(source: SourceFile(path: "scene.yaml", bytes: Array(text.utf8)))
        XCTAssertEqual(load.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        return try XCTUnwrap(load.scene)
    }

    /// A view that shows itself: the walk ends a chain where a view repeats; the summary gives way to the walk.
    func testAViewThatContainsItselfGetsTheWalksAnswer() throws {
        let scene = try load("""
        scene: Recursive
        root:
          NavigationStack:
            - Folder: {}
        views:
          Folder:
            body:
              VStack:
                - NavigationLink: { title: Open, destination: { Folder: {} } }
                - Inner: {}
          Inner:
            body:
              NavigationLink: { title: Deeper, destination: { Folder: {} } }
          Orphan:
            body:
              NavigationLink: { title: Lost, destination: { Text: Lost } }
        """)
        XCTAssertGreaterThan(assertSummariesMatchWalks(scene, "recursive"), 0)
    }

    /// Seven levels of views each used twice by the one below: 128 contexts for the innermost link, past `maxChains`
    /// (the walk keeps the first 64); and a link in a sheet on one of the two paths only, so the contexts disagree.
    func testMoreContextsThanMaxChainsGetTheWalksAnswer() throws {
        var views = ""
        for level in 0..<7 {
            views += """
              Level\(level):
                body:
                  VStack:
                    - Level\(level + 1): {}
                    - Text: Gap
                      sheet:
                        isPresented: $shown
                        content: { Level\(level + 1): {} }

            """
        }
        let scene = try load("""
        scene: Diamond
        state:
          shown: Bool
        root:
          NavigationStack:
            - Level0: {}
        views:
        \(views)  Level7:
            body:
              NavigationLink: { title: Leaf, destination: { Text: Leaf } }
        """)
        let index = SceneIndex(scene: scene)
        let leaf = try XCTUnwrap(scene.nodes.first { if case .link = $0.element { return true } else { return false } })
        XCTAssertEqual(index.contexts(from: leaf, modifiersBreak: true).count, SceneIndex.maxChains)
        XCTAssertGreaterThan(assertSummariesMatchWalks(scene, "diamond"), 0)
    }
}
