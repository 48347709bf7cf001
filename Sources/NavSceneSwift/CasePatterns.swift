import SwiftSyntax

/// `case` patterns, read the same way in view builders and in statements.
func isNilPattern(_ pattern: PatternSyntax) -> Bool {
    pattern.as(ExpressionPatternSyntax.self)?.expression.is(NilLiteralExprSyntax.self) == true
}

/// `.name`, `.name(let a, let b)`, `let .name(a, b)`, `.name?`: the case and the names bound to its associated values.
func casePattern(_ pattern: PatternSyntax) -> (String, [String?])? {
    var expr: ExprSyntax?
    if let e = pattern.as(ExpressionPatternSyntax.self) { expr = e.expression }
    if let binding = pattern.as(ValueBindingPatternSyntax.self) { return casePattern(binding.pattern) }
    // `case .stack?:` on an optional subject.
    if let chained = expr?.as(OptionalChainingExprSyntax.self) { expr = chained.expression }
    guard let expr else { return nil }
    if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil { return (member.declName.baseName.text, []) }
    guard let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
          member.base == nil else { return nil }
    let names: [String?] = call.arguments.map { argument in
        var e = argument.expression
        if let p = e.as(PatternExprSyntax.self) {
            if let binding = p.pattern.as(ValueBindingPatternSyntax.self) { return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
            return p.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        if let ref = e.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        e = argument.expression
        return nil
    }
    return (member.declName.baseName.text, names)
}
