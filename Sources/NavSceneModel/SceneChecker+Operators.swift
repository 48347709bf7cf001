import NavSceneDiagnostics

/// Typing of operators (Swift's comparison, arithmetic, `??`) and of enum cases built with their associated values.
extension Checker {
    static func describe(_ enumCase: TypeDecl.EnumCase) -> String {
        enumCase.associated.map { ($0.label.map { "\($0): " } ?? "") + $0.type.description }.joined(separator: ", ")
    }

    /// `.recipe(pie)` / `Route.recipe(pie)`: the arguments match the case's associated values in order, with their
    /// labels, as Swift requires.
    func caseConstruction(_ decl: TypeDecl, _ name: String, _ arguments: [Expression.Argument], _ e: Expression) -> TypeRef? {
        guard let enumCase = self.enumCase(decl, name) else {
            arguments.forEach { type(of: $0.value) }
            bag.error("unknown-case", "'\(name)' is not a case of '\(decl.name)'\(Suggestions.didYouMean(name, in: decl.cases.map(\.name)))", at: e.range)
            return nil
        }
        guard arguments.count == enumCase.associated.count else {
            arguments.forEach { type(of: $0.value) }
            let shape = enumCase.associated.isEmpty ? "no associated values; write '.\(name)'" : "\(enumCase.associated.count) associated value(s): \(Checker.describe(enumCase))"
            bag.error("wrong-shape", "case '\(name)' of '\(decl.name)' has \(shape)", at: e.range)
            return .named(decl.name)
        }
        for (argument, associated) in zip(arguments, enumCase.associated) {
            if argument.label != associated.label {
                let wanted = associated.label.map { "'\($0):'" } ?? "no label"
                bag.error("wrong-shape", "the associated value of '\(name)' takes \(wanted) here, as in Swift", at: argument.value.range)
            }
            expect(argument.value, associated.type, "the associated value of '\(name)'")
        }
        return .named(decl.name)
    }

    func binary(_ op: Expression.BinaryOperator, _ left: Expression, _ right: Expression, expected: TypeRef?) -> TypeRef? {
        switch op {
        case .and, .or:
            expect(left, .bool, "the left side of '\(op.rawValue)'")
            expect(right, .bool, "the right side of '\(op.rawValue)'")
            return .bool
        case .equal, .notEqual:
            let l: TypeRef?, r: TypeRef?
            if left.needsContext {
                r = type(of: right); l = type(of: left, expected: r)
            } else {
                l = type(of: left); r = type(of: right, expected: l)
            }
            if let l, let r, !(fits(l, r) || fits(r, l)) {
                bag.error("type-mismatch", "cannot compare \(l) with \(r)", at: left.range.union(right.range))
            }
            return .bool
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            let (l, r) = operands(left, right)
            guard let l, let r else { return .bool }
            guard let common = numericOrString(l, r), [TypeRef.int, .double, .string].contains(common) else {
                bag.error("type-mismatch", "'\(op.rawValue)' compares two Ints, Doubles or Strings, not \(l) and \(r)", at: left.range.union(right.range))
                return .bool
            }
            return .bool
        case .add, .subtract, .multiply, .divide, .remainder:
            let (l, r) = operands(left, right)
            guard let l, let r else { return nil }
            let common = numericOrString(l, r)
            if common == .string, op == .add { return .string }
            if common == .int || (common == .double && op != .remainder) { return common }
            let allowed = op == .add ? "Ints, Doubles or Strings" : op == .remainder ? "Ints" : "Ints or Doubles"
            bag.error("type-mismatch", "'\(op.rawValue)' works on two \(allowed), not \(l) and \(r)", at: left.range.union(right.range))
            return nil
        case .coalesce:
            let l = type(of: left, expected: expected.map { .optional($0.unwrapped) })
            guard let l else { type(of: right, expected: expected); return nil }
            if !l.isOptional, l != .nilLiteral {
                // Swift warns here too: the default can never be used.
                bag.warning("unneeded-default", "'\(left)' is \(l), never nil, so the default after '??' is never used", at: right.range)
            }
            let wrapped = canonical(l).unwrapped
            guard let r = type(of: right, expected: l.isOptional ? l.unwrapped : l) else { return wrapped }
            if !fits(r, .optional(wrapped)) {
                bag.error("type-mismatch", "the default after '??' must be \(wrapped), but '\(right)' is \(r)", at: right.range)
            }
            return r.isOptional ? .optional(wrapped) : wrapped
        }
    }

    /// Types both operands, the second in the context of the first.
    private func operands(_ left: Expression, _ right: Expression) -> (TypeRef?, TypeRef?) {
        let l = type(of: left)
        let r = type(of: right, expected: l)
        return (l, r)
    }

    /// The one type two operands share: the same type, or Double when an Int meets a Double (a literal in Swift).
    private func numericOrString(_ l: TypeRef, _ r: TypeRef) -> TypeRef? {
        let a = canonical(l), b = canonical(r)
        if a == b { return a }
        if (a == .int && b == .double) || (a == .double && b == .int) { return .double }
        return nil
    }
}
