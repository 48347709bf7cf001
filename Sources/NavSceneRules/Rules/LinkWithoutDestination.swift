import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneModel

/// A value link (or a Button pushing a value) whose type no destination resolves.
enum LinkWithoutDestination: Rule {
    static let description = RuleDescription(
        id: "link-without-destination",
        summary: "A value link presents a type that no visible navigationDestination resolves and no List selection takes.",
        defaultSeverity: .error,
        swiftUIWarning: "A NavigationLink is presenting a value of type “T” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.",
        rationale: "A value link only says what to present; a navigationDestination(for:) on the stack (or a List selection in a split view) says how, and it must be on the link's own screen or on a screen below it: one on a screen only ever pushed beside or above the link's is not there when the link is tapped. Without one, the link does nothing wherever it appears. A value a Button appends to a path, or a model's initializer puts on it at launch, needs a destination in exactly the same way; otherwise the stack shows nothing for it.",
        fix: "Add `navigationDestination(for: T.self)` inside the stack, outside any lazy container (e.g. on the List), or present a value of a type that has one.",
        triggering: [
            RuleExample("no destination for Color", """
            scene: Missing
            types:
              Color: { enum: [mint, pink] }
            root:
              NavigationStack:
                - List:
                    - NavigationLink: { title: Mint, value: Color.mint }
            #>        ^
            """),
            RuleExample("a Button appends a value nothing maps", """
            scene: ButtonPush
            types:
              Color: { enum: [mint, pink] }
            state:
              path: NavigationPath
            root:
              NavigationStack:
                path: $path
                root:
                  VStack:
                    - Button: { title: Mint, action: [{ append: { path: Color.mint } }] }
            #>        ^
            """),
        ],
        nonTriggering: [
            RuleExample("a destination on the List", """
            scene: Present
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
            RuleExample("selection-driven links in a split view", """
            scene: Selecting
            types:
              Color: { enum: [mint, pink] }
            state:
              selected: Color?
            root:
              NavigationSplitView:
                sidebar:
                  List:
                    data: Color.allCases
                    as: color
                    selection: $selected
                    row:
                      NavigationLink: { title: "{color}", value: color }
                detail:
                  Text: Detail
            """),
        ])

    static func check(_ context: RuleContext) -> [Finding] {
        let analysis = context.analysis
        guard analysis.isComplete else { return [] }
        let explained = context.explainedNodes(by: ["path-type-mismatch", "selection-type-mismatch", "link-outside-navigation"])
        var findings: [Finding] = []
        for (template, occurrences) in context.linksByNode where !explained.contains(template) {
            let outcomes = occurrences.flatMap(\.outcomes)
            // Decided statically: no place the link can be shown in resolves its type (a link with an unknown type
            // has no outcomes and gets no verdict).
            guard !outcomes.contains(where: \.navigates),
                  let type = outcomes.lazy.compactMap({ outcome -> String? in
                      if case .dead(.noDestination(let type)) = outcome { return type } else { return nil }
                  }).first else { continue }
            let node = context.scene.nodes[template]
            // A misplaced destination for the type is the cause to fix: this one is explained by it, not reported.
            findings.append(Finding(range: node.nameRange,
                                    message: "no navigationDestination for \(type) is visible from this link, so it never does anything",
                                    notes: invisibleDestinations(type, from: occurrences, context), node: template, valueType: type,
                                    explainedBy: context.misplacement(of: type)))
        }
        let walked = Set(context.linksByNode.map(\.node)).union(explained)
        findings += unreachedLinks(context, walked: walked)
        findings += linksDeadByShape(context, walked: walked.union(findings.compactMap(\.node)))
        let misplaced = context.misplacedTypes
        // Where a person meets each such link (illustration only: the verdict above is already decided). A link the
        // analysis never walked is on no reachable screen: no state shows it, so it is not searched for.
        let walkedLinks = Set(context.linksByNode.map(\.node))
        let shown = findings.filter { $0.hiddenBecause == nil }.compactMap(\.node).filter(walkedLinks.contains)
        if !shown.isEmpty {
            let search = context.illustrate(shown.map { node in
                WitnessGoal(isMet: { _, frame in frame.elements.contains { $0.template == node } })
            })
            for (offset, node) in shown.enumerated() {
                guard let state = search.found[offset], let index = findings.firstIndex(where: { $0.node == node }) else { continue }
                findings[index].notes.append(Note("for example after: \(search.exploration.witness(state))"))
            }
        }
        // Values appended by Buttons or actions that no destination on the stacks of that path maps.
        var reported = Set<String>()
        for stack in analysis.stacks {
            guard let binding = stack.binding, reported.insert(binding).inserted else { continue }
            let bound = analysis.stacks.filter { $0.binding == binding }
            for (type, sources) in (analysis.pushSources[.bound(binding)] ?? [:]).sorted(by: { $0.key < $1.key }) where type != "*" {
                if let typed = stack.typedElement, typed != type { continue }
                // By the stack's registrations indexed by type: scanning every registration per pushed type is
                // quadratic when one stack registers many types and many are pushed.
                let registering = bound.filter { $0.registrationsByType[type] != nil }.map(\.id)
                for source in sources.sorted(by: PushSource.printedOrder) {
                    guard !mayResolve(source, registering, binding, analysis) else { continue }
                    let origin: (SourceRange, String, Int?)
                    switch source {
                    case .button(let node): origin = (context.scene.nodes[node].nameRange, "this Button", node)
                    case .event(let node, let index):
                        let modifier = context.scene.nodes[node].modifiers[index]
                        origin = (modifier.nameRange, "this \(modifier.name) handler", node)
                    case .action(let name):
                        guard let action = context.scene.actions[name] else { continue }
                        origin = (action.range, "the action '\(name)'", nil)
                    case .link, .initial: continue
                    }
                    // The stack the source runs in when it is one bound to the path, else the first bound to it.
                    let written = analysis.stacksRunning(source).lazy.compactMap { $0 }.first { analysis.stacks[$0].binding == binding }
                        .map { analysis.stacks[$0].node } ?? stack.node
                    findings.append(Finding(range: origin.0,
                                            message: "\(origin.1) puts a \(type) on the path, but no navigationDestination for \(type) is visible to the stack",
                                            notes: [Note("the stack whose path it writes", at: context.scene.nodes[written].nameRange)]
                                                + invisibleDestinations(type, from: [], context),
                                            node: origin.2, valueType: type, stacks: bound.map(\.id),
                                            explainedBy: misplaced.contains(type) ? context.misplacement(of: type) : nil))
                }
            }
            findings += initialPushes(binding, bound, misplaced, context)
        }
        return findings
    }

    /// Values a model's initializer puts on the path `binding` when the app launches (`StateVariable.initialPushes`:
    /// `init` calls `showFeed()`, which appends a `Screen`): the stack starts with them, so each needs a destination
    /// on a stack bound to the path, as a Button's push does. The witness is the launch itself (the initializer runs
    /// when the model is made; the conditions around the push are unknown, so it may run).
    static func initialPushes(_ binding: String, _ bound: [StackFacts], _ misplaced: Set<String>, _ context: RuleContext) -> [Finding] {
        guard let variable = context.scene.stateVariable(binding), !variable.initialPushes.isEmpty else { return [] }
        var findings: [Finding] = []
        var seen = Set<String>()
        for push in variable.initialPushes where seen.insert(push.type).inserted {
            if bound.contains(where: { $0.typedElement.map { $0 != push.type } ?? false }) { continue }
            guard !bound.contains(where: { $0.registrationsByType[push.type] != nil }) else { continue }
            var notes = [Note("the stack whose path it writes", at: context.scene.nodes[bound[0].node].nameRange)]
            if push.append != push.range { notes.append(Note("the append it reaches", at: push.append)) }
            notes.append(Note("for example at launch: the initializer runs when the model is made, and the path starts with this \(push.type)"))
            findings.append(Finding(range: push.range,
                                    message: "this call in an initializer puts a \(push.type) on the path '\(binding)' at launch, but no navigationDestination for \(push.type) is visible to the stack",
                                    notes: notes + invisibleDestinations(push.type, from: [], context),
                                    node: nil, valueType: push.type, stacks: bound.map(\.id),
                                    explainedBy: misplaced.contains(push.type) ? context.misplacement(of: push.type) : nil))
        }
        return findings
    }

    /// Whether a value a source puts on the path `binding` may land on a stack that maps it: judged per stack, as
    /// SwiftUI does. A Button or handler inside a stack bound to the path pushes onto that stack, or onto one shown
    /// with it (two layouts in the branches of one `switch` never are); from anywhere else, any stack bound to the
    /// path may be the one shown.
    static func mayResolve(_ source: PushSource, _ registering: [Int], _ binding: String, _ analysis: ReachabilityAnalysis) -> Bool {
        guard !registering.isEmpty else { return false }
        switch source {
        case .button, .event:
            let places = analysis.stacksRunning(source)
            guard !places.isEmpty else { return true }
            return places.contains { stack in
                guard let stack, analysis.stacks[stack].binding == binding else { return true }
                return registering.contains { !analysis.stacksExcludeEachOther(stack, $0) }
            }
        default:
            return true
        }
    }

    /// Notes at destinations for the type that exist but cannot be seen from the link, and why.
    static func invisibleDestinations(_ type: String, from occurrences: [LinkOccurrence], _ context: RuleContext) -> [Note] {
        let analysis = context.analysis
        var notes: [Note] = []
        var seen = Set<[Int]>()
        let linkPresentations = Set(occurrences.map(\.place.presentation))
        for destination in analysis.destinations {
            let node = context.scene.nodes[destination.node]
            let entry = node.destinations[destination.slot]
            guard let declared = entry.destination.forType, context.typeName(declared) == type,
                  seen.insert([destination.node, destination.slot]).inserted else { continue }
            let range = DestinationPlacement.range(entry.modifier, entry.destination, in: node)
            let why: String
            if let presentation = destination.place.presentation, !linkPresentations.contains(presentation) {
                why = "it is inside a sheet or cover, a new presentation with its own navigation; links outside it cannot see it"
            } else if !occurrences.isEmpty, let theirs = linkPresentations.first(where: { $0 != nil }) ?? nil,
                      destination.place.presentation != theirs {
                why = "the link is inside a sheet or cover, a new presentation whose stack cannot see the destinations of the stack that presented it"
            } else if let stack = destination.registeredOn,
                      occurrences.contains(where: { $0.place.stack == stack && analysis.excludedFrom($0.place, by: destination.place) }) {
                why = "it is in another branch of the conditional that shows the link, so it is never on the stack while the link is"
            } else if let stack = destination.registeredOn,
                      occurrences.contains(where: { $0.place.stack == stack && !analysis.mayBeBelow(destination.place, $0.place, stack: stack) }) {
                why = "it is on a screen of the stack that is never below the link's screen, so it is not registered while the link is shown"
            } else if destination.registeredOn != nil {
                why = "it belongs to another NavigationStack"
            } else {
                continue  // ignored placements are the misplacement rules' findings
            }
            notes.append(Note("a navigationDestination for \(type) is declared here, but \(why)", at: range))
            if notes.count == 3 { break }
        }
        return notes
    }
}
