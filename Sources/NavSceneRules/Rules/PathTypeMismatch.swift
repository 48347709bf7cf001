import NavSceneDiagnostics
import NavSceneModel

/// A value link in a stack with a typed path presents a value of another type.
enum PathTypeMismatch: Rule {
    static let description = RuleDescription(
        id: "path-type-mismatch",
        summary: "A link inside a stack bound to a typed array path presents a value of another type.",
        defaultSeverity: .error,
        rationale: "A stack bound to `[Recipe]` can only hold Recipe values. A link presenting a Color inside it cannot append to the path, so it does nothing (or, with a destination for the type, SwiftUI reports the mismatch at run time).",
        fix: "Bind the stack to a NavigationPath to mix value types, or present a value of the path's element type.",
        triggering: [
            RuleExample("a Shade link in a [Color] stack", """
            scene: Mismatch
            types:
              Color: { enum: [mint, pink] }
              Shade: { enum: [light, dark] }
            state:
              path: "[Color]"
            root:
              NavigationStack:
                path: $path
                root:
                  List:
                    - NavigationLink: { title: Mint, value: Color.mint }
                    - NavigationLink: { title: Light, value: Shade.light }
            #>        ^
                  navigationDestination:
                    - for: Color
                      as: color
                      destination: { Text: "{color}" }
                    - for: Shade
                      as: shade
                      destination: { Text: "{shade}" }
            """),
            RuleExample("a String link in a [Int] stack", """
            scene: Numbers
            state:
              path: "[Int]"
            root:
              NavigationStack:
                path: $path
                root:
                  VStack:
                    - NavigationLink: { title: One, value: 1 }
                    - NavigationLink: { title: Word, value: "'one'" }
            #>        ^
                  navigationDestination:
                    for: Int
                    as: number
                    destination: { Text: "{number}" }
            """),
        ],
        nonTriggering: [
            RuleExample("mixed types on a NavigationPath", """
            scene: Mixed
            types:
              Color: { enum: [mint, pink] }
              Shade: { enum: [light, dark] }
            state:
              path: NavigationPath
            root:
              NavigationStack:
                path: $path
                root:
                  List:
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
            RuleExample("links of the path's type", """
            scene: Same
            types:
              Color: { enum: [mint, pink] }
            state:
              path: "[Color]"
            root:
              NavigationStack:
                path: $path
                root:
                  List:
                    - NavigationLink: { title: Mint, value: Color.mint }
                    - NavigationLink: { title: Pink, value: Color.pink }
                  navigationDestination:
                    for: Color
                    as: color
                    destination: { Text: "{color}" }
            """),
        ])

    /// Decided on the analysis' contexts: a link shown on a screen of a stack whose path is a typed array, whose value
    /// may have another type, where no List selection takes that type instead. The template-level check is the
    /// fallback for a scene past the analysis' bound.
    static func check(_ context: RuleContext) -> [Finding] {
        let analysis = context.analysis
        guard analysis.isComplete else { return staticCheck(context) }
        var findings: [Finding] = []
        var reported = Set<Int>()
        for occurrence in analysis.links where !reported.contains(occurrence.node) {
            guard occurrence.place.disabled != .always, let stackID = occurrence.place.stack,
                  let element = analysis.stacks[stackID].typedElement, let types = analysis.types(of: occurrence) else { continue }
            for type in types where type != element {
                let selected = occurrence.outcomes.contains { outcome in
                    if case .select(_, let taken) = outcome { return taken == type } else { return false }
                }
                guard !selected else { continue }
                var notes: [Note] = []
                if case .stack(let s) = context.scene.nodes[analysis.stacks[stackID].node].element, let binding = s.path {
                    notes.append(Note("the stack's path holds only \(element) values", at: binding.range))
                }
                findings.append(Finding(range: context.scene.nodes[occurrence.node].nameRange,
                                        message: "this link presents a \(type), but the stack's path is a [\(element)] array and cannot hold it",
                                        notes: notes, node: occurrence.node))
                reported.insert(occurrence.node)
                break
            }
        }
        return findings
    }

    static func staticCheck(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for node in context.scene.nodes {
            guard case .link(let link) = node.element, let value = link.value, let valueType = value.type,
                  let type = context.typeName(valueType) else { continue }
            for chain in context.index.chains(from: node) {
                guard let (stack, element) = nearestStack(chain, context.index), let elementName = context.typeName(element),
                      elementName != type, !selectionTakes(type, chain, context) else { continue }
                var notes: [Note] = []
                if case .stack(let s) = stack.element, let binding = s.path {
                    notes.append(Note("the stack's path holds only \(elementName) values", at: binding.range))
                }
                findings.append(Finding(range: node.nameRange,
                                        message: "this link presents a \(type), but the stack's path is a [\(elementName)] array and cannot hold it",
                                        notes: notes, node: node.id))
                break
            }
        }
        return findings
    }

    /// The nearest enclosing stack (through pushed content) and its typed path element, if it has one.
    static func nearestStack(_ chain: [Ancestry], _ index: SceneIndex) -> (ViewNode, TypeRef)? {
        for step in chain {
            if step.role == .presentation { return nil }
            if step.node.isNavigationContainer && step.role != .destination {
                guard case .stack(let stack) = step.node.element, let element = index.typedPathElement(of: stack) else { return nil }
                return (step.node, element)
            }
        }
        return nil
    }

    /// Whether a List or Table selection of the link's type, below the stack, takes the value instead.
    static func selectionTakes(_ type: String, _ chain: [Ancestry], _ context: RuleContext) -> Bool {
        for step in chain {
            if step.node.isNavigationContainer || step.role.isPushed { return false }
            if let selection = step.node.selectionBinding, let declared = context.scene.stateVariable(selection.state)?.type,
               context.typeName(declared) == type { return true }
        }
        return false
    }
}

extension ViewNode {
    var selectionBinding: Binding? {
        switch element {
        case .list(let list): return list.selection
        case .table(let table): return table.selection
        default: return nil
        }
    }
}
