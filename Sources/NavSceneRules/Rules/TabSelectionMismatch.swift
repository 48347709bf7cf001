import NavSceneDiagnostics
import NavSceneModel

/// `TabView(selection:)` whose tabs cannot all be selected in code: a tab without a value (tag), or two tabs with the
/// same value. (A value of another type than the selection is a loading error, `type-mismatch`.)
enum TabSelectionMismatch: Rule {
    static let description = RuleDescription(
        id: "tab-selection-mismatch",
        summary: "A TabView(selection:) has a tab without a value, or two tabs with the same value, so some tab can never be selected in code.",
        defaultSeverity: .error,
        rationale: "`TabView(selection:)` selects the tab whose value (`Tab(value:)`, or `.tag` on older tabs) equals the binding. A tab without a value can never be selected by setting the binding (a deep link, a \"go to favorites\" button), and of two tabs with the same value only the first is ever selected in code; the binding also cannot tell which of them the user picked. A value of another type than the binding's is already a loading error (`type-mismatch`).",
        fix: "Give every tab a distinct value of the selection's type (`value:` on `Tab`, `tag:` beside `tabItem`).",
        triggering: [
            RuleExample("a tab without a value", """
            scene: NoValue
            types:
              AppTab: { enum: [browse, favorites] }
            state:
              selected: { type: AppTab, initial: .browse }
            root:
              TabView:
                selection: $selected
                tabs:
                  - Tab: { title: Browse, value: AppTab.browse, content: { Text: Browse } }
                  - Tab: { title: Favorites, content: { Text: Favorites } }
            #>      ^
            """),
            RuleExample("two tabs with the same value", """
            scene: Repeated
            types:
              AppTab: { enum: [browse, favorites] }
            state:
              selected: { type: AppTab, initial: .browse }
            root:
              TabView:
                selection: $selected
                tabs:
                  - Tab: { title: Browse, value: AppTab.browse, content: { Text: Browse } }
                  - Tab: { title: Favorites, value: AppTab.browse, content: { Text: Favorites } }
            #>                                      ^
            """),
        ],
        nonTriggering: [
            RuleExample("every tab has its own value", """
            scene: Distinct
            types:
              AppTab: { enum: [browse, favorites] }
            state:
              selected: { type: AppTab, initial: .browse }
            root:
              TabView:
                selection: $selected
                tabs:
                  - Tab: { title: Browse, value: AppTab.browse, content: { Text: Browse } }
                  - Tab: { title: Favorites, value: AppTab.favorites, content: { Text: Favorites } }
            """),
            RuleExample("an unlabelled slot in the tab bar, left for a button laid over it", """
            scene: Slot
            types:
              AppTab: { enum: [home, settings] }
            state:
              selected: { type: AppTab, initial: .home }
            root:
              TabView:
                selection: $selected
                content:
                  - NavigationStack: [{ Text: Home }]
                    tabItem: { Label: { title: Home, systemImage: house } }
                    tag: .home
                  - Spacer: {}
                  - NavigationStack: [{ Text: Settings }]
                    tabItem: { Label: { title: Settings, systemImage: gear } }
                    tag: .settings
            """),
            RuleExample("tabs without values and no selection", """
            scene: Unbound
            root:
              TabView:
                tabs:
                  - Tab: { title: One, content: { Text: One } }
                  - Tab: { title: Two, content: { Text: Two } }
            """),
        ])

    static func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for node in context.scene.nodes {
            guard case .tabView(let tabView) = node.element, let selection = tabView.selection else { continue }
            var firstWithValue: [String: Tab] = [:]
            for tab in tabView.tabs {
                // An unlabelled slot of a tab bar (no `Tab`, no `tabItem`): no code is meant to select it, and with no
                // value the user's tap on it cannot select it either, which is what such a slot is for.
                if tab.value == nil, tab.unlabelled, tabView.style == .automatic { continue }
                guard let value = tab.value else {
                    findings.append(Finding(range: tab.range,
                                            message: "this tab has no value, so setting the TabView's selection can never select it",
                                            notes: [Note("the selection is bound here", at: selection.range)], node: node.id))
                    continue
                }
                // Values are compared as written: literals and enum cases (the values tabs are given in practice).
                let key = value.description
                if let first = firstWithValue[key] {
                    findings.append(Finding(range: value.range,
                                            message: "this tab has the value \(key) of an earlier tab, so setting the selection to it always selects the earlier one",
                                            notes: [Note("the earlier tab with that value", at: first.value?.range ?? first.range)], node: node.id))
                } else {
                    firstWithValue[key] = tab
                }
            }
        }
        return findings
    }
}
