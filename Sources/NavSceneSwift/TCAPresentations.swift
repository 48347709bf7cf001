import NavSceneModel
import SwiftSyntax

/// `.alert($store.scope(state: \.alert, action: \.alert))` (or `scope(\.alert, action: \.alert)`) and `.confirmationDialog(...)` of the same shape (also the
/// older `.alert(store: store.scope(state: \.$alert, action: { .alert($0) }))`, and a case of a scoped destination
/// enum, `.alert($store.scope(\.$destination, action: \.destination).alert)`): TCA presents the dialog while the
/// feature's `@Presents var alert: AlertState<...>?` is non-nil, and each of its buttons sends its action to the
/// feature wrapped in the scoped case (`.alert(.presented(.confirmDeletion))`), then clears the state.
/// The model holds the dialog where it is, presented by an unknown trigger (the state may be any value); its buttons,
/// which the reducer builds, are left out: when every action of the scoped case may only write the stores' state
/// (`TCAQuestion.leavesStore`) they navigate only through state the model holds as any value, so the dialog is an
/// abstraction. Otherwise (an action that may leave the stores, a store the front end cannot type) nil: the modifier
/// stays unknown.
extension ViewTranslator {
    func storeDialog(_ name: String, _ call: FunctionCallExprSyntax?, _ nameRange: SourceRange, _ range: SourceRange) -> Presentation? {
        guard let call, let argument = call.arguments.first, argument.label == nil || argument.label?.text == "store" else { return nil }
        // `$store.scope(\.$destination, action: \.destination).alert`, or the older `.alert(store: store.scope(state:
        // \.$destination, action: \.destination), state: /Feature.Destination.State.alert, action:
        // Feature.Destination.Action.alert)`: the dialog's case of a scoped destination enum, whose actions are sent
        // wrapped in both cases (`.destination(.presented(.alert(...)))`).
        var scoped = argument.expression
        var caseName: String?
        switch call.arguments.count {
        case 1:
            if argument.label == nil, let member = scoped.as(MemberAccessExprSyntax.self), let base = member.base, base.is(FunctionCallExprSyntax.self) {
                scoped = base
                caseName = member.declName.baseName.text
            }
        case 3:
            let labels = call.arguments.map { $0.label?.text }
            guard labels == ["store", "state", "action"], let action = call.arguments.last?.expression.as(MemberAccessExprSyntax.self),
                  action.base != nil else { return nil }
            caseName = action.declName.baseName.text
        default:
            return nil
        }
        guard let scopeCall = scoped.as(FunctionCallExprSyntax.self),
              let scopeMember = scopeCall.calledExpression.as(MemberAccessExprSyntax.self), scopeMember.declName.baseName.text == "scope",
              let stateArgument = scopeCall.arguments.first(where: { $0.label?.text == "state" || $0.label == nil })?.expression,
              stateArgument.is(KeyPathExprSyntax.self),
              let actionArgument = scopeCall.arguments.first(where: { $0.label?.text == "action" })?.expression,
              let scopedNames = Self.scopedActionCases(actionArgument), !scopedNames.isEmpty,
              let feature = storeFeature(scopeMember.base) else { return nil }
        let names = scopedNames + (caseName.map { [$0] } ?? [])
        let expressions = self.expressions
        guard !expressions.sendMayNavigate(names, to: feature.type.name, .leavesStore) else { return nil }
        let style: Presentation.Style = name == "alert" ? .alert : .confirmationDialog
        builder.noteOpaque(.modifier, "\(name)(\(brief(argument.expression)))", nameRange, mayNavigate: true, abstraction: true)
        return Presentation(style: style, trigger: .isPresented(builder.unknownTrigger(at: source.range(argument.expression))), elementName: nil,
                            content: [], range: range, title: expressions.template(argument.expression))
    }

    /// The feature of `$store`, `store`, `self.store` or `self.$store`: a property of the view holding a module
    /// feature's store.
    func storeFeature(_ base: ExprSyntax?) -> TCAFeatures.Feature? {
        var reference = base?.as(DeclReferenceExprSyntax.self)
        if let member = base?.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            reference = member.declName
        }
        guard var name = reference?.baseName.text else { return nil }
        if name.hasPrefix("$") { name.removeFirst() }
        guard scope.locals[name] == nil, scope.substitutions[name] == nil,
              let property = builder.module.types[scope.owner]?.property(name) else { return nil }
        let table = builder.reach.features(builder)
        if let declared = property.type { return table.feature(ofStore: declared) }
        // `var store = Store(initialState: Feature.State(...)) { Feature() }`.
        guard property.syntax.bindings.count == 1, let made = property.syntax.bindings.first?.initializer?.value.as(FunctionCallExprSyntax.self),
              made.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Store",
              let initial = made.arguments.first(where: { $0.label?.text == "initialState" })?.expression.as(FunctionCallExprSyntax.self),
              let stateType = initial.calledExpression.as(MemberAccessExprSyntax.self), stateType.declName.baseName.text == "State",
              let featureName = stateType.base?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        return table.features[featureName]
    }

    /// The action cases a scope's `action:` names, from the outside in: `\.alert`, `\.destination.alert` (case key
    /// paths), `{ .alert($0) }`, `{ Action.destination(.alert($0)) }`. Nil for any other form.
    static func scopedActionCases(_ expression: ExprSyntax) -> [String]? {
        if let keyPath = expression.as(KeyPathExprSyntax.self) {
            guard keyPath.root == nil else { return nil }
            var names: [String] = []
            for component in keyPath.components {
                guard case .property(let property) = component.component else { return nil }
                names.append(property.declName.baseName.text)
            }
            return names
        }
        guard let closure = expression.as(ClosureExprSyntax.self), closure.signature == nil, closure.statements.count == 1,
              var current = Syntax(closure.statements.first!.item).as(ExprSyntax.self) else { return nil }
        var names: [String] = []
        while names.count < 16 {
            guard let call = current.as(FunctionCallExprSyntax.self), call.arguments.count == 1, call.trailingClosure == nil,
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
            if let base = member.base {
                guard base.as(DeclReferenceExprSyntax.self)?.baseName.text == "Action"
                        || base.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "Action" else { return nil }
            }
            names.append(member.declName.baseName.text)
            let inner = call.arguments.first!.expression
            if inner.as(DeclReferenceExprSyntax.self)?.baseName.text == "$0" { return names }
            current = inner
        }
        return nil
    }
}
