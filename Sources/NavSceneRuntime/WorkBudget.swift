import NavSceneDiagnostics
import NavSceneModel

/// The work one render or one interaction may do. The loader already refuses recursion and declarations that expand
/// past `ExpansionLimits`, but what a scene does also depends on its data (a ForEach over a list, a `filter` inside a
/// query called from another `filter`), which no static bound sees. These budgets are the defence in depth: past one,
/// the render or interaction stops with a located problem instead of running on. The largest generated benchmark
/// scene (10 MB) renders at most about 120 nodes and 21,000 evaluation steps per state.
final class WorkBudget {
    /// Query calls plus list elements visited by `filter` and `sorted`, per render or interaction.
    static let maxEvaluationSteps = 1_000_000
    /// Statements executed by one tap or one named action, with the actions they run (as the loader counts them).
    static let maxStatements = ExpansionLimits.default.maxActionStatements
    /// View nodes instantiated by one render (the loader's limit for one body).
    static let maxRenderedNodes = ExpansionLimits.default.maxViewNodes

    let maxEvaluationSteps: Int
    let maxStatements: Int
    let maxRenderedNodes: Int
    private(set) var evaluationSteps = 0
    private(set) var statements = 0

    init(maxEvaluationSteps: Int = WorkBudget.maxEvaluationSteps, maxStatements: Int = WorkBudget.maxStatements,
         maxRenderedNodes: Int = WorkBudget.maxRenderedNodes) {
        self.maxEvaluationSteps = maxEvaluationSteps
        self.maxStatements = maxStatements
        self.maxRenderedNodes = maxRenderedNodes
    }

    func evaluate(_ steps: Int, at range: SourceRange) throws {
        evaluationSteps += steps
        guard evaluationSteps <= maxEvaluationSteps else {
            throw EvaluationError(message: "evaluation stopped after \(maxEvaluationSteps) steps (query calls and list elements) in one screen or interaction",
                                  range: range)
        }
    }

    func execute(_ statement: Statement) throws {
        statements += 1
        guard statements <= maxStatements else {
            throw EvaluationError(message: "more than \(maxStatements) statements in one interaction; stopped", range: statement.range)
        }
    }
}
