import NavSceneDiagnostics
import NavSceneAnalysis
import NavSceneModel
import NavSceneRuntime

/// A rule: what it says about itself, and its check. Checks read the scene model and the exploration results through
/// `RuleContext`; none of them moves navigation state itself.
protocol Rule {
    static var description: RuleDescription { get }
    static func check(_ context: RuleContext) -> [Finding]
}

/// A finding before the registry gives it its rule id and severity.
struct Finding {
    var range: SourceRange
    var message: String
    var notes: [Note] = []
    var fixIts: [FixIt] = []
    /// The node the finding is about (a link, the node holding a destination), so later rules can tell that a symptom
    /// they see (a dead link, an unreachable destination) already has a cause reported.
    var node: Int?
    /// The value type a misplaced destination was declared for.
    var valueType: String?
    /// Overrides the rule's default severity for this finding (a possibility exploration could not confirm).
    var severity: Severity?
    /// For an absence finding about a value put on a path (not a link): the stacks whose destinations it finds
    /// missing, the only ones unknown code must reach to make it false (`OpaqueScope`).
    var stacks: [Int]?
    /// A finding the rule would make were the code around it known, and why it is not (what above it is unknown): it
    /// is not reported, and no later rule sees it; `--verbose` says it (`HiddenFinding`).
    var unknownBecause: String?
    /// A finding whose cause another rule reports, in words (a link that does nothing because the only destination
    /// for its type is misplaced: the misplacement is the finding to fix). It is not reported and no later rule sees
    /// it; `--verbose` says it, and `--fix` counts it as there before a fix that reveals it (`HiddenFinding`).
    var explainedBy: String?

    /// A finding the user cannot act on where the app runs (a deprecated API whose replacement the deployment target
    /// does not have), in words: not reported, as the compiler reports no deprecation there; `--verbose` says it.
    var mootBecause: String?

    /// Why the finding is not reported, if it is not.
    var hiddenBecause: String? { unknownBecause ?? explainedBy ?? mootBecause }
}

/// Findings by rule id. A disabled rule is held unrun and checked the first time another rule reads its findings,
/// so disabling a rule costs nothing and changes no other rule's verdict.
final class EarlierFindings {
    private var found: [String: [Finding]] = [:]
    private var held: [String: Rule.Type] = [:]
    private unowned let context: RuleContext

    init(context: RuleContext) { self.context = context }

    subscript(id: String) -> [Finding]? {
        get {
            if let findings = found[id] { return findings }
            guard let rule = held.removeValue(forKey: id) else { return nil }
            let findings = rule.check(context).filter { $0.hiddenBecause == nil }
            found[id] = findings
            return findings
        }
        set { found[id] = newValue }
    }

    /// Keeps a disabled rule unrun until its findings are read.
    func hold(_ rule: Rule.Type) { held[rule.description.id] = rule }
}

/// Everything a rule may look at.
final class RuleContext {
    let scene: Scene
    let sources: [String: SourceFile]
    let index: SceneIndex
    let navigator: Navigator
    let settings: RuleSettings
    /// The static reachability analysis every reachability verdict rests on.
    let analysis: ReachabilityAnalysis
    /// Findings of the rules that ran before (the static, cause-level rules run first). A disabled rule has not run:
    /// it runs only if a later rule asks for its findings.
    private(set) lazy var earlier = EarlierFindings(context: self)
    /// The witness searches the rules ran to confirm findings, with their goal counts (budgets that left goals
    /// unconfirmed are reported).
    var searches: [(result: WitnessSearch.Result, goals: [WitnessGoal])] = []
    /// The nodes read from an inlined view helper's body, by node id (`Scene.helperCalls`).
    private(set) lazy var helperCalls: [Int: HelperCall] = {
        var calls: [Int: HelperCall] = [:]
        for call in scene.helperCalls where scene.nodes.indices.contains(call.node.id) && scene.nodes[call.node.id] === call.node {
            calls[call.node.id] = call
        }
        return calls
    }()

    /// Where a finding or a note about the node is put: its name, or for a node a view helper's body made, the
    /// helper's call (`Scene.helperCalls`).
    func reportedRange(of node: ViewNode) -> SourceRange { helperCalls[node.id]?.call ?? node.nameRange }

    init(scene: Scene, sources: [String: SourceFile], navigator: Navigator, analysis: ReachabilityAnalysis, settings: RuleSettings) {
        self.scene = scene
        self.sources = sources
        self.index = SceneIndex(scene: scene)
        // One meter for every render the rules cause, so a search counts the renders its goals' checks do too (a
        // goal that taps a Button and renders the result, for each state: `MultipleSheets.presentedWhileDismissing`).
        var metered = navigator
        if metered.meter == nil { metered.meter = RenderMeter() }
        self.navigator = metered
        self.analysis = analysis
        self.settings = settings
    }

    /// A witness search for notes only: the taps that lead to a finding the analysis already decided. No verdict
    /// depends on it, so it searches with a tenth of the budgets (`RuleSettings.illustration`) and its stop is not
    /// reported: the finding is then given without the taps.
    func illustrate(_ goals: [WitnessGoal]) -> WitnessSearch.Result {
        WitnessSearch.search(goals, navigator: navigator, settings: settings.illustration, readVariables: readVariables,
                             written: writtenVariables)
    }

    lazy var readVariables = ReadVariables.of(scene)
    lazy var writtenVariables = WrittenVariables.of(scene)

    /// Runs one goal-directed search for every goal the rules need confirmed, after dropping the goals whose
    /// precondition the analysis refutes, and those that need an unknown value to change (out of every search's
    /// reach: unknown, never a finding).
    func searchWitnesses(_ goals: [WitnessGoal]) -> WitnessSearch.Result {
        let refuted = Set(goals.indices.filter { goals[$0].precondition.map(refuter.refutes) ?? false })
        let unknown = Set(goals.indices.filter { !refuted.contains($0) && (goals[$0].precondition.map(refuter.outOfReach) ?? false) })
        let result = WitnessSearch.search(goals, refuted: refuted, unknown: unknown, navigator: navigator, settings: settings,
                                          readVariables: readVariables, written: writtenVariables)
        searches.append((result, goals))
        return result
    }

    lazy var refuter = GoalRefuter(analysis, data: navigator.data)

    /// Nodes that already have a finding from one of `rules`.
    func explainedNodes(by rules: [String]) -> Set<Int> {
        Set(rules.flatMap { earlier[$0] ?? [] }.compactMap(\.node))
    }

    /// Value types whose destinations a misplacement rule reported (links presenting them fail because of that).
    var misplacedTypes: Set<String> { Set(misplacements.keys) }
    static let misplacementRules = ["destination-in-lazy-container", "destination-outside-stack", "homogeneous-path-nested-destination"]

    /// Why a finding about a value of `type` with no destination is explained by a misplaced destination, in words
    /// (nil when no destination for it is misplaced).
    func misplacement(of type: String) -> String? { misplacements[type] }

    /// Per misplaced value type, the first misplacement reported for it, in words; built once, when a link rule
    /// first asks (the misplacement rules run before them, or on that demand when disabled).
    private lazy var misplacements: [String: String] = {
        var reasons: [String: String] = [:]
        for rule in RuleContext.misplacementRules {
            for finding in earlier[rule] ?? [] {
                guard let type = finding.valueType, reasons[type] == nil else { continue }
                let at = "\(finding.range.file):\(finding.range.start.line):\(finding.range.start.column)"
                reasons[type] = "the navigationDestination for \(type) at \(at) is misplaced, which [\(rule)] reports"
            }
        }
        return reasons
    }()

    /// Link occurrences by link node, in node order.
    lazy var linksByNode: [(node: Int, occurrences: [LinkOccurrence])] = {
        var grouped: [Int: [LinkOccurrence]] = [:]
        for occurrence in analysis.links { grouped[occurrence.node, default: []].append(occurrence) }
        return grouped.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }()

    /// Value types that may be on (or registered for) the stacks bound to a state variable.
    func pathTypes(_ state: String) -> Set<String> {
        var types = Set((analysis.pushes[.bound(state)] ?? [:]).keys)
        for stack in analysis.stacks where stack.binding == state { types.formUnion(stack.registrations.map(\.type)) }
        return types
    }

    /// Whether a link may do something (push, select, show) somewhere it can be shown.
    func mayResolve(_ node: Int) -> Bool { resolvingLinks.contains(node) }

    lazy var resolvingLinks = Set(analysis.links.filter { $0.outcomes.contains(where: \.navigates) }.map(\.node))

    /// The value type name a destination declares, as the runtime names types.
    func typeName(_ type: TypeRef) -> String? {
        switch type.unwrapped {
        case .named("AnyHashable"): return nil  // type-erased: matches any value, so no finding rests on it
        case .named(let name): return name
        case .identifier(let of):
            guard let decl = scene.types[of], let field = decl.identity.flatMap(decl.field) else { return nil }
            return typeName(field.type)
        default: return nil
        }
    }

    func isCodable(_ typeName: String) -> Bool {
        if TypeRef.builtinNames.contains(typeName) { return true }
        return scene.types[typeName]?.codable ?? true
    }
}

extension LinkOutcome {
    /// Whether the outcome moves navigation (not dead, not disabled).
    var navigates: Bool {
        switch self {
        case .dead, .disabled: return false
        default: return true
        }
    }
}
