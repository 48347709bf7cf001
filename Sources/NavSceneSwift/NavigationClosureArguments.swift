import SwiftSyntax

/// Where the module makes values of its types (`Row(title: t, onTap: { ... })`), so that a closure property of a type
/// (`let onTap: () -> Void`) is known by the closures its callers give: calling it runs one of them. Found once per
/// parse of each file (`SwiftFileFacts.constructionSites`), merged per scene.
final class ConstructionSites: SyntaxVisitor {
    struct Site {
        let call: FunctionCallExprSyntax
        let source: SwiftSource
    }

    /// The calls that make a value, by the type named (`Row(...)`, `Row.init(...)`); under "" those whose type the
    /// context gives (`.init(...)`, `Self(...)`, `type.init(...)`), which may make any type.
    private(set) var calls: [String: [Site]] = [:]
    /// Types named other than by a call that makes a value (`Row.init` passed as a function, `Row<Int>(...)`): made
    /// where the front end does not see it.
    private(set) var escaping: Set<String> = []
    /// Types named outside a preview as a generic argument of a type (`class Host: ThemedHostingController<Row>`,
    /// `var host: UIHostingController<Row>?`) or as a metatype (`Row.self`): the code may make one where the front end
    /// does not see it (`super.init(rootView: .init(model: m))`, the type given the generic argument).
    private(set) var namedAsType: Set<String> = []
    /// Members assigned after a value is made, by name: for each, the types whose property of that name the write may
    /// set. `onTap = ...` or `self.onTap = ...` in a type's code (outside its initializers' own `self.x = ...`) sets
    /// that type's (its simple name); any other write (`row.onTap = ...`, `rows[0].onTap = ...`, `&row.onTap`, a key
    /// path `\.onTap`, a write in a protocol's extension or at the top level) may set any type's, recorded as "".
    private(set) var assigned: [String: Set<String>] = [:]
    /// The same for writes of an implicit member (`indicator.action = .execute(run)`), by member and the implicit
    /// member's name: such a value is a closure only when `Optional` gives it (`.some(f)`, `.init(f)`, or a member of
    /// an extension of `Optional`, `optionalMembers`); a function type has no members of its own.
    private(set) var implicitAssigned: [String: [String: Set<String>]] = [:]
    /// Names the module's extensions of `Optional` declare.
    private(set) var optionalMembers: Set<String> = []
    private var source: SwiftSource?
    /// The simple names of the types whose code the walk is in (innermost last); "" for a protocol's extension.
    private var enclosing: [String] = []

    static func find(in sources: [SwiftSource]) -> ConstructionSites {
        let finder = ConstructionSites(viewMode: .sourceAccurate)
        for source in sources {
            finder.source = source
            finder.walk(source.tree)
        }
        return finder
    }

    /// The module's sites: each file's (`SwiftFileFacts.constructionSites`, found once per parse), in file order.
    static func merged(_ files: [ConstructionSites]) -> ConstructionSites {
        let all = ConstructionSites(viewMode: .sourceAccurate)
        for file in files {
            for (name, sites) in file.calls { all.calls[name, default: []] += sites }
            all.escaping.formUnion(file.escaping)
            all.namedAsType.formUnion(file.namedAsType)
            all.assigned.merge(file.assigned) { $0.union($1) }
            all.implicitAssigned.merge(file.implicitAssigned) { $0.merging($1) { $0.union($1) } }
            all.optionalMembers.formUnion(file.optionalMembers)
        }
        return all
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let source else { return .visitChildren }
        let callee = node.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
            calls[reference.baseName.text == "Self" ? "" : reference.baseName.text, default: []].append(Site(call: node, source: source))
        } else if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            if name == "init" {
                calls[Self.typeName(member.base) ?? "", default: []].append(Site(call: node, source: source))
            } else if name.first?.isUppercase == true {
                // `Outer.Row(...)`.
                calls[name, default: []].append(Site(call: node, source: source))
            }
        }
        return .visitChildren
    }

    /// The type a base names (`Row`, `Outer.Row`); nil for `Self`, an instance or a metatype value, or none.
    private static func typeName(_ base: ExprSyntax?) -> String? {
        let name = base?.as(DeclReferenceExprSyntax.self)?.baseName.text ?? base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard let name, name.first?.isUppercase == true, name != "Self" else { return nil }
        return name
    }

    /// Whether a member may be assigned after a value of the type (its simple name) is made (`assigned`): written
    /// through a value of any type, or in the code of the type itself or of one that is not a concrete type of the
    /// module (`isConcrete`: an extension of a protocol, whose `self` may be any conforming type).
    func isAssigned(_ member: String, of type: String, isConcrete: (String) -> Bool) -> Bool {
        var owners = assigned[member] ?? []
        for (implicit, writers) in implicitAssigned[member] ?? [:] where ["some", "init"].contains(implicit) || optionalMembers.contains(implicit) {
            owners.formUnion(writers)
        }
        return owners.contains { $0.isEmpty || $0 == type || !isConcrete($0) }
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enclosing.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { enclosing.removeLast() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enclosing.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: ClassDeclSyntax) { enclosing.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enclosing.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: ActorDeclSyntax) { enclosing.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enclosing.append(node.name.text); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { enclosing.removeLast() }
    // A protocol's requirements and extensions: `self` is any conforming type.
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { enclosing.append(""); return .visitChildren }
    override func visitPost(_ node: ProtocolDeclSyntax) { enclosing.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        // (A protocol's extension is told from a type's where the table is read: `isAssigned`.)
        let extended = NavSceneSwift.typeName(node.extendedType)
        let simple = extended.split(separator: ".").last.map(String.init) ?? extended
        enclosing.append(simple)
        if simple == "Optional" {
            for member in node.memberBlock.members {
                let decl = member.decl
                if let function = decl.as(FunctionDeclSyntax.self) { optionalMembers.insert(function.name.text) }
                if let variable = decl.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings { if let name = binding.pattern.as(IdentifierPatternSyntax.self) { optionalMembers.insert(name.identifier.text) } }
                }
            }
        }
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { enclosing.removeLast() }

    /// Records a write of a member: of the type whose code holds it when it is written bare or through `self`. A
    /// value that cannot be a function (`nil`, after which a call does nothing, a literal) is no closure the property
    /// may hold; an implicit member is one only through `Optional` (`implicitAssigned`).
    private func noteAssigned(_ name: String, onSelf: Bool, value: ExprSyntax?) {
        let owner = onSelf ? (enclosing.last ?? "") : ""
        var implicit = value
        if let call = implicit?.as(FunctionCallExprSyntax.self) { implicit = call.calledExpression }
        if let member = implicit?.as(MemberAccessExprSyntax.self), member.base == nil {
            implicitAssigned[name, default: [:]][member.declName.baseName.text, default: []].insert(owner)
            return
        }
        if let value, value.is(NilLiteralExprSyntax.self) || value.is(StringLiteralExprSyntax.self) || value.is(IntegerLiteralExprSyntax.self)
            || value.is(FloatLiteralExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self) || value.is(ArrayExprSyntax.self)
            || value.is(DictionaryExprSyntax.self) {
            return
        }
        assigned[name, default: []].insert(owner)
    }

    /// The value a plain assignment (`target = value`) gives the written node; nil for any other write.
    private static func assignedValue(_ node: Syntax) -> ExprSyntax? {
        guard let list = node.parent?.as(ExprListSyntax.self), list.first?.id == node.id, list.count == 3 else { return nil }
        let elements = Array(list)
        return elements[1].is(AssignmentExprSyntax.self) ? elements[2] : nil
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if NavigationUses.isWritten(Syntax(node)), !Self.setsUpInInitializer(Syntax(node)) {
            noteAssigned(name, onSelf: true, value: Self.assignedValue(Syntax(node)))
        }
        if name.first?.isUppercase == true, node.parent?.is(GenericSpecializationExprSyntax.self) == true { escaping.insert(name) }
        return .skipChildren
    }

    override func visit(_ node: GenericArgumentClauseSyntax) -> SyntaxVisitorContinueKind {
        // In a type (an inheritance clause, an annotation), not a call's `Row<Int>(...)` (`escaping`).
        guard node.parent?.is(GenericSpecializationExprSyntax.self) != true else { return .visitChildren }
        for argument in node.arguments {
            guard let type = argument.typeArgument else { continue }
            let named = type.as(IdentifierTypeSyntax.self)?.name.text ?? type.as(MemberTypeSyntax.self)?.name.text
            if let named, named.first?.isUppercase == true, !SceneBuilder.isInPreview(node) { namedAsType.insert(named) }
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.declName.baseName.text == "self", let named = Self.typeName(node.base), !SceneBuilder.isInPreview(node) {
            namedAsType.insert(named)
        }
        if NavigationUses.isWritten(Syntax(node)) {
            // Through `self` in the type's own code, else through a value of any type (also in an initializer).
            let onSelf = node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
            if !onSelf || !Self.setsUpInInitializer(Syntax(node)) {
                noteAssigned(node.declName.baseName.text, onSelf: onSelf, value: Self.assignedValue(Syntax(node)))
            }
        }
        // `Row.init`, `.init` passed as a function: made with closures out of sight ("": any type).
        if node.declName.baseName.text == "init", node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != node.id {
            escaping.insert(Self.typeName(node.base) ?? "")
        }
        return .visitChildren
    }

    /// `\.onTap`: a key path may write the member anywhere.
    override func visit(_ node: KeyPathPropertyComponentSyntax) -> SyntaxVisitorContinueKind {
        noteAssigned(node.declName.baseName.text, onSelf: false, value: nil)
        return .visitChildren
    }

    /// `self.x = ...` (or `x = ...`) directly in an initializer's body.
    private static func setsUpInInitializer(_ node: Syntax) -> Bool {
        var current = node.parent
        var steps = 0
        while let parent = current, steps < 8 {
            if parent.is(InitializerDeclSyntax.self) { return true }
            if parent.is(ClosureExprSyntax.self) || parent.is(FunctionDeclSyntax.self) || parent.is(AccessorBlockSyntax.self) { return false }
            current = parent.parent
            steps += 1
        }
        return false
    }
}

extension ExpressionTranslator {
    /// Whether the closure a type's closure property holds may navigate: one its callers give (by the label that sets
    /// it, or as a trailing closure), read in the caller's scope, or its default. Unknown (true) where the type may be
    /// made out of sight (nowhere in the module, a public initializer, a reference to `init`), the property is assigned after it is made, an
    /// initializer sets it from anything but a parameter, or a caller passes something the front end cannot follow.
    func closurePropertyMayNavigate(_ type: SwiftModule.TypeDeclaration, _ property: SwiftModule.Property) -> Bool {
        guard let held = heldClosures(type, property) else { return true }
        let own = ExpressionTranslator(builder: builder, scope: Scope(owner: type.name, source: property.source))
        if let initial = held.initial, own.mayNavigate(initial) { return true }
        return held.given.contains { argumentMayNavigate($0.0, at: $0.1) }
    }

    /// What a type's closure property may hold: its default, and every argument its callers give for it (with where
    /// it is given). nil where the front end cannot see them all (`closurePropertyMayNavigate` says when).
    /// `perInstance`: the question is what each instance the scene shows holds (a view's action parameters, whose
    /// argument is the one its own construction gives): instances another module makes of a public view are not in
    /// the scene (shown here, they come through code the front end cannot read, unknown where they are shown), so a
    /// public initializer leaves the answer as the calls seen give it.
    func heldClosures(_ type: SwiftModule.TypeDeclaration, _ property: SwiftModule.Property, perInstance: Bool = false)
        -> (initial: ExprSyntax?, given: [(ExprSyntax, ConstructionSites.Site)])? {
        let sites = builder.reach.constructionSites(builder)
        let simple = type.name.split(separator: ".").last.map(String.init) ?? type.name
        // A wrapped property (`@State var action`) may be written through its projection (`$action`). A class's
        // (a model's `let onDone: () -> Void`) is set as a struct's is, once, by the initializer that makes the
        // object, unless a subclass's initializer may set it too (a subclass of the module's, or another module's
        // of a public class).
        guard type.kind == .structure || type.kind == .classType && !type.isPublic && !builder.reach.superclasses(builder).contains(simple) else { return nil }
        if property.wrapper != nil || sites.escaping.contains(simple) || sites.escaping.contains("")
            || sites.isAssigned(property.name, of: simple, isConcrete: { name in
                builder.module.types[name] != nil && !builder.module.isProvisional(name) && !builder.reach.protocols(builder).contains(name)
            }) { return nil }
        if !perInstance, type.isPublic, type.initializers.isEmpty == false,
           type.initializers.contains(where: { $0.modifiers.contains { ["public", "open"].contains($0.name.text) } }) { return nil }
        // The memberwise initializer's label (it stays when the explicit ones are in extensions).
        var labels: Set<String> = [property.name]
        if !type.initializers.isEmpty {
            for initializer in type.initializers {
                guard let label = settingLabel(property.name, initializer) else { return nil }
                if let label { labels.insert(label) }
            }
        }
        // Made nowhere the front end sees (an entry view, one another module makes): its closures are unknown.
        guard let made = sites.calls[simple], !made.isEmpty else { return nil }
        // A type alias may name it (`Row` as `Cell(...)`); `.init(...)` and `Self(...)` may make it: those whose
        // labels its initializers take.
        let candidates = builder.reach.constructionCandidates(of: type) {
            let accepted = initializerLabels(type)
            let aliased = builder.reach.aliases(builder).flatMap { sites.calls[$0] ?? [] } + (sites.calls[""] ?? [])
            return made + aliased.filter { mayMake(accepted, $0.call) }
        }
        var given: [(ExprSyntax, ConstructionSites.Site)] = []
        for site in candidates {
            given += givenClosures(site.call, labels, trailing: trailingClosureMaySet(property, of: type, in: site.call)).map { ($0, site) }
        }
        return (property.initial, given)
    }

    /// The argument labels the type's initializers take ("_" for an unlabelled one): its stored properties' names for
    /// the memberwise one.
    private func initializerLabels(_ type: SwiftModule.TypeDeclaration) -> Set<String> {
        let memberwise = Set(type.properties.filter { !$0.isStatic && !$0.isComputed }.map(\.name))
        return memberwise.union(type.initializers.flatMap { $0.signature.parameterClause.parameters.map(\.firstName.text) })
    }

    /// Whether a call whose type the front end does not know may make a type taking these labels.
    private func mayMake(_ accepted: Set<String>, _ call: FunctionCallExprSyntax) -> Bool {
        call.arguments.allSatisfy { accepted.contains($0.label?.text ?? "_") }
            && call.additionalTrailingClosures.allSatisfy { accepted.contains($0.label.text) }
    }

    /// The label of the parameter an initializer sets the property from (`self.onTap = onTap`): nil inside when it
    /// does not set it (the default stays), nil outside when it sets it from anything else.
    func settingLabel(_ name: String, _ initializer: InitializerDeclSyntax) -> String?? {
        var found: String?? = .some(nil)
        for item in initializer.body?.statements ?? [] {
            guard let sequence = item.item.as(SequenceExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self) else {
                continue
            }
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { continue }
            let target = elements[0].as(MemberAccessExprSyntax.self)
            guard target?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", target?.declName.baseName.text == name else { continue }
            guard let value = elements[2].as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let parameter = initializer.signature.parameterClause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == value }),
                  parameter.firstName.text != "_" else { return nil }
            found = .some(parameter.firstName.text)
        }
        // Set any other way (`onTap = onTap` without `self.`, in a closure, through `&`): not followed.
        if found == .some(nil), initializer.body.map({ body in
            body.tokens(viewMode: .sourceAccurate).contains { $0.text == name }
        }) == true { return nil }
        return found
    }

    /// What a call gives for the labels: the labelled arguments, labelled trailing closures, and the trailing closure
    /// when it may be the one for the property (`trailing`, `trailingClosureMaySet`).
    private func givenClosures(_ call: FunctionCallExprSyntax, _ labels: Set<String>, trailing: Bool) -> [ExprSyntax] {
        // (`compactMap`, not a syntax collection's `filter`, which would build a new tree without the others.)
        var given: [ExprSyntax] = call.arguments.compactMap { argument in argument.label.map { labels.contains($0.text) } == true ? argument.expression : nil }
        given += call.additionalTrailingClosures.compactMap { labels.contains($0.label.text) ? ExprSyntax($0.closure) : nil }
        if trailing, let closure = call.trailingClosure { given.append(ExprSyntax(closure)) }
        return given
    }

    /// Whether the unlabelled trailing closure of a call making `type` (`FancyScroll { ... }`) may be the argument
    /// that sets `property`. Swift binds a call's arguments to the initializer's parameters in their order (SE-0286):
    /// the unlabelled trailing closure comes after every argument in parentheses, and only the labelled trailing
    /// closures after it, each to the parameter of its label. So it cannot bind to a parameter after which the
    /// initializer has one that needs an argument (no default value, not variadic) that no labelled trailing closure of
    /// the call gives: that parameter would get none, by the forward scan and by the older backward one alike (which
    /// binds the last parameter). The closure may set the property only through an initializer that sets it from a
    /// parameter (`self.onTap = onTap`, `NavigationClosureArguments.settingLabel`) it may bind to; the memberwise
    /// initializer of a struct that declares none in its own body counts (its parameters are the stored properties in
    /// order, a `let` with a value left out; one with an attribute, an optional `var` or a value has a default, which is
    /// read as "may have one" wherever the declaration does not say). An initializer whose parameters cannot be told
    /// keeps the closure.
    func trailingClosureMaySet(_ property: SwiftModule.Property, of type: SwiftModule.TypeDeclaration, in call: FunctionCallExprSyntax) -> Bool {
        guard call.trailingClosure != nil else { return false }
        let later = Set(call.additionalTrailingClosures.map(\.label.text))
        for initializer in type.initializers {
            guard let found = settingLabel(property.name, initializer) else { return true }
            // (It does not set the property: its default stays.)
            guard let label = found else { continue }
            let parameters = Array(initializer.signature.parameterClause.parameters)
            let indices = parameters.indices.filter { parameters[$0].firstName.text == label }
            guard indices.count == 1, let index = indices.first else { return true }
            // Set there once, by that assignment alone: the property's name appears nowhere else in the body (but as
            // the parameter's, when they share it, in that assignment).
            let mentions = initializer.body?.tokens(viewMode: .sourceAccurate).filter { $0.text == property.name }.count ?? 0
            let parameterName = (parameters[index].secondName ?? parameters[index].firstName).text
            guard mentions == (parameterName == property.name ? 2 : 1) else { return true }
            let needed = parameters[(index + 1)...].contains { parameter in
                parameter.defaultValue == nil && parameter.ellipsis == nil && !later.contains(parameter.firstName.text)
            }
            if !needed { return true }
        }
        // The memberwise initializer, unless the struct's own body declares an initializer (one in an `#if`, or in an
        // extension, leaves it).
        let ownInitializer = type.initializers.contains { $0.parent?.parent?.parent?.parent?.is(StructDeclSyntax.self) == true }
        guard type.kind == .structure, !ownInitializer else { return false }
        let stored = type.properties.filter { !$0.isStatic && !$0.isComputed && !($0.initial != nil && $0.syntax.bindingSpecifier.tokenKind == .keyword(.let)) }
        guard let index = stored.firstIndex(where: { $0.name == property.name }) else { return true }
        let needed = stored[(index + 1)...].contains { next in
            guard next.initial == nil, next.syntax.attributes.isEmpty, let declared = next.type, !next.syntax.bindings.contains(where: { $0.accessorBlock != nil }) else { return false }
            let optional = declared.is(OptionalTypeSyntax.self) || declared.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            return !(optional && next.syntax.bindingSpecifier.tokenKind == .keyword(.var)) && !later.contains(next.name)
        }
        return !needed
    }

    /// An argument read in the caller's scope: a closure by what it does (a call of a name the enclosing code declares,
    /// a parameter or a local, may be anything), `nil` nothing, a method or closure property of the caller by its body
    /// or its own callers, anything else by what it reads.
    private func argumentMayNavigate(_ given: ExprSyntax, at site: ConstructionSites.Site) -> Bool {
        if given.is(NilLiteralExprSyntax.self) { return false }
        let owner = Self.enclosingType(of: Syntax(site.call), builder.module) ?? ""
        let caller = ExpressionTranslator(builder: builder, scope: Scope(owner: owner, source: site.source))
        let enclosing = Self.enclosingNames(of: Syntax(site.call))
        let finder = NavigationUses(viewMode: .sourceAccurate)
        finder.walk(given)
        if finder.unfollowed || finder.uses.contains(where: { enclosing.contains($0.name) }) { return true }
        if !given.is(ClosureExprSyntax.self) {
            // `onTap`, `self.select`: a name the caller's type declares.
            let reference = given.as(DeclReferenceExprSyntax.self)
                ?? given.as(MemberAccessExprSyntax.self).flatMap { $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? $0.declName : nil }
            if let reference {
                guard let type = builder.module.types[owner],
                      type.property(reference.baseName.text) != nil || type.method(reference.baseName.text) != nil else { return true }
            }
        }
        return caller.mayNavigate(given)
    }

    /// The module type whose code holds `node` (a nested type by its qualified name where the module uses one).
    static func enclosingType(of node: Syntax, _ module: SwiftModule) -> String? {
        var names: [String] = []
        var current = node.parent
        while let parent = current {
            if let decl = parent.as(StructDeclSyntax.self) { names.insert(decl.name.text, at: 0) }
            else if let decl = parent.as(ClassDeclSyntax.self) { names.insert(decl.name.text, at: 0) }
            else if let decl = parent.as(EnumDeclSyntax.self) { names.insert(decl.name.text, at: 0) }
            else if let decl = parent.as(ActorDeclSyntax.self) { names.insert(decl.name.text, at: 0) }
            else if let decl = parent.as(ExtensionDeclSyntax.self) { names.insert(NavSceneSwift.typeName(decl.extendedType), at: 0) }
            current = parent.parent
        }
        if names.isEmpty { return nil }
        let qualified = names.joined(separator: ".")
        if module.types[qualified] != nil { return qualified }
        return module.types[names.last!] != nil ? names.last! : nil
    }

    /// The parameters of the functions and initializers around `node`, and the locals of the blocks around it: what
    /// they hold the front end does not know here.
    static func enclosingNames(of node: Syntax) -> Set<String> {
        var names: Set<String> = []
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) {
                for p in function.signature.parameterClause.parameters { names.insert((p.secondName ?? p.firstName).text) }
            } else if let initializer = parent.as(InitializerDeclSyntax.self) {
                for p in initializer.signature.parameterClause.parameters { names.insert((p.secondName ?? p.firstName).text) }
            } else if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items {
                    if let variable = item.item.as(VariableDeclSyntax.self) {
                        // `@Bindable var router = router`: the same object as the property it reads, not a local value.
                        if isBindableAlias(variable) { continue }
                        for binding in variable.bindings {
                            for token in binding.pattern.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier { names.insert(token.text) }
                        }
                    } else if let guardStatement = item.item.as(GuardStmtSyntax.self) {
                        names.formUnion(boundNames(guardStatement.conditions))
                    }
                }
            } else if let ifExpression = parent.as(IfExprSyntax.self) {
                names.formUnion(boundNames(ifExpression.conditions))
            }
            current = parent.parent
        }
        return names
    }

    /// `@Bindable var model = model`: a local that wraps the object the property of its name holds.
    static func isBindableAlias(_ variable: VariableDeclSyntax) -> Bool {
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              binding.initializer?.value.as(DeclReferenceExprSyntax.self)?.baseName.text == name else { return false }
        return variable.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "Bindable" }
    }

    private static func boundNames(_ conditions: ConditionElementListSyntax) -> Set<String> {
        var names: Set<String> = []
        for condition in conditions {
            if case .optionalBinding(let binding) = condition.condition {
                for token in binding.pattern.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier { names.insert(token.text) }
            }
        }
        return names
    }
}

private extension TokenKind {
    var isIdentifier: Bool { if case .identifier = self { return true } else { return false } }
}
