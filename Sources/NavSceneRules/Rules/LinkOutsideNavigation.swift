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
            guard context.index.holdsInEveryKnownContext(node, { !hasNavigation($0, valueLink: link.value != nil) }) else { continue }
            findings.append(Finding(range: node.nameRange,
                                    message: "this NavigationLink has no NavigationStack or NavigationSplitView above it, so SwiftUI shows it disabled",
                                    node: node.id))
        }
        return findings
    }

    /// Whether navigation (or, for a value link, a List selection) is available above a node.
    static func hasNavigation(_ chain: [Ancestry], valueLink: Bool) -> Bool {
        for step in chain {
            if step.role == .presentation { return false }
            // A destination's content is only shown once presented, on a stack or column; whether the destination
            // itself is placed where it can be presented is destination-outside-stack's concern.
            if step.role == .destination { return true }
            if step.node.isNavigationContainer { return true }
            if valueLink, step.node.selectionBinding != nil, step.role == .content { return true }
        }
        return false
    }
}
