import NavSceneDiagnostics
import NavSceneModel

/// NavigationView and the programmatic NavigationLink forms are deprecated.
enum DeprecatedNavigationAPI: Rule {
    static let description = RuleDescription(
        id: "deprecated-navigation-api",
        summary: "NavigationView, NavigationLink(isActive:) or NavigationLink(tag:selection:) is used.",
        defaultSeverity: .warning,
        rationale: "These APIs are deprecated since iOS 16 (macOS 13, tvOS 16, watchOS 9). Where the app deploys to an older version (`simulation.deploymentTarget`; a Swift target's `platforms:` in Package.swift or its `IPHONEOS_DEPLOYMENT_TARGET`-style build setting) the replacements cannot be used, and the rule is silent there, as the compiler is. NavigationView's programmatic links need one Bool or tag per destination, cannot express a path, and cannot be restored; the data-driven APIs replace them.",
        fix: "Use NavigationStack (bound to a path when navigating in code) or NavigationSplitView, and value links with navigationDestination(for:); for a single Bool-driven push use navigationDestination(isPresented:).",
        triggering: [
            RuleExample("NavigationView with an isActive link", """
            scene: Old
            state:
              showMint: Bool
            root:
              NavigationView:
            #>^
                style: stack
                content:
                  - NavigationLink:
            #>      ^
                      title: Mint
                      isActive: $showMint
                      destination: { Text: Mint }
            """),
            RuleExample("tag and selection links", """
            scene: Tagged
            types:
              Color: { enum: [mint, pink] }
            state:
              selected: Color?
            root:
              NavigationStack:
                - List:
                    - NavigationLink:
            #>        ^
                        title: Mint
                        tag: Color.mint
                        selection: $selected
                        destination: { Text: Mint }
            """),
        ],
        nonTriggering: [
            RuleExample("an app that deploys before NavigationStack", """
            scene: Legacy
            root:
              NavigationView:
                style: stack
                content:
                  - Text: Hello
            simulation:
              deploymentTarget: 15.0
            """),
            RuleExample("NavigationStack with value links", """
            scene: Modern
            types:
              Color: { enum: [mint, pink] }
            root:
              NavigationStack:
                - List:
                    - NavigationLink: { title: Mint, value: Color.mint }
                  navigationDestination:
                    for: Color
                    as: color
                    destination: { Text: "{color}" }
            """),
            RuleExample("navigationDestination(isPresented:)", """
            scene: Presented
            state:
              showMint: Bool
            root:
              NavigationStack:
                - Button: { title: Mint, action: [{ set: { showMint: true } }] }
                  navigationDestination:
                    isPresented: $showMint
                    destination: { Text: Mint }
            """),
        ])

    static func check(_ context: RuleContext) -> [Finding] {
        let scene = context.scene
        // Where the app deploys to a version before the replacements, they cannot be used (without `if #available`
        // around each): nothing to act on, as the compiler says nothing there.
        let moot = scene.deploymentTarget.flatMap { version -> String? in
            let first = scene.platform.navigationStackVersion
            guard version < first else { return nil }
            return "the app deploys to \(scene.platform.rawValue) \(version), and NavigationStack and NavigationSplitView need \(scene.platform.rawValue) \(first)"
        }
        var findings: [Finding] = []
        for node in context.scene.nodes {
            switch node.element {
            case .navigationView(let view):
                let replacement = view.style == .stack ? "NavigationStack" : "NavigationSplitView"
                findings.append(Finding(range: node.nameRange,
                                        message: "NavigationView is deprecated; use \(replacement)\(view.style == .stack ? " (bound to a path to navigate in code)" : " with a List selection")",
                                        node: node.id))
            case .link(let link) where link.isActive != nil:
                findings.append(Finding(range: node.nameRange,
                                        message: "NavigationLink(isActive:) is deprecated; use a value link with navigationDestination(for:), or navigationDestination(isPresented:) on a stack",
                                        node: node.id))
            case .link(let link) where link.tag != nil || link.selection != nil:
                findings.append(Finding(range: node.nameRange,
                                        message: "NavigationLink(tag:selection:) is deprecated; use List(selection:) with value links, or a NavigationStack path",
                                        node: node.id))
            default:
                break
            }
        }
        if let moot { for i in findings.indices { findings[i].mootBecause = moot } }
        return findings
    }
}
