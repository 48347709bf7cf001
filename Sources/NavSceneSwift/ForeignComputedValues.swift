import SwiftSyntax

/// A stored value computed by other modules' code from other modules' values and literals holds nothing of this
/// module: `static let logsFolder = FileManager.default.urls(for: .libraryDirectory, in: .userDomainMask)[0]
/// .appending(path: "Logs")`, `let loginURL = baseURL + "login"`. Another module's code reaches this module's values
/// only through what it is given (as `mayNavigate` reads another module's names), and here it is given none: every
/// name the initializer reads is another module's type, or a stored value of the module computed the same way (a
/// sibling static, a top-level constant, a few levels deep at most), or a property the module adds to another
/// module's type whose declared type is another module's plain type and whose getter cannot navigate. A bare name
/// the module does not declare (`makeSomething()`) may be the module's code the front end did not read: unknown. Anything else (a closure, a
/// key path, `self`, a type, function, operator or member of the module, an implicit member some type of the module
/// declares, a macro) leaves the value unknown.
extension ExpressionTranslator {
    /// Whether `initial`, the initializer of a stored property of `owner` (nil for a top-level value), is such a value.
    /// A closure in it is read only for a constant's (`constant`: its value is the one the initializer makes).
    func isAnotherModulesValue(_ initial: ExprSyntax, owner: SwiftModule.TypeDeclaration?, depth: Int = 0, constant: Bool = false) -> Bool {
        guard depth < 4 else { return false }
        let visitor = ForeignValueNames(viewMode: .sourceAccurate)
        visitor.allowsClosures = constant
        visitor.walk(initial)
        guard !visitor.rejected else { return false }
        // What a closure reads: other modules' types only (no value or code of the module).
        for name in visitor.closureNames {
            guard name != "Self", name.first?.isUppercase == true, module(declares: name) == false, isPlainForeignTypeName(name) else { return false }
        }
        let module = builder.module
        let names = builder.reach.codeRunningNames(builder)
        let extended = builder.reach.extendedTypeMemberNames(builder)
        for op in visitor.operators where names.methods.contains(op) { return false }
        for type in visitor.types where !isPlainForeignTypeName(type) { return false }
        for member in visitor.implicitMembers where !builder.reach.staticMembers(named: member, builder).isEmpty { return false }
        for (member, base) in visitor.members where extended.contains(member) {
            // `Bundle.appIdentifier`: a static property the module adds to another module's type.
            guard let base, let type = module.types[base], module.isProvisional(base),
                  let property = type.properties.first(where: { $0.isStatic && $0.name == member }),
                  isAnotherModulesStoredValue(property, of: type, depth: depth) else { return false }
        }
        for name in visitor.names {
            // `Self.baseUrl.appending(path: "x")`: a static stored property of the owner, named through `Self` (a
            // struct's or an enum's, or a class's stored one, which no subclass overrides), is read as one named bare.
            if name == "Self", let owner, !module.isProvisional(owner.name), !builder.reach.protocols(builder).contains(owner.name) {
                let throughSelf = visitor.members.filter { $0.base == "Self" }
                guard !throughSelf.isEmpty, visitor.selfIsOnlyABase else { return false }
                for (member, _) in throughSelf {
                    guard let sibling = owner.properties.first(where: { $0.isStatic && $0.name == member }),
                          isAnotherModulesStoredValue(sibling, of: owner, depth: depth) else { return false }
                }
                continue
            }
            if ["self", "Self", "super"].contains(name) || module.freeFunctions[name] != nil { return false }
            if let owner, let sibling = owner.properties.first(where: { $0.isStatic && $0.name == name }) {
                guard isAnotherModulesStoredValue(sibling, of: owner, depth: depth) else { return false }
                continue
            }
            if let owner, owner.method(name) != nil || owner.properties.contains(where: { $0.name == name }) { return false }
            if let global = module.globals[name] {
                guard isAnotherModulesStoredValue(global, of: nil, depth: depth) else { return false }
                continue
            }
            if module.types[name] != nil {
                // Another module's type the module extends is read as that module's, but for the members the module
                // adds to it (checked above); a type of the module is not.
                guard module.isProvisional(name) else { return false }
                continue
            }
            if names.methods.contains(name) || builder.reach.typeLastNames(builder).contains(name) { return false }
            // Another module's type (`FileManager`, `URL(string:)`). A bare function or value the module does not
            // declare (`makeSomething()`) may be one the front end did not read: anything.
            // A type some type of the module inherits from or conforms to (`UIApplication.shared` of an app that
            // subclasses it) may give one of the module's values: unknown.
            guard name.first?.isUppercase == true, isPlainForeignTypeName(name) else { return false }
        }
        return true
    }

    /// A stored property (or top-level value) whose value is another module's (`isAnotherModulesValue`), or a
    /// property added to another module's type, declared as another module's plain type, whose getter cannot navigate.
    private func isAnotherModulesStoredValue(_ property: SwiftModule.Property, of owner: SwiftModule.TypeDeclaration?, depth: Int) -> Bool {
        let hasAccessors = property.syntax.bindings.contains { $0.accessorBlock != nil }
        if hasAccessors || property.isComputed {
            guard let owner, builder.module.isProvisional(owner.name), let declared = property.type?.as(IdentifierTypeSyntax.self),
                  declared.genericArgumentClause == nil, isPlainForeignTypeName(declared.name.text) else { return false }
            return !builder.reach.getter(owner, property, self)
        }
        guard property.wrapper == nil, let initial = property.initial else { return false }
        if let declared = property.type {
            guard let identifier = declared.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil,
                  isPlainForeignTypeName(identifier.name.text) else { return false }
        }
        return isAnotherModulesValue(initial, owner: owner, depth: depth + 1, constant: property.isConstant)
    }

    /// Whether the module declares `name` as a type, a top-level value or a function.
    private func module(declares name: String) -> Bool {
        let module = builder.module
        return module.types[name] != nil || module.globals[name] != nil || module.freeFunctions[name] != nil
    }

    /// Another module's type none of whose values can be one of this module's: not the module's type, alias or
    /// protocol, and no type of the module inherits from it or conforms to it (an extension adds no stored property,
    /// so another module's type the module extends still holds only its own).
    func isPlainForeignTypeName(_ name: String) -> Bool { builder.reach.isPlainForeignTypeName(name, builder) }
}

/// The names an initializer reads (references, members with their base's name when it is a plain name, implicit
/// members, operators, type names), and whether it holds something that is never another module's value.
final class ForeignValueNames: SyntaxVisitor {
    private(set) var names: Set<String> = []
    private(set) var members: [(member: String, base: String?)] = []
    private(set) var implicitMembers: Set<String> = []
    private(set) var operators: Set<String> = []
    private(set) var types: Set<String> = []
    private(set) var rejected = false
    /// Whether every `Self` read is the base of a member (`Self.baseUrl`), never a value itself.
    private(set) var selfIsOnlyABase = true
    /// A collection, tuple or function type written inline (`[String: () -> Void]()`, `(Int, Item)`): what it holds is
    /// not read from its names.
    private(set) var inlineCompound = false
    /// Whether a closure may be read (`allowsClosures`): only in the initializer of a constant (`let`), whose value is
    /// the one the initializer makes (a variable's type may be a function type, to which a later write may give a
    /// closure of the module's).
    var allowsClosures = false
    /// The names a closure reads that are not its own parameters (`closureParameters`): only other modules' types
    /// may be (`Bundle(path: $0)`), so the closure captures nothing of the module.
    private(set) var closureNames: Set<String> = []
    /// The parameter names of the closures the walk is inside, innermost last.
    private var closureParameters: [Set<String>] = []

    override func visit(_ node: ArrowExprSyntax) -> SyntaxVisitorContinueKind { rejected = true; return .skipChildren }
    override func visit(_ node: ArrayExprSyntax) -> SyntaxVisitorContinueKind { inlineCompound = true; return .visitChildren }
    override func visit(_ node: DictionaryExprSyntax) -> SyntaxVisitorContinueKind { inlineCompound = true; return .visitChildren }
    override func visit(_ node: TupleExprSyntax) -> SyntaxVisitorContinueKind {
        if node.elements.count != 1 { inlineCompound = true }
        return .visitChildren
    }

    /// `.flatMap { Bundle(path: $0) }`: a closure with no capture list whose body is expressions (or a `return` of
    /// one) that write nothing, given to another module's code: what it reads is checked as `closureNames`; its
    /// parameters hold what that code gives it, which is made from the other names the initializer reads. Anything
    /// else (a statement, a declaration, an assignment) rejects the value.
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        // (`visitPost` runs whether the children are visited or not: one entry per closure either way.)
        guard allowsClosures, node.signature?.capture == nil,
              node.statements.allSatisfy({ $0.item.is(ExprSyntax.self) || $0.item.is(ReturnStmtSyntax.self) }) else {
            rejected = true
            closureParameters.append([])
            return .skipChildren
        }
        var parameters: Set<String> = []
        switch node.signature?.parameterClause {
        case .simpleInput(let list): for parameter in list { parameters.insert(parameter.name.text) }
        case .parameterClause(let clause):
            for parameter in clause.parameters { parameters.insert((parameter.secondName ?? parameter.firstName).text) }
        case nil: break
        }
        closureParameters.append(parameters)
        return .visitChildren
    }

    override func visitPost(_ node: ClosureExprSyntax) {
        if !closureParameters.isEmpty { closureParameters.removeLast() }
    }

    override func visit(_ node: AssignmentExprSyntax) -> SyntaxVisitorContinueKind {
        if !closureParameters.isEmpty { rejected = true }
        return .skipChildren
    }
    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind { rejected = true; return .skipChildren }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { rejected = true; return .skipChildren }
    override func visit(_ node: SuperExprSyntax) -> SyntaxVisitorContinueKind { rejected = true; return .skipChildren }
    override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind { rejected = true; return .skipChildren }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id { return .skipChildren }
        if !closureParameters.isEmpty {
            // (`$0`: a closure's anonymous parameter; a named one: the innermost closure declaring it.)
            let name = node.baseName.text
            if name.hasPrefix("$") || closureParameters.contains(where: { $0.contains(name) }) { return .skipChildren }
            closureNames.insert(name)
            return .skipChildren
        }
        if node.baseName.text == "Self", node.parent?.as(MemberAccessExprSyntax.self)?.base?.id != node.id { selfIsOnlyABase = false }
        names.insert(node.baseName.text)
        return .skipChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        if let base = node.base {
            members.append((name, base.as(DeclReferenceExprSyntax.self)?.baseName.text))
        } else {
            implicitMembers.insert(name)
        }
        return .visitChildren
    }

    override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        // (A compound assignment, `x += 1`, writes: not in a closure.)
        if !closureParameters.isEmpty, node.operator.text.hasSuffix("="), !["==", "!=", "<=", ">=", "===", "!=="].contains(node.operator.text) { rejected = true }
        operators.insert(node.operator.text)
        return .skipChildren
    }

    override func visit(_ node: PrefixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        operators.insert(node.operator.text)
        return .visitChildren
    }

    override func visit(_ node: PostfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        operators.insert(node.operator.text)
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        types.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        types.insert(node.name.text)
        return .visitChildren
    }
}

extension SwiftModule.Property {
    /// A constant (`let`, no wrapper): its value is the one its initializer (or initializer code) gives it, never written later.
    var isConstant: Bool { wrapper == nil && !isComputed && syntax.bindingSpecifier.tokenKind == .keyword(.let) }
}
