@testable import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRuntime
import XCTest

/// `StackOrder` keeps a stack's edges in arrays indexed by each screen's position on the stack (`StackEdges`) and
/// marks the screens above a registration in an array of flags. `screensAbove` must answer exactly as the computation
/// over dictionaries and sets keyed by screen id did: that computation is kept here, as it was, and compared on every
/// stack, for every registration place and (on a stack's root) every guard, and again after a further walk.
final class StackOrderArraysTests: XCTestCase {
    /// A stack whose screens push each other by value links, by Buttons (some on a sibling stack of the same path),
    /// by a view link (a pushed view), by a state-driven destination, and a root whose destinations sit in two branches
    /// of a conditional.
    let mixed = """
    scene: Mixed
    types:
      A: { enum: [a, b] }
      B: { enum: [a] }
      C: { enum: [a] }
    state:
      path: NavigationPath
      flag: Bool
      showing: Bool
    views:
      Home:
        body:
          VStack:
            - NavigationLink: { title: A, value: A.a }
            - Button: { title: C, action: [{ append: { path: C.a } }] }
            - Toggle: { title: Flag, isOn: $flag }
            - If:
                condition: flag
                then:
                  - NavigationLink: { title: B, value: B.a }
          navigationDestination:
            - { for: A, as: a, destination: { AScreen: { value: a } } }
            - { for: C, as: c, destination: { CScreen: { value: c } } }
      AScreen:
        parameters: { value: A }
        body:
          VStack:
            - NavigationLink: { title: Again, value: A.b }
            - NavigationLink: { title: Pushed, destination: [Pushed] }
            - Button: { title: Show, action: [{ set: { showing: true } }] }
          navigationDestination:
            - { for: B, as: b, destination: { Text: B here } }
            - { isPresented: $showing, destination: { Text: Shown } }
      CScreen:
        parameters: { value: C }
        body:
          NavigationLink: { title: A from C, value: A.a }
      Pushed:
        body:
          VStack:
            - NavigationLink: { title: B from pushed, value: B.a }
            - Button: { title: Back to C, action: [{ append: { path: C.a } }] }
      Other:
        body:
          Button: { title: A elsewhere, action: [{ append: { path: A.b } }] }
    root:
      TabView:
        tabs:
          - Tab: { title: Home, content: { NavigationStack: { path: $path, root: [Home] } } }
          - Tab: { title: Other, content: { NavigationStack: { path: $path, root: [Other] } } }
    """

    /// Chains of screens each declaring the destination of the next (the deep shape of `Benchmarks/shapes.py`).
    func chains(_ n: Int, depth: Int) -> String {
        var lines = ["scene: Deep", "types:"]
        lines += (0..<n).flatMap { c in (0..<depth).map { "  C\(c)L\($0): { enum: [x] }" } }
        lines += ["views:", "  Home:", "    body:", "      List:"]
        lines += (0..<n).map { "        - NavigationLink: { title: Chain \($0), value: C\($0)L0.x }" }
        lines += ["      navigationDestination:"]
        lines += (0..<n).map { "        - { for: C\($0)L0, as: value, destination: { C\($0)Level0: { value: value } } }" }
        for c in 0..<n {
            for k in 0..<depth {
                lines += ["  C\(c)Level\(k):", "    parameters: { value: C\(c)L\(k) }", "    body:"]
                if k + 1 < depth {
                    lines += ["      VStack:", "        - NavigationLink: { title: Deeper, value: C\(c)L\(k + 1).x }",
                              "      navigationDestination: { for: C\(c)L\(k + 1), as: next, destination: { C\(c)Level\(k + 1): { value: next } } }"]
                } else {
                    lines += ["      Text: Bottom"]
                }
            }
        }
        lines += ["root:", "  NavigationStack: [Home]"]
        return lines.joined(separator: "\n")
    }

    func analyse(_ text: String) throws -> ReachabilityAnalysis {
        let load = SceneLoader.load(source: SourceFile(path: "order.yaml", bytes: Array((text + "\n").utf8)))
        let scene = try XCTUnwrap(load.scene, "\(load.diagnostics)")
        let analysis = ReachabilityAnalysis(scene: scene, data: DataStore(scene: scene))
        analysis.run()
        XCTAssertTrue(analysis.isComplete, "\(String(describing: analysis.incompleteReason))")
        return analysis
    }

    /// Every stack's `screensAbove` for every registration place and every guard chain on its root, equal to the
    /// computation over sets; returns how many answers were compared and how many of them held a screen.
    @discardableResult
    func assertSameAnswers(_ analysis: ReachabilityAnalysis, file: StaticString = #filePath, line: UInt = #line) -> (Int, Int) {
        var compared = 0, nonEmpty = 0
        for stack in analysis.stacks.indices {
            var places = analysis.destinations.map(\.place) + analysis.links.map(\.place)
            let root = analysis.stacks[stack].rootScreen
            for guards in 0..<analysis.guardChains.count {
                var place = Place(screen: root)
                place.guards = guards
                places.append(place)
            }
            for place in places {
                analysis.forgetStackOrder()
                let arrays = analysis.screensAbove(place, stack: stack)
                let sets = SetBasedOrder(analysis).screensAbove(place, stack: stack)
                XCTAssertEqual(arrays, sets, "stack \(stack), screen \(place.screen), guards \(place.guards)", file: file, line: line)
                compared += 1
                if !arrays.isEmpty { nonEmpty += 1 }
            }
        }
        return (compared, nonEmpty)
    }

    func testMixedPushersAndEntries() throws {
        let analysis = try analyse(mixed)
        XCTAssertEqual(analysis.stacks.count, 2)
        // The home stack holds path screens, a pushed view and a state-driven screen.
        let kinds = analysis.stacks[0].screens.map { analysis.screens[$0].kind }
        XCTAssertTrue(kinds.contains { if case .viewPush = $0 { return true } else { return false } }, "\(kinds)")
        XCTAssertTrue(kinds.contains { if case .statePush = $0 { return true } else { return false } }, "\(kinds)")
        XCTAssertGreaterThanOrEqual(kinds.filter { if case .path = $0 { return true } else { return false } }.count, 3, "\(kinds)")
        let (compared, nonEmpty) = assertSameAnswers(analysis)
        XCTAssertGreaterThan(compared, 15)
        XCTAssertGreaterThan(nonEmpty, 5, "the scene's stacks have screens above others")
        analysis.walkAll()
        assertSameAnswers(analysis)
    }

    func testManyFeaturesAndChains() throws {
        for text in [StackScreenSetTests.scene(count: 3), StackScreenSetTests.scene(count: 40), chains(4, depth: 5)] {
            let analysis = try analyse(text)
            let (_, nonEmpty) = assertSameAnswers(analysis)
            XCTAssertGreaterThan(nonEmpty, 0)
        }
    }

    /// A screen the stack meets after its edges were taken has no edges (and is above nothing) until they are taken
    /// again: the answers of a cache asked mid-walk. Taken with only the root on the stack, then compared once the
    /// stack holds every screen (the edges kept, as during a walk).
    func testEdgesTakenBeforeLaterScreens() throws {
        let analysis = try analyse(StackScreenSetTests.scene(count: 5))
        let stack = 0
        let all = analysis.stacks[stack]
        var early = StackFacts(id: all.id, node: all.node, binding: all.binding, typedElement: all.typedElement,
                               hostScreen: all.hostScreen, place: all.place, rootScreen: all.rootScreen)
        early.addScreen(all.rootScreen)
        analysis.forgetStackOrder()
        analysis.stacks[stack] = early
        let edges = analysis.stackEdges(stack)
        let reference = SetBasedOrder(analysis).stackEdges(stack)
        analysis.stacks[stack] = all
        XCTAssertEqual(edges.count, 1)
        for registration in analysis.destinations.map(\.place) {
            analysis.screensAboveCache = [:]
            let arrays = analysis.screensAbove(registration, stack: stack)
            let sets = SetBasedOrder(analysis).screensAbove(registration, stack: stack, edges: reference)
            XCTAssertEqual(arrays, sets)
        }
    }
}

/// `StackOrder.screensAbove` and `stackEdges` as they were before the edges became arrays (session 22's main).
struct SetBasedOrder {
    let analysis: ReachabilityAnalysis
    init(_ analysis: ReachabilityAnalysis) { self.analysis = analysis }

    struct Edges {
        var pushers: [Int: [ScreenGuards]] = [:]
        var entries: [Int: [ScreenGuards]] = [:]
        var anywhere = Set<Int>()
        var unknownEntry = Set<Int>()
        var pushes: [Int: [Int]] = [:]
        var shows: [Int: [Int]] = [:]
    }

    func screensAbove(_ registration: Place, stack: Int, edges given: Edges? = nil) -> Set<Int> {
        let facts = analysis.stacks[stack]
        let onRoot = registration.screen == facts.rootScreen
        let key = ScreenGuards(screen: registration.screen, guards: onRoot ? registration.guards : 0)
        let edges = given ?? stackEdges(stack)
        var above = Set<Int>()
        var pusherOK = Set<Int>(), entryOK = Set<Int>()
        var queue: [Int] = []
        func mark(_ screen: Int, pusher: Bool) {
            guard !above.contains(screen) else { return }
            if pusher { pusherOK.insert(screen) } else { entryOK.insert(screen) }
            if pusherOK.contains(screen), entryOK.contains(screen) {
                above.insert(screen)
                queue.append(screen)
            }
        }
        for screen in facts.screens where screen != facts.rootScreen {
            let pushed = edges.pushers[screen] ?? []
            if edges.anywhere.contains(screen) || pushed.contains(where: { $0.screen == key.screen }) { mark(screen, pusher: true) }
            let entries = edges.entries[screen] ?? []
            if edges.unknownEntry.contains(screen)
                || (onRoot ? entries.contains(where: { $0.screen == key.screen && !analysis.excludeEachOther($0.guards, registration.guards) })
                           : !entries.isEmpty) {
                mark(screen, pusher: false)
            }
        }
        var next = 0
        while next < queue.count {
            let top = queue[next]
            next += 1
            for screen in edges.pushes[top] ?? [] { mark(screen, pusher: true) }
            for screen in edges.shows[top] ?? [] { mark(screen, pusher: false) }
        }
        return above
    }

    func stackEdges(_ stack: Int) -> Edges {
        var edges = Edges()
        let facts = analysis.stacks[stack]
        let onStack = facts.screenSet
        var pathScreens: [String: [Int]] = [:]
        var anyTypeScreens: [Int] = []
        for screen in facts.screens {
            switch analysis.screens[screen].kind {
            case .path(_, let template, let slot):
                let entries = analysis.screens[screen].entries.map {
                    ScreenGuards(screen: analysis.destinations[$0].place.screen, guards: analysis.destinations[$0].place.guards)
                }
                edges.entries[screen] = entries
                if entries.isEmpty { edges.unknownEntry.insert(screen) }
                if let type = analysis.destination(template, slot)?.forType, let name = analysis.typeName(type.unwrapped) {
                    pathScreens[name, default: []].append(screen)
                } else {
                    anyTypeScreens.append(screen)
                }
            case .viewPush(_, _), .statePush(_, _, _):
                let from = analysis.pushedFrom[analysis.screens[screen].kind] ?? []
                edges.entries[screen] = from
                if from.isEmpty { edges.unknownEntry.insert(screen); edges.anywhere.insert(screen) }
                if case .viewPush = analysis.screens[screen].kind { edges.pushers[screen] = from } else { edges.anywhere.insert(screen) }
            default:
                break
            }
        }
        func push(_ type: String?, from pusher: ScreenGuards?) {
            func add(_ screen: Int) {
                if let pusher { edges.pushers[screen, default: []].append(pusher) } else { edges.anywhere.insert(screen) }
            }
            if let type {
                for screen in pathScreens[type] ?? [] { add(screen) }
            } else {
                for list in pathScreens.values { for screen in list { add(screen) } }
            }
            for screen in anyTypeScreens { add(screen) }
        }
        func pusher(_ place: Place) -> ScreenGuards? {
            place.stack == stack && onStack.contains(place.screen) ? ScreenGuards(screen: place.screen, guards: place.guards) : nil
        }
        // Every link of the walk scanned (as before `LinkStackIndex`): those on this stack push from their screen,
        // those in a split view's column outside any stack from anywhere.
        for link in analysis.links {
            let here = link.place.stack == stack
            guard here || (link.place.stack == nil && link.place.split != nil && link.place.split == facts.place.split) else { continue }
            let from = here ? pusher(link.place) : nil
            if let types = analysis.types(of: link) {
                for type in types { push(type, from: from) }
            } else {
                push(nil, from: from)
            }
        }
        let key: PathKey = facts.binding.map { .bound($0) } ?? .implicit(stack)
        for (type, sources) in analysis.pushSources[key] ?? [:] {
            let pushed: String? = type == "*" ? nil : type
            for source in sources {
                switch source {
                case .button, .event:
                    let positions = analysis.buttonPositions(from: source)
                    if positions.isEmpty { push(pushed, from: nil) }
                    for position in positions { push(pushed, from: pusher(analysis.buttons[position].place)) }
                case .link(let node):
                    if analysis.linkWalked(node, elsewhereThan: stack) { push(pushed, from: nil) }
                case .action, .initial:
                    push(pushed, from: nil)
                }
            }
        }
        if analysis.anyTypePushes.contains(key) { push(nil, from: nil) }
        for (screen, list) in edges.pushers {
            for from in Set(list.map(\.screen)) { edges.pushes[from, default: []].append(screen) }
        }
        for (screen, list) in edges.entries {
            for from in Set(list.map(\.screen)) { edges.shows[from, default: []].append(screen) }
        }
        return edges
    }
}
