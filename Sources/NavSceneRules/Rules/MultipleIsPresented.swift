import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneModel
import NavSceneRuntime

/// Several `navigationDestination(isPresented:)` on one stack whose Bools can be true together: SwiftUI pushes all
/// of them at once. The analysis gives the candidates (both Bools may be true, both destinations may be shown on the
/// same stack); the witness search confirms each pair with a state in which both screens are pushed.
enum MultipleIsPresented: Rule {
    static let description = RuleDescription(
        id: "multiple-is-presented",
        summary: "Two `navigationDestination(isPresented:)` on one stack can be active together, and SwiftUI pushes both screens at once.",
        defaultSeverity: .warning,
        rationale: "One Bool per destination is a common way to navigate in code, but nothing stops two of the Bools from being true at the same time (a flag left set after its screen was replaced, two buttons on screens of one stack). SwiftUI then pushes both destinations at once, one above the other, and back pops them one by one; this has been observed on iOS 17 to 26 and is not documented. A pair whose Bools are never true together in a reachable state (every action that sets one clears the other, or the destinations sit in exclusive branches) is fine: the analysis finds the candidates and the witness search reports only pairs it can show active together, with the taps that get there.",
        fix: "Use one `navigationDestination(item:)` over an optional enum of the screens (setting it replaces the screen), or push values of an enum onto the stack's path with `navigationDestination(for:)`.",
        triggering: [
            RuleExample("a deep link that sets both flags", """
            scene: DeepLink
            state:
              showSettings: Bool
              showProfile: Bool
            root:
              NavigationStack:
                - Button: { title: Settings, action: [{ set: { showSettings: true } }] }
                  navigationDestination:
                    - isPresented: $showSettings
                      destination: { Text: Settings }
                    - isPresented: $showProfile
            #>        ^
                      destination: { Text: Profile }
            actions:
              openProfileSettings:
                - set: { showSettings: true, showProfile: true }
            """),
            RuleExample("a pushed screen that sets the other flag", """
            scene: Chain
            state:
              showSettings: Bool
              showProfile: Bool
            root:
              NavigationStack:
                - Button: { title: Settings, action: [{ set: { showSettings: true } }] }
                  navigationDestination:
                    - isPresented: $showSettings
                      destination:
                        Button: { title: Profile, action: [{ set: { showProfile: true } }] }
                    - isPresented: $showProfile
            #>        ^
                      destination: { Text: Profile }
            """),
        ],
        nonTriggering: [
            RuleExample("each button clears the other flag", """
            scene: Exclusive
            state:
              showSettings: Bool
              showProfile: Bool
            root:
              NavigationStack:
                - Button: { title: Settings, action: [{ set: { showSettings: true, showProfile: false } }] }
                  navigationDestination:
                    - isPresented: $showSettings
                      destination:
                        Button: { title: Profile, action: [{ set: { showProfile: true, showSettings: false } }] }
                    - isPresented: $showProfile
                      destination: { Text: Profile }
            """),
            RuleExample("a drill-down: each destination on the screen the one before shows", """
            scene: DrillDown
            state:
              showClient: Bool
              showLogin: Bool
            root:
              NavigationStack:
                - Button: { title: Next, action: [{ set: { showClient: true } }] }
                  navigationDestination:
                    isPresented: $showClient
                    destination:
                      - Button: { title: Log in, action: [{ set: { showLogin: true } }] }
                        navigationDestination:
                          isPresented: $showLogin
                          destination: { Text: Welcome }
            """),
            RuleExample("one optional enum with item:", """
            scene: OneItem
            types:
              Sheet: { enum: [settings, profile] }
            state:
              screen: Sheet?
            root:
              NavigationStack:
                - VStack:
                    - Button: { title: Settings, action: [{ set: { screen: Sheet.settings } }] }
                    - Button: { title: Profile, action: [{ set: { screen: Sheet.profile } }] }
                  navigationDestination:
                    item: $screen
                    as: screen
                    destination: { Text: "{screen}" }
            """),
        ])

    struct Candidate {
        var first: DestinationOccurrence
        var second: DestinationOccurrence
    }

    static func check(_ context: RuleContext) -> [Finding] {
        let candidates = self.candidates(context)
        guard !candidates.isEmpty else { return [] }
        let launch = context.navigator.launchState()
        let goals = candidates.map { candidate in
            WitnessGoal(isMet: { _, frame in bothPushed(candidate, frame) },
                        distance: { state in
                            [candidate.first, candidate.second].reduce(0) { sum, occurrence in
                                sum + (occurrence.bindingKey.flatMap { state.values[$0]?.boolValue } == true ? 0 : 1)
                            }
                        },
                        precondition: precondition(candidate, launch),
                        subject: subject(candidate, context))
        }
        let search = context.searchWitnesses(goals)
        var findings: [Finding] = []
        var reported = Set<[Int]>()
        for (offset, candidate) in candidates.enumerated() {
            guard let index = search.found[offset],
                  reported.insert([candidate.second.node, candidate.second.slot, candidate.first.node, candidate.first.slot]).inserted
            else { continue }
            let scene = context.scene
            let secondNode = scene.nodes[candidate.second.node], firstNode = scene.nodes[candidate.first.node]
            let second = secondNode.destinations[candidate.second.slot], first = firstNode.destinations[candidate.first.slot]
            let firstName = candidate.first.bindingKey ?? "?", secondName = candidate.second.bindingKey ?? "?"
            let flags = firstName == secondName ? "'\(secondName)' is true" : "'\(firstName)' and '\(secondName)' are both true"
            findings.append(Finding(
                range: DestinationPlacement.range(second.modifier, second.destination, in: secondNode),
                message: "this navigationDestination(isPresented:) and another one on the same stack can be active together; SwiftUI then pushes both screens at once",
                notes: [Note("the other navigationDestination(isPresented:)", at: DestinationPlacement.range(first.modifier, first.destination, in: firstNode)),
                        Note("\(flags) \(search.exploration.when(index))"),
                        Note("use one navigationDestination(item:) over an optional enum of the screens, or push enum values on the path")],
                node: secondNode.id))
        }
        return findings
    }

    /// Both flags true: each one false at launch must change (the analysis refutes a flag nothing sets).
    static func precondition(_ candidate: Candidate, _ launch: NavigationState) -> GoalPrecondition {
        var precondition = GoalPrecondition()
        for key in [candidate.first.bindingKey, candidate.second.bindingKey].compactMap({ $0 }) where launch.values[key] == .bool(false) {
            precondition.changed[key] = .bool(false)
        }
        return precondition
    }

    static func subject(_ candidate: Candidate, _ context: RuleContext) -> GoalSubject {
        let node = context.scene.nodes[candidate.second.node]
        let entry = node.destinations[candidate.second.slot]
        return GoalSubject(rule: description.id, range: DestinationPlacement.range(entry.modifier, entry.destination, in: node),
                           candidate: "whether this navigationDestination(isPresented:) and another one on its stack can be active together")
    }

    /// Pairs of `isPresented:` destinations that may push on one stack with both Bools true, in source order.
    static func candidates(_ context: RuleContext) -> [Candidate] {
        let analysis = context.analysis
        let scene = context.scene
        var byStack: [Int: [DestinationOccurrence]] = [:]
        for occurrence in analysis.destinations {
            guard occurrence.ignored == nil, let stack = occurrence.place.stack, let key = occurrence.bindingKey,
                  case .isPresented? = analysis.destination(occurrence.node, occurrence.slot)?.trigger,
                  analysis.facts(of: key)?.mayBeTrue ?? true else { continue }
            byStack[stack, default: []].append(occurrence)
        }
        var result: [Candidate] = []
        var seen = Set<[Int]>()
        let below = ScreensBelow(analysis)
        for stack in byStack.keys.sorted() {
            let occurrences = byStack[stack] ?? []
            for (i, a) in occurrences.enumerated() {
                for b in occurrences[(i + 1)...] {
                    guard [a.node, a.slot] != [b.node, b.slot] else { continue }
                    // Two branches of one conditional on one screen never exist together.
                    if a.place.screen == b.place.screen, analysis.excludeEachOther(a.place.guards, b.place.guards) { continue }
                    // One declared on a screen the other pushes (a drill-down of `isPresented:` destinations, each on
                    // the screen the one before shows): SwiftUI pushes its screen above the other's, one level each,
                    // also when both Bools turn true at once (a deep link). Both pushed is what the code asks for.
                    if below.isPushed(onScreenOf: b, by: a) || below.isPushed(onScreenOf: a, by: b) { continue }
                    let (first, second) = order(a, b, scene)
                    guard seen.insert([first.node, first.slot, second.node, second.slot]).inserted else { continue }
                    result.append(Candidate(first: first, second: second))
                }
            }
        }
        return result
    }

    /// Source order: the finding lands on the later destination.
    static func order(_ a: DestinationOccurrence, _ b: DestinationOccurrence, _ scene: Scene) -> (DestinationOccurrence, DestinationOccurrence) {
        let ra = scene.nodes[a.node].destinations[a.slot].destination.range, rb = scene.nodes[b.node].destinations[b.slot].destination.range
        let before = (ra.file, ra.start.offset, a.slot) < (rb.file, rb.start.offset, b.slot)
        return before ? (a, b) : (b, a)
    }

    /// Whether some stack on screen shows both destinations' pushes.
    static func bothPushed(_ candidate: Candidate, _ frame: Frame) -> Bool {
        let wanted = [StatePushSource(template: candidate.first.node, slot: candidate.first.slot),
                      StatePushSource(template: candidate.second.node, slot: candidate.second.slot)]
        return frame.navigationStacks.contains { stack in
            let sources = stack.screens.compactMap(\.pushedBy)
            return sources.contains(wanted[0]) && sources.contains(wanted[1])
        }
    }

    /// Which destinations push the screens a destination's occurrence sits on, through every screen below: the
    /// screen a state-driven or path destination shows is above the screens that declare it, a view link's above the
    /// link's. Found once per screen asked about (each screen below visited once), so a pair costs a lookup.
    final class ScreensBelow {
        let analysis: ReachabilityAnalysis
        /// The screens each destination (node, slot) and each link node (slot -2) is declared on: built when a pair
        /// first asks (most scenes have no two `isPresented:` destinations on one stack, and this reads every
        /// destination and link the walk met).
        private lazy var declaredOn: [[Int]: [Int]] = {
            var declaredOn: [[Int]: [Int]] = [:]
            for occurrence in analysis.destinations { declaredOn[[occurrence.node, occurrence.slot], default: []].append(occurrence.place.screen) }
            for occurrence in analysis.links { declaredOn[[occurrence.node, -2], default: []].append(occurrence.place.screen) }
            return declaredOn
        }()
        /// Per screen asked about: the destinations (node, slot) that push it or a screen below it.
        private var pushers: [Int: Set<[Int]>] = [:]

        init(_ analysis: ReachabilityAnalysis) {
            self.analysis = analysis
        }

        /// Whether `inner` sits on a screen that `outer` pushes, or on a screen above one it pushes.
        func isPushed(onScreenOf inner: DestinationOccurrence, by outer: DestinationOccurrence) -> Bool {
            pushers(of: inner.place.screen).contains([outer.node, outer.slot])
        }

        private func pushers(of start: Int) -> Set<[Int]> {
            if let known = pushers[start] { return known }
            var found: Set<[Int]> = []
            var pending = [start]
            var seen: Set<Int> = []
            while let screen = pending.popLast() {
                guard seen.insert(screen).inserted, analysis.screens.indices.contains(screen) else { continue }
                let key: [Int]
                switch analysis.screens[screen].kind {
                case .statePush(_, let template, let slot), .path(_, let template, let slot):
                    key = [template, slot]
                    found.insert(key)
                case .viewPush(_, let link):
                    key = [link, -2]
                default:
                    continue
                }
                pending.append(contentsOf: declaredOn[key] ?? [])
            }
            pushers[start] = found
            return found
        }
    }
}
