import NavSceneModel

/// Concrete evaluation of one expression against given state values and locals, for analyses that enumerate the
/// values an expression can take (the reachability analysis evaluates each combination of its free names). Shares
/// the interpreter's semantics exactly: it is the interpreter's evaluator.
public struct ExpressionEvaluation: @unchecked Sendable {
    public let scene: Scene
    public let data: DataStore
    let cache = QueryCache()

    public init(scene: Scene, data: DataStore) {
        self.scene = scene
        self.data = data
    }

    /// The value, or nil when the interpreter could not evaluate it (it then shows neither branch, no row...).
    public func evaluate(_ expr: Expression, state: [String: Value], locals: Environment) -> Value? {
        try? Evaluator(scene: scene, data: data, state: state, cache: cache).evaluate(expr, locals)
    }

    public func display(_ value: Value) -> String {
        Evaluator(scene: scene, data: data, state: [:]).display(value)
    }
}
