import NavSceneDiagnostics
import NavSceneModel

/// Exploration found a link that does nothing in some reachable state.
enum DeadLink: Rule {
    static let description = RuleDescription(
        id: "dead-link",
        summary: "A link looks active but does nothing in some reachable navigation state.",
        defaultSeverity: .error,
        rationale: "Whether a link works can depend on the state: a destination declared in a lazy row that scrolled away, a destination only a pushed screen declares, a typed path that only root-level destinations serve. Exploring every reachable state finds the states in which tapping the link does nothing, and the shortest way to get there.",
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

    static func check(_ context: RuleContext) -> [Finding] {
        let explained = context.explainedNodes(by: ["path-type-mismatch", "selection-type-mismatch", "link-outside-navigation",
                                                    "link-without-destination"])
        let misplaced = context.misplacedTypes
        var findings: [Finding] = []
        for (template, facts) in context.facts.links.sorted(by: { $0.key < $1.key }) {
            guard let dead = facts.firstDead, !explained.contains(template), context.scene.nodes.indices.contains(template) else { continue }
            let node = context.scene.nodes[template]
            if case .link(let link) = node.element, let type = link.value?.type.flatMap(context.typeName), misplaced.contains(type) { continue }
            let often = facts.firstActive == nil ? "" : " in some states"
            findings.append(Finding(range: node.nameRange,
                                    message: "'\(dead.label)' does nothing\(often): \(dead.reason)",
                                    notes: [context.witnessNote(dead.state, "it does nothing after")], node: template))
        }
        return findings
    }
}
