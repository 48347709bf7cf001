import NavSceneDiagnostics
import NavSceneModel

/// A screen's title, toolbar or bar settings chained on the NavigationStack / NavigationSplitView itself: the
/// container reads these from the screens inside it, so on the container they reach no screen and have no effect.
enum ModifierOnContainer: Rule {
    static let description = RuleDescription(
        id: "modifier-on-container",
        summary: "A screen's title, toolbar or navigation bar modifier is chained on the NavigationStack or NavigationSplitView itself, where it has no effect.",
        defaultSeverity: .warning,
        rationale: "A NavigationStack shows the title, toolbar and bar settings (`navigationTitle`, `toolbar`, `navigationBarTitleDisplayMode`, `navigationBarBackButtonHidden`, `toolbarBackground`, ...) of the screen on top, read from that screen's content. Chained on the stack itself they are outside every screen of it, so no screen shows them, like a `navigationDestination` placed there. A NavigationSplitView has a bar per column: these modifiers belong on a column's content. Only containers that are the outermost navigation of their presentation (the scene root, a tab, a sheet) are reported: a stack inside a split-view column may hand them to the column's bar. A toolbar that has no bar at all is `toolbar-outside-navigation`'s finding and is not reported again. On macOS the window's toolbar and title take them from the container: the rule is silent for a scene built for macOS only.",
        fix: "Chain the modifier on the content: the stack's root view (the fix-it moves it there when the root is one view), or the content of the split-view column whose bar should show it.",
        triggering: [
            RuleExample("a title chained on the NavigationStack", """
            scene: TitleOnStack
            root:
              NavigationStack:
                root:
                  List:
                    - Text: One
              navigationTitle: Home
            #>^
            """),
            RuleExample("bar settings on a tab's stack and on a split view", """
            scene: BarOnContainers
            root:
              TabView:
                tabs:
                  - Tab:
                      title: One
                      content:
                        NavigationStack:
                          root:
                            Text: One
                        navigationBarTitleDisplayMode: inline
            #>          ^
                  - Tab:
                      title: Two
                      content:
                        NavigationSplitView:
                          sidebar: { Text: Sidebar }
                          detail: { Text: Detail }
                        navigationTitle: Two
            #>          ^
            """),
        ],
        nonTriggering: [
            RuleExample("the title on the stack's root view", """
            scene: TitleOnRoot
            root:
              NavigationStack:
                root:
                  List:
                    - Text: One
                  navigationTitle: Home
                  navigationBarTitleDisplayMode: inline
            """),
            RuleExample("split-view modifiers on the split view, titles on its columns", """
            scene: SplitTitles
            root:
              NavigationSplitView:
                sidebar:
                  List:
                    - Text: One
                  navigationTitle: Sidebar
                detail:
                  NavigationStack:
                    root:
                      Text: Detail
                  navigationTitle: Detail
              navigationSplitViewStyle: balanced
              searchable: true
            """),
        ])

    /// The modifiers a screen's content declares for the bar of the container that shows it.
    static let screenChrome: Set<String> = [
        "navigationBarTitleDisplayMode", "navigationSubtitle", "toolbarBackground", "toolbarColorScheme", "toolbarRole",
        "toolbarTitleDisplayMode", "toolbarVisibility", "toolbarBackgroundVisibility",
    ]

    static func isScreenChrome(_ modifier: Modifier) -> Bool {
        switch modifier.kind {
        case .navigationTitle: return true
        case .attached(let attached): return attached.placement == .toolbar
        case .screenFlag(let flag, _): return flag == .backButtonHidden
        case .ignored(let name): return screenChrome.contains(name)
        default: return false
        }
    }

    static func check(_ context: RuleContext) -> [Finding] {
        // On macOS the window's toolbar and title take them from the container too.
        guard !context.scene.platform.hasWindowToolbar else { return [] }
        let reported = Set((context.earlier["toolbar-outside-navigation"] ?? []).map(\.range))
        var findings: [Finding] = []
        for node in context.scene.nodes {
            let chrome = node.modifiers.filter { isScreenChrome($0) && !reported.contains($0.nameRange) }
            guard !chrome.isEmpty, let container = navigationContainer(of: node, context.scene) else { continue }
            // Only the outermost navigation of its presentation: inside a column the column's bar may take them. Decided
            // from the code's shape in every known context (an unknown context above gives no finding).
            guard context.index.knownOutcomes(of: node, question: "inside navigation", atEnd: false,
                                              decide: DestinationOutsideStack.isInsideNavigation(at:)) == [false] else { continue }
            for modifier in chrome { findings.append(finding(modifier, on: node, container: container, context)) }
        }
        return findings
    }

    static func finding(_ modifier: Modifier, on node: ViewNode, container: ViewNode, _ context: RuleContext) -> Finding {
        var notes: [Note] = []
        if container !== node, let view = viewName(of: node, container) { notes.append(Note("\(view)'s body is this \(container.name)", at: container.nameRange)) }
        var fixIts: [FixIt] = []
        if container.isStack {
            if container === node || container.range == node.range, case .stack(let stack) = container.element, stack.root.count == 1, let target = stack.root.first, !target.isNavigationContainer,
               let fix = MoveModifier.fixIt(modifier, to: target, in: context.sources[modifier.range.file],
                                            message: "move the modifier onto the \(target.name) inside the stack") {
                fixIts.append(fix)
            }
            return Finding(range: modifier.nameRange,
                           message: "this \(modifier.name) is chained on the \(container.name) itself, outside every screen of the stack, so it has no effect",
                           notes: notes, fixIts: fixIts, node: node.id)
        }
        notes.append(Note("each column has its own bar: chain the modifier on the content of the column that should show it"))
        return Finding(range: modifier.nameRange,
                       message: "this \(modifier.name) is chained on the \(container.name) itself, outside its columns, so it has no effect",
                       notes: notes, node: node.id)
    }

    /// The outermost view whose body leads to the container (nil when the node is the container with an overlay or
    /// inset, not a view of the scene).
    static func viewName(of node: ViewNode, _ container: ViewNode) -> String? {
        var current = node
        while let view = current.layeredView { current = view }
        if case .instance(let instance) = current.element { return instance.view }
        return nil
    }

    /// The navigation container the node is, or that its view's body is (a view whose body is one container, through
    /// views whose bodies are one instance).
    static func navigationContainer(of node: ViewNode, _ scene: Scene) -> ViewNode? {
        var current = node
        var seen = Set<String>()
        while true {
            switch current.element {
            case .stack, .splitView, .navigationView: return current
            case .instance(let instance):
                guard seen.insert(instance.view).inserted, let body = scene.views[instance.view]?.body, body.count == 1 else { return nil }
                current = body[0]
            case .container(.layered, _), .container(.safeAreaInset, _):
                // `NavigationStack { }.overlay { }.navigationTitle("x")`: still chained on the stack (with its overlay).
                guard let view = current.layeredView else { return nil }
                current = view
            default: return nil
            }
        }
    }
}
