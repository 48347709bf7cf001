import NavSceneAnalysis
import NavSceneModel
import NavSceneRuntime

/// Branch distance (from search-based testing) of a condition in a concrete state: 0 when it has the wanted truth,
/// otherwise how many of its atoms must change, through `&&`, `||` and `!`.
enum GuardDistance {
    static func distance(_ atom: GuardAtom, holds: Bool, _ state: [String: Value], _ evaluation: ExpressionEvaluation) -> Int {
        switch atom.condition {
        case .branch(let expr, let then):
            return branch(expr, then == holds, state, evaluation)
        case .binding(let expr, let nonNil):
            let isNonNil = !(evaluation.evaluate(expr, state: state, locals: Environment()) ?? .null).isNull
            return (isNonNil == nonNil) == holds ? 0 : 1
        case .switchCase(let expr, let pattern, let others):
            let value = evaluation.evaluate(expr, state: state, locals: Environment())
            var matches = false
            if let name = value.flatMap(SwitchElement.Case.patternName) { matches = pattern.map { $0 == name } ?? !others.contains(name) }
            else { matches = pattern == nil }
            return matches == holds ? 0 : 1
        case .nonEmpty(let expr):
            let empty = evaluation.evaluate(expr, state: state, locals: Environment())?.listItems?.isEmpty ?? true
            return (!empty) == holds ? 0 : 1
        }
    }

    static func branch(_ expr: Expression, _ want: Bool, _ state: [String: Value], _ evaluation: ExpressionEvaluation) -> Int {
        switch expr.kind {
        case .unary(.not, let operand):
            return branch(operand, !want, state, evaluation)
        case .binary(.and, let l, let r):
            return want ? branch(l, true, state, evaluation) + branch(r, true, state, evaluation)
                        : min(branch(l, false, state, evaluation), branch(r, false, state, evaluation))
        case .binary(.or, let l, let r):
            return want ? min(branch(l, true, state, evaluation), branch(r, true, state, evaluation))
                        : branch(l, false, state, evaluation) + branch(r, false, state, evaluation)
        default:
            guard let value = evaluation.evaluate(expr, state: state, locals: Environment()) else { return 1 }
            let holds = value.boolValue == true || (!value.isNull && value.boolValue == nil)
            return holds == want ? 0 : 1
        }
    }
}
