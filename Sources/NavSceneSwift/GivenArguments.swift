import SwiftSyntax

/// A value that holds navigation given to a method of the module (`Wine.control(bottle: bottle)`,
/// `router.show(item)`, `showRemoveAlert(bottle: bottle)`): the method's code is the module's, so where the value
/// goes from there is the method's body to say. When every method the call may run (each overload of that name whose
/// labels fit, on the type the call names and on the module's subclasses of it, which dynamic dispatch may run
/// instead) declares the parameter it is given as the very type of the value (one of the module's, not a protocol),
/// each body is read once with the parameter as a value of that type (`TypedLocalTable`): every use of it there is
/// judged like a use of the module's value (a chain that writes navigation state navigates; returning it, storing it,
/// passing it on unjudged keeps it unknown). The argument is then judged there; what the call itself does is decided
/// by the call's own use, as before. Unknown otherwise: a parameter of another type (a protocol, a supertype, a
/// generic parameter, `Any`), a method without a body, a variadic parameter, an initializer (which keeps what it is
/// given).
extension ExpressionTranslator {
    func argumentIsJudgedByCallee(_ argument: LabeledExprSyntax, of call: FunctionCallExprSyntax, given: SwiftModule.TypeDeclaration) -> Bool {
        guard let (type, name) = moduleCallee(of: call) else { return argumentIsJudgedByAnyCallee(argument, of: call, given: given) }
        guard name != "init" else { return false }
        var matched = 0
        for owner in [type] + builder.reach.subclasses(of: type, builder) {
            guard let count = methodsJudge(owner, name, argument, of: call, given: given) else { return false }
            matched += count
        }
        return matched > 0
    }

    /// `handle.writeInfo(for: bottle)` on a receiver whose type the code does not say (a local, a call's result): the
    /// method may be any of the module's of that name (on any of its types, or its extensions of other modules'), each
    /// read as above, or another module's, which reaches the value only through its witnesses (`foreignCodeMayNavigate`)
    /// and returns nothing of it when the call's result is dropped. No property of the module's may have the name (a
    /// closure it holds would get the value unjudged).
    private func argumentIsJudgedByAnyCallee(_ argument: LabeledExprSyntax, of call: FunctionCallExprSyntax, given: SwiftModule.TypeDeclaration) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
              base.as(DeclReferenceExprSyntax.self).map({ !["super", "self", "Self"].contains($0.baseName.text) }) ?? true,
              !base.is(SuperExprSyntax.self), call.additionalTrailingClosures.isEmpty else { return false }
        let name = member.declName.baseName.text
        let members = builder.reach.memberOwners(builder)
        guard name != "init", !members.properties.contains(name), resultIsDropped(Syntax(call)),
              !foreignCodeMayNavigate([(given.name, false)]) else { return false }
        for ownerName in members.methods[name] ?? [] {
            guard let owner = builder.module.types[ownerName], methodsJudge(owner, name, argument, of: call, given: given) != nil else { return false }
        }
        return true
    }

    /// How many methods of `owner` named `name` the call may run (an overload whose labels fit), each of which judges
    /// the argument (its parameter declared as the value's own type, its body read with it so, not navigating); nil
    /// when one may not.
    private func methodsJudge(_ owner: SwiftModule.TypeDeclaration, _ name: String, _ argument: LabeledExprSyntax, of call: FunctionCallExprSyntax,
                              given: SwiftModule.TypeDeclaration) -> Int? {
        let ownerLast = owner.name.split(separator: ".").last.map(String.init) ?? owner.name
        guard !builder.reach.protocols(builder).contains(ownerLast), !holding.protocols.contains(owner.name) else { return nil }
        var matched = 0
        for (index, method) in owner.methods.enumerated() where method.name == name {
            // An overload with another parameter's label in the call is not this callee.
            let bound = Self.boundParameter(method.parameters, argument, of: call)
            guard bound.fits else { continue }
            // `writeInfo(for process: Process)` beside `writeInfo(for bottle: Bottle)`: no value of the module's type
            // converts to that parameter's type, so Swift cannot run this overload with the argument.
            if let parameter = bound.parameter, cannotTake(parameter.type) { continue }
            guard let parameter = bound.parameter, parameter.type.parent?.as(FunctionParameterSyntax.self)?.ellipsis == nil,
                  declaredModuleType(parameter.type)?.name == given.name else { return nil }
            matched += 1
            let key = "\(owner.name).given \(name) \(index) \(parameter.name)"
            if builder.reach.decide(key, self, { givenParameterMayNavigate(method, parameter.name, given, owner: owner) }) { return nil }
        }
        return matched
    }

    /// Whether a parameter's type is another module's concrete type no value of the module's types converts to (an
    /// optional of it too): a value type of the standard library, Foundation or SwiftUI (`ForeignTypes.standard`,
    /// `foreignValueTypes`: no type of the module is one), or a class of Foundation no framework class inherits from
    /// (`ForeignTypes.leafClasses`), when the module declares, aliases or conforms nothing to the name
    /// (`isPlainForeignTypeName`: a class of the module inheriting from it names it) and it is no generic parameter.
    /// Swift converts an argument only to its own type, a supertype (a superclass, a protocol it conforms to),
    /// `Any`/`AnyObject`, an existential or an optional of these, none of which such a type is.
    private func cannotTake(_ declared: TypeSyntax) -> Bool {
        var type = declared
        while let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType {
            type = wrapped
        }
        guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else { return false }
        let name = identifier.name.text
        guard ForeignTypes.standard.contains(name) || Self.foreignValueTypes.contains(name) || ForeignTypes.leafClasses.contains(name) else { return false }
        return !isGenericParameter(name, of: identifier) && builder.reach.isPlainForeignTypeName(name, builder)
    }

    /// The module's type a parameter is declared as (optional or not, `inout` excluded: that argument is a write),
    /// when it is one of the module's non-generic types and not a protocol.
    private func declaredModuleType(_ declared: TypeSyntax) -> SwiftModule.TypeDeclaration? {
        var type = declared
        while let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType {
            type = wrapped
        }
        guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else { return nil }
        let module = builder.module
        let resolved = module.lexicalTypeName(identifier.name.text, at: identifier)
        guard !isGenericParameter(identifier.name.text, of: identifier), !holding.protocols.contains(resolved),
              !builder.reach.protocols(builder).contains(identifier.name.text), !module.isProvisional(resolved) else { return nil }
        return module.types[resolved]
    }

    /// The method's body read with `parameter` as a value of `type` (its other parameters as the values the caller
    /// gives, read where they are given).
    private func givenParameterMayNavigate(_ method: SwiftModule.Method, _ parameter: String, _ type: SwiftModule.TypeDeclaration,
                                           owner: SwiftModule.TypeDeclaration) -> Bool {
        guard let body = method.body else { return because("gives a value that holds navigation to a method the code does not show") }
        var scope = Scope(owner: owner.name, source: method.source)
        for declared in method.parameters { scope.locals[declared.name] = (declared.name, .string) }
        let table = TypedLocalTable(root: Syntax(body))
        table.entries[parameter, default: []].append(.init(type: type, region: Syntax(body), after: body.position))
        var reader = ExpressionTranslator(builder: builder, scope: scope)
        reader.typedLocals = table
        return reader.mayNavigate(body, initializing: false)
    }
}
