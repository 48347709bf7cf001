import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRuntime

/// The rule catalogue and the one entry point that runs it on a loaded scene.
public enum RuleRegistry {
    /// In run order: rules about causes (placement, types, structure) first, then the rules about symptoms found by
    /// exploration (dead links, unreachable destinations), which stay quiet when a cause is already reported.
    static let rules: [Rule.Type] = [
        DestinationInLazyContainer.self, DestinationInForEach.self, DestinationOutsideStack.self, NestedStack.self,
        HomogeneousPathNestedDestination.self, PathTypeMismatch.self, SelectionTypeMismatch.self,
        LinkOutsideNavigation.self, DeprecatedNavigationAPI.self, NonCodablePath.self, ModelValuesInPath.self,
        DuplicateDestination.self, LinkWithoutDestination.self, DeadLink.self, UnreachableDestination.self,
        UnreachableView.self,
    ]

    /// Id of the diagnostic reported when exploration stops at a budget.
    public static let explorationBudgetID = "exploration-budget"

    /// The catalogue, sorted by id.
    public static var descriptions: [RuleDescription] { rules.map { $0.description }.sorted { $0.id < $1.id } }

    /// Runs every enabled rule. Nothing runs when loading reported errors (the scene may be incomplete).
    public static func run(_ load: LoadResult, settings: RuleSettings) -> [Diagnostic] {
        guard let scene = load.scene, !load.diagnostics.contains(where: { $0.severity == .error }) else { return [] }
        let navigator = Navigator(scene: scene, data: DataStore(scene: scene))
        var facts = ExplorationFacts()
        let exploration = Exploration.explore(navigator: navigator, settings: settings) { facts.observe($0, $1, $2) }
        let context = RuleContext(scene: scene, sources: load.sources, navigator: navigator, exploration: exploration, facts: facts)
        var diagnostics: [Diagnostic] = []
        for rule in rules {
            let description = rule.description
            let findings = rule.check(context)
            context.earlier[description.id] = findings
            guard !settings.disabled.contains(description.id) else { continue }
            let severity = settings.severityOverrides[description.id] ?? description.defaultSeverity
            for finding in findings {
                diagnostics.append(Diagnostic(id: description.id, severity: severity, message: finding.message,
                                              range: finding.range, notes: finding.notes, fixIts: finding.fixIts))
            }
        }
        if !exploration.isComplete, !settings.disabled.contains(explorationBudgetID) {
            diagnostics.append(budgetDiagnostic(exploration, settings, scene))
        }
        return dedupe(diagnostics).sorted(by: Diagnostic.ordered)
    }

    static func budgetDiagnostic(_ exploration: ExplorationResult, _ settings: RuleSettings, _ scene: Scene) -> Diagnostic {
        let budgets = exploration.budgetsHit.map { budget -> String in
            switch budget {
            case .maxStates: return "the state budget (\(settings.maxStates) states)"
            case .maxDepth: return "the depth budget (\(settings.maxDepth) interactions)"
            }
        }.sorted().joined(separator: " and ")
        return Diagnostic(id: explorationBudgetID, severity: settings.severityOverrides[explorationBudgetID] ?? .info,
                          message: "exploration stopped at \(budgets) after \(exploration.states.count) states; unreachable-destination and unreachable-view were not checked",
                          range: scene.range,
                          notes: [Note("raise the budget (maxStates / maxDepth) to explore further")])
    }

    static func dedupe(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }
    }
}
