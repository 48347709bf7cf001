import NavSceneDiagnostics
import NavSceneModel

/// A destination that no link, button or action ever presents.
enum UnreachableDestination: Rule {
    static let description = RuleDescription(
        id: "unreachable-destination",
        summary: "A navigationDestination that no link, button or action can ever present.",
        defaultSeverity: .warning,
        rationale: "Exploring every reachable navigation state (taps, back, selections, named actions, scrolling, in regular and compact width) never shows this destination's content. Either the links that should present it are missing or broken, or the declaration is dead code that misleads readers.",
        fix: "Add the link or button that presents the value (or sets the Bool or item), or remove the declaration.",
        triggering: [
            RuleExample("a destination for a type nothing presents", """
            scene: Unused
            types:
              Color: { enum: [mint, pink] }
              Shade: { enum: [light, dark] }
            root:
              NavigationStack:
                - List:
                    - NavigationLink: { title: Mint, value: Color.mint }
                  navigationDestination:
                    - for: Color
                      as: color
                      destination: { Text: "{color}" }
                    - for: Shade
            #>        ^
                      as: shade
                      destination: { Text: "{shade}" }
            """),
            RuleExample("an isPresented destination whose flag nothing sets", """
            scene: NeverShown
            state:
              showHelp: Bool
            root:
              NavigationStack:
                - Text: Home
                  navigationDestination:
            #>    ^
                    isPresented: $showHelp
                    destination: { Text: Help }
            """),
        ],
        nonTriggering: [
            RuleExample("a Button appends the value", """
            scene: ButtonPush
            types:
              Color: { enum: [mint, pink] }
            state:
              path: NavigationPath
            root:
              NavigationStack:
                path: $path
                root:
                  Button: { title: Mint, action: [{ append: { path: Color.mint } }] }
                  navigationDestination:
                    for: Color
                    as: color
                    destination: { Text: "{color}" }
            """),
            RuleExample("a named action sets the flag", """
            scene: ActionShown
            state:
              showHelp: Bool
            root:
              NavigationStack:
                - Text: Home
                  navigationDestination:
                    isPresented: $showHelp
                    destination: { Text: Help }
            actions:
              openHelp:
                - set: { showHelp: true }
            """),
        ])

    static func check(_ context: RuleContext) -> [Finding] {
        guard context.explorationComplete, !context.scene.isLibrary else { return [] }
        let explained = context.explainedNodes(by: ["destination-in-lazy-container", "destination-outside-stack",
                                                    "homogeneous-path-nested-destination", "destination-in-foreach"])
        // Types whose links are already reported as unable to present them.
        let brokenLinks = context.explainedNodes(by: ["path-type-mismatch", "selection-type-mismatch", "link-outside-navigation"])
        let brokenTypes = Set(brokenLinks.compactMap { id -> String? in
            guard case .link(let link) = context.scene.nodes[id].element else { return nil }
            return link.value?.type.flatMap(context.typeName)
        })
        var findings: [Finding] = []
        for node in context.scene.nodes where !node.destinations.isEmpty && !explained.contains(node.id) {
            // Only destinations on screens that are shown: an unused view is unreachable-view's finding.
            guard let shown = context.facts.firstRealised[node.id] else { continue }
            for (modifier, destination) in node.destinations {
                let content = destination.content.map(\.id)
                guard !content.isEmpty, !content.contains(where: { context.facts.firstRealised[$0] != nil }) else { continue }
                if let type = destination.forType.flatMap(context.typeName), brokenTypes.contains(type) { continue }
                findings.append(Finding(range: DestinationPlacement.range(modifier, destination, in: node),
                                        message: "no link, button or action in any reachable state presents this \(what(destination))",
                                        notes: [context.witnessNote(shown, "the view declaring it is first shown after"),
                                                Note("explored \(context.exploration.states.count) navigation states")],
                                        node: node.id))
            }
        }
        return findings
    }

    static func what(_ destination: Destination) -> String {
        switch destination.trigger {
        case .forType(let type, _): return "destination for \(type.unwrapped)"
        case .isPresented(let binding): return "destination (nothing sets \(binding.state) to true)"
        case .item(let binding): return "destination (nothing sets \(binding.state))"
        }
    }
}
