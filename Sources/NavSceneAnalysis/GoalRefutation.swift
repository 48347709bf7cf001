import NavSceneModel
import NavSceneRuntime

/// What a concrete state must satisfy for a goal of a witness search to be met, in terms the static analysis can
/// check: a goal whose precondition the analysis refutes cannot be met in any reachable state, so it is dropped
/// instead of searched (a search can only learn that by seeing every state).
public struct GoalPrecondition: Sendable {
    /// State variables that must hold a value other than their launch value (name: launch value).
    public var changed: [String: Value] = [:]
    /// State variables that must still hold their launch value (name: launch value).
    public var unchanged: [String: Value] = [:]
    /// Template nodes that must be shown.
    public var shown: Set<Int> = []

    public init(changed: [String: Value] = [:], unchanged: [String: Value] = [:], shown: Set<Int> = []) {
        self.changed = changed
        self.unchanged = unchanged
        self.shown = shown
    }
}

/// Refutes goal preconditions with the reachability analysis.
///
/// Alone, the analysis is not relational: it knows which values each variable may take, not which combinations occur.
/// What it adds here is one relational fact that is cheap and sound: a *latch*, a scene state variable that no write
/// can ever set to its launch value. Once such a variable leaves its launch value it never returns, so every state
/// where it still holds its launch value was reached without writing it at all. The analysis re-run with the latches
/// a precondition keeps unchanged pinned (their writes dropped) over-approximates exactly those states; if, there, a
/// variable the goal needs changed cannot change, or a template it needs shown is never shown, the goal is impossible.
/// (A three-column split entered once from a launch screen, whose selection can then never change while the launch
/// screen's variable keeps its launch value.)
public final class GoalRefuter {
    let base: ReachabilityAnalysis
    let data: DataStore
    /// Re-runs with pinned variables, by pinned set; at most `maxPinnedRuns` of them (each costs one analysis).
    private var pinnedRuns: [Set<String>: ReachabilityAnalysis] = [:]
    public static let maxPinnedRuns = 4
    private lazy var storedState: Set<String> = Set(base.scene.state.map(\.name))
    private lazy var unknownState: Set<String> = Set(base.scene.state.filter(\.isUnknown).map(\.name))
    private lazy var stackBindings: Set<String> = Set(base.stacks.compactMap(\.binding))

    public init(_ base: ReachabilityAnalysis, data: DataStore) {
        self.base = base
        self.data = data
    }

    /// Whether no reachable state can satisfy the precondition.
    public func refutes(_ precondition: GoalPrecondition) -> Bool {
        guard base.isComplete else { return false }
        if impossible(precondition, in: base) { return true }
        let latches = Set(precondition.unchanged.filter { isLatch($0.key, launch: $0.value) }.keys)
        guard !latches.isEmpty, let pinned = analysis(pinning: latches) else { return false }
        return impossible(precondition, in: pinned)
    }

    /// Whether the precondition needs a value the front end could not compute (`StateVariable.isUnknown`) to change
    /// while nothing in the model can change it: the interpreter holds such a variable at its launch value in every
    /// state it reaches, so no search can meet the goal, however long it runs. What the unknown code does is unknown,
    /// and unknown is never a finding: the goal is decided here, not searched (and not reported as undecided).
    public func outOfReach(_ precondition: GoalPrecondition) -> Bool {
        guard base.isComplete else { return false }
        return precondition.changed.contains { name, launch in
            guard unknownState.contains(name) else { return false }
            guard let written = base.written[name] else { return true }
            guard let values = written.concrete else { return false }
            return values.subtracting([launch]).isEmpty
        }
    }

    func impossible(_ precondition: GoalPrecondition, in analysis: ReachabilityAnalysis) -> Bool {
        for (name, launch) in precondition.changed {
            if let facts = analysis.facts(of: name)?.concrete, facts.subtracting([launch]).isEmpty { return true }
        }
        return precondition.shown.contains { !analysis.realised.contains($0) }
    }

    /// A stored scene variable (not a path, not computed) that no write can set to its launch value.
    func isLatch(_ name: String, launch: Value) -> Bool {
        guard storedState.contains(name), base.scene.computed[name] == nil, !stackBindings.contains(name),
              base.pushes[.bound(name)] == nil, !base.anyTypePushes.contains(.bound(name)),
              base.facts(of: name)?.concrete?.contains(launch) == true else { return false }
        guard let written = base.written[name] else { return true }
        guard let values = written.concrete else { return false }
        return !values.contains(launch)
    }

    func analysis(pinning latches: Set<String>) -> ReachabilityAnalysis? {
        if let done = pinnedRuns[latches] { return done.isComplete ? done : nil }
        guard pinnedRuns.count < GoalRefuter.maxPinnedRuns else { return nil }
        let run = ReachabilityAnalysis(scene: base.scene, data: data)
        run.pinned = latches
        run.instanceMemo.enabled = base.instanceMemo.enabled
        run.run()
        pinnedRuns[latches] = run
        return run.isComplete ? run : nil
    }
}
