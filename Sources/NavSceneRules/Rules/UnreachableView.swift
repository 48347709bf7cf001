import NavSceneDiagnostics
import NavSceneModel

/// A declared view that is never shown.
enum UnreachableView: Rule {
    static let description = RuleDescription(
        id: "unreachable-view",
        summary: "A view declared in the scene file is never instantiated in any reachable navigation state.",
        defaultSeverity: .info,
        rationale: "The static analysis, which over-approximates every reachable state, never shows the view: nothing instantiates it, or only destinations and branches that are never presented do. Views declared in included library files are not reported (a library serves many scenes).",
        fix: "Present the view from a link, destination or tab, or remove it.",
        triggering: [
            RuleExample("a view nothing uses", """
            scene: Unused
            root:
              NavigationStack:
                - Text: Home
            views:
              Settings:
            #>^
                body:
                  Text: Settings
            """),
            RuleExample("a view only a never-taken branch shows", """
            scene: Branch
            state:
              beta: Bool
            root:
              VStack:
                - if: beta
                  then:
                    BetaBanner: {}
            views:
              BetaBanner:
            #>^
                body:
                  Text: Beta
            """),
        ],
        nonTriggering: [
            RuleExample("a view used at the root", """
            scene: Used
            root:
              NavigationStack:
                - Home: {}
            views:
              Home:
                body:
                  Text: Home
            """),
            RuleExample("a view shown by a pushed destination", """
            scene: Pushed
            root:
              NavigationStack:
                - NavigationLink: { title: Settings, destination: { Settings: {} } }
            views:
              Settings:
                body:
                  Text: Settings
            """),
        ])

    static func check(_ context: RuleContext) -> [Finding] {
        let analysis = context.analysis
        guard analysis.isComplete, !context.scene.isLibrary, let main = context.scene.files.first else { return [] }
        let own = context.scene.ownFiles ?? [main]
        var findings: [Finding] = []
        for name in context.scene.viewOrder {
            guard let decl = context.scene.views[name], own.contains(decl.range.file), !decl.body.isEmpty else { continue }
            if decl.body.contains(where: { analysis.realised.contains($0.id) }) { continue }
            let uses = context.index.instances[name] ?? []
            // In a Swift module a view nothing in the module shows may be shown by another module (a public screen of
            // a feature package), a preview or code the front end cannot read: not a fact the module decides.
            if uses.isEmpty && context.scene.ownFiles != nil { continue }
            let note = uses.first.map { Note("it is used here, but no reachable state shows this place", at: $0.nameRange) }
                ?? Note("nothing instantiates it")
            findings.append(Finding(range: decl.range,
                                    message: "the view '\(name)' is never shown in any reachable navigation state",
                                    notes: [note]))
        }
        return findings
    }
}
