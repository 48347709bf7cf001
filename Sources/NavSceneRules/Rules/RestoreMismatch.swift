import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneModel
import NavSceneRuntime

/// Navigation state that does not come back after save, relaunch and restore. The causes are decided statically
/// (which stacks and selections are persisted, which pushes reach them, which pushed types are not Codable, which
/// pushed records are not in the data); each candidate gets one goal in a goal-directed witness search, and only at
/// the witness state is the save/relaunch/restore replayed in the interpreter, so the screens before and after are
/// what the interpreter shows. A candidate the replay shows restored is not reported.
enum RestoreMismatch: Rule {
    static let description = RuleDescription(
        id: "restore-mismatch",
        summary: "A reachable navigation state that state restoration covers does not come back after save, relaunch and restore.",
        defaultSeverity: .warning,
        rationale: RestoreMismatchText.rationale,
        fix: "Push what must come back as path values (a destination `for:` a Codable type, its identity saved), keep pushed values Codable where they are appended, append only records the data holds, and persist every selection the restored screens depend on.",
        triggering: RestoreMismatchText.triggering,
        nonTriggering: RestoreMismatchText.nonTriggering)

    enum Cause {
        /// A screen pushed as a view (view-destination link, `isPresented:`/`item:` destination) on a persisted stack.
        case viewScreen(state: String, matches: (NavigationState, Frame) -> Bool, distance: (NavigationState) -> Int)
        /// A value of a type that is not Codable on a persisted path.
        case notCodable(state: String, type: String)
        /// A record on a persisted path that the data does not hold.
        case outsideData(state: String, type: String, ids: Set<Value>)
        /// A selection the restored screens depend on that is not persisted.
        case selection(state: String)
    }

    struct Candidate {
        var cause: Cause
        var range: SourceRange
        var node: Int?
        var what: String
    }

    static func check(_ context: RuleContext) -> [Finding] {
        guard let persistence = context.scene.persistence else { return [] }
        let persisted = Set(persistence.entries.map(\.state))
        let candidates = viewScreenCandidates(context, persisted) + valueCandidates(context, persistence)
            + selectionCandidates(context, persisted)
        guard !candidates.isEmpty else { return [] }
        let navigator = context.navigator
        let launch = navigator.launchState()
        let goals = candidates.map { candidate in
            var goal = goal(for: candidate, launch: launch, persisted: persisted, context)
            goal.subject = GoalSubject(rule: description.id, range: candidate.range, candidate: candidate.what)
            return goal
        }
        let search = context.searchWitnesses(goals)
        var findings: [Finding] = []
        for (offset, candidate) in candidates.enumerated() {
            guard let index = search.found[offset] else { continue }
            let state = search.exploration.states[index].state
            let replay: RestoreReplay
            switch candidate.cause {
            case .viewScreen(let variable, _, _), .notCodable(let variable, _), .outsideData(let variable, _, _):
                replay = RestoreReplay.run(state, navigator) { $0.binding == variable }
            case .selection:
                replay = RestoreReplay.run(state, navigator, columns: true) { _ in true }
            }
            guard replay.differs || (replay.saveError != nil && isNotCodable(candidate.cause)) else { continue }
            var notes = [Note("reached after: \(search.exploration.witness(index))"),
                         Note("before saving: \(RestoreReplay.line(replay.before))"),
                         Note("after relaunch and restore: \(RestoreReplay.line(replay.after))")]
            if let error = replay.saveError { notes.append(Note("saving fails: \(error)")) }
            notes += replay.notes.map { Note("restoring \($0)") }
            notes.append(Note("the state restoration", at: persistence.range))
            findings.append(Finding(range: candidate.range, message: candidate.what, notes: notes, node: candidate.node))
        }
        return findings
    }

    static func isNotCodable(_ cause: Cause) -> Bool { if case .notCodable = cause { return true } else { return false } }

    static func goal(for candidate: Candidate, launch: NavigationState, persisted: Set<String>, _ context: RuleContext) -> WitnessGoal {
        switch candidate.cause {
        case .viewScreen(_, let matches, let distance):
            return WitnessGoal(isMet: matches, distance: distance)
        case .notCodable(let variable, let type):
            let holds: (NavigationState) -> Bool = { state in
                state.values[variable]?.listItems?.contains { firstNonCodable($0, context) == type } ?? false
            }
            return WitnessGoal(isMet: { state, _ in holds(state) }, distance: { holds($0) ? 0 : 1 })
        case .outsideData(let variable, _, let ids):
            let holds: (NavigationState) -> Bool = { state in
                guard let value = state.values[variable] else { return false }
                return (value.listItems ?? [value]).contains { ids.contains($0) }
            }
            return WitnessGoal(isMet: { state, _ in holds(state) }, distance: { holds($0) ? 0 : 1 })
        case .selection(let variable):
            // Only the selection differs from a fresh launch among what is not persisted: the restored screens can
            // then differ only because of it.
            let others = context.readVariables.subtracting(persisted).subtracting([variable])
            let isolated: (NavigationState) -> Bool = { state in
                state.viewPushes.values.allSatisfy(\.isEmpty) && state.implicitPaths.values.allSatisfy(\.isEmpty)
                    && others.allSatisfy { state.values[$0] == launch.values[$0] }
            }
            // The precondition the analysis can refute: the selection changed, every other unsaved variable not.
            var precondition = GoalPrecondition()
            precondition.changed[variable] = launch.values[variable] ?? .null
            for name in others { if let value = launch.values[name] { precondition.unchanged[name] = value } }
            return WitnessGoal(isMet: { state, frame in
                state.values[variable] != launch.values[variable] && frame.presentations.isEmpty && isolated(state)
            }, distance: { state in state.values[variable] != launch.values[variable] ? 0 : 1 }, precondition: precondition)
        }
    }

    /// Screens pushed as views onto a stack whose path is persisted (their own trigger not persisted).
    static func viewScreenCandidates(_ context: RuleContext, _ persisted: Set<String>) -> [Candidate] {
        let analysis = context.analysis
        let scene = context.scene
        var result: [Candidate] = []
        var seen = Set<Int>()
        for screen in analysis.screens {
            switch screen.kind {
            case .viewPush(let stack, let link):
                guard let binding = analysis.stacks[stack].binding, persisted.contains(binding), seen.insert(link).inserted else { continue }
                result.append(Candidate(cause: .viewScreen(state: binding, matches: { state, frame in
                    state.viewPushes.values.contains { $0.contains { $0.template == link } }
                        && frame.navigationStacks.contains { $0.binding == binding && $0.screens.contains { if case .viewPush = $0.origin { return true } else { return false } } }
                }, distance: distance(to: scene.nodes[link], stack: stack, pushed: { state in
                    state.viewPushes.values.contains { $0.contains { $0.template == link } }
                }, context)), range: scene.nodes[link].nameRange, node: link,
                   what: "the screen this view-destination link pushes is not restored: it is not in the path '\(binding)' that state restoration saves, so after relaunch the stack comes back without it"))
            case .statePush(let stack, let template, let slot):
                let node = scene.nodes[template]
                guard let binding = analysis.stacks[stack].binding, persisted.contains(binding),
                      slot >= 0, slot < node.destinations.count else { continue }
                let destination = node.destinations[slot].destination
                let trigger: Binding
                switch destination.trigger {
                case .isPresented(let b), .item(let b): trigger = b
                case .forType: continue
                }
                guard !persisted.contains(trigger.state), seen.insert(template * 64 + slot).inserted else { continue }
                result.append(Candidate(cause: .viewScreen(state: binding, matches: { _, frame in
                    frame.navigationStacks.contains { $0.binding == binding && $0.screens.contains {
                        if case .stateDriven(let state, _) = $0.origin { return state == trigger.state } else { return false } } }
                }, distance: distance(to: node, stack: stack, pushed: { state in
                    guard let value = state.values[trigger.state] else { return false }
                    return value.boolValue ?? !value.isNull
                }, context)), range: LinkToAncestor.triggerRange(destination), node: template,
                   what: "the screen this destination pushes on the restored stack '\(binding)' is not restored: '\(trigger.state)' is not saved, so after relaunch the stack comes back without it"))
            default: continue
            }
        }
        return result
    }

    /// How many taps a state is at least from showing the pusher's screen: the pusher itself, each `if` above it
    /// in its view that does not hold, and a first push when the pusher is not on the stack's root screen.
    static func distance(to pusher: ViewNode, stack: Int, pushed: @escaping (NavigationState) -> Bool,
                         _ context: RuleContext) -> (NavigationState) -> Int {
        var conditions: [(Expression, Bool)] = []
        var child = pusher
        var onRoot = false
        let stackNode = context.analysis.stacks[stack].node
        while let parent = child.parent {
            if case .conditional(let conditional) = parent.element, child.role == .branch, conditional.binding == nil {
                conditions.append((conditional.condition, conditional.then.contains { $0 === child }))
            }
            if parent.id == stackNode { onRoot = true }
            child = parent
        }
        if case .stack(let element) = context.scene.nodes[stackNode].element, let owner = pusher.owningView,
           LinkToAncestor.shownInstances(element.root).contains(where: { $0.view == owner }) { onRoot = true }
        let binding = context.analysis.stacks[stack].binding
        let evaluation = ExpressionEvaluation(scene: context.scene, data: context.navigator.data)
        return { state in
            if pushed(state) { return 0 }
            var distance = 1 + conditions.reduce(0) { $0 + GuardDistance.branch($1.0, $1.1, state.values, evaluation) }
            if !onRoot, let binding, state.values[binding]?.listItems?.isEmpty ?? true { distance += 1 }
            return distance
        }
    }

    /// Values pushed onto a persisted path that saving or restoring loses: a type that is not Codable where a
    /// value is stored (not identities), or a record the data does not hold.
    static func valueCandidates(_ context: RuleContext, _ persistence: Persistence) -> [Candidate] {
        let analysis = context.analysis
        let data = context.navigator.data
        var result: [Candidate] = []
        for entry in persistence.entries {
            let pushes = analysis.pushes[.bound(entry.state)] ?? [:]
            for type in pushes.keys.sorted() {
                let site = pushSite(analysis.pushSources[.bound(entry.state)]?[type] ?? [], context) ?? (entry.range, nil)
                // A type that is itself not Codable is non-codable-path's (declaration-level) finding; what only the
                // values show is a Codable enum carrying a value that is not (`.recipe(r)` with Recipe not Codable).
                let nested = Set((pushes[type]?.concrete ?? []).compactMap { firstNonCodable($0, context) }).subtracting([type])
                if entry.encoding == .value, let inner = nested.sorted().first {
                    result.append(Candidate(cause: .notCodable(state: entry.state, type: inner), range: site.range, node: site.node,
                                            what: "after this pushes a \(type) holding a \(inner) onto '\(entry.state)', the navigation state cannot be saved (\(inner) is not Codable), so after relaunch none of it is restored"))
                }
                let missing = Set((pushes[type]?.concrete ?? []).filter { value in
                    if case .record(let recordType, let id) = value { return data.record(recordType, id: id) == nil }
                    return false
                })
                if !missing.isEmpty {
                    result.append(Candidate(cause: .outsideData(state: entry.state, type: type, ids: missing), range: site.range, node: site.node,
                                            what: "the \(type) this pushes onto '\(entry.state)' is not in the data that restoring looks it up in, so after relaunch it is dropped"))
                }
            }
        }
        return result
    }

    /// Split-view selections that are not persisted in a split view whose other navigation state is.
    static func selectionCandidates(_ context: RuleContext, _ persisted: Set<String>) -> [Candidate] {
        var result: [Candidate] = []
        var seen = Set<String>()
        for split in context.analysis.splits {
            let selections = split.columnSelections.values.flatMap { $0.map(\.state) }
            let stacks = split.columnStacks.values.flatMap { $0 }.compactMap { context.analysis.stacks[$0].binding }
            guard selections.contains(where: persisted.contains) || stacks.contains(where: persisted.contains) else { continue }
            for state in selections where !persisted.contains(state) && seen.insert(state).inserted {
                guard let variable = context.scene.stateVariable(state) else { continue }
                result.append(Candidate(cause: .selection(state: state), range: variable.range, node: nil,
                                        what: "the selection '\(state)' is not saved while the rest of this split view's navigation is, so after relaunch the restored screens do not match"))
            }
        }
        return result
    }

    /// The first type in a value (an enum's associated values, a list's items) that is not Codable.
    static func firstNonCodable(_ value: Value, _ context: RuleContext) -> String? {
        switch value {
        case .enumCase(let type, _, let payload):
            if !context.isCodable(type) { return type }
            return payload.lazy.compactMap { firstNonCodable($0, context) }.first
        case .record(let type, _): return context.isCodable(type) ? nil : type
        case .list(let items): return items.lazy.compactMap { firstNonCodable($0, context) }.first
        default: return nil
        }
    }

    /// Where a push comes from, for the finding's location: the first link or Button in node order.
    static func pushSite(_ sources: Set<PushSource>, _ context: RuleContext) -> (range: SourceRange, node: Int?)? {
        let nodes = sources.compactMap { source -> Int? in
            switch source {
            case .link(let node), .button(let node), .event(let node, _): return node
            default: return nil
            }
        }.sorted()
        if let first = nodes.first { return (context.scene.nodes[first].nameRange, first) }
        for source in sources { if case .action(let name) = source, let action = context.scene.actions[name] { return (action.nameRange, nil) } }
        return nil
    }
}
