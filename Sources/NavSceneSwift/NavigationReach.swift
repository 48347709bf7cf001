import SwiftSyntax

/// Whether code the front end cannot translate may still navigate: a mod-set analysis. Code navigates only by writing
/// navigation state (`NavigationHolding`) or by reaching something that may: an object of a type that holds
/// navigation, a closure, a binding, an environment action (`dismiss`; `openURL` when a receiver of URLs may navigate,
/// `NavigationURLHandlers`), a function or method of the module
/// whose body may. Each use of a name is read with the chain after it (`router.path.append(x)`) and what the code does
/// with the chain:
/// - a call of a method of the module is decided by the method's body (`store.sync()`, `Logger.shared.info(...)` of a
///   `Logger` extended in the module); any other call navigates only when the chain passes through navigation state
///   (`path.append(x)`, a mutating method) or its value holds navigation (`action()`, `router.unknownMethod()`);
/// - a write (`x = ...`, `&x`, `$x`) navigates when the chain passes through navigation state or replaces a value
///   that holds navigation;
/// - a read navigates only when the value read holds navigation (it escapes to whatever receives it); reading
///   `path.count` or a `Bool` cannot navigate.
/// Another module's code (`print`, `Task.sleep`, `URLSession`, a `Logger`) cannot reach this module's state except
/// through what it is given, which is read as above; closures are read in place. Locals hold what the code put there,
/// and that was read where it was put. Each function of the module is decided once (`NavigationReachMemo`), so the
/// cost is linear in the code read.
extension ExpressionTranslator {
    /// Whether `node` (a statement or an expression) may navigate.
    func mayNavigate(_ node: some SyntaxProtocol) -> Bool { mayNavigate(node, initializing: false) }

    /// In an initializer (`initializing`), what sets up the new instance's own properties is left out: nothing shows
    /// the instance yet.
    func mayNavigate(_ node: some SyntaxProtocol, initializing: Bool) -> Bool {
        let finder = NavigationUses(viewMode: .sourceAccurate)
        finder.walk(node)
        if finder.unfollowed { return true }
        return finder.uses.contains { !(initializing && setsUp($0)) && mayNavigate($0) } || finder.implicitMembers.contains { mayNavigate(implicit: $0.name, called: $0.called, in: contextType($0.node)) }
    }

    /// `self.x = ...` or `x = ...` of the owner's own property.
    private func setsUp(_ use: NavigationUse) -> Bool {
        guard use.context == .write, let owner = builder.module.types[scope.owner] else { return false }
        if use.name == "self" { return use.members.count == 1 && owner.property(use.members[0]) != nil }
        return use.members.isEmpty && !scope.declares(use.name) && owner.property(use.name) != nil
    }

    private var holding: NavigationHolding { builder.reach.holding(builder) }

    /// The module type a top-level variable holds: its declared type (optional or not), or the type its initializer
    /// makes (`Router()`, `Router.shared`); nil when neither names one.
    private func globalType(_ global: SwiftModule.Property) -> SwiftModule.TypeDeclaration? {
        let module = builder.module
        if let declared = global.type {
            let base = declared.as(OptionalTypeSyntax.self)?.wrappedType ?? declared.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType ?? declared
            return module.types[NavSceneSwift.typeName(base)]
        }
        var expression = global.initial
        if let call = expression?.as(FunctionCallExprSyntax.self) { expression = call.calledExpression }
        if let member = expression?.as(MemberAccessExprSyntax.self) { expression = member.base }
        guard let name = expression?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        return module.types[name]
    }

    /// What a top-level variable of no module type holds: a value of another module's type (`Logger(...)`, declared
    /// or made by its initializer) holds only what the module's types in it hold, and what its initializer is given
    /// (`Observer { router.pop() }` holds the closure: anything); an existential, a call of a function: anything.
    private func globalValue(_ global: SwiftModule.Property) -> Subject {
        guard let edges = holding.edges(global, of: nil) else { return .value(holds: true) }
        if let initial = global.initial, builder.reach.globalInitializer(global.name, initial, source: global.source, self) { return .value(holds: true) }
        return .value(holds: edges.contains { $0.deep ? holding.holdsWithNested($0.name) : holding.holds($0.name) })
    }

    /// A value the chain reaches: an instance of a module type, a module type itself, or another value (another
    /// module's, a collection) that holds navigation or not.
    private enum Subject {
        case instance(SwiftModule.TypeDeclaration)
        case metatype(SwiftModule.TypeDeclaration)
        case value(holds: Bool)
    }

    func mayNavigate(_ use: NavigationUse) -> Bool {
        let module = builder.module
        var members = use.members
        var subject: Subject
        if let decided = localStoreSend(use) { return decided }
        if use.name == "self" || use.name == "Self" {
            guard let owner = module.types[scope.owner] else { return true }
            subject = use.name == "self" ? .instance(owner) : .metatype(owner)
        } else if scope.declares(use.name) {
            return false
        } else if let owner = module.types[scope.owner], let declaring = declaring(use.name, from: owner) {
            subject = .instance(declaring)
            members.insert(use.name, at: 0)
        } else if let owner = module.types[scope.owner], owner.properties.contains(where: { $0.isStatic && $0.name == use.name }) {
            subject = .metatype(owner)
            members.insert(use.name, at: 0)
        } else if let type = module.types[use.name] {
            subject = .metatype(type)
        } else if module.freeFunctions[use.name] != nil {
            return moduleCallMayNavigate(.function(use.name), called: use.context == .call && members.isEmpty, onSelf: false)
        } else if let global = module.globals[use.name] {
            // A top-level variable (`let sharedRouter = Router()`): an instance of the module type it is declared
            // or made as; else what its value holds.
            if let type = globalType(global) { subject = .instance(type) } else { subject = globalValue(global) }
        } else {
            // Another module's name (`print`, `Task`, `NSWorkspace`) or one the code declares: what it is given is
            // read where it is given. In a protocol's extension a name may be a requirement (`path`): anything.
            return holding.protocols.contains(scope.owner)
        }
        var passesState = false
        // The chain is on the instance whose code this is (`self.load()`, `load()`): its view-scoped state is the caller's.
        var onSelf = use.name == "self" || members.count > use.members.count
        for (index, member) in members.enumerated() {
            defer { onSelf = false }
            let isLast = index == members.count - 1
            switch subject {
            case .instance(let type):
                if member == "[]" { subject = .value(holds: holding.holds(type.name)); continue }
                let type = declaring(member, from: type) ?? type
                if let property = type.property(member) {
                    if let decided = storeUse(property, after: members[(index + 1)...], use) { return decided }
                    // `openURL(url)`: the URL leaves the app, or comes back through its receivers of URLs.
                    if isEnvironmentOpenURL(property) { return urlHandlersMayNavigate() }
                    if holding.isNavigationState(type, property) { passesState = true }
                    if hasAccessors(property), builder.reach.getter(type, property, self) { return true }
                    // `onTap()`, `Button(action: onTap)`: the closure is one a caller gave; calling it, or passing it
                    // on to what may call it, runs that closure.
                    if isLast, use.context != .write, !passesState, !hasAccessors(property), isClosureType(property.type) {
                        return builder.reach.closureProperty(type, property, self)
                    }
                    subject = value(property, of: type)
                } else if type.method(member) != nil {
                    return moduleCallMayNavigate(.method(owner: type.name, name: member), called: isLast && use.context == .call, onSelf: onSelf)
                } else {
                    // A member the module does not declare (a superclass's, a protocol extension's): what the
                    // instance holds.
                    return holding.holds(type.name)
                }
            case .metatype(let type):
                if let property = type.properties.first(where: { $0.isStatic && $0.name == member }) {
                    if holding.names.contains(member) { passesState = true }
                    if hasAccessors(property), builder.reach.getter(type, property, self) { return true }
                    subject = value(property, of: type)
                } else if member == "init" {
                    return construction(of: type)
                } else if type.method(member) != nil {
                    return moduleCallMayNavigate(.method(owner: type.name, name: member), called: isLast && use.context == .call, onSelf: false)
                } else if member == "self" || type.cases.contains(where: { $0.name == member }) || type.nestedTypes.contains(member) {
                    // `Route.self`, a case (its values are read where they are written), a nested type's name.
                    if isLast || member != "self" { return false }
                    subject = .value(holds: false)
                } else {
                    // Another module's static member (of a type the module extends), or a superclass's.
                    return type.kind == .classType && holding.holds(type.name)
                }
            case .value(let holds):
                // Another module's member: part of the value (what it holds), or a plain value (`items.count`).
                subject = .value(holds: holds && !ReachTables.plainProperties.contains(member))
            }
        }
        switch use.context {
        case .call:
            switch subject {
            case .metatype(let type): return construction(of: type)
            case .instance(let type): return holding.holds(type.name)
            case .value(let holds):
                // `path.contains(x)`: a method that only reads the value (its result escapes only where it is part of
                // a value that holds navigation).
                if let method = members.last, ReachTables.readingMethods.contains(method), !holds || ReachTables.plainResults.contains(method) {
                    return false
                }
                return holds || passesState
            }
        case .write:
            return passesState || holds(subject)
        case .read:
            return holds(subject)
        }
    }

    /// The type that declares an instance member: `type` or one of the module's superclasses above it.
    private func declaring(_ member: String, from type: SwiftModule.TypeDeclaration) -> SwiftModule.TypeDeclaration? {
        var current: SwiftModule.TypeDeclaration? = type
        var steps = 0
        while let candidate = current, steps < 32 {
            if candidate.property(member) != nil || candidate.method(member) != nil { return candidate }
            current = candidate.conformances.lazy.compactMap { self.builder.module.types[$0] }.first { $0.kind == .classType }
            steps += 1
        }
        return nil
    }

    /// A computed property, or a stored one with observers (`didSet`): reading or writing it runs code.
    private func hasAccessors(_ property: SwiftModule.Property) -> Bool {
        property.syntax.bindings.contains { $0.accessorBlock != nil && $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property.name }
    }

    private func holds(_ subject: Subject) -> Bool {
        switch subject {
        case .instance(let type): return holding.holds(type.name)
        case .metatype: return false
        case .value(let holds): return holds
        }
    }

    /// `Router()`: an object that holds navigation is one the code may then use; an initializer may navigate itself.
    private func construction(of type: SwiftModule.TypeDeclaration) -> Bool {
        holding.holds(type.name) || builder.reach.initializers(type, self)
    }

    /// The value a property holds: an instance of a module type, or a value that holds navigation or not.
    private func value(_ property: SwiftModule.Property, of owner: SwiftModule.TypeDeclaration) -> Subject {
        guard let edges = holding.edges(property, of: owner) else { return .value(holds: true) }
        var type = property.type
        while let wrapped = type?.as(OptionalTypeSyntax.self)?.wrappedType ?? type?.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType {
            type = wrapped
        }
        if edges.count == 1, !edges[0].deep, let declared = builder.module.types[edges[0].name],
           type == nil || type?.as(IdentifierTypeSyntax.self).map({ $0.genericArgumentClause == nil && $0.name.text == edges[0].name }) == true {
            return .instance(declared)
        }
        return .value(holds: edges.contains { $0.deep ? holding.holdsWithNested($0.name) : holding.holds($0.name) })
    }

    /// `.shared`, `.make()`: a static member of whichever module type the context expects (`context`, when known: a
    /// member of another module's type reaches nothing of this module but what it is given, read where it is given).
    func mayNavigate(implicit name: String, called: Bool, in context: ImplicitContext) -> Bool {
        var candidates: [SwiftModule.TypeDeclaration]
        switch context {
        case .unknown: candidates = builder.reach.staticMembers(named: name, builder)
        case .foreign: return false
        case .module(let type):
            if name == "init" { return construction(of: type) }
            candidates = builder.reach.staticMembers(named: name, builder).filter { $0.name == type.name }
        }
        for type in candidates {
            if type.method(name) != nil, moduleCallMayNavigate(.method(owner: type.name, name: name), called: called, onSelf: false) { return true }
            if let property = type.properties.first(where: { $0.isStatic && $0.name == name }) {
                if hasAccessors(property), builder.reach.getter(type, property, self) { return true }
                if holds(value(property, of: type)) { return true }
            }
            if name == "init", construction(of: type) { return true }
        }
        return false
    }

    /// The type an implicit member (`.init(...)`, `.shared`) is looked up in.
    enum ImplicitContext {
        case unknown
        /// Another module's type (one the module neither declares nor extends).
        case foreign
        case module(SwiftModule.TypeDeclaration)
    }

    /// The type Swift looks an implicit member up in, where the code says it: the declared type of the property it is
    /// assigned to (`flight = .init(...)`, `self.flight = .idle`) or of the variable it initializes
    /// (`let f: Flight = .init()`). Optionals are looked through (`.none` is then the module's or nothing).
    func contextType(_ member: MemberAccessExprSyntax) -> ImplicitContext {
        var top = Syntax(member)
        if let call = top.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == top.id { top = Syntax(call) }
        if let clause = top.parent?.as(InitializerClauseSyntax.self), let binding = clause.parent?.as(PatternBindingSyntax.self) {
            guard let declared = binding.typeAnnotation?.type else { return .unknown }
            return contextType(declared)
        }
        guard let list = top.parent?.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true, list.count == 3,
              list.last?.id == top.id, list[list.index(after: list.startIndex)].is(AssignmentExprSyntax.self), let target = list.first,
              let property = assignedProperty(target) else { return .unknown }
        if let declared = property.type { return contextType(declared) }
        // `var flight = Flight()`: the type its initializer makes.
        guard let made = property.initial?.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self),
              made.argumentNames == nil, made.baseName.text.first?.isUppercase == true else { return .unknown }
        return contextType(named: made.baseName.text, generic: false, at: made)
    }

    private func contextType(_ declared: TypeSyntax) -> ImplicitContext {
        var type = declared
        while let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType {
            type = wrapped
        }
        guard let identifier = type.as(IdentifierTypeSyntax.self) else { return .unknown }
        return contextType(named: identifier.name.text, generic: identifier.genericArgumentClause != nil, at: type)
    }

    private func contextType(named name: String, generic: Bool, at node: some SyntaxProtocol) -> ImplicitContext {
        if let declaredType = builder.module.types[name] { return .module(declaredType) }
        if holding.protocols.contains(name) || ["Any", "AnyObject", "Self"].contains(name) || generic
            || builder.reach.aliases(builder).contains(name) || isGenericParameter(name, of: node) {
            return .unknown
        }
        return .foreign
    }

    /// The property `x` or `self.x` names, of the owner (or a superclass of it).
    private func assignedProperty(_ target: ExprSyntax) -> SwiftModule.Property? {
        let name: String
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            guard !scope.declares(name) else { return nil }
        } else if let member = target.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        guard let owner = builder.module.types[scope.owner], let declaring = declaring(name, from: owner) else { return nil }
        return declaring.property(name)
    }

    /// A name a generic clause around the node declares (`T` in `func f<T>()`, `struct Box<T>`).
    private func isGenericParameter(_ name: String, of node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        var steps = 0
        while let parent = current, steps < 256 {
            steps += 1
            let clause = parent.as(StructDeclSyntax.self)?.genericParameterClause ?? parent.as(ClassDeclSyntax.self)?.genericParameterClause
                ?? parent.as(EnumDeclSyntax.self)?.genericParameterClause ?? parent.as(FunctionDeclSyntax.self)?.genericParameterClause
                ?? parent.as(ActorDeclSyntax.self)?.genericParameterClause
            if clause?.parameters.contains(where: { $0.name.text == name }) == true { return true }
            current = parent.parent
        }
        return false
    }
}

