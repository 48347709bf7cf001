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

    static func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for node in context.scene.nodes where node.isStack {
            for chain in context.index.chains(from: node) {
                guard let outerIndex = outerStack(in: chain) else { continue }
                let outer = chain[outerIndex].node
                var notes = [Note("the enclosing NavigationStack", at: outer.nameRange)]
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

    /// Index of the first enclosing stack in the chain, unless a presentation or split column comes first.
    static func outerStack(in chain: [Ancestry]) -> Int? {
        for (offset, step) in chain.enumerated() {
            if step.role == .presentation { return nil }
            if case .column = step.role { return nil }
            if step.node.isStack { return offset }
        }
        return nil
    }
}
