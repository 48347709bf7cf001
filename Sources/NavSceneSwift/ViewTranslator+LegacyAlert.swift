import NavSceneDiagnostics
import NavSceneModel
import SwiftSyntax

/// `.alert(isPresented: $flag) { Alert(title: Text("Delete?"), primaryButton: .destructive(Text("Delete")) { delete() },
/// secondaryButton: .cancel()) }`: SwiftUI's older alert, built from an `Alert` value. Its buttons (`.default`,
/// `.destructive`, `.cancel`, with a title and an action closure) are the alert's buttons, each closing it after its
/// action as the newer form's do; no button is one OK button that only closes it. The content may be written
/// `content: { ... }`; a flag the model does not hold is an unknown trigger (the alert may be presented). Any other
/// form stays unknown.
extension ViewTranslator {
    func legacyAlert(_ call: FunctionCallExprSyntax, _ range: SourceRange) -> Presentation? {
        guard call.arguments.allSatisfy({ ["isPresented", "content"].contains($0.label?.text) }), let flag = argument(call, "isPresented"),
              let body = closure(call, "content", trailingIndex: 0), body.statements.count == 1, let only = body.statements.first,
              let alert = (only.item.as(ExprSyntax.self) ?? only.item.as(ExpressionStmtSyntax.self)?.expression)?.as(FunctionCallExprSyntax.self),
              calledName(ExprSyntax(alert)) == "Alert", builder.module.types["Alert"] == nil, alert.trailingClosure == nil,
              alert.arguments.allSatisfy({ ["title", "message", "primaryButton", "secondaryButton", "dismissButton"].contains($0.label?.text) })
        else { return nil }
        var buttons: [ViewNode] = []
        for argument in alert.arguments where argument.label?.text.hasSuffix("Button") == true {
            guard let button = alertButton(argument.expression) else { return nil }
            buttons.append(button)
        }
        if buttons.isEmpty {
            buttons = [ViewNode(element: .button(ButtonElement(title: Template(parts: [.text("OK")], range: range), label: [], action: [])),
                                range: range, nameRange: range, modifiers: [])]
        }
        // A flag the model does not hold (`.constant(error != nil)`): the alert may be presented.
        let b = binding(flag) ?? unknownTrigger(flag)
        let title = argument(alert, "title").flatMap(textTemplate) ?? Template(parts: [], range: range)
        return Presentation(style: .alert, trigger: .isPresented(b), elementName: nil, content: buttons, range: range,
                            title: title, message: argument(alert, "message").flatMap(textTemplate))
    }

    /// `.default(Text("OK"))`, `.destructive(Text("Delete"), action: { ... })`, `.cancel()`, `Alert.Button.cancel(Text("No")) { ... }`.
    private func alertButton(_ expr: ExprSyntax) -> ViewNode? {
        guard let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              ["default", "destructive", "cancel"].contains(member.declName.baseName.text), call.additionalTrailingClosures.isEmpty else { return nil }
        if let base = member.base {
            // `Alert.Button.default(...)`
            guard let type = base.as(MemberAccessExprSyntax.self), type.declName.baseName.text == "Button",
                  type.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Alert" else { return nil }
        }
        var title = Template(parts: [.text(member.declName.baseName.text == "cancel" ? "Cancel" : "OK")], range: source.range(expr))
        if let first = call.arguments.first, first.label == nil {
            guard let text = textTemplate(first.expression) else { return nil }
            title = text
        }
        var statements: [Statement] = []
        if let action = closure(call, "action", trailingIndex: 0) {
            statements = expressions.statements(action.statements, opaqueIfNot: true) ?? []
        } else if argument(call, "action") != nil {
            return nil
        }
        return ViewNode(element: .button(ButtonElement(title: title, label: [], action: statements)), range: source.range(expr),
                        nameRange: source.range(member.declName), modifiers: [])
    }

    /// `Text(x)`: the template of `x`.
    private func textTemplate(_ expr: ExprSyntax) -> Template? {
        guard let call = expr.as(FunctionCallExprSyntax.self), calledName(expr) == "Text", let first = call.arguments.first, first.label == nil else { return nil }
        return expressions.template(first.expression)
    }
}
