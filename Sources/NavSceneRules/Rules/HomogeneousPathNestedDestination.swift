import NavSceneDiagnostics
import NavSceneModel

/// With a typed array path, only destinations at the stack's root level are effective.
enum HomogeneousPathNestedDestination: Rule {
    static let description = RuleDescription(
        id: "homogeneous-path-nested-destination",
        summary: "A stack bound to a typed array path has a navigationDestination declared in a pushed view.",
        defaultSeverity: .warning,
        swiftUIWarning: "Only root-level navigation destinations are effective for a navigation stack with a homogeneous path.",
        rationale: "A stack bound to `[Recipe]` resolves its path only through destinations declared at its root. A destination declared in a view pushed onto that stack is ignored, so links and buttons that rely on it do nothing.",
        fix: "Declare the destination at the root of the stack (on the root view's List or ScrollView), or bind the stack to a NavigationPath.",
        triggering: [
            RuleExample("destination in a view pushed by a view link", """
            scene: Typed
            types:
              Color: { enum: [mint, pink] }
            state:
              path: "[Color]"
            root:
              NavigationStack:
                path: $path
                root:
                  NavigationLink:
                    title: Colors
                    destination:
                      List:
                        - NavigationLink: { title: Mint, value: Color.mint }
                      navigationDestination:
            #>        ^
                        for: Color
                        as: color
                        destination: { Text: "{color}" }
            """),
            RuleExample("destination in a pushed value's screen", """
            scene: TypedPushed
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
                  navigationDestination:
                    for: Color
                    as: color
                    destination:
                      List:
                        - NavigationLink: { title: Light, value: Shade.light }
                      navigationDestination:
            #>        ^
                        for: Shade
                        as: shade
                        destination: { Text: "{shade}" }
            """),
        ],
        nonTriggering: [
            RuleExample("destination at the root of a typed stack", """
            scene: Root
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
                  navigationDestination:
                    for: Color
                    as: color
                    destination: { Text: "{color}" }
            """),
            RuleExample("destination in a pushed view of a NavigationPath stack", """
            scene: Heterogeneous
            types:
              Color: { enum: [mint, pink] }
            state:
              path: NavigationPath
            root:
              NavigationStack:
                path: $path
                root:
                  NavigationLink:
                    title: Colors
                    destination:
                      List:
                        - NavigationLink: { title: Mint, value: Color.mint }
                      navigationDestination:
                        for: Color
                        as: color
                        destination: { Text: "{color}" }
            """),
        ])

    /// Decided on the analysis' contexts: a `for:` destination walked on a pushed screen of a stack whose path is a
    /// typed array (the analysis marks it ignored there). The template-level check is the fallback for a scene past
    /// the analysis' bound.
    static func check(_ context: RuleContext) -> [Finding] {
        let analysis = context.analysis
        guard analysis.isComplete else { return staticCheck(context) }
        var findings: [Finding] = []
        var seen = Set<SourceRange>()
        for occurrence in analysis.destinations {
            let stackID: Int
            switch occurrence.ignored {
            case .notAtRootOfTypedPath(let stack)?: stackID = stack
            case .notRegisteringScreen?:
                guard let stack = occurrence.place.stack, analysis.stacks[stack].typedElement != nil else { continue }
                stackID = stack
            default: continue
            }
            guard let element = analysis.stacks[stackID].typedElement else { continue }
            let node = context.scene.nodes[occurrence.node]
            let list = node.destinations
            guard list.indices.contains(occurrence.slot) else { continue }
            let (modifier, destination) = list[occurrence.slot]
            guard destination.forType != nil, seen.insert(modifier.range).inserted else { continue }
            var notes: [Note] = []
            if case .stack(let s) = context.scene.nodes[analysis.stacks[stackID].node].element, let binding = s.path {
                notes.append(Note("the stack's path is a [\(element)] array", at: binding.range))
            }
            findings.append(Finding(range: modifier.nameRange,
                                    message: "this navigationDestination is declared in a view pushed onto a stack with a typed [\(element)] path, where only root-level destinations are used",
                                    notes: notes, node: node.id, valueType: destination.forType.flatMap(context.typeName)))
        }
        return findings
    }

    static func staticCheck(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for node in context.scene.nodes {
            let typed = node.destinations.filter { $0.destination.forType != nil }
            guard !typed.isEmpty else { continue }
            for chain in context.index.chains(from: node) {
                guard let (stack, element) = typedStackAbove(chain, context.index) else { continue }
                var seen = Set<SourceRange>()
                for (modifier, destination) in typed where seen.insert(modifier.range).inserted {
                    var notes: [Note] = []
                    if case .stack(let s) = stack.element, let binding = s.path {
                        notes.append(Note("the stack's path is a [\(element)] array", at: binding.range))
                    }
                    findings.append(Finding(range: modifier.nameRange,
                                            message: "this navigationDestination is declared in a view pushed onto a stack with a typed [\(element)] path, where only root-level destinations are used",
                                            notes: notes, node: node.id, valueType: destination.forType.flatMap(context.typeName)))
                }
                break
            }
        }
        return findings
    }

    /// The nearest enclosing stack when the chain passes through pushed content first and the stack's path is typed.
    static func typedStackAbove(_ chain: [Ancestry], _ index: SceneIndex) -> (ViewNode, TypeRef)? {
        var pushed = false
        for step in chain {
            if step.role == .presentation { return nil }
            if step.role.isPushed { pushed = true }
            if step.node.isNavigationContainer && step.role != .destination {
                guard pushed, case .stack(let stack) = step.node.element, let element = index.typedPathElement(of: stack) else { return nil }
                return (step.node, element)
            }
        }
        return nil
    }
}
