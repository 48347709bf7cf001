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
/// the member around the binding has its name), each step a property declared as one of the module's types (written
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
        var declaredNames: [SyntaxIdentifier: Set<String>] = [:]
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
    private static func owners(_ chain: BoundChain, _ module: SwiftModule, _ declaredNames: inout [SyntaxIdentifier: Set<String>]) -> [String]? {
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
        let shadowing: Set<String>
        if let known = declaredNames[member.id] { shadowing = known } else {
            let finder = DeclaredNameFinder(viewMode: .sourceAccurate)
            finder.walk(member)
            declaredNames[member.id] = finder.names
            shadowing = finder.names
        }
        guard !shadowing.contains(chain.root), !shadowing.contains("$" + chain.root) else { return nil }
        var name = chain.root
        for (index, next) in chain.members.enumerated() {
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
}

/// The names a member declares inside it: locals, parameters, closure parameters, pattern bindings.
private final class DeclaredNameFinder: SyntaxVisitor {
    var names: Set<String> = []
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind { names.insert(node.identifier.text); return .visitChildren }
    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }
    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.firstName.text)
        if let second = node.secondName { names.insert(second.text) }
        return .visitChildren
    }
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.firstName.text)
        if let second = node.secondName { names.insert(second.text) }
        return .visitChildren
    }
    override func visit(_ node: EnumCaseParameterSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
