import SwiftSyntax

/// The locals a piece of code binds to values of the module's types (`let s = Storage.shared`,
/// `if let b = bottles.first(where: { ... })`, a closure's `$0` given the elements), found while its uses are read in
/// order (`ExpressionTranslator.mayNavigate(_:initializing:)`): each holds a value of that type from its binding on,
/// inside the code that can see it (`region`), and its uses there are judged as that type's value.
final class TypedLocalTable {
    struct Entry {
        let type: SwiftModule.TypeDeclaration
        let region: Syntax
        let after: AbsolutePosition
    }
    /// The code being read: a local counts only when everything that can see it is inside.
    let root: Syntax
    var entries: [String: [Entry]] = [:]
    init(root: Syntax) { self.root = root }
}

/// Whether `node` is `ancestor` or inside it (at most 1,024 levels up).
func isWithin(_ node: Syntax, _ ancestor: Syntax) -> Bool {
    var current: Syntax? = node
    var steps = 0
    while let candidate = current, steps < 1024 {
        if candidate.id == ancestor.id { return true }
        current = candidate.parent
        steps += 1
    }
    return false
}

enum ForeignProtocols {
    /// Other modules' protocols whose requirements are all methods, initializers and read-only properties, with the
    /// names of those requirements: the only code of a conforming type of the module they let another module's code
    /// run (`==`, `hash(into:)`, `encode(to:)`, `init(from:)`, `description`). None lets it write a property.
    static let requirements: [String: [String]] = [
        "Equatable": ["=="], "Hashable": ["==", "hash", "hashValue"], "Comparable": ["==", "<", "<=", ">", ">="],
        "Identifiable": ["id"], "Encodable": ["encode"], "Decodable": ["init"], "Codable": ["encode", "init"],
        "CustomStringConvertible": ["description"], "CustomDebugStringConvertible": ["debugDescription"],
        "LosslessStringConvertible": ["description", "init"], "CustomReflectable": ["customMirror"],
        "Sendable": [], "Error": [], "LocalizedError": ["errorDescription", "failureReason", "recoverySuggestion", "helpAnchor"],
        "CaseIterable": ["allCases"], "RawRepresentable": ["rawValue", "init"], "ObservableObject": ["objectWillChange"],
        "Observable": [], "AnyObject": [],
    ]

    /// A supertype of the owner that adds no member a bare call there could name and run on `self` with the values
    /// it is given: one of the protocols above, or SwiftUI's `View` (whose methods make a modified view, which nothing
    /// shows when the call's result is dropped).
    static func addsNoBareMember(_ conformance: String) -> Bool {
        let last = conformance.split(separator: ".").last.map(String.init) ?? conformance
        return requirements[last] != nil || last == "View"
    }
}

/// Other modules' code given the module's values. It cannot name the module's state or functions: it reaches the
/// module only through the values it is given, and on them only through what dynamic dispatch lets it call (the
/// requirements of its own protocols the values' types conform to, the methods a class of the module overrides, the
/// closures the values hold). So a value that holds navigation, given to such code, may navigate only when one of
/// those may (`foreignCodeMayNavigate`, decided once per type); what else the call is given is read where it is given.
/// Where the value goes afterwards matters too: a call whose result is dropped, a comparison (a `Bool`), an
/// interpolation (a `String`) return nothing of it; a local bound to it is judged where it is used.
extension ExpressionTranslator {
    /// The type of a typed local this use names, where the use can see it.
    func typedLocal(_ use: NavigationUse) -> SwiftModule.TypeDeclaration? {
        guard let table = typedLocals, let root = use.root, let entries = table.entries[use.name] else { return nil }
        let node = Syntax(root)
        for entry in entries where node.position >= entry.after && isWithin(node, entry.region) { return entry.type }
        return nil
    }

    /// A read of a value that holds navigation whose every later use is judged: bound to a local of a module type
    /// inside the code read, or given to another module's code that can reach nothing of it that may navigate and
    /// returns nothing of it.
    func readIsJudgedElsewhere(_ use: NavigationUse, subject: Subject, members: [String],
                               stepped: (index: Int, property: SwiftModule.Property, owner: SwiftModule.TypeDeclaration)?) -> Bool {
        guard let root = use.root else { return false }
        let top = NavigationUses.chain(from: Syntax(root)).top
        // What the getter being read returns: judged where the property is read (`GetterResults`).
        if isReturnedByGetter(top) { return true }
        // `@Bindable var model = model`: a local that is the same object, whose uses name it as the code before did.
        if use.members.isEmpty, isBindableAliasInitializer(top, name: use.name) { return true }
        // `info["date"] as? String`: the value only goes to a cast to another module's plain value type.
        if isCastToPlainValueType(top) { return true }
        var given: [(name: String, deep: Bool)]
        var single: SwiftModule.TypeDeclaration?
        switch subject {
        case .instance(let type):
            given = [(type.name, false)]
            single = type
        case .metatype:
            return false
        case .value:
            guard let stepped else { return false }
            let after = Array(members[(stepped.index + 1)...])
            let extended = builder.reach.extendedTypeMemberNames(builder)
            guard !after.isEmpty, after.allSatisfy({ !extended.contains($0) }), let edges = holding.edges(stepped.property, of: stepped.owner) else { return false }
            given = edges
            // `bottles.first`, `bottles[i]`: one element.
            if after.count == 1, after[0] == "[]" || (!isDictionary(stepped.property.type) && (after[0] == "first" || after[0] == "last")),
               let element = elementType(of: stepped.property) {
                single = element
            }
        }
        if let single, let binding = localBinding(top) {
            register(binding.name, single, region: binding.region, after: binding.after)
            return true
        }
        if let op = comparedOperator(top) {
            if operatorDeclarationsMayNavigate(op) { return false }
            // `===` compares references and runs nothing of theirs.
            return op == "===" || op == "!==" || !foreignCodeMayNavigate(given)
        }
        if isInterpolated(top) { return !foreignCodeMayNavigate(given) }
        if let argument = top.parent?.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
           argument.parent?.id == call.arguments.id, resultIsDropped(Syntax(call)), isAnotherModulesCallee(call),
           !call.arguments.contains(where: { $0.expression.is(KeyPathExprSyntax.self) }) {
            return !foreignCodeMayNavigate(given)
        }
        // `Wine.control(bottle: bottle)`: the module's method whose parameter is the value's own type judges it there.
        if case .instance(let type) = subject, let argument = top.parent?.as(LabeledExprSyntax.self),
           let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), argument.parent?.id == call.arguments.id,
           argumentIsJudgedByCallee(argument, of: call, given: type) {
            return true
        }
        return false
    }

    /// The standard library's and Foundation's value types, none of whose values is one of the module's or holds one.
    static let plainValueTypes: Set<String> = [
        "String", "Substring", "Character", "Bool", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "Double", "Float", "CGFloat", "Decimal", "Date", "URL", "UUID", "Data", "TimeInterval",
    ]

    /// `info["date"] as? String`, `value as! [Int]`: the whole expression is the value cast (`as`, `as?`, `as!`) to a
    /// type written only with `plainValueTypes` (in optionals, arrays and dictionaries), none of which the module
    /// declares or aliases. The cast runs no code of the value's (a dynamic cast reads its type and copies it), and
    /// what it gives is a value of that type or nil: nothing of the value that holds navigation goes on.
    func isCastToPlainValueType(_ top: Syntax) -> Bool {
        let type: TypeSyntax
        if let cast = top.parent?.as(AsExprSyntax.self), cast.expression.id == top.id {
            type = cast.type
        } else if let list = top.parent?.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true, list.count == 3,
                  list.first?.id == top.id {
            let items = Array(list)
            guard items[1].is(UnresolvedAsExprSyntax.self), let written = items[2].as(TypeExprSyntax.self) else { return false }
            type = written.type
        } else {
            return false
        }
        return isPlainValueType(type, depth: 0)
    }

    private func isPlainValueType(_ type: TypeSyntax, depth: Int) -> Bool {
        guard depth < 8 else { return false }
        if let optional = type.as(OptionalTypeSyntax.self) { return isPlainValueType(optional.wrappedType, depth: depth + 1) }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return isPlainValueType(optional.wrappedType, depth: depth + 1) }
        if let array = type.as(ArrayTypeSyntax.self) { return isPlainValueType(array.element, depth: depth + 1) }
        if let dictionary = type.as(DictionaryTypeSyntax.self) {
            return isPlainValueType(dictionary.key, depth: depth + 1) && isPlainValueType(dictionary.value, depth: depth + 1)
        }
        guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else { return false }
        let name = identifier.name.text
        let module = builder.module
        guard Self.plainValueTypes.contains(name), !builder.reach.aliases(builder).contains(name), !isGenericParameter(name, of: identifier) else { return false }
        // (An extension of the type adds no stored property: its values are still the type's own. A type of the
        // module of that name, nested where the cast is written or anywhere else, may be the one named.)
        if module.types[name] != nil { return module.isProvisional(name) && module.lexicalTypeName(name, at: identifier) == name }
        return !builder.reach.typeLastNames(builder).contains(name)
    }

    /// `@Bindable var model = model`: the initializer of a local that wraps the very object the name held (`@Bindable`
    /// takes only a class's instance), so the local is that object under the same name. Every later use of the name
    /// is read as a use of the object it was (the translators neither hide nor rebind such a local:
    /// `isBindableAlias`), and judged there.
    func isBindableAliasInitializer(_ top: Syntax, name: String) -> Bool {
        guard top.is(DeclReferenceExprSyntax.self), let clause = top.parent?.as(InitializerClauseSyntax.self), clause.value.id == top.id,
              let binding = clause.parent?.as(PatternBindingSyntax.self), let variable = binding.parent?.parent?.as(VariableDeclSyntax.self),
              binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { return false }
        return Self.isBindableAlias(variable)
    }

    /// `let b = bottles.first(where: { ... })`, `if let b = items.last { ... }`: the standard library's code hands the
    /// closures the elements and returns one (no witness of the element's runs); the closures' parameters and the
    /// local bound to the result are judged where they are used.
    func elementCallIsJudgedWhereUsed(_ call: FunctionCallExprSyntax, members: [String],
                                      stepped: (index: Int, property: SwiftModule.Property, owner: SwiftModule.TypeDeclaration)) -> Bool {
        guard stepped.index == members.count - 2, let method = members.last, ["first", "last", "randomElement"].contains(method),
              !isDictionary(stepped.property.type), collectionExtensionMethods(named: method).isEmpty,
              !builder.reach.extendedTypeMemberNames(builder).contains(method), let element = elementType(of: stepped.property) else { return false }
        var closures = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        guard closures.count == call.arguments.count else { return false }
        if let trailing = call.trailingClosure { closures.append(trailing) }
        guard call.additionalTrailingClosures.isEmpty, let binding = localBinding(Syntax(call)) else { return false }
        for closure in closures {
            for name in closureParameterNames(closure) { register(name, element, region: Syntax(closure), after: closure.position) }
        }
        register(binding.name, element, region: binding.region, after: binding.after)
        return true
    }

    /// `layers.forEach { $0.close() }`, `bottles.contains(where: { $0.isRunning })`, `items.contains(item)`: a method
    /// of the standard library's, called on a standard collection of the module's values, whose result holds none of
    /// them (`Void`, a `Bool`, an index, a count). Its code reaches the elements only through the closures it is given,
    /// which it hands them (each closure's parameters are judged as the element type where the closure uses them), and
    /// through the witnesses of its own protocols the elements answer (`==` for `contains(_:)`, `firstIndex(of:)`;
    /// `hash(into:)` for a set's), which run only when it is given an element. true when the call may navigate, false
    /// when not; nil for any other method (or a method the module declares of that name, or a function given as a
    /// value, whose parameters nothing would judge).
    func elementMethodMayNavigate(_ call: FunctionCallExprSyntax, method: String,
                                  stepped: (index: Int, property: SwiftModule.Property, owner: SwiftModule.TypeDeclaration)) -> Bool? {
        guard method == "forEach" || ReachTables.plainResults.contains(method) && ReachTables.readingMethods.contains(method),
              standardCollection(stepped.property.type) != nil, collectionExtensionMethods(named: method).isEmpty, !builder.reach.extendedTypeMemberNames(builder).contains(method),
              call.additionalTrailingClosures.isEmpty else { return nil }
        var closures = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        if let trailing = call.trailingClosure { closures.append(trailing) }
        let given = call.arguments.filter { !$0.expression.is(ClosureExprSyntax.self) }
        // Only an element may be given besides closures (`contains(x)`, `firstIndex(of: x)`), read where it is given.
        if !given.isEmpty {
            guard given.count == 1, call.arguments.count == 1, let label = ReachTables.elementParameters[method],
                  (given.first?.label?.text ?? "_") == label else { return nil }
        }
        if !closures.isEmpty {
            guard !isDictionary(stepped.property.type), let element = elementType(of: stepped.property) else {
                return because("gives another module's method a closure that receives values that hold navigation")
            }
            for closure in closures {
                for name in closureParameterNames(closure) { register(name, element, region: Syntax(closure), after: closure.position) }
            }
        }
        guard !given.isEmpty else { return false }
        guard let edges = holding.edges(stepped.property, of: stepped.owner) else {
            return because("gives another module's method a value that holds navigation, which may be any value")
        }
        return foreignCodeMayNavigate(edges)
    }

    private func register(_ name: String, _ type: SwiftModule.TypeDeclaration, region: Syntax, after: AbsolutePosition) {
        typedLocals?.entries[name, default: []].append(TypedLocalTable.Entry(type: type, region: region, after: after))
    }

    private func closureParameterNames(_ closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let list): return list.map(\.name.text)
        case .parameterClause(let clause): return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return ["$0", "$1"]
        }
    }

    /// The element type of a property declared as a standard collection of one of the module's (non-generic,
    /// non-protocol) types.
    func elementType(of property: SwiftModule.Property) -> SwiftModule.TypeDeclaration? {
        guard let element = standardCollection(property.type), let identifier = element.as(IdentifierTypeSyntax.self),
              identifier.genericArgumentClause == nil else { return nil }
        let module = builder.module
        let name = module.lexicalTypeName(identifier.name.text, at: identifier)
        guard let type = module.types[name], !holding.protocols.contains(name), !module.isProvisional(name) else { return nil }
        return type
    }

    /// The local `expression`'s value is bound to (through `try`/`await`), and the code that can see it, when all of that
    /// is inside the code read: `let x = e` / `var x = e` among statements, `if let x = e`, `while let x = e`,
    /// `guard let x = e`.
    private func localBinding(_ expression: Syntax) -> (name: String, region: Syntax, after: AbsolutePosition)? {
        guard let table = typedLocals else { return nil }
        var top = expression
        while let parent = top.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) { top = parent }
        guard let clause = top.parent?.as(InitializerClauseSyntax.self) else { return nil }
        let found: (name: String, region: Syntax, after: AbsolutePosition)
        if let binding = clause.parent?.as(PatternBindingSyntax.self) {
            guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self), let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self),
                  let list = declaration.parent?.parent?.as(CodeBlockItemListSyntax.self) else { return nil }
            found = (pattern.identifier.text, Syntax(list), declaration.endPosition)
        } else if let condition = clause.parent?.as(OptionalBindingConditionSyntax.self) {
            guard let pattern = condition.pattern.as(IdentifierPatternSyntax.self), let statement = condition.parent?.parent?.parent else { return nil }
            if statement.is(IfExprSyntax.self) || statement.is(WhileStmtSyntax.self) {
                found = (pattern.identifier.text, statement, condition.endPosition)
            } else if statement.is(GuardStmtSyntax.self), let list = statement.parent?.parent?.as(CodeBlockItemListSyntax.self) {
                found = (pattern.identifier.text, Syntax(list), condition.endPosition)
            } else {
                return nil
            }
        } else {
            return nil
        }
        return isWithin(found.region, table.root) ? found : nil
    }

    /// The comparison `top` is an operand of, in a sequence of comparisons joined by `&&`/`||` only (which bind
    /// looser, so the neighbouring comparison is the one applied to it).
    private func comparedOperator(_ top: Syntax) -> String? {
        guard let list = top.parent?.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true else { return nil }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == top.id }), index % 2 == 0 else { return nil }
        let comparisons: Set<String> = ["==", "!=", "<", ">", "<=", ">=", "===", "!=="]
        for (position, element) in elements.enumerated() where position % 2 == 1 {
            guard let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text, comparisons.contains(op) || op == "&&" || op == "||" else { return nil }
        }
        for neighbour in [index - 1, index + 1] where neighbour >= 0 && neighbour < elements.count {
            if let op = elements[neighbour].as(BinaryOperatorExprSyntax.self)?.operator.text, comparisons.contains(op) { return op }
        }
        return nil
    }

    /// Whether an operator the module declares of this name (which Swift may choose instead of the standard library's)
    /// may navigate, read with its parameters as the values they are given.
    private func operatorDeclarationsMayNavigate(_ op: String) -> Bool {
        guard builder.reach.codeRunningNames(builder).methods.contains(op) else { return false }
        let module = builder.module
        if module.freeFunctions[op] != nil { return because("compares with an operator the module declares as a function") }
        for name in module.typeOrder {
            guard let type = module.types[name], type.methods.contains(where: { $0.name == op }) else { continue }
            if witnessMayNavigate(type, op) { return true }
        }
        return false
    }

    /// `"\(x)"` with no label: the standard library's (or another module's) interpolation, unless the module declares one.
    private func isInterpolated(_ top: Syntax) -> Bool {
        guard let argument = top.parent?.as(LabeledExprSyntax.self), argument.label == nil, let list = argument.parent?.as(LabeledExprListSyntax.self),
              list.count == 1, list.parent?.is(ExpressionSegmentSyntax.self) == true else { return false }
        return !builder.reach.codeRunningNames(builder).methods.contains("appendInterpolation")
    }

    /// A call whose value nothing uses: a statement (through `try`/`await`), or `_ = call`.
    func resultIsDropped(_ call: Syntax) -> Bool {
        var top = call
        while let parent = top.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) { top = parent }
        if top.parent?.is(CodeBlockItemSyntax.self) == true { return true }
        if let list = top.parent?.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true, list.count == 3,
           let first = list.first, first.is(DiscardAssignmentExprSyntax.self), list.dropFirst().first?.is(AssignmentExprSyntax.self) == true,
           list.last?.id == top.id {
            return true
        }
        return false
    }

    /// A call of another module's code: `print(x)` (a free function the module does not declare, called where no
    /// member of that name can be the owner's), `Formatter(x)` (another module's type), `Log.shared.write(x)` (static
    /// members of another module's type), `logger.info(x)` (the owner's property of another module's plain type). No
    /// extension the module makes of another module's type may declare a member of the names called.
    private func isAnotherModulesCallee(_ call: FunctionCallExprSyntax) -> Bool {
        let module = builder.module
        let extended = builder.reach.extendedTypeMemberNames(builder)
        let owner = module.types[scope.owner]
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            guard !scope.declares(name), module.freeFunctions[name] == nil, module.globals[name] == nil, !extended.contains(name) else { return false }
            if name.first?.isUppercase == true { return isAnotherModulesType(name, at: reference) && builder.reach.isPlainForeignTypeName(name, builder) }
            guard !builder.reach.codeRunningNames(builder).methods.contains(name) else { return false }
            // A bare name may be a member of the owner's supertypes, run on `self`: only where those are none, or
            // protocols that add no such member.
            if let owner {
                guard owner.kind != .classType, declaring(name, from: owner) == nil,
                      owner.conformances.allSatisfy({ ForeignProtocols.addsNoBareMember($0) }) else { return false }
            }
            return true
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), var root = member.base, !extended.contains(member.declName.baseName.text) else { return false }
        var steps = 0
        var chained = false
        while let access = root.as(MemberAccessExprSyntax.self), let inner = access.base, steps < 16 {
            guard !extended.contains(access.declName.baseName.text) else { return false }
            root = inner
            chained = true
            steps += 1
        }
        guard let reference = root.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { return false }
        let name = reference.baseName.text
        guard !scope.declares(name), module.globals[name] == nil, module.freeFunctions[name] == nil else { return false }
        if let owner, let declaring = declaring(name, from: owner) {
            // `logger.info(x)`: the owner's stored property declared as another module's plain type.
            guard !chained, let property = declaring.property(name), property.wrapper == nil, !property.isComputed, var declared = property.type else { return false }
            while let wrapped = declared.as(OptionalTypeSyntax.self)?.wrappedType ?? declared.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType {
                declared = wrapped
            }
            guard let identifier = declared.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else { return false }
            return isAnotherModulesType(identifier.name.text, at: identifier) && builder.reach.isPlainForeignTypeName(identifier.name.text, builder)
        }
        return isAnotherModulesType(name, at: reference) && builder.reach.isPlainForeignTypeName(name, builder)
    }

    /// Whether other modules' code given values of these module types may navigate through them.
    func foreignCodeMayNavigate(_ given: [(name: String, deep: Bool)]) -> Bool {
        let module = builder.module
        for edge in given {
            // A protocol of the module decided by its conformers (`NavigationHolding.decided`): any conforming type.
            if holding.protocols.contains(edge.name) { return because("is given a value of a protocol of the module's, which may be any conforming type") }
            guard let type = module.types[edge.name] else { continue }
            if foreignCodeMayNavigate(type) { return true }
            if edge.deep {
                for nested in type.nestedTypes { if let inner = module.types[nested], foreignCodeMayNavigate(inner) { return true } }
            }
        }
        return false
    }

    /// Whether other modules' code given a value of `type` may navigate through it (decided once per type): through
    /// a witness of one of its requirements the type (or a type its stored properties hold, or a subclass of the
    /// module's) answers, a closure it holds, or a value it holds that may be anything. A conformance to another
    /// module's protocol not in `ForeignProtocols`, to a protocol of the module's (whose extensions may answer
    /// requirements), or to another module's class (which may run any override, or write properties by name) may.
    func foreignCodeMayNavigate(_ type: SwiftModule.TypeDeclaration) -> Bool {
        builder.reach.decide("\(type.name).foreign", self) { foreignReachOfType(type) }
    }

    private func foreignReachOfType(_ type: SwiftModule.TypeDeclaration) -> Bool {
        let module = builder.module
        let lastName = type.name.split(separator: ".").last.map(String.init) ?? type.name
        if holding.protocols.contains(type.name) { return because("is given a value of a protocol of the module's, which may be any conforming type") }
        if module.isProvisional(type.name) {
            return !type.conformances.isEmpty && because("is given a value of another module's type the module makes conform to a protocol")
        }
        var witnesses: Set<String> = []
        // (In name order: the first that may navigate is the cause `--verbose` names, the same on every run.)
        for conformance in type.conformances.sorted() where !(type.kind == .enumeration && conformance == type.rawType) {
            let last = conformance.split(separator: ".").last.map(String.init) ?? conformance
            if let inherited = module.types[conformance] ?? module.types[last], inherited.kind == .classType, !module.isProvisional(inherited.name) {
                if foreignCodeMayNavigate(inherited) { return true }
                continue
            }
            if holding.protocols.contains(last) || holding.protocols.contains(conformance) {
                return because("is given a value of a type that conforms to a protocol of the module's, whose extensions may answer other modules' requirements")
            }
            guard let requirements = ForeignProtocols.requirements[last] else {
                return because("is given a value of a type that conforms to or inherits from another module's '\(conformance)', whose requirements may run the type's own code")
            }
            witnesses.formUnion(requirements)
            // The module's extension of that protocol may answer its requirements.
            if let extended = module.types[last], module.isProvisional(last) {
                for name in requirements where extended.methods.contains(where: { $0.name == name }) {
                    if witnessMayNavigate(extended, name) { return true }
                }
                for name in requirements {
                    if let property = extended.properties.first(where: { $0.name == name }), property.syntax.bindings.contains(where: { $0.accessorBlock != nil }),
                       builder.reach.getter(extended, property, self) { return true }
                }
            }
        }
        for name in witnesses.sorted() {
            if name == "init" {
                if !type.initializers.isEmpty, builder.reach.initializers(type, self) { return true }
                continue
            }
            if type.methods.contains(where: { $0.name == name }), witnessMayNavigate(type, name) { return true }
            if let property = type.properties.first(where: { $0.name == name }), property.syntax.bindings.contains(where: { $0.accessorBlock != nil }),
               builder.reach.getter(type, property, self) { return true }
        }
        for property in type.properties where !property.isStatic && !property.isComputed {
            if isClosureType(property.type) {
                if builder.reach.closureProperty(type, property, self) { return because("is given a value holding a closure ('\(property.name)') that may navigate") }
                continue
            }
            guard let edges = holding.edges(property, of: type) else {
                return because("is given a value holding '\(property.name)', which may be any value")
            }
            if foreignCodeMayNavigate(edges) { return true }
        }
        if type.kind == .classType {
            // A value of the class may be one of the module's subclasses.
            for name in module.typeOrder {
                guard let candidate = module.types[name], candidate.kind == .classType, candidate.name != type.name,
                      candidate.conformances.contains(where: { $0 == type.name || $0 == lastName }) else { continue }
                if foreignCodeMayNavigate(candidate) { return true }
            }
        }
        return false
    }

    /// Whether a method the module declares on `type` with this name, run by another module's code (a requirement's
    /// witness, an operator), may navigate: its body read with each parameter as a value of its declared type (one of
    /// the module's, judged where it is used; another module's plain type; a function) or, for any other type, may.
    func witnessMayNavigate(_ type: SwiftModule.TypeDeclaration, _ name: String) -> Bool {
        builder.reach.decide("\(type.name).witness \(name)", self) {
            for method in type.methods where method.name == name {
                guard let body = method.body else { return because("runs a requirement the code does not show") }
                var scope = Scope(owner: type.name, source: method.source)
                let table = TypedLocalTable(root: Syntax(body))
                for parameter in method.parameters {
                    scope.locals[parameter.name] = (parameter.name, .string)
                    guard let typed = witnessParameterType(parameter.type, owner: type) else {
                        return because("runs the module's '\(name)', whose parameter '\(parameter.name)' may be any value")
                    }
                    if let typed { table.entries[parameter.name, default: []].append(.init(type: typed, region: Syntax(body), after: body.position)) }
                }
                var reader = ExpressionTranslator(builder: builder, scope: scope)
                reader.typedLocals = table
                if reader.mayNavigate(body, initializing: false) { return true }
            }
            return false
        }
    }

    /// A witness's parameter: `.some(type)` a value of the module's type, `.some(nil)` another module's plain value or a
    /// function, nil anything else.
    private func witnessParameterType(_ declared: TypeSyntax, owner: SwiftModule.TypeDeclaration) -> SwiftModule.TypeDeclaration?? {
        var type = declared
        var steps = 0
        while steps < 8 {
            steps += 1
            if let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType
                ?? type.as(AttributedTypeSyntax.self)?.baseType {
                type = wrapped
            } else {
                break
            }
        }
        if type.is(FunctionTypeSyntax.self) { return .some(nil) }
        guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else { return nil }
        let name = identifier.name.text
        if name == "Self" { return .some(owner) }
        let module = builder.module
        let resolved = module.lexicalTypeName(name, at: identifier)
        if let found = module.types[resolved], !holding.protocols.contains(resolved), !module.isProvisional(resolved) { return .some(found) }
        if builder.reach.isPlainForeignTypeName(name, builder), !isGenericParameter(name, of: identifier) { return .some(nil) }
        return nil
    }
}
