import NavSceneDiagnostics
import NavSceneModel
import SwiftSyntax

/// `.alert(isPresented: $flag) { Alert(title: Text("Delete?"), primaryButton: .destructive(Text("Delete")) { delete() },
/// secondaryButton: .cancel()) }`: SwiftUI's older alert, built from an `Alert` value. Its buttons (`.default`,
/// `.destructive`, `.cancel`, with a title and an action closure) are the alert's buttons, each closing it after its
/// action as the newer form's do; no button is one OK button that only closes it. The content may be written
/// `content: { ... }`; a flag the model does not hold is an unknown trigger (the alert may be presented).
///
/// The `Alert` value may be built in steps, each read as Swift evaluates it:
/// - buttons bound first (`let ok = Alert.Button.default(Text("OK")) { ... }`, `let primary = ok`, also inside a `#if`
///   whose clause the build compiles) and named in the `Alert(...)` that is returned: a name stands for the button
///   its `let` made (a `let` is constant, so that is its only value);
/// - the view's own computed property of type `Alert` (`{ signOutAlert }`), its getter read in place (depth-bounded);
/// - `alert(item: $x) { x in Alert(...) }`: shown while the optional is non-nil, the closure's parameter being the
///   unwrapped item (as for `sheet(item:)`); each button closes it (sets the item back to nil);
/// - content (of either form) that is a `switch` whose every case gives an `Alert`: the buttons of each case are the
///   alert's buttons under that case (the model's switch over the subject, or unknown Bools when the subject cannot
///   be computed, so every case may be the one shown: sound either way). The title and message then differ by case
///   and are left out (they show nothing that navigates).
/// Any other form (another statement, a button the model cannot read, an `#if` the build does not decide) stays unknown.
extension ViewTranslator {
    func legacyAlert(_ call: FunctionCallExprSyntax, _ range: SourceRange) -> Presentation? {
        let labels = Set(call.arguments.compactMap { $0.label?.text })
        guard labels.isSubset(of: ["isPresented", "item", "content"]), labels.contains("isPresented") != labels.contains("item"),
              call.additionalTrailingClosures.isEmpty, builder.module.types["Alert"] == nil,
              let body = closure(call, "content", trailingIndex: 0) else { return nil }
        if let flag = argument(call, "isPresented") {
            guard parameterNames(body).isEmpty, isAlertContent(body.statements) else { return nil }
            // A flag the model does not hold (`.constant(error != nil)`): the alert may be presented.
            let b = binding(flag) ?? unknownTrigger(flag)
            return alertPresentation(.isPresented(b), element: nil, body.statements, range)
        }
        guard let item = argument(call, "item"), parameterNames(body).count <= 1, isAlertContent(body.statements) else { return nil }
        let element = parameterName(body)
        var inner = scope
        if let b = binding(item), let type = expressions.stateVariable(b.state)?.type.unwrapped {
            if let element { inner = scope.binding(element, type, builder) }
            return with(inner).alertPresentation(.item(b), element: element.map(inner.modelName), body.statements, range)
        }
        // An item the model does not hold: the alert may be presented, its item unknown where it is read.
        if let element { inner.hide(element) }
        return with(inner).alertPresentation(.isPresented(unknownTrigger(item)), element: nil, body.statements, range)
    }

    /// The presentation of content `isAlertContent` accepted: one `Alert`'s buttons, or a `switch` of them.
    private func alertPresentation(_ trigger: Presentation.Trigger, element: String?, _ items: CodeBlockItemListSyntax, _ range: SourceRange) -> Presentation? {
        if let (translator, alert, named) = alertValue(items, depth: 0) {
            guard let buttons = translator.alertButtons(alert, named, range) else { return nil }
            let title = argument(alert, "title").flatMap(translator.textTemplate) ?? Template(parts: [], range: range)
            return Presentation(style: .alert, trigger: trigger, elementName: element, content: buttons, range: range,
                                title: title, message: argument(alert, "message").flatMap(translator.textTemplate))
        }
        guard let switchExpr = onlySwitch(items) else { return nil }
        var failed = false
        let node = switchNode(switchExpr) { translator, items in
            guard let (t, alert, named) = translator.alertValue(items, depth: 0), let buttons = t.alertButtons(alert, named, range) else {
                failed = true
                return []
            }
            return buttons
        }
        guard !failed, let node else { return nil }
        return Presentation(style: .alert, trigger: trigger, elementName: element, content: [node], range: range,
                            title: Template(parts: [], range: range))
    }

    /// Whether the statements give an `Alert` this file reads, directly or as a `switch` whose every case does
    /// (checked before anything is translated, so a form left unknown records nothing inside it).
    private func isAlertContent(_ items: CodeBlockItemListSyntax) -> Bool {
        if alertValue(items, depth: 0) != nil { return true }
        return onlySwitch(items).map(alertCases) ?? false
    }

    private func onlySwitch(_ items: CodeBlockItemListSyntax) -> SwitchExprSyntax? {
        guard items.count == 1, let only = items.first else { return nil }
        let node = Syntax(only.item)
        return node.as(SwitchExprSyntax.self) ?? node.as(ExpressionStmtSyntax.self)?.expression.as(SwitchExprSyntax.self)
            ?? node.as(ReturnStmtSyntax.self)?.expression?.as(SwitchExprSyntax.self)
    }

    private func alertCases(_ node: SwitchExprSyntax) -> Bool {
        node.cases.allSatisfy { entry in
            guard case .switchCase(let c) = entry else { return false }
            return alertValue(c.statements, depth: 0) != nil
        }
    }

    /// The `Alert(...)` the statements give, the translator to read it with, and the buttons bound by name before it.
    /// Reads syntax only (no site is recorded). nil for any other form.
    func alertValue(_ items: CodeBlockItemListSyntax, depth: Int) -> (ViewTranslator, FunctionCallExprSyntax, [String: ExprSyntax])? {
        guard depth < 4, let last = items.last else { return nil }
        var named: [String: ExprSyntax] = [:]
        guard bindButtons(items.dropLast(), into: &named, depth: 0) else { return nil }
        let node = Syntax(last.item)
        guard let expr = node.as(ReturnStmtSyntax.self)?.expression ?? node.as(ExprSyntax.self) ?? node.as(ExpressionStmtSyntax.self)?.expression else {
            return nil
        }
        if let alert = expr.as(FunctionCallExprSyntax.self), calledName(expr) == "Alert", alert.trailingClosure == nil,
           alert.additionalTrailingClosures.isEmpty,
           alert.arguments.allSatisfy({ ["title", "message", "primaryButton", "secondaryButton", "dismissButton"].contains($0.label?.text) }),
           alert.arguments.allSatisfy({ $0.label?.text.hasSuffix("Button") != true || buttonParts($0.expression, named) != nil }) {
            return (self, alert, named)
        }
        // `{ signOutAlert }`: the view's own computed `Alert` property, its getter read in place.
        guard items.count == 1, let ref = ownReference(expr), !scope.declares(ref.baseName.text), ref.argumentNames == nil,
              let property = builder.module.types[scope.owner]?.properties.first(where: { $0.name == ref.baseName.text && $0.isComputed && !$0.isStatic }),
              property.type?.trimmedDescription == "Alert",
              case .getter(let body)? = property.syntax.bindings.first?.accessorBlock?.accessors else { return nil }
        return with(Scope(owner: scope.owner, source: property.source)).alertValue(body, depth: depth + 1)
    }

    /// `let ok = Alert.Button.default(...)`, `let primary = ok`, and such `let`s inside the `#if` clause the build
    /// compiles; false for any other statement.
    private func bindButtons(_ items: some Sequence<CodeBlockItemSyntax>, into named: inout [String: ExprSyntax], depth: Int) -> Bool {
        guard depth < 4 else { return false }
        for item in items {
            if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
                guard case .sure(let clause) = source.configuration.choose(ifConfig.clauses) else { return false }
                guard let clause else { continue }
                guard case .statements(let inner)? = clause.elements, bindButtons(inner, into: &named, depth: depth + 1) else { return false }
                continue
            }
            guard let declaration = item.item.as(VariableDeclSyntax.self), declaration.bindingSpecifier.tokenKind == .keyword(.let),
                  declaration.attributes.isEmpty, declaration.bindings.count == 1, let binding = declaration.bindings.first,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, binding.accessorBlock == nil,
                  binding.typeAnnotation.map({ ["Alert.Button", "Button"].contains($0.type.trimmedDescription) }) ?? true,
                  let value = binding.initializer?.value else { return false }
            if let ref = value.as(DeclReferenceExprSyntax.self), ref.argumentNames == nil, let button = named[ref.baseName.text] {
                named[name] = button
            } else if buttonParts(value, [:]) != nil {
                named[name] = value
            } else {
                return false
            }
        }
        return true
    }

    /// The parts of a button: `.default(Text("OK"))`, `.destructive(Text("Delete"), action: { ... })`, `.cancel()`,
    /// `Alert.Button.cancel(Text("No")) { ... }`, or a name bound to one. Syntax only.
    private func buttonParts(_ expr: ExprSyntax, _ named: [String: ExprSyntax]) -> (call: FunctionCallExprSyntax, kind: TokenSyntax, title: ExprSyntax?, action: ClosureExprSyntax?)? {
        if let ref = expr.as(DeclReferenceExprSyntax.self), ref.argumentNames == nil, let button = named[ref.baseName.text] { return buttonParts(button, [:]) }
        guard let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              ["default", "destructive", "cancel"].contains(member.declName.baseName.text), call.additionalTrailingClosures.isEmpty else { return nil }
        if let base = member.base {
            // `Alert.Button.default(...)`
            guard let type = base.as(MemberAccessExprSyntax.self), type.declName.baseName.text == "Button",
                  type.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Alert" else { return nil }
        }
        var title: ExprSyntax?
        if let first = call.arguments.first, first.label == nil {
            guard let text = first.expression.as(FunctionCallExprSyntax.self), calledName(first.expression) == "Text",
                  text.arguments.first?.label == nil, text.arguments.first != nil else { return nil }
            title = first.expression
        }
        let action = closure(call, "action", trailingIndex: 0)
        if action == nil, argument(call, "action") != nil { return nil }
        guard call.arguments.allSatisfy({ $0.label == nil ? $0.expression == title : $0.label?.text == "action" }) else { return nil }
        return (call, member.declName.baseName, title, action)
    }

    /// The alert's buttons (checked by `alertValue`), or the one OK button when it has none.
    private func alertButtons(_ alert: FunctionCallExprSyntax, _ named: [String: ExprSyntax], _ range: SourceRange) -> [ViewNode]? {
        var buttons: [ViewNode] = []
        for argument in alert.arguments where argument.label?.text.hasSuffix("Button") == true {
            guard let parts = buttonParts(argument.expression, named) else { return nil }
            var title = Template(parts: [.text(parts.kind.text == "cancel" ? "Cancel" : "OK")], range: source.range(parts.call))
            if let text = parts.title {
                guard let t = textTemplate(text) else { return nil }
                title = t
            }
            let statements = parts.action.map { expressions.statements($0.statements, opaqueIfNot: true) ?? [] } ?? []
            buttons.append(ViewNode(element: .button(ButtonElement(title: title, label: [], action: statements)), range: source.range(parts.call),
                                    nameRange: source.range(parts.kind), modifiers: []))
        }
        if buttons.isEmpty {
            buttons = [ViewNode(element: .button(ButtonElement(title: Template(parts: [.text("OK")], range: range), label: [], action: [])),
                                range: range, nameRange: range, modifiers: [])]
        }
        return buttons
    }

    /// `Text(x)`: the template of `x`.
    private func textTemplate(_ expr: ExprSyntax) -> Template? {
        guard let call = expr.as(FunctionCallExprSyntax.self), calledName(expr) == "Text", let first = call.arguments.first, first.label == nil else { return nil }
        return expressions.template(first.expression)
    }
}
