import NavSceneDiagnostics
import NavSceneModel

/// Two destinations for one type on one stack.
enum DuplicateDestination: Rule {
    static let description = RuleDescription(
        id: "duplicate-destination",
        summary: "One stack has two navigationDestination declarations for the same type (including one a pushed or recursive view declares again).",
        defaultSeverity: .warning,
        swiftUIWarning: "was declared earlier on the stack. Only the destination declared closest to the root view of the stack will be used.",
        rationale: "A stack maps each value type to one destination: the one declared closest to its root. Any other declaration for the type is ignored (SwiftUI warns each time it is seen), which hides mistakes when the two differ; a recursive view that declares the destination itself re-declares it at every level.",
        fix: "Declare each type's destination once, at the root of the stack, and remove the others.",
        triggering: [
            RuleExample("declared twice on sibling views", """
            scene: Twice
            types:
              Color: { enum: [mint, pink] }
            root:
              NavigationStack:
                - VStack:
                    - List:
                        - NavigationLink: { title: Mint, value: Color.mint }
                      navigationDestination:
                        for: Color
                        as: color
                        destination: { Text: "{color}" }
                    - Text: More
                      navigationDestination:
            #>        ^
                        for: Color
                        as: color
                        destination: { Text: "Other {color}" }
            """),
            RuleExample("re-declared by a recursive view", """
            scene: Recursive
            types:
              Color: { enum: [mint, pink] }
            root:
              NavigationStack:
                - Swatch: { color: Color.mint }
            views:
              Swatch:
                parameters: { color: Color }
                body:
                  List:
                    - NavigationLink: { title: Pink, value: Color.pink }
                  navigationDestination:
            #>    ^
                    for: Color
                    as: next
                    destination: { Swatch: { color: next } }
            """),
        ],
        nonTriggering: [
            RuleExample("one destination per type", """
            scene: Once
            types:
              Color: { enum: [mint, pink] }
              Shade: { enum: [light, dark] }
            root:
              NavigationStack:
                - List:
                    - NavigationLink: { title: Mint, value: Color.mint }
                    - NavigationLink: { title: Light, value: Shade.light }
                  navigationDestination:
                    - for: Color
                      as: color
                      destination: { Text: "{color}" }
                    - for: Shade
                      as: shade
                      destination: { Text: "{shade}" }
            """),
            RuleExample("the same type on two separate stacks", """
            scene: TwoStacks
            types:
              Color: { enum: [mint, pink] }
            root:
              TabView:
                tabs:
                  - Tab:
                      title: One
                      content:
                        NavigationStack:
                          - NavigationLink: { title: Mint, value: Color.mint }
                            navigationDestination:
                              for: Color
                              as: color
                              destination: { Text: "{color}" }
                  - Tab:
                      title: Two
                      content:
                        NavigationStack:
                          - NavigationLink: { title: Pink, value: Color.pink }
                            navigationDestination:
                              for: Color
                              as: color
                              destination: { Text: "{color}" }
            """),
        ])

    static func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        var reported = Set<SourceRange>()
        for (_, byType) in context.facts.stackUses.sorted(by: { $0.key < $1.key }) {
            for (type, uses) in byType.sorted(by: { $0.key < $1.key }) {
                // Several uses of one declaration at one depth are a ForEach's repetition (destination-in-foreach).
                let ordered = uses.keys.sorted { ($0.depth, $0.template, $0.index) < ($1.depth, $1.template, $1.index) }
                var distinct: [ExplorationFacts.DestinationUseKey] = []
                for use in ordered where !distinct.contains(where: { $0.template == use.template && $0.index == use.index && $0.depth == use.depth }) {
                    distinct.append(use)
                }
                let declarations = Set(distinct.map { [$0.template, $0.index] })
                guard distinct.count > 1, declarations.count > 1 || Set(distinct.map(\.depth)).count > 1 else { continue }
                let winner = distinct[0]
                guard let winnerRange = range(of: winner, context) else { continue }
                let loser = distinct.first { [$0.template, $0.index] != [winner.template, winner.index] } ?? distinct[1]
                guard let loserRange = range(of: loser, context), reported.insert(loserRange).inserted else { continue }
                var notes: [Note] = []
                if loserRange != winnerRange {
                    notes.append(Note("the declaration closest to the stack's root, which SwiftUI uses", at: winnerRange))
                }
                for use in distinct.dropFirst() where [use.template, use.index] != [loser.template, loser.index] || use.depth != loser.depth {
                    if let r = range(of: use, context), r != loserRange { notes.append(Note("also declared here", at: r)) }
                }
                let state = uses[loser] ?? 0
                if loser.depth > 0 {
                    notes.append(context.witnessNote(state, "declared again by the screen pushed at depth \(loser.depth) after"))
                }
                findings.append(Finding(range: loserRange,
                                        message: loserRange == winnerRange
                                            ? "this navigationDestination for \(type) is declared again by every pushed screen that shows this view; only the one closest to the root is used"
                                            : "another navigationDestination for \(type) on this stack is closer to the root, so this one is ignored",
                                        notes: notes, node: loser.template, valueType: type))
            }
        }
        return findings
    }

    static func range(of use: ExplorationFacts.DestinationUseKey, _ context: RuleContext) -> SourceRange? {
        guard context.scene.nodes.indices.contains(use.template) else { return nil }
        let node = context.scene.nodes[use.template]
        let list = node.destinations
        guard list.indices.contains(use.index) else { return nil }
        return DestinationPlacement.range(list[use.index].modifier, list[use.index].destination, in: node)
    }
}
