@testable import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRuntime
import XCTest

/// A stack's screens are kept as a list (the order the walk met them) and as a set (`StackFacts.screenSet`), so that
/// `mayBeBelow` asks whether a screen is on the stack in constant time instead of scanning the list for every link
/// (quadratic in the screens of one stack). The two hold the same screens, and `mayBeBelow` answers as the scan did.
final class StackScreenSetTests: XCTestCase {
    /// Root lists `count` features, each with its own type and destination; every feature links to the next one,
    /// appends another's value by Button, pushes a view and registers a Note (which the root links to: the root is below
    /// every feature, never above); a second stack on the same path registers two of them.
    static func scene(count: Int) -> String {
        var lines = ["scene: Screens", "types:"]
        lines += (0..<count).map { "  F\($0): { enum: [a, b] }" } + ["  Note: { enum: [memo] }"]
        lines += ["state:", "  path: NavigationPath", "views:", "  Home:", "    body:", "      List:"]
        lines += (0..<count).map { "        - NavigationLink: { title: Feature \($0), value: F\($0).a }" }
        lines += ["        - NavigationLink: { title: Memo, value: Note.memo }"]
        lines += ["      navigationDestination:"]
        for k in 0..<count {
            lines += ["        - for: F\(k)", "          as: value", "          destination: { Feature\(k): { value: value } }"]
        }
        for k in 0..<count {
            lines += ["  Feature\(k):", "    parameters: { value: F\(k) }", "    body:", "      VStack:",
                      "        - NavigationLink: { title: Next, value: F\((k + 1) % count).b }",
                      "        - Button: { title: Jump, action: [{ append: { path: F\((k * 3 + 1) % count).a } }] }",
                      "        - NavigationLink: { title: About, destination: [{ Text: About \(k) }] }",
                      "      navigationDestination: { for: Note, as: note, destination: { Text: Note \(k) } }"]
        }
        lines += ["  Other:", "    body:", "      List:", "        - NavigationLink: { title: One, value: F0.b }",
                  "      navigationDestination:", "        - for: F1", "          as: value", "          destination: { Feature1: { value: value } }"]
        lines += ["root:", "  TabView:", "    tabs:",
                  "      - Tab: { title: Home, content: { NavigationStack: { path: $path, root: [Home] } } }",
                  "      - Tab: { title: Other, content: { NavigationStack: { path: $path, root: [Other] } } }"]
        return lines.joined(separator: "\n") + "\n"
    }

    func analyse(_ text: String) throws -> ReachabilityAnalysis {
        let load = SceneLoader.load(source: SourceFile(path: "screens.yaml", bytes: Array(text.utf8)))
        let scene = try XCTUnwrap(load.scene, "\(load.diagnostics)")
        let analysis = ReachabilityAnalysis(scene: scene, data: DataStore(scene: scene))
        analysis.run()
        XCTAssertTrue(analysis.isComplete, "\(String(describing: analysis.incompleteReason))")
        return analysis
    }

    /// `mayBeBelow` as it was: membership by scanning the stack's list of screens.
    func scanningMayBeBelow(_ analysis: ReachabilityAnalysis, _ registration: Place, _ place: Place, stack: Int) -> Bool {
        if registration.screen == place.screen { return !analysis.excludedFrom(place, by: registration) }
        let screens = analysis.stacks[stack].screens
        guard screens.contains(registration.screen), screens.contains(place.screen) else { return true }
        return analysis.screensAbove(registration, stack: stack).contains(place.screen)
    }

    func testTheSetHoldsTheListsScreensOnce() throws {
        for count in [1, 3, 70] {
            let analysis = try analyse(Self.scene(count: count))
            XCTAssertEqual(analysis.stacks.count, 2)
            for stack in analysis.stacks {
                XCTAssertEqual(stack.screens.count, Set(stack.screens).count, "a screen listed twice")
                XCTAssertEqual(stack.screenSet, Set(stack.screens))
                XCTAssertTrue(stack.screenSet.contains(stack.rootScreen))
            }
            XCTAssertGreaterThan(analysis.stacks[0].screens.count, count)
        }
    }

    /// Every registration against every link and destination place, on every stack (screens of the other stack too:
    /// those the order does not know, where nothing is excluded).
    func testMayBeBelowAnswersAsTheScanDid() throws {
        for count in [2, 5, 70] {
            let analysis = try analyse(Self.scene(count: count))
            let places = analysis.links.map(\.place) + analysis.destinations.map(\.place)
            var below = 0, notBelow = 0
            for stack in analysis.stacks.indices {
                for registration in analysis.destinations.map(\.place) {
                    for place in places {
                        let answer = analysis.mayBeBelow(registration, place, stack: stack)
                        XCTAssertEqual(answer, scanningMayBeBelow(analysis, registration, place, stack: stack))
                        if answer { below += 1 } else { notBelow += 1 }
                    }
                }
            }
            XCTAssertGreaterThan(below, 0)
            XCTAssertGreaterThan(notBelow, 0, "no pair the order excludes: the comparison would not test the set")
        }
    }
}
