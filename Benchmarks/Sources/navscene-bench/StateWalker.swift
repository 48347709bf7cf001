import NavSceneModel
import NavSceneRuntime

/// Breadth-first walk of the navigation states reachable by tapping elements and going back, as exploration does:
/// render each state, try every interaction, keep the new states. Measures the runtime's cost per explored state
/// (render + activate + hash) independently of the rules that exploration feeds.
struct StateWalker {
    let navigator: Navigator
    let maxStates: Int
    /// The walk has no pruning, so on large scenes it stops on time rather than on states.
    let maxSeconds: Double

    init(scene: Scene, maxStates: Int, maxSeconds: Double = 10) {
        navigator = Navigator(scene: scene, data: DataStore(scene: scene))
        self.maxStates = maxStates
        self.maxSeconds = maxSeconds
    }

    /// The number of distinct states visited (at most `maxStates`).
    func walk() -> Int {
        let initial = navigator.initialState()
        var seen: Set<NavigationState> = [initial]
        var queue = [initial]
        var head = 0
        let deadline = now() + maxSeconds
        while head < queue.count, seen.count < maxStates, now() < deadline {
            let state = queue[head]
            head += 1
            let frame = navigator.render(state)
            var successors = frame.elements.map { navigator.activate($0, in: frame, state) }
            successors.append(navigator.back(in: frame, state))
            for (next, outcome) in successors where outcome.changed && seen.count < maxStates {
                if seen.insert(next).inserted { queue.append(next) }
            }
        }
        return seen.count
    }
}
