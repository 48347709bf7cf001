import NavSceneDiagnostics
import NavSceneModel

/// A destination that no link, button or action ever presents.
enum UnreachableDestination: Rule {
    static let description = RuleDescription(
        id: "unreachable-destination",
        summary: "A navigationDestination that no link, button or action can ever present.",
        defaultSeverity: .warning,
        rationale: "The static analysis, which over-approximates every navigation state (every branch that may be taken, every row, every screen a stack may push, every sheet, tab and named action), never shows this destination's content: a proof, not a budget that ran out. Either the links that should present it are missing or broken, or the declaration is dead code that misleads readers.",
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
        let analysis = context.analysis
        guard analysis.isComplete, !context.scene.isLibrary else { return [] }
        // A finding about one type's destination explains that type's entries on its node, not the node's other
        // entries (a duplicate Item destination does not explain why a Local one on the same list is never used).
        var explainedNodes = Set<Int>()
        var explainedTypes: [Int: Set<String>] = [:]
        for rule in ["destination-in-lazy-container", "destination-outside-stack", "homogeneous-path-nested-destination",
                     "destination-in-foreach", "duplicate-destination"] {
            for finding in context.earlier[rule] ?? [] {
                guard let node = finding.node else { continue }
                if let type = finding.valueType { explainedTypes[node, default: []].insert(type) } else { explainedNodes.insert(node) }
            }
        }
        // Types whose links are already reported as unable to present them.
        let brokenLinks = context.explainedNodes(by: ["path-type-mismatch", "selection-type-mismatch", "link-outside-navigation"])
        let brokenTypes = Set(brokenLinks.compactMap { id -> String? in
            guard case .link(let link) = context.scene.nodes[id].element else { return nil }
            return link.value?.type.flatMap(context.typeName)
        })
        // Every destination some reachable screen shows, by (node, slot).
        var presented = Set<[Int]>()
        for screen in analysis.screens {
            switch screen.kind {
            case .path(_, let template, let slot), .statePush(_, let template, let slot), .columnOverride(_, _, let template, let slot):
                presented.insert([template, slot])
            default: break
            }
        }
        var declaredSomewhere = Set<[Int]>()
        for occurrence in analysis.destinations { declaredSomewhere.insert([occurrence.node, occurrence.slot]) }
        var findings: [Finding] = []
        for node in context.scene.nodes where node.hasDestinations && !explainedNodes.contains(node.id) {
            for (slot, entry) in node.destinations.enumerated() {
                if let types = explainedTypes[node.id],
                   entry.destination.forType.flatMap(context.typeName).map(types.contains) ?? true { continue }
                // Only destinations on views that can be shown: an unused view is unreachable-view's finding.
                guard declaredSomewhere.contains([node.id, slot]), !presented.contains([node.id, slot]) else { continue }
                guard !entry.destination.content.isEmpty else { continue }
                if let type = entry.destination.forType.flatMap(context.typeName), brokenTypes.contains(type) { continue }
                // No stack between it and a place the module does not know (a public screen another module shows):
                // that module's stack, and the links there, may present a value of its type.
                if case .forType = entry.destination.trigger, mayBePresentedFromOutside(node, context.index) { continue }
                findings.append(Finding(range: DestinationPlacement.range(entry.modifier, entry.destination, in: node),
                                        message: "no link, button or action in any reachable state presents this \(what(entry.destination))",
                                        notes: [Note("decided over every branch, row, screen and presentation the scene can show")],
                                        node: node.id))
            }
        }
        return findings
    }

    /// Whether some place that shows `node` is unknown above it (`SceneIndex.contexts`) with no stack, split view or
    /// presentation between the two: the stack the destination registers with is then outside what was read.
    static func mayBePresentedFromOutside(_ node: ViewNode, _ index: SceneIndex) -> Bool {
        index.contexts(from: node).contains { context in
            !context.isKnown && !context.chain.contains { ancestry in
                if ancestry.role == .presentation { return true }
                switch ancestry.node.element {
                case .stack, .splitView, .navigationView: return true
                default: return false
                }
            }
        }
    }

    static func what(_ destination: Destination) -> String {
        switch destination.trigger {
        case .forType(let type, _): return "destination for \(type.unwrapped)"
        case .isPresented(let binding): return "destination (nothing sets \(binding.state) to true)"
        case .item(let binding): return "destination (nothing sets \(binding.state))"
        }
    }
}
