import SwiftSyntax

/// The state a call of a view's closure property (`onLogin()`, `Button(action: onLogin)`) may write, when that is all
/// it may do to navigation: the union of the write sets of every closure the property may hold (its default and each
/// caller's argument, each read in the caller's scope, `ExpressionTranslator.closurePropertyWrites`). The call is then
/// the writes of unknown values to that state: an abstraction, not an unknown site.
///
/// Decided once per property and scene. A property whose closures reach back to one being decided (a row that gives
/// its children a closure calling its own property) is unknown, and so is a chain deeper than
/// `NavigationReachMemo.maxDepth`: both the safe side.
final class ClosurePropertyWrites {
    private var decided: [String: Set<StateWrite>?] = [:]
    private var deciding: Set<String> = []

    func writes(_ type: SwiftModule.TypeDeclaration, _ property: SwiftModule.Property, _ caller: ExpressionTranslator) -> Set<StateWrite>? {
        let key = "\(type.name).\(property.name)"
        if let known = decided[key] { return known }
        guard deciding.count < NavigationReachMemo.maxDepth, deciding.insert(key).inserted else { return nil }
        let result = caller.closurePropertyWrites(type, property)
        deciding.remove(key)
        // Read while a function's write set rests on an assumption about a function still being read
        // (`NavigationWriteSets`), the answer may grow with it: kept for this read only.
        if !caller.builder.reach.writeSets.isDeciding { decided[key] = result }
        return result
    }
}

extension ExpressionTranslator {
    /// The scene state a call of a type's closure property may write, when writing it is all that any closure the
    /// property may hold does to navigation (`ClosurePropertyWrites`): each closure's write set read in the scope where
    /// it is given, with its parameters the values the call passes (read at the call); a method or closure property of
    /// the caller given by name by its own write set. nil when the closures cannot all be seen, one may navigate
    /// otherwise, uses a parameter or local of the code around the call that made the view, or writes state of one
    /// view instance (the caller's own `@State`), which the called view cannot name.
    func closurePropertyWrites(_ type: SwiftModule.TypeDeclaration, _ property: SwiftModule.Property) -> Set<StateWrite>? {
        guard let held = heldClosures(type, property) else { return nil }
        var all: Set<StateWrite> = []
        if let initial = held.initial {
            let own = ExpressionTranslator(builder: builder, scope: Scope(owner: type.name, source: property.source))
            guard let writes = own.argumentWrites(initial, enclosing: []) else { return nil }
            all.formUnion(writes)
        }
        for (given, site) in held.given {
            let owner = Self.enclosingType(of: Syntax(site.call), builder.module) ?? ""
            let caller = ExpressionTranslator(builder: builder, scope: Scope(owner: owner, source: site.source))
            guard let writes = caller.argumentWrites(given, enclosing: Self.enclosingNames(of: Syntax(site.call))) else { return nil }
            all.formUnion(writes)
        }
        return all
    }

    /// The scene state an argument given for a closure property may write when called, read in this (the caller's)
    /// scope; nil when it may navigate otherwise (`closurePropertyWrites`).
    private func argumentWrites(_ given: ExprSyntax, enclosing: Set<String>) -> Set<StateWrite>? {
        if given.is(NilLiteralExprSyntax.self) { return [] }
        let finder = NavigationUses(viewMode: .sourceAccurate)
        finder.walk(given)
        if finder.unfollowed || finder.uses.contains(where: { enclosing.contains($0.name) }) { return nil }
        if !mayNavigate(given) { return [] }
        var writes: Set<StateWrite>
        if let closure = given.as(ClosureExprSyntax.self) {
            // The closure's parameters hold what the call passes, which the call's own statement reads.
            var inner = scope
            for name in Self.parameterNames(closure) {
                inner.locals[name] = (name, .string)
                inner.substitutions[name] = nil
            }
            guard let collector = ExpressionTranslator(builder: builder, scope: inner).collectWrites(Syntax(closure.statements)) else { return nil }
            writes = Set(collector.writes.map(\.write))
        } else {
            // `onTap: select`, `onTap: self.onSelect`: a method or closure property of the caller, as if called.
            let reference = given.as(DeclReferenceExprSyntax.self)
                ?? given.as(MemberAccessExprSyntax.self).flatMap { $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? $0.declName : nil }
            guard let name = reference?.baseName.text, !scope.declares(name), let type = builder.module.types[scope.owner] else { return nil }
            if let property = type.property(name), isClosureType(property.type) {
                guard let held = builder.reach.closureWrites.writes(type, property, self) else { return nil }
                writes = held
            } else if type.method(name) != nil, type.property(name) == nil {
                guard let held = builder.reach.writeSets.writes(.method(owner: type.name, name: name), self) else { return nil }
                writes = held
            } else {
                return nil
            }
        }
        // A write of one view instance's own state (`@State` of the caller) cannot be said where the closure is called.
        guard writes.allSatisfy({ $0.view == nil }) else { return nil }
        return writes
    }

    /// The names a closure's signature binds (`{ item in }`, `{ (a, b) in }`, `{ _ in }` binds none).
    static func parameterNames(_ closure: ClosureExprSyntax) -> [String] {
        guard let parameters = closure.signature?.parameterClause else { return [] }
        switch parameters {
        case .simpleInput(let list): return list.map(\.name.text).filter { $0 != "_" }
        case .parameterClause(let clause): return clause.parameters.map { ($0.secondName ?? $0.firstName).text }.filter { $0 != "_" }
        }
    }

    /// The closure property of the view whose code this is that a use calls or hands on as a function
    /// (`onLogin()`, `self.onLogin?()`, `Button(action: onLogin)`), when that is all the use does with it.
    func calledClosureProperty(_ use: NavigationUse, whole: Syntax?) -> (SwiftModule.TypeDeclaration, SwiftModule.Property)? {
        guard let type = builder.module.types[scope.owner] else { return nil }
        let name: String
        if use.name == "self", use.members.count == 1 { name = use.members[0] }
        else if use.members.isEmpty, use.name != "self", !scope.declares(use.name) { name = use.name }
        else { return nil }
        switch use.context {
        case .call: break
        case .read:
            // Handed on as the action itself (`Button(action: onLogin)`): the whole expression is the reference.
            guard let root = use.root, let whole else { return nil }
            let node = root.parent?.as(MemberAccessExprSyntax.self).map(Syntax.init) ?? Syntax(root)
            guard node.id == whole.id else { return nil }
        case .write: return nil
        }
        guard let property = type.property(name), !property.isStatic, isClosureType(property.type) else { return nil }
        return (type, property)
    }
}
