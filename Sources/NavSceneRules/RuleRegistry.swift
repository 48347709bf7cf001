import NavSceneAnalysis
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
        LinkOutsideNavigation.self, ToolbarOutsideNavigation.self, ModifierOnContainer.self, DeprecatedNavigationAPI.self, NonCodablePath.self, ModelValuesInPath.self,
        DuplicateDestination.self, LinkWithoutDestination.self, DeadLink.self, UnreachableDestination.self,
        UnreachableView.self, PopEmptyPath.self, LinkToAncestor.self, RestoreMismatch.self, TabSelectionMismatch.self, StackAroundTabView.self,
        MultipleIsPresented.self, MixedValueAndViewPushes.self, PathWrittenTwice.self, MultipleSheets.self, PathUpdatedTwicePerFrame.self,
        PathTypeSwitch.self,
    ]

    /// Id of the diagnostic reported when exploration stops at a budget.
    public static let explorationBudgetID = "exploration-budget"

    /// The catalogue, sorted by id.
    public static var descriptions: [RuleDescription] { rules.map { $0.description }.sorted { $0.id < $1.id } }

    /// Runs every enabled rule. Nothing runs when loading reported errors (the scene may be incomplete).
    public static func run(_ load: LoadResult, settings: RuleSettings) -> [Diagnostic] {
        runExplained(load, settings: settings).diagnostics
    }

    /// `run`, with the findings unknown code kept from being reported and the unknown site that could make each one
    /// false (`--verbose` lists them: why a link is not reported).
    public static func runExplained(_ load: LoadResult, settings: RuleSettings) -> (diagnostics: [Diagnostic], hidden: [HiddenFinding]) {
        runExplained(load, settings: settings, handingOff: nil)
    }

    /// `runExplained`, handing the rule context (the scene, its analysis, index and navigator: nearly all of a lint's
    /// memory) to `handOff` when the rules are done with it, instead of freeing it on return. A one-shot lint hands it
    /// to `LastContextKept` (NavLintKit), which leaves the last one to the process' exit.
    public static func runExplained(_ load: LoadResult, settings: RuleSettings,
                                    handingOff handOff: ((AnyObject) -> Void)?) -> (diagnostics: [Diagnostic], hidden: [HiddenFinding]) {
        // A Swift file that does not parse is an error of its own; the rest of its target is still checked.
        guard let scene = load.scene, !load.diagnostics.contains(where: { $0.severity == .error && $0.id != "swift-syntax-error" }) else { return ([], []) }
        let data = DataStore(scene: scene)
        let navigator = Navigator(scene: scene, data: data)
        let analysis = ReachabilityAnalysis(scene: scene, data: data)
        analysis.sharesInstanceWalks = settings.sharesInstanceWalks
        analysis.run()
        let context = RuleContext(scene: scene, sources: load.sources, navigator: navigator, analysis: analysis, settings: settings)
        defer { handOff?(context) }
        var diagnostics: [Diagnostic] = []
        var hidden: [HiddenFinding] = []
        let opaqueScope = OpaqueScope(context)
        for rule in rules {
            let description = rule.description
            guard !settings.disabled.contains(description.id) else {
                context.earlier.hold(rule)
                continue
            }
            var findings = rule.check(context)
            for finding in findings {
                guard let reason = finding.hiddenBecause else { continue }
                hidden.append(HiddenFinding(rule: description.id, message: finding.message, range: finding.range, reason: reason))
            }
            findings.removeAll { $0.hiddenBecause != nil }
            context.earlier[description.id] = findings
            let severity = settings.severityOverrides[description.id] ?? description.defaultSeverity
            for finding in findings {
                if let site = opaqueScope.hidingSite(finding, rule: description.id) {
                    hidden.append(HiddenFinding(rule: description.id, message: finding.message, range: finding.range, site: site))
                    continue
                }
                var range = finding.range
                var notes = finding.notes
                // A node a view helper's body made: reported where the helper is applied, the helper's line a note.
                if let node = finding.node, let call = context.helperCalls[node], range.file == call.node.range.file, range != call.call {
                    notes.insert(Note("inside '\(call.helper)', whose code is here", at: range), at: 0)
                    range = call.call
                }
                diagnostics.append(Diagnostic(id: description.id, severity: finding.severity.map { min($0, severity) } ?? severity,
                                              message: finding.message,
                                              range: range, notes: notes, fixIts: finding.fixIts))
            }
        }
        if !settings.disabled.contains(explorationBudgetID) {
            if !analysis.isComplete {
                // Checks that could not run leave the run failing: a bound never turns a failing run green.
                diagnostics.append(Diagnostic(id: explorationBudgetID, severity: settings.severityOverrides[explorationBudgetID] ?? .error,
                                              message: incompleteMessage(analysis.incompleteReason) + "; link-without-destination, unreachable-destination and unreachable-view were not checked",
                                              range: scene.range, notes: [Note("split the scene, or make views that repeat other views smaller")]))
            }
            diagnostics += SearchBudgetReport.diagnostics(context.searches, settings, scene)
        }
        return (dedupe(diagnostics).sorted(by: Diagnostic.ordered), hidden)
    }

    /// What stopped the static analysis, in words.
    static func incompleteMessage(_ reason: ReachabilityAnalysis.Incompleteness?) -> String {
        switch reason {
        case .iterations?:
            return "the analysis did not settle within \(ReachabilityAnalysis.maxIterations) passes"
        case .unstableWalk?:
            return "the analysis could not number the scene's containers the same way in every pass"
        case .visits?, nil:
            return "the scene expands past the analysis' bound (\(ReachabilityAnalysis.maxVisitsPerWalk) view instances per pass)"
        }
    }

    /// Rules whose findings conclude from an absence (no destination maps a type; nothing pushes a type or shows a
    /// view). Where unknown code that may supply what is absent can reach the finding's stack or presentation, such a
    /// finding could be false, so it is not reported (`OpaqueScope` decides the reach): unknown code never causes a
    /// finding, and unknown code elsewhere hides none.
    static let absenceRules: (destinations: Set<String>, navigation: Set<String>) = (
        ["link-without-destination", "dead-link"], ["unreachable-destination", "unreachable-view"])

    static func dedupe(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }
    }
}
