import NavSceneDiagnostics
import NavSceneModel

/// A value link in a List whose selection is of another type.
enum SelectionTypeMismatch: Rule {
    static let description = RuleDescription(
        id: "selection-type-mismatch",
        summary: "A value link inside a List(selection:) presents a value of a type other than the selection's.",
        defaultSeverity: .error,
        rationale: "In a split view, tapping a value link in a List with a selection updates the selection, but only when the link's value has the selection's type. A link of another type neither selects nor (without a destination) pushes: it does nothing.",
        fix: "Present values of the selection's type (e.g. the Category itself, not its name), or change the selection's type.",
        triggering: [
            RuleExample("String links in a Color? selection", """
            scene: Selection
            types:
              Color: { enum: [mint, pink] }
            state:
              selected: Color?
            root:
              NavigationSplitView:
                sidebar:
                  List:
                    selection: $selected
                    content:
                      - NavigationLink: { title: Mint, value: "'mint'" }
            #>          ^
                detail:
                  Text: Detail
            """),
            RuleExample("Int links in a data-driven List selecting Colors", """
            scene: Numbers
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
                      NavigationLink: { title: "{color}", value: 1 }
            #>        ^
                detail:
                  Text: Detail
            """),
        ],
        nonTriggering: [
            RuleExample("links of the selection's type", """
            scene: Matching
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
            RuleExample("a List without a selection", """
            scene: NoSelection
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
        ])

    static func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for node in context.scene.nodes {
            guard case .link(let link) = node.element, let value = link.value, let valueType = value.type,
                  let type = context.typeName(valueType) else { continue }
            // A link that works somewhere (a stack's destination took it) is not wrong because of the selection.
            if context.mayResolve(node.id) { continue }
            for chain in context.index.chains(from: node) {
                guard let list = enclosingSelectionList(chain), let binding = list.selectionBinding,
                      let declared = context.scene.stateVariable(binding.state)?.type,
                      let selectionType = context.typeName(declared), selectionType != type else { continue }
                findings.append(Finding(range: node.nameRange,
                                        message: "this link presents a \(type), but the List's selection holds \(selectionType) values, so tapping it selects nothing",
                                        notes: [Note("the selection is bound here", at: binding.range)], node: node.id))
                break
            }
        }
        return findings
    }

    static func enclosingSelectionList(_ chain: [Ancestry]) -> ViewNode? {
        for step in chain {
            if step.node.isNavigationContainer || step.role.isPushed || step.role == .presentation { return nil }
            if step.node.selectionBinding != nil, step.role == .content { return step.node }
        }
        return nil
    }
}
