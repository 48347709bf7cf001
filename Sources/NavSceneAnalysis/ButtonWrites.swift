import NavSceneModel

extension ReachabilityAnalysis {
    /// The state keys a Button's statements (and the named actions they run) may write, in every place the walk
    /// found it: a `@Binding` parameter stands for the variable it is bound to there.
    public func stateWrites(ofButton node: Int) -> Set<String> {
        var keys = Set<String>()
        for button in buttonOccurrences(ofNode: node) {
            var visited = Set<String>()
            func visit(_ statements: [Statement]) {
                for statement in Statement.flattened(statements) {
                    if case .run(let name) = statement.kind, let action = scene.actions[name] {
                        if visited.insert(name).inserted { visit(action.statements) }
                    } else if let target = statement.target {
                        keys.insert(button.env.stateKey(target))
                    }
                }
            }
            visit(button.statements)
        }
        return keys
    }

    /// The state keys that drive a presentation (or a state-driven push) the walk found may be active.
    public var presentationTriggers: Set<String> { Set(clearable.map(\.state)) }
}
