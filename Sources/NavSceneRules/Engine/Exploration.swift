import NavSceneModel
import NavSceneRuntime

/// One reached navigation state and how it was first reached (breadth-first, so by a shortest interaction sequence).
public struct ExploredState: Sendable {
    public var state: NavigationState
    /// Index of the state this one was reached from; nil for an initial state.
    public var parent: Int?
    /// The interaction that led here from `parent` (`tap "Apple Pie"`, `back`, `run popToRoot`...).
    public var step: String?
    public var depth: Int
}

/// What a breadth-first exploration of a scene's navigation states found.
public struct ExplorationResult: Sendable {
    public enum Budget: String, Sendable { case maxStates, maxDepth, maxWork, lintWork }
    /// Every state reached, in breadth-first order; indexes are state ids.
    public var states: [ExploredState] = []
    /// The budgets that stopped exploration early (empty when the whole state space within the path cap was seen).
    public var budgetsHit: Set<Budget> = []
    /// Successor states not explored because a path (or view-push stack) grew past `maxPathLength`. This bounds
    /// recursive navigation (Pie Crust <-> Fruit Pie Filling); it is a property of the exploration, not a budget.
    public var pathCapHits = 0
    /// States reached but not expanded because an already expanded state showed an indistinguishable screen.
    public var prunedStates = 0
    public var elapsedSeconds: Double = 0

    public var isComplete: Bool { budgetsHit.isEmpty }
    public var statesPerSecond: Double { elapsedSeconds > 0 ? Double(states.count) / elapsedSeconds : 0 }

    /// The shortest interaction sequence from the initial state to state `index`, e.g.
    /// `select Dessert > tap "Apple Pie" > tap "Pie Crust"`; prefixed with the width when it is compact.
    public func witness(_ index: Int) -> String {
        let steps = self.steps(to: index)
        let sequence = steps.isEmpty ? "the initial state" : steps.joined(separator: " > ")
        return isCompact(index) ? "in compact width: " + sequence : sequence
    }

    /// The witness as the end of a sentence: "in the initial state" or "after: tap "Mint" > back" (with
    /// "in compact width" said first when the state is).
    public func when(_ index: Int) -> String {
        let steps = self.steps(to: index)
        let phrase = steps.isEmpty ? "in the initial state" : "after: " + steps.joined(separator: " > ")
        return isCompact(index) ? "in compact width, " + phrase : phrase
    }

    /// The interactions from a launch state to the state at `index`, in order.
    func steps(to index: Int) -> [String] {
        var steps: [String] = []
        var current: Int? = index
        while let i = current, states.indices.contains(i) {
            if let step = states[i].step { steps.append(step) }
            current = states[i].parent
        }
        return steps.reversed()
    }

    func isCompact(_ index: Int) -> Bool { states.indices.contains(index) && states[index].state.size == .compact }
}

/// Breadth-first exploration over reachable `NavigationState`s, for drawing the navigation graph. Every transition
/// goes through `Navigator`; this file only decides which interactions to try and keeps the visited set.
///
/// It prunes states whose screen looks like one already expanded, which keeps graphs small and readable but is not
/// sound: no verdict rests on it. Verdicts come from `ReachabilityAnalysis` (static), and witnesses for them from
/// `WitnessSearch`, which merges only states that cannot behave differently.
public enum Exploration {
    /// Explores from the initial state in regular width (and compact width when the scene has a split view, the only
    /// thing width changes). `observe` sees each state's frame once, in breadth-first order.
    public static func explore(navigator given: Navigator, settings: RuleSettings,
                               observe: (Int, NavigationState, Frame) -> Void = { _, _, _ in }) -> ExplorationResult {
        // The work budget counts every frame rendered, the interactions' renders included (`RenderMeter`).
        var navigator = given
        let meter = given.meter ?? RenderMeter()
        navigator.meter = meter
        let workLimit = meter.work + settings.maxWork
        let clock = ContinuousClock()
        let start = clock.now
        var result = ExplorationResult()
        var visited: [NavigationState: Int] = [:]
        // Navigation states without their scroll positions. Scrolling is how a person reaches rows further down, not
        // a place of its own: a tap from a scrolled window that leads to a navigation state already reached (through
        // any window) is not explored again, so scroll positions do not multiply the state space.
        var reached = Set<NavigationState>()
        var sizes: [SizeClass] = [.regular]
        if hasWidthDependentContent(navigator.scene) { sizes.append(.compact) }
        for size in sizes {
            let initial = navigator.launchState(size: size)
            guard visited[initial] == nil else { continue }
            visited[initial] = result.states.count
            reached.insert(withoutScroll(initial))
            result.states.append(ExploredState(state: initial, parent: nil, step: nil, depth: 0))
        }
        var cursor = 0
        var signatures = Set<FrameSignature>()
        while cursor < result.states.count {
            let current = result.states[cursor]
            let frame = navigator.render(current.state)
            // A state whose screen is indistinguishable from one already expanded (same views realised, same
            // elements doing the same kind of thing, same stack depths) differs only in data or in hidden state
            // (another tab's stack); expanding it again multiplies states without showing anything new.
            // A scrolled state is always expanded: the same templates show other rows, and the rows it reveals may
            // lead somewhere the first window's rows do not (categories further down a sidebar).
            guard signatures.insert(FrameSignature(frame)).inserted || current.step == "scroll" else {
                result.prunedStates += 1
                cursor += 1
                continue
            }
            observe(cursor, current.state, frame)
            if meter.reached(workLimit) { result.budgetsHit.insert(.maxWork); break }
            let next = successors(of: current.state, frame, navigator, workLimit: workLimit)
            if meter.reached(workLimit) { result.budgetsHit.insert(.maxWork); break }
            for (next, step) in next {
                guard visited[next] == nil else { continue }
                if step != "scroll", reached.contains(withoutScroll(next)) { continue }
                if exceedsPathCap(next, settings.maxPathLength) { result.pathCapHits += 1; continue }
                if current.depth >= settings.maxDepth { result.budgetsHit.insert(.maxDepth); break }
                if result.states.count >= settings.maxStates { result.budgetsHit.insert(.maxStates); break }
                visited[next] = result.states.count
                reached.insert(withoutScroll(next))
                result.states.append(ExploredState(state: next, parent: cursor, step: step, depth: current.depth + 1))
            }
            cursor += 1
        }
        let elapsed = clock.now - start
        result.elapsedSeconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return result
    }

    /// Every interaction a person (or the app's code) can perform in this state, with the state it leads to.
    /// With `workLimit`, no further interaction is tried once the navigator's meter has reached it (the list is then
    /// partial, and the caller stops at its work budget).
    static func successors(of explored: NavigationState, _ frame: Frame, _ navigator: Navigator,
                           workLimit: Int? = nil) -> [(NavigationState, String)] {
        // The view-local state of instances that left the hierarchy is gone (SwiftUI's `@State`), as the REPL's
        // runtime drops it after every step: an instance that comes back starts from its initial values.
        var state = explored
        LocalState.prune(&state, live: frame)
        var out: [(NavigationState, String)] = []
        func add(_ result: (NavigationState, Outcome), _ step: String) {
            if result.1.changed, !navigator.same(result.0, state) { out.append((result.0, step)) }
        }
        var stopped: Bool {
            guard let workLimit, let meter = navigator.meter else { return false }
            return meter.reached(workLimit)
        }
        // A tap whose action branches on a condition the front end could not compute: each outcome is a successor.
        for element in frame.elements where !element.effect.isInert {
            if stopped { return out }
            for result in navigator.activateEach(element, in: frame, state) { add(result, describe(element)) }
        }
        if stopped { return out }
        add(navigator.back(in: frame, state), "back")
        for name in navigator.scene.actionOrder {
            if stopped { return out }
            for result in navigator.runEach(action: name, in: frame, state) { add(result, "run \(name)") }
        }
        // Each declared URL pattern is an entry point: a deep link can arrive in any state.
        for url in navigator.candidateURLs(in: frame) {
            if stopped { return out }
            add(navigator.openURL(url, in: frame, state), "open \(url)")
        }
        // A handler with an external moment (a tap on a view, a publisher firing) may run in any state that shows it.
        for handler in navigator.externalHandlers(in: frame) {
            if stopped { return out }
            add(navigator.fire(handler, in: frame, state), navigator.describe(handler))
        }
        for container in frame.lazy where container.total > navigator.scene.simulation.viewport {
            if stopped { return out }
            add(navigator.scroll(in: frame, state, container: container.key), "scroll")
        }
        return out
    }

    static func describe(_ element: InteractiveElement) -> String {
        switch element.effect {
        case .select: return "select \(element.label)"
        case .selectTab: return "tab \"\(element.label)\""
        default: return "tap \"\(element.label)\""
        }
    }

    static func withoutScroll(_ state: NavigationState) -> NavigationState {
        var copy = state
        copy.scroll = [:]
        return copy
    }

    static func exceedsPathCap(_ state: NavigationState, _ cap: Int) -> Bool {
        for value in state.values.values {
            if let items = value.listItems, items.count > cap { return true }
        }
        if state.implicitPaths.values.contains(where: { $0.count > cap }) { return true }
        return state.viewPushes.values.contains { $0.count > cap }
    }

    /// Width only matters to split views (and column-style NavigationViews), which collapse in compact width.
    static func hasWidthDependentContent(_ scene: Scene) -> Bool {
        scene.nodes.contains { node in
            switch node.element {
            case .splitView: return true
            case .navigationView(let view): return view.style == .columns
            case .container(.viewThatFits, _): return true
            default: return false
            }
        }
    }
}

/// What a frame shows, up to data: which templates are realised, what each element does (kind of effect, and why it
/// does nothing), how deep each visible stack is, and how many contexts are presented.
struct FrameSignature: Hashable {
    var size: SizeClass
    var templates: [Int]
    var elements: [String]
    var depths: [Int]
    var presentations: Int

    init(_ frame: Frame) {
        size = frame.size
        templates = Array(Set(frame.realised.map(\.template))).sorted()
        elements = frame.elements.map { element in
            let effect: String
            switch element.effect {
            case .push(let stack, _): effect = "push " + stack
            case .replacePath(let stack, _): effect = "replace " + stack
            case .select(let state, _): effect = "select " + state
            case .pushView(let stack, _): effect = "view " + stack
            case .showInColumn(let split, let column, _): effect = "column \(split) \(column)"
            case .setState(let name, _): effect = "set " + name
            case .runButton: effect = "button"
            case .selectTab(_, let index, _, _): effect = "tab \(index)"
            case .disabled(let reason): effect = "disabled " + reason
            case .dead(let reason): effect = "dead \(reason)"
            }
            return "\(element.template) \(effect)"
        }
        depths = frame.visibleStacks.map(\.screens.count)
        presentations = frame.presentations.count
    }
}
