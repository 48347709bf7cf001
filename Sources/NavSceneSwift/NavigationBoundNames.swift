import SwiftSyntax

/// The names of properties a file binds to a navigation API: what a stack's path, a presentation's trigger, a
/// selection or a TCA store's scoped state is made of. A property of any type with one of these names is navigation
/// state (`NavigationHolding`): writing it may push, present or select, whichever type declares it.
///
/// `NavigationStack(path: $router.path)` -> `path`; `.sheet(item: $model.editing)` -> `editing`;
/// `TabView(selection: $tab)` -> `tab`; `.navigationDestination(item: $store.scope(state: \.destination?.edit, ...))`
/// -> `destination`, `edit`; `.alert($store.scope(state: \.alert, ...))` -> `alert`. Name-based, so it over-approximates
/// (a same-named property elsewhere counts too), which is the safe side. A binding `$x` or `$x.a.b` is kept as a chain
/// (`chains`): where the module can tell the type that declares its last property (`BoundNameOwners`), only that
/// type's property is navigation state; else its name, as above.
struct NavigationBoundNames {
    var names: Set<String> = []
    /// The bindings `$x`, `$x.a.b` in arguments that bind navigation state, whose owner type the module may tell.
    var chains: [BoundChain] = []
    /// The protocols the file declares: a value of such a type may be any conforming type of the module.
    var protocols: Set<String> = []

    /// Argument labels that bind navigation state.
    static let labels: Set<String> = ["path", "item", "isPresented", "selection", "store", "columnVisibility", "preferredCompactColumn"]
    /// Presentations whose first, unlabelled argument may bind state (TCA's `.alert($store.scope(...))`).
    static let presentations: Set<String> = [
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "inspector", "navigationDestination",
    ]

    /// SwiftUI's controls whose `selection:` is a value the user picks or text the user selects, never navigation.
    static let controlSelections: Set<String> = [
        "Picker", "TextEditor", "TextField", "SecureField", "DatePicker", "MultiDatePicker", "ColorPicker", "PhotosPicker",
        "photosPicker",
    ]

    mutating func record(_ call: FunctionCallExprSyntax) {
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        for argument in call.arguments {
            let label = argument.label?.text
            guard label.map(Self.labels.contains) ?? Self.presentations.contains(callee) else { continue }
            if label == "selection", Self.controlSelections.contains(callee) { continue }
            let finder = BoundNameFinder(viewMode: .sourceAccurate)
            finder.walk(argument.expression)
            names.formUnion(finder.names)
            chains += finder.chains
        }
    }
}

/// In one argument: `$x` -> `x`, the last member of a `$x.a.b` chain -> `b`, every property of a key path
/// (`\.$destination?.edit` -> `destination`, `edit`). Closures are not read (their code is statements).
private final class BoundNameFinder: SyntaxVisitor {
    var names: Set<String> = []
    var chains: [BoundChain] = []

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let text = node.baseName.text
        guard text.hasPrefix("$"), text.count > 1 else { return .skipChildren }
        // The name itself when nothing follows it; else the chain's last member.
        var top = Syntax(node)
        var members: [String] = []
        while let parent = top.parent?.as(MemberAccessExprSyntax.self), parent.base.map(Syntax.init) == top {
            top = Syntax(parent)
            members.append(parent.declName.baseName.text)
        }
        chains.append(BoundChain(root: String(text.dropFirst()), members: members, node: node))
        return .skipChildren
    }

    override func visit(_ node: KeyPathPropertyComponentSyntax) -> SyntaxVisitorContinueKind {
        let text = node.declName.baseName.text
        names.insert(text.hasPrefix("$") ? String(text.dropFirst()) : text)
        return .skipChildren
    }
}

/// A binding a navigation API is given: `$root.members...` (`$router.path`: root `router`, members `path`).
struct BoundChain {
    let root: String
    let members: [String]
    let node: DeclReferenceExprSyntax
    /// The bound property's name: the last member, or the root.
    var name: String { members.last ?? root }
}

/// Which type's property each bound chain is (`$router.path` in a view whose `router` is declared `Router` ->
/// `Router.path`): the root is a property of the type whose code binds it (no local, parameter or closure parameter of
/// the member around the binding has its name), or the member's one local `@Bindable var router = router` of such a
/// value, or written as a module type (`localBindable`), each step a property declared as one of the module's types (written
/// as that type, optional or not, `@Environment(T.self)`, or made by `T(...)` with no type written), read through a
/// wrapper whose projection binds the wrapped value (`@State`, `@Binding`, `@Bindable`, `@ObservedObject`...), and
/// the bound property keeps its value itself (a plain or `@Published` property, or the view's own `@State` for `$x`;
/// not a `@Binding`, which is the caller's state, nor `@AppStorage`, shared by key). The bound property is then that
/// type's (or its superclass's) property of that name, and that of every superclass declaring one of the name (an
/// override shares the storage). Anything else (a key path, a protocol, a generic, a
/// dynamic member such as a TCA store's, a type the module does not declare) is kept by name: any property of the
/// name is navigation state, as before. Cost: one climb per binding to its member (at most 256 levels) and one walk of
/// each member holding a binding.
struct BoundNameOwners {
    /// `Type.property`: the owned bound properties.
    private(set) var owned: Set<String> = []
    /// The names of bound properties whose owner is not told (or is told: `allNames`).
    private(set) var names: Set<String> = []
    /// Every bound name, owned or not (for the name-based readers: relevance, paths and selections).
    private(set) var allNames: Set<String> = []

    /// The wrappers whose projection `$x` binds the wrapped value (a member of it names the wrapped type's property).
    static let bindingWrappers: Set<String> = ["State", "Binding", "Bindable", "ObservedObject", "StateObject", "EnvironmentObject"]
    /// The wrappers of a bound property that keep its value in the instance itself (`@State` in the view's storage,
    /// `@Published` in the object): no other property shares it. (`@AppStorage`/`@SceneStorage` share it with every
    /// property of the same key; a `@Binding` is the caller's state: kept by name.)
    static let ownStorage: Set<String> = ["State", "Published"]

    init(module: SwiftModule, unowned: Set<String>, chains: [BoundChain]) {
        names = unowned
        allNames = unowned
        var declaredNames: [SyntaxIdentifier: MemberDeclarations] = [:]
        for chain in chains {
            allNames.insert(chain.name)
            guard let owners = Self.owners(chain, module, &declaredNames) else {
                names.insert(chain.name)
                continue
            }
            for owner in owners { owned.insert("\(owner).\(chain.name)") }
        }
    }

    /// The types whose property `chain` binds (the declaring type and its superclasses declaring the name), or nil.
    private static func owners(_ chain: BoundChain, _ module: SwiftModule, _ declaredNames: inout [SyntaxIdentifier: MemberDeclarations]) -> [String]? {
        // The type declaration around the binding, and the member of it holding the binding.
        var current: Syntax? = Syntax(chain.node)
        var member: Syntax?
        var declaration: Syntax?
        var steps = 0
        while let syntax = current, steps < 256 {
            steps += 1
            if syntax.is(MemberBlockItemSyntax.self) { member = member ?? syntax }
            if SwiftModule.declaredTypeName(syntax) != nil || syntax.is(ProtocolDeclSyntax.self) { declaration = syntax; break }
            current = syntax.parent
        }
        guard let declaration, let member, let declaredName = SwiftModule.declaredTypeName(declaration),
              let enclosing = module.innermostType(at: chain.node),
              (enclosing.split(separator: ".").last.map(String.init) ?? enclosing) == declaredName,
              var type = module.types[enclosing] else { return nil }
        // A local, parameter or closure parameter of the member with the root's name may be what `$root` is.
        let declared: MemberDeclarations
        if let known = declaredNames[member.id] { declared = known } else {
            let finder = DeclaredNameFinder(viewMode: .sourceAccurate)
            finder.walk(member)
            declared = MemberDeclarations(counts: finder.counts, locals: finder.locals)
            declaredNames[member.id] = declared
        }
        var members = chain.members[...]
        var name = chain.root
        if declared.counts[chain.root] != nil || declared.counts["$" + chain.root] != nil {
            // `@Bindable var model = model`: the member's one declaration of the name, a local whose projection binds
            // the object it holds (`$model.sheet`), of the module type its initializer names.
            guard let next = members.first, declared.counts["$" + chain.root] == nil,
                  let local = localBindable(chain.root, declared, in: type, module) else { return nil }
            type = local
            name = next
            members = members.dropFirst()
        }
        for (index, next) in zip(members.indices, members) {
            guard let declaring = module.declaring(name, from: type), let property = declaring.property(name) else { return nil }
            if index == 0 {
                guard property.wrapper.map(bindingWrappers.contains) == true else { return nil }
            } else if property.wrapper == "Environment" {
                return nil
            }
            guard let valueType = declaredModuleType(property, module) else { return nil }
            type = valueType
            name = next
        }
        guard let declaring = module.declaring(name, from: type), let bound = declaring.property(name),
              bound.wrapper.map(ownStorage.contains) ?? true, chain.members.isEmpty ? bound.wrapper == "State" : true else { return nil }
        var owners: [String] = []
        var walk: SwiftModule.TypeDeclaration? = declaring
        var climbs = 0
        while let candidate = walk, climbs < 32 {
            climbs += 1
            if candidate.property(name) != nil { owners.append(candidate.name) }
            walk = module.superclass(of: candidate)
        }
        return owners
    }

    /// The module type a local `@Bindable var root = value` holds, when it is the member's only declaration of `root`
    /// (no parameter, closure parameter or other local of the name, so every `$root` of the member inside its scope is
    /// it, and one outside it cannot compile: `$root` of the type's own property would need a wrapper that projects,
    /// which the property must then not have), written as a module type (`@Bindable var root: Model = ...`) or
    /// initialized from a property of the enclosing type (`= root`, `= self.other`; a name the member does not declare)
    /// whose value is one (`declaredModuleType`: `@Environment(Model.self)`, `@EnvironmentObject var m: Model`, ...).
    private static func localBindable(_ root: String, _ declared: MemberDeclarations, in type: SwiftModule.TypeDeclaration,
                                      _ module: SwiftModule) -> SwiftModule.TypeDeclaration? {
        guard declared.counts[root] == 1, let binding = declared.locals[root], binding.accessorBlock == nil,
              let variable = binding.parent?.parent?.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.var),
              variable.bindings.count == 1,
              variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Bindable" }),
              variable.attributes.count == 1, variable.modifiers.isEmpty else { return nil }
        // The type's own `root`, when one projects a binding, could be what a `$root` outside the local's scope is.
        if let own = module.declaring(root, from: type)?.property(root), own.wrapper.map(bindingWrappers.contains) == true { return nil }
        if let written = binding.typeAnnotation?.type {
            guard let identifier = written.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil,
                  !genericParameters(around: Syntax(binding)).contains(identifier.name.text) else { return nil }
            let resolved = module.lexicalTypeName(identifier.name.text, at: written)
            guard let t = module.types[resolved], !module.isProvisional(resolved) else { return nil }
            return t
        }
        // `= root` (the enclosing type's property: the local is not in scope in its own initializer), `= other` of a
        // name the member does not declare, `= self.other`.
        let source: String
        if let member = binding.initializer?.value.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
           member.declName.argumentNames == nil {
            source = member.declName.baseName.text
        } else if let reference = binding.initializer?.value.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
                  reference.baseName.text == root || declared.counts[reference.baseName.text] == nil {
            source = reference.baseName.text
        } else {
            return nil
        }
        guard let property = module.declaring(source, from: type)?.property(source) else { return nil }
        return declaredModuleType(property, module)
    }

    /// The module type a property's value is: written as it (optional or not, no generic arguments, no generic
    /// parameter of the declaring type), `@Environment(T.self)`, or made by `T(...)` / `T.init(...)`.
    private static func declaredModuleType(_ property: SwiftModule.Property, _ module: SwiftModule) -> SwiftModule.TypeDeclaration? {
        var name: String?
        if property.wrapper == "Environment" {
            guard let key = property.wrapperArgument, key.hasSuffix(".self") else { return nil }
            name = String(key.dropLast(5))
        } else if var written = property.type {
            while let wrapped = written.as(OptionalTypeSyntax.self)?.wrappedType ?? written.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType {
                written = wrapped
            }
            guard let identifier = written.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else { return nil }
            name = identifier.name.text
        } else if let call = property.initial?.as(FunctionCallExprSyntax.self) {
            var callee = call.calledExpression
            if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base { callee = base }
            name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        guard let name, name.first?.isUppercase == true, !name.contains("."),
              !property.facts.of(property).genericParameters.contains(name) else { return nil }
        let resolved = module.lexicalTypeName(name, at: property.syntax)
        guard let type = module.types[resolved], !module.isProvisional(resolved) else { return nil }
        return type
    }

    /// The generic parameters of the declarations around `node` (types and functions; at most 256 levels).
    private static func genericParameters(around node: Syntax) -> Set<String> {
        var names: Set<String> = []
        var current: Syntax? = node
        var steps = 0
        while let syntax = current, steps < 256 {
            steps += 1
            let clause = syntax.as(StructDeclSyntax.self)?.genericParameterClause ?? syntax.as(ClassDeclSyntax.self)?.genericParameterClause
                ?? syntax.as(EnumDeclSyntax.self)?.genericParameterClause ?? syntax.as(FunctionDeclSyntax.self)?.genericParameterClause
                ?? syntax.as(ActorDeclSyntax.self)?.genericParameterClause
            for parameter in clause?.parameters ?? [] { names.insert(parameter.name.text) }
            current = syntax.parent
        }
        return names
    }
}

/// What a member declares inside it: how many declarations of each name (locals, parameters, closure parameters,
/// pattern bindings), and the binding of each local variable.
struct MemberDeclarations {
    let counts: [String: Int]
    let locals: [String: PatternBindingSyntax]
}

/// The names a member declares inside it: locals, parameters, closure parameters, pattern bindings.
private final class DeclaredNameFinder: SyntaxVisitor {
    var counts: [String: Int] = [:]
    var locals: [String: PatternBindingSyntax] = [:]
    private func declare(_ name: String) { counts[name, default: 0] += 1 }
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        declare(node.identifier.text)
        if let binding = node.parent?.as(PatternBindingSyntax.self) { locals[node.identifier.text] = binding }
        return .visitChildren
    }
    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind { declare(node.name.text); return .visitChildren }
    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        declare(node.firstName.text)
        if let second = node.secondName { declare(second.text) }
        return .visitChildren
    }
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        declare(node.firstName.text)
        if let second = node.secondName { declare(second.text) }
        return .visitChildren
    }
    override func visit(_ node: EnumCaseParameterSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
