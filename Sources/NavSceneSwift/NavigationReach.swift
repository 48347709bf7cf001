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
    /// The accessors in `skipping` are left out (a setter, for a use that only reads the property).
    func mayNavigate(_ node: some SyntaxProtocol, initializing: Bool, skipping: Set<SyntaxIdentifier> = []) -> Bool {
        let finder = NavigationUses(viewMode: .sourceAccurate)
        finder.skipped = skipping
        finder.walk(node)
        // The locals this code binds to values of module types, found as its uses are read in order.
        var reader = self
        if reader.typedLocals == nil { reader.typedLocals = TypedLocalTable(root: Syntax(node)) }
        startCause()
        if let unfollowed = finder.unfollowedNodes.first(where: { superMayNavigate($0) }) {
            explain(Syntax(unfollowed), otherwise: "calls the superclass, which is not followed")
            return true
        }
        for use in finder.uses where !(initializing && setsUp(use)) {
            startCause()
            if reader.mayNavigate(use) {
                explain(chainNode(use), otherwise: plainWhy(use))
                return true
            }
        }
        for member in finder.implicitMembers {
            startCause()
            if mayNavigate(implicit: member.name, called: member.called, in: contextType(member.node), at: member.node) {
                explain(Syntax(member.node), otherwise: "is an implicit member of a type the code does not say, which may be the module's code that navigates")
                return true
            }
        }
        builder.reach.cause = nil
        return false
    }

    /// `super.fetchRequest()`, `super.init()`: the superclass's code. Where the class's superclass is another module's
    /// (`class Item: NSManagedObject`), that code cannot name this module's state or functions: it reaches the module
    /// only through the value it runs on (`self`, or the class itself in a static method) and through the methods the
    /// module declares on it, which dynamic dispatch may run in its place (an override, in the class or in a subclass
    /// the module declares). So `super` may navigate only when the class holds navigation, or one of the methods,
    /// initializers or accessors of the class or of a subclass of the module's may (each decided once,
    /// `NavigationReachMemo.superclassCode`); what the call is given is read where it is given. A superclass of the
    /// module's own (or one whose name the module declares, aliases or extends) is not read this way: unknown, as
    /// before. `super` outside the body of the class the code belongs to (an extension) stays unknown too.
    func superMayNavigate(_ node: SuperExprSyntax) -> Bool {
        guard let owner = builder.module.types[scope.owner], owner.kind == .classType else { return true }
        var current = node.parent
        var steps = 0
        var declaration: ClassDeclSyntax?
        while let parent = current, steps < 256 {
            steps += 1
            if let found = parent.as(ClassDeclSyntax.self) { declaration = found; break }
            if parent.is(ExtensionDeclSyntax.self) || parent.is(StructDeclSyntax.self) || parent.is(EnumDeclSyntax.self)
                || parent.is(ActorDeclSyntax.self) || parent.is(ProtocolDeclSyntax.self) { return true }
            current = parent.parent
        }
        let lastName = scope.owner.split(separator: ".").last.map(String.init) ?? scope.owner
        guard let declaration, declaration.name.text == lastName,
              let first = declaration.inheritanceClause?.inheritedTypes.first?.type.as(IdentifierTypeSyntax.self), first.genericArgumentClause == nil else { return true }
        let superclass = first.name.text
        let module = builder.module
        guard module.types[superclass] == nil, module.types[module.lexicalTypeName(superclass, at: first)] == nil,
              !builder.reach.typeLastNames(builder).contains(superclass), !builder.reach.aliases(builder).contains(superclass),
              !builder.reach.protocols(builder).contains(superclass) else { return true }
        return builder.reach.superclassCode(owner, self) && because("calls another module's superclass, which may run the class's own code")
    }

    /// `self.x = ...` or `x = ...` of the owner's own property.
    private func setsUp(_ use: NavigationUse) -> Bool {
        guard use.context == .write, let owner = builder.module.types[scope.owner] else { return false }
        if use.name == "self" { return use.members.count == 1 && owner.property(use.members[0]) != nil }
        return use.members.isEmpty && !scope.declares(use.name) && owner.property(use.name) != nil
    }

    var holding: NavigationHolding { builder.reach.holding(builder) }

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
        guard let edges = holding.edges(global, of: nil) else {
            // `let loginURL = baseURL + "login"`: computed by other modules' code from their values.
            if global.type == nil, global.wrapper == nil, let initial = global.initial, !global.syntax.bindings.contains(where: { $0.accessorBlock != nil }),
               isAnotherModulesValue(initial, owner: nil, constant: global.isConstant) {
                return .value(holds: false, copy: false)
            }
            return .value(holds: true, copy: true)
        }
        if let initial = global.initial, builder.reach.globalInitializer(global.name, initial, source: global.source, self) { return .value(holds: true, copy: true) }
        return valueHolding(edges)
    }

    /// A value the chain reaches: an instance of a module type, a module type itself, or another value (another
    /// module's, a collection) that holds navigation or not (`holds`), and whose copy does or not (`copy`,
    /// `NavigationHolding.copyHolds`: what code the value is given can reach).
    enum Subject {
        case instance(SwiftModule.TypeDeclaration)
        case metatype(SwiftModule.TypeDeclaration)
        case value(holds: Bool, copy: Bool)
    }

    /// What a value of the module types `edges` holds, and what a copy of it does (a value of another module's
    /// generic over a type, `deep`, may be an object holding it).
    func valueHolding(_ edges: [(name: String, deep: Bool)]) -> Subject {
        .value(holds: edges.contains { $0.deep ? holding.holdsWithNested($0.name) : holding.valueHolds($0.name) },
               copy: edges.contains { $0.deep ? holding.holdsWithNested($0.name) : holding.valueCopyHolds($0.name) })
    }

    /// Whether a property's value may be typed by a protocol decided by its conformers (`NavigationHolding.decided`):
    /// a member of it is one of a conformer's, which may run that conformer's code.
    func mayBeConformer(_ property: SwiftModule.Property, of owner: SwiftModule.TypeDeclaration?) -> Bool {
        guard !holding.decided.isEmpty else { return false }
        return holding.edges(property, of: owner)?.contains { holding.decided.contains($0.name) } == true
    }

    /// The protocol a property's value is declared as, exactly (`P`, `P?`, `any P`, `(any P)?`), when the protocol is
    /// decided by its conformers (`NavigationHolding.decided`): a method called on the value is one of theirs.
    func dispatchProtocol(_ property: SwiftModule.Property, of owner: SwiftModule.TypeDeclaration?) -> String? {
        guard !holding.decided.isEmpty, property.wrapper == nil, var type = property.type else { return nil }
        for _ in 0..<8 {
            if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType; continue }
            if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = optional.wrappedType; continue }
            if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil { type = only.type; continue }
            if let existential = type.as(SomeOrAnyTypeSyntax.self), existential.someOrAnySpecifier.tokenKind == .keyword(.any) { type = existential.constraint; continue }
            break
        }
        guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else { return nil }
        let name = identifier.name.text
        guard holding.decided.contains(name), !holding.genericParameters(property).contains(name) else { return nil }
        return name
    }

    /// A method called on a value of the protocol `p` decided by its conformers (`store.add(item)`): Swift runs the
    /// method of the conformer the value is, or, for a method only a protocol's extension declares, that extension's.
    /// So the call may navigate only when one of those may: each conformer's method of the name (its own or a
    /// superclass's of the module), and the method of that name the extensions of `p` and of the module's protocols it
    /// refines declare. Decided as a whole (`called: false`: which conformer runs is not told, so no write is taken as
    /// made). nil (read as before) when a conformer declares no method of the name (it may be another module's
    /// superclass's or a protocol extension's), or `p` refines another module's protocol whose extensions may add
    /// methods (any but those of `ForeignProtocols`).
    func conformersCallMayNavigate(_ p: String, _ member: String) -> Bool? {
        guard let conformers = holding.conformers(of: p), !conformers.isEmpty else { return nil }
        let module = builder.module
        let refined = module.refinedProtocols([p])
        for name in refined where !holding.protocols.contains(name) {
            guard ForeignProtocols.requirements[name.split(separator: ".").last.map(String.init) ?? name] != nil else { return nil }
        }
        var owners: Set<String> = []
        // (A property of the name, a closure the call may run instead, is read as before.)
        for name in conformers {
            guard let type = module.types[name], let owner = declaring(member, from: type), owner.method(member) != nil, owner.property(member) == nil else { return nil }
            owners.insert(owner.name)
        }
        for name in refined where holding.protocols.contains(name) {
            guard let extended = module.types[name] else { continue }
            if extended.property(member) != nil { return nil }
            if extended.method(member) != nil { owners.insert(name) }
        }
        for owner in owners.sorted() where moduleCallMayNavigate(.method(owner: owner, name: member), called: false, onSelf: false) { return true }
        return false
    }

    func mayNavigate(_ use: NavigationUse) -> Bool {
        let module = builder.module
        var members = use.members
        var subject: Subject
        // The subject is the value of a property typed by a protocol decided by its conformers (`mayBeConformer`).
        var fromProtocol = false
        // The protocol the subject's value is declared as, exactly, when it is decided by its conformers (`dispatchProtocol`).
        var valueProtocol: String?
        if let decided = localStoreSend(use) { return decided }
        if let typed = typedLocal(use) {
            // A local the code bound to a value of a module type, inside the code read (`let s = Storage.shared`,
            // `if let b = bottles.first(where: { ... })`): judged as that type's value where it is used.
            subject = .instance(typed)
        } else if use.name == "self" || use.name == "Self" {
            guard let owner = module.types[scope.owner] else { return because("uses self outside the module's types") }
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
            if let type = globalType(global) { subject = .instance(type) } else { subject = globalValue(global); fromProtocol = mayBeConformer(global, of: nil); valueProtocol = dispatchProtocol(global, of: nil) }
        } else {
            // Another module's name (`print`, `Task`, `NSWorkspace`) or one the code declares: what it is given is
            // read where it is given. In a protocol's extension a name may be a requirement (`path`): anything.
            return holding.protocols.contains(scope.owner) && because("may be a protocol requirement of any conforming type")
        }
        var passesState = false
        // The chain is on the instance whose code this is (`self.load()`, `load()`): its view-scoped state is the caller's.
        var onSelf = use.name == "self" || members.count > use.members.count
        // The property the chain last stepped through, and where (`items` in `model.items.append(x)`).
        var stepped: (index: Int, property: SwiftModule.Property, owner: SwiftModule.TypeDeclaration)?
        // The module's generic type whose instance the chain is on when it was made with type arguments that hold
        // nothing (`madeWithPlainArguments`), for the next member only.
        var plainArguments: String?
        for (index, member) in members.enumerated() {
            defer { onSelf = false }
            let isLast = index == members.count - 1
            // (The instance the chain was on was made with type arguments that hold nothing: `plainArguments`.)
            let onPlainArguments = plainArguments
            plainArguments = nil
            switch subject {
            case .instance(let instance):
                if member == "[]" { subject = .value(holds: holding.holds(instance.name), copy: holding.copyHolds(instance.name)); continue }
                let type = declaring(member, from: instance) ?? instance
                if let property = type.property(member) {
                    stepped = (index, property, type)
                    if let decided = storeUse(property, after: members[(index + 1)...], use) { return decided }
                    // `openURL(url)`: the URL leaves the app, or comes back through its receivers of URLs.
                    if isEnvironmentOpenURL(property) { return urlHandlersMayNavigate() && because("opens a URL the app's own handlers may receive") }
                    if holding.isNavigationState(type, property) { passesState = true; holding.traceState(type, property) }
                    if hasAccessors(property), !onlyReads(property, at: index, of: members, use) {
                        if let decided = setterCall(type, property, at: index, of: members, use, onSelf: onSelf) { return decided }
                        let reading = onlyGets(at: index, of: members, use)
                        if getterMayNavigateAtUse(type, property, reading: reading), !(reading && getterWrites(type, property, use)) { return true }
                    }
                    if isLast, use.context == .read, returnsWhatItsGetterMade(property, of: type) { return false }
                    // `onTap()`, `Button(action: onTap)`: the closure is one a caller gave; calling it, or passing it
                    // on to what may call it, runs that closure.
                    if isLast, use.context != .write, !passesState, !hasAccessors(property), isClosureType(property.type) {
                        return builder.reach.closureProperty(type, property, self) && because("calls a closure property a caller gives")
                    }
                    subject = value(property, of: type)
                    fromProtocol = mayBeConformer(property, of: type)
                    valueProtocol = dispatchProtocol(property, of: type)
                    if case .instance(let made) = subject, madeWithPlainArguments(property, made) { plainArguments = made.name }
                    if onPlainArguments == instance.name, type === instance, holdsOwnGenericParameter(property, of: type) {
                        subject = .value(holds: false, copy: false)
                    }
                } else if type.method(member) != nil {
                    return moduleCallMayNavigate(.method(owner: type.name, name: member), called: isLast && use.context == .call, onSelf: onSelf)
                } else {
                    // A member the module does not declare (a superclass's, a protocol extension's): what the
                    // instance holds.
                    return holding.holds(type.name) && because("uses a member the module does not declare on a value that holds navigation")
                }
            case .metatype(let type):
                if let property = type.properties.first(where: { $0.isStatic && $0.name == member }) {
                    stepped = (index, property, type)
                    if holding.names.contains(member) { passesState = true }
                    if hasAccessors(property), !onlyReads(property, at: index, of: members, use),
                       getterMayNavigateAtUse(type, property, reading: onlyGets(at: index, of: members, use)) { return true }
                    if isLast, use.context == .read, returnsWhatItsGetterMade(property, of: type) { return false }
                    subject = value(property, of: type)
                    fromProtocol = mayBeConformer(property, of: type)
                    valueProtocol = dispatchProtocol(property, of: type)
                    if case .instance(let made) = subject, madeWithPlainArguments(property, made) { plainArguments = made.name }
                } else if member == "init" {
                    return construction(of: type, exact: use.name != "Self" || index > 0)
                } else if type.method(member) != nil {
                    return moduleCallMayNavigate(.method(owner: type.name, name: member), called: isLast && use.context == .call, onSelf: false)
                } else if let nested = type.nestedType(named: member), let inner = module.types[nested] {
                    // `UserAccount.DecodingError.noTokenInKeychain`: the nested type, by the module's name for it (qualified
                    // when another type took the short name); naming it does nothing, its members are its own.
                    if isLast { return false }
                    subject = .metatype(inner)
                } else if member == "self" || type.cases.contains(where: { $0.name == member }) {
                    // `Route.self`, a case (its values are read where they are written).
                    if isLast || member != "self" { return false }
                    subject = .value(holds: false, copy: false)
                } else {
                    // Another module's static member (of a type the module extends), or a superclass's.
                    return type.kind == .classType && holding.holds(type.name) && because("uses a superclass's static member of a class that holds navigation")
                }
            case .value(let holds, let copy):
                // `messages.last?.id`, `results[key]?.accounts`: an element of a standard collection the chain stepped
                // into (an array's or a set's `first`/`last`, a dictionary's value by key) is a value of its element
                // type, whose members are that type's (a member after it: the element itself is judged as before).
                if !isLast, let stepped, stepped.index == index - 1, let element = element(member, after: stepped.property, next: members[index + 1]) {
                    subject = .instance(element)
                    continue
                }
                // A member of a protocol's value (`cargo.label`, `tender.go()`): a conformer's, which may run its code
                // and hold anything.
                if fromProtocol {
                    fromProtocol = false
                    // `store.add(item)` of `let store: any Store`: the method of whichever conformer the value is.
                    if isLast, use.context == .call, let p = valueProtocol, let decided = conformersCallMayNavigate(p, member) { return decided }
                    // `finalStatus.url`: the property of whichever conformer the value is (`conformersPropertyRead`).
                    if let p = valueProtocol, let read = conformersPropertyRead(p, member, at: index, of: members, use) {
                        if read.getterMayNavigate { return because("reads a conformer's property whose getter may navigate") }
                        if read.passesState { passesState = true }
                        valueProtocol = nil
                        subject = read.subject
                        continue
                    }
                    subject = .value(holds: true, copy: true)
                    continue
                }
                // Another module's member: part of the value (what it holds), or a plain value (`items.count`).
                let plain = ReachTables.plainProperties.contains(member)
                subject = .value(holds: holds && !plain, copy: copy && !plain)
            }
        }
        switch use.context {
        case .call:
            switch subject {
            case .metatype(let type): return construction(of: type, exact: use.name != "Self" || !members.isEmpty)
            case .instance(let type): return holding.holds(type.name) && because("calls a value that holds navigation")
            case .value(let holds, _):
                // (`cargo()`: a conformer's `callAsFunction`.)
                if fromProtocol { return because("calls a value that holds navigation") }
                // `items.append(x)` of a property declared as a standard collection: what the method is decides.
                if let method = members.last, let stepped, stepped.index == members.count - 2, standardCollection(stepped.property.type) != nil,
                   let decided = collectionCallMayNavigate(method, passesState: passesState) {
                    return decided && because(passesState ? "writes navigation state" : "calls the module's collection method that may navigate")
                }
                // `layers.forEach { ... }`, `items.contains(where: { ... })` of a standard collection of the module's
                // values: what the standard library's code can reach of them (`ForeignCodeReach`).
                if holds, let method = members.last, let stepped, stepped.index == members.count - 2, let call = use.call,
                   let decided = elementMethodMayNavigate(call, method: method, stepped: stepped) {
                    return decided
                }
                // `path.contains(x)`: a method that only reads the value (its result escapes only where it is part of
                // a value that holds navigation).
                if let method = members.last, ReachTables.readingMethods.contains(method), !holds || ReachTables.plainResults.contains(method) {
                    return false
                }
                // `let b = bottles.first(where: { ... })`: the standard library's code hands the closure the elements
                // and returns one; both are judged where the code uses them (`ForeignCodeReach`).
                if holds, let stepped, let call = use.call, elementCallIsJudgedWhereUsed(call, members: members, stepped: stepped) { return false }
                if passesState { return because("calls a method of navigation state") }
                return holds && because("calls another module's method on a value that holds navigation")
            }
        case .write:
            if passesState { return because("writes navigation state") }
            return holds(subject) && because("replaces a value that holds navigation")
        case .read:
            // What is read is given on as a copy (an argument, a value bound or returned): a struct's stored navigation
            // state in it is the copy's own (`copyHolds`); writing the state itself is a write (`&x`, `x.mutate()`).
            guard copyHolds(subject) else { return false }
            // Given to other modules' code that can reach nothing of it that navigates, or bound to a local judged
            // where it is used (`ForeignCodeReach`).
            if readIsJudgedElsewhere(use, subject: subject, members: members, stepped: stepped) { return false }
            return because("passes on a value that holds navigation")
        }
    }

    /// The element type `member` reaches in the standard collection `property` holds: `first`/`last` of an array or a
    /// set, `[]` of a dictionary (a value by key; not followed by `key`/`value`, which a position's pair has), when
    /// the element type is one of the module's and the module adds no member of that name to another module's type.
    private func element(_ member: String, after property: SwiftModule.Property, next: String?) -> SwiftModule.TypeDeclaration? {
        let dictionary = isDictionary(property.type)
        if dictionary {
            guard member == "[]", next != "key", next != "value" else { return nil }
        } else {
            guard member == "first" || member == "last", collectionExtensionMethods(named: member).isEmpty else { return nil }
        }
        guard !builder.reach.extendedTypeMemberNames(builder).contains(member) else { return nil }
        return elementType(of: property)
    }

    /// A call of `method` on a value of a standard collection (`[Item]`, `Set<Item>`, `[Key: Item]`): a method the
    /// module declares in an extension of a collection type or protocol (`extension Array { mutating func prepend(_:) }`)
    /// is decided by its body; a method of the standard library's that mutates the collection in place
    /// (`ReachTables.mutatingMethods`) runs none of the module's code and changes only the collection: it navigates only
    /// when the collection is navigation state (`path.append(x)`, `passesState`). What either is given is read where it
    /// is given. nil for any other method (decided as before).
    private func collectionCallMayNavigate(_ method: String, passesState: Bool) -> Bool? {
        let extensions = collectionExtensionMethods(named: method)
        if !extensions.isEmpty {
            return passesState || extensions.contains { moduleCallMayNavigate(.method(owner: $0.owner, name: method), called: true, onSelf: false) }
        }
        guard ReachTables.mutatingMethods.contains(method), !builder.reach.extendedTypeMethodNames(builder).contains(method) else { return nil }
        return passesState
    }

    /// The methods of `name` the module declares on the standard collections and the protocols they conform to.
    func collectionExtensionMethods(named name: String) -> [(owner: String, method: SwiftModule.Method)] {
        ReachTables.collectionTypes.flatMap { owner in
            (builder.module.types[owner]?.methods ?? []).filter { $0.name == name }.map { (owner, $0) }
        }
    }

    /// The element type of a declared standard collection (`[Item]`, `[Item]?`, `Array<Item>`, `Set<Item>`, a
    /// dictionary's value), or nil when `type` is no such collection (or the module declares a type of that name).
    func standardCollection(_ type: TypeSyntax?) -> TypeSyntax? {
        guard var type else { return nil }
        while let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType {
            type = wrapped
        }
        if let array = type.as(ArrayTypeSyntax.self) { return array.element }
        if let dictionary = type.as(DictionaryTypeSyntax.self) { return dictionary.value }
        guard let identifier = type.as(IdentifierTypeSyntax.self), let arguments = identifier.genericArgumentClause?.arguments else { return nil }
        let name = identifier.name.text
        // (A type of the module's own of that name is not the standard library's.)
        guard builder.module.types[name] == nil || builder.module.isProvisional(name) else { return nil }
        switch (name, arguments.count) {
        case ("Array", 1), ("Set", 1), ("ContiguousArray", 1), ("ArraySlice", 1): return arguments.first?.typeArgument
        case ("Dictionary", 2): return arguments.last?.typeArgument
        default: return nil
        }
    }

    /// The type that declares an instance member: `type` or one of the module's superclasses above it.
    func declaring(_ member: String, from type: SwiftModule.TypeDeclaration) -> SwiftModule.TypeDeclaration? {
        builder.module.declaring(member, from: type)
    }

    /// Whether the chain only reads a stored property whose accessors are all observers (`willSet`/`didSet`), which run
    /// when it is written and never when it is read: a read of the chain (`sessions.first?.name`), or a call at its end
    /// of a method of the standard library that only reads (`sessions.contains(x)`, no method of the module of that
    /// name). Anything else (a write, a mutating or unknown method, which may change the value in place) runs them.
    private func onlyReads(_ property: SwiftModule.Property, at index: Int, of members: [String], _ use: NavigationUse) -> Bool {
        let observersOnly = property.syntax.bindings.contains { binding in
            guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property.name, let block = binding.accessorBlock,
                  case .accessors(let accessors) = block.accessors else { return false }
            return !accessors.isEmpty && accessors.allSatisfy { $0.accessorSpecifier.tokenKind == .keyword(.didSet) || $0.accessorSpecifier.tokenKind == .keyword(.willSet) }
        }
        return observersOnly && onlyGets(at: index, of: members, use)
    }

    /// Whether the use only reads the property at `index` of its chain, so Swift runs its getter and never its setter
    /// or observers: a read of the chain (`settings.isEnabled`, `model.computed.first?.name`), or a call at its end of
    /// a method of the standard library that only reads (`entries.contains(x)`, no method of the module of that
    /// name). Anything else (a write, `&x`, `$x`, a mutating or unknown method, which may change the value in place
    /// and write it back through the setter) may run them.
    func onlyGets(at index: Int, of members: [String], _ use: NavigationUse) -> Bool {
        switch use.context {
        case .read: return true
        case .write: return false
        case .call:
            guard index < members.count - 1, let last = members.last else { return false }
            return ReachTables.readingMethods.contains(last) && !ReachTables.mutatingMethods.contains(last)
                && !builder.reach.codeRunningNames(builder).methods.contains(last)
        }
    }

    /// A computed property, or a stored one with observers (`didSet`): reading or writing it runs code.
    private func hasAccessors(_ property: SwiftModule.Property) -> Bool {
        property.syntax.bindings.contains { $0.accessorBlock != nil && $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property.name }
    }

    func holds(_ subject: Subject) -> Bool {
        switch subject {
        case .instance(let type): return holding.holds(type.name)
        case .metatype: return false
        case .value(let holds, _): return holds
        }
    }

    /// Whether a copy of the subject's value can reach navigation state (`NavigationHolding.copyHolds`).
    func copyHolds(_ subject: Subject) -> Bool {
        switch subject {
        case .instance(let type): return holding.copyHolds(type.name)
        case .metatype: return false
        case .value(_, let copy): return copy
        }
    }

    /// `static var accent: Tint { .init(name: "accent", resolve: { $0.accent }) }`: a computed property (its getter,
    /// decided apart, does not navigate) whose declared type is a struct that holds only what it is given
    /// (`NavigationHolding.holdsOnlyWhatItIsGiven`): the value is one the getter made, from what its code read (a value
    /// that holds navigation read there, or a closure that navigates, makes the getter navigate), so it holds nothing
    /// that may navigate.
    private func returnsWhatItsGetterMade(_ property: SwiftModule.Property, of owner: SwiftModule.TypeDeclaration) -> Bool {
        guard property.isComputed, hasAccessors(property), case .instance(let type) = value(property, of: owner) else { return false }
        return holding.holdsOnlyWhatItIsGiven(type)
    }

    /// `Router()`: an object that holds navigation is one the code may then use; an initializer may navigate itself.
    /// A new value of a struct that holds only what it is given (`ErrorDetails(error: e)`,
    /// `NavigationHolding.holdsOnlyWhatItIsGiven`) is its arguments, each read where it is given, and its initializer's
    /// code: making it reaches nothing else.
    /// A new value of a class or struct of the module (`exact`: of that type, not `Self(...)`, which may be a
    /// subclass's) whose code cannot navigate is no navigation either (`MadeObjects`).
    /// A new value of a struct is given on as a value: only what a copy of it holds by reference may navigate
    /// (`NavigationHolding.copyHolds`); its stored navigation state is its own until it is written somewhere, and that
    /// write is judged where it is.
    private func construction(of type: SwiftModule.TypeDeclaration, exact: Bool = true) -> Bool {
        if holding.copyHolds(type.name) && !holding.holdsOnlyWhatItIsGiven(type) {
            guard exact, type.kind != .enumeration, !builder.reach.madeObject(type, self) else {
                builder.reach.cause = nil
                builder.reach.why = nil
                return because("makes a value that holds navigation")
            }
        }
        return builder.reach.initializers(type, self)
    }

    /// The value a property holds: an instance of a module type, or a value that holds navigation or not.
    func value(_ property: SwiftModule.Property, of owner: SwiftModule.TypeDeclaration) -> Subject {
        guard let edges = holding.edges(property, of: owner) else {
            // `static let logsFolder = FileManager.default.urls(...)[0]`: computed by other modules' code from their
            // values (a stored property: reading a computed one runs its getter, decided by the caller). A `@State` or
            // `@Published` property with no type holds a value of its initial value's type, the same way.
            if property.type == nil, property.wrapper == nil || property.wrapper == "State" || property.wrapper == "Published",
               !property.isComputed, let initial = property.initial,
               !property.syntax.bindings.contains(where: { $0.accessorBlock != nil }), isAnotherModulesValue(initial, owner: owner, constant: property.isConstant) {
                return .value(holds: false, copy: false)
            }
            return .value(holds: true, copy: true)
        }
        var type = property.type
        while let wrapped = type?.as(OptionalTypeSyntax.self)?.wrappedType ?? type?.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType {
            type = wrapped
        }
        // (A protocol's value is one of its conformers', whose own members answer its requirements: what it holds.)
        if edges.count == 1, !edges[0].deep, !holding.protocols.contains(edges[0].name), let declared = builder.module.types[edges[0].name],
           type == nil || type?.as(IdentifierTypeSyntax.self).map({ $0.genericArgumentClause == nil && builder.module.lexicalTypeName($0.name.text, at: $0) == edges[0].name }) == true {
            return .instance(declared)
        }
        return valueHolding(edges)
    }

    /// `.shared`, `.make()`: a static member of whichever module type the context expects (`context`, when known: a
    /// member of another module's type reaches nothing of this module but what it is given, read where it is given).
    /// `node`, where given, is the member itself: `.init(...)` in an unknown context is then one of the types that may
    /// have an initializer taking its arguments (`mayBeMade`).
    func mayNavigate(implicit name: String, called: Bool, in context: ImplicitContext, at node: MemberAccessExprSyntax? = nil) -> Bool {
        var candidates: [SwiftModule.TypeDeclaration]
        // Whether the member's value is only compared (a `case` pattern's): then what it holds cannot navigate.
        var compared = false
        switch context {
        case .unknown:
            candidates = builder.reach.staticMembers(named: name, builder)
            if name == "init", called, let node, let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id,
               call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty {
                let labels = call.arguments.map { $0.label?.text ?? "_" }
                let key = labels.joined(separator: ":")
                candidates = candidates.filter { type in
                    // (Decided once per type and labels: the answer reads only the module's declarations.)
                    if let known = type.madeByLabels[key] { return known }
                    let answer = mayBeMade(type, labels: labels)
                    type.madeByLabels[key] = answer
                    return answer
                }
            }
        case .foreign: return false
        case .pattern:
            // `case .logIn(.reauth(user))`, `if case .idle = state`: an enum's case, or a static value compared with
            // the subject (`~=`, `==`): its getter or the function called runs, the value itself is only compared.
            // Not when the module declares `~=` or `==` (its own code may run in the comparison), nor for a static
            // value that is called (`.handler(x)`): read then as any other use.
            candidates = builder.reach.staticMembers(named: name, builder)
            let methods = builder.reach.codeRunningNames(builder).methods
            compared = !methods.contains("~=") && !methods.contains("==")
                && !(called && candidates.contains { $0.properties.contains { $0.isStatic && $0.name == name } && !cannotBeCalled(static: name, of: $0) })
        case .module(let type):
            if name == "init" { return construction(of: type) }
            candidates = builder.reach.staticMembers(named: name, builder).filter { $0.name == type.name }
        }
        for type in candidates {
            if called, cannotBeCalled(static: name, of: type) { continue }
            if type.method(name) != nil, moduleCallMayNavigate(.method(owner: type.name, name: name), called: called, onSelf: false) { return true }
            if let property = type.properties.first(where: { $0.isStatic && $0.name == name }) {
                if hasAccessors(property), builder.reach.getter(type, property, self) { return true }
                if !compared, !returnsWhatItsGetterMade(property, of: type), holds(value(property, of: type)) { return because("reads a static value that holds navigation") }
            }
            if name == "init", compared ? builder.reach.initializers(type, self) : construction(of: type) { return true }
        }
        return false
    }

    /// Whether `.name(...)` cannot be the static member `name` of `type`: the type declares no method (nor case) of
    /// that name, and its static property of that name holds a value Swift cannot call. Calling a value needs a
    /// function type, a `callAsFunction` method or `@dynamicCallable` (`dynamicallyCall`); a value of exactly one of
    /// the module's types (`value(_:of:)` gives `.instance`) has none when no code of the module declares either
    /// method, the type is its own (not another module's it extends) and every supertype of it is a class of the
    /// module or a protocol of the module or of `ForeignProtocols` (whose extensions add no such method). So the
    /// call names another candidate's member (an enum case, a static method). (`.logIn(.reauth(user))` of a module
    /// with a case `logIn` and a `static let logIn = ActionSeed(...)`.)
    func cannotBeCalled(static name: String, of type: SwiftModule.TypeDeclaration) -> Bool {
        guard type.method(name) == nil, !type.cases.contains(where: { $0.name == name }),
              let property = type.properties.first(where: { $0.isStatic && $0.name == name }),
              case .instance(let made) = value(property, of: type) else { return false }
        let module = builder.module
        let methods = builder.reach.codeRunningNames(builder).methods
        guard !methods.contains("callAsFunction"), !methods.contains("dynamicallyCall") else { return false }
        var current: SwiftModule.TypeDeclaration? = made
        var steps = 0
        while let t = current {
            steps += 1
            guard steps < 32, !module.isProvisional(t.name), !holding.protocols.contains(t.name) else { return false }
            let superclass = module.superclass(of: t)
            for conformance in module.refinedProtocols(t.conformances) where conformance != superclass?.name {
                let last = conformance.split(separator: ".").last.map(String.init) ?? conformance
                guard holding.protocols.contains(conformance) || ForeignProtocols.requirements[last] != nil else { return false }
            }
            current = superclass
        }
        return true
    }

    /// `var level = StorageValue<Bool>(key: "level", defaultValue: true)`: a stored property with no type written
    /// whose initializer makes a value of the module's generic type `made` with its type arguments written, each made
    /// only of other modules' plain types (`isPlainForeignTypeName`: none of whose values is one of the module's) with
    /// optionals, arrays and dictionaries of them. Swift fixes the property's type by it: whatever is later written to
    /// it is a `StorageValue<Bool>` (or a subclass's instance, with the same argument).
    func madeWithPlainArguments(_ property: SwiftModule.Property, _ made: SwiftModule.TypeDeclaration) -> Bool {
        guard property.type == nil, let call = property.initial?.as(FunctionCallExprSyntax.self),
              let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self),
              let callee = generic.expression.as(DeclReferenceExprSyntax.self), callee.argumentNames == nil,
              builder.module.lexicalTypeName(callee.baseName.text, at: callee) == made.name else { return false }
        let generics = holding.genericParameters(property)
        return generic.genericArgumentClause.arguments.allSatisfy { argument in
            guard let type = Syntax(argument.argument).as(TypeSyntax.self) else { return false }
            return isPlainForeignType(type, generics: generics, depth: 0)
        }
    }

    /// A type written only with other modules' plain types (`Bool`, `[String: Date]`, `Int?`), at most 8 levels deep.
    private func isPlainForeignType(_ type: TypeSyntax, generics: Set<String>, depth: Int) -> Bool {
        guard depth < 8 else { return false }
        if let optional = type.as(OptionalTypeSyntax.self) { return isPlainForeignType(optional.wrappedType, generics: generics, depth: depth + 1) }
        if let array = type.as(ArrayTypeSyntax.self) { return isPlainForeignType(array.element, generics: generics, depth: depth + 1) }
        if let dictionary = type.as(DictionaryTypeSyntax.self) {
            return isPlainForeignType(dictionary.key, generics: generics, depth: depth + 1) && isPlainForeignType(dictionary.value, generics: generics, depth: depth + 1)
        }
        guard let identifier = type.as(IdentifierTypeSyntax.self), !generics.contains(identifier.name.text),
              builder.reach.isPlainForeignTypeName(identifier.name.text, builder) else { return false }
        return (identifier.genericArgumentClause?.arguments ?? []).allSatisfy { argument in
            guard let inner = Syntax(argument.argument).as(TypeSyntax.self) else { return false }
            return isPlainForeignType(inner, generics: generics, depth: depth + 1)
        }
    }

    /// `@Published var value: T` (or `T?`, no other wrapper) declared in the body of the generic type `type` itself,
    /// `T` a parameter of that type's own generic clause (the type nested in no other generic declaration): on an
    /// instance made with type arguments that hold nothing (`madeWithPlainArguments`), the value is one of them.
    func holdsOwnGenericParameter(_ property: SwiftModule.Property, of type: SwiftModule.TypeDeclaration) -> Bool {
        guard !property.isStatic, property.wrapper == nil || property.wrapper == "Published", var declared = property.type else { return false }
        while let wrapped = declared.as(OptionalTypeSyntax.self)?.wrappedType ?? declared.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType {
            declared = wrapped
        }
        guard let identifier = declared.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else { return false }
        let name = identifier.name.text
        let last = type.name.split(separator: ".").last.map(String.init) ?? type.name
        var node = property.syntax.parent
        var steps = 0
        var own = false
        while let current = node, steps < 64 {
            steps += 1
            let clause: GenericParameterClauseSyntax?
            let declaredName: String?
            if let s = current.as(StructDeclSyntax.self) { clause = s.genericParameterClause; declaredName = s.name.text }
            else if let c = current.as(ClassDeclSyntax.self) { clause = c.genericParameterClause; declaredName = c.name.text }
            else if let e = current.as(EnumDeclSyntax.self) { clause = e.genericParameterClause; declaredName = e.name.text }
            else if let a = current.as(ActorDeclSyntax.self) { clause = a.genericParameterClause; declaredName = a.name.text }
            else if current.is(ExtensionDeclSyntax.self) || current.is(ProtocolDeclSyntax.self) || current.is(FunctionDeclSyntax.self) { return false }
            else { node = current.parent; continue }
            if !own {
                // The innermost type declaration: the type itself, declaring the parameter.
                guard declaredName == last, clause?.parameters.contains(where: { $0.name.text == name }) == true else { return false }
                own = true
            } else if clause != nil {
                return false
            }
            node = current.parent
        }
        return own
    }

    /// Foreign protocols that give a conforming type no initializer (`Hashable`, `View`), or only `init(from:)`
    /// (`Decodable`, `Codable`), read by `mayBeMade`.
    static let initializerFreeProtocols: Set<String> = [
        "Hashable", "Equatable", "Identifiable", "Sendable", "CaseIterable", "Comparable", "CustomStringConvertible",
        "CustomDebugStringConvertible", "View", "Error", "LocalizedError", "Encodable", "Decodable", "Codable",
        "Observable", "ObservableObject", "AnyObject",
    ]

    /// Whether `.init(...)` (its arguments' `labels`, "_" for none; no trailing closure) may make a value of the module type `type`: Swift
    /// looks the initializer up by the arguments' labels, in order, a parameter with a default value skippable, every
    /// other one given (as `ExpressionTranslator.boundParameter` binds them). The type may be made so when one of its
    /// initializers the module declares (in the type or an extension) takes these labels, or its memberwise
    /// initializer may (a struct whose own body declares none: every label a stored property's name), or
    /// `init?(rawValue:)` (an enum with a raw type), or `init(from:)` (`Decodable`); a class's may be one a module
    /// superclass above it declares (inherited). An initializer the module does not list keeps the type: one another
    /// module's superclass may give, one a protocol may give (another module's that is not
    /// `initializerFreeProtocols`, or the module's own), a class's `init()` where it declares none, a provisional
    /// type's (another module's type the module extends), a variadic parameter's. (A call with a trailing closure,
    /// bound by other rules, keeps every type: the caller does not ask.)
    func mayBeMade(_ type: SwiftModule.TypeDeclaration, labels: [String]) -> Bool {
        let module = builder.module
        guard !module.isProvisional(type.name) else { return true }
        if labels == ["from"], !type.conformances.isDisjoint(with: ["Decodable", "Codable"]) { return true }
        if labels == ["rawValue"], type.kind == .enumeration, type.rawType != nil { return true }
        // A class may inherit its superclass's initializers: those of the module's superclasses above it (another
        // module's superclass, or one named through an alias or a short name the module gives another type, keeps
        // it); one that declares none has `init()`.
        var initializers: [InitializerDeclSyntax] = []
        var current: SwiftModule.TypeDeclaration? = type
        var steps = 0
        while let owner = current {
            steps += 1
            guard steps < 32 else { return true }
            initializers += owner.initializers
            if owner.kind == .classType, owner.initializers.isEmpty, labels.isEmpty { return true }
            let superclass = module.superclass(of: owner)
            if owner.conformances.contains(where: { $0 != owner.rawType && $0 != superclass?.name && !Self.initializerFreeProtocols.contains($0) }) { return true }
            if let superclass, module.isProvisional(superclass.name) { return true }
            current = superclass
        }
        for initializer in initializers {
            let parameters = Array(initializer.signature.parameterClause.parameters)
            if parameters.contains(where: { $0.ellipsis != nil }) { return true }
            var index = 0
            var fits = true
            for label in labels {
                while index < parameters.count, parameters[index].firstName.text != label {
                    guard parameters[index].defaultValue != nil else { break }
                    index += 1
                }
                guard index < parameters.count, parameters[index].firstName.text == label else { fits = false; break }
                index += 1
            }
            if fits, parameters[index...].allSatisfy({ $0.defaultValue != nil }) { return true }
        }
        // The memberwise initializer, unless the struct's own body declares an initializer (one in an `#if`, or in an
        // extension, leaves it).
        let ownInitializer = type.initializers.contains { $0.parent?.parent?.parent?.parent?.is(StructDeclSyntax.self) == true }
        if type.kind == .structure, !ownInitializer {
            let stored = Set(type.properties.filter { !$0.isStatic && !$0.isComputed }.map(\.name))
            if labels.allSatisfy({ stored.contains($0) || $0.hasPrefix("_") && stored.contains(String($0.dropFirst())) }) { return true }
        }
        return false
    }

    /// The type an implicit member (`.init(...)`, `.shared`) is looked up in.
    enum ImplicitContext {
        case unknown
        /// Another module's type (one the module neither declares nor extends).
        case foreign
        case module(SwiftModule.TypeDeclaration)
        /// A `case` pattern's, of a subject whose type the code does not say: an enum case, or a value compared.
        case pattern
    }

    /// The type Swift looks an implicit member up in, where the code says it: the declared type of the property it is
    /// assigned to (`flight = .init(...)`, `self.flight = .idle`) or of the variable it initializes
    /// (`let f: Flight = .init()`). Optionals are looked through (`.none` is then the module's or nothing).
    func contextType(_ member: MemberAccessExprSyntax) -> ImplicitContext {
        var top = Syntax(member)
        if let call = top.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == top.id { top = Syntax(call) }
        if isInCasePattern(top) { return .pattern }
        if let clause = top.parent?.as(InitializerClauseSyntax.self), let binding = clause.parent?.as(PatternBindingSyntax.self) {
            guard let declared = binding.typeAnnotation?.type else { return .unknown }
            return contextType(declared)
        }
        if let declared = resultType(of: top) {
            // `return .init(...)`, `{ .make() }`: the result type the enclosing function or computed property declares.
            return parameterTypeContext(declared)
        }
        if let argument = top.parent?.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
           argument.parent?.id == call.arguments.id {
            if let element = collectionElementContext(argument, of: call) { return element }
            let context = parameterContext(argument, of: call)
            // (Another module's type the module extends with a member of this name may be the parameter's: unknown.)
            if case .unknown = context, callsAnotherModulesMethod(call, besides: argument),
               !builder.reach.staticMembers(named: member.declName.baseName.text, builder).contains(where: { builder.module.isProvisional($0.name) }) {
                return .foreign
            }
            return context
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

    /// Whether the implicit member (or its call) is a `case` pattern or part of one's payload patterns
    /// (`case .logIn(.reauth(user))`): up to the pattern only through tuples and the payloads of implicit members that
    /// can only be enum cases (no type of the module declares a static function or property of that name, which would
    /// be given the value).
    func isInCasePattern(_ node: Syntax) -> Bool {
        var current = node.parent
        var steps = 0
        while let syntax = current, steps < 32 {
            steps += 1
            if syntax.is(ExpressionPatternSyntax.self) { return true }
            if let call = syntax.as(FunctionCallExprSyntax.self) {
                guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self), callee.base == nil,
                      !builder.reach.staticMembers(named: callee.declName.baseName.text, builder).contains(where: { type in
                          type.method(callee.declName.baseName.text) != nil || type.properties.contains { $0.isStatic && $0.name == callee.declName.baseName.text }
                      }) else { return false }
            } else if !(syntax.is(LabeledExprSyntax.self) || syntax.is(LabeledExprListSyntax.self) || syntax.is(TupleExprSyntax.self)) {
                return false
            }
            current = syntax.parent
        }
        return false
    }

    /// The declared result type `expression` is the value of: the function, subscript or computed property whose
    /// `return` it is (through `try`/`await`), or whose body is that one expression. nil when it is anything else (a part of
    /// a larger expression, a closure's result, whose type the code does not write).
    private func resultType(of expression: Syntax) -> TypeSyntax? {
        var top = expression
        while let parent = top.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) { top = parent }
        var body: Syntax
        if let ret = top.parent?.as(ReturnStmtSyntax.self) {
            // The `return`'s own body: the innermost function, accessor or closure around it.
            var current = ret.parent
            var steps = 0
            while let node = current, steps < 256 {
                steps += 1
                if node.is(ClosureExprSyntax.self) { return nil }
                if node.is(FunctionDeclSyntax.self) || node.is(AccessorDeclSyntax.self) || node.is(SubscriptDeclSyntax.self)
                    || node.is(InitializerDeclSyntax.self) || node.is(AccessorBlockSyntax.self) {
                    break
                }
                current = node.parent
            }
            guard let found = current else { return nil }
            body = found
        } else {
            // The one item of a body (`{ .init() }`).
            guard let item = top.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
                  let owner = list.parent else { return nil }
            body = owner.as(CodeBlockSyntax.self).flatMap { $0.parent } ?? owner
        }
        if let function = body.as(FunctionDeclSyntax.self) { return function.signature.returnClause?.type }
        if let subscriptDecl = body.as(SubscriptDeclSyntax.self) { return subscriptDecl.returnClause.type }
        // A getter (`get { ... }`) or a getter-only body: the property's declared type. (Not a setter's or observer's.)
        if let accessor = body.as(AccessorDeclSyntax.self) {
            guard accessor.accessorSpecifier.tokenKind == .keyword(.get), let block = accessor.parent?.parent?.as(AccessorBlockSyntax.self) else { return nil }
            body = Syntax(block)
        }
        guard let block = body.as(AccessorBlockSyntax.self) else { return nil }
        if let subscriptDecl = block.parent?.as(SubscriptDeclSyntax.self) { return subscriptDecl.returnClause.type }
        return block.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type
    }

    /// An argument's context is the type of the parameter it is passed to (`Haptics.play(.tap)`, `router.show(.init(id))`):
    /// for a call of a method the module declares on one of its types (`Type.method`, `self.method`, `method` of the
    /// owner, `x.method` of an owner's property of a module type), every overload whose parameters the argument labels
    /// match must give the same context; anything else (a free function, whose overloads the module table does not
    /// keep; a variadic; a generic parameter) is unknown.
    private func parameterContext(_ argument: LabeledExprSyntax, of call: FunctionCallExprSyntax, depth: Int = 0) -> ImplicitContext {
        if let payload = payloadContext(argument, of: call, depth: depth) { return payload }
        guard let (type, name) = moduleCallee(of: call) else { return .unknown }
        guard name != "init" else { return .unknown }
        var found: ImplicitContext?
        for method in type.methods where method.name == name {
            let bound = Self.boundParameter(method.parameters, argument, of: call)
            guard bound.fits else { continue }
            guard let parameter = bound.parameter, !isVariadic(parameter.type) else { return .unknown }
            let context = parameterTypeContext(parameter.type)
            switch (found, context) {
            case (nil, _): found = context
            case (.foreign?, .foreign): break
            case (.module(let a)?, .module(let b)) where a.name == b.name: break
            default: return .unknown
            }
        }
        return found ?? .unknown
    }

    /// The module's type whose method a call names, and the method's name: `method(...)` in the owner's code (the
    /// owner's or a superclass's, unless a local hides it), `self.method(...)`, `x.method(...)` of the owner's property
    /// declared as one of the module's types (not optional, not generic: its methods are that type's or a subclass's),
    /// `Type.method(...)`, `Model.main.method(...)` (a static property of one of the module's types holding a value of
    /// one of its types). nil when the call names none of these.
    func moduleCallee(of call: FunctionCallExprSyntax) -> (type: SwiftModule.TypeDeclaration, name: String)? {
        let module = builder.module
        let callee = call.calledExpression
        let name: String
        let type: SwiftModule.TypeDeclaration?
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            // `method(...)` inside the owner's code: the owner's (or a superclass's) method, unless a local hides it.
            name = reference.baseName.text
            guard !scope.declares(name), let owner = module.types[scope.owner], module.freeFunctions[name] == nil else { return nil }
            type = declaring(name, from: owner)
        } else if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self) {
            name = member.declName.baseName.text
            let baseName = base.baseName.text
            if baseName == "self" || baseName == "Self" {
                // (`Self.make(...)` in a class may be a subclass's: the callers that read the method's body read the
                // module's overrides too.)
                type = module.types[scope.owner].flatMap { declaring(name, from: $0) }
            } else if scope.declares(baseName) {
                return nil
            } else if let owner = module.types[scope.owner], let property = declaring(baseName, from: owner)?.property(baseName) {
                // `x.method(...)` of the owner's property whose declared type is one of the module's (not optional,
                // not generic: its methods are that type's or a subclass's, which the module declares as overrides).
                guard let declared = property.type?.as(IdentifierTypeSyntax.self), declared.genericArgumentClause == nil,
                      let propertyType = module.types[declared.name.text] else { return nil }
                type = declaring(name, from: propertyType)
            } else if module.globals[baseName] == nil, let named = module.types[baseName] {
                type = declaring(name, from: named)
            } else {
                return nil
            }
        } else if let member = callee.as(MemberAccessExprSyntax.self), let access = member.base?.as(MemberAccessExprSyntax.self),
                  let holderName = access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, !scope.declares(holderName),
                  module.globals[holderName] == nil, let holder = module.types[module.lexicalTypeName(holderName, at: access)],
                  let property = holder.properties.first(where: { $0.isStatic && $0.name == access.declName.baseName.text }) {
            // `Model.main.method(...)`: a static property of one of the module's types holding a value of one of its
            // types (declared, or made by its initializer); a subclass's override takes the same parameter types.
            name = member.declName.baseName.text
            guard let held = module.declaredTypeName(of: property).flatMap({ module.typeNamed($0, from: holder.name) }), let heldType = module.types[held],
                  property.type.map({ $0.is(IdentifierTypeSyntax.self) }) ?? true else { return nil }
            type = declaring(name, from: heldType)
        } else {
            return nil
        }
        guard let type else { return nil }
        return (type, name)
    }

    /// `items.append(.init(...))`, `items.insert(.init(...), at: 0)`, `errors.prepend(.init(...))`: an element given to
    /// a method of the owner's property declared as a standard array or set (`[Item]`, `Set<Item>`, optional or not) is
    /// looked up in the element type, when every method of that name the call may select takes an element there: the
    /// standard library's (`ReachTables.elementParameters`) and those the module declares on collections (a parameter
    /// declared `Element`). Unknown when one of them takes another type there; nil when the callee is no such method.
    private func collectionElementContext(_ argument: LabeledExprSyntax, of call: FunctionCallExprSyntax) -> ImplicitContext? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), var base = member.base else { return nil }
        while let inner = base.as(OptionalChainingExprSyntax.self)?.expression ?? base.as(ForceUnwrapExprSyntax.self)?.expression { base = inner }
        let name: String
        if let reference = base.as(DeclReferenceExprSyntax.self), !scope.declares(reference.baseName.text) {
            name = reference.baseName.text
        } else if let access = base.as(MemberAccessExprSyntax.self), access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            name = access.declName.baseName.text
        } else {
            return nil
        }
        guard let owner = builder.module.types[scope.owner], let property = declaring(name, from: owner)?.property(name),
              !isDictionary(property.type), let element = standardCollection(property.type) else { return nil }
        let method = member.declName.baseName.text
        let label = argument.label?.text ?? "_"
        let position = call.arguments.prefix { $0.id != argument.id }.count
        var candidates = 0
        if let elementLabel = ReachTables.elementParameters[method] {
            // The standard library's method takes the element first, under that label.
            guard position == 0, label == elementLabel else { return .unknown }
            candidates += 1
        }
        for (_, declared) in collectionExtensionMethods(named: method) {
            let bound = Self.boundParameter(declared.parameters, argument, of: call)
            guard bound.fits else { continue }
            guard let parameter = bound.parameter, !isVariadic(parameter.type), parameter.type.as(IdentifierTypeSyntax.self).map({ $0.name.text == "Element" && $0.genericArgumentClause == nil }) == true else {
                return .unknown
            }
            candidates += 1
        }
        return candidates == 0 ? nil : parameterTypeContext(element)
    }

    /// The parameter of a method (its `parameters`) an argument of `call` binds to: the one with the argument's label,
    /// or the k-th unlabelled one for the k-th unlabelled argument. `fits` is false when the call gives a label the
    /// method does not take (another overload is the callee); `parameter` is nil when none is left for the argument.
    static func boundParameter(_ parameters: [(label: String, name: String, type: TypeSyntax)], _ argument: LabeledExprSyntax,
                               of call: FunctionCallExprSyntax) -> (fits: Bool, parameter: (label: String, name: String, type: TypeSyntax)?) {
        let labels = Set(parameters.map(\.label))
        guard call.arguments.allSatisfy({ labels.contains($0.label?.text ?? "_") }) else { return (false, nil) }
        if let label = argument.label?.text { return (true, parameters.first { $0.label == label }) }
        let unlabelledBefore = call.arguments.prefix { $0.id != argument.id }.filter { $0.label == nil }.count
        let unlabelled = parameters.filter { $0.label == "_" }
        return (true, unlabelledBefore < unlabelled.count ? unlabelled[unlabelledBefore] : nil)
    }

    /// `[Key: Value]`, `Dictionary<Key, Value>` (optional or not).
    func isDictionary(_ type: TypeSyntax?) -> Bool {
        guard var type else { return false }
        while let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType {
            type = wrapped
        }
        return type.is(DictionaryTypeSyntax.self) || type.as(IdentifierTypeSyntax.self)?.name.text == "Dictionary"
    }

    /// `.error(.init(error: e))`, `Toast.error(.init(...))`: an argument of a case of one of the module's enums (the
    /// case given as an implicit member, whose own context is found the same way, a few calls deep at most, or named
    /// with its enum): the type of that associated value. nil when the callee is not such a case.
    private func payloadContext(_ argument: LabeledExprSyntax, of call: FunctionCallExprSyntax, depth: Int) -> ImplicitContext? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        let enumType: SwiftModule.TypeDeclaration
        if let base = member.base {
            guard let reference = base.as(DeclReferenceExprSyntax.self), !scope.declares(reference.baseName.text),
                  let resolved = builder.module.types[builder.module.lexicalTypeName(reference.baseName.text, at: reference)] else { return nil }
            enumType = resolved
        } else {
            // The implicit case's own context: the parameter or payload it is passed to, or what it is assigned to.
            var context = ImplicitContext.unknown
            if let outer = call.parent?.as(LabeledExprSyntax.self), let outerCall = outer.parent?.parent?.as(FunctionCallExprSyntax.self),
               outer.parent?.id == outerCall.arguments.id {
                guard depth < 4 else { return .unknown }
                context = parameterContext(outer, of: outerCall, depth: depth + 1)
            } else {
                context = contextType(member)
            }
            guard case .module(let type) = context else { return nil }
            enumType = type
        }
        guard enumType.kind == .enumeration, enumType.cases.contains(where: { $0.name == name }), enumType.method(name) == nil,
              !enumType.properties.contains(where: { $0.name == name }) else { return nil }
        let types = enumType.payloadTypes(of: name)
        let labels = enumType.payloadLabels[name] ?? []
        let index: Int?
        if let label = argument.label?.text {
            index = labels.firstIndex(of: label)
        } else {
            index = call.arguments.firstIndex(where: { $0.id == argument.id }).map { call.arguments.distance(from: call.arguments.startIndex, to: $0) }
            if let index, index < labels.count, labels[index] != nil { return .unknown }
        }
        guard let index, index < types.count, types.count == call.arguments.count else { return .unknown }
        return parameterTypeContext(types[index])
    }

    /// `tintColor.resolve(in: .init())`, `NotificationCenter.default.post(name: .didSync, object: nil)`: a method of
    /// another module called on a value of another module's type that is not generic over the module's types (a
    /// property declared as such a type, or a chain of static members of such a type), with nothing else given but
    /// literals and implicit members. Its parameters are then of types of that module (a generic parameter could be
    /// fixed only by another argument, and none is a value of this module), so an implicit member given to it is
    /// looked up in another module's type. No extension the module makes of another module's type or protocol may
    /// declare a method of that name (which the receiver's type might have through a conformance).
    private func callsAnotherModulesMethod(_ call: FunctionCallExprSyntax, besides argument: LabeledExprSyntax) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), var base = member.base,
              call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
              !builder.reach.extendedTypeMethodNames(builder).contains(member.declName.baseName.text),
              call.arguments.allSatisfy({ $0.id == argument.id || Self.isPlainArgument($0.expression) }) else { return false }
        while let inner = base.as(OptionalChainingExprSyntax.self)?.expression ?? base.as(ForceUnwrapExprSyntax.self)?.expression { base = inner }
        let module = builder.module
        // `x.method(...)`, `self.x.method(...)`: the owner's property declared as another module's plain type.
        var property: SwiftModule.Property?
        if let reference = base.as(DeclReferenceExprSyntax.self), !scope.declares(reference.baseName.text) {
            property = module.types[scope.owner].flatMap { declaring(reference.baseName.text, from: $0)?.property(reference.baseName.text) }
        } else if let access = base.as(MemberAccessExprSyntax.self), access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            property = module.types[scope.owner].flatMap { declaring(access.declName.baseName.text, from: $0)?.property(access.declName.baseName.text) }
        }
        if let property {
            guard property.wrapper == nil, var declared = property.type else { return false }
            while let wrapped = declared.as(OptionalTypeSyntax.self)?.wrappedType ?? declared.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType {
                declared = wrapped
            }
            guard let identifier = declared.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else { return false }
            return isAnotherModulesType(identifier.name.text, at: identifier)
        }
        // `Type.member.member`: static members of another module's type, no call on the way.
        var root = base
        var steps = 0
        while let access = root.as(MemberAccessExprSyntax.self), let inner = access.base, steps < 16 {
            root = inner
            steps += 1
        }
        guard root.id != base.id, let reference = root.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { return false }
        let name = reference.baseName.text
        guard !scope.declares(name), module.globals[name] == nil, module.freeFunctions[name] == nil,
              module.types[scope.owner].flatMap({ declaring(name, from: $0) }) == nil else { return false }
        return isAnotherModulesType(name, at: reference)
    }

    /// A name that can only be another module's type here: capitalised, not the module's type (nor a type it extends),
    /// protocol, alias or associated type, nor a generic parameter around `node`.
    func isAnotherModulesType(_ name: String, at node: some SyntaxProtocol) -> Bool {
        guard name.first?.isUppercase == true, !["Self", "Any", "AnyObject"].contains(name) else { return false }
        let module = builder.module
        return module.types[name] == nil && module.types[module.lexicalTypeName(name, at: node)] == nil && !holding.protocols.contains(name)
            && !builder.reach.typeLastNames(builder).contains(name) && !builder.reach.aliases(builder).contains(name)
            && !isGenericParameter(name, of: node)
    }

    /// A literal (`nil`, `"bell"`, `1`, `true`) or an implicit member (`.zero`, `.init()`, `.named("x")` given literals).
    private static func isPlainArgument(_ expression: ExprSyntax) -> Bool {
        if expression.is(NilLiteralExprSyntax.self) || expression.is(BooleanLiteralExprSyntax.self) || expression.is(IntegerLiteralExprSyntax.self)
            || expression.is(FloatLiteralExprSyntax.self) {
            return true
        }
        if let string = expression.as(StringLiteralExprSyntax.self) {
            return !string.segments.contains { $0.is(ExpressionSegmentSyntax.self) }
        }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.base == nil }
        if let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
           call.trailingClosure == nil {
            return call.arguments.allSatisfy { isPlainArgument($0.expression) }
        }
        return false
    }

    /// A parameter's declared type as a context: looked up where it is written (a type nested in the method's type,
    /// `Style` for `Outer.Style`); a name that is the last part of any of the module's types but resolves to none here
    /// is unknown rather than another module's.
    private func parameterTypeContext(_ declared: TypeSyntax) -> ImplicitContext {
        var type = declared
        while let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType {
            type = wrapped
        }
        guard let identifier = type.as(IdentifierTypeSyntax.self) else { return .unknown }
        let module = builder.module
        let resolved = module.lexicalTypeName(identifier.name.text, at: identifier)
        if identifier.genericArgumentClause == nil, let found = module.types[resolved] { return .module(found) }
        if builder.reach.typeLastNames(builder).contains(identifier.name.text) { return .unknown }
        return contextType(declared)
    }

    /// `_ items: Item...`: the parameter's ellipsis follows its type.
    private func isVariadic(_ type: TypeSyntax) -> Bool {
        type.parent?.as(FunctionParameterSyntax.self)?.ellipsis != nil
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
        let module = builder.module
        if let declaredType = module.types[name] { return .module(declaredType) }
        // `static func forbidden(body: Data) -> Self { .forbidden(detail: ...) }`: `Self` in a struct's or an enum's
        // code (or an extension of one the module declares) is that type. (A class's `Self` may be a subclass, a
        // protocol extension's any conformer, another module's type's extension may be a protocol's.)
        if name == "Self", !generic, let owner = module.innermostType(at: node), let type = module.types[owner], !module.isProvisional(owner),
           type.kind != .classType, !holding.protocols.contains(owner) {
            return .module(type)
        }
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
    func isGenericParameter(_ name: String, of node: some SyntaxProtocol) -> Bool {
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

