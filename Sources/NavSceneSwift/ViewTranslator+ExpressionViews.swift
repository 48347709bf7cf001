import NavSceneDiagnostics
import NavSceneModel
import SwiftSyntax

/// Views written as expressions rather than calls: `(view)` in parentheses, `condition ? A : B`, and `a + b` (which
/// SwiftUI defines on `Text` only).
extension ViewTranslator {
    /// `(view)`: the view in parentheses.
    func parenthesized(_ expr: ExprSyntax) -> ExprSyntax? {
        guard let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else { return nil }
        return only.expression
    }

    /// `isLoading ? ProgressView() : content`: a conditional on the condition (an unknown Bool when the front end
    /// cannot compute it, or when it is more than one operand), each branch a view.
    func ternaryView(_ expr: ExprSyntax, _ nameRange: SourceRange) -> Element? {
        var conditionSyntax: ExprSyntax?
        let thenSyntax: ExprSyntax
        let elseSyntax: ExprSyntax
        if let ternary = expr.as(TernaryExprSyntax.self) {
            conditionSyntax = ternary.condition
            thenSyntax = ternary.thenExpression
            elseSyntax = ternary.elseExpression
        } else if let sequence = expr.as(SequenceExprSyntax.self), let index = sequence.elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
                  let ternary = sequence.elements[index].as(UnresolvedTernaryExprSyntax.self),
                  sequence.elements.index(after: index) != sequence.elements.endIndex,
                  sequence.elements.index(index, offsetBy: 2, limitedBy: sequence.elements.endIndex) == sequence.elements.endIndex {
            // `a ? b : c` as the parser leaves it: [a..., ? b :, c]; only the last operand follows the ternary.
            if sequence.elements.distance(from: sequence.elements.startIndex, to: index) == 1 { conditionSyntax = sequence.elements.first }
            thenSyntax = ternary.thenExpression
            elseSyntax = sequence.elements[sequence.elements.index(after: index)]
        } else {
            return nil
        }
        var condition: Expression?
        if let conditionSyntax, let (value, type) = expressions.translate(conditionSyntax), type == .bool { condition = value }
        if condition == nil {
            builder.noteOpaque(.value, "a view's condition", nameRange, mayNavigate: false)
            condition = builder.unknownCondition(at: nameRange)
        }
        return .conditional(ConditionalElement(condition: condition!, binding: nil, then: viewNode(thenSyntax), otherwise: viewNode(elseSyntax)))
    }

    /// `prefix + name(for: user) + Text(" ·")`: SwiftUI's `+` on views is `Text`'s only, so where the code read
    /// declares no `+` of its own that may make a view, a sum in a view's place is one Text (it draws and cannot
    /// navigate).
    func textSum(_ expr: ExprSyntax) -> Element? {
        guard !builder.declaredFunctions.functions.contains("+") || moduleSumsMakeNoView else { return nil }
        let isSum: Bool
        if let infix = expr.as(InfixOperatorExprSyntax.self) {
            isSum = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
        } else if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count >= 3 {
            isSum = sequence.elements.enumerated().allSatisfy { index, element in
                index % 2 == 0 ? !element.is(UnresolvedTernaryExprSyntax.self) : element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+"
            }
        } else {
            isSum = false
        }
        return isSum ? .text(Template(parts: [], range: source.range(expr))) : nil
    }

    /// Whether every `+` the code read declares returns a type that is no view of the module's (`static func + (lhs:
    /// Self, rhs: Self) -> Self` in `extension CGPoint`, or in a model struct): a sum whose value is a view is then
    /// SwiftUI's Text's (a standard type's sum that is a view, `Color` or `Image`, draws only, as a Text does).
    private var moduleSumsMakeNoView: Bool {
        guard let results = builder.declaredFunctions.operatorResults["+"], !results.isEmpty else { return false }
        return results.allSatisfy { name in
            // The module's own type (an extension of another module's type may extend a view of that module).
            // One that conforms to a protocol of the module's may be a view through it (`protocol Card: View`).
            if let type = builder.module.types[name], !builder.module.isProvisional(name) {
                return !type.isView && !type.conformances.contains("View") && type.conformances.isDisjoint(with: builder.declaredFunctions.typeNames)
            }
            return ForeignTypes.standard.contains(name) && !builder.declaredFunctions.typeNames.contains(name)
        }
    }
}
