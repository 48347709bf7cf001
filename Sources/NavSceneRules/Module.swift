import NavSceneDiagnostics
import NavSceneModel

/// Everything a rule says about itself: the catalogue, `navlint rules`, `navlint explain`, SARIF rule metadata and the
/// generated rules reference are all built from these.
public struct RuleDescription: Sendable {
    /// Stable kebab-case id; part of the product (users put it in configs and suppressions).
    public var id: String
    /// One line.
    public var summary: String
    public var defaultSeverity: Severity
    /// The key phrase of the SwiftUI console warning this rule predicts, if SwiftUI prints one.
    public var swiftUIWarning: String?
    /// Why it matters, in a few sentences.
    public var rationale: String
    /// How to fix it.
    public var fix: String
    /// Scenes that must trigger the rule; `# ^` marker lines (see RuleExample) say where each finding lands.
    public var triggering: [RuleExample]
    /// Scenes that must not trigger it.
    public var nonTriggering: [RuleExample]

    public init(id: String, summary: String, defaultSeverity: Severity, swiftUIWarning: String? = nil,
                rationale: String, fix: String, triggering: [RuleExample], nonTriggering: [RuleExample]) {
        self.id = id; self.summary = summary; self.defaultSeverity = defaultSeverity; self.swiftUIWarning = swiftUIWarning
        self.rationale = rationale; self.fix = fix; self.triggering = triggering; self.nonTriggering = nonTriggering
    }
}

/// A scene file used as a rule example. In triggering examples, a line `#>` directly *below* a line marks where a
/// finding must start: the column of the `^` is the finding's start column on the line above.
public struct RuleExample: Sendable {
    public var title: String
    public var yaml: String
    public init(_ title: String, _ yaml: String) { self.title = title; self.yaml = yaml }
}

/// Per-run settings: which rules run, at which severity, and how far exploration may go.
public struct RuleSettings: Sendable {
    /// Rules switched off (by config or command line).
    public var disabled: Set<String> = []
    public var severityOverrides: [String: Severity] = [:]
    /// Budgets for dynamic exploration; hitting one is reported, never silent.
    public var maxStates: Int = 20_000
    public var maxDepth: Int = 64
    /// How many view nodes one exploration may render, over all its states and the interactions tried from each:
    /// the state budget bounds how many states, this bounds how large (a deep app renders large frames, and each
    /// state's successors re-render them), so one search's time is bounded whatever the scene's shape. A release
    /// build renders a node in about 1.5 µs on the 2-core reference machine (session 14), so this is seconds; a
    /// half of it decides every search of the 19-app corpus and the Examples (measured with `maxWork: 2000000` in a
    /// `.navlint.yml` above them: no `exploration-budget`).
    public var maxWork: Int = 4_000_000
    /// How many view nodes all the searches of one lint may render together (nil: twice `maxWork`), so the number of
    /// rules that search does not multiply the bound: a search that starts past it stops at once, its candidates
    /// undecided (`exploration-budget`).
    public var maxLintWork: Int?
    /// The bound `maxLintWork` sets.
    public var lintWorkLimit: Int { maxLintWork ?? maxWork * 2 }
    /// Longest path (or stack of view pushes) exploration builds; bounds recursive navigation without a budget report.
    public var maxPathLength: Int = 4
    /// For tests: whether the analysis' walk replays equal view instances from their summaries (`walkInstanceBody`).
    var sharesInstanceWalks = true
    /// The budgets of a search that only illustrates a decided finding (the taps to it): a tenth of the states and
    /// of the rendered nodes, so the notes of a finding never cost what deciding one may.
    public var illustration: RuleSettings {
        var copy = self
        copy.maxLintWork = lintWorkLimit
        copy.maxStates = max(1, maxStates / RuleSettings.illustrationShare)
        copy.maxWork = max(1, maxWork / RuleSettings.illustrationShare)
        return copy
    }
    public static let illustrationShare = 10
    /// `--verbose`: an undecided witness search lists the states it tried closest to its goal.
    public var traceSearches = false
    public init() {}
}
