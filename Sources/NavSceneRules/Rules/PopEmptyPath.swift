import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneModel
import NavSceneRuntime

/// A Button whose action removes more values from a path than the path can hold at that moment: Swift traps.
enum PopEmptyPath: Rule {
    static let description = RuleDescription(
        id: "pop-empty-path",
        summary: "A Button removes more values from a path than it holds in some reachable state, which crashes the app.",
        defaultSeverity: .error,
        rationale: "`path.removeLast()` and `path.removeLast(k)` trap when the path holds fewer values than they remove (Swift: \"Can't remove more items from a collection than it contains\"). A back or pop button written in code is usually shown on a screen where the path is not empty, but the same view is often also shown at the stack's root, in another tab, or after a pop to root. Every Button whose action (with the named actions it runs) removes from a path is a candidate, unless its own tests keep every removal within the count (`guard !path.isEmpty else { return }` or `if path.count >= 2` before it, with nothing in between that may shrink the path); the witness search looks for a state in which tapping it removes more than the path holds, and the finding carries the taps that lead there. A Button the search cannot show crashing is not reported. Named actions on their own are entry points whose callers the scene does not show, so they are not checked.",
        fix: "Show the Button only while the path holds enough values (`if: \"!path.isEmpty\"`), remove at most what is there, or use `dismiss` to go back from a pushed screen.",
        triggering: [
            RuleExample("a back button at the root of the stack", """
            scene: Pop
            types:
              Color: { enum: [mint, pink] }
            state:
              path: "[Color]"
            root:
              NavigationStack:
                path: $path
                root:
                  - VStack:
                      - NavigationLink: { title: Mint, value: Color.mint }
                      - Button: { title: Back, action: [{ removeLast: path }] }
            #>          ^
                    navigationDestination:
                      for: Color
                      as: color
                      destination: { Text: "{color}" }
            """),
            RuleExample("removing two screens after one push", """
            scene: PopTwo
            types:
              Color: { enum: [mint, pink] }
            state:
              path: "[Color]"
            root:
              NavigationStack:
                path: $path
                root:
                  - NavigationLink: { title: Mint, value: Color.mint }
                    navigationDestination:
                      for: Color
                      as: color
                      destination:
                        VStack:
                          - Text: "{color}"
                          - Button: { title: Home, action: [{ removeLast: { path: 2 } }] }
            #>              ^
            """),
        ],
        nonTriggering: [
            RuleExample("popLast never crashes", """
            scene: PopLast
            types:
              Color: { enum: [mint, pink] }
            state:
              path: "[Color]"
            root:
              NavigationStack:
                path: $path
                root:
                  - Button: { title: Back, action: [{ popLast: path }] }
            """),
            RuleExample("a back button shown only while the path holds a value", """
            scene: Guarded
            types:
              Color: { enum: [mint, pink] }
            state:
              path: "[Color]"
            root:
              NavigationStack:
                path: $path
                root:
                  - VStack:
                      - NavigationLink: { title: Mint, value: Color.mint }
                      - if: "!path.isEmpty"
                        then:
                          Button: { title: Back, action: [{ removeLast: path }] }
                    navigationDestination:
                      for: Color
                      as: color
                      destination: { Text: "{color}" }
            """),
        ])

    static func check(_ context: RuleContext) -> [Finding] {
        let scene = context.scene
        var candidates: [(node: ViewNode, removal: Statement)] = []
        for node in scene.nodes {
            // A Button whose removals its own tests keep within the path's count never traps: no search.
            guard case .button(let button) = node.element, context.analysis.realised.contains(node.id),
                  let removal = firstRemoval(in: button.action, scene),
                  !context.analysis.removalsStayWithinCount(ofButton: node.id) else { continue }
            candidates.append((node, removal))
        }
        guard !candidates.isEmpty else { return [] }
        let navigator = context.navigator
        let goals = candidates.map { candidate in
            WitnessGoal(isMet: { state, frame in
                frame.elements.contains { element in
                    guard element.template == candidate.node.id, case .runButton = element.effect else { return false }
                    return navigator.activate(element, in: frame, state).1.message.contains(Navigator.crashPrefix)
                }
            }, precondition: GoalPrecondition(shown: [candidate.node.id]),
               subject: GoalSubject(rule: description.id, range: candidate.node.nameRange,
                                    candidate: "whether this Button can remove from an empty path"))
        }
        let search = context.searchWitnesses(goals)
        var findings: [Finding] = []
        for (offset, candidate) in candidates.enumerated() {
            guard let index = search.found[offset], !restsOnAnUnknownStart(candidate.removal, index, search.exploration, scene) else { continue }
            let state = search.exploration.states[index].state
            let frame = navigator.render(state)
            guard let element = frame.elements.first(where: { $0.template == candidate.node.id }) else { continue }
            let outcome = navigator.activate(element, in: frame, state).1.message
            let reason = outcome.range(of: Navigator.crashPrefix).map { String(outcome[$0.lowerBound...]) } ?? outcome
            findings.append(Finding(range: candidate.node.nameRange,
                                    message: "tapping '\(element.label)' can crash the app: \(reason.dropFirst(Navigator.crashPrefix.count + 2))",
                                    notes: [Note("it crashes when tapped \(search.exploration.when(index))"),
                                            Note("the removal", at: candidate.removal.range)],
                                    node: candidate.node.id))
        }
        return findings
    }

    /// Whether the witness removes from a collection the front end could not compute the start of
    /// (`StateVariable.isUnknown`: a model's array its initializer fills, `init() { load() }`) that no step on the
    /// way to the witness changed: the emptiness is the model's stand-in, not the app's. A witness, a promise, must
    /// come from known behaviour; no finding.
    static func restsOnAnUnknownStart(_ removal: Statement, _ index: Int, _ exploration: ExplorationResult, _ scene: Scene) -> Bool {
        guard case .removeLast(let name, _) = removal.kind, scene.stateVariable(name)?.isUnknown == true else { return false }
        let value = exploration.states[index].state.values[name]
        var current = exploration.states[index].parent
        while let i = current, exploration.states.indices.contains(i) {
            if exploration.states[i].state.values[name] != value { return false }
            current = exploration.states[i].parent
        }
        return true
    }

    /// The first statement removing from a path among `statements` and the actions they run (each action once).
    static func firstRemoval(in statements: [Statement], _ scene: Scene) -> Statement? {
        var pending = [statements]
        var visited = Set<String>()
        while let list = pending.popLast() {
            for statement in Statement.flattened(list) {
                switch statement.kind {
                case .removeLast: return statement
                case .run(let name):
                    if visited.insert(name).inserted, let action = scene.actions[name] { pending.append(action.statements) }
                default: break
                }
            }
        }
        return nil
    }
}
