import SwiftSyntax

/// The Composable Architecture features of a module, read once per scene: each reducer's handling of its actions
/// (`TCAClauses`), and which action cases embed which features (what a parent's pattern may catch of a child's action).
///
/// A feature is a type with a `var body: some Reducer...` (or a `reduce(into:action:)` method) and a nested `State`.
/// In TCA a view's `store.send(action)` runs the feature's reducer and then every parent's (a parent sees the child's
/// action wrapped in its own case: `.path(.element(id:, action: .detail(.delegate(.deleted))))`), so what a send
/// does is decided by every clause of the module that may match it (`candidates`).
final class TCAFeatures {
    struct Feature {
        let type: SwiftModule.TypeDeclaration
        let state: SwiftModule.TypeDeclaration?
        let action: SwiftModule.TypeDeclaration?
        /// Reducer code the front end does not read (a `Reduce` whose closure is no `switch action`, `.onChange`...):
        /// any action may navigate there.
        var opaque = false
        var clauses: [Int] = []
    }

    private let module: SwiftModule
    private(set) var features: [String: Feature] = [:]
    private(set) var clauses: [TCAClause] = []
    /// Clauses by every case name their pattern mentions.
    private var byName: [String: [Int]] = [:]
    /// Clauses by the last case name of their pattern (TCA's `presented` and `element` left out): a pattern that ends
    /// at a child's case catches every action of that child.
    private var byLastName: [String: [Int]] = [:]
    /// `default:`, `case let action:`: clauses that catch every action of their feature.
    private var catchAll: [Int] = []
    /// Features with reducer code the front end does not read.
    private var opaqueFeatures: [String] = []
    /// The enum cases whose associated values name a type, by the type's name (`case detail(SyncUpDetail)`).
    private var payloadNames: [String: [(owner: String, caseName: String)]] = [:]
    private var enclosing: [String: String] = [:]
    private var embeddings: [String: (cases: Set<String>, types: Set<String>)] = [:]

    /// TCA's own wrapper cases, which sit between a parent's case and the child's action.
    static let wrapperCases: Set<String> = ["presented", "element"]
    /// Actions TCA's own reducers handle by navigating or writing any state: `.binding(...)` (`BindingReducer`),
    /// `.dismiss` (`ifLet`), `.popFrom(id:)` and `.push(id:state:)` (`forEach`).
    static let navigatingActions: Set<String> = ["binding", "dismiss", "popFrom", "push"]

    init(_ module: SwiftModule) {
        self.module = module
        for name in module.typeOrder {
            guard let type = module.types[name] else { continue }
            for nested in type.nestedTypes { enclosing[nested] = name }
        }
        for name in module.typeOrder {
            guard let type = module.types[name] else { continue }
            for (caseName, payloads) in type.payloads {
                for payload in payloads {
                    for token in payload.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier {
                        payloadNames[resolve(token.text, from: name), default: []].append((name, caseName))
                    }
                }
            }
        }
        var reducers: [(SwiftModule.TypeDeclaration, TCAReducerBody)] = []
        var helpersRead: Set<String> = []
        for name in module.typeOrder {
            guard let type = module.types[name], let reducer = TCAReducerBody(type, module) else { continue }
            reducers.append((type, reducer))
            helpersRead.formUnion(reducer.helpersRead.subtracting([name]))
        }
        for (type, reducer) in reducers {
            let name = type.name
            var feature = Feature(type: type, state: nested("State", in: type), action: nested("Action", in: type))
            feature.opaque = reducer.opaque
            // A reducer without a state of its own that a feature's body runs (`ActiveGamesTray()` in `Game`'s body)
            // handles that feature's actions on that feature's state, where its code is read as the feature's
            // clauses; read on its own it would have no state to write, so its clauses are not indexed again.
            let readElsewhere = feature.state == nil && helpersRead.contains(name)
            for clause in reducer.clauses {
                let index = clauses.count
                clauses.append(clause)
                feature.clauses.append(index)
                if readElsewhere { continue }
                for caseName in Set(clause.names) { byName[caseName, default: []].append(index) }
                if let last = clause.names.last(where: { !Self.wrapperCases.contains($0) }) { byLastName[last, default: []].append(index) }
                if clause.names.isEmpty { catchAll.append(index) }
            }
            features[name] = feature
            // A reducer without a state of its own (`GameCenterLogic`, an operator's `Haptics<Base>`) runs only where a
            // feature's body uses it, which reads it on that feature's state (and is opaque where it is).
            if feature.opaque && feature.state != nil { opaqueFeatures.append(name) }
        }
    }

    /// The features whose `Action` declares a case of this name (what a store the front end cannot type may be).
    func features(declaring caseName: String) -> [Feature] {
        if declaring == nil {
            var table: [String: [Feature]] = [:]
            for name in module.typeOrder {
                guard let feature = features[name], let action = feature.action else { continue }
                for actionCase in action.cases { table[actionCase.name, default: []].append(feature) }
            }
            declaring = table
        }
        return declaring?[caseName] ?? []
    }
    private var declaring: [String: [Feature]]?

    /// The module's type nested in `type` under `name` (`Feature.State`), as the module names it.
    func nested(_ name: String, in type: SwiftModule.TypeDeclaration) -> SwiftModule.TypeDeclaration? {
        type.nestedType(named: name).flatMap { module.types[$0] }
    }

    /// The feature of a store's declared type: `StoreOf<F>`, `Store<F.State, F.Action>` (optional or not).
    func feature(ofStore declared: TypeSyntax?) -> Feature? {
        var type = declared
        while let wrapped = type?.as(OptionalTypeSyntax.self)?.wrappedType ?? type?.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType {
            type = wrapped
        }
        guard let identifier = type?.as(IdentifierTypeSyntax.self), let arguments = identifier.genericArgumentClause?.arguments,
              let argument = arguments.first?.typeArgument else { return nil }
        switch identifier.name.text {
        case "StoreOf" where arguments.count == 1:
            return features[typeName(argument)]
        case "Store" where arguments.count == 2:
            guard let member = argument.as(MemberTypeSyntax.self), member.name.text == "State" else { return nil }
            return features[typeName(member.baseType)]
        default:
            return nil
        }
    }

    /// The clauses of the module that may handle `names` sent to `feature`'s store, or nil when reducer code the
    /// front end does not read may. Those of the feature whose pattern begins with the action's case (or catches any);
    /// a parent's whose pattern names a case that embeds the feature and one of the action's cases
    /// (`.child(.delegate(.saved))`) or ends at the embedding case (`case .destination(.presented(let action))`); a
    /// child's whose pattern begins with a case the action routes on to it (`.saved` of `.child(.saved)`); a catch-all
    /// of the feature or of a feature that embeds it (of any feature, for an action that goes on to a child).
    func candidates(for names: [String], in featureName: String) -> [Int]? {
        guard let feature = features[featureName], let head = names.first else { return nil }
        let embedding = embedding(of: featureName)
        // An action with a child's action inside goes down to the child and what it embeds: any catch-all may see it.
        let reachesChildren = names.count > 1
        var found: Set<Int> = []
        for name in opaqueFeatures where name == featureName || embedding.types.contains(name) || reachesChildren { return nil }
        for index in feature.clauses where clauses[index].names.first == head || clauses[index].names.isEmpty { found.insert(index) }
        // A parent's clause names the case that embeds the feature, then the action's cases or nothing more.
        for name in Set(names) {
            for index in byName[name] ?? [] where clauses[index].names.contains(where: embedding.cases.contains) { found.insert(index) }
        }
        for name in embedding.cases { found.formUnion(byLastName[name] ?? []) }
        // A child's clause sees the cases after the one that routes the action to it.
        for name in Set(names.dropFirst()) {
            for index in byName[name] ?? [] where clauses[index].names.first == name { found.insert(index) }
        }
        for index in catchAll {
            let owner = clauses[index].feature
            if reachesChildren || owner == featureName || embedding.types.contains(owner) { found.insert(index) }
        }
        return found.sorted()
    }

    /// The cases of the module whose associated values embed the feature, directly or through other types
    /// (`case detail(SyncUpDetail)` in `Path`, then `case path(StackActionOf<Path>)` in `AppFeature.Action`), and the
    /// types that hold such cases (with the types they are nested in). One walk per feature, linear in the cases.
    func embedding(of featureName: String) -> (cases: Set<String>, types: Set<String>) {
        if let known = embeddings[featureName] { return known }
        var cases: Set<String> = []
        var types: Set<String> = []
        var queue: [String] = []
        var queued: Set<String> = []
        func enqueue(_ typeName: String) {
            guard types.insert(typeName).inserted else { return }
            if let outer = enclosing[typeName] { enqueue(outer) }
            if queued.insert(typeName).inserted { queue.append(typeName) }
        }
        enqueue(featureName)
        var next = 0
        while next < queue.count {
            let name = queue[next]
            next += 1
            for (owner, caseName) in payloadNames[name] ?? [] {
                cases.insert(caseName)
                enqueue(owner)
            }
        }
        types.remove(featureName)
        embeddings[featureName] = (cases, types)
        return (cases, types)
    }

    /// The module type a name written in `owner` refers to: a type nested in it or in a type around it (each
    /// feature's own `Path`, `Action`), else the module's type of that name; the name itself when the module declares
    /// none (another module's type).
    private func resolve(_ name: String, from owner: String) -> String {
        var current: String? = owner
        var steps = 0
        while let scope = current, steps < 16 {
            if let nested = module.types[scope]?.nestedType(named: name) { return nested }
            current = enclosing[scope]
            steps += 1
        }
        return name
    }

    // MARK: - The action a view sends

    /// `.tapped`, `.row(.delete)`, `.rename("x")`, `.delete(atOffsets: indices)`: the case names from the outside in,
    /// and whether an argument may hold an action the names do not show (a variable of a child's action type).
    /// Nil for an action the front end cannot read (a variable).
    func sentAction(_ expression: ExprSyntax, in feature: Feature) -> (names: [String], open: Bool)? {
        var names: [String] = []
        var open = false
        var current: ExprSyntax? = expression
        var enumType = feature.action
        while let expr = current {
            current = nil
            let callee = expr.as(FunctionCallExprSyntax.self)?.calledExpression ?? expr
            guard let member = callee.as(MemberAccessExprSyntax.self), isActionBase(member.base) else { return nil }
            let caseName = member.declName.baseName.text
            names.append(caseName)
            guard let call = expr.as(FunctionCallExprSyntax.self) else { break }
            let payloads = enumType?.payloadTypes(of: caseName) ?? []
            let nextEnum = payloads.count == 1 ? resolve(payloads[0], near: enumType) : nil
            for (position, argument) in call.arguments.enumerated() {
                let value = argument.expression
                if current == nil, isCaseExpression(value) {
                    current = value
                    continue
                }
                if isLiteral(value) { continue }
                if position >= payloads.count || !isPlain(payloads[position], near: enumType) { open = true }
            }
            if call.trailingClosure != nil { open = true }
            enumType = nextEnum
        }
        return (names, open)
    }

    private func isActionBase(_ base: ExprSyntax?) -> Bool {
        guard let base else { return true }
        // `Action.tapped`, `Feature.Action.tapped`, `Self.Action.tapped`.
        if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "Action" }
        if let member = base.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text == "Action" }
        return false
    }

    private func isCaseExpression(_ value: ExprSyntax) -> Bool {
        let callee = value.as(FunctionCallExprSyntax.self)?.calledExpression ?? value
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return false }
        return isActionBase(member.base)
    }

    private func isLiteral(_ value: ExprSyntax) -> Bool {
        value.is(BooleanLiteralExprSyntax.self) || value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self)
            || value.is(StringLiteralExprSyntax.self) || value.is(NilLiteralExprSyntax.self)
    }

    /// The module type a payload's type names, looked up by its name and then nested in the enum that declares it.
    private func resolve(_ type: TypeSyntax, near owner: SwiftModule.TypeDeclaration?) -> SwiftModule.TypeDeclaration? {
        let name = typeName(type)
        guard !name.isEmpty else { return nil }
        if let owner, let nested = owner.nestedType(named: name) { return module.types[nested] }
        return module.types[name]
    }

    /// A payload type that cannot hold an action: no action type in it (`Child.Action`, TCA's `PresentationAction`,
    /// `StackActionOf`, `BindingAction`, a module type whose name ends in `Action` or that is declared inside an
    /// action enum). A feature's own type or its state (`Result<Stats, Error>`, `Path.State`) is a value, not an action.
    private func isPlain(_ type: TypeSyntax, near owner: SwiftModule.TypeDeclaration?) -> Bool {
        for token in type.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier {
            if token.text.hasSuffix("Action") { return false }
            let name = owner.map { resolve(token.text, from: $0.name) } ?? token.text
            if let declared = module.types[name], isInsideAction(declared.name) { return false }
        }
        return true
    }

    private func isInsideAction(_ name: String) -> Bool {
        var current: String? = name
        var steps = 0
        while let type = current, steps < 16 {
            if type == "Action" || type.hasSuffix(".Action") { return true }
            current = enclosing[type]
            steps += 1
        }
        return false
    }
}

private extension TokenKind {
    var isIdentifier: Bool {
        if case .identifier = self { return true }
        return false
    }
}
