import NavSceneDiagnostics
import NavSceneModel

/// A NavigationLink with no navigation container above it is disabled.
enum LinkOutsideNavigation: Rule {
    static let description = RuleDescription(
        id: "link-outside-navigation",
        summary: "A NavigationLink has no NavigationStack or NavigationSplitView above it, so it is disabled.",
        defaultSeverity: .warning,
        rationale: "A NavigationLink navigates through the stack or split view around it. Without one (a List at the root, or a sheet's content without its own stack) SwiftUI draws the link disabled and tapping it does nothing.",
        fix: "Wrap the content in a NavigationStack (inside the sheet, for presented content), or use a Button that changes state.",
        triggering: [
            RuleExample("a List at the root", """
            scene: Bare
            root:
              List:
                - NavigationLink:
            #>    ^
                    title: Mint
                    destination: { Text: Mint }
            """),
            RuleExample("a sheet's content without a stack", """
            scene: SheetLinks
            types:
              Color: { enum: [mint, pink] }
            state:
              showSheet: Bool
            root:
              NavigationStack:
                - Button: { title: Open, action: [{ set: { showSheet: true } }] }
                  sheet:
                    isPresented: $showSheet
                    content:
                      NavigationLink: { title: Mint, value: Color.mint }
            #>        ^
                  navigationDestination:
                    for: Color
                    as: color
                    destination: { Text: "{color}" }
            """),
        ],
        nonTriggering: [
            RuleExample("inside a NavigationStack", """
            scene: Stacked
            root:
              NavigationStack:
                - List:
                    - NavigationLink:
                        title: Mint
                        destination: { Text: Mint }
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
                    - NavigationLink: { title: More, destination: { Text: More } }
            """),
        ])

    static func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        for node in context.scene.nodes {
            guard case .link(let link) = node.element else { continue }
            // Every known context above the link (its view's callers; not only chains complete from the root).
            let valueLink = link.value != nil
            guard let places = context.index.knownOutcomes(of: node, question: "navigation valueLink: \(valueLink)", atEnd: Navigation.none,
                                                           decide: { navigation(at: $0, valueLink: valueLink) }),
                  !places.contains(.available), !context.index.navigationAbsenceIsUnprovenEverywhere(node) else { continue }
            let message = places.contains(.lastColumn)
                ? "this NavigationLink is in the last column of a NavigationSplitView, with no NavigationStack in that column: there is no next column to show its destination and no stack to push it onto, so SwiftUI shows it disabled (in compact width, where the split view collapses into one stack, it may push)"
                : "this NavigationLink has no NavigationStack or NavigationSplitView above it, so SwiftUI shows it disabled"
            findings.append(Finding(range: node.nameRange, message: message, node: node.id))
        }
        return findings
    }

    enum Navigation { case available, none, lastColumn }

    /// Whether navigation (or, for a value link, a List selection) is available above a node, as the nearest step
    /// up that decides it says (nil: this step does not; no step deciding: `.none`). A view-destination link in a
    /// split view's last column with no stack in between has none: a split view shows a link's destination in the
    /// next column, and there is none.
    static func navigation(at step: Ancestry, valueLink: Bool) -> Navigation? {
        if step.role == .presentation { return Navigation.none }
        // A destination's content is only shown once presented, on a stack or column; whether the destination
        // itself is placed where it can be presented is destination-outside-stack's concern.
        if step.role == .destination { return .available }
        if !valueLink, case .splitView = step.node.element, step.role == .column(.detail) { return .lastColumn }
        if step.node.isNavigationContainer { return .available }
        if valueLink, step.node.selectionBinding != nil, step.role == .content { return .available }
        return nil
    }
}
