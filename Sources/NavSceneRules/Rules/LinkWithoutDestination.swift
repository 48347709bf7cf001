import NavSceneDiagnostics
import NavSceneModel

/// A value link (or a Button pushing a value) whose type no destination resolves.
enum LinkWithoutDestination: Rule {
    static let description = RuleDescription(
        id: "link-without-destination",
        summary: "A value link presents a type that no visible navigationDestination resolves and no List selection takes.",
        defaultSeverity: .error,
        swiftUIWarning: "A NavigationLink is presenting a value of type “T” but there is no matching navigationDestination declaration visible from the location of the link. The link cannot be activated.",
        rationale: "A value link only says what to present; a navigationDestination(for:) on the stack (or a List selection in a split view) says how. Without one, the link does nothing wherever it appears. A value a Button appends to a path needs a destination in exactly the same way; otherwise the stack shows nothing for it.",
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
        let explained = context.explainedNodes(by: ["path-type-mismatch", "selection-type-mismatch", "link-outside-navigation"])
        let misplaced = context.misplacedTypes
        var findings: [Finding] = []
        for (template, facts) in context.facts.links.sorted(by: { $0.key < $1.key }) {
            guard facts.firstActive == nil, let dead = facts.firstDead, case .noDestination = dead.reason,
                  !explained.contains(template), context.scene.nodes.indices.contains(template) else { continue }
            let node = context.scene.nodes[template]
            guard case .link(let link) = node.element else { continue }
            let type = link.value?.type.flatMap(context.typeName)
            if let type, misplaced.contains(type) { continue }
            findings.append(Finding(range: node.nameRange,
                                    message: "no navigationDestination for \(type ?? "this value's type") is visible from this link, so it never does anything",
                                    notes: [context.witnessNote(dead.state, "for example after")], node: template))
        }
        // Values appended by Buttons or actions that no destination maps.
        var reported = Set<String>()
        for (key, state) in context.facts.unresolved.sorted(by: { $0.value < $1.value }) {
            guard !misplaced.contains(key.type), reported.insert(key.type).inserted else { continue }
            let origin = causeOfState(state, context)
            findings.append(Finding(range: origin.range,
                                    message: "\(origin.what) puts a \(key.type) on the path, but no navigationDestination for \(key.type) is visible to the stack",
                                    notes: [context.witnessNote(state, "reached by")], node: origin.node))
        }
        return findings
    }

    /// The element or action whose activation produced a state: the last step of its witness.
    static func causeOfState(_ state: Int, _ context: RuleContext) -> (range: SourceRange, what: String, node: Int?) {
        let explored = context.exploration.states[state]
        if let step = explored.step, step.hasPrefix("run "), let action = context.scene.actions[String(step.dropFirst(4))] {
            return (action.range, "the action '\(action.name)'", nil)
        }
        if let parent = explored.parent, let step = explored.step {
            let frame = context.navigator.render(context.exploration.states[parent].state)
            if let element = frame.elements.first(where: { Exploration.describe($0) == step }),
               context.scene.nodes.indices.contains(element.template) {
                let node = context.scene.nodes[element.template]
                return (node.nameRange, "this \(node.name)", node.id)
            }
        }
        return (context.scene.range, "an initial or restored state", nil)
    }
}
