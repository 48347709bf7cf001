import NavSceneModel
import SwiftSyntax

/// A `store.send(.x)` statement that may navigate, as the model holds it. In TCA navigation is the features' state: a
/// send navigates only by what its reducers write there (`state.destination = .edit(...)`, `state.path.append(...)`,
/// `await dismiss()`, which sets the presenting feature's `@Presents` value to nil or pops its stack), and every view
/// reads that state as any value of its type (`store.isEditing`, an unknown trigger for `.sheet(item: $store.scope(...))`
/// and `.alert($store.scope(...))`). So such a send is an abstraction: the model already holds every value it may
/// write. A send whose reducers (or the effects they return, their sends followed once each) may do anything else
/// (`openURL`, a router object, an effect the front end cannot read, an unread reducer) stays an unknown statement.
extension ExpressionTranslator {
    /// `store.send(.x)`, `self.store.send(.x, animation: .default)`, `await store.send(.x).finish()`, `rowStore.send(.x)`
    /// that may navigate only through the stores' state: no statement, recorded as an abstraction. Nil for any other
    /// call (a send that cannot navigate is no site, one that may leave the stores an unknown statement: the caller's).
    func storeSendStatements(_ call: FunctionCallExprSyntax) -> [Statement]? {
        var send = call
        // `.finish()` awaits the send's effects, which the send itself runs.
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "finish", call.arguments.isEmpty,
           call.trailingClosure == nil, let inner = member.base?.as(FunctionCallExprSyntax.self) {
            send = inner
        }
        guard let member = send.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "send",
              send.trailingClosure == nil, let argument = send.arguments.first, argument.label == nil,
              let features = storeFeatures(member.base, sending: argument.expression), !features.isEmpty else { return nil }
        // `animation:`, `transaction:` only animate what the send writes.
        for extra in send.arguments.dropFirst() {
            guard let label = extra.label?.text, label == "animation" || label == "transaction", !mayNavigate(extra.expression) else { return nil }
        }
        let action = argument.expression
        guard features.contains(where: { sendMayNavigate(action, to: $0) }),
              !features.contains(where: { sendMayNavigate(action, to: $0, .leavesStore) }) else { return nil }
        builder.noteOpaque(.statement, brief(send), source.range(call), mayNavigate: true, abstraction: true)
        return []
    }

    /// The features a store may be of: the view's `store` or `self.store` property of a module feature's store type,
    /// or a name that is no property of the view (a row's or a destination closure's store, a local) whose action
    /// case the features declare. Nil when the base is none of these.
    func storeFeatures(_ base: ExprSyntax?, sending action: ExprSyntax) -> [TCAFeatures.Feature]? {
        var reference = base?.as(DeclReferenceExprSyntax.self)
        if let member = base?.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            reference = member.declName
        }
        guard let name = reference?.baseName.text, name != "self" else { return nil }
        let module = builder.module
        let table = builder.reach.features(builder)
        let isLocal = scope.locals[name] != nil || scope.substitutions[name] != nil
        if !isLocal, let property = module.types[scope.owner]?.property(name) {
            return table.feature(ofStore: property.type).map { [$0] }
        }
        guard isLocal || (module.types[name] == nil && module.globals[name] == nil) else { return nil }
        let callee = action.as(FunctionCallExprSyntax.self)?.calledExpression ?? action
        guard let head = callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return nil }
        return table.features(declaring: head)
    }
}
