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

    /// Whether sending the action `expression` to the feature's store may navigate (`.navigates`), or may do anything
    /// but write the state of the module's stores (`.leavesStore`).
    func sendMayNavigate(_ expression: ExprSyntax, to feature: TCAFeatures.Feature, _ question: TCAQuestion = .navigates) -> Bool {
        let table = builder.reach.features(builder)
        guard let action = table.sentAction(expression, in: feature), !action.open else { return true }
        return sendMayNavigate(action.names, to: feature.type.name, question)
    }

    /// Whether an action whose cases begin with `names` (what follows them unknown) may navigate, or leave the stores.
    func sendMayNavigate(_ names: [String], to featureName: String, _ question: TCAQuestion) -> Bool {
        // TCA's own reducers handle these by writing the store's state (a binding, a child's presentation, a stack).
        if question == .navigates, names.contains(where: { TCAFeatures.navigatingActions.contains($0) }) { return true }
        return builder.reach.decide("tca \(question) \(featureName) \(names.joined(separator: "."))", self) {
            guard let candidates = builder.reach.features(builder).candidates(for: names, in: featureName) else { return true }
            return candidates.contains { clauseMayNavigate($0, question) }
        }
    }

    private func clauseMayNavigate(_ index: Int, _ question: TCAQuestion) -> Bool {
        builder.reach.decide("tca \(question) clause \(index)", self) {
            let table = builder.reach.features(builder)
            let clause = table.clauses[index]
            guard let feature = table.features[clause.feature] else { return true }
            return TCAClauseReader(clause, feature, self, question).mayNavigate()
        }
    }
}

/// What a reducer's code is asked: whether it may navigate, or whether it may do anything but write the state of the
/// module's stores (`state.destination = ...`, `state.path.append(...)`, `await dismiss()`, which TCA performs by
/// writing the presenting feature's state), which is all a send that navigates through the store does.
enum TCAQuestion: CustomStringConvertible {
    case navigates
    case leavesStore

    var description: String { self == .navigates ? "navigates" : "leaves" }
}

/// What one reducer clause may do: its uses of `state` are writes of `Feature.State` (navigation state or not),
/// its effects' sends (`.send(.x)`, `send(.x)` in `.run`) are sends to the same feature, its dependencies are TCA's
/// (`dismiss` and `openURL` navigate; a client cannot reach the store's state), anything else is read as other code.
/// Asked whether it leaves the stores (`TCAQuestion.leavesStore`), a write of a stored property of the state, `dismiss`,
/// a module value made (`SyncUp(id:)`, a case payload's `.init(...)`: its initializers' code) and a case of the
/// state's own enums (`.detail(...)` of `Path`) stay inside them.
private struct TCAClauseReader {
    let clause: TCAClause
    let feature: TCAFeatures.Feature
    let caller: ExpressionTranslator
    let question: TCAQuestion

    init(_ clause: TCAClause, _ feature: TCAFeatures.Feature, _ caller: ExpressionTranslator, _ question: TCAQuestion) {
        self.clause = clause; self.feature = feature; self.caller = caller; self.question = question
    }

    func mayNavigate() -> Bool {
        var helpers: Set<String> = []
        return bodyMayNavigate(Syntax(clause.body), Code(stateNames: [clause.stateName], sendNames: [], isClause: true, source: clause.source), &helpers)
    }

    /// What names mean in the code being read: the clause's own body (`isClause`: its `state` and `action`), or the
    /// body of a method or computed property of the reducer it calls, whose parameters given the clause's `&state`
    /// (`stateNames`) are that state and those given its effect's `send` (`sendNames`) are that send.
    private struct Code {
        var stateNames: Set<String>
        var sendNames: Set<String>
        var isClause: Bool
        var source: SwiftSource
    }

    /// Whether the clause's body may navigate (or leave the stores), or the body of a method or computed property of
    /// the reducer it calls (`self.date()`, `self.startTimer(send: send)`, `return self.loadEffects`): the reducer's
    /// own code, run in the same send, whose state and sends are the clause's. Each method or property is read once
    /// per clause (`helpers`, at most 16), so the reading ends by construction and stays linear in the code.
    private func bodyMayNavigate(_ body: Syntax, _ code: Code, _ helpers: inout Set<String>) -> Bool {
        let effects = TCAEffects(states: code.stateNames)
        effects.walk(body)
        if effects.unread { return true }
        let sendNames = effects.sendNames.union(code.sendNames)
        var code = code
        code.sendNames = sendNames
        let uses = NavigationUses(viewMode: .sourceAccurate)
        uses.walk(body)
        if uses.unfollowed { return true }
        let owner = caller.builder.module.types[clause.owner] ?? feature.type
        let own = ExpressionTranslator(builder: caller.builder, scope: Scope(owner: owner.name, source: code.source))
        let shared = question == .leavesStore ? TCASharedLocals.names(in: body) : []
        for use in uses.uses {
            if shared.contains(use.name.hasPrefix("$") ? String(use.name.dropFirst()) : use.name), use.members.count <= 1,
               use.members.allSatisfy({ $0 == "withLock" }) {
                // `@Shared(.syncUps) var syncUps; $syncUps.withLock { ... }`: TCA's shared state is the stores' state
                // (the features that read it hold it as a property of their state), so writing it stays in the stores.
                continue
            }
            if code.stateNames.contains(use.name) {
                // `self.prepare(&state)`: handed to a method of the reducer, whose body is read with it as the state.
                if use.members.isEmpty, handedToReducerCode(use, of: owner, code) { continue }
                if stateMayNavigate(use) && !(question == .leavesStore && writesStoredState(use)) { return true }
            } else if code.isClause, use.name == clause.actionName {
                // `action.is(\.destination.alert)`: TCA's test of the action's case (a read), unless the module
                // declares an `is` of its own on the action.
                if use.context == .call, use.members == ["is"], feature.action?.method("is") == nil { continue }
                if use.context != .read { return true }
            } else if sendNames.contains(use.name) {
                if use.context == .read, use.members.isEmpty, handedToReducerCode(use, of: owner, code) { continue }
                guard use.context == .call, use.members.isEmpty, let argument = use.call?.arguments.first?.expression,
                      !caller.sendMayNavigate(argument, to: feature, question) else { return true }
            } else if let (name, inner, read) = reducerCode(called: use, of: owner, code) {
                // The reducer's own method or computed property: its body is this send's code (what the call is given
                // is the clause's own uses, read here).
                guard let read else { return true }
                if helpers.insert("\(name) \(inner.stateNames.sorted()) \(inner.sendNames.sorted())").inserted {
                    guard helpers.count <= 16 else { return true }
                    if bodyMayNavigate(read, inner, &helpers) { return true }
                }
            } else if let dependency = dependency(use, of: owner) {
                if dependency { return true }
            } else if question == .leavesStore, let type = constructedValue(use) {
                if caller.builder.reach.initializers(type, own) { return true }
            } else if returnsEffect(use, of: owner) || own.mayNavigate(use) {
                return true
            }
        }
        if uses.implicitMembers.contains(where: { member in
            // `.syncUps` in `@Shared(.syncUps)`: the key the shared state persists through, not code the clause runs on it.
            guard !(question == .leavesStore && TCASharedLocals.isKey(member.node)) else { return false }
            // `case let .playedWord(faces)`: a pattern that binds names matches an enum case, which runs no code.
            guard !Self.isEnumCasePattern(member.node) else { return false }
            return implicitMayNavigate(member.name, called: member.called, member.node, own, states: code.stateNames)
        }) { return true }
        return effects.sent.contains { caller.sendMayNavigate($0, to: feature, question) }
    }

    /// Whether an implicit member is the case of an enum case pattern: the called member of a call in a `case`,
    /// `if case` or `for case` pattern (not its `where` clause or matched value) with an argument that binds a name
    /// (`case .row(let id)`, or `case let .row(id)`). A call cannot take a binding, so such a member names a case to
    /// match, never a static member to call; a member without one (`case .big(2)`, which an expression pattern could
    /// compare with a static method's result through `~=`) is not.
    static func isEnumCasePattern(_ node: MemberAccessExprSyntax) -> Bool {
        guard let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id else { return false }
        var current = Syntax(call)
        var underLet = false
        var steps = 0
        while let parent = current.parent, steps < 32 {
            steps += 1
            if parent.is(ValueBindingPatternSyntax.self) { underLet = true }
            let inPattern: Bool?
            if let item = parent.as(SwitchCaseItemSyntax.self) { inPattern = item.pattern.id == current.id }
            else if let condition = parent.as(MatchingPatternConditionSyntax.self) { inPattern = condition.pattern.id == current.id }
            else if let loop = parent.as(ForStmtSyntax.self) { inPattern = loop.pattern.id == current.id }
            else if parent.is(CodeBlockItemSyntax.self) || parent.is(MemberBlockItemSyntax.self) || parent.is(ClosureExprSyntax.self) { return false }
            else { inPattern = nil }
            if let inPattern {
                guard inPattern else { return false }
                return call.arguments.contains { argument in
                    if let pattern = argument.expression.as(PatternExprSyntax.self)?.pattern {
                        return pattern.is(ValueBindingPatternSyntax.self) || pattern.is(IdentifierPatternSyntax.self)
                    }
                    return underLet && argument.expression.is(DeclReferenceExprSyntax.self)
                }
            }
            current = parent
        }
        return false
    }

    /// A method (`self.date()`, `startTimer(send: send)`) or computed property (`self.audioPlayer`,
    /// `self.loadEffects`) of the reducer, one of its name only, called with arguments that match its parameters'
    /// labels: its key, what its names mean, and its body (nil when it has none the front end reads). The parameters
    /// given the clause's `&state` are the state, those given its `send` are that send. A computed property whose type
    /// is a class of the module that holds navigation, read through (`self.router.push()`), is no such code. Nil for
    /// any other use.
    private func reducerCode(called use: NavigationUse, of owner: SwiftModule.TypeDeclaration, _ code: Code) -> (String, Code, Syntax?)? {
        var members = use.members[...]
        let name: String
        if use.name == "self", let first = members.first { name = first; members = members.dropFirst() }
        else if use.name != "self", owner.property(use.name) != nil || owner.method(use.name) != nil { name = use.name }
        else { return nil }
        if let property = owner.property(name) {
            guard property.isComputed, property.wrapper == nil, !property.isStatic else { return nil }
            let module = caller.builder.module
            let holder = property.type.map(NavSceneSwift.typeName).flatMap { module.types[$0] }
            if !members.isEmpty, let holder, holder.kind == .classType, caller.builder.reach.holding(caller.builder).holds(holder.name) { return nil }
            let inner = Code(stateNames: [], sendNames: [], isClause: false, source: property.source)
            return ("property \(name)", inner, TCAReducerBody.getter(property).map(Syntax.init))
        }
        let methods = owner.methods.filter { $0.name == name }
        guard methods.count == 1, let method = methods.first, members.isEmpty, use.context == .call, let call = use.call,
              method.parameters.count == call.arguments.count else { return nil }
        var inner = Code(stateNames: [], sendNames: [], isClause: false, source: method.source)
        for (parameter, argument) in zip(method.parameters, call.arguments) {
            guard (argument.label?.text ?? "_") == parameter.label else { return nil }
            var given = argument.expression
            if let handed = given.as(InOutExprSyntax.self) { given = handed.expression }
            guard let reference = given.as(DeclReferenceExprSyntax.self)?.baseName.text else { continue }
            if code.stateNames.contains(reference) { inner.stateNames.insert(parameter.name) }
            if code.sendNames.contains(reference) { inner.sendNames.insert(parameter.name) }
        }
        return ("method \(name)", inner, method.body.map(Syntax.init))
    }

    /// Whether the state or a send, given as an argument (`&state`, `send`), goes to a method of the reducer whose
    /// body is read with it (`reducerCode`).
    private func handedToReducerCode(_ use: NavigationUse, of owner: SwiftModule.TypeDeclaration, _ code: Code) -> Bool {
        guard let root = use.root else { return false }
        var argumentNode = Syntax(root)
        if let handed = argumentNode.parent?.as(InOutExprSyntax.self) { argumentNode = Syntax(handed) }
        guard let argument = argumentNode.parent?.as(LabeledExprSyntax.self), argument.expression.id == argumentNode.id,
              let call = argument.parent?.as(LabeledExprListSyntax.self)?.parent?.as(FunctionCallExprSyntax.self) else { return false }
        let callee = call.calledExpression
        var name = "self"
        var members: [String] = []
        if let member = callee.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            members = [member.declName.baseName.text]
        } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else {
            return false
        }
        let helper = NavigationUse(name: name, members: members, context: .call, call: call)
        guard let (_, _, body) = reducerCode(called: helper, of: owner, code) else { return false }
        return body != nil
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

    /// `state.destination = ...`, `state.path.append(...)`, `state.alert = nil`: a write of (or a call on) a stored
    /// property of the feature's state whose type is no class of the module (which could do more than hold a value).
    private func writesStoredState(_ use: NavigationUse) -> Bool {
        // `state = State()`: the whole value replaced, each stored property written (what is assigned is the clause's
        // own use: a module value made runs its initializers).
        if use.members.isEmpty { return isAssigned(use) }
        guard let first = use.members.first, let state = feature.state else { return false }
        let name = first.hasPrefix("$") ? String(first.dropFirst()) : first
        guard let property = state.property(name), !property.isComputed else { return false }
        let module = caller.builder.module
        let names = property.type?.tokens(viewMode: .sourceAccurate).map(\.text) ?? []
        return !names.contains { module.types[$0]?.kind == .classType }
    }

    /// Whether the use is the left side of an assignment (`state = ...`), not an `inout` argument or a binding.
    private func isAssigned(_ use: NavigationUse) -> Bool {
        guard use.context == .write, let root = use.root,
              let sequence = root.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) else { return false }
        let elements = Array(sequence.elements)
        return elements.count == 3 && elements[0].id == root.id && elements[1].is(AssignmentExprSyntax.self)
    }

    /// An implicit member (`.detail(...)`, `.init(...)`, `.shared`). For the stores, an `init` anywhere runs only its
    /// initializers' code; what is written to the state (`state.destination = .edit(...)`,
    /// `state.path.append(.detail(...))`) is a value: a case of an enum the state's properties name (the feature's
    /// `Destination`, `Path`) holds its payload. Elsewhere, and for any other member, what the member may do.
    /// An implicit member assigned to a stored property of the state (`state.history = .init(results: [])`,
    /// `state.banner = shown ? .init() : nil`) is looked up in that property's declared type, a type of the module.
    private func implicitMayNavigate(_ name: String, called: Bool, _ node: MemberAccessExprSyntax, _ own: ExpressionTranslator,
                                     states: Set<String>) -> Bool {
        if let type = assignedStateType(node, states: states) {
            if name == "init" { return caller.builder.reach.initializers(type, own) }
            return own.mayNavigate(implicit: name, called: called, in: .module(type))
        }
        if question == .leavesStore {
            // Making a value runs its initializers' code, nothing else, wherever it is made.
            let reach = caller.builder.reach
            let written = isWrittenToState(node)
            let cases = written ? stateCases : [:]
            if name == "init" {
                let types = payloadTypes(around: node, cases) ?? reach.staticMembers(named: "init", caller.builder)
                return types.contains { reach.initializers($0, own) }
            }
            if cases[name] != nil { return false }
        }
        return own.mayNavigate(implicit: name, called: called, in: own.contextType(node), at: node)
    }

    /// The module type an implicit member's value is assigned to, Swift's context for it: the member (or its call) is
    /// the whole value of `state.p = ...`, or a branch of `state.p = c ? x : y`, `p` a stored property of the
    /// feature's state declared as a module type's name or a type nested in one (`Child.State`), optional or not
    /// (looked up nested in the state, then in the feature, then in the module). Nil anywhere else.
    private func assignedStateType(_ node: MemberAccessExprSyntax, states: Set<String>) -> SwiftModule.TypeDeclaration? {
        var value = Syntax(node)
        if let call = value.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == value.id { value = Syntax(call) }
        if let ternary = value.parent?.as(UnresolvedTernaryExprSyntax.self), ternary.thenExpression.id == value.id { value = Syntax(ternary) }
        guard let list = value.parent?.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true else { return nil }
        let elements = Array(list)
        guard let position = elements.firstIndex(where: { $0.id == value.id }), elements.count >= 3,
              elements[1].is(AssignmentExprSyntax.self) else { return nil }
        // `state.p = x`, or `state.p = c ? x : y` whose condition may be a sequence of its own (`a > 1 ? x : y`): one
        // `?:`, second to last, its branches the value (only an assignment binds looser than `?:`).
        let ternaries = elements.indices.filter { elements[$0].is(UnresolvedTernaryExprSyntax.self) }
        if elements.count == 3 {
            guard position == 2 else { return nil }
        } else {
            guard ternaries == [elements.count - 2], position >= elements.count - 2,
                  !elements.dropFirst(2).contains(where: { $0.is(AssignmentExprSyntax.self) }) else { return nil }
        }
        guard let target = elements[0].as(MemberAccessExprSyntax.self), let root = target.base?.as(DeclReferenceExprSyntax.self),
              states.contains(root.baseName.text), let state = feature.state,
              let property = state.property(target.declName.baseName.text), !property.isComputed, var declared = property.type else { return nil }
        while let wrapped = declared.as(OptionalTypeSyntax.self)?.wrappedType ?? declared.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType {
            declared = wrapped
        }
        let table = caller.builder.reach.features(caller.builder)
        func lookUp(_ name: String) -> SwiftModule.TypeDeclaration? {
            table.nested(name, in: state) ?? table.nested(name, in: feature.type) ?? caller.builder.module.types[name]
        }
        // `NagBanner.State?`: the module type's nested type of that name.
        if let member = declared.as(MemberTypeSyntax.self), member.genericArgumentClause == nil,
           let base = member.baseType.as(IdentifierTypeSyntax.self), base.genericArgumentClause == nil {
            return lookUp(base.name.text).flatMap { table.nested(member.name.text, in: $0) }
        }
        guard let identifier = declared.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else { return nil }
        return lookUp(identifier.name.text)
    }

    /// The type an `.init(...)` makes when it is a case's payload (`.detail(.init(syncUp: x))`): the payload's type
    /// and, for a reducer's case (`case detail(SyncUpDetail)` of a `@Reducer enum`, whose `State` case holds
    /// `SyncUpDetail.State`), its `State`. Nil when the front end cannot tell.
    private func payloadTypes(around node: MemberAccessExprSyntax, _ cases: [String: [TypeSyntax]]) -> [SwiftModule.TypeDeclaration]? {
        guard let made = node.parent?.as(FunctionCallExprSyntax.self), let argument = made.parent?.as(LabeledExprSyntax.self),
              let list = argument.parent?.as(LabeledExprListSyntax.self), let outer = list.parent?.as(FunctionCallExprSyntax.self),
              let member = outer.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
              let payloads = cases[member.declName.baseName.text], let position = list.firstIndex(where: { $0.id == argument.id }) else { return nil }
        let index = list.distance(from: list.startIndex, to: position)
        guard index < payloads.count else { return nil }
        let module = caller.builder.module
        let table = caller.builder.reach.features(caller.builder)
        let name = typeName(payloads[index])
        guard let type = module.types[name] else { return nil }
        return [type] + (table.nested("State", in: type).map { [$0] } ?? [])
    }

    /// The cases of the module's enums that the feature state's stored properties name (`Destination.State?`,
    /// `StackState<Path.State>`), with their payload types.
    private var stateCases: [String: [TypeSyntax]] {
        guard let state = feature.state else { return [:] }
        let module = caller.builder.module
        let table = caller.builder.reach.features(caller.builder)
        var names: [String: [TypeSyntax]] = [:]
        for property in state.properties where !property.isComputed && !property.isStatic {
            guard let declared = property.type else { continue }
            for token in declared.tokens(viewMode: .sourceAccurate) {
                guard let type = table.nested(token.text, in: feature.type) ?? module.types[token.text], type.kind == .enumeration else { continue }
                for enumCase in type.cases { names[enumCase.name] = type.payloadTypes(of: enumCase.name) }
            }
        }
        return names
    }

    /// Whether the node is inside the value an assignment to the state writes, or an argument of a call on the state
    /// (`state.path.append(...)`), within the clause.
    private func isWrittenToState(_ node: MemberAccessExprSyntax) -> Bool {
        var current = Syntax(node)
        var steps = 0
        while let parent = current.parent, steps < 64 {
            steps += 1
            if let sequence = parent.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), rootName(elements[0]) == clause.stateName,
                   node.position >= elements[2].position { return true }
            }
            if let call = parent.as(FunctionCallExprSyntax.self), current.id != Syntax(call.calledExpression).id,
               rootName(call.calledExpression) == clause.stateName { return true }
            if parent.is(CodeBlockItemSyntax.self) { return false }
            current = parent
        }
        return false
    }

    private func rootName(_ expression: ExprSyntax) -> String? {
        var current = expression
        var steps = 0
        while steps < 64 {
            steps += 1
            if let reference = current.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base { current = base }
            else if let optional = current.as(OptionalChainingExprSyntax.self) { current = optional.expression }
            else if let unwrap = current.as(ForceUnwrapExprSyntax.self) { current = unwrap.expression }
            else { return nil }
        }
        return nil
    }

    /// `SyncUp(id: ...)`, `Attendee.init(...)`: a value of a module struct or enum made, which only its initializers'
    /// code can make do more than hold what it is given (what the clause then does with the value is its own use).
    private func constructedValue(_ use: NavigationUse) -> SwiftModule.TypeDeclaration? {
        guard use.context == .call, use.members.isEmpty || use.members == ["init"],
              let type = caller.builder.module.types[use.name], type.kind != .classType else { return nil }
        return type
    }

    /// A `@Dependency` of the feature (`self.dismiss`, `apiClient`): whether using it may navigate; nil for other names.
    private func dependency(_ use: NavigationUse, of owner: SwiftModule.TypeDeclaration) -> Bool? {
        let name: String
        if use.name == "self", let first = use.members.first { name = first } else { name = use.name }
        guard let property = owner.property(name), property.wrapper == "Dependency" else { return nil }
        let key = property.wrapperArgument ?? ""
        let named = key.split(separator: ".").last.map(String.init) ?? key
        // A key the module declares holding one of TCA's effects (`\.dismissGame: DismissEffect`) is that effect.
        let last = TCAReducerBody.dependencyEffect(named, caller.builder.module) ?? named
        // TCA's `dismiss` writes the presenting feature's state (its `@Presents` value to nil, its stack's last element
        // off); `openURL` leaves the app.
        if last == "dismiss" { return question == .navigates }
        if last == "openURL" { return true }
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
/// A collection's `reduce(into: 0) { ... }` (no `action:`) is no reducer, and a `.map` whose value is written into
/// the state (`state.rows = response.rows.map { ... }`) maps a value: an effect runs only when the reducer returns it,
/// and what is written into the state is not returned.
private final class TCAEffects: SyntaxVisitor {
    private(set) var sent: [ExprSyntax] = []
    private(set) var sendNames: Set<String> = []
    private(set) var unread = false
    private let states: Set<String>

    init(states: Set<String>) {
        self.states = states
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
        case "publisher" where isEffect:
            unread = true
        case "reduce":
            // TCA's `reduce(into: &state, action: action)` runs another reducer; a collection's `reduce` has no `action:`.
            if node.arguments.contains(where: { $0.label?.text == "action" }) { unread = true }
        case "map", "flatMap", "compactMap":
            // `state.items.map(\.id)` maps a value; any other `.map` may map an effect's actions.
            if !(rootName(member.base).map(states.contains) ?? false), !isWrittenToState(node) { unread = true }
        default:
            break
        }
        return .visitChildren
    }

    /// Whether the node is inside the value an assignment to the state writes (`state.x = ...`), within its statement.
    private func isWrittenToState(_ node: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(node)
        var steps = 0
        while let parent = current.parent, steps < 64 {
            steps += 1
            if parent.is(ClosureExprSyntax.self) || parent.is(CodeBlockItemSyntax.self) { return false }
            if let sequence = parent.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let target = rootName(elements[0]), states.contains(target),
                   node.position >= elements[2].position { return true }
            }
            current = parent
        }
        return false
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

/// The locals a reducer's code declares with TCA's shared state wrappers (`@Shared(.syncUps) var syncUps`,
/// `@SharedReader`). Closures and nested functions are their own code.
final class TCASharedLocals: SyntaxVisitor {
    private(set) var names: Set<String> = []

    static func names(in node: Syntax) -> Set<String> {
        let finder = TCASharedLocals(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.names
    }

    /// Whether the node is in the arguments of a `@Shared(...)` or `@SharedReader(...)` attribute (its key).
    static func isKey(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        var steps = 0
        while let parent = current, steps < 32 {
            if let attribute = parent.as(AttributeSyntax.self) { return isShared(attribute) }
            if parent.is(CodeBlockItemSyntax.self) || parent.is(ClosureExprSyntax.self) { return false }
            current = parent.parent
            steps += 1
        }
        return false
    }

    private static func isShared(_ attribute: AttributeSyntax) -> Bool {
        let name = attribute.attributeName.as(IdentifierTypeSyntax.self)?.name.text
        return name == "Shared" || name == "SharedReader"
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let wrapped = node.attributes.contains { element in element.as(AttributeSyntax.self).map(Self.isShared) == true }
        if wrapped {
            for binding in node.bindings {
                if let identifier = binding.pattern.as(IdentifierPatternSyntax.self) { names.insert(identifier.identifier.text) }
            }
        }
        return .skipChildren
    }
}
