import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneModel
import NavSceneRuntime

/// Exploration found a link that does nothing in some reachable state.
enum DeadLink: Rule {
    static let description = RuleDescription(
        id: "dead-link",
        summary: "A link looks active but does nothing in some reachable navigation state.",
        defaultSeverity: .error,
        rationale: "Whether a link works can depend on the state: a destination that a condition switches off, a destination only some of the places showing a shared view provide, a typed path that only root-level destinations serve. The static analysis finds every link that is not surely served wherever it is shown; a goal-directed exploration then looks for a state in which it does nothing. Found, it is an error with the shortest witness found; not found within the budget, a warning naming the conditions; not found after seeing every state, nothing.",
        fix: "Declare the destination where the link can always see it (at the stack's root, outside lazy content); the witness shows the state in which it cannot.",
        triggering: [
            RuleExample("a shared view whose link works in one tab only", """
            scene: Tabs
            types:
              Color: { enum: [mint, pink] }
            root:
              TabView:
                tabs:
                  - Tab:
                      title: One
                      content:
                        NavigationStack:
                          - Palette: {}
                            navigationDestination:
                              for: Color
                              as: color
                              destination: { Text: "{color}" }
                  - Tab:
                      title: Two
                      content:
                        NavigationStack:
                          - Palette: {}
            views:
              Palette:
                body:
                  List:
                    - NavigationLink: { title: Mint, value: Color.mint }
            #>        ^
            """),
            RuleExample("a destination a condition switches off", """
            scene: Conditional
            types:
              Color: { enum: [mint, pink] }
            state:
              enabled: { type: Bool, initial: "true" }
            root:
              NavigationStack:
                - VStack:
                    - NavigationLink: { title: Mint, value: Color.mint }
            #>        ^
                    - Button: { title: Toggle, action: [{ toggle: enabled }] }
                    - if: enabled
                      then:
                        VStack:
                          - Text: On
                        navigationDestination:
                          for: Color
                          as: color
                          destination: { Text: "{color}" }
            """),
        ],
        nonTriggering: [
            RuleExample("a destination at the stack's root", """
            scene: Always
            types:
              Color: { enum: [mint, pink] }
            root:
              NavigationStack:
                - List:
                    - NavigationLink: { title: Mint, value: Color.mint }
                  navigationDestination:
                    for: Color
                    as: color
                    destination: { Text: "{color}" }
            """),
            RuleExample("a link with a nil value is disabled, not dead", """
            scene: NilValue
            types:
              Color: { enum: [mint, pink] }
            state:
              picked: Color?
            root:
              NavigationStack:
                - List:
                    - NavigationLink: { title: Picked, value: picked }
                  navigationDestination:
                    for: Color
                    as: color
                    destination: { Text: "{color}" }
            """),
        ])

    /// Links the analysis says may do nothing somewhere they are shown, but not everywhere (those never work:
    /// link-without-destination). Exploration looks for a state that shows it: an error with that witness when
    /// found; a warning naming the condition when not; nothing when exploration saw every state without one.
    static func check(_ context: RuleContext) -> [Finding] {
        let explained = context.explainedNodes(by: ["path-type-mismatch", "selection-type-mismatch", "link-outside-navigation",
                                                    "link-without-destination"])
        let misplaced = context.misplacedTypes
        var candidates: [(node: Int, occurrences: [LinkOccurrence], reason: DeadReason)] = []
        for (template, occurrences) in context.linksByNode where !explained.contains(template) {
            let risky = occurrences.filter { !$0.surelyResolves }
            guard let reason = risky.lazy.flatMap(\.outcomes).compactMap({ outcome -> DeadReason? in
                if case .dead(let reason) = outcome { return reason } else { return nil }
            }).first else { continue }
            if case .link(let link) = context.scene.nodes[template].element, let type = link.value?.type.flatMap(context.typeName),
               misplaced.contains(type) { continue }
            candidates.append((template, risky, reason))
        }
        guard !candidates.isEmpty else { return [] }
        let goals = candidates.map { candidate in
            WitnessGoal(isMet: { _, frame in
                frame.elements.contains { element in
                    guard element.template == candidate.node, case .dead = element.effect else { return false }
                    return true
                }
            }, distance: distance(to: candidate.occurrences, context),
               precondition: GoalPrecondition(shown: [candidate.node]),
               subject: GoalSubject(rule: description.id, range: context.scene.nodes[candidate.node].nameRange,
                                    candidate: "'\(label(of: context.scene.nodes[candidate.node]))' may do nothing: \(candidate.reason)"))
        }
        let search = context.searchWitnesses(goals)
        var findings: [Finding] = []
        for (offset, candidate) in candidates.enumerated() {
            let node = context.scene.nodes[candidate.node]
            let works = context.mayResolve(candidate.node)
            let often = works ? " in some states" : ""
            if let state = search.found[offset] {
                let frame = context.navigator.render(search.exploration.states[state].state)
                guard let element = frame.elements.first(where: { $0.template == candidate.node }),
                      case .dead(let reason) = element.effect else { continue }
                findings.append(Finding(range: node.nameRange,
                                        message: "'\(element.label)' does nothing\(often): \(reason)",
                                        notes: [Note("it does nothing after: \(search.exploration.witness(state))")], node: candidate.node))
            } else if !search.exhaustive {
                var notes = conditionNotes(candidate.occurrences, context)
                notes.append(Note("exploration saw \(search.exploration.states.count) navigation states without reaching one where it does nothing"))
                findings.append(Finding(range: node.nameRange,
                                        message: "'\(label(of: node))' may do nothing\(often): \(candidate.reason)",
                                        notes: notes, node: candidate.node, severity: .warning))
            }
        }
        return findings
    }

    static func label(of node: ViewNode) -> String {
        guard case .link(let link) = node.element else { return node.name }
        return link.title?.description ?? link.value?.description ?? node.name
    }

    /// The conditions the destinations this link needs depend on and the link does not.
    static func conditionNotes(_ occurrences: [LinkOccurrence], _ context: RuleContext) -> [Note] {
        let analysis = context.analysis
        var notes: [Note] = []
        var seen = Set<Int>()
        for occurrence in occurrences {
            guard let stack = occurrence.place.stack else { continue }
            let mine = analysis.guards(occurrence.place.guards)
            for registration in analysis.stacks[stack].registrations {
                let place = analysis.destinations[registration.occurrence].place
                for atom in analysis.guards(place.guards).subtracting(mine).sorted() {
                    let guardAtom = analysis.guardAtoms[atom]
                    guard seen.insert(guardAtom.node).inserted else { continue }
                    notes.append(Note("a destination it needs exists only while this condition holds", at: context.scene.nodes[guardAtom.node].nameRange))
                }
            }
            if notes.count >= 3 { break }
        }
        return notes
    }

    /// A search-based-testing distance: how many of the conditions that show the link are false, plus how far each
    /// destination it needs is from being switched off. Only conditions over state variables alone are scored.
    static func distance(to occurrences: [LinkOccurrence], _ context: RuleContext) -> (NavigationState) -> Int {
        let analysis = context.analysis
        var terms: [(shown: [GuardAtom], needed: [[GuardAtom]])] = []
        for occurrence in occurrences {
            let mine = analysis.guards(occurrence.place.guards)
            let shown = mine.sorted().map { analysis.guardAtoms[$0] }.filter(\.readsStateOnly)
            var needed: [[GuardAtom]] = []
            if let stack = occurrence.place.stack {
                for registration in analysis.stacks[stack].registrations {
                    let atoms = analysis.guards(analysis.destinations[registration.occurrence].place.guards).subtracting(mine)
                    needed.append(atoms.sorted().map { analysis.guardAtoms[$0] }.filter(\.readsStateOnly))
                }
            }
            terms.append((shown, needed))
        }
        let evaluation = ExpressionEvaluation(scene: context.scene, data: context.navigator.data)
        return { state in
            terms.map { term in
                term.shown.reduce(0) { $0 + GuardDistance.distance($1, holds: true, state.values, evaluation) }
                    + term.needed.reduce(0) { sum, atoms in
                        sum + (atoms.map { GuardDistance.distance($0, holds: false, state.values, evaluation) }.min() ?? 0)
                    }
            }.min() ?? 0
        }
    }
}
