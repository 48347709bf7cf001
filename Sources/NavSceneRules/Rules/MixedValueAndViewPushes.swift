import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneModel
import NavSceneRuntime

/// A value appended to a path-bound stack while a screen that is not in the path is on top: under an
/// `isPresented:`/`item:` push the value lands below it and the screen does not change; code that appends while
/// view-destination screens are on top pops them. Candidates come from the analysis (a bound stack that may show such
/// a screen, and something that may append to its path); the witness search confirms each appender with a state in
/// which it appends while such a screen is on top.
enum MixedValueAndViewPushes: Rule {
    static let description = RuleDescription(
        id: "mixed-value-and-view-pushes",
        summary: "A value is appended to a path-bound stack while a screen that is not in the path (isPresented:, item:, or a view-destination link's) is on top.",
        defaultSeverity: .warning,
        rationale: "A stack's path holds values; screens pushed by `navigationDestination(isPresented:)`, `navigationDestination(item:)` and view-destination links are not in it. A value appended while an `isPresented:`/`item:` screen is on top lands under that screen, so nothing visible happens and back later reveals a screen the person never saw (reported on iOS 17 to 26). Code that appends while view-destination screens are on top pops them all first (the article: \"SwiftUI pops all view destinations\"), screens the app cannot even observe. The finding carries the taps to a state where it happens. A value link tapped on a view-destination screen is the article's documented composition (the person sees the value's screen) and is not reported; nor is an append that no reachable state makes while such a screen is on top, nor a named action on its own (an entry point whose callers the scene does not show).",
        fix: "Drive the stack from its path alone: push enum values with `navigationDestination(for:)` instead of `isPresented:`/`item:` destinations and view-destination links, or clear the Bool or optional before appending.",
        triggering: [
            RuleExample("a value link on a screen pushed by isPresented:", """
            scene: UnderTheTop
            types:
              Color: { enum: [mint, pink] }
            state:
              path: "[Color]"
              showHelp: Bool
            root:
              NavigationStack:
                path: $path
                root:
                  - Button: { title: Help, action: [{ set: { showHelp: true } }] }
                    navigationDestination:
                      - isPresented: $showHelp
                        destination:
                          NavigationLink: { title: Mint, value: Color.mint }
            #>            ^
                      - for: Color
                        as: color
                        destination: { Text: "{color}" }
            """),
            RuleExample("a Button appending while an item: screen is on top", """
            scene: UnderTheItem
            types:
              Color: { enum: [mint, pink] }
            state:
              path: "[Color]"
              picked: Color?
            root:
              NavigationStack:
                path: $path
                root:
                  - Button: { title: Pick, action: [{ set: { picked: Color.mint } }] }
                    navigationDestination:
                      - item: $picked
                        as: color
                        destination:
                          Button: { title: More, action: [{ append: { path: Color.pink } }] }
            #>            ^
                      - for: Color
                        as: color
                        destination: { Text: "{color}" }
            """),
        ],
        nonTriggering: [
            RuleExample("the same screens pushed as values of an enum", """
            scene: AllValues
            types:
              Route: { enum: [help, mint] }
            state:
              path: "[Route]"
            root:
              NavigationStack:
                path: $path
                root:
                  - NavigationLink: { title: Help, value: Route.help }
                    navigationDestination:
                      for: Route
                      as: route
                      destination:
                        VStack:
                          - Text: "{route}"
                          - NavigationLink: { title: Mint, value: Route.mint }
            """),
            RuleExample("the article's composed links: a value link on a view-destination screen", """
            scene: Composed
            types:
              Color: { enum: [mint, pink] }
            state:
              path: "[Color]"
            root:
              NavigationStack:
                path: $path
                root:
                  - NavigationLink:
                      title: Push
                      destination: { NavigationLink: { title: Pink, value: Color.pink } }
                    navigationDestination:
                      for: Color
                      as: color
                      destination: { Text: "{color}" }
            """),
        ])

    /// Something that may append to a bound path: a value link or a Button.
    enum Appender: Hashable {
        case link(Int)
        case button(Int)
    }

    static func appenderRange(_ appender: Appender, _ context: RuleContext) -> SourceRange {
        switch appender { case .link(let node), .button(let node): return context.scene.nodes[node].nameRange }
    }

    static func check(_ context: RuleContext) -> [Finding] {
        let analysis = context.analysis
        // Per bound stack, the screens outside its path it may show: state-driven pushes and view pushes.
        var statePushes: [Int: Set<Int>] = [:], viewPushes: [Int: Set<Int>] = [:]
        for (id, screen) in analysis.screens.enumerated() {
            switch screen.kind {
            case .statePush(let s, _, _) where analysis.stacks[s].binding != nil: statePushes[s, default: []].insert(id)
            case .viewPush(let s, _) where analysis.stacks[s].binding != nil: viewPushes[s, default: []].insert(id)
            default: break
            }
        }
        guard !statePushes.isEmpty || !viewPushes.isEmpty else { return [] }
        /// Whether something walked at `place` can run while a screen of `covering` is on top of `stack`, writing
        /// that stack's path (`ReachabilityAnalysis.mayRunOver`).
        func canRunOver(_ place: Place, _ stack: Int, _ covering: Set<Int>) -> Bool {
            guard let binding = analysis.stacks[stack].binding else { return false }
            return analysis.mayRunOver(place, stack: stack, covering: covering, binding: binding)
        }
        var appenders: [Appender] = []
        var seen = Set<Appender>()
        // Value links tapped while a state-driven push is on top of the stack they push onto.
        for occurrence in analysis.links {
            for case .push(let stack, _) in occurrence.outcomes {
                guard let covering = statePushes[stack], canRunOver(occurrence.place, stack, covering),
                      seen.insert(.link(occurrence.node)).inserted else { continue }
                appenders.append(.link(occurrence.node))
            }
        }
        // Buttons that append to a bound path, shown where they can run over a screen outside it. Named actions
        // are entry points whose callers the scene does not show: not checked.
        let buttonPlaces = analysis.buttonPlacesByNode()
        for stack in analysis.stacks.indices {
            guard let binding = analysis.stacks[stack].binding else { continue }
            let covering = (statePushes[stack] ?? []).union(viewPushes[stack] ?? [])
            guard !covering.isEmpty else { continue }
            for (_, sources) in (analysis.pushSources[.bound(binding)] ?? [:]).sorted(by: { $0.key < $1.key }) {
                let buttons = sources.compactMap { source -> Int? in
                    if case .button(let node) = source { return node } else { return nil }
                }
                for node in buttons.sorted() {
                    guard (buttonPlaces[node] ?? []).contains(where: { canRunOver($0, stack, covering) }),
                          seen.insert(.button(node)).inserted else { continue }
                    appenders.append(.button(node))
                }
            }
        }
        guard !appenders.isEmpty else { return [] }
        let navigator = context.navigator
        let goals = appenders.map { appender in
            WitnessGoal(isMet: { state, frame in hiddenAppend(appender, state, frame, navigator) != nil },
                        distance: { state in state.viewPushes.isEmpty ? 1 : 0 },
                        subject: GoalSubject(rule: description.id, range: appenderRange(appender, context),
                                             candidate: "whether this appends to the path under a screen that is not in it"))
        }
        let search = context.searchWitnesses(goals)
        var findings: [Finding] = []
        for (offset, appender) in appenders.enumerated() {
            guard let index = search.found[offset] else { continue }
            let state = search.exploration.states[index].state
            let frame = navigator.render(state)
            guard let top = hiddenAppend(appender, state, frame, navigator) else { continue }
            let when = search.exploration.when(index)
            var notes: [Note] = []
            if let source = top.pushedBy, let node = context.scene.nodes.indices.contains(source.template) ? context.scene.nodes[source.template] : nil {
                if source.slot >= 0, source.slot < node.destinations.count {
                    let entry = node.destinations[source.slot]
                    notes.append(Note("the screen on top is pushed by this destination", at: DestinationPlacement.range(entry.modifier, entry.destination, in: node)))
                } else {
                    notes.append(Note("the screen on top is pushed by this link", at: node.nameRange))
                }
            }
            let range: SourceRange
            let what: String
            switch appender {
            case .link(let node): range = context.scene.nodes[node].nameRange; what = "this link appends"
            case .button(let node): range = context.scene.nodes[node].nameRange; what = "this Button appends"
            }
            let message: String
            if case .viewPush = top.origin {
                message = "\(what) a value to the path while view-destination screens are on top of the stack; SwiftUI pops them all first"
                notes.append(Note("it pops the view-destination screens when run \(when)"))
            } else {
                message = "\(what) a value to the path while a screen pushed by navigationDestination(isPresented:/item:) is on top; the value lands under it and the screen does not change"
                notes.append(Note("the value lands under the screen on top when run \(when)"))
            }
            let node: Int
            switch appender { case .link(let n), .button(let n): node = n }
            findings.append(Finding(range: range, message: message, notes: notes, node: node))
        }
        return findings
    }

    /// The top screen (not in the path) under which, or over which, the appender in this state appends a value:
    /// nil when it does not append here, or the top is a path value.
    static func hiddenAppend(_ appender: Appender, _ state: NavigationState, _ frame: Frame, _ navigator: Navigator) -> Screen? {
        let candidates = frame.navigationStacks.filter { stack in
            guard stack.binding != nil else { return false }
            switch stack.top.origin {
            case .stateDriven, .viewPush: return true
            default: return false
            }
        }
        guard !candidates.isEmpty else { return nil }
        /// After code ran: a path that grew while its state-driven top stayed (the value is hidden under it), or
        /// grew under view-destination screens (they are popped).
        func check(_ next: NavigationState) -> Screen? {
            for stack in candidates {
                guard let binding = stack.binding, (next.values[binding]?.listItems?.count ?? 0) > stack.path.count else { continue }
                switch stack.top.origin {
                case .stateDriven(let name, let clear):
                    if let value = navigator.read(name, next), value != clear, !value.isNull { return stack.top }
                case .viewPush:
                    return stack.top
                default:
                    break
                }
            }
            return nil
        }
        switch appender {
        case .link(let node):
            for element in frame.elements where element.template == node {
                // A value link tapped on a view-destination screen is the article's composition: not reported.
                guard case .push(let key, _) = element.effect,
                      let stack = candidates.first(where: { $0.key == key }), case .stateDriven = stack.top.origin else { continue }
                return stack.top
            }
            return nil
        case .button(let node):
            for element in frame.elements where element.template == node {
                guard case .runButton = element.effect else { continue }
                if let top = check(navigator.activate(element, in: frame, state).0) { return top }
            }
            return nil
        }
    }
}
