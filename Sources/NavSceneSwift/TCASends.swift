import SwiftSyntax

/// A view's use of a Composable Architecture store (`let store: StoreOf<Feature>`), read through the feature:
/// - `store.x` reads (and `$store.x` binds) the property `x` of `Feature.State`, which holds what its declared type
///   does (a `Bool` cannot navigate; `$store.destination` of a `@Presents` property can);
/// - `store.send(.x)` runs every clause of the module's reducers that may handle the action (`TCAFeatures.candidates`):
///   the send cannot navigate when none of them writes navigation state (a stack's path, a `@Presents` destination,
///   a property a navigation API binds), calls `dismiss`, or returns an effect that sends an action that may. Each
///   (feature, action) is decided once (`NavigationReachMemo`, cycles of sends included), so the cost is linear in the
///   reducers' code.
extension ExpressionTranslator {
    /// Whether the rest of a chain after a property that holds a store may navigate; nil when the property holds no
    /// store of a module feature, or the chain goes on to what the front end reads as any value (`store.scope`).
    func storeUse(_ property: SwiftModule.Property, after rest: ArraySlice<String>, _ use: NavigationUse) -> Bool? {
        let table = builder.reach.features(builder)
        guard let feature = table.feature(ofStore: property.type), let first = rest.first else { return nil }
        if first == "send" && rest.count == 1 && use.context == .call {
            guard let argument = use.call?.arguments.first?.expression else { return true }
            return sendMayNavigate(argument, to: feature)
        }
        let member = first.hasPrefix("$") ? String(first.dropFirst()) : first
        guard let state = feature.state, state.property(member) != nil else { return nil }
        var members = Array(rest)
        members[0] = member
        let reader = ExpressionTranslator(builder: builder, scope: Scope(owner: state.name, source: state.source))
        return reader.mayNavigate(NavigationUse(name: "self", members: members, context: use.context, call: use.call))
    }

    /// `rowStore.send(.x)` on a name that is no property of the view (a `ForEach` row of `store.scope(...)`, a
    /// destination closure's store, a local): a store of one of the module's features whose actions have the case
    /// `x`, any of them; unknown when none has it; nil when the module has no features or the call is no send.
    func localStoreSend(_ use: NavigationUse) -> Bool? {
        let module = builder.module
        let isLocal = scope.locals[use.name] != nil || scope.substitutions[use.name] != nil
        let isDeclared = module.types[scope.owner]?.property(use.name) != nil || module.types[use.name] != nil || module.globals[use.name] != nil
        guard use.context == .call, use.members == ["send"], use.name != "self", isLocal || !isDeclared,
              let argument = use.call?.arguments.first?.expression else { return nil }
        let table = builder.reach.features(builder)
        guard !table.features.isEmpty else { return nil }
        let callee = argument.as(FunctionCallExprSyntax.self)?.calledExpression ?? argument
        guard let head = callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return true }
        let owners = table.features(declaring: head)
        return owners.isEmpty || owners.contains { sendMayNavigate(argument, to: $0) }
    }

    /// Whether sending the action `expression` to the feature's store may navigate.
    func sendMayNavigate(_ expression: ExprSyntax, to feature: TCAFeatures.Feature) -> Bool {
        let table = builder.reach.features(builder)
        guard let action = table.sentAction(expression, in: feature), !action.open else { return true }
        return sendMayNavigate(action.names, to: feature.type.name)
    }

    private func sendMayNavigate(_ names: [String], to featureName: String) -> Bool {
        if names.contains(where: { TCAFeatures.navigatingActions.contains($0) }) { return true }
        return builder.reach.decide("tca \(featureName) \(names.joined(separator: "."))", self) {
            guard let candidates = builder.reach.features(builder).candidates(for: names, in: featureName) else { return true }
            return candidates.contains { clauseMayNavigate($0) }
        }
    }

    private func clauseMayNavigate(_ index: Int) -> Bool {
        builder.reach.decide("tca clause \(index)", self) {
            let table = builder.reach.features(builder)
            let clause = table.clauses[index]
            guard let feature = table.features[clause.feature] else { return true }
            return TCAClauseReader(clause, feature, self).mayNavigate()
        }
    }
}

/// What one reducer clause may do: its uses of `state` are writes of `Feature.State` (navigation state or not),
/// its effects' sends (`.send(.x)`, `send(.x)` in `.run`) are sends to the same feature, its dependencies are TCA's
/// (`dismiss` and `openURL` navigate; a client cannot reach the store's state), anything else is read as other code.
private struct TCAClauseReader {
    let clause: TCAClause
    let feature: TCAFeatures.Feature
    let caller: ExpressionTranslator

    init(_ clause: TCAClause, _ feature: TCAFeatures.Feature, _ caller: ExpressionTranslator) {
        self.clause = clause; self.feature = feature; self.caller = caller
    }

    func mayNavigate() -> Bool {
        let effects = TCAEffects(state: clause.stateName)
        effects.walk(clause.body)
        if effects.unread { return true }
        let uses = NavigationUses(viewMode: .sourceAccurate)
        uses.walk(clause.body)
        if uses.unfollowed { return true }
        let owner = caller.builder.module.types[clause.owner] ?? feature.type
        let own = ExpressionTranslator(builder: caller.builder, scope: Scope(owner: owner.name, source: clause.source))
        for use in uses.uses {
            if use.name == clause.stateName {
                if stateMayNavigate(use) { return true }
            } else if use.name == clause.actionName {
                if use.context != .read { return true }
            } else if effects.sendNames.contains(use.name) {
                guard use.context == .call, use.members.isEmpty, let argument = use.call?.arguments.first?.expression,
                      !caller.sendMayNavigate(argument, to: feature) else { return true }
            } else if let dependency = dependency(use, of: owner) {
                if dependency { return true }
            } else if returnsEffect(use, of: owner) || own.mayNavigate(use) {
                return true
            }
        }
        if uses.implicitMembers.contains(where: { own.mayNavigate(implicit: $0.name, called: $0.called, in: own.contextType($0.node)) }) { return true }
        return effects.sent.contains { caller.sendMayNavigate($0, to: feature) }
    }

    /// `state.title = x` cannot navigate; `state.path.append(...)`, `state.destination = ...`, `&state` can.
    private func stateMayNavigate(_ use: NavigationUse) -> Bool {
        // State is a value: what a clause reads of it is a copy, which only a write could put back.
        guard use.context != .read else { return false }
        guard !use.members.isEmpty, let state = feature.state else { return true }
        let members = use.members.map { $0.hasPrefix("$") ? String($0.dropFirst()) : $0 }
        let reader = ExpressionTranslator(builder: caller.builder, scope: Scope(owner: state.name, source: state.source))
        return reader.mayNavigate(NavigationUse(name: "self", members: members, context: use.context, call: use.call))
    }

    /// A `@Dependency` of the feature (`self.dismiss`, `apiClient`): whether using it may navigate; nil for other names.
    private func dependency(_ use: NavigationUse, of owner: SwiftModule.TypeDeclaration) -> Bool? {
        let name: String
        if use.name == "self", let first = use.members.first { name = first } else { name = use.name }
        guard let property = owner.property(name), property.wrapper == "Dependency" else { return nil }
        let key = property.wrapperArgument ?? ""
        let last = key.split(separator: ".").last.map(String.init) ?? key
        if last == "dismiss" || last == "openURL" { return true }
        // A client (a struct of closures, another module's service) reaches the store's state only through the
        // actions its effect sends, which are read as sends; an object of the module that holds navigation (a router
        // registered as a dependency) may navigate.
        let module = caller.builder.module
        let typeName = key.hasSuffix(".self") ? String(key.dropLast(5))
            : module.types["DependencyValues"]?.property(last)?.type.map(NavSceneSwift.typeName) ?? ""
        guard let type = module.types[typeName], type.kind == .classType else { return false }
        return caller.builder.reach.holding(caller.builder).holds(type.name)
    }

    /// A method or function of the module that makes an effect (`return self.load(&state)`): its sends are not read.
    private func returnsEffect(_ use: NavigationUse, of owner: SwiftModule.TypeDeclaration) -> Bool {
        guard use.context == .call else { return false }
        let module = caller.builder.module
        let method: SwiftModule.Method?
        if use.name == "self" || use.name == "Self" {
            method = use.members.count == 1 ? owner.method(use.members[0]) : nil
        } else if use.members.isEmpty {
            method = owner.method(use.name) ?? module.freeFunctions[use.name]
        } else {
            method = nil
        }
        return method?.returnType?.tokens(viewMode: .sourceAccurate).contains { $0.text.hasPrefix("Effect") } == true
    }
}

/// The effects of a clause: the actions `.send(.x)` returns, the names `.run { send in }` gives its send function,
/// and whether an effect sends actions the front end cannot list (`.publisher`, a `.run` without named parameters,
/// `.map` of an effect, a child reducer's `reduce(into:action:)`).
private final class TCAEffects: SyntaxVisitor {
    private(set) var sent: [ExprSyntax] = []
    private(set) var sendNames: Set<String> = []
    private(set) var unread = false
    private let state: String

    init(state: String) {
        self.state = state
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self) else { return .visitChildren }
        let name = member.declName.baseName.text
        let isEffect = member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Effect"
        switch name {
        case "send" where isEffect:
            if let action = node.arguments.first?.expression { sent.append(action) } else { unread = true }
        case "run" where isEffect:
            var closures: [(label: String?, closure: ClosureExprSyntax)] = node.arguments.compactMap { argument in
                argument.expression.as(ClosureExprSyntax.self).map { (argument.label?.text, $0) }
            }
            if let trailing = node.trailingClosure { closures.append((nil, trailing)) }
            for extra in node.additionalTrailingClosures { closures.append((extra.label.text, extra.closure)) }
            for (label, closure) in closures {
                let parameters = TCAReducerBody.parameters(closure)
                let position = label == "catch" ? 1 : 0
                guard position < parameters.count else { unread = true; continue }
                sendNames.insert(parameters[position])
            }
        case "publisher" where isEffect, "reduce":
            unread = true
        case "map", "flatMap", "compactMap":
            // `state.items.map(\.id)` maps a value; any other `.map` may map an effect's actions.
            if rootName(member.base) != state { unread = true }
        default:
            break
        }
        return .visitChildren
    }

    private func rootName(_ expression: ExprSyntax?) -> String? {
        var current = expression
        var steps = 0
        while let expr = current, steps < 64 {
            steps += 1
            if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let member = expr.as(MemberAccessExprSyntax.self) { current = member.base }
            else if let optional = expr.as(OptionalChainingExprSyntax.self) { current = optional.expression }
            else if let unwrap = expr.as(ForceUnwrapExprSyntax.self) { current = unwrap.expression }
            else { return nil }
        }
        return nil
    }
}
