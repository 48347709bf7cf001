@testable import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
@testable import NavSceneRules
import NavSceneRuntime
import XCTest

/// A view instance's body is walked once per (view, bindings, place context) in a walk: an equal instance elsewhere
/// replays the facts the first one recorded, re-based on its own guards and instance path. The analysis' facts and
/// the findings are exactly those of the walk that takes every instance's body.
final class InstanceSummaryTests: XCTestCase {
    /// `Card` is shown with equal arguments under an `if` and its `else`, in a Menu, in a context menu, disabled, in a
    /// List's rows (lazy, with a selection), on a pushed screen and in a sheet; its `Row` gets an action closure and a
    /// binding, and has its own state, a state-driven destination, a switch and a handler. `Plain` differs only in
    /// its argument. A `Lost` value link (no destination for `Lost`) sits inside the shared body.
    let shared = """
    scene: Shared
    types:
      Route: { enum: [detail, about, more] }
      Lost: { enum: [gone] }
      Tab: { enum: [home, other] }
    state:
      flag: Bool
      other: Bool
      tab: { type: Tab, initial: .home }
      picked: Route?
      showSheet: Bool
      item: Route?
    views:
      Row:
        parameters: { title: String, isOn: Binding<Bool>, action: () -> Void }
        state: { open: Bool }
        body:
          VStack:
            - if: isOn
              then:
                - NavigationLink: { title: "{title}", value: Route.detail }
              else:
                - Button: { title: "{title}", action: [{ run: action }, { set: { open: true } }] }
            - if: open
              then:
                - NavigationLink: { title: More, value: Route.more }
            - switch: tab
              cases:
                home: { NavigationLink: { title: "{title}", value: Route.about } }
              default:
                - Button: { title: Other, action: [{ set: { showSheet: true } }] }
            - if: other
              then:
                - NavigationLink: { title: Lost, value: Lost.gone }
          navigationDestination:
            isPresented: $open
            destination: { Text: Opened }
          onAppear:
            - set: { item: Route.about }
      Card:
        parameters: { title: String }
        body:
          VStack:
            - Row: { title: title, isOn: $flag, action: [{ set: { other: true } }] }
            - if: flag
              then:
                - Row: { title: title, isOn: $other, action: [{ set: { tab: .other } }] }
      Plain:
        parameters: { title: String }
        body:
          Card: { title: title }
    root:
      NavigationStack:
        - VStack:
            - Card: { title: "'One'" }
            - if: other
              then:
                - Card: { title: "'One'" }
              else:
                - Card: { title: "'One'" }
                - Plain: { title: "'Two'" }
            - Menu:
                title: More
                content:
                  - Card: { title: "'One'" }
            - Text: Hold
              contextMenu:
                - Card: { title: "'One'" }
            - Card: { title: "'One'" }
              disabled: flag
            - List:
                data: "[Route.detail, Route.about]"
                as: route
                selection: $picked
                row:
                  Card: { title: "'One'" }
          navigationDestination:
            - for: Route
              as: route
              destination: { Card: { title: "'One'" } }
            - item: $item
              as: pushed
              destination: { Plain: { title: "'One'" } }
          sheet:
            isPresented: $showSheet
            content: { Card: { title: "'One'" } }
    """

    func load(_ text: String) throws -> LoadResult {
        let load = SceneLoader.load(source: SourceFile(path: "shared.yaml", bytes: Array((text + "\n").utf8)))
        XCTAssertNotNil(load.scene, "\(load.diagnostics)")
        XCTAssertFalse(load.diagnostics.contains { $0.severity == .error }, "\(load.diagnostics)")
        return load
    }

    func analyse(_ load: LoadResult, sharing: Bool) throws -> ReachabilityAnalysis {
        let scene = try XCTUnwrap(load.scene)
        let analysis = ReachabilityAnalysis(scene: scene, data: DataStore(scene: scene))
        analysis.sharesInstanceWalks = sharing
        analysis.run()
        XCTAssertTrue(analysis.isComplete, "\(String(describing: analysis.incompleteReason))")
        return analysis
    }

    func describe(_ p: Place) -> String {
        "\(p.screen)/\(String(describing: p.stack))/\(String(describing: p.split))/\(String(describing: p.column))/"
            + "\(String(describing: p.selectionState))/\(String(describing: p.selectionType))/\(p.inNavigation)/\(p.disabled)/"
            + "\(String(describing: p.lazyContainer))/\(p.guards)/\(String(describing: p.presentation))/\(p.instancePath)/\(p.labelOnly)"
    }

    func describe(_ v: AbstractValue) -> String {
        if case .values(let set) = v { return "values \(set.map { "\($0)" }.sorted())" }
        return "\(v)"
    }

    /// Every fact of the analysis a rule reads, as text (guard chains and instance paths by id: the replay makes them
    /// in the walk's order, so even the numbering is the walk's).
    func facts(_ a: ReachabilityAnalysis) -> [String] {
        var lines: [String] = ["iterations \(a.iterations) visits \(a.visits) conditionals \(a.conditionalCount)"]
        for link in a.links {
            lines.append("link \(link.node) \(describe(link.place)) \(describe(link.value)) \(link.outcomes) \(link.surelyResolves) "
                         + "guards \(a.guards(link.place.guards).sorted()) uses \(a.instanceUses(link.place))")
        }
        for button in a.buttons {
            lines.append("button \(button.node) \(button.source) \(describe(button.place)) guards \(a.guards(button.place.guards).sorted())")
        }
        for d in a.destinations {
            lines.append("destination \(d.node) \(d.slot) \(describe(d.place)) \(String(describing: d.registeredOn)) "
                         + "\(String(describing: d.ignored)) \(String(describing: d.bindingKey))")
        }
        for atom in a.guardAtoms { lines.append("atom \(atom.node) \(atom.occurrence) \(atom.condition) \(atom.readsStateOnly)") }
        lines.append("chains \(a.guardChains.map { "\($0.parent):\($0.atom)" })")
        lines.append("paths \(a.instancePaths.map { "\($0.parent):\($0.node)" })")
        for tab in a.tabViews { lines.append("tab \(tab.node) \(describe(tab.place))") }
        for stack in a.stacks {
            lines.append("stack \(stack.id) \(stack.node) \(describe(stack.place)) \(stack.screens) \(stack.registrations.map { "\($0.type):\($0.occurrence)" })")
        }
        for split in a.splits { lines.append("split \(split.id) \(split.columnSelections.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value.map { "\($0.state) \(String(describing: $0.type)) \($0.guards)" })" })") }
        for screen in a.screens { lines.append("screen \(screen.kind) \(screen.entries)") }
        for node in a.scene.nodes.indices { lines.append("scopes \(node) \(a.scopes(of: node).map { "\($0)" }.sorted())") }
        lines.append("realised \(a.realised.sorted())")
        lines.append("values \(a.values.sorted { $0.key < $1.key }.map { "\($0.key)=\(describe($0.value))" })")
        lines.append("written \(a.written.sorted { $0.key < $1.key }.map { "\($0.key)=\(describe($0.value))" })")
        lines.append("pushes \(a.pushes.map { "\($0.key) \($0.value.sorted { $0.key < $1.key }.map { "\($0.key)=\(describe($0.value))" })" }.sorted())")
        lines.append("sources \(a.pushSources.map { "\($0.key) \($0.value.mapValues { $0.map { "\($0)" }.sorted() }.sorted { $0.key < $1.key })" }.sorted())")
        lines.append("sheets \(a.sheetTriggers.sorted()) clearable \(a.clearable.map { "\($0.state)=\($0.clear)" })")
        lines.append("pending \(a.pendingWrites.map { "\($0.0)=\(describe($0.1))" })")
        lines.append("queue \(a.presentationQueue.map { "\($0.kind) \(describe($0.place))" })")
        return lines
    }

    func testReplayedInstancesGiveTheFactsOfTheWalkThatTakesEveryOne() throws {
        let load = try load(shared)
        let sharing = try analyse(load, sharing: true)
        let walking = try analyse(load, sharing: false)
        XCTAssertGreaterThan(sharing.instanceWalksReplayed, 0, "equal Cards and Rows in equal contexts are replayed")
        XCTAssertEqual(walking.instanceWalksReplayed, 0)
        let a = facts(sharing), b = facts(walking)
        XCTAssertEqual(a.count, b.count)
        for (x, y) in zip(a, b) where x != y { XCTFail("sharing: \(x)\nwalking: \(y)") }
        // Instances under different guards and contexts: the shared body's link is met in many places.
        let lost = sharing.links.filter { "\($0.value)".contains("gone") }
        XCTAssertGreaterThan(Set(lost.map(\.place.guards)).count, 3, "\(lost.map { describe($0.place) })")
        XCTAssertGreaterThan(Set(lost.map(\.place.instancePath)).count, 3)
    }

    func testFindingsAreThoseOfTheWalkThatTakesEveryInstance() throws {
        let load = try load(shared)
        var off = RuleSettings()
        off.sharesInstanceWalks = false
        let sharing = render(lint(load), load), walking = render(lint(load, settings: off), load)
        XCTAssertEqual(sharing, walking)
        XCTAssertTrue(sharing.contains("Lost"), "the link to a value no destination shows is reported:\n\(sharing)")
    }

    /// A summary holds only over the facts it read: an instance met after a fact it reads grew, in the same walk, is
    /// walked again. The stack between the two `Probe`s applies the first one's Button while the walk goes on (the
    /// walk applies effects as it walks a stack), so the second one reads more values of `count` than the first.
    func testAnInstanceMetAfterItsReadsGrewIsWalkedAgain() throws {
        let text = """
        scene: Grown
        types:
          Step: { enum: [one] }
        state:
          count: { type: Int, initial: 0 }
        views:
          Probe:
            parameters: { title: String }
            body:
              VStack:
                - if: "count > 0"
                  then:
                    - NavigationLink: { title: "{title}", value: Step.one }
                - Button: { title: Add, action: [{ set: { count: 1 } }] }
        root:
          VStack:
            - Probe: { title: "'P'" }
            - NavigationStack:
                - Text: Inner
            - Probe: { title: "'P'" }
        """
        let load = try load(text)
        var walks: [ReachabilityAnalysis] = []
        for sharing in [true, false] {
            let scene = try XCTUnwrap(load.scene)
            let analysis = ReachabilityAnalysis(scene: scene, data: DataStore(scene: scene))
            analysis.sharesInstanceWalks = sharing
            // One walk from the initial value (`run`'s first pass).
            analysis.values["count"] = .just(.int(0))
            analysis.walkAll()
            walks.append(analysis)
        }
        XCTAssertEqual(walks[0].links.count, 1, "the second Probe reads count > 0 after the first one's Button ran")
        XCTAssertEqual(walks[0].instanceWalksReplayed, 0)
        let a = facts(walks[0]), b = facts(walks[1])
        XCTAssertEqual(a.count, b.count)
        for (x, y) in zip(a, b) where x != y { XCTFail("sharing: \(x)\nwalking: \(y)") }
    }
}
