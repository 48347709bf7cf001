import Foundation
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneRuntime
import XCTest

/// Recursion and exponential expansion: each used to hang navlint or the REPL (some past 4 GB). Now each is a located
/// loading error found in well under a second, and recursion through navigation stays legal.
final class HostileRecursionTests: XCTestCase {
    /// Runs the pipeline within a second and returns the one diagnostic with `id`, checking its place.
    func single(_ id: String, in text: String, path: String = "rec.yaml", line: Int, column: Int,
                file: StaticString = #filePath, testLine: UInt = #line) -> Diagnostic? {
        let found = withTimeout(1, path, file: file, line: testLine) { Pipeline.run(path: path, bytes: Array(text.utf8)) } ?? []
        let matching = found.filter { $0.id == id }
        XCTAssertEqual(matching.count, 1, "expected one '\(id)': \(summary(found))", file: file, line: testLine)
        guard let diagnostic = matching.first else { return nil }
        XCTAssertEqual(diagnostic.severity, .error, file: file, line: testLine)
        XCTAssertEqual(diagnostic.range.file, path, file: file, line: testLine)
        XCTAssertEqual("\(diagnostic.range.start.line):\(diagnostic.range.start.column)", "\(line):\(column)", file: file, line: testLine)
        return diagnostic
    }

    static let recursionHint = "with no navigation in between; SwiftUI would recurse forever. "
        + "Push it with a NavigationLink or a navigationDestination, or break the cycle"

    func testAViewThatInstantiatesItselfOnceIsAnError() {
        let text = "scene: Forest\nviews:\n  Tree:\n    body:\n      VStack:\n        - Text: leaf\n        - Tree\nroot: Tree\n"
        let found = single("recursive-view", in: text, line: 7, column: 11)
        XCTAssertEqual(found?.message, "the view 'Tree' instantiates itself (Tree → Tree) " + Self.recursionHint)
        XCTAssertEqual(found?.notes, [])
    }

    func testAViewThatInstantiatesItselfTwiceIsOneErrorWithANote() {
        let text = "scene: Forest\nviews:\n  Tree:\n    body:\n      HStack: [Tree, Tree]\nroot: Tree\n"
        let found = single("recursive-view", in: text, line: 5, column: 16)
        XCTAssertEqual(found?.message, "the view 'Tree' instantiates itself (Tree → Tree) " + Self.recursionHint)
        XCTAssertEqual(found?.notes.map(\.message), ["'Tree' instantiates 'Tree' here too"])
        XCTAssertEqual(found?.notes.first?.range?.start.column, 22)
    }

    func testMutualRecursionAcrossTwoIncludesIsPlacedInTheFileThatClosesIt() throws {
        let dir = temporaryDirectory("mutual")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "views:\n  A:\n    body:\n      VStack:\n        - Text: A\n        - B\n".write(toFile: dir + "/a.yaml", atomically: true, encoding: .utf8)
        try "views:\n  B:\n    body:\n      VStack:\n        - Text: B\n        - A\n".write(toFile: dir + "/b.yaml", atomically: true, encoding: .utf8)
        let main = "scene: Mutual\ninclude: [a.yaml, b.yaml]\nroot: A\n"
        let found = withTimeout(1, "mutual recursion") { Pipeline.run(path: dir + "/main.yaml", bytes: Array(main.utf8)) } ?? []
        XCTAssertEqual(found.map(\.id), ["recursive-view"], summary(found))
        let diagnostic = try XCTUnwrap(found.first)
        XCTAssertEqual(diagnostic.message, "the view 'A' instantiates itself (A → B → A) " + Self.recursionHint)
        XCTAssertEqual(diagnostic.range.file, dir + "/b.yaml")
        XCTAssertEqual("\(diagnostic.range.start.line):\(diagnostic.range.start.column)", "6:11")
        XCTAssertEqual(diagnostic.notes.map(\.message), ["'A' instantiates 'B' here"])
        XCTAssertEqual(diagnostic.notes.first?.range?.file, dir + "/a.yaml")
        XCTAssertEqual(diagnostic.notes.first?.range?.start.line, 6)
    }

    func testRecursionThroughNavigationIsLegalAndSilent() {
        let text = """
        scene: Outline
        views:
          Node:
            parameters: { depth: Int }
            body:
              VStack:
                - Text: "Level {depth}"
                - NavigationLink:
                    title: Deeper
                    destination: { Node: { depth: depth } }
                - NavigationLink: { title: Next, value: depth }
                - Button: { title: More, action: [toggle: more] }
                  sheet: { isPresented: $more, content: { Node: { depth: depth } } }
        state:
          more: Bool
        root:
          NavigationStack:
            - Node: { depth: 1 }
              navigationDestination: { for: Int, as: next, destination: { Node: { depth: next } } }
        """
        let found = withTimeout(5, "recursion through navigation") { Pipeline.run(path: "outline.yaml", bytes: Array(text.utf8)) } ?? []
        XCTAssertEqual(errors(found).map(\.id), [], summary(found))
        XCTAssertFalse(found.contains { $0.id.hasPrefix("recursive-") || $0.id.hasPrefix("limit-") }, summary(found))
    }

    /// A state-driven destination whose content declares the same destination on the same state pushes itself again
    /// on every render: legal to load (it is behind navigation), but the renderer stops the chain instead of crashing.
    func testAStateDrivenDestinationThatPresentsItselfStopsWithAProblem() {
        let text = """
        scene: Again
        state:
          more: Bool
        views:
          Page:
            body:
              Button: { title: More, action: [toggle: more] }
              navigationDestination: { isPresented: $more, destination: Page }
        root:
          NavigationStack: [Page]
        """
        let load = SceneLoader.load(source: SourceFile(path: "again.yaml", text: text))
        XCTAssertEqual(load.diagnostics.map(\.id), [], summary(load.diagnostics))
        guard let scene = load.scene else { return XCTFail("no scene") }
        let problems = withTimeout(5, "a destination that presents itself") { () -> [String] in
            let runtime = SceneRuntime(scene: scene)
            runtime.activate(index: 0)
            return runtime.frame.problems.map(\.message)
        } ?? []
        XCTAssertEqual(problems, ["more than 64 state-driven pushes in a row (a destination that presents itself again?); stopped here"])
    }

    /// 1.2 KB: thirty views, each instantiating the next twice (2^30 nodes), no recursion at all.
    func testADoublingChainIsStoppedWhereItCrossesTheLimit() {
        var text = "scene: Doubling\nviews:\n"
        for level in 1...30 {
            text += "  V\(level):\n" + (level < 30 ? "    body: { VStack: [V\(level + 1), V\(level + 1)] }\n" : "    body: { Text: leaf }\n")
        }
        text += "root: V1\n"
        let found = single("limit-view-expansion", in: text, line: 29, column: 3)
        XCTAssertEqual(found?.message, "the view 'V14' expands to 262141 view nodes with the views it instantiates inlined, more than the "
                       + "limit of 200000; SwiftUI would build them all at once. Show some behind navigation, or instantiate fewer views")
        XCTAssertEqual(found?.notes.map(\.message), ["'V15' (131069 view nodes) is instantiated 2 times, first here"])
    }

    /// Thirty state-reading queries, each calling the next twice (no cache can help: they read state).
    func testAQueryChainIsStoppedWhereItCrossesTheLimit() {
        var text = "scene: Queries\nstate:\n  flag: Bool\nqueries:\n"
        for level in 1...30 {
            text += level < 30 ? "  q\(level): \"q\(level + 1)() == q\(level + 1)() && !flag\"\n" : "  q\(level): flag\n"
        }
        text += "root:\n  Text: \"{q1()}\"\n"
        let found = single("limit-query-expansion", in: text, line: 20, column: 3)
        XCTAssertEqual(found?.message, "the query 'q16' expands to 114682 expression nodes with the queries it calls inlined, more than the "
                       + "limit of 100000. Call fewer queries, or each once")
    }

    /// A query chain that ends in a type error used to be re-checked at every call (2^30 checks).
    func testABrokenQueryChainIsCheckedOnce() {
        var text = "scene: Queries\nqueries:\n"
        for level in 1...30 { text += level < 30 ? "  q\(level): \"q\(level + 1)() ?? q\(level + 1)()\"\n" : "  q\(level): nope\n" }
        text += "root:\n  Text: \"{q1()}\"\n"
        let found = withTimeout(1, "broken query chain") { Pipeline.run(path: "broken.yaml", bytes: Array(text.utf8)) } ?? []
        XCTAssertEqual(found.filter { $0.id == "unknown-name" }.count, 1, summary(found))
    }

    func testRecursiveQueriesAreErrors() {
        let text = "scene: Loops\nstate:\n  flag: Bool\nqueries:\n  ping: \"flag && pong()\"\n  pong: \"ping() || flag\"\nroot:\n  Text: \"{ping()}\"\n"
        let found = single("recursive-query", in: text, line: 6, column: 10)
        XCTAssertEqual(found?.message, "the query 'ping' calls itself (ping → pong → ping); nothing bounds how often it would call itself "
                       + "again. Compute it without calling 'ping'")
        XCTAssertEqual(found?.notes.map(\.message), ["'ping' calls 'pong' here"])
    }

    /// Fifteen actions, each running the next six times: 6^14 statements.
    func testAnActionChainWithFanOutIsStoppedWhereItCrossesTheLimit() {
        var text = "scene: Actions\nstate:\n  flag: Bool\nactions:\n"
        for level in 1...15 {
            text += level < 15 ? "  a\(level): [" + Array(repeating: "{run: a\(level + 1)}", count: 6).joined(separator: ", ") + "]\n"
                : "  a\(level): [toggle: flag]\n"
        }
        text += "root:\n  Button: { title: Go, action: [{run: a1}] }\n"
        let found = single("limit-action-expansion", in: text, line: 13, column: 3)
        XCTAssertEqual(found?.message, "the action 'a9' runs 102642 statements with the actions it runs inlined, more than the limit of "
                       + "100000. Run fewer actions, or each once")
        XCTAssertEqual(found?.notes.map(\.message), ["'a10' (17106 statements) is run 6 times, first here"])
    }

    func testAButtonRunningABigActionTooOftenIsPlacedAtTheButton() {
        var text = "scene: Actions\nstate:\n  flag: Bool\nactions:\n"
        for level in 1...6 { text += level < 6 ? "  a\(level): [" + Array(repeating: "{run: a\(level + 1)}", count: 6).joined(separator: ", ") + "]\n" : "  a6: [toggle: flag]\n" }
        text += "root:\n  Button: { title: Go, action: [" + Array(repeating: "{run: a1}", count: 12).joined(separator: ", ") + "] }\n"
        let found = single("limit-action-expansion", in: text, line: 12, column: 3)
        XCTAssertEqual(found?.message, "this Button's action runs 205284 statements with the actions it runs inlined, more than the limit of "
                       + "100000. Run fewer actions, or each once")
    }

    func testRecursiveActionsAreErrors() {
        let text = "scene: Loops\nstate:\n  flag: Bool\nactions:\n  a1: [toggle: flag, {run: a2}]\n  a2: [{run: a1}]\nroot:\n  Text: x\n"
        let found = single("recursive-action", in: text, line: 6, column: 14)
        XCTAssertEqual(found?.message, "the action 'a1' runs itself (a1 → a2 → a1), so it would never finish. Break the cycle")
        XCTAssertEqual(found?.notes.map(\.message), ["'a1' runs 'a2' here"])
    }

    /// Thousands of declarations in one chain: the graph walks are iterative, so a worker thread's stack is enough.
    /// (The timeout only tells a hang from slowness: 0.8 s in a debug build, about 10x that under AddressSanitizer.)
    func testALongChainOfViewsDoesNotExhaustTheStack() {
        var text = "scene: Chain\nviews:\n"
        for level in 1...5_000 { text += "  V\(level): { body: { \(level < 5_000 ? "V\(level + 1)" : "Text"): \(level < 5_000 ? "{}" : "end") } }\n" }
        text += "root: V1\n"
        let load = withTimeout(60, "5,000 chained views") { SceneLoader.load(source: SourceFile(path: "chain.yaml", text: text)) }
        XCTAssertEqual(load?.diagnostics.map(\.id), [], summary(load?.diagnostics ?? []))
    }
}
