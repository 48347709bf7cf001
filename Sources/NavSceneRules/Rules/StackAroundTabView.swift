import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneModel

/// One NavigationStack around a whole TabView, instead of one stack per tab. Decided on the analysis' contexts: a
/// TabView walked on a stack's root screen (a sheet or cover starts a new presentation, and a pushed screen is a
/// screen of its own, so a TabView there is no stack around the app's tabs).
enum StackAroundTabView: Rule {
    static let description = RuleDescription(
        id: "stack-around-tab-view",
        summary: "A NavigationStack wraps a TabView, so all tabs share one stack instead of each tab having its own.",
        defaultSeverity: .warning,
        rationale: "The supported shape is one NavigationStack per tab, inside the TabView. With one stack around the TabView, the tabs share a single navigation bar and path: the titles and toolbars the tabs declare do not show, a push from one tab covers the whole TabView (the tab bar disappears), each tab cannot keep its own path across tab switches, and on iOS 18 and later destinations declared inside the tabs are reported as if they were in a lazy container. A page-style TabView (`style: page` or `verticalPage`) is a pager, not a tab bar: its pages are peers in one hierarchy, and one stack around it is the supported shape.",
        fix: "Move the NavigationStack inside the TabView: wrap each tab's content in its own NavigationStack (with its own path), and declare each tab's destinations inside its stack.",
        triggering: [
            RuleExample("a stack around the tabs", """
            scene: Around
            root:
              NavigationStack:
            #>^
                - TabView:
                    tabs:
                      - Tab: { title: One, content: { Text: One } }
                      - Tab: { title: Two, content: { Text: Two } }
            """),
            RuleExample("a user view holding the TabView, pushed inside a stack's root", """
            scene: AroundView
            views:
              Tabs:
                body:
                  TabView:
                    tabs:
                      - Tab: { title: One, content: { Text: One } }
            root:
              NavigationStack:
            #>^
                - VStack:
                    - Tabs: {}
            """),
        ],
        nonTriggering: [
            RuleExample("one stack per tab", """
            scene: PerTab
            root:
              TabView:
                tabs:
                  - Tab: { title: One, content: { NavigationStack: [{ Text: One }] } }
                  - Tab: { title: Two, content: { NavigationStack: [{ Text: Two }] } }
            """),
            RuleExample("a page-style TabView (a pager, no tab bar) inside a stack", """
            scene: Pager
            root:
              NavigationStack:
                - TabView:
                    style: verticalPage
                    tabs:
                      - Tab: { title: One, content: { Text: One } }
                      - Tab: { title: Two, content: { Text: Two } }
            """),
            RuleExample("a TabView on a screen pushed from the stack's list", """
            scene: Pushed
            root:
              NavigationStack:
                - NavigationLink:
                    title: Tabs demo
                    destination:
                      TabView:
                        tabs:
                          - Tab: { title: One, content: { Text: One } }
                          - Tab: { title: Two, content: { Text: Two } }
            """),
            RuleExample("a TabView in a sheet presented from a stack", """
            scene: InSheet
            state:
              showing: Bool
            root:
              NavigationStack:
                - Button: { title: Show, action: [{ set: { showing: "true" } }] }
                  sheet:
                    isPresented: $showing
                    content:
                      TabView:
                        tabs:
                          - Tab: { title: One, content: { Text: One } }
            """),
        ])

    static func isPager(_ node: ViewNode) -> Bool {
        if case .tabView(let tabs) = node.element { return tabs.isLazy }
        return false
    }

    static func check(_ context: RuleContext) -> [Finding] {
        let analysis = context.analysis
        var order: [Int] = []
        var notes: [Int: [Note]] = [:]
        var seen: [Int: Set<Note>] = [:]
        for (tabNode, place) in analysis.tabViews {
            // A pager (page or vertical-page style) has no tab bar to cover and no per-tab paths: its pages are peers
            // inside one hierarchy, and one stack around it is the supported shape (watchOS vertical pages).
            guard let stackID = place.stack, !isPager(context.scene.nodes[tabNode]) else { continue }
            // Around: in the stack's root content. A TabView on a pushed screen is a screen of its own (a demo of
            // tabs pushed from a list); the stack does not wrap the app's tabs, and moving it into the tabs is no fix.
            guard case .stackRoot = analysis.screens[place.screen].kind else { continue }
            let stackNode = analysis.stacks[stackID].node
            if notes[stackNode] == nil { order.append(stackNode); notes[stackNode] = [] }
            var candidates = [Note("the TabView it wraps", at: context.scene.nodes[tabNode].nameRange)]
            for use in analysis.instanceUses(place) {
                if case .instance(let instance) = context.scene.nodes[use].element {
                    candidates.append(Note("\(instance.view) is used here", at: context.scene.nodes[use].nameRange))
                }
            }
            for note in candidates where seen[stackNode, default: []].insert(note).inserted { notes[stackNode]?.append(note) }
        }
        return order.map { node in
            Finding(range: context.scene.nodes[node].nameRange,
                    message: "this NavigationStack wraps a TabView, so the tabs share one stack: their titles and toolbars do not show, a push covers the tab bar, and each tab cannot keep its own path",
                    notes: notes[node] ?? [], node: node)
        }
    }
}
