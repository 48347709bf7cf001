import NavSceneModel

extension ReachabilityAnalysis {
    /// The state keys a Button's statements (and the named actions they run) may write, in every place the walk
    /// found it: a `@Binding` parameter stands for the variable it is bound to there.
    public func stateWrites(ofButton node: Int) -> Set<String> {
        var keys = Set<String>()
        for button in buttonOccurrences(ofNode: node) {
            var visited = Set<String>()
            func visit(_ statements: [Statement]) {
                for statement in Statement.flattened(statements) {
                    if case .run(let name) = statement.kind, let action = scene.actions[name] {
                        if visited.insert(name).inserted { visit(action.statements) }
                    } else if let target = statement.target {
                        keys.insert(button.env.stateKey(target))
                    }
                }
            }
            visit(button.statements)
        }
        return keys
    }

    /// Every statement a Button's action may run, in every place the walk found it, with the closures callers give
    /// for the action parameters it runs followed (each instance's closure, in the scope it was written in) and the
    /// named actions it runs inlined (each once per scope), conditionals flattened; each with the state key its
    /// target stands for there (a `@Binding` parameter: the caller's variable). Nil when the runs are not all known:
    /// a place where an action parameter it runs has no closure the model knows, a closure that runs itself again, a
    /// Button the walk never found, or past `PathSummaries.maxNesting` / `maxExpansions` (a caller's closure that hands
    /// on its own parameter is followed, so nested parameters multiply). The interpreter runs exactly these.
    public func givenClosureRuns(ofButton node: Int) -> [(statement: Statement, key: String?)]? {
        let occurrences = buttonOccurrences(ofNode: node)
        guard !occurrences.isEmpty else { return nil }
        var result: [(statement: Statement, key: String?)] = []
        var expansions = 0
        var seen = Set<ButtonRun>()
        func visit(_ statements: [Statement], _ env: AbstractEnvironment, active: Set<String>, inlined: inout Set<String>) -> Bool {
            for statement in Statement.flattened(statements) {
                guard case .run(let name) = statement.kind else {
                    result.append((statement, statement.target.map(env.stateKey)))
                    continue
                }
                let closures = env.actions(name)
                if closures.isEmpty {
                    guard let action = scene.actions[name] else { return false }
                    // A named action runs in the scene's scope, as the interpreter runs it.
                    if inlined.insert(name).inserted, !visit(action.statements, AbstractEnvironment(), active: active, inlined: &inlined) { return false }
                    continue
                }
                guard active.count < PathSummaries.maxNesting else { return false }
                for closure in closures {
                    guard case .instance(let instance) = scene.nodes[closure.node].element,
                          let body = instance.arguments.first(where: { $0.name == closure.argument })?.action else { return false }
                    let key = "\(closure.node).\(closure.argument)"
                    expansions += 1
                    guard !active.contains(key), expansions <= PathSummaries.maxExpansions else { return false }
                    var inner = Set<String>()
                    guard visit(body, closure.captured, active: active.union([key]), inlined: &inner) else { return false }
                }
            }
            return true
        }
        for button in occurrences where seen.insert(button.run).inserted {
            var inlined = Set<String>()
            guard visit(button.statements, button.env, active: [], inlined: &inlined) else { return nil }
        }
        return result
    }

    /// What one run of a Button's action may do to presentations, path by path (each branch of each conditional its
    /// own path, named actions followed): whether some run both dismisses and writes one of `triggers`, and whether
    /// some run writes two of them. A write and a dismissal on exclusive branches (`if changed { showStash = true }
    /// else { dismiss() }`) are never one run. Bounded: past `PathSummaries.limit` distinct summaries, or in a
    /// named action that runs itself, every combination is taken to be possible.
    public func presentationEffects(ofButton node: Int, triggers: Set<String>) -> (dismissesAndWrites: Bool, writesTwo: Bool) {
        var result = (dismissesAndWrites: false, writesTwo: false)
        for button in buttonOccurrences(ofNode: node) {
            var summaries = PathSummaries(triggers: triggers, env: button.env, scene: scene)
            let all = summaries.runs(button.statements, active: [])
            result.dismissesAndWrites = result.dismissesAndWrites || all.contains { $0.dismisses && !$0.written.isEmpty }
            result.writesTwo = result.writesTwo || all.contains { $0.written.count > 1 }
        }
        return result
    }

}

/// The distinct effects of the runs of a statement list on presentations: whether the run dismisses, and which
/// triggers (at most two: two is enough to answer) it writes.
struct PathSummaries {
    struct Run: Hashable {
        var dismisses = false
        var written: Set<String> = []
    }
    /// At most this many distinct runs are told apart per list; past it, every combination is taken to be possible.
    static let limit = 64
    /// Named actions and action parameters followed inside one another, past which a run may do anything.
    static let maxNesting = 32
    /// Action parameters' closures followed in one summary (each parameter may hold one closure per instance, so
    /// nested parameters multiply), past which a run may do anything.
    static let maxExpansions = 4096
    static let everything: Set<Run> = [Run(dismisses: true, written: ["?1", "?2"])]

    let triggers: Set<String>
    let env: AbstractEnvironment
    let scene: Scene
    /// Closures of action parameters followed so far (carried into and out of the summaries of the closures).
    var expansions = 0

    init(triggers: Set<String>, env: AbstractEnvironment, scene: Scene) {
        self.triggers = triggers; self.env = env; self.scene = scene
    }

    /// The runs of `statements`, `active` the named actions being expanded (a recursive run is "everything").
    mutating func runs(_ statements: [Statement], active: Set<String>) -> Set<Run> {
        var current: Set<Run> = [Run()]
        for statement in statements {
            let step: Set<Run>
            switch statement.kind {
            case .dismiss: step = [Run(dismisses: true)]
            case .run(let name):
                let closures = env.actions(name)
                if !closures.isEmpty {
                    // An action parameter: each caller's statements, in the caller's context (its names). A closure
                    // that runs itself again, too deep a nesting or too many closures: anything.
                    guard active.count < PathSummaries.maxNesting else { return PathSummaries.everything }
                    var union = Set<Run>()
                    for closure in closures {
                        guard case .instance(let instance) = scene.nodes[closure.node].element,
                              let body = instance.arguments.first(where: { $0.name == closure.argument })?.action else { continue }
                        let key = "\(closure.node).\(closure.argument)"
                        expansions += 1
                        guard !active.contains(key), expansions <= PathSummaries.maxExpansions else { return PathSummaries.everything }
                        var inner = PathSummaries(triggers: triggers, env: closure.captured, scene: scene)
                        inner.expansions = expansions
                        union.formUnion(inner.runs(body, active: active.union([key])))
                        expansions = inner.expansions
                    }
                    step = union.isEmpty ? [Run()] : union
                    break
                }
                guard let action = scene.actions[name] else { continue }
                guard !active.contains(name) else { return PathSummaries.everything }
                step = runs(action.statements, active: active.union([name]))
            case .conditional(let conditional):
                step = runs(conditional.then, active: active).union(runs(conditional.otherwise, active: active))
            default:
                guard let target = statement.target else { continue }
                let key = env.stateKey(target)
                guard triggers.contains(key) else { continue }
                step = [Run(written: [key])]
            }
            var next = Set<Run>()
            for before in current {
                for after in step {
                    var run = before
                    run.dismisses = run.dismisses || after.dismisses
                    for key in after.written where run.written.count < 2 { run.written.insert(key) }
                    next.insert(run)
                }
            }
            guard next.count <= PathSummaries.limit else { return PathSummaries.everything }
            current = next
        }
        return current
    }
}
