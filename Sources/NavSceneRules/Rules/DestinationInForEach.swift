import NavSceneDiagnostics
import NavSceneModel

/// A destination inside repeated content is declared once per element.
enum DestinationInForEach: Rule {
    static let description = RuleDescription(
        id: "destination-in-foreach",
        summary: "A navigationDestination is declared inside a ForEach (or a data-driven List or Table row), once per element.",
        defaultSeverity: .warning,
        swiftUIWarning: "was declared earlier on the stack. Only the destination declared closest to the root view of the stack will be used.",
        rationale: "Content inside a ForEach is repeated for every element, so the same destination is declared many times on one stack. SwiftUI keeps only the first and warns about the rest; if the repetition is also lazy, the declaration may not exist at all when it is needed.",
        fix: "Declare the destination once, outside the repeated content (on the container around the ForEach).",
        triggering: [
            RuleExample("destination inside a ForEach in a VStack", """
            scene: Repeated
            types:
              Color: { enum: [mint, pink] }
            root:
              NavigationStack:
                - VStack:
                    - ForEach:
                        data: Color.allCases
                        as: color
                        content:
                          NavigationLink: { title: "{color}", value: color }
                          navigationDestination:
            #>            ^
                            for: Color
                            as: shown
                            destination: { Text: "{shown}" }
            """),
            RuleExample("destination on a data-driven List row", """
            scene: Rows
            types:
              Color: { enum: [mint, pink] }
            root:
              NavigationStack:
                - List:
                    data: Color.allCases
                    as: color
                    row:
                      NavigationLink: { title: "{color}", value: color }
                      navigationDestination:
            #>        ^
                        for: Color
                        as: shown
                        destination: { Text: "{shown}" }
            """),
            RuleExample("destination attached to the ForEach itself", """
            scene: OnForEach
            types:
              Color: { enum: [mint, pink] }
            root:
              NavigationStack:
                - VStack:
                    - ForEach:
                        data: Color.allCases
                        as: color
                        content:
                          NavigationLink: { title: "{color}", value: color }
                      navigationDestination:
            #>        ^
                        for: Color
                        as: shown
                        destination: { Text: "{shown}" }
            """),
        ],
        nonTriggering: [
            RuleExample("destination on the VStack around the ForEach", """
            scene: Once
            types:
              Color: { enum: [mint, pink] }
            root:
              NavigationStack:
                - VStack:
                    - ForEach:
                        data: Color.allCases
                        as: color
                        content:
                          NavigationLink: { title: "{color}", value: color }
                  navigationDestination:
                    for: Color
                    as: shown
                    destination: { Text: "{shown}" }
            """),
            RuleExample("destination on a data-driven List itself", """
            scene: OnList
            types:
              Color: { enum: [mint, pink] }
            root:
              NavigationStack:
                - List:
                    data: Color.allCases
                    as: color
                    row:
                      NavigationLink: { title: "{color}", value: color }
                  navigationDestination:
                    for: Color
                    as: shown
                    destination: { Text: "{shown}" }
            """),
        ])

    static func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        var pushed: [Int: [ViewNode]]?
        for node in context.scene.nodes where node.hasDestinations {
            let placement = DestinationPlacement(of: node, context.index)
            guard let repeater = placement.repeater else { continue }
            var seen = Set<SourceRange>()
            for (modifier, destination) in node.destinations where seen.insert(modifier.range).inserted {
                var notes = [Note("the \(repeater.name) repeats its content once per element", at: repeater.nameRange)]
                notes += DestinationPlacement.crossingNotes(placement.repeaterChain)
                var fixIts: [FixIt] = []
                // Inside lazy content the lazy-container rule's fix-it moves it out of both; two moves would collide.
                if placement.lazy == nil, node === repeater || node.isInside(repeater), let parent = repeater.parent, repeater.role == .content,
                   case .container(let kind, _) = parent.element, !kind.isLazy, parent.enclosesCode(of: node) {
                    if let inner = DestinationOutsideStack.stackPushed(by: destination, &pushed, context) {
                        notes.append(Note("no fix-it: moved out of the \(repeater.name), the modifier would push this NavigationStack onto the stack (nested-stack); remove this stack first", at: inner.nameRange))
                    } else if let fix = MoveModifier.fixIt(modifier, to: parent, in: context.sources[modifier.range.file],
                                                           message: "move the modifier onto the \(parent.name) around the \(repeater.name)") {
                        fixIts.append(fix)
                    }
                }
                findings.append(Finding(range: modifier.nameRange,
                                        message: "this navigationDestination is declared again for every element the \(repeater.name) shows",
                                        notes: notes, fixIts: fixIts, node: node.id))
            }
        }
        return findings
    }
}
