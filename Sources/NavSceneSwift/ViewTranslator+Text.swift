import NavSceneModel
import SwiftSyntax

/// `Text("You and ") + Text(name).bold()` and `(Text("Play") + Text(" now")).font(.title)`: SwiftUI's `+` on `Text`
/// makes one `Text`, which draws and cannot navigate. Known when every operand is a `Text` with style modifiers only.
extension ViewTranslator {
    static let maxTextNesting = 32

    /// The concatenation as one text element (titled by its first operand), or nil when it is not one.
    func concatenatedText(_ expr: ExprSyntax) -> Element? {
        // The module's `extension Text` adds members to SwiftUI's Text (a provisional declaration), not a Text of its own.
        guard builder.module.types["Text"] == nil || builder.module.isProvisional("Text"), let first = textOperands(expr, depth: 0)?.first else { return nil }
        guard let argument = first.arguments.first, argument.label == nil else { return .text(Template(parts: [], range: source.range(first))) }
        return .text(expressions.template(argument.expression))
    }

    /// The `Text(...)` calls a concatenation joins, in order; nil when some operand is not a styled `Text`.
    private func textOperands(_ expr: ExprSyntax, depth: Int) -> [FunctionCallExprSyntax]? {
        guard depth < Self.maxTextNesting else { return nil }
        if let tuple = expr.as(TupleExprSyntax.self) {
            guard tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else { return nil }
            return textOperands(only.expression, depth: depth + 1)
        }
        if let infix = expr.as(InfixOperatorExprSyntax.self) {
            guard infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text == "+",
                  let left = textOperands(infix.leftOperand, depth: depth + 1),
                  let right = textOperands(infix.rightOperand, depth: depth + 1) else { return nil }
            return left + right
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            var operands: [FunctionCallExprSyntax] = []
            for (index, element) in sequence.elements.enumerated() {
                if index % 2 == 1 {
                    guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
                } else {
                    guard let texts = textOperands(element, depth: depth + 1) else { return nil }
                    operands += texts
                }
            }
            return sequence.elements.count >= 3 && sequence.elements.count % 2 == 1 ? operands : nil
        }
        let (core, chain) = peel(expr)
        guard chain.allSatisfy({ SwiftUIVocabulary.modifiers[$0.name] == .transparent }),
              let call = core.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Text" else { return nil }
        // Only a concatenation is handled here: a lone `Text` is translated where views are.
        return depth == 0 ? nil : [call]
    }
}
