import NavSceneDiagnostics
import NavSceneModel
import NavSceneRuntime

/// The `exploration-budget` findings of witness searches that stopped at a budget before deciding a goal: one per
/// undecided candidate, at the candidate's line, naming the rule, the candidate and how far the search got.
enum SearchBudgetReport {
    /// How many of the states a search tried `--verbose` lists per undecided candidate.
    static let tracedStates = 10

    static func diagnostics(_ searches: [(result: WitnessSearch.Result, goals: [WitnessGoal])], _ settings: RuleSettings,
                            _ scene: Scene) -> [Diagnostic] {
        let severity = settings.severityOverrides[RuleRegistry.explorationBudgetID] ?? .error
        var diagnostics: [Diagnostic] = []
        var anonymous: (exploration: ExplorationResult, count: Int)?
        for (result, goals) in searches where !result.exploration.budgetsHit.isEmpty {
            let exploration = result.exploration
            for (offset, goal) in goals.enumerated() where result.found[offset] == nil && !result.dropped.contains(offset) {
                guard let subject = goal.subject else {
                    anonymous = (anonymous?.exploration ?? exploration, (anonymous?.count ?? 0) + 1)
                    continue
                }
                var notes = [Note("\(subject.rule) could not confirm or rule out: \(subject.candidate)"),
                             Note("the witness search saw \(exploration.states.count) state\(exploration.states.count == 1 ? "" : "s"), \(depth(exploration)) deep, without reaching one that decides it"),
                             advice]
                if settings.traceSearches { notes += trace(exploration, goal) }
                diagnostics.append(Diagnostic(id: RuleRegistry.explorationBudgetID, severity: severity,
                                              message: "\(subject.rule) is undecided here: exploration stopped at \(budgets(exploration, settings)) before it could confirm or rule out this possible finding (possible dead links are reported as warnings)",
                                              range: subject.range, notes: notes))
            }
        }
        if let (exploration, count) = anonymous {
            let plural = count == 1 ? "" : "s"
            diagnostics.append(Diagnostic(id: RuleRegistry.explorationBudgetID, severity: severity,
                                          message: "exploration stopped at \(budgets(exploration, settings)) after \(exploration.states.count) state\(exploration.states.count == 1 ? "" : "s") before it could confirm or rule out \(count) possible finding\(plural)",
                                          range: scene.range, notes: [advice]))
        }
        return diagnostics
    }

    static let advice = Note("raise the budget (exploration: maxStates / maxDepth / maxWork in .navlint.yml) so the search can decide, or lower this check with `rules: {exploration-budget: warning}` in .navlint.yml to accept the risk")

    static func budgets(_ exploration: ExplorationResult, _ settings: RuleSettings) -> String {
        exploration.budgetsHit.map { budget -> String in
            switch budget {
            case .maxStates: return "the state budget (\(settings.maxStates) state\(settings.maxStates == 1 ? "" : "s"))"
            case .maxDepth: return "the depth budget (\(settings.maxDepth) interactions)"
            case .maxWork: return "the work budget (\(settings.maxWork) rendered view nodes)"
            case .lintWork: return "the lint's work budget (\(settings.lintWorkLimit) rendered view nodes over all its searches)"
            }
        }.sorted().joined(separator: " and ")
    }

    /// How many interactions deep the search got ("1 interaction", "12 interactions").
    static func depth(_ exploration: ExplorationResult) -> String {
        let deepest = exploration.states.lazy.map(\.depth).max() ?? 0
        return "\(deepest) interaction\(deepest == 1 ? "" : "s")"
    }

    /// The states the search tried that its estimate put closest to the goal (deepest first among equals), bounded.
    static func trace(_ exploration: ExplorationResult, _ goal: WitnessGoal) -> [Note] {
        var closest: [(distance: Int, depth: Int, index: Int)] = []
        for (index, explored) in exploration.states.enumerated() {
            closest.append((goal.distance(explored.state), -explored.depth, index))
            if closest.count > tracedStates * 4 {
                closest.sort { ($0.distance, $0.depth, $0.index) < ($1.distance, $1.depth, $1.index) }
                closest.removeLast(closest.count - tracedStates)
            }
        }
        closest.sort { ($0.distance, $0.depth, $0.index) < ($1.distance, $1.depth, $1.index) }
        return closest.prefix(tracedStates).map { Note("tried: \(exploration.witness($0.index))") }
    }
}
