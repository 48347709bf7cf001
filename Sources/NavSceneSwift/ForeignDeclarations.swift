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
    /// Operator functions by name (`+`): the name of each declaration's result type (`Self` read as the type or
    /// extension it is declared in, an optional unwrapped), "" where it is not one named type (generic, `some View`).
    private(set) var operatorResults: [String: Set<String>] = [:]
    init() { super.init(viewMode: .sourceAccurate) }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        // Not generic, returning a standard type (written): every call's value has that type.
        let standard = node.genericParameterClause == nil && node.signature.returnClause.map { ForeignTypes.isStandard($0.type) } == true
        standardResults[node.name.text] = (standardResults[node.name.text] ?? true) && standard
        if case .binaryOperator = node.name.tokenKind { operatorResults[node.name.text, default: []].insert(Self.resultTypeName(node)) }
        return .visitChildren
    }

    /// The one named type an operator declaration returns (see `operatorResults`), or "".
    private static func resultTypeName(_ node: FunctionDeclSyntax) -> String {
        guard node.genericParameterClause == nil, var type = node.signature.returnClause?.type else { return "" }
        while let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        guard let named = type.as(IdentifierTypeSyntax.self), named.genericArgumentClause == nil else { return "" }
        guard named.name.tokenKind == .keyword(.Self) || named.name.text == "Self" else { return named.name.text }
        // `Self`: the innermost type or extension around the declaration (a protocol's `Self` is any conforming type).
        var parent = node.parent
        while let current = parent {
            if let s = current.as(StructDeclSyntax.self) { return s.name.text }
            if let c = current.as(ClassDeclSyntax.self) { return c.name.text }
            if let e = current.as(EnumDeclSyntax.self) { return e.name.text }
            if let e = current.as(ExtensionDeclSyntax.self) {
                guard e.genericWhereClause == nil, let extended = e.extendedType.as(IdentifierTypeSyntax.self), extended.genericArgumentClause == nil else { return "" }
                return extended.name.text
            }
            if current.is(ProtocolDeclSyntax.self) || current.is(ActorDeclSyntax.self) { return "" }
            parent = current.parent
        }
        return ""
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
        var operatorResults: [String: Set<String>] = [:]
        /// Whether the code read declares a function, variable or case of this name.
        func declares(_ name: String) -> Bool { functions.contains(name) || members.contains(name) }
        /// Whether `x.name(...)` may call the code read's: a function of that name, a variable that may hold a
        /// closure, or any variable when some type of the code read is callable (`callAsFunction`).
        func mayCall(_ name: String) -> Bool {
            functions.contains(name) || callableVariables.contains(name) || (functions.contains("callAsFunction") && members.contains(name))
        }
    }

    /// The module's names: each file's (`SwiftFileFacts.declaredNames`, found once per parse), joined as one walk over
    /// every file would have found them (a name is standard only if it is so in every file that declares it).
    static func merged(_ files: [FunctionNameFinder]) -> FunctionNameFinder {
        let all = FunctionNameFinder()
        func both(_ a: inout [String: Bool], _ b: [String: Bool]) { for (k, v) in b { a[k] = (a[k] ?? true) && v } }
        for file in files {
            all.names.formUnion(file.names)
            both(&all.variables, file.variables)
            for (k, v) in file.variableTypeNames { all.variableTypeNames[k, default: []].formUnion(v) }
            all.callableVariables.formUnion(file.callableVariables)
            all.members.formUnion(file.members)
            both(&all.memberVariables, file.memberVariables)
            both(&all.standardResults, file.standardResults)
            all.caseNames.formUnion(file.caseNames)
            all.typeNames.formUnion(file.typeNames)
            all.literalExpressible = all.literalExpressible || file.literalExpressible
            for (k, v) in file.operatorResults { all.operatorResults[k, default: []].formUnion(v) }
        }
        return all
    }

    static func declarations(in module: SwiftModule) -> Declarations {
        let finder = FunctionNameFinder.merged(module.files.map(\.declaredNames))
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
                            literalExpressible: finder.literalExpressible, operatorResults: finder.operatorResults)
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

    /// Classes of Foundation and Dispatch that no class of Apple's frameworks inherits from: a value of the module's
    /// types is one of them only when a class of the module inherits from it (and so names it).
    static let leafClasses: Set<String> = [
        "Process", "Pipe", "FileHandle", "Thread", "Timer", "URLSession", "JSONDecoder", "JSONEncoder", "PropertyListDecoder",
        "PropertyListEncoder", "FileManager", "UserDefaults", "DispatchQueue",
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
