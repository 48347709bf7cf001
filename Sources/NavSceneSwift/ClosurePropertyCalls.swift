import NavSceneModel
import SwiftSyntax

/// A call of a view's closure property (`onLogin()`, `self.onPick?(page)`, `Button(action: onLogin)`) runs one of the
/// closures the property may hold: its default or one a caller gave (`heldClosures`). Each is read in the scope where it
/// is written (the caller's model, its methods and actions), its parameters unknown values, and the call is one unknown
/// branch over them (only that one when it is the only closure the property may hold); what the front end cannot
/// follow in them is one unknown site, the call. A closure that reaches the caller's own instance (its `@State`,
/// `@Binding`s, parameters), dismisses (the caller's presentation, which may not be the called view's), or uses a
/// parameter or local of the code around the caller cannot be read so: then the call is what the closures may write
/// (`ClosurePropertyWrites`), or unknown.
extension ExpressionTranslator {
    /// Closures a property may hold beyond which the call is not inlined.
    static let maxClosureAlternatives = 16

    /// The statements a call of the owner's closure property runs; nil when it is none or cannot be read.
    func closurePropertyCall(_ call: FunctionCallExprSyntax) -> [Statement]? {
        guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty else { return nil }
        var callee = call.calledExpression
        if let optional = callee.as(OptionalChainingExprSyntax.self) { callee = optional.expression }
        if call.arguments.isEmpty, let statements = givenClosureStatements(callee) { return statements }
        guard let (type, property) = ownClosureProperty(callee), !call.arguments.contains(where: { mayNavigate($0.expression) }) else { return nil }
        return closurePropertyStatements(type, property, range: source.range(call), what: brief(call))
    }

    /// `action` or `self.action` in a view inlined for one call, where that call gave the action a closure
    /// (`Scope.givenClosures`): the closure's statements, read in the caller's scope (its parameters unknown values).
    /// nil when the name is no such action.
    func givenClosureStatements(_ expr: ExprSyntax) -> [Statement]? {
        let reference = expr.as(DeclReferenceExprSyntax.self)
            ?? expr.as(MemberAccessExprSyntax.self).flatMap { $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? $0.declName : nil }
        // (Only closures that take nothing are given: `ViewTranslator.givenClosure`.)
        guard let name = reference?.baseName.text, reference?.argumentNames == nil, let argument = scope.givenClosures[name],
              let closure = argument.closure else { return nil }
        let caller = ExpressionTranslator(builder: builder, scope: argument.scope)
        guard caller.mayNavigate(ExprSyntax(closure)) else { return [] }
        return caller.statements(closure.statements, opaqueIfNot: true)
    }

    /// `onLogin` or `self.onLogin`: the owner's closure property of that name.
    func ownClosureProperty(_ expr: ExprSyntax) -> (SwiftModule.TypeDeclaration, SwiftModule.Property)? {
        let reference = expr.as(DeclReferenceExprSyntax.self)
            ?? expr.as(MemberAccessExprSyntax.self).flatMap { $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? $0.declName : nil }
        guard let name = reference?.baseName.text, reference?.argumentNames == nil, !scope.declares(name),
              let type = builder.module.types[scope.owner], let property = type.property(name), isClosureType(property.type) else { return nil }
        return (type, property)
    }

    /// What calling the property runs: one unknown branch over the closures it may hold.
    func closurePropertyStatements(_ type: SwiftModule.TypeDeclaration, _ property: SwiftModule.Property, range: SourceRange,
                                   what: String) -> [Statement]? {
        if builder.isActionParameter(property.name, of: type.name), type.name == scope.owner {
            // An action parameter of the instance whose code this is: the caller's closure, run in its context.
            builder.viewScopedUses += 1
            return [Statement(kind: .run(property.name), range: range, targetRange: range)]
        }
        // The closures are read where they are written, none of them in the instance being declared.
        let declaring = builder.declaringView
        builder.declaringView = nil
        defer { builder.declaringView = declaring }
        guard let held = heldClosures(type, property), held.given.count + 1 <= Self.maxClosureAlternatives else { return nil }
        let key = "closure \(type.name).\(property.name)"
        guard builder.inlining.insert(key).inserted else { return nil }
        defer { builder.inlining.remove(key) }
        let opaqueBefore = builder.scene.opaque.count
        var alternatives: [[Statement]] = []
        var readable = true
        if let initial = held.initial {
            let own = ExpressionTranslator(builder: builder, scope: Scope(owner: type.name, source: property.source))
            if let statements = own.givenStatements(initial, enclosing: []) { alternatives.append(statements) } else { readable = false }
        }
        for (given, site) in held.given where readable {
            let owner = Self.enclosingType(of: Syntax(site.call), builder.module) ?? ""
            let caller = ExpressionTranslator(builder: builder, scope: Scope(owner: owner, source: site.source))
            if let statements = caller.givenStatements(given, enclosing: Self.enclosingNames(of: Syntax(site.call))) {
                alternatives.append(statements)
            } else {
                readable = false
            }
        }
        // Read in the called view, a name of its own (a property, a row's variable around the call) would be the
        // instance's, not the caller's state of that name.
        let mentioned = alternatives.reduce(into: Set<String>()) { $0.formUnion(Self.names(in: $1)) }
        guard readable, mentioned.isDisjoint(with: instanceNames()) else {
            builder.scene.opaque.removeSubrange(opaqueBefore...)
            return nil
        }
        // What the front end cannot follow in them is one unknown site, the call (as for a view's method inlined).
        if let cause = builder.dropUnknownNavigation(since: opaqueBefore) {
            builder.noteOpaque(.statement, what, range, mayNavigate: true, cause: cause)
        }
        if alternatives.count == 1 { return alternatives[0] }
        var result: [Statement] = []
        for alternative in alternatives.reversed() where !alternative.isEmpty {
            result = unknownBranch(at: range, then: alternative, otherwise: result)
        }
        return result
    }

    /// The statements of one closure a property may hold, read in this scope (where it is written); nil when it
    /// cannot be read so (`closurePropertyCall`).
    private func givenStatements(_ given: ExprSyntax, enclosing: Set<String>) -> [Statement]? {
        if given.is(NilLiteralExprSyntax.self) { return [] }
        let finder = NavigationUses(viewMode: .sourceAccurate)
        finder.walk(given)
        if finder.unfollowed || finder.uses.contains(where: { enclosing.contains($0.name) }) { return nil }
        if !mayNavigate(given) { return [] }
        let scopedUses = builder.viewScopedUses
        var statements: [Statement]?
        if let closure = given.as(ClosureExprSyntax.self) {
            var inner = scope
            for name in Self.parameterNames(closure) {
                inner.hide(name)
            }
            // A closure that names `$0` reads what the call passes, which the model does not follow here.
            guard !closure.statements.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .dollarIdentifier("$0") || $0.text.hasPrefix("$") && $0.text.dropFirst().allSatisfy(\.isNumber) }) else { return nil }
            statements = ExpressionTranslator(builder: builder, scope: inner).statements(closure.statements, opaqueIfNot: true)
        } else if let (type, property) = ownClosureProperty(given) {
            // Handed on: what the caller's own property runs.
            statements = closurePropertyStatements(type, property, range: source.range(given), what: brief(given))
        } else if let reference = given.as(DeclReferenceExprSyntax.self)
                    ?? given.as(MemberAccessExprSyntax.self).flatMap({ $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? $0.declName : nil }),
                  !scope.declares(reference.baseName.text), let type = builder.module.types[scope.owner],
                  type.methods.filter({ $0.name == reference.baseName.text }).count == 1, let method = type.method(reference.baseName.text),
                  !method.parameters.contains(where: { Self.isInOut($0.type) }), let body = method.body {
            // `onTap: select`, `onPick: select(_:)`: the caller's method, run; its parameters hold what the call passes
            // (which the call's own statement reads), unknown values here, as a closure's are.
            var inner = Scope(owner: type.name, source: method.source)
            for parameter in method.parameters where parameter.name != "_" { inner.hidden.insert(parameter.name) }
            statements = ExpressionTranslator(builder: builder, scope: inner).statements(body, opaqueIfNot: true)
        }
        guard let statements, builder.viewScopedUses == scopedUses, !builder.mayDismiss(statements, unknownRunsMay: true) else {
            // Not run here: what it read of its own instance is no use of the code being translated.
            builder.viewScopedUses = scopedUses
            return nil
        }
        return statements
    }

    /// `inout Item`: a parameter whose writes are the caller's variable's.
    static func isInOut(_ type: TypeSyntax) -> Bool {
        type.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.inout) }
    }

    /// The names the view instance whose code this is has of its own here: its properties and the locals around.
    func instanceNames() -> Set<String> {
        var names = Set(builder.module.types[scope.owner]?.properties.map(\.name) ?? [])
        for (name, local) in scope.locals {
            names.insert(name)
            names.insert(local.name)
        }
        return names
    }

    /// The names statements read or write, by their first part (`state` of `state.auth`).
    static func names(in statements: [Statement]) -> Set<String> {
        var names: Set<String> = []
        func read(_ expression: Expression) {
            _ = expression.text { name in
                names.insert(String(name.split(separator: ".").first ?? ""))
                return name
            }
        }
        for statement in Statement.flattened(statements) {
            if let target = statement.target { names.insert(target) }
            switch statement.kind {
            case .set(_, let value), .append(_, let value): read(value)
            case .conditional(let conditional): read(conditional.condition)
            default: break
            }
        }
        return names
    }
}

extension SceneBuilder {
    /// Whether statements may dismiss: a `dismiss`, or a named action of the scene that may (followed at most
    /// `NavigationReachMemo.maxDepth` deep; deeper, it may). A run of a name the scene declares no action for (an
    /// action parameter, whose closure is judged where it is given) dismisses when `unknownRunsMay`.
    func mayDismiss(_ statements: [Statement], unknownRunsMay: Bool, depth: Int = 0) -> Bool {
        for statement in Statement.flattened(statements) {
            switch statement.kind {
            case .dismiss: return true
            case .run(let name):
                guard let action = scene.actions[name] else {
                    if unknownRunsMay { return true }
                    continue
                }
                guard depth < NavigationReachMemo.maxDepth else { return true }
                if mayDismiss(action.statements, unknownRunsMay: unknownRunsMay, depth: depth + 1) { return true }
            default: continue
            }
        }
        return false
    }
}
