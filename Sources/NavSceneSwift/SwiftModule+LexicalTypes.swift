import SwiftSyntax

/// Swift finds a type name in the types around the code first: inside `LibraryView` (or an extension of it),
/// `Route` is `LibraryView.Route` when LibraryView nests one, whatever other type of that name the module declares.
/// The module names a nested type by its own name unless another type took that name first (`SwiftModule.add`), so
/// the name code writes and the name the module gave can differ: this maps one to the other.
extension SwiftModule.TypeDeclaration {
    /// The module's name of the type nested in this one that code calls `name` (`Route`, or `Outer.Route` when the
    /// module qualified it because another type took the short name).
    func nestedType(named name: String) -> String? {
        nestedTypes.first { $0 == name || $0.hasSuffix(".\(name)") }
    }
}

extension SwiftModule {
    /// The module's name of the type `name` means at `node`: a type nested in the declaration around the node or in
    /// one enclosing it (innermost first), else `name` itself. Cost: the ancestors not asked about before
    /// (`innermostType`), plus the nesting of its owner.
    func lexicalTypeName(_ name: String, at node: some SyntaxProtocol) -> String {
        guard !name.isEmpty, !name.utf8.contains(UInt8(ascii: ".")), name.first?.isUppercase == true, let owner = innermostType(at: node) else { return name }
        return typeNamed(name, from: owner) ?? name
    }

    /// The module's name of the innermost type declaration or extension around `node` (the chain of declarations
    /// resolved outermost first, each nested one among the nested types of the one around it); nil outside any.
    /// Each ancestor's answer is kept (`Lexical`): a question walks up only to the first ancestor asked before, so the
    /// questions over one tree cost its size in all, not each node's depth.
    func innermostType(at node: some SyntaxProtocol) -> String? {
        node.parent.map(lexical)?.owner
    }

    /// What the declarations around a node, itself included, say (`innermostType`), found from its parent's.
    struct Lexical {
        /// The module's name of the innermost declaration resolved so far.
        var owner: String?
        /// A declaration in the chain was not resolved (a type the module does not hold, a nested type it does not
        /// find): the ones inside it are not looked at.
        var ended = false
        /// Some type declaration or extension of a plain name is among them.
        var declared = false
        /// The node, kept so that its identifier names no other node while the answer is kept.
        let node: Syntax
    }

    func lexical(_ syntax: Syntax) -> Lexical {
        if let known = lexicalAnswers[syntax.id] { return known }
        // The ancestors up to the first one answered (or the root), answered from the outermost down.
        var unanswered: [Syntax] = [syntax]
        var above: Lexical?
        var current = syntax.parent
        while let parent = current {
            if let known = lexicalAnswers[parent.id] { above = known; break }
            unanswered.append(parent)
            current = parent.parent
        }
        var answer = above ?? Lexical(node: syntax)
        for node in unanswered.reversed() {
            answer = Lexical(owner: answer.owner, ended: answer.ended, declared: answer.declared, node: node)
            if let short = SwiftModule.declaredTypeName(node) {
                answer.declared = true
                if !answer.ended {
                    if let outer = answer.owner {
                        if let nested = types[outer]?.nestedType(named: short) { answer.owner = nested } else { answer.ended = true }
                    } else if types[short] != nil {
                        answer.owner = short
                    } else {
                        // A dotted extension (`extension Library.Shelf`) or a type the module does not hold.
                        answer.ended = true
                    }
                }
            }
            lexicalAnswers[node.id] = answer
        }
        return answer
    }

    /// The module type a type name written in `owner`'s code means, as Swift looks it up: a type nested in the owner
    /// or in a type enclosing it (`ViewModel` in `StacksView`, or in `StacksView.Toolbar`, is `StacksView.ViewModel`
    /// when it declares one), else the module's type of that name; nil when the module has none.
    func typeNamed(_ name: String, from owner: String) -> String? {
        var current: String? = owner
        var steps = 0
        while let outer = current, steps < 16 {
            steps += 1
            if let nested = types[outer]?.nestedType(named: name) { return nested }
            current = enclosingTypes[outer]
        }
        return types[name] != nil ? name : nil
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
    /// The answer depends on the module, which does not change during a build, and on the question alone: it is
    /// found once per node, name and owner (a view's code is translated again for each place the view is shown).
    func scopedTypeName(_ name: String, at node: some SyntaxProtocol, owner: String) -> String {
        let question = ScopedTypeQuestion(node: node.id, name: name, owner: owner)
        if let known = scopedTypeNames[question] { return known.answer }
        let answer = findScopedTypeName(name, at: node, owner: owner)
        scopedTypeNames[question] = (answer, Syntax(node))
        return answer
    }

    private func findScopedTypeName(_ name: String, at node: some SyntaxProtocol, owner: String) -> String {
        let lexical = module.lexicalTypeName(name, at: node)
        if lexical != name || module.hasEnclosingDeclaration(node) { return lexical }
        return module.typeNamed(name, from: owner) ?? name
    }

    struct ScopedTypeQuestion: Hashable {
        let node: SyntaxIdentifier
        let name: String
        let owner: String
    }
}

extension SwiftModule {
    /// Whether a type declaration or extension encloses the node (false for syntax built apart from a file's tree).
    func hasEnclosingDeclaration(_ node: some SyntaxProtocol) -> Bool {
        node.parent.map(lexical)?.declared ?? false
    }
}
