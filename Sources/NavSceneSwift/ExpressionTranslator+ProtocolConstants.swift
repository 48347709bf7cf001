import SwiftSyntax

/// `caseStudy.isPresentedInSheet` where `let caseStudy: C` and `C: SwiftUICaseStudy`, a protocol of the module that
/// no other module can conform to (not `public`): the value is one of the module's conforming types, so a requirement
/// every one of them answers with the same constant (its own `let isPresentedInSheet = false`, a getter returning
/// `false`, or the one unconstrained protocol extension's default it does not override) has that value. Any other
/// shape is not a constant (nil): the read stays an unknown value.
extension ExpressionTranslator {
    func conformersConstant(_ base: ExprSyntax, _ field: String) -> Bool? {
        let module = builder.module
        guard !module.protocolRefinements.isEmpty, let ref = base.as(DeclReferenceExprSyntax.self), !scope.declares(ref.baseName.text),
              scope.viewArguments[ref.baseName.text] == nil,
              let owner = module.types[scope.owner], let property = owner.property(ref.baseName.text), !property.isComputed,
              let type = property.type?.as(IdentifierTypeSyntax.self), type.genericArgumentClause == nil,
              let constraints = owner.genericConstraints.first(where: { $0.name == type.name.text })?.constraints, !constraints.isEmpty,
              constraints.allSatisfy({ module.protocolRefinements[$0] != nil && !module.publicProtocols.contains($0) }) else { return nil }
        var value: Bool?
        var conformers = 0
        for name in module.typeOrder where !module.isProvisional(name) {
            guard let t = module.types[name] else { continue }
            // A subclass of the module's class answers as its superclass does, which this does not follow.
            if t.kind == .classType, t.conformances.contains(where: { module.types[$0]?.kind == .classType }) { return nil }
            let protocols = module.refinedProtocols(t.conformances)
            guard constraints.allSatisfy(protocols.contains) else { continue }
            conformers += 1
            guard conformers <= 256, let constant = constant(field, of: t, protocols: protocols), value == nil || value == constant else { return nil }
            value = constant
        }
        return value
    }

    /// The constant a type answers for a Bool requirement: its own declaration, else the default of the one protocol
    /// extension (without a `where` clause) among the protocols it conforms to that declares it.
    private func constant(_ field: String, of type: SwiftModule.TypeDeclaration, protocols: Set<String>) -> Bool? {
        if let own = type.properties.first(where: { $0.name == field && !$0.isStatic }) { return literal(own) }
        let defaults = protocols.compactMap { name -> SwiftModule.Property? in
            guard builder.module.isProvisional(name) else { return nil }
            return builder.module.types[name]?.properties.first { $0.name == field && !$0.isStatic }
        }
        guard defaults.count == 1, let extensionDecl = defaults[0].syntax.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self),
              extensionDecl.genericWhereClause == nil else { return nil }
        return literal(defaults[0])
    }

    /// `let x = false`, `var x: Bool { true }`, `var x: Bool { return true }`.
    private func literal(_ property: SwiftModule.Property) -> Bool? {
        guard property.syntax.bindings.count == 1, let binding = property.syntax.bindings.first else { return nil }
        if !property.isComputed {
            guard property.syntax.bindingSpecifier.tokenKind == .keyword(.let) else { return nil }
            return property.initial?.as(BooleanLiteralExprSyntax.self).map { $0.literal.tokenKind == .keyword(.true) }
        }
        guard case .getter(let items)? = binding.accessorBlock?.accessors, items.count == 1, let item = items.first else { return nil }
        let node = Syntax(item.item)
        let expr = node.as(ExprSyntax.self) ?? node.as(ExpressionStmtSyntax.self)?.expression ?? node.as(ReturnStmtSyntax.self)?.expression
        return expr?.as(BooleanLiteralExprSyntax.self).map { $0.literal.tokenKind == .keyword(.true) }
    }
}
