import NavSceneDiagnostics

/// Statements of Button actions and named actions.
extension Checker {
    func checkStatements(_ statements: [Statement]) {
        for statement in statements { checkStatement(statement) }
    }

    private func checkStatement(_ statement: Statement) {
        switch statement.kind {
        case .set(let name, let value):
            guard let variable = state(name, at: statement.targetRange) else { type(of: value); return }
            expect(value, variable.type, "the value for '\(name)'")
        case .append(let name, let value):
            guard let variable = state(name, at: statement.targetRange) else { type(of: value); return }
            switch canonical(variable.type) {
            case .navigationPath: type(of: value)
            case .array(let element): expect(value, element, "a value appended to '\(name)'")
            default:
                type(of: value)
                mismatch("'append'", name, variable, statement.targetRange)
            }
        case .removeLast(let name, _), .popLast(let name), .removeAll(let name):
            guard let variable = state(name, at: statement.targetRange) else { return }
            if !canonical(variable.type).isPath {
                let word: String
                switch statement.kind {
                case .removeAll: word = "'removeAll'"
                case .popLast: word = "'popLast'"
                default: word = "'removeLast'"
                }
                mismatch(word, name, variable, statement.targetRange)
            }
        case .toggle(let name):
            guard let variable = state(name, at: statement.targetRange) else { return }
            if canonical(variable.type) != .bool {
                bag.error("type-mismatch", "'toggle' flips a Bool, but '\(name)' is \(variable.type)", at: statement.targetRange,
                          notes: [Note("'\(name)' is declared here", at: variable.range)])
            }
        case .run(let action):
            if scene.actions[action] == nil, !viewActions.contains(action) {
                bag.error("unknown-action", "unknown action '\(action)'\(Suggestions.didYouMean(action, in: scene.actionOrder + viewActions.sorted()))", at: statement.targetRange)
            }
        case .dismiss: break
        case .conditional(let conditional):
            if let name = conditional.binding {
                let type = type(of: conditional.condition)
                if let type, !canonical(type).isOptional {
                    bag.error("type-mismatch", "'if let' unwraps an optional, but '\(conditional.condition)' is \(type)", at: conditional.condition.range)
                }
                withScope(scope(name, type.map { $0.isOptional ? $0.unwrapped : $0 })) { checkStatements(conditional.then) }
            } else {
                expect(conditional.condition, .bool, "the condition of 'if'")
                checkStatements(conditional.then)
            }
            checkStatements(conditional.otherwise)
        }
    }

    private func mismatch(_ statement: String, _ name: String, _ variable: StateVariable, _ range: SourceRange) {
        bag.error("type-mismatch", "\(statement) works on a path or list, but '\(name)' is \(variable.type)", at: range,
                  notes: [Note("'\(name)' is declared here", at: variable.range)])
    }
}
