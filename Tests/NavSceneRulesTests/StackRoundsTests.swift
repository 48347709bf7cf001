@testable import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRuntime
import XCTest

/// A stack's rounds of path screens look only at the types whose pushed value or registrations changed since the
/// round before (`StackRounds`), not at every type pushed so far; the analysis' results are those of rounds that take
/// every type every time.
final class StackRoundsTests: XCTestCase {
    let one = AbstractValue.just(.string("one"))
    let two = AbstractValue.values([.string("one"), .string("two")])
    let any = AbstractValue.top

    func registrations(_ types: [String]) -> [(type: String, occurrence: Int)] {
        types.enumerated().map { ($0.element, $0.offset) }
    }

    func names(_ round: [(type: String, value: AbstractValue)]) -> [String] { round.map(\.type) }

    func testTheFirstRoundTakesEveryPushedTypeInNameOrder() {
        var rounds = StackRounds()
        let round = rounds.next(pushed: ["B": one, "A": two], changes: ["B", "A"], anyType: false,
                                registrations: registrations(["A", "C"]), universe: { _ in self.any })
        XCTAssertEqual(names(round), ["A", "B"], "C is registered, not pushed")
        XCTAssertEqual(round.first?.value, two)
    }

    func testATypeTakenWithTheSameValueAndRegistrationsIsNotTakenAgain() {
        var rounds = StackRounds()
        XCTAssertTrue(rounds.take("A", one, registrations: 1))
        XCTAssertFalse(rounds.take("A", one, registrations: 1))
        XCTAssertTrue(rounds.take("A", one, registrations: 2), "one more registration: the winners may differ")
        XCTAssertFalse(rounds.take("A", one, registrations: 2))
        XCTAssertTrue(rounds.take("A", two, registrations: 2), "a wider value: the screens' environments grow")
        XCTAssertTrue(rounds.take("B", two, registrations: 2), "another type")
    }

    func testLaterRoundsHoldWhatChangedSinceTheRoundBefore() {
        var rounds = StackRounds()
        var changes = ["A", "B"]
        var regs = ["A", "B"]
        _ = rounds.next(pushed: ["A": one, "B": one], changes: changes, anyType: false, registrations: registrations(regs),
                        universe: { _ in self.any })
        XCTAssertEqual(names(rounds.next(pushed: ["A": one, "B": one], changes: changes, anyType: false,
                                         registrations: registrations(regs), universe: { _ in self.any })), [])
        changes += ["D", "B"]
        regs += ["A"]
        let round = rounds.next(pushed: ["A": one, "B": two, "D": one], changes: changes, anyType: false,
                                registrations: registrations(regs), universe: { _ in self.any })
        XCTAssertEqual(names(round), ["A", "B", "D"], "A registered again, B widened, D pushed")
        XCTAssertEqual(round[1].value, two)
        regs += ["E"]
        XCTAssertEqual(names(rounds.next(pushed: ["A": one, "B": two, "D": one], changes: changes, anyType: false,
                                         registrations: registrations(regs), universe: { _ in self.any })), [],
                       "E is registered but not pushed")
    }

    func testAPathOfUnknownValuesTakesEveryRegisteredTypeWithItsUniverse() {
        var rounds = StackRounds()
        let regs = registrations(["C", "A"])
        _ = rounds.next(pushed: ["A": one], changes: ["A"], anyType: false, registrations: regs, universe: { _ in self.any })
        let round = rounds.next(pushed: ["A": one], changes: ["A"], anyType: true, registrations: regs,
                                universe: { $0 == "C" ? self.two : self.any })
        XCTAssertEqual(names(round), ["A", "C"])
        XCTAssertEqual(round[0].value, one, "a pushed type keeps its pushed values")
        XCTAssertEqual(round[1].value, two)
        XCTAssertEqual(names(rounds.next(pushed: ["A": one], changes: ["A"], anyType: true, registrations: regs,
                                         universe: { _ in self.any })), [])
    }

    /// Chains of screens, each registering the next one's destination; the last screen of each chain links back to the
    /// second level with another value (which widens that screen's environment) and appends another chain's third
    /// level by Button; the third level registers its own type again (the winners of a type grow after it was taken).
    func chains(count: Int, depth: Int) -> String {
        var lines = ["scene: Chains", "types:"]
        for c in 0..<count { for l in 0..<depth { lines.append("  C\(c)L\(l): { enum: [x, y] }") } }
        lines += ["state:", "  path: NavigationPath", "views:", "  Home:", "    body:", "      List:"]
        lines += (0..<count).map { "        - NavigationLink: { title: Chain \($0), value: C\($0)L0.x }" }
        lines += ["      navigationDestination:"]
        for c in 0..<count {
            lines += ["        - for: C\(c)L0", "          as: v", "          destination: { C\(c)V0: { value: v } }"]
        }
        for c in 0..<count {
            for l in 0..<depth {
                lines += ["  C\(c)V\(l):", "    parameters: { value: C\(c)L\(l) }", "    body:", "      VStack:",
                          "        - Text: \"{value}\""]
                if l + 1 < depth {
                    lines += ["        - NavigationLink: { title: Deeper, value: C\(c)L\(l + 1).x }",
                              "      navigationDestination:",
                              "        - for: C\(c)L\(l + 1)", "          as: next", "          destination: { C\(c)V\(l + 1): { value: next } }"]
                    if l == 2 {
                        lines += ["        - for: C\(c)L\(l)", "          as: again", "          destination: [{ Text: \"again {again}\" }]"]
                    }
                } else {
                    lines += ["        - NavigationLink: { title: Again, value: C\(c)L1.y }",
                              "        - Button: { title: Jump, action: [{ append: { path: C\((c + 1) % count)L2.y } }] }"]
                }
            }
        }
        lines += ["root:", "  NavigationStack: { path: $path, root: [Home] }"]
        return lines.joined(separator: "\n") + "\n"
    }

    func analyse(_ text: String, everyType: Bool) throws -> ReachabilityAnalysis {
        let load = SceneLoader.load(source: SourceFile(path: "rounds.yaml", bytes: Array(text.utf8)))
        let scene = try XCTUnwrap(load.scene, "\(load.diagnostics)")
        let analysis = ReachabilityAnalysis(scene: scene, data: DataStore(scene: scene))
        analysis.roundsTakeEveryType = everyType
        analysis.run()
        XCTAssertTrue(analysis.isComplete, "\(String(describing: analysis.incompleteReason))")
        return analysis
    }

    func assertSameResults(_ a: ReachabilityAnalysis, _ b: ReachabilityAnalysis, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.iterations, b.iterations, file: file, line: line)
        XCTAssertEqual(a.realised, b.realised, file: file, line: line)
        XCTAssertEqual(a.scene.nodes.map { a.scopes(of: $0.id) }, b.scene.nodes.map { b.scopes(of: $0.id) }, file: file, line: line)
        XCTAssertEqual(a.screens.map(\.kind), b.screens.map(\.kind), file: file, line: line)
        XCTAssertEqual(a.screens.map(\.entries), b.screens.map(\.entries), file: file, line: line)
        XCTAssertEqual(a.stacks.map(\.screens), b.stacks.map(\.screens), file: file, line: line)
        XCTAssertEqual(a.links.map(\.node), b.links.map(\.node), file: file, line: line)
        XCTAssertEqual(a.links.map(\.place.screen), b.links.map(\.place.screen), file: file, line: line)
        XCTAssertEqual(a.buttons.map(\.node), b.buttons.map(\.node), file: file, line: line)
        XCTAssertEqual(a.values, b.values, file: file, line: line)
        XCTAssertEqual(a.pushes, b.pushes, file: file, line: line)
        XCTAssertEqual(a.anyTypePushes, b.anyTypePushes, file: file, line: line)
        XCTAssertEqual(a.screenEnvs, b.screenEnvs, file: file, line: line)
    }

    func testChainsGiveTheResultsOfRoundsOverEveryType() throws {
        for (count, depth) in [(1, 5), (3, 8), (70, 4)] {
            let text = chains(count: count, depth: depth)
            let logged = try analyse(text, everyType: false)
            let every = try analyse(text, everyType: true)
            assertSameResults(logged, every)
            // Every level of every chain is a screen of the stack (the root, the path screens, and the third levels'
            // own registrations).
            XCTAssertEqual(logged.stacks.first?.screens.count, 1 + count * (depth + 1), "count \(count), depth \(depth)")
        }
    }

    /// The many-features scene of `StackScreenSetTests` (values of over 64 types on one path, two stacks sharing it).
    func testManyFeaturesOnASharedPathGiveTheSameResults() throws {
        for count in [3, 70] {
            let text = StackScreenSetTests.scene(count: count)
            assertSameResults(try analyse(text, everyType: false), try analyse(text, everyType: true))
        }
    }
}
