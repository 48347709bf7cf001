import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneModel
import NavSceneRuntime

/// A state the rules want to see, and how far a state seems from it.
struct WitnessGoal {
    var isMet: (NavigationState, Frame) -> Bool
    /// A lower-is-closer estimate (0 when nothing is known); it orders the search, it never decides.
    var distance: (NavigationState) -> Int = { _ in 0 }
    /// What a state meeting the goal needs, in terms the static analysis can refute: a refuted goal is dropped, not
    /// searched.
    var precondition: GoalPrecondition? = nil
    /// The rule and candidate the goal decides, for the report when the search stops at a budget before deciding it.
    var subject: GoalSubject? = nil
}

/// Which rule's candidate a goal decides, and where that candidate is.
struct GoalSubject {
    var rule: String
    var range: SourceRange
    /// The candidate in words ("the selection 'item' is not saved ...").
    var candidate: String
}

/// Goal-directed exploration through the interpreter: it looks for concrete states that confirm what the static
/// analysis says may happen, and returns the shortest interaction sequence it found to each. It never decides a
/// verdict on its own: a goal it does not reach stays a possibility the report names.
///
/// States are expanded best-first by the goals' distance estimate, then breadth-first. Two states are merged only
/// when they are equal after dropping the state variables no expression, binding or statement ever reads (those
/// cannot change any later behaviour) and those nothing ever writes (they hold their launch value in every state),
/// or when they differ only in scroll positions (every window of every lazy
/// container stays reachable by scrolling from either, so neither reaches anything the other cannot).
enum WitnessSearch {
    struct Result {
        var exploration = ExplorationResult()
        /// Per goal, the first state found that meets it.
        var found: [Int: Int] = [:]
        /// Goals the static analysis proved impossible: never searched, never met.
        var refuted = Set<Int>()
        /// Goals that need a value the front end could not compute to change (`GoalRefuter.outOfReach`): the
        /// interpreter never changes it, so they are not searched; unknown, never met, never reported as undecided.
        var unknown = Set<Int>()
        /// Goals the search does not look for.
        var dropped: Set<Int> { refuted.union(unknown) }
        /// Whether every reachable state (within the path length cap) was seen: then an unmet goal is never met.
        var exhaustive: Bool { exploration.isComplete && exploration.pathCapHits == 0 }
    }

    static func search(_ goals: [WitnessGoal], refuted: Set<Int> = [], unknown: Set<Int> = [], navigator given: Navigator,
                       settings: RuleSettings, readVariables: Set<String>, written: Set<String>? = nil) -> Result {
        // The work budget counts every frame rendered while this search runs, the interactions' own renders included
        // (an interaction settles, resets changed roots, follows preferred columns: several renders each) and those
        // of the goals' checks (through the rule's navigator, which shares the meter), with what each node's
        // identity costs (`RenderMeter`). Counted as it happens, so no shape of frame escapes it.
        var navigator = given
        let meter = given.meter ?? RenderMeter()
        navigator.meter = meter
        // One lint's searches share the rule context's meter: together they render at most `lintWorkLimit`.
        let lintBound = settings.lintWorkLimit < meter.work + settings.maxWork
        let workLimit = min(meter.work + settings.maxWork, settings.lintWorkLimit)
        let workBudget: ExplorationResult.Budget = lintBound ? .lintWork : .maxWork
        var result = Result()
        result.refuted = refuted
        result.unknown = unknown
        guard goals.count > result.dropped.count else { return result }
        let clock = ContinuousClock()
        let start = clock.now
        var visited = Set<StateKey>()
        // The variables a key holds: read somewhere (`ReadVariables`) and written by something (`WrittenVariables`),
        // in a fixed order. One nothing writes keeps its launch value in every state, so it tells no two apart.
        let keyed = readVariables.intersection(written ?? WrittenVariables.of(navigator.scene)).sorted()
        // Every state holds every scene variable (`initialState`; only local keys are ever removed): a state with
        // more keys than the scene's variables holds a view's own state, which its view reads wherever it is.
        let sceneVariables = Set(navigator.scene.state.map(\.name)).count
        func key(_ state: NavigationState) -> StateKey {
            var rest = state
            rest.scroll = [:]
            rest.values = [:]
            var locals: [String: Value] = [:]
            if state.values.count != sceneVariables {
                for (name, value) in state.values where LocalState.isLocal(name) { locals[name] = value }
            }
            return StateKey(rest: rest, kept: keyed.map { state.values[$0] }, locals: locals)
        }
        var pending = Set(goals.indices).subtracting(result.dropped)
        func estimate(_ state: NavigationState) -> Int {
            pending.map { goals[$0].distance(state) }.min() ?? 0
        }
        var heap = Heap()
        var sizes: [SizeClass] = [.regular]
        if Exploration.hasWidthDependentContent(navigator.scene) { sizes.append(.compact) }
        for size in sizes {
            let initial = navigator.launchState(size: size)
            guard visited.insert(key(initial)).inserted else { continue }
            heap.push(estimate(initial), 0, result.exploration.states.count)
            result.exploration.states.append(ExploredState(state: initial, parent: nil, step: nil, depth: 0))
        }
        while let (_, _, index) = heap.pop(), !pending.isEmpty {
            let current = result.exploration.states[index]
            let frame = navigator.render(current.state)
            for goal in pending.sorted() {
                if meter.reached(workLimit) { break }
                guard goals[goal].isMet(current.state, frame) else { continue }
                result.found[goal] = index
                pending.remove(goal)
            }
            if pending.isEmpty { break }
            if meter.reached(workLimit) { result.exploration.budgetsHit.insert(workBudget); break }
            if current.depth >= settings.maxDepth { result.exploration.budgetsHit.insert(.maxDepth); continue }
            let successors = Exploration.successors(of: current.state, frame, navigator, workLimit: workLimit)
            if meter.reached(workLimit) { result.exploration.budgetsHit.insert(workBudget); break }
            for (next, step) in successors {
                if Exploration.exceedsPathCap(next, settings.maxPathLength) { result.exploration.pathCapHits += 1; continue }
                guard visited.insert(key(next)).inserted else { continue }
                if result.exploration.states.count >= settings.maxStates { result.exploration.budgetsHit.insert(.maxStates); break }
                heap.push(estimate(next), current.depth + 1, result.exploration.states.count)
                result.exploration.states.append(ExploredState(state: next, parent: index, step: step, depth: current.depth + 1))
            }
            if result.exploration.budgetsHit.contains(.maxStates) { break }
        }
        if !pending.isEmpty, heap.count > 0, result.exploration.budgetsHit.isEmpty { result.exploration.budgetsHit.insert(.maxStates) }
        let elapsed = clock.now - start
        result.exploration.elapsedSeconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return result
    }

    /// What the visited set compares: a state without its scroll positions, with the values of the keyed variables
    /// in a fixed order and the views' own state.
    struct StateKey: Hashable {
        var rest: NavigationState
        var kept: [Value?]
        var locals: [String: Value]
    }

    /// A binary min-heap of (estimate, depth, index): closest first, then shallowest, then oldest.
    struct Heap {
        private var items: [(Int, Int, Int)] = []
        var count: Int { items.count }
        private static func less(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Bool { a < b }
        mutating func push(_ estimate: Int, _ depth: Int, _ index: Int) {
            items.append((estimate, depth, index))
            var child = items.count - 1
            while child > 0 {
                let parent = (child - 1) / 2
                guard Heap.less(items[child], items[parent]) else { break }
                items.swapAt(child, parent)
                child = parent
            }
        }
        mutating func pop() -> (Int, Int, Int)? {
            guard !items.isEmpty else { return nil }
            let top = items[0]
            let last = items.removeLast()
            if !items.isEmpty {
                items[0] = last
                var parent = 0
                while true {
                    let left = 2 * parent + 1, right = left + 1
                    var smallest = parent
                    if left < items.count, Heap.less(items[left], items[smallest]) { smallest = left }
                    if right < items.count, Heap.less(items[right], items[smallest]) { smallest = right }
                    if smallest == parent { break }
                    items.swapAt(parent, smallest)
                    parent = smallest
                }
            }
            return top
        }
    }
}
