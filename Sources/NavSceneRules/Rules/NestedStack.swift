import NavSceneDiagnostics
import NavSceneModel

/// A NavigationStack inside another stack's content or pushed views.
enum NestedStack: Rule {
    static let description = RuleDescription(
        id: "nested-stack",
        summary: "A NavigationStack is inside another stack's content or inside a view pushed onto it.",
        defaultSeverity: .error,
        rationale: "SwiftUI supports one stack per navigation context. A stack pushed onto a stack (typically a pushed view that wraps itself in its own NavigationStack) shows a second navigation bar, loses the outer path's state, and with mismatched path types can crash. A stack in a split-view column, in a sheet or full-screen cover, or in its own tab is the supported composition.",
        fix: "Remove the inner NavigationStack: the pushed view already lives in the outer one. Declare its destinations on the outer stack.",
        triggering: [
            RuleExample("a pushed view wraps itself in a stack", """
            scene: Nested
            types:
              Color: { enum: [mint, pink] }
            root:
              NavigationStack:
                - List:
                    - NavigationLink: { title: Mint, value: Color.mint }
                  navigationDestination:
                    for: Color
                    as: color
                    destination: { Detail: { color: color } }
            views:
              Detail:
                parameters: { color: Color }
                body:
                  NavigationStack:
            #>    ^
                    - Text: "{color}"
            """),
            RuleExample("a stack directly inside a stack's content", """
            scene: Inline
            root:
              NavigationStack:
                - VStack:
                    - NavigationStack:
            #>        ^
                        - Text: Inner
            """),
        ],
        nonTriggering: [
            RuleExample("a stack in a sheet", """
            scene: Sheet
            state:
              showSettings: Bool
            root:
              NavigationStack:
                - Button: { title: Settings, action: [{ set: { showSettings: true } }] }
                  sheet:
                    isPresented: $showSettings
                    content:
                      NavigationStack:
                        - Text: Settings
            """),
            RuleExample("a stack in a split view's detail column", """
            scene: Columns
            root:
              NavigationSplitView:
                sidebar:
                  Text: Sidebar
                detail:
                  NavigationStack:
                    - Text: Detail
            """),
            RuleExample("a stack in each tab", """
            scene: Tabs
            root:
              TabView:
                tabs:
                  - Tab: { title: One, content: { NavigationStack: [{ Text: One }] } }
                  - Tab: { title: Two, content: { NavigationStack: [{ Text: Two }] } }
            """),
        ])

    /// Decided on the analysis' contexts: a stack whose own place is on a screen of another stack, in a state that
    /// may be reached. A sheet or cover starts a new presentation and a split column holds its own stack, so neither
    /// puts a stack inside another. One finding per stack node, with a note for every context it is nested in.
    static func check(_ context: RuleContext) -> [Finding] {
        let analysis = context.analysis
        guard analysis.isComplete else { return staticCheck(context, nodes: context.scene.nodes) }
        // Stacks no walked state shows (their callers are unknown, or what shows them is, or the state that shows them
        // is never set): decided from the code's shape, in every context the module gives them, whatever the
        // conditions on the way, except a branch the caller's own literal argument rules out there
        // (`ruledOutByGivenArguments`).
        let unwalked = staticCheck(context, nodes: context.scene.nodes.filter { !analysis.realised.contains($0.id) })
        var order: [Int] = []
        var pushedByNode: [Int: Bool] = [:]
        var notesByNode: [Int: [Note]] = [:]
        var seenNotes: [Int: Set<Note>] = [:]
        let wrappers = ConditionalWrappers(analysis)
        for inner in analysis.stacksInWalkOrder {
            guard let outerID = inner.place.stack, outerID != inner.id,
                  !wrappers.nestingIsUnproven(inner, in: analysis.stacks[outerID]) else { continue }
            let node = inner.node
            if notesByNode[node] == nil { order.append(node); notesByNode[node] = [] }
            let outer = analysis.stacks[outerID]
            let pushed: Bool
            if case .stackRoot = analysis.screens[inner.place.screen].kind { pushed = false } else { pushed = true }
            pushedByNode[node] = (pushedByNode[node] ?? false) || pushed
            func add(_ note: Note) {
                if seenNotes[node, default: []].insert(note).inserted { notesByNode[node]?.append(note) }
            }
            add(Note("the enclosing NavigationStack", at: context.reportedRange(of: context.scene.nodes[outer.node])))
            for use in analysis.instanceUses(inner.place) {
                if case .instance(let instance) = context.scene.nodes[use].element {
                    add(Note("\(instance.view) is used here", at: context.scene.nodes[use].nameRange))
                }
            }
            for entry in analysis.screens[inner.place.screen].entries {
                let shown = analysis.destinations[entry]
                let holder = context.scene.nodes[shown.node]
                let list = holder.destinations
                let range = list.indices.contains(shown.slot)
                    ? DestinationPlacement.range(list[shown.slot].modifier, list[shown.slot].destination, in: holder) : holder.nameRange
                add(Note("the screen holding it is pushed through this navigationDestination", at: range))
            }
            switch analysis.screens[inner.place.screen].kind {
            case .viewPush(_, let link):
                add(Note("the screen holding it is pushed by this link", at: context.scene.nodes[link].nameRange))
            default: break
            }
        }
        return unwalked + order.map { node in
            let pushed = pushedByNode[node] ?? false
            return Finding(range: context.scene.nodes[node].nameRange,
                           message: pushed ? "this NavigationStack is pushed onto another NavigationStack; a pushed view already lives in the outer stack"
                                           : "this NavigationStack is inside another NavigationStack's content",
                           notes: notesByNode[node] ?? [], node: node)
        }
    }

    /// The template-level check: for the stacks no walked state shows, and for every stack when the scene is past the
    /// analysis' bound. A context whose callers are unknown still counts up to where it is known.
    static func staticCheck(_ context: RuleContext, nodes: [ViewNode]) -> [Finding] {
        var findings: [Finding] = []
        for node in nodes where node.isStack {
            let chains = context.index.contexts(from: node).map(\.chain)
            for chain in chains {
                guard let outerIndex = outerStack(in: chain),
                      !nestingIsUnproven(chain, outerIndex: outerIndex, among: chains),
                      !ruledOutByGivenArguments(chain, outerIndex: outerIndex, from: node) else { continue }
                let outer = chain[outerIndex].node
                var notes = [Note("the enclosing NavigationStack", at: context.reportedRange(of: outer))]
                notes += DestinationPlacement.crossingNotes(Array(chain.prefix(outerIndex)))
                let pushed = chain.prefix(outerIndex + 1).contains { $0.role.isPushed }
                findings.append(Finding(range: node.nameRange,
                                        message: pushed ? "this NavigationStack is pushed onto another NavigationStack; a pushed view already lives in the outer stack"
                                                        : "this NavigationStack is inside another NavigationStack's content",
                                        notes: notes, node: node.id))
                break
            }
        }
        return findings
    }

    /// Index of the first enclosing stack in the chain, unless a presentation or split column comes first. A
    /// destination chained on a stack itself is outside that stack's content: what it shows is pushed onto the stack
    /// above, if any (SwiftUI ignores it otherwise: `destination-outside-stack`).
    static func outerStack(in chain: [Ancestry]) -> Int? {
        for (offset, step) in chain.enumerated() {
            if step.role == .presentation { return nil }
            if case .column = step.role { return nil }
            if step.role == .destination, step.node.isStack { continue }
            if step.node.isStack { return offset }
        }
        return nil
    }
}
