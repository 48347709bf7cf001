import NavSceneDiagnostics
import NavSceneModel
import SwiftSyntax

/// `value.map { v in Row(v) }` where a view is expected. An array's `map` gives an array, which is no view; where a
/// view builder takes it, the receiver is an Optional (Optional is a view when what it wraps is one): the closure's
/// view when the value is there, nothing otherwise, as `if let v = value { Row(v) }` reads.
extension ViewTranslator {
    /// Whether a call is `x.map { ... }` or `x.flatMap { ... }` with only a trailing closure.
    func isOptionalMap(_ call: FunctionCallExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              ["map", "flatMap"].contains(member.declName.baseName.text), !isTypeReference(base), !isSelf(base) else { return false }
        return call.arguments.isEmpty && call.additionalTrailingClosures.isEmpty && call.trailingClosure != nil
    }

    /// The conditional an Optional's `map` shows. A receiver the front end cannot compute is an unknown condition
    /// (both the closure's view and nothing), its value unknown inside the closure.
    func optionalMap(_ call: FunctionCallExprSyntax, _ nameRange: SourceRange) -> Element? {
        guard isOptionalMap(call), let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
              let closure = call.trailingClosure else { return nil }
        let name = parameterName(closure) ?? "$0"
        var inner = scope
        var condition: Expression
        var bound: String?
        if let (value, type) = expressions.translate(base), type.isOptional, !isNull(value) {
            condition = value
            inner = scope.binding(name, type.unwrapped, builder)
            bound = inner.modelName(name)
        } else {
            builder.noteOpaque(.value, brief(base) + " (an optional shown by map)", nameRange, mayNavigate: false)
            condition = builder.unknownCondition(at: nameRange)
            inner.forget(name)
        }
        let then = with(inner).closureViews(closure)
        return .conditional(ConditionalElement(condition: condition, binding: bound, then: then, otherwise: []))
    }

    private func isNull(_ value: Expression) -> Bool {
        if case .null = value.kind { return true }
        return false
    }
}
