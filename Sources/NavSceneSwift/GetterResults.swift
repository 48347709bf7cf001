import SwiftSyntax

/// What a computed property's getter returns, judged where the property is read. A read of `model.session.api` runs
/// the getter of `session` and then steps into its value, which the reader judges as a value of the property's declared
/// type (`mayNavigate(_ use:)`: `value(property, of:)`, each member after it, what the chain's end is given to). So the
/// value the getter returns (`var firstSession: any Session { sessions.first ?? guestSession }`) escapes only to code
/// that judges it, and Swift's types make it a value of the declared type: returning it is not "passing it on". This
/// holds only where every reader of the value is such a use: not for a requirement of another module's protocol the
/// type may answer (`id`, `description`: other modules' code reads those), an `override` or `@objc`/`dynamic` property
/// (another module's superclass code, key-value coding), a type that conforms to another module's protocol the
/// analysis does not know the requirements of or inherits another module's class, a value whose declared type the
/// analysis cannot tell (nil edges), or a struct that holds only what it is given (whose reads trust the getter,
/// `returnsWhatItsGetterMade`). Every other consumer of getters (`MadeObjects`, witnesses, representable code) keeps
/// the getter's own answer (`NavigationReachMemo.getter`), where a returned value counts as passed on.
extension ExpressionTranslator {
    /// Whether the getter (and the other accessors) of `property` may navigate, for a use that then judges the value
    /// it returns (`mayNavigate(_ use:)`).
    /// With `reading` (a use that only reads the property: `NavigationReach.onlyGets`), only the accessors a read runs
    /// (`NavigationReachMemo.unreadAccessors` left out): Swift runs a computed property's setter (and a stored one's observers)
    /// only when the property is written, so what the setter writes is no effect of a read.
    func getterMayNavigateAtUse(_ type: SwiftModule.TypeDeclaration, _ property: SwiftModule.Property, reading: Bool = false) -> Bool {
        guard returnsAreJudgedAtUses(property, of: type) else { return builder.reach.getter(type, property, self, reading: reading) }
        return builder.reach.decide("\(type.name).get-at-use\(reading ? "-read" : "") \(property.name)", self) {
            property.syntax.bindings.contains { binding in
                guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property.name, let accessors = binding.accessorBlock else {
                    return false
                }
                var scope = Scope(owner: type.name, source: property.source)
                for parameter in ["newValue", "oldValue"] { scope.locals[parameter] = (parameter, .string) }
                var reader = ExpressionTranslator(builder: builder, scope: scope)
                reader.returnsJudgedAtUses = accessors.id
                return reader.mayNavigate(accessors, initializing: false, skipping: reading ? NavigationReachMemo.unreadAccessors(accessors) : [])
            }
        }
    }

    /// Whether every reader of what the getter of `property` returns is a use that judges it (see above).
    private func returnsAreJudgedAtUses(_ property: SwiftModule.Property, of owner: SwiftModule.TypeDeclaration) -> Bool {
        let module = builder.module
        guard property.wrapper == nil, !isClosureType(property.type), !Self.foreignRequirementNames.contains(property.name),
              !module.isProvisional(owner.name), !builder.reach.protocols(builder).contains(owner.name),
              !property.syntax.modifiers.contains(where: { ["override", "dynamic"].contains($0.name.text) }),
              !property.syntax.attributes.contains(where: { attribute in
                  guard let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return true }
                  return name == "objc" || name == "NSManaged" || name == "IBOutlet" || name == "IBInspectable"
              }),
              supertypesAreKnown(owner.conformances, depth: 0),
              holding.edges(property, of: owner) != nil else { return false }
        if case .instance(let type) = value(property, of: owner), holding.holdsOnlyWhatItIsGiven(type) { return false }
        return true
    }

    /// Every supertype is the module's (its own supertypes known in turn), a protocol of another module whose
    /// requirements `ForeignProtocols` lists, or SwiftUI's `View` (whose one requirement, `body`, is not read so).
    private func supertypesAreKnown(_ conformances: Set<String>, depth: Int) -> Bool {
        guard depth < 8 else { return false }
        let module = builder.module
        for conformance in conformances {
            let last = conformance.split(separator: ".").last.map(String.init) ?? conformance
            if let type = module.types[conformance] ?? module.types[last], !module.isProvisional(type.name) {
                if !supertypesAreKnown(type.conformances, depth: depth + 1) { return false }
                continue
            }
            guard ForeignProtocols.requirements[last] != nil || last == "View" else { return false }
        }
        return true
    }

    /// The names another module's code may read as a requirement of its protocols (`ForeignProtocols`), and `body`.
    static let foreignRequirementNames: Set<String> = Set(ForeignProtocols.requirements.values.joined()).union(["body"])

    /// Whether the value `top` (the end of a chain that is read) is what the getter being read returns
    /// (`returnsJudgedAtUses`): the expression of a `return` of that getter, or its one implicitly returned expression,
    /// through `try`, `await`, parentheses, either side of `??` and either branch of `?:`.
    func isReturnedByGetter(_ top: Syntax) -> Bool {
        guard let block = returnsJudgedAtUses else { return false }
        var node = top
        var steps = 0
        while steps < 64, let parent = node.parent {
            steps += 1
            if parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) { node = parent; continue }
            if let element = parent.as(LabeledExprSyntax.self), element.label == nil, let list = element.parent?.as(LabeledExprListSyntax.self),
               list.count == 1, let tuple = list.parent?.as(TupleExprSyntax.self) {
                node = Syntax(tuple)
                continue
            }
            if let ternary = parent.as(UnresolvedTernaryExprSyntax.self), ternary.thenExpression.id == node.id, let list = ternary.parent?.as(ExprListSyntax.self),
               let sequence = list.parent?.as(SequenceExprSyntax.self), isResultOperand(Syntax(ternary), in: list) {
                node = Syntax(sequence)
                continue
            }
            if let list = parent.as(ExprListSyntax.self), let sequence = list.parent?.as(SequenceExprSyntax.self), isResultOperand(node, in: list) {
                node = Syntax(sequence)
                continue
            }
            break
        }
        guard let parent = node.parent else { return false }
        if let returned = parent.as(ReturnStmtSyntax.self), returned.expression?.id == node.id {
            return returnsFromGetter(Syntax(returned), block)
        }
        // `var x: T { value }`, `get { value }`: the body's one expression.
        guard let item = parent.as(CodeBlockItemSyntax.self), let items = item.parent?.as(CodeBlockItemListSyntax.self), items.count == 1 else { return false }
        if let accessors = items.parent?.as(AccessorBlockSyntax.self) { return accessors.id == block }
        if let body = items.parent?.as(CodeBlockSyntax.self), let accessor = body.parent?.as(AccessorDeclSyntax.self) {
            return isGetter(accessor, of: block)
        }
        return false
    }

    /// `a ?? b` (every operator `??`, the module declaring none) or `c ? a : b` (a branch, not the condition): the
    /// operand's value may be the sequence's.
    private func isResultOperand(_ operand: Syntax, in list: ExprListSyntax) -> Bool {
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == operand.id }), elements.count % 2 == 1 else { return false }
        for (position, element) in elements.enumerated() where position % 2 == 1 {
            if element.is(UnresolvedTernaryExprSyntax.self) { continue }
            guard let op = element.as(BinaryOperatorExprSyntax.self), op.operator.text == "??",
                  !builder.reach.codeRunningNames(builder).methods.contains("??") else { return false }
        }
        if elements[index].is(UnresolvedTernaryExprSyntax.self) { return true }
        guard index % 2 == 0 else { return false }
        // `??` binds tighter than `?:`: what stands before the last `?` is a condition (a `Bool`), what follows the
        // last `:` a result.
        guard let last = elements.lastIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) else { return true }
        return index > last
    }

    /// Whether a `return` returns from the getter of `block` (no closure, function or other accessor between).
    private func returnsFromGetter(_ statement: Syntax, _ block: SyntaxIdentifier) -> Bool {
        var current = statement.parent
        var steps = 0
        while let node = current, steps < 256 {
            steps += 1
            if let accessor = node.as(AccessorDeclSyntax.self) { return isGetter(accessor, of: block) }
            if let accessors = node.as(AccessorBlockSyntax.self) { return accessors.id == block }
            if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self)
                || node.is(DeinitializerDeclSyntax.self) || node.is(SubscriptDeclSyntax.self) || node.is(VariableDeclSyntax.self)
                || node.is(MemberBlockSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    private func isGetter(_ accessor: AccessorDeclSyntax, of block: SyntaxIdentifier) -> Bool {
        accessor.accessorSpecifier.tokenKind == .keyword(.get) && accessor.parent?.parent?.as(AccessorBlockSyntax.self)?.id == block
    }
}
