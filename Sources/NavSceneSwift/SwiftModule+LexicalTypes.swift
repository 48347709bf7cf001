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
    /// one enclosing it (innermost first), else `name` itself. Cost: the node's depth, plus the nesting of its owner.
    /// A file's own type of that name (`fileTypes`) comes after the nested ones and before the module's.
    func lexicalTypeName(_ name: String, at node: some SyntaxProtocol) -> String {
        guard !name.isEmpty, !name.utf8.contains(UInt8(ascii: ".")), name.first?.isUppercase == true else { return name }
        if let owner = innermostType(at: node), let nested = nestedTypeNamed(name, from: owner) { return nested }
        return fileTypeName(name, at: node) ?? name
    }

    /// The module's name of the `private`/`fileprivate` type `name` means in the file of `node`, when that file
    /// declares one another file's type shares the name of (`fileTypes`); nil otherwise. Cost: the node's depth, and
    /// nothing when no file has such a type.
    func fileTypeName(_ name: String, at node: some SyntaxProtocol) -> String? {
        guard !fileTypes.isEmpty, let file = fileOfRoot[node.root.id] else { return nil }
        return fileTypes[file]?[name]
    }

    /// `name` as written at `node`, or the module's name of the file's own type it means there (`fileTypeName`).
    func fileScoped(_ name: String, at node: some SyntaxProtocol) -> String {
        fileTypeName(name, at: node) ?? name
    }

    /// `fileTypeName` for code of the file at `path`.
    func fileTypeName(_ name: String, inFile path: String) -> String? {
        fileTypes.isEmpty ? nil : fileTypes[path]?[name]
    }

    /// The module's name of the innermost type declaration or extension around `node` (the chain of declarations
    /// resolved outermost first, each nested one among the nested types of the one around it); nil outside any.
    func innermostType(at node: some SyntaxProtocol) -> String? {
        var enclosing: [String] = []
        var current = node.parent
        while let syntax = current {
            if let name = SwiftModule.declaredTypeName(syntax) { enclosing.append(name) }
            current = syntax.parent
        }
        var owner: String?
        for short in enclosing.reversed() {
            if let outer = owner {
                guard let nested = types[outer]?.nestedType(named: short) else { break }
                owner = nested
            } else if let local = fileTypeName(short, at: node) {
                owner = local
            } else if types[short] != nil {
                owner = short
            } else {
                // A dotted extension (`extension Library.Shelf`) or a type the module does not hold.
                break
            }
        }
        return owner
    }

    /// The module type a type name written in `owner`'s code means, as Swift looks it up: a type nested in the owner
    /// or in a type enclosing it (`ViewModel` in `StacksView`, or in `StacksView.Toolbar`, is `StacksView.ViewModel`
    /// when it declares one), else the module's type of that name; nil when the module has none.
    func typeNamed(_ name: String, from owner: String) -> String? {
        if let nested = nestedTypeNamed(name, from: owner) { return nested }
        if let file = types[owner]?.range.file, let local = fileTypeName(name, inFile: file) { return local }
        return types[name] != nil ? name : nil
    }

    /// The type nested in `owner` or in a type enclosing it that code in `owner` calls `name`, innermost first.
    private func nestedTypeNamed(_ name: String, from owner: String) -> String? {
        var current: String? = owner
        var steps = 0
        while let outer = current, steps < 16 {
            steps += 1
            if let nested = types[outer]?.nestedType(named: name) { return nested }
            current = enclosingTypes[outer]
        }
        return nil
    }

    /// The module's name of the type a stored property holds, looked up where the property is declared: its
    /// annotation (`ViewModel`, `Outer.Model` by its last name, as `typeName`), else the type its initializer makes
    /// (`initializerTypeName`); nil when neither names one.
    func declaredTypeName(of property: Property, depth: Int = 0) -> String? {
        if let type = property.type {
            if let id = type.as(IdentifierTypeSyntax.self) { return lexicalTypeName(id.name.text, at: id) }
            return typeName(type)
        }
        return property.initial.flatMap { initializerTypeName($0, depth: depth) }
    }

    /// The property the module adds to SwiftUI's environment that `@Environment(\.key)` reads (`extension
    /// EnvironmentValues { var router: Router? { get set } }`, `@Entry var router: Router?`): nil for SwiftUI's own
    /// keys (the module declares no property of their names) and for any other argument.
    func environmentProperty(keyPath argument: String) -> Property? {
        let name: Substring
        if argument.hasPrefix("\\.") { name = argument.dropFirst(2) }
        else if argument.hasPrefix("\\EnvironmentValues.") { name = argument.dropFirst("\\EnvironmentValues.".count) }
        else { return nil }
        guard !name.isEmpty, !name.contains(".") else { return nil }
        return types["EnvironmentValues"]?.properties.first { $0.name == name && !$0.isStatic }
    }

    /// The module's name of the type an optional property wraps (`weak var router: Router?`, `Optional<Router>`),
    /// looked up where the property is; nil for any other property.
    func optionalWrappedTypeName(of property: Property) -> String? {
        guard let type = property.type else { return nil }
        var wrapped: TypeSyntax?
        if let optional = type.as(OptionalTypeSyntax.self) {
            wrapped = optional.wrappedType
        } else if let id = type.as(IdentifierTypeSyntax.self), id.name.text == "Optional", let arguments = id.genericArgumentClause?.arguments,
                  arguments.count == 1, let argument = arguments.first?.typeArgument {
            wrapped = argument
        }
        guard let id = wrapped?.as(IdentifierTypeSyntax.self), id.genericArgumentClause == nil else { return nil }
        return lexicalTypeName(id.name.text, at: id)
    }

    /// The type Swift infers for a property from its initializer alone, where that is one of the module's types:
    /// a call of a type (`ViewModel()`, `Router(path: [])`, `Router.init()`, `App.Router()`: an initializer of the
    /// type, whose value is of that type), or a stored static property of one of the module's types
    /// (`var dataModel = DataModel.shared`, `App.Model.shared`) or a stored instance property of such a value
    /// (`Store.shared.router`), of the type that property declares or makes (`Self` is that type). At most four such
    /// steps. nil for anything else (a function's or a method's result, a generic
    /// type's, an enum case), which stays unknown.
    func initializerTypeName(_ initial: ExprSyntax, depth: Int = 0) -> String? {
        if let call = initial.as(FunctionCallExprSyntax.self) {
            let called = call.calledExpression
            if let ref = called.as(DeclReferenceExprSyntax.self) {
                guard ref.argumentNames == nil else { return nil }
                return lexicalTypeName(ref.baseName.text, at: ref)
            }
            guard let member = called.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil, let base = member.base else { return nil }
            // `Router.init()`, `App.Router.init(path: [])`: the type's initializer.
            if member.declName.baseName.tokenKind == .keyword(.`init`) { return typeReference(base) }
            // `App.Router()`: a type nested in one of the module's types (not a static method or a case of it).
            return typeReference(ExprSyntax(member))
        }
        guard depth < 4, let member = initial.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
              let base = member.base else { return nil }
        // A static property of a type the base names, or an instance property of the value the base makes
        // (`Store.shared.router`).
        let typeBase = typeReference(base)
        guard let owner = typeBase ?? initializerTypeName(base, depth: depth + 1), case let isStatic = typeBase != nil,
              let type = types[owner], let stored = type.properties.first(where: { $0.isStatic == isStatic && $0.name == member.declName.baseName.text }),
              !stored.isComputed, !stored.syntax.bindings.contains(where: { $0.accessorBlock != nil }),
              let declared = declaredTypeName(of: stored, depth: depth + 1) else { return nil }
        return declared == "Self" ? owner : declared
    }

    /// The module's name of the type an expression names: `Router` (looked up where it is written), `App.Router` (a
    /// type the module's type `App` nests; at most four names); nil otherwise.
    private func typeReference(_ expr: ExprSyntax) -> String? {
        var names: [String] = []
        var current: ExprSyntax? = expr
        while let member = current?.as(MemberAccessExprSyntax.self) {
            guard names.count < 4, member.declName.argumentNames == nil else { return nil }
            names.append(member.declName.baseName.text)
            current = member.base
        }
        guard let root = current?.as(DeclReferenceExprSyntax.self), root.argumentNames == nil,
              root.baseName.text.first?.isUppercase == true else { return nil }
        var name = lexicalTypeName(root.baseName.text, at: root)
        for inner in names.reversed() {
            guard let outer = types[name], let nested = outer.nestedType(named: inner) else { return nil }
            name = nested
        }
        return name
    }

    /// The name a type declaration or an extension of a plain name declares; nil for other syntax (and for an
    /// extension of a dotted name, which ends the chain).
    /// One read of the node's kind first: most ancestors of a name are no declaration (`innermostType` asks each).
    static func declaredTypeName(_ syntax: Syntax) -> String? {
        switch syntax.kind {
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .extensionDecl: break
        default: return nil
        }
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
        if lexical != name || SwiftModule.hasEnclosingDeclaration(node) { return lexical }
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
    static func hasEnclosingDeclaration(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current {
            if declaredTypeName(syntax) != nil { return true }
            current = syntax.parent
        }
        return false
    }
}

extension SwiftModule {
    /// The module's superclass of a class (its first conformance that is a class the module declares), or nil.
    func superclass(of type: TypeDeclaration) -> TypeDeclaration? {
        guard type.kind == .classType else { return nil }
        return type.conformances.lazy.compactMap { self.types[$0] }.first { $0.kind == .classType }
    }

    /// The type that declares an instance member (a property or a method): `type` or one of the module's superclasses
    /// above it (at most 32 levels).
    func declaring(_ member: String, from type: TypeDeclaration) -> TypeDeclaration? {
        var current: TypeDeclaration? = type
        var steps = 0
        while let candidate = current, steps < 32 {
            if candidate.property(member) != nil || candidate.method(member) != nil { return candidate }
            current = superclass(of: candidate)
            steps += 1
        }
        return nil
    }
}
