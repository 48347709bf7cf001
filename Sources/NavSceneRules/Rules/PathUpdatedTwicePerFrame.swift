import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneModel
import NavSceneRuntime

/// A stack's path written again in the update that wrote it: by `onChange(of: path)` writing the path it observes,
/// or by `onAppear`/`task` of a screen the path write pushes, writing that path. SwiftUI applies one path update per
/// frame and drops the other. Candidates are the handlers that write a path; the witness search confirms each with a
/// state in which the handler is live where its write lands on the stack bound to that path.
enum PathUpdatedTwicePerFrame: Rule {
    static let description = RuleDescription(
        id: "path-updated-twice-per-frame",
        summary: "`onChange(of: path)` writes the path it observes, or a pushed screen's `onAppear`/`task` writes the path that pushed it: the path is updated twice in one frame.",
        defaultSeverity: .warning,
        swiftUIWarning: "Update NavigationAuthority bound path tried to update multiple times per frame.",
        rationale: "A NavigationStack reads its bound path once per frame. A handler that runs because the path changed (`onChange(of: path)`), or because the write pushed the screen that holds it (`onAppear`/`task` of a path screen), and writes the path again does so within the same frame: SwiftUI logs the warning and keeps one of the two updates, so a screen is pushed and immediately lost, or the back button and the path disagree. (Two writes in one Button action are coalesced and are fine; a root change and a push in one action is `path-written-twice`.)",
        fix: "Compute the whole path in the action that changes it (append every value at once), or move the follow-up write out of the frame (`Task { @MainActor in ... }` after the update, or a `navigationDestination` on the pushed screen).",
        triggering: [
            RuleExample("onChange of the path writes the path", """
            scene: Trim
            types:
              Page: { enum: [one, two] }
            state:
              path: "[Page]"
            root:
              NavigationStack:
                path: $path
                root:
                  - List:
                      - NavigationLink: { title: One, value: Page.one }
                    navigationDestination:
                      for: Page
                      as: page
                      destination: { Text: "{page}" }
                    onChange:
            #>      ^
                      of: path
                      action: [{ removeAll: path }, { append: { path: Page.two } }]
            """),
            RuleExample("a pushed screen appends on appear", """
            scene: Chain
            types:
              Order: { enum: [latest] }
              Receipt: { enum: [paper] }
            state:
              path: NavigationPath
            root:
              NavigationStack:
                path: $path
                root:
                  - List:
                      - NavigationLink: { title: Latest order, value: Order.latest }
                    navigationDestination:
                      - for: Order
                        as: order
                        destination: { OrderView: { order: order } }
                      - for: Receipt
                        as: receipt
                        destination: { Text: "{receipt}" }
            views:
              OrderView:
                parameters: { order: Order }
                body:
                  Text: "{order}"
                  onAppear: [{ append: { path: Receipt.paper } }]
            #>    ^
            """),
        ],
        nonTriggering: [
            RuleExample("onChange of the path writes something else", """
            scene: Count
            types:
              Page: { enum: [one, two] }
            state:
              path: "[Page]"
              visits: Int
            root:
              NavigationStack:
                path: $path
                root:
                  - List:
                      - NavigationLink: { title: One, value: Page.one }
                    navigationDestination:
                      for: Page
                      as: page
                      destination: { Text: "{page}" }
                    onChange:
                      of: path
                      action: [{ set: { visits: 1 } }]
            """),
            RuleExample("the root screen writes the path on appear", """
            scene: Restore
            types:
              Page: { enum: [one, two] }
            state:
              path: "[Page]"
            root:
              NavigationStack:
                path: $path
                root:
                  - List:
                      - NavigationLink: { title: One, value: Page.one }
                    navigationDestination:
                      for: Page
                      as: page
                      destination: { Text: "{page}" }
                    onAppear: [{ append: { path: Page.two } }]
            """),
        ])

    /// An event handler that writes state: its node, its modifier's index, its event and the names it writes.
    struct Candidate {
        var node: Int
        var modifier: Int
        var observed: String?
        var written: [String]
    }

    static func check(_ context: RuleContext) -> [Finding] {
        let scene = context.scene
        let bindings = context.analysis.stacks.compactMap(\.binding)
        guard !bindings.isEmpty else { return [] }
        /// Whether a name a handler writes may be a stack's path (a view's own state is keyed `View.name@instance`).
        func mayBePath(_ name: String) -> Bool {
            bindings.contains { $0 == name || $0.contains("." + name + "@") || $0.hasSuffix("." + name) }
        }
        var candidates: [Candidate] = []
        for node in scene.nodes {
            for (index, modifier) in node.modifiers.enumerated() {
                guard case .event(let handler) = modifier.kind else { continue }
                let observed: String?
                switch handler.event {
                case .change(let expression, _):
                    guard case .identifier(let name) = expression.kind else { continue }
                    observed = name
                case .appear, .task:
                    observed = nil
                case .disappear, .openURL, .external:
                    continue
                }
                let statements = PathWrittenTwice.flatten(handler.statements, scene).statements
                let written = statements.compactMap { statement -> String? in
                    if case .toggle = statement.kind { return nil }
                    return statement.target
                }
                // (An `onChange` counts only where what it observes may be a stack's path, which it writes too: a
                // handler observing anything else never meets the goal, `rewrittenPath`, and is not searched for.)
                guard written.contains(where: mayBePath), observed.map({ written.contains($0) && mayBePath($0) }) ?? true else { continue }
                // (An `onAppear`/`task` counts only on a screen a path value pushes, `rewrittenPath`: where the complete
                // analysis never places the handler on such a screen (a stack's root, a sheet, a tab), no state meets
                // the goal, and it is not searched for.)
                if observed == nil, !mayRunOnPathScreen(node.id, context.analysis) { continue }
                candidates.append(Candidate(node: node.id, modifier: index, observed: observed, written: written))
            }
        }
        guard !candidates.isEmpty else { return [] }
        let goals = candidates.map { candidate -> WitnessGoal in
            let modifier = scene.nodes[candidate.node].modifiers[candidate.modifier]
            return WitnessGoal(isMet: { _, frame in rewrittenPath(candidate, frame) != nil },
                               subject: GoalSubject(rule: description.id, range: modifier.nameRange,
                                                    candidate: "this \(modifier.name) writing a path in the frame a write of it runs"))
        }
        let search = context.searchWitnesses(goals)
        var findings: [Finding] = []
        for (offset, candidate) in candidates.enumerated() {
            guard let index = search.found[offset] else { continue }
            let frame = context.navigator.render(search.exploration.states[index].state)
            guard let path = rewrittenPath(candidate, frame) else { continue }
            let modifier = scene.nodes[candidate.node].modifiers[candidate.modifier]
            let message = candidate.observed != nil
                ? "this onChange(of: \(path)) writes '\(path)' in the update that changed it; SwiftUI updates a stack's path once per frame and drops one of the writes"
                : "this \(modifier.name) runs when a write of '\(path)' pushes its screen and writes '\(path)' again in the same frame; SwiftUI drops one of the writes"
            let live = candidate.observed != nil ? "any write of '\(path)' runs it" : "the screen is pushed by the path"
            findings.append(Finding(range: modifier.nameRange, message: message,
                                    notes: [Note("\(live) \(search.exploration.when(index))")],
                                    node: candidate.node))
        }
        return findings
    }

    /// Whether a handler of `node` may run on a screen a path value pushes: some place the walk realised it in is
    /// such a screen, or the analysis stopped before it met every place (then nothing is ruled out).
    static func mayRunOnPathScreen(_ node: Int, _ analysis: ReachabilityAnalysis) -> Bool {
        guard analysis.isComplete else { return true }
        return analysis.buttonPlaces(node).contains { screen in
            if case .path = analysis.screens[screen].kind { return true }
            return false
        }
    }

    /// The bound path the live handler writes in this frame, where the write counts twice: for `onChange`, the path it
    /// observes, bound to a stack on screen; for `onAppear`/`task`, the path of the stack whose path value pushed the
    /// handler's screen. Nil when the handler is not live, or writes no such path.
    static func rewrittenPath(_ candidate: Candidate, _ frame: Frame) -> String? {
        for handler in frame.handlers where handler.template == candidate.node && handler.modifier == candidate.modifier {
            let keys = Set(candidate.written.map(handler.environment.stateKey))
            if let observed = candidate.observed {
                let key = handler.environment.stateKey(observed)
                guard keys.contains(key), frame.stacks.values.contains(where: { $0.binding == key }) else { continue }
                return observed
            }
            guard case .pathValue(let stackKey, _)? = handler.dismiss,
                  let binding = frame.stacks[stackKey]?.binding, keys.contains(binding) else { continue }
            return candidate.written.first { handler.environment.stateKey($0) == binding }
        }
        return nil
    }
}
