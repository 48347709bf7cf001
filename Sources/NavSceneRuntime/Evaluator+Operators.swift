import NavSceneModel

/// Comparison and arithmetic, as Swift defines them on Int, Double and String.
extension Evaluator {
    /// -1, 0 or 1 for two Ints, Doubles (an Int meeting a Double counts as a Double) or Strings; nil otherwise.
    static func order(_ a: Value, _ b: Value) -> Int? {
        switch (a, b) {
        case (.int(let x), .int(let y)): return x < y ? -1 : x == y ? 0 : 1
        case (.string(let x), .string(let y)): return x < y ? -1 : x == y ? 0 : 1
        default:
            guard let x = a.numeric, let y = b.numeric else { return nil }
            return x < y ? -1 : x == y ? 0 : 1
        }
    }

    /// Swift's arithmetic: Int operations trap on overflow and division by zero, here an evaluation failure.
    func arithmetic(_ op: Expression.BinaryOperator, _ l: Value, _ r: Value, _ expr: Expression) throws -> Value {
        switch (l, r) {
        case (.string(let x), .string(let y)) where op == .add: return .string(x + y)
        case (.int(let x), .int(let y)):
            let result: (partialValue: Int, overflow: Bool)
            switch op {
            case .add: result = x.addingReportingOverflow(y)
            case .subtract: result = x.subtractingReportingOverflow(y)
            case .multiply: result = x.multipliedReportingOverflow(by: y)
            case .divide, .remainder:
                guard y != 0 else { throw fail("'\(expr)' divides by zero", expr) }
                result = op == .divide ? x.dividedReportingOverflow(by: y) : x.remainderReportingOverflow(dividingBy: y)
            default: throw fail("'\(op.rawValue)' is not arithmetic", expr)
            }
            guard !result.overflow else { throw fail("'\(expr)' overflows Int", expr) }
            return .int(result.partialValue)
        default:
            guard let x = l.numeric, let y = r.numeric else { throw fail("'\(op.rawValue)' needs numbers, not \(l.typeName) and \(r.typeName)", expr) }
            switch op {
            case .add: return .double(x + y)
            case .subtract: return .double(x - y)
            case .multiply: return .double(x * y)
            case .divide: return .double(x / y)
            default: throw fail("'%' works on Ints", expr)
            }
        }
    }
}
