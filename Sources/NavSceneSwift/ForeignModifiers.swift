import NavSceneDiagnostics
import NavSceneModel
import SwiftSyntax

/// What the module (with the dependency modules read with it) declares, at any depth, by name: a modifier or member
/// of one of these names may be the module's own code, which can name the module's types; a name it does not declare
/// is another module's. And whether a literal may be a value of one of its types.
final class FunctionNameFinder: SyntaxVisitor {
    private(set) var names: Set<String> = []
    /// Variables, properties and enum cases, by name: whether every declaration of the name has a type from
    /// `ForeignTypes.standard` (written, or a literal's), and the standard names those types use.
    private(set) var variables: [String: Bool] = [:]
    private(set) var variableTypeNames: [String: Set<String>] = [:]
    /// Properties (declared in a type or an extension: what `x.name` may read; a function's locals are not) that may
    /// hold something callable: a function type, or a value whose type is not written and not evidently a literal or
    /// a type's initialiser (`var size = CGSize(...)` is not).
    private(set) var callableVariables: Set<String> = []
    /// Properties and enum cases by name (what `x.name` may read).
    private(set) var members: Set<String> = []
    /// `variables` for properties only (what `x.name` may read; a function's locals never are).
    private(set) var memberVariables: [String: Bool] = [:]
    /// Functions by name: whether every declaration is not generic and returns a standard type.
    private(set) var standardResults: [String: Bool] = [:]
    /// Enum cases (read as `Type.name` or `.name`, never on a value).
    private(set) var caseNames: Set<String> = []
    /// Every type, type alias, protocol, associated type and generic parameter name declared.
    private(set) var typeNames: Set<String> = []
    /// Some type of the code read conforms to an `ExpressibleBy...Literal` protocol, so a literal argument may be a
    /// value of it.
    private(set) var literalExpressible = false
    init() { super.init(viewMode: .sourceAccurate) }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        // Not generic, returning a standard type (written): every call's value has that type.
        let standard = node.genericParameterClause == nil && node.signature.returnClause.map { ForeignTypes.isStandard($0.type) } == true
        standardResults[node.name.text] = (standardResults[node.name.text] ?? true) && standard
        return .visitChildren
    }
    override func visit(_ node: InheritedTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.type.tokens(viewMode: .sourceAccurate).contains(where: { $0.text.hasPrefix("ExpressibleBy") }) { literalExpressible = true }
        return .skipChildren
    }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isMember = node.parent?.is(MemberBlockItemSyntax.self) == true
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                // `let (a, b) = ...`: every name it binds has a type this finder does not read.
                for token in binding.pattern.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier { variables[token.text] = false }
                continue
            }
            if isMember { members.insert(name) }
            var standard = false
            if !isMember {
                // A local: never read as `x.name`.
            } else if let type = binding.typeAnnotation?.type {
                if type.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .arrow }) { callableVariables.insert(name) }
            } else if let value = binding.initializer?.value, ForeignTypes.literalType(value) == nil,
                      value.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase != true {
                callableVariables.insert(name)
            } else if binding.initializer == nil {
                callableVariables.insert(name)
            }
            if let type = binding.typeAnnotation?.type {
                standard = ForeignTypes.isStandard(type)
                if standard {
                    let names = type.tokens(viewMode: .sourceAccurate).filter(\.tokenKind.isIdentifier).map(\.text)
                    variableTypeNames[name, default: []].formUnion(names)
                }
            } else if let value = binding.initializer?.value, let literal = ForeignTypes.literalType(value) {
                standard = true
                variableTypeNames[name, default: []].insert(literal)
            }
            variables[name] = (variables[name] ?? true) && standard
            if isMember { memberVariables[name] = (memberVariables[name] ?? true) && standard }
        }
        return .visitChildren
    }
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
        variables[node.name.text] = false
        members.insert(node.name.text)
        caseNames.insert(node.name.text)
        return .visitChildren
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { typeNames.insert(node.name.text); return .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        typeNames.insert(node.name.text)
        // `class Headline: UIFont`: a value of a standard class may be of the module's subclass.
        if let superclass = node.inheritanceClause?.inheritedTypes.first?.type.as(IdentifierTypeSyntax.self)?.name.text,
           ForeignTypes.standard.contains(superclass) {
            typeNames.insert(superclass)
        }
        return .visitChildren
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { typeNames.insert(node.name.text); return .visitChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { typeNames.insert(node.name.text); return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { typeNames.insert(node.name.text); return .visitChildren }
    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { typeNames.insert(node.name.text); return .visitChildren }
    override func visit(_ node: AssociatedTypeDeclSyntax) -> SyntaxVisitorContinueKind { typeNames.insert(node.name.text); return .visitChildren }
    override func visit(_ node: GenericParameterSyntax) -> SyntaxVisitorContinueKind { typeNames.insert(node.name.text); return .visitChildren }
    override func visit(_ node: MacroDeclSyntax) -> SyntaxVisitorContinueKind { names.insert(node.name.text); return .visitChildren }

    struct Declarations {
        var functions: Set<String>
        var variables: [String: Bool]
        var callableVariables: Set<String>
        var members: Set<String>
        var memberVariables: [String: Bool]
        var caseNames: Set<String>
        var standardResults: [String: Bool]
        var typeNames: Set<String>
        var literalExpressible: Bool
        /// Whether the code read declares a function, variable or case of this name.
        func declares(_ name: String) -> Bool { functions.contains(name) || members.contains(name) }
        /// Whether `x.name(...)` may call the code read's: a function of that name, a variable that may hold a
        /// closure, or any variable when some type of the code read is callable (`callAsFunction`).
        func mayCall(_ name: String) -> Bool {
            functions.contains(name) || callableVariables.contains(name) || (functions.contains("callAsFunction") && members.contains(name))
        }
    }

    static func declarations(in module: SwiftModule) -> Declarations {
        let finder = FunctionNameFinder()
        for source in module.sources { finder.walk(source.tree) }
        // A standard type's name the code read declares again (`struct Data`, `typealias Color = Palette`) is not
        // the standard type.
        let redeclared = finder.typeNames.intersection(ForeignTypes.standard)
        var variables = finder.variables
        var memberVariables = finder.memberVariables
        if !redeclared.isEmpty {
            for (name, standard) in variables where standard && !(finder.variableTypeNames[name] ?? []).isDisjoint(with: redeclared) {
                variables[name] = false
                if memberVariables[name] != nil { memberVariables[name] = false }
            }
        }
        return Declarations(functions: finder.names, variables: variables, callableVariables: finder.callableVariables, members: finder.members, memberVariables: memberVariables, caseNames: finder.caseNames, standardResults: finder.standardResults, typeNames: finder.typeNames.union(redeclared),
                            literalExpressible: finder.literalExpressible)
    }
}

private extension TokenKind {
    var isIdentifier: Bool { if case .identifier = self { return true } else { return false } }
}

/// Types of the standard library and Apple's frameworks that are not generic: a value of one of them is never a value
/// of the module's types, and its members' types are Apple's (or the module's extensions').
enum ForeignTypes {
    static let standard: Set<String> = [
        "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
        "UInt64", "Double", "Float", "CGFloat", "Bool", "URL", "Data", "Date", "UUID", "Decimal", "TimeInterval", "CGSize",
        "CGPoint", "CGRect", "CGVector", "Color", "Font", "Image", "Angle", "UnitPoint", "Alignment", "HorizontalAlignment",
        "VerticalAlignment", "Edge", "EdgeInsets", "Animation", "Transaction", "AttributedString", "LocalizedStringKey",
        "LocalizedStringResource", "UIImage", "NSImage", "UIColor", "NSColor", "ContentMode", "ColorScheme", "Locale",
        "TimeZone", "Calendar", "UIFont", "NSFont", "CGColor", "UIEdgeInsets", "NSEdgeInsets",
    ]

    /// Members through which the standard library's and SwiftUI's generic types give a value of their parameter.
    static let genericMemberNames: Set<String> = [
        "first", "last", "wrappedValue", "projectedValue", "value", "element", "pointee", "some", "base", "min", "max",
        "randomElement", "lazy", "keys", "values", "id", "rawValue", "data", "content", "item", "items", "result",
        "success", "failure", "current", "selection", "state",
    ]

    /// `CGFloat`, `URL?`, `[String]`, `[String: Int]`: made of standard types only.
    static func isStandard(_ type: TypeSyntax) -> Bool {
        var named = false
        for token in type.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .identifier(let name):
                guard standard.contains(name) || name == "Optional" || name == "Array" || name == "Set" || name == "Dictionary" else { return false }
                named = true
            case .postfixQuestionMark, .exclamationMark, .leftSquare, .rightSquare, .colon, .leftAngle, .rightAngle, .comma,
                 .infixQuestionMark:
                continue
            default:
                return false
            }
        }
        return named
    }

    /// Whether the views draw only: text, leaves, containers and branches of those, styled (ignored modifiers).
    static func navigationFree(_ nodes: [ViewNode], depth: Int) -> Bool {
        guard depth < 64 else { return false }
        return nodes.allSatisfy { node in
            guard node.modifiers.allSatisfy({ if case .ignored = $0.kind { return true } else { return false } }) else { return false }
            switch node.element {
            case .text, .leaf: return true
            case .container(_, let content): return navigationFree(content, depth: depth + 1)
            case .conditional(let c): return navigationFree(c.then, depth: depth + 1) && navigationFree(c.otherwise, depth: depth + 1)
            default: return false
            }
        }
    }

    /// The names a type is written with.
    static func namesOf(_ type: TypeSyntax) -> Set<String> {
        Set(type.tokens(viewMode: .sourceAccurate).compactMap { if case .identifier(let name) = $0.tokenKind { return name } else { return nil } })
    }

    /// The standard type of a literal initial value (`= false`, `= 12`, `= "x"`), nil for anything else.
    static func literalType(_ expr: ExprSyntax) -> String? {
        if expr.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if expr.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if expr.is(FloatLiteralExprSyntax.self) { return "Double" }
        if expr.is(StringLiteralExprSyntax.self) { return "String" }
        return nil
    }
}

extension ViewTranslator {
    /// An unknown modifier of another module (no function or variable of its name is declared in the code read) applied with no
    /// argument, or with arguments whose values cannot be of a type of this module (`foreignArgument`), and no
    /// closure: its code cannot name a type of this module, and no argument can bind one of its generic parameters to
    /// such a type, so any destination it declares is for a type of its own; it is given no state of the module and no
    /// code that may navigate, so it can only push values of its own types and dismiss. That effect is all the model
    /// needs to know: the site is an abstraction (the rules still let it hide what it may reach: `mayNavigate`), that
    /// may declare destinations for other modules' types only (`OpaqueSite.foreignTypesOnly`).
    func foreignModifier(_ name: String, _ call: FunctionCallExprSyntax?, _ range: SourceRange) -> Bool {
        // A name the code read declares as a variable may be a property read (`self.item.title`), not a modifier.
        let declared = builder.declaredFunctions
        guard call == nil ? !declared.declares(name) : !declared.mayCall(name), foreignArguments(call) else { return false }
        noteForeign(.modifier, "." + name, range)
        return true
    }

    /// `LazyImage(url: avatar)`, `GifView(data: data)`: a view of a type the code read does not declare, called
    /// with arguments that cannot be of the module's types, as `foreignModifier`. Given closures too (`LazyImage(url:
    /// url) { state in ... }`), their views are the module's, kept in place in the unknown view (which may show them
    /// anywhere, zero or more times): the view is an abstraction when those views cannot navigate or declare
    /// destinations, else still unknown, and either way it declares destinations for other modules' types only.
    /// `image` where `if let image = state.image` reads the parameter of such a view's closure: that module's value,
    /// built from nothing of this module, an abstraction the same way.
    func foreignView(_ name: String, _ call: FunctionCallExprSyntax?, _ core: ExprSyntax, _ range: SourceRange) -> Element? {
        let declared = builder.declaredFunctions
        if call == nil, let ref = core.as(DeclReferenceExprSyntax.self), name.first?.isLowercase == true,
           isForeignClosureValue(ref.baseName.text, around: Syntax(ref), depth: 0) {
            noteForeign(.view, name, range)
            return .container(.unknown, content: [])
        }
        guard let first = name.first, first.isUppercase, name != "Self", builder.module.types[name] == nil,
              !declared.typeNames.contains(name), !declared.functions.contains(name) else { return nil }
        if let call, !(call.trailingClosure == nil && call.additionalTrailingClosures.isEmpty
                       && !call.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) })) {
            guard call.arguments.allSatisfy({ $0.expression.is(ClosureExprSyntax.self) || foreignArgument($0.expression, depth: 0) }) else { return nil }
            let firstSite = builder.scene.opaque.count
            let content = closureContents(call)
            // Views that can neither navigate nor declare destinations, with no unknown code inside: wherever that
            // module shows them, they change nothing.
            let inert = builder.inert.isInertContent(call)
                || (builder.scene.opaque[firstSite...].allSatisfy { !$0.isUnknownNavigation } && ForeignTypes.navigationFree(content, depth: 0))
            builder.noteOpaque(.view, name, range, mayRegister: true, mayNavigate: true, abstraction: inert)
            builder.scene.opaque[builder.scene.opaque.count - 1].foreignTypesOnly = true
            return .container(.unknown, content: content)
        }
        guard foreignArguments(call) else { return nil }
        noteForeign(.view, name, range)
        return .container(.unknown, content: [])
    }

    /// Whether `name`, read where `node` is, is bound (through `if let` unwrapping members of it) to a parameter of a
    /// closure given to another module's view called with no value of this module (`LazyImage(url: url) { state in if
    /// let image = state.image { image } }`). Each name of the chain is bound once in that closure (no other `let` of
    /// it can shadow it).
    private func isForeignClosureValue(_ name: String, around node: Syntax, depth: Int, chain: [String] = []) -> Bool {
        guard depth < 8 else { return false }
        let declared = builder.declaredFunctions
        var current = node.parent
        var steps = 0
        while let n = current, steps < 512 {
            steps += 1
            if let ifExpr = n.as(IfExprSyntax.self), ifExpr.body.range.contains(node.position) {
                for condition in ifExpr.conditions {
                    guard case .optionalBinding(let binding) = condition.condition,
                          binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
                    // `if let image { ... }`: the same name outside.
                    guard let value = binding.initializer?.value else { return isForeignClosureValue(name, around: n, depth: depth + 1, chain: chain) }
                    // `state.image`, `state.container?.data`: members another module declares on its own value.
                    var root = value
                    for _ in 0..<8 {
                        if let member = root.as(MemberAccessExprSyntax.self), let base = member.base {
                            let m = member.declName.baseName.text
                            guard declared.memberVariables[m] ?? !declared.functions.contains(m) else { return false }
                            root = base
                        } else if let optional = root.as(OptionalChainingExprSyntax.self) {
                            root = optional.expression
                        } else if let unwrap = root.as(ForceUnwrapExprSyntax.self) {
                            root = unwrap.expression
                        } else {
                            break
                        }
                    }
                    guard let ref = root.as(DeclReferenceExprSyntax.self) else { return false }
                    return isForeignClosureValue(ref.baseName.text, around: n, depth: depth + 1, chain: chain + [name])
                }
                if ifExpr.conditions.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(name) }) { return false }
            }
            if let closure = n.as(ClosureExprSyntax.self) {
                if parameterNames(closure).contains(name) {
                    return isForeignViewCall(closure) && bindingCounts(in: closure, chain: chain, parameter: name)
                }
                if closure.signature?.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(name) }) == true { return false }
            }
            if n.is(MemberBlockItemSyntax.self) || n.is(FunctionDeclSyntax.self) { return false }
            if let forStmt = n.as(ForStmtSyntax.self), forStmt.pattern.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(name) }) { return false }
            if let switchCase = n.as(SwitchCaseSyntax.self), switchCase.label.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(name) }) { return false }
            current = n.parent
        }
        return false
    }

    /// Whether, in the closure's body, the parameter is never bound again and each unwrapped name once.
    private func bindingCounts(in closure: ClosureExprSyntax, chain: [String], parameter: String) -> Bool {
        var counts: [String: Int] = [:]
        for token in closure.statements.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let text) = token.tokenKind, text == parameter || chain.contains(text),
                  token.parent?.is(IdentifierPatternSyntax.self) == true else { continue }
            counts[text, default: 0] += 1
        }
        return counts[parameter] == nil && chain.allSatisfy { counts[$0] == 1 }
    }

    /// Whether the closure is given to another module's view (a type the code read does not declare) whose other
    /// arguments cannot be of this module's types.
    private func isForeignViewCall(_ closure: ClosureExprSyntax) -> Bool {
        var parent = closure.parent
        if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
        else if parent?.is(MultipleTrailingClosureElementSyntax.self) == true { parent = parent?.parent?.parent }
        guard let call = parent?.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) else { return false }
        let name = callee.baseName.text
        let declared = builder.declaredFunctions
        guard name.first?.isUppercase == true, builder.module.types[name] == nil, !declared.typeNames.contains(name),
              !declared.functions.contains(name), SwiftUIVocabulary.views[name] == nil else { return false }
        return call.arguments.allSatisfy { $0.expression.is(ClosureExprSyntax.self) || foreignArgument($0.expression, depth: 0) }
    }

    private func noteForeign(_ kind: OpaqueSite.Kind, _ what: String, _ range: SourceRange) {
        builder.noteOpaque(kind, what, range, mayRegister: true, mayNavigate: true, abstraction: true)
        builder.scene.opaque[builder.scene.opaque.count - 1].foreignTypesOnly = true
    }

    private func foreignArguments(_ call: FunctionCallExprSyntax?) -> Bool {
        guard let call else { return true }
        return call.trailingClosure == nil && call.additionalTrailingClosures.isEmpty
            && call.arguments.allSatisfy { foreignArgument($0.expression, depth: 0) }
    }

    /// Whether an argument's value cannot be of a type of this module: a literal (when no type of the code read is
    /// expressible by one), a standard type's value (`ForeignTypes`), a member or call of another module that takes
    /// only such values. Decided from the names the code read declares, in one pass over the argument (bounded).
    func foreignArgument(_ expr: ExprSyntax, depth: Int) -> Bool {
        guard depth < 16 else { return false }
        let declared = builder.declaredFunctions
        if ForeignTypes.literalType(expr) != nil || expr.is(NilLiteralExprSyntax.self) { return !declared.literalExpressible }
        if let array = expr.as(ArrayExprSyntax.self) {
            return !declared.literalExpressible && array.elements.allSatisfy { foreignArgument($0.expression, depth: depth + 1) }
        }
        if let paren = expr.as(TupleExprSyntax.self), paren.elements.count == 1, let only = paren.elements.first, only.label == nil {
            return foreignArgument(only.expression, depth: depth + 1)
        }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            return foreignArgument(ternary.thenExpression, depth: depth + 1) && foreignArgument(ternary.elseExpression, depth: depth + 1)
        }
        if let sequence = expr.as(SequenceExprSyntax.self) { return foreignOperands(Array(sequence.elements), depth: depth + 1) }
        if let unwrap = expr.as(ForceUnwrapExprSyntax.self) { return foreignArgument(unwrap.expression, depth: depth + 1) }
        if let chain = expr.as(OptionalChainingExprSyntax.self) { return foreignArgument(chain.expression, depth: depth + 1) }
        if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self),
           !declared.functions.contains(op.operator.text) {
            return foreignArgument(infix.leftOperand, depth: depth + 1) && foreignArgument(infix.rightOperand, depth: depth + 1)
        }
        return standardValue(expr, depth: depth)
    }

    /// A property declared with a standard type, or a literal's.
    private func standardDeclaration(_ property: SwiftModule.Property) -> Bool {
        if let type = property.type { return ForeignTypes.isStandard(type) && ForeignTypes.namesOf(type).isDisjoint(with: builder.declaredFunctions.typeNames) }
        return property.initial.flatMap(ForeignTypes.literalType).map { !builder.declaredFunctions.typeNames.contains($0) } ?? false
    }

    /// An operator sequence as the parser leaves it (`c ? 12 : 14`, `size * 2`): for a conditional, its two results
    /// (the condition is only read); else operands joined by operators the code read does not declare, each such a
    /// value (a standard type's operators give standard types).
    private func foreignOperands(_ elements: [ExprSyntax], depth: Int) -> Bool {
        guard depth < 16, !elements.isEmpty else { return false }
        if let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) {
            guard let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self), index + 1 < elements.count else { return false }
            return foreignArgument(ternary.thenExpression, depth: depth + 1) && foreignOperands(Array(elements[(index + 1)...]), depth: depth + 1)
        }
        if elements.count == 1 { return foreignArgument(elements[0], depth: depth + 1) }
        let declared = builder.declaredFunctions
        for (position, element) in elements.enumerated() {
            if position % 2 == 1 {
                guard let op = element.as(BinaryOperatorExprSyntax.self), !declared.functions.contains(op.operator.text) else { return false }
            } else if !foreignArgument(element, depth: depth + 1) {
                return false
            }
        }
        return true
    }

    /// Whether the expression's static type cannot be a type of this module: one of `ForeignTypes.standard`, another
    /// module's type or a value read from one (a chain from a type the code read does not declare, through members
    /// it does not declare or declares with standard types), a value of another module's that only such values were
    /// given to.
    private func standardValue(_ expr: ExprSyntax, depth: Int) -> Bool {
        guard depth < 16 else { return false }
        let declared = builder.declaredFunctions
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            // `Font`, `ImagePipeline`: a type the code read does not declare, another module's (its static members
            // are that module's values, typed with that module's types, or the module's extensions' below).
            if name.first?.isUppercase == true, ref.baseName.tokenKind != .keyword(.Self) { return !declared.typeNames.contains(name) }
            // A property of the view or a global the code read declares, with a standard type (the view's own
            // declaration, else everywhere it is declared), and no closure parameter, binding or local of that name
            // between the use and the declaration.
            if isRebound(name, around: Syntax(expr)) {
                // `if let url = status.attachment.url { ... url ... }`: the value it unwraps.
                guard let value = unwrappedValue(name, around: Syntax(expr)) else { return false }
                return standardValue(value, depth: depth + 1)
            }
            guard scope.locals[name] == nil, scope.substitutions[name] == nil else { return false }
            if let property = builder.module.types[scope.owner]?.property(name) { return standardDeclaration(property) }
            return declared.variables[name] == true
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else {
                // `.easeIn`: another module's static member (the code read declares none of this name).
                return !declared.declares(name)
            }
            // `self.item.url`: a property of the module's type the declarations fix, declared with a standard type.
            if !(base.as(DeclReferenceExprSyntax.self).map { isRebound($0.baseName.text, around: Syntax($0)) } ?? false),
               let owner = declaredType(of: base, depth: 0), let property = owner.property(name) {
                return standardDeclaration(property)
            }
            // `UserPreferences.shared.animateEmojis`, `status.attachment.url`: a property every declaration of which in the
            // code read has a standard type, and not a name the standard library's generic types give their element
            // (`first`, `wrappedValue`), which another module's generic type could share.
            // (An enum case of that name is read on a type, `Kind.url`, never on a value.)
            let onType = base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
            if onType && declared.caseNames.contains(name) { return false }
            if declared.memberVariables[name] == true, !ForeignTypes.genericMemberNames.contains(name) { return true }
            if declared.memberVariables[name] == true, moduleChain(base, depth: depth + 1) { return true }
            guard standardValue(base, depth: depth + 1) else { return false }
            // A member of another module's type or value (`Font.title`, `pipeline.configuration`): that module's (typed
            // with its types, and no type of this module was given to it), or the module's extension's (`Font.scaledBody`).
            return declared.memberVariables[name] ?? !declared.functions.contains(name)
        }
        if let call = expr.as(FunctionCallExprSyntax.self), call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
           call.arguments.allSatisfy({ !$0.expression.is(ClosureExprSyntax.self) }) {
            if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                let name = callee.baseName.text
                if name.first?.isUppercase == true {
                    guard !declared.typeNames.contains(name) else { return false }
                    // `CGSize(width: w, height: h)`: a standard type's value, whatever it was built from;
                    // `ImageRequest(url: u)`: another module's type, given only such values (its parameters, if any,
                    // are bound to other modules' types).
                    return ForeignTypes.standard.contains(name) || call.arguments.allSatisfy { foreignArgument($0.expression, depth: depth + 1) }
                }
                // `faviconURL(for: url)`: a function of the code read declared (everywhere) returning a standard type.
                return declared.standardResults[name] == true && !declared.members.contains(name) && declared.variables[name] == nil
                    && !isRebound(name, around: Syntax(callee), ifBindings: false)
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
               declared.standardResults[member.declName.baseName.text] == true, !declared.callableVariables.contains(member.declName.baseName.text),
               !ForeignTypes.genericMemberNames.contains(member.declName.baseName.text) {
                // `model.thumbnailURL(for: item)`: a method the code read declares (everywhere) returning a standard type.
                return true
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
                // `.resize(size: s)`: another module's static function, given only such values.
                return !declared.declares(member.declName.baseName.text)
                    && call.arguments.allSatisfy { foreignArgument($0.expression, depth: depth + 1) }
            }
        }
        return false
    }

    /// `self`, `Theme`, `Theme.shared.palette`: names the code read declares all along (a type, then variables).
    private func moduleChain(_ expr: ExprSyntax, depth: Int) -> Bool {
        guard depth < 16 else { return false }
        let declared = builder.declaredFunctions
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            if ref.baseName.tokenKind == .keyword(.self) { return true }
            if name.first?.isUppercase == true { return declared.typeNames.contains(name) && !ForeignTypes.standard.contains(name) }
            return declared.variables[name] != nil && !isRebound(name, around: Syntax(expr))
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
            return declared.memberVariables[member.declName.baseName.text] != nil && moduleChain(base, depth: depth + 1)
        }
        return false
    }

    /// The value an `if let name = value` around the use unwraps (the innermost binding of the name), nil when the
    /// name is bound some other way first.
    private func unwrappedValue(_ name: String, around node: Syntax) -> ExprSyntax? {
        var current = node.parent
        var steps = 0
        while let n = current, steps < 512 {
            steps += 1
            if let ifExpr = n.as(IfExprSyntax.self), ifExpr.body.range.contains(node.position) {
                for condition in ifExpr.conditions {
                    guard case .optionalBinding(let binding) = condition.condition,
                          binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { continue }
                    return binding.initializer?.value
                }
                if ifExpr.conditions.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(name) }) { return nil }
            }
            if let items = n.as(CodeBlockItemListSyntax.self), declaresLocal(name, in: items) { return nil }
            if let bindings = bindingSyntax(n), bindings.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(name) }) { return nil }
            if n.is(MemberBlockItemSyntax.self) || n.is(SourceFileSyntax.self) { return nil }
            current = n.parent
        }
        return nil
    }

    /// Whether something between the use and the declarations around it binds `name` again: a closure's parameter,
    /// an `if let`/`guard let`/`for`/`case let` binding, a function's parameter (what the name then is is unknown).
    private func isRebound(_ name: String, around node: Syntax, ifBindings: Bool = true) -> Bool {
        var current = node.parent
        var steps = 0
        while let n = current, steps < 512 {
            steps += 1
            var bindings = bindingSyntax(n)
            if ifBindings, let ifExpr = n.as(IfExprSyntax.self) { bindings = Syntax(ifExpr.conditions) }
            if let bindings, bindings.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(name) }) { return true }
            if let items = n.as(CodeBlockItemListSyntax.self), declaresLocal(name, in: items) { return true }
            if n.is(MemberBlockItemSyntax.self) || n.is(SourceFileSyntax.self) { return false }
            current = n.parent
        }
        return current != nil
    }

    /// The syntax where a closure, loop, case, function or `guard` binds names.
    private func bindingSyntax(_ n: Syntax) -> Syntax? {
        if let closure = n.as(ClosureExprSyntax.self) { return closure.signature.map(Syntax.init) }
        if let guardStmt = n.as(GuardStmtSyntax.self) { return Syntax(guardStmt.conditions) }
        if let whileStmt = n.as(WhileStmtSyntax.self) { return Syntax(whileStmt.conditions) }
        if let forStmt = n.as(ForStmtSyntax.self) { return Syntax(forStmt.pattern) }
        if let switchCase = n.as(SwitchCaseSyntax.self) { return Syntax(switchCase.label) }
        if let function = n.as(FunctionDeclSyntax.self) { return Syntax(function.signature) }
        if let initializer = n.as(InitializerDeclSyntax.self) { return Syntax(initializer.signature) }
        if let accessor = n.as(AccessorDeclSyntax.self), let parameters = accessor.parameters { return Syntax(parameters) }
        if let subscriptDecl = n.as(SubscriptDeclSyntax.self) { return Syntax(subscriptDecl.parameterClause) }
        return nil
    }

    /// Whether a statement of the block declares a local of the name (`let url = ...`, `guard let url`).
    private func declaresLocal(_ name: String, in items: CodeBlockItemListSyntax) -> Bool {
        items.contains { item in
            if let variable = item.item.as(VariableDeclSyntax.self) {
                return variable.bindings.contains { $0.pattern.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) } }
            }
            if let guardStmt = item.item.as(GuardStmtSyntax.self) {
                return guardStmt.conditions.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
            }
            return false
        }
    }
}
