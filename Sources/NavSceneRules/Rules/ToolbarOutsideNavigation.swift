import NavSceneDiagnostics
import NavSceneModel

/// A toolbar whose view never has a navigation bar: its items are never shown.
enum ToolbarOutsideNavigation: Rule {
    static let description = RuleDescription(
        id: "toolbar-outside-navigation",
        summary: "A toolbar is attached where there is no navigation bar, so its items are never shown.",
        defaultSeverity: .warning,
        rationale: "Toolbar items live in the navigation bar of the stack or split-view column around the view. A toolbar on a sheet's content without its own NavigationStack, on a view outside every stack, or chained on the NavigationStack itself (outside it) has no bar to show in, so its buttons and links never appear and whatever only they present is unreachable. On macOS a window shows every toolbar's items (a sheet's too), so the rule is silent for a scene built for macOS only (a scene file's `simulation: { platform: macOS }`, an Xcode target that builds for macOS only).",
        fix: "Attach the toolbar to a view inside the stack (its root view, or the pushed view), and give a sheet its own NavigationStack.",
        triggering: [
            RuleExample("a sheet's content without a stack", """
            scene: SheetToolbar
            state:
              showSheet: Bool
            root:
              NavigationStack:
                - Button: { title: Open, action: [{ set: { showSheet: true } }] }
                  sheet:
                    isPresented: $showSheet
                    content:
                      Text: Edit
                      toolbar:
            #>        ^
                        - Button: { title: Done, action: [dismiss] }
            """),
            RuleExample("chained on the NavigationStack itself", """
            scene: OnTheStack
            root:
              NavigationStack:
                - Text: Home
              toolbar:
            #>^
                - Button: { title: Add }
            """),
        ],
        nonTriggering: [
            RuleExample("on the stack's root view", """
            scene: RootToolbar
            root:
              NavigationStack:
                - Text: Home
                  toolbar:
                    - ToolbarItem: { placement: primaryAction, content: { Button: { title: Add } } }
            """),
            RuleExample("a sheet with its own stack", """
            scene: SheetStack
            state:
              showSheet: Bool
            root:
              VStack:
                - Button: { title: Open, action: [{ set: { showSheet: true } }] }
              sheet:
                isPresented: $showSheet
                content:
                  NavigationStack:
                    - Text: Edit
                      toolbar: [{ Button: { title: Done, action: [dismiss] } }]
            """),
        ])

    static func check(_ context: RuleContext) -> [Finding] {
        guard !context.scene.platform.hasWindowToolbar else { return [] }
        var findings: [Finding] = []
        for node in context.scene.nodes {
            for modifier in node.modifiers {
                guard case .attached(let attached) = modifier.kind, attached.placement == .toolbar else { continue }
                // The modifier applies to the node itself: its navigation is what is above the node.
                // A split view's last column navigates, for a toolbar.
                guard let places = context.index.knownOutcomes(of: node, question: "navigation valueLink: false", atEnd: LinkOutsideNavigation.Navigation.none,
                                                               decide: { LinkOutsideNavigation.navigation(at: $0, valueLink: false) }),
                      places == [.none], !context.index.navigationAbsenceIsUnprovenEverywhere(node) else { continue }
                findings.append(Finding(range: modifier.nameRange,
                                        message: "this toolbar has no navigation bar to be shown in (no NavigationStack or NavigationSplitView column around its view), so its items never appear",
                                        node: node.id))
            }
        }
        return findings
    }
}
