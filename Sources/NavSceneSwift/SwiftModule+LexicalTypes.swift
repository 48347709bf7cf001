import SwiftSyntax

/// Swift finds a type name in the types around the code first: inside `LibraryView` (or an extension of it),
/// `Route` is `LibraryView.Route` when LibraryView nests one, whatever other type of that name the module declares.
/// The module names a nested type by its own name unless another type took that name first (`SwiftModule.add`), so
/// the name code writes and the name the module gave can differ: this maps one to the other.
extension SwiftModule {
    /// The module's name of the type `name` means at `node`: a type nested in an enclosing declaration (innermost
    /// first), else `name` itself. Cost: the declarations around the node (its nesting depth).
    func lexicalTypeName(_ name: String, at node: some SyntaxProtocol) -> String {
        guard !name.isEmpty, !name.contains("."), name.first?.isUppercase == true else { return name }
        // The enclosing declarations' own names, innermost first.
        var enclosing: [String] = []
        var current = node.parent
        while let syntax = current {
            if let name = SwiftModule.declaredTypeName(syntax) { enclosing.append(name) }
            current = syntax.parent
        }
        guard !enclosing.isEmpty else { return name }
        // Their module names, outermost first: each nested one found among the nested types of the one around it.
        var owners: [String] = []
        for short in enclosing.reversed() {
            if let outer = owners.last {
                guard let nested = types[outer]?.nestedTypes.first(where: { $0 == short || $0.hasSuffix(".\(short)") }) else { break }
                owners.append(nested)
            } else if types[short] != nil {
                owners.append(short)
            } else {
                // A dotted extension (`extension Library.Shelf`) or a type the module does not hold.
                break
            }
        }
        for owner in owners.reversed() {
            if let nested = types[owner]?.nestedTypes.first(where: { $0 == name || $0.hasSuffix(".\(name)") }) { return nested }
        }
        return name
    }

    /// The module's name of the type a stored property holds, looked up where the property is declared: its
    /// annotation (`ViewModel`, `Outer.Model` by its last name, as `typeName`), else the type its initializer calls
    /// (`= ViewModel()`); nil when neither names one.
    func declaredTypeName(of property: Property) -> String? {
        if let type = property.type {
            if let id = type.as(IdentifierTypeSyntax.self) { return lexicalTypeName(id.name.text, at: id) }
            return typeName(type)
        }
        guard let ref = property.initial?.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self) else { return nil }
        return lexicalTypeName(ref.baseName.text, at: ref)
    }

    /// The name a type declaration or an extension of a plain name declares; nil for other syntax (and for an
    /// extension of a dotted name, which ends the chain).
    static func declaredTypeName(_ syntax: Syntax) -> String? {
        if let s = syntax.as(StructDeclSyntax.self) { return bareName(s.name) }
        if let c = syntax.as(ClassDeclSyntax.self) { return bareName(c.name) }
        if let e = syntax.as(EnumDeclSyntax.self) { return bareName(e.name) }
        if let a = syntax.as(ActorDeclSyntax.self) { return bareName(a.name) }
        if let x = syntax.as(ExtensionDeclSyntax.self) { return x.extendedType.as(IdentifierTypeSyntax.self).map { bareName($0.name) } }
        return nil
    }
}

extension SceneBuilder {
    /// The module's name of the type `name` means where `node` is, for code translated in the scope of `owner`: the
    /// declarations around the node first (`SwiftModule.lexicalTypeName`); a node no declaration encloses (syntax the
    /// front end rebuilt, a modifier chain taken apart) is looked up from the owner's declaration outwards.
    func scopedTypeName(_ name: String, at node: some SyntaxProtocol, owner: String) -> String {
        let lexical = module.lexicalTypeName(name, at: node)
        if lexical != name || SwiftModule.hasEnclosingDeclaration(node) { return lexical }
        return reach.typeNamed(name, from: owner, module) ?? name
    }
}

extension SwiftModule {
    /// Whether a type declaration or extension encloses the node (false for syntax built apart from a file's tree).
    static func hasEnclosingDeclaration(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current {
            if declaredTypeName(syntax) != nil { return true }
            current = syntax.parent
        }
        return false
    }
}
