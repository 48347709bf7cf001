import NavSceneModel
import SwiftSyntax

/// A statement the model cannot compute but whose effect it can name: it may navigate only by writing state variables
/// of the scene (`(statuses, next) = try await client.fetch()`, `self.cursor = response.cursor`,
/// `items.append(contentsOf: await load())`). Each of them then holds any value of its type after the statement (it may
/// also keep the one it had, which is a value of the type): a sound abstraction, not a hole. Anything else in it that
/// may navigate (a call of the module's code, a closure, a value that holds navigation escaping, a write inside a
/// closure, which runs at a time the model does not know) keeps it an unknown site.
extension ExpressionTranslator {
    /// A statement the front end cannot translate and that may navigate: the writes that stand for it (noted as an
    /// abstraction) when its effect can be named, else nothing and an unknown site.
    func unknownStatement(_ node: Syntax, _ what: String, _ range: SourceRange) -> [Statement] {
        startCause()
        if let writes = writeSetAbstraction(node) {
            // Writes of latent values (`StateVariable.isLatent`) are held by the analysis as every value they may
            // write, on exactly the state they write: the site hides no absence finding.
            builder.noteOpaque(.statement, what, range, mayNavigate: !onlyLatent(writes), abstraction: true)
            return writes
        }
        // Why its write set is unknown, else why it may navigate at all.
        let cause = builder.reach.cause ?? navigationCause(of: node)
        builder.noteOpaque(.statement, what, range, mayNavigate: true, cause: cause)
        return []
    }

    /// Whether every statement writes a latent value (`SceneBuilder.latentValue`).
    func onlyLatent(_ writes: [Statement]) -> Bool {
        writes.allSatisfy { statement in
            guard case .set(_, let value) = statement.kind, case .identifier(let name) = value.kind else { return false }
            return builder.latentNames.contains(name)
        }
    }

    /// The writes of unknown values that stand for `node`, or nil when its effect cannot be named so.
    func writeSetAbstraction(_ node: Syntax) -> [Statement]? {
        guard !StatementExits.leave(node), let collector = collectWrites(node), !collector.writes.isEmpty else { return nil }
        let range = source.range(node)
        return collector.writes.map { write in
            // The state holds a latent value: any value of its type for what may be reached, and none for a witness
            // (`StateVariable.isLatent`).
            Statement(kind: .set(write.write.target, builder.latentValue(write.variable.type, at: range)), range: range, targetRange: write.range)
        }
    }

    /// The value a write of state of `type` holds: a latent one (`SceneBuilder.latentValue`) when the model cannot
    /// compute it as a whole (an unknown value), else `value` (a value the model computes, or one built of unknown
    /// parts, which stay plain unknown values). An unknown value made while translating this value (its number is
    /// above `made`) is made latent itself; one made before (a local's, read again) gets a latent value of its own.
    func latentIfUnknown(_ value: Expression, _ type: TypeRef, made: Int) -> Expression {
        guard case .identifier(let name) = value.kind, name.hasPrefix("_unknown"), let number = Int(name.dropFirst("_unknown".count)),
              scene.stateVariable(name)?.isUnknown == true else { return value }
        if number > made {
            builder.makeLatent(value)
            return value
        }
        return builder.latentValue(type, at: value.range)
    }

    /// The state `node` may write, when that is all it may do to navigation: its own writes of named state, and the
    /// write sets of the module's functions it calls (`NavigationWriteSets`). nil when anything in it may navigate
    /// otherwise.
    func collectWrites(_ node: Syntax) -> WriteCollector? {
        let finder = NavigationUses(viewMode: .sourceAccurate)
        finder.walk(node)
        startCause()
        if let unfollowed = finder.unfollowedNodes.first(where: { superMayNavigate($0) }) {
            explain(Syntax(unfollowed), otherwise: "calls the superclass, which is not followed")
            return nil
        }
        let collector = WriteCollector(range: source.range(node))
        collector.statement = node
        var translator = self
        translator.writeCollector = collector
        // The locals this code binds to values of module types (`ForeignCodeReach`), found as its uses are read in order.
        if translator.typedLocals == nil { translator.typedLocals = TypedLocalTable(root: node) }
        for member in finder.implicitMembers {
            startCause()
            if translator.mayNavigate(implicit: member.name, called: member.called, in: translator.contextType(member.node), at: member.node) {
                explain(Syntax(member.node), otherwise: "is an implicit member of a type the code does not say, which may be the module's code that navigates")
                return nil
            }
        }
        for use in finder.uses {
            if let write = writtenState(use, in: node) {
                collector.add(StateWrite(target: write.target, view: isViewScoped(write.target) ? scope.owner : nil), write.variable, write.range)
                continue
            }
            startCause()
            // `onLogin()`: what the closures the property may hold write (`ClosurePropertyWrites`).
            if let (type, property) = translator.calledClosureProperty(use, whole: node), translator.mayNavigate(use) {
                startCause()
                guard translator.addClosureWrites(type, property, to: collector) else {
                    explain(chainNode(use), otherwise: "calls a closure property whose callers' closures may do more than write state")
                    return nil
                }
                continue
            }
            if translator.mayNavigate(use) {
                // A write the model could name, but inside a closure: it runs at a time the model does not know.
                let closure = use.root.map { insideClosure(Syntax($0), below: node) } ?? false
                if closure, builder.reach.cause == nil { builder.reach.why = (builder.reach.why ?? plainWhy(use)) + " inside a closure" }
                explain(chainNode(use), otherwise: plainWhy(use))
                return nil
            }
        }
        builder.reach.cause = nil
        return collector
    }

    /// A call of the module's function or method in a chain (`load()`, `router.show(x)`, `Haptics.play()`): whether it
    /// may navigate. While a write set is collected, a call whose callee only writes named state adds those writes
    /// instead: scene state from any receiver, a view's own state only from that view's own code (`onSelf`). A callee
    /// given as a value (`Button(action: load)`) runs later: decided as a whole.
    func moduleCallMayNavigate(_ callee: ModuleCallee, called: Bool, onSelf: Bool) -> Bool {
        guard let collector = writeCollector, called else {
            switch callee {
            case .method(let owner, let name): return builder.reach.method(owner, name, self)
            case .function(let name): return builder.reach.function(name, self)
            case .setter(let owner, let name), .getter(let owner, let name):
                guard let type = builder.module.types[owner], let property = type.property(name) else { return true }
                return builder.reach.getter(type, property, self)
            }
        }
        guard let writes = builder.reach.writeSets.writes(callee, self) else { return true }
        var resolved: [(StateWrite, StateVariable)] = []
        for write in writes {
            if let view = write.view {
                guard onSelf, view == scope.owner, isViewScoped(write.target), let variable = stateVariable(write.target) else {
                    return because("writes a view's own state, which the model cannot name from here")
                }
                resolved.append((write, variable))
            } else {
                // The same scene variable here: not hidden by a view-scoped one of the caller's of its name.
                guard !isViewScoped(write.target), let variable = scene.stateVariable(write.target) else {
                    return because("writes state a name of this view's hides")
                }
                resolved.append((write, variable))
            }
        }
        if resolved.contains(where: { $0.0.view != nil }) { builder.viewScopedUses += 1 }
        for (write, variable) in resolved.sorted(by: { ($0.0.target, $0.0.view ?? "") < ($1.0.target, $1.0.view ?? "") }) {
            collector.add(write, variable, collector.range)
        }
        return false
    }

    /// The setter of a computed property with one (`var x: T { get { ... } set { ... } }`), when it has no other
    /// accessor a write runs (`_modify`, observers): nil otherwise.
    static func setter(of property: SwiftModule.Property) -> AccessorDeclSyntax? {
        guard let binding = property.syntax.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property.name }),
              let block = binding.accessorBlock, case .accessors(let accessors) = block.accessors else { return nil }
        var setter: AccessorDeclSyntax?
        for accessor in accessors {
            switch accessor.accessorSpecifier.text {
            case "get", "_read", "unsafeAddress": continue
            case "set": setter = accessor
            default: return nil
            }
        }
        return setter
    }

    /// `settings.limit = x`, `limit = x`, `&settings.limit` (a use whose chain ends at `property`), while a write set
    /// is collected: Swift runs the property's setter (and for `&`, `+=`, its getter first) with the value written as
    /// `newValue`, and nothing else of the property: the write is what the setter's body writes, read as a method's
    /// write set (`NavigationWriteSets`, `ModuleCallee.setter`; scene state from any receiver, a view's own state from
    /// its own code). nil where that is not said so: not a property with a setter only (`ExpressionTranslator.setter`),
    /// a binding handed on (`$settings.limit`, whose setter runs whenever its receiver writes it), a write inside a
    /// closure of the statement, or a chain that goes on after the property. Only a class's property: the setter
    /// writes the object itself, and the chain before it is only read (a struct's setter writes a copy that is then
    /// stored back in whatever holds it, which its write set does not name).
    func setterCall(_ type: SwiftModule.TypeDeclaration, _ property: SwiftModule.Property, at index: Int, of members: [String],
                    _ use: NavigationUse, onSelf: Bool) -> Bool? {
        guard let collector = writeCollector, let statement = collector.statement, use.context == .write, index == members.count - 1,
              let root = use.root, !root.baseName.text.hasPrefix("$"), !insideClosure(Syntax(root), below: statement),
              !property.isStatic, type.kind == .classType, !builder.module.isProvisional(type.name),
              !builder.reach.protocols(builder).contains(type.name), Self.setter(of: property) != nil else { return nil }
        if getterMayNavigateAtUse(type, property, reading: true) { return true }
        return moduleCallMayNavigate(.setter(owner: type.name, property: property.name), called: true, onSelf: onSelf)
    }

    /// The statements of a computed property's getter: a read-only property's body, or its one `get` accessor's when
    /// it has no other accessor a read runs (`_read`, `unsafeAddress`); nil otherwise.
    static func getterBody(of property: SwiftModule.Property) -> CodeBlockItemListSyntax? {
        guard let binding = property.syntax.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property.name }),
              let block = binding.accessorBlock else { return nil }
        switch block.accessors {
        case .getter(let items): return items
        case .accessors(let accessors):
            guard !accessors.contains(where: { ["_read", "unsafeAddress"].contains($0.accessorSpecifier.text) }) else { return nil }
            return accessors.first { $0.accessorSpecifier.text == "get" }?.body?.statements
        }
    }

    /// `settings.queueEnabled` (a read of a class's computed property whose getter may navigate), while a write set is
    /// collected: Swift runs the getter, once, where the chain reads it. A getter that only writes state (a cache it
    /// fills, `_queueEnabled = value`) adds those writes (its body read as a method's write set, `ModuleCallee.getter`)
    /// and the chain goes on with the value it returns (judged at the use, as before): true. false where that is not
    /// said so (the caller then judges the getter as before): not a class's property, one a subclass overrides, a
    /// getter whose write set is unknown, or a read inside a closure of the statement.
    func getterWrites(_ type: SwiftModule.TypeDeclaration, _ property: SwiftModule.Property, _ use: NavigationUse) -> Bool {
        guard let collector = writeCollector, let statement = collector.statement, let root = use.root, !insideClosure(Syntax(root), below: statement),
              !property.isStatic, type.kind == .classType, !builder.module.isProvisional(type.name),
              !builder.reach.protocols(builder).contains(type.name), Self.getterBody(of: property) != nil else { return false }
        return !moduleCallMayNavigate(.getter(owner: type.name, property: property.name), called: true, onSelf: false)
    }

    /// Adds the scene state a call of the view's closure property may write; false when that cannot be said.
    private func addClosureWrites(_ type: SwiftModule.TypeDeclaration, _ property: SwiftModule.Property, to collector: WriteCollector) -> Bool {
        guard let writes = builder.reach.closureWrites.writes(type, property, self) else { return false }
        var resolved: [(StateWrite, StateVariable)] = []
        let own = instanceNames()
        for write in writes {
            // The same scene variable here: not hidden by a name of this view's own.
            guard write.view == nil, !own.contains(write.target), !isViewScoped(write.target), let variable = scene.stateVariable(write.target) else { return false }
            resolved.append((write, variable))
        }
        for (write, variable) in resolved.sorted(by: { $0.0.target < $1.0.target }) { collector.add(write, variable, collector.range) }
        return true
    }

    /// Whether a state target names the owner view's own state (a view-local `@State`, a `@Binding` parameter), as
    /// `stateVariable` resolves it, rather than a scene state variable.
    func isViewScoped(_ target: String) -> Bool {
        builder.localStateVariable(view: scope.owner, property: target) != nil
            || builder.stateName(owner: scope.owner, property: target) == nil && builder.bindingParameterType(view: scope.owner, property: target) != nil
    }

    /// The scene state variable a use writes and nothing else: an assignment to it or to a part of it, `&x`, or a
    /// method of the standard library's values that mutates it in place (`items.append(contentsOf:)`). Not a path (any
    /// path would push values nothing pushes), nor a property that runs code when written (`didSet`, a setter), nor a
    /// write inside a closure of the statement.
    private func writtenState(_ use: NavigationUse, in statement: Syntax) -> (target: String, variable: StateVariable, range: SourceRange)? {
        guard use.context != .read else { return nil }
        guard let root = use.root, !root.baseName.text.hasPrefix("$"), !insideClosure(Syntax(root), below: statement) else { return traceWrite(use, "root/closure") }
        // The target is the name itself, `self.name`, or `model.name` of an observable model the view reaches.
        // (`Session.shared.user`: a property of a model a shared static holds.)
        // Also through optional chains (`router?.path.popLast()`, `self?.item = x`, `model?.sub.flag = true`): the
        // write happens or, when a link is nil, nothing does; a latent value (any value of the type, the one it had
        // among them) stands for both.
        var node = ExprSyntax(root)
        var consumed = 0
        var target = stateTarget(node)
        while target == nil, consumed < min(use.members.count, 8), let member = Self.member(above: node) {
            node = ExprSyntax(member)
            consumed += 1
            target = stateTarget(node, throughOptional: true)
        }
        guard let target, let variable = stateVariable(target), consumed <= use.members.count else { return traceWrite(use, target == nil ? "no target" : "no variable") }
        let names = builder.reach.codeRunningNames(builder)
        let written = consumed == 0 ? use.name : use.members[consumed - 1]
        // What the chain passes through to the model must not run code either (`shared` computed, a `didSet`).
        guard !use.members[..<max(0, consumed - 1)].contains(where: { names.properties.contains($0) || names.methods.contains($0) }) else { return traceWrite(use, "chain runs code") }
        guard !writeRunsCode(node, target: target, written: written, names: names.properties) else { return traceWrite(use, "written runs code") }
        let rest = use.members[consumed...]
        // A path or a selection takes a latent value only where the code assigns it (`path = restored()`), removes
        // from it (`path.removeLast(k)`) or reorders it (`path.sort()`); a push (`append`, `insert`, `&path`) keeps
        // what the model holds of it.
        if !mayHoldAnyValue(variable, written) {
            if use.context == .call {
                guard rest.count == 1, let method = rest.first, ExpressionTranslator.removals.contains(method) else { return traceWrite(use, "path call") }
            } else {
                guard rest.isEmpty, use.root?.parent?.is(InOutExprSyntax.self) != true, !isInOut(node) else { return traceWrite(use, "path write") }
            }
        }
        // The type of the value the chain has reached (the state's, then each part's), while the model can tell it.
        var reached: TypeRef? = variable.type
        for (index, member) in zip(rest.indices, rest) {
            defer { reached = partType(reached, member) }
            let isCalled = use.context == .call && index == rest.index(before: rest.endIndex)
            if isCalled {
                // A method called on the state's value itself where the model holds it as a standard list (`[T]`): the
                // standard library's, unless the module declares a method of the name on another module's type or
                // protocol or in a protocol of its own (`extendedTypeMethodNames`), the only module code a list runs.
                // (Elsewhere any method of the module's of the name may be the one called.)
                let moduleMethods = index == rest.startIndex && variable.type.arrayElement != nil ? builder.reach.extendedTypeMethodNames(builder) : names.methods
                let standard = (ReachTables.mutatingMethods.contains(member) || ReachTables.readingMethods.contains(member)) && !moduleMethods.contains(member)
                guard standard || index == rest.startIndex && changesOnlyItsList(member, variable) else { return traceWrite(use, "method \(member)") }
            } else if member != "[]" {
                // A stored property of a type the model tells (`items[i].status` of `[Item]`) runs no code where
                // `storedRunsCode` says so, whatever other types declare of the name.
                let stored = reachedType(reached).map { !storedRunsCode(member, of: $0) } ?? false
                guard stored || !names.properties.contains(member) && !names.methods.contains(member) else { return traceWrite(use, "member runs code") }
            }
        }
        // A method that only reads (`items.contains(x)`) writes nothing: it is no write at all.
        if use.context == .call, let last = rest.last, ReachTables.readingMethods.contains(last), !ReachTables.mutatingMethods.contains(last) { return nil }
        return (target, variable, source.range(node))
    }

    /// Whether writing `written`, the property the chain names at `node` (the state `target`), may run code: Swift runs
    /// the accessors of the declaration the owner's value reaches, the owner's own or, for a class, a subclass's
    /// override (an observer or a setter added there). So where the module declares a property of the name with
    /// accessors (`names`), the owner is resolved as `stateTarget` resolves it (the name or `self.name` of the code's own
    /// type, `model.name` of a model the chain reaches): its declaration of the property stored with no accessor, and
    /// no override of the name, runs no code (`storedRunsCode`). Any other owner (a `@Binding`, whose setter may be
    /// a computed property's; one not resolved): may, as any property of the name may.
    private func writeRunsCode(_ node: ExprSyntax, target: String, written: String, names: Set<String>) -> Bool {
        guard names.contains(written) else { return false }
        var ownerName: String?
        if node.is(DeclReferenceExprSyntax.self) {
            ownerName = scope.owner
        } else if let member = node.as(MemberAccessExprSyntax.self), var base = member.base {
            if let chain = base.as(OptionalChainingExprSyntax.self) { base = chain.expression }
            ownerName = base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? scope.owner : stateObjectType(base, throughOptional: true)
        }
        guard let ownerName, let owner = builder.module.types[ownerName],
              builder.stateName(owner: ownerName, property: written) == target
                || target == written && builder.localStateVariable(view: ownerName, property: written) != nil else { return true }
        return storedRunsCode(written, of: owner)
    }

    /// Whether a write of the property `name` of a value of `owner` may run code: not when `owner` declares it stored with
    /// no accessor (no observer, not computed) and, for a class, no type of the module overrides a property of the name
    /// (a subclass's override adds an observer or accessors that a write of the inherited property runs).
    func storedRunsCode(_ name: String, of owner: SwiftModule.TypeDeclaration) -> Bool {
        // (A wrapper of the module's own runs its `wrappedValue` setter: only SwiftUI's and Combine's storage is taken,
        // every attribute of the declaration one of those.)
        guard let property = owner.property(name), !property.isStatic, !property.isComputed,
              property.syntax.attributes.allSatisfy({ attribute in
                  attribute.as(AttributeSyntax.self)?.attributeName.as(IdentifierTypeSyntax.self).map { Self.plainStorageWrappers.contains($0.name.text) } ?? false
              }),
              !property.syntax.bindings.contains(where: { $0.accessorBlock != nil }) else { return true }
        return owner.kind == .classType && builder.reach.overriddenPropertyNames(builder).contains(name)
    }

    /// The module type a value of `type` is (through an optional), or nil.
    private func reachedType(_ type: TypeRef?) -> SwiftModule.TypeDeclaration? {
        var current = type
        if case .optional(let wrapped)? = current { current = wrapped }
        guard case .named(let name)? = current else { return nil }
        return builder.module.types[name]
    }

    /// The type of the part `member` of a value of `type`: an element of a list (`[]`), a stored property of a module
    /// type the model tells; nil otherwise.
    private func partType(_ type: TypeRef?, _ member: String) -> TypeRef? {
        if member == "[]" { return type?.arrayElement }
        guard let owner = reachedType(type), let property = owner.property(member), !property.isComputed else { return nil }
        return builder.typeRef(property.type ?? builder.literalType(property.initial))
    }

    /// Property wrappers whose setter stores the value and runs none of the module's code (it may invalidate views).
    static let plainStorageWrappers: Set<String> = ["State", "Published", "AppStorage", "SceneStorage", "ObservationIgnored"]

    /// Debugging only (`NavigationHolding.tracingState`): why a write is not one of named state.
    private func traceWrite(_ use: NavigationUse, _ why: String) -> (target: String, variable: StateVariable, range: SourceRange)? {
        if NavigationHolding.tracingState { NavigationHolding.trace("navlint-write: \(scope.owner) \(use.name).\(use.members.joined(separator: ".")): \(why)") }
        return nil
    }

    /// The member access whose base `node` is, directly or through `?` (`router?.path`).
    private static func member(above node: ExprSyntax) -> MemberAccessExprSyntax? {
        var base = Syntax(node)
        if let chain = node.parent?.as(OptionalChainingExprSyntax.self), chain.expression.id == node.id { base = Syntax(chain) }
        guard let member = base.parent?.as(MemberAccessExprSyntax.self), member.base?.id == base.id else { return nil }
        return member
    }

    /// The standard library's (and SwiftUI's `move(fromOffsets:toOffset:)`, `remove(atOffsets:)`) methods that only
    /// remove or reorder elements of a list (what is left is a prefix, a suffix, a sub-list or a permutation of it):
    /// every one is a list of the element type, so a latent write of a path may stand for them.
    static let removals: Set<String> = ["removeLast", "removeFirst", "removeAll", "remove", "removeSubrange", "popLast", "sort", "reverse", "shuffle", "swapAt", "move"]

    /// Whether `node` is passed `inout` (`&path`).
    private func isInOut(_ node: ExprSyntax) -> Bool {
        node.parent?.is(InOutExprSyntax.self) == true
    }

    /// `errors.prepend(x)` of a list the model holds: a method the module declares on the standard collections
    /// (`extension Array { mutating func prepend(_:) }`, on `Collection`, ...) whose every such declaration cannot
    /// navigate (its body reaches nothing of the module's state but the collection it is called on, read as
    /// `NavigationReach.collectionCallMayNavigate` reads it when the collection is not navigation state) changes only
    /// that list: a write of it (any value of its type after the call, which includes what the method makes). What it is
    /// given is read where it is given (the caller's own check). A list declared as a type of the module's own is not
    /// a standard collection: the model holds it as a list only when it is one.
    private func changesOnlyItsList(_ method: String, _ variable: StateVariable) -> Bool {
        guard variable.type.arrayElement != nil else { return false }
        let extensions = collectionExtensionMethods(named: method)
        var whole = self
        whole.writeCollector = nil
        return !extensions.isEmpty && !extensions.contains { whole.moduleCallMayNavigate(.method(owner: $0.owner, name: method), called: true, onSelf: false) }
    }

    /// Whether "any value of its type" is a sound value for the variable: not for a path (any path would push values
    /// nothing pushes) nor a selection, which hold a latent value instead (`SceneBuilder.latentValue`). A list is a
    /// path or a selection when a navigation API binds a property of its name anywhere (`NavigationBoundNames`), or
    /// when it is a binding parameter (whatever its caller binds to it).
    func mayHoldAnyValue(_ variable: StateVariable, _ property: String) -> Bool {
        if variable.type == .navigationPath { return false }
        guard variable.type.isPath else { return true }
        return !builder.reach.holding(builder).names.contains(property) && builder.bindingParameterType(view: scope.owner, property: property) == nil
    }

    /// Whether a closure inside `statement` holds `node`, other than the body of a task the code starts or a closure
    /// it schedules (`isRunClosure`). A write in any other closure runs when, and as often as, whoever holds the
    /// closure calls it (a handler stored for later, a callback given to another module): a write set cannot say it.
    func insideClosure(_ node: Syntax, below statement: Syntax) -> Bool {
        var current = node.parent
        while let parent = current, parent.id != statement.id {
            // (A name the run closure declares itself, `group in`, is not the owner's.)
            if let closure = parent.as(ClosureExprSyntax.self), !isRunClosure(closure) || declares(closure, node) { return true }
            current = parent.parent
        }
        return false
    }

    /// Whether `closure`'s signature declares the name `node` reads.
    private func declares(_ closure: ClosureExprSyntax, _ node: Syntax) -> Bool {
        guard let clause = closure.signature?.parameterClause else { return false }
        let name = node.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        switch clause {
        case .simpleInput(let list): return list.contains { $0.name.text == name }
        case .parameterClause(let parameters): return parameters.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
        }
    }

    /// Whether a closure is code its caller runs, at most once, without handing it to anyone who could keep it: the
    /// body of a task started there (`Task { }`, `Task(priority:) { }`, `Task.detached { }`), a closure scheduled on
    /// the main queue or actor (`DispatchQueue.main.async { }`, `.asyncAfter { }`, `MainActor.run { }`), a transaction
    /// (`withAnimation { }`), a task group's or continuation's body and a child task of the group (the translator's
    /// own `startedTask`, `scheduledClosure`, `immediateBodyClosure`, `childTask`). Sound for a write set: the write
    /// set says the variable holds any value of its type after the statement, or keeps its own (a task cancelled
    /// before it runs). A task's or scheduled closure's body runs after the synchronous code that starts it; the
    /// model has no time and places its writes at the statement, as it does for the statements of `Task { }` in an
    /// action (`statement(_:)`): the state after the task ran is one the model reaches. What it does not hold, as
    /// there: a write of the same variable that the caller makes after starting the task, or a later event makes
    /// before the task runs, is seen before the task's write, not after it.
    func isRunClosure(_ closure: ClosureExprSyntax) -> Bool {
        guard let call = closure.parent.flatMap({ $0.as(FunctionCallExprSyntax.self) })
                ?? closure.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self) else { return false }
        if startedTask(ExprSyntax(call))?.id == closure.id { return true }
        if scheduledClosure(call)?.id == closure.id { return true }
        if immediateBodyClosure(call)?.id == closure.id || childTask(call)?.id == closure.id { return true }
        if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, name == "withAnimation" || name == "withTransaction",
           builder.module.freeFunctions[name] == nil, call.trailingClosure?.id == closure.id, call.additionalTrailingClosures.isEmpty {
            return true
        }
        return false
    }
}

/// Whether a statement may leave the code around it (`return`, `throw`, a `break` or `continue` of a loop outside it):
/// then what follows it may not run, which a write set cannot say. Closures and nested functions are their own code.
final class StatementExits: SyntaxVisitor {
    /// Loops inside the statement (a `continue` ends an iteration of one), and those with the `switch`es (a `break`
    /// ends one of them).
    private var loops = 0
    private var breakable = 0
    private(set) var leaves = false

    static func leave(_ node: Syntax) -> Bool {
        let visitor = StatementExits(viewMode: .sourceAccurate)
        visitor.walk(node)
        return visitor.leaves
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind { leaves = true; return .skipChildren }
    override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind { leaves = true; return .skipChildren }
    override func visit(_ node: BreakStmtSyntax) -> SyntaxVisitorContinueKind {
        if node.label != nil || breakable == 0 { leaves = true }
        return .skipChildren
    }
    override func visit(_ node: ContinueStmtSyntax) -> SyntaxVisitorContinueKind {
        if node.label != nil || loops == 0 { leaves = true }
        return .skipChildren
    }
    override func visit(_ node: FallThroughStmtSyntax) -> SyntaxVisitorContinueKind { leaves = true; return .skipChildren }
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind { enterLoop() }
    override func visitPost(_ node: ForStmtSyntax) { leaveLoop() }
    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind { enterLoop() }
    override func visitPost(_ node: WhileStmtSyntax) { leaveLoop() }
    override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind { enterLoop() }
    override func visitPost(_ node: RepeatStmtSyntax) { leaveLoop() }
    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind { breakable += 1; return .visitChildren }
    override func visitPost(_ node: SwitchExprSyntax) { breakable -= 1 }

    private func enterLoop() -> SyntaxVisitorContinueKind {
        loops += 1
        breakable += 1
        return .visitChildren
    }

    private func leaveLoop() {
        loops -= 1
        breakable -= 1
    }
}

