import NavSceneDiagnostics
import SwiftSyntax

/// One file's declarations as `SwiftModule` reads them: types (with their members, nested types in place), `extension
/// View` methods and free functions returning views. Read from the syntax tree once per parse (kept with it in
/// `SwiftFileFacts`), so a module is put together from its files' records without reading their trees again: a
/// keystroke reads the declarations of the file it changed only. `#if` is resolved here (the clause an iOS build
/// compiles); how names merge across files (extensions, nested types of one name) is `SwiftModule`'s.
struct SwiftFileDeclarations {
    /// The standard library's types an enum's raw values may have (`enum ColorFormat: UInt16`): the first type of an
    /// enum's inheritance clause is then its raw type (a conformance to `RawRepresentable` whose witnesses Swift
    /// synthesizes), not a protocol whose requirements the enum's own code answers.
    static let rawValueTypes: Set<String> = ["String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8",
                                             "UInt16", "UInt32", "UInt64", "Double", "Float", "Float16", "Float80", "CGFloat"]

    enum Entry {
        case type(TypeRecord)
        /// `extension View { func withRoutes() -> some View }`.
        case viewExtension(SwiftModule.Method)
        /// A top-level function returning a view.
        case freeViewFunction(SwiftModule.Method)
        /// Any other top-level function (followed to decide whether a call may navigate, `NavigationReach`).
        case freeFunction(SwiftModule.Method)
        /// A variable declared at the top level (`let sharedRouter = Router()`): a name code anywhere may reach.
        case globalVariable(SwiftModule.Property)
        /// `extension View { var backport: Backport<Self> { Backport(self) } }`: a property holding the view in a
        /// wrapper of the module (property name, wrapper type name).
        case viewWrapper(String, String)
        /// `protocol SwiftUICaseStudy: CaseStudy, View {}`: a protocol of the module with the types it refines.
        case protocolDeclaration(name: String, inherited: [String], isPublic: Bool)
    }

    /// A struct, class, enum or extension, as written.
    struct TypeRecord {
        enum Kind { case structure, classType, enumeration, extensionOf }
        var kind: Kind
        var name: String
        var range: SourceRange
        /// The name's range (nil for an extension).
        var nameRange: SourceRange?
        /// The names of the inherited types (`SwiftUI.View` -> `View`; compositions split).
        var inherited: [String]
        /// Generic parameters constrained to `View` (structs).
        var viewGenericParameters: [String] = []
        /// Every generic parameter with the protocols it is constrained to (in its clause or the `where`), so that
        /// one constrained to a protocol of the module that refines `View` is a view parameter too (`SwiftModule`).
        var genericConstraints: [(name: String, constraints: [String])] = []
        /// `@resultBuilder` (structs and enums): a custom result builder (`ViewTranslator.customBuilderViews`).
        var isResultBuilder = false
        /// `@Observable` (classes).
        var observableAttribute = false
        /// `@Model` (SwiftData classes): the macro makes the class a `PersistentModel`, which is `Hashable`.
        var persistentModelAttribute = false
        /// Declared `public` or `open` (structs): other modules may show it.
        var isPublic = false
        /// Declared `private` or `fileprivate` (structs, classes, enums): at a file's top level, visible in its file only,
        /// where its name shadows nothing and another file may declare a type of the same name (`SwiftModule.fileTypes`).
        var isFilePrivate = false
        /// The first inherited type when it is a raw value type (enums).
        var rawType: String?
        var members: [Member] = []
    }

    struct EnumCaseRecord {
        var name: String
        var hasPayload: Bool
        var range: SourceRange
        var payloadTypes: [TypeSyntax]?
        var payloadLabels: [String?]?
        var rawValue: ExprSyntax?
    }

    enum Member {
        case property(SwiftModule.Property)
        case method(SwiftModule.Method)
        case initializer(InitializerDeclSyntax)
        case enumCase(EnumCaseRecord)
        /// A struct, enum or class declared inside the type.
        case nested(TypeRecord)
        /// A `subscript` or a `deinit`: code that runs on an instance, which is neither a method nor an accessor.
        case otherInstanceCode
        /// `typealias RouteType = AppRoute`: the type a name means in the type's code (a protocol's associated type
        /// the type answers).
        case typeAlias(name: String, type: TypeSyntax)
    }

    private(set) var entries: [Entry] = []

    init(_ source: SwiftSource) {
        collect(source.tree.statements, source)
    }

    private mutating func collect(_ items: CodeBlockItemListSyntax, _ source: SwiftSource) {
        for item in items {
            guard case .decl(let decl) = item.item else { continue }
            collect(decl, source)
        }
    }

    /// The protocols whose extension functions are modifiers inlined where they are applied: `View`'s, and toolbar
    /// content's (`extension ToolbarContent { func zoomSource(...) -> some ToolbarContent }`, applied to a
    /// `ToolbarItem` in a `.toolbar { }`; its items are views of the bar, `self` the item it is applied to).
    static let modifierExtendedTypes: Set<String> = ["View", "ToolbarContent", "CustomizableToolbarContent"]

    /// `var backport: Backport<Self> { Backport(self) }` (or `return Backport(self)`, `Backport(content: self)`): its
    /// name and the wrapper's type name; nil for any other property.
    private static func viewWrapper(_ v: VariableDeclSyntax) -> (String, String)? {
        guard v.bindings.count == 1, let binding = v.bindings.first, v.modifiers.allSatisfy({ $0.name.tokenKind != .keyword(.static) }),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              case .getter(let items)? = binding.accessorBlock?.accessors, items.count == 1, let item = items.first else { return nil }
        let node = Syntax(item.item)
        let returned = node.as(ReturnStmtSyntax.self)?.expression ?? node.as(ExpressionStmtSyntax.self)?.expression ?? node.as(ExprSyntax.self)
        guard let call = returned?.as(FunctionCallExprSyntax.self), call.arguments.count == 1, call.trailingClosure == nil,
              call.additionalTrailingClosures.isEmpty,
              call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
        let callee = call.calledExpression.as(GenericSpecializationExprSyntax.self)?.expression ?? call.calledExpression
        guard let type = callee.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        return (name, type)
    }

    private mutating func collect(_ decl: DeclSyntax, _ source: SwiftSource) {
        if let x = decl.as(ExtensionDeclSyntax.self), Self.modifierExtendedTypes.contains(typeName(x.extendedType)) {
            for member in x.memberBlock.members {
                if let f = member.decl.as(FunctionDeclSyntax.self) { entries.append(.viewExtension(Self.method(f, source))) }
                if let v = member.decl.as(VariableDeclSyntax.self), let wrapper = Self.viewWrapper(v) { entries.append(.viewWrapper(wrapper.0, wrapper.1)) }
            }
        } else if let record = Self.typeRecord(decl, source, extensions: true) {
            entries.append(.type(record))
        } else if let p = decl.as(ProtocolDeclSyntax.self) {
            let isPublic = p.modifiers.contains { $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open) }
            entries.append(.protocolDeclaration(name: p.name.text, inherited: Self.inherited(p.inheritanceClause), isPublic: isPublic))
        } else if let f = decl.as(FunctionDeclSyntax.self) {
            entries.append(returnsView(f.signature.returnClause?.type) ? .freeViewFunction(Self.method(f, source)) : .freeFunction(Self.method(f, source)))
        } else if decl.is(VariableDeclSyntax.self) {
            var members: [Member] = []
            Self.member(decl, source, into: &members)
            for case .property(let property) in members { entries.append(.globalVariable(property)) }
        } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            // `#if os(iOS)`: the clause an iOS build compiles (Grammar.md: the iOS branch is checked).
            if let clause = chosenClause(ifConfig, in: source), case .decls(let list)? = clause.elements {
                for member in list { collect(member.decl, source) }
            } else if let clause = chosenClause(ifConfig, in: source), case .statements(let items)? = clause.elements {
                // At a file's top level a clause holds statements: `#if canImport(SwiftUI)` around a whole file.
                collect(items, source)
            }
        }
    }

    /// A struct, class, actor or enum (and, at the top level, an extension of a type other than `View`), with its members.
    private static func typeRecord(_ decl: DeclSyntax, _ source: SwiftSource, extensions: Bool) -> TypeRecord? {
        if let s = decl.as(StructDeclSyntax.self) {
            var t = TypeRecord(kind: .structure, name: s.name.text, range: source.range(s), nameRange: source.range(s.name), inherited: inherited(s.inheritanceClause))
            t.isPublic = s.modifiers.contains { $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open) }
            t.isFilePrivate = isFilePrivate(s.modifiers)
            for parameter in s.genericParameterClause?.parameters ?? [] where parameter.inheritedType.map(typeName) == "View" {
                t.viewGenericParameters.append(parameter.name.text)
            }
            // `struct SettingsForm<Content>: View where Content: View`: the same constraint written after the type.
            let generic = Set(s.genericParameterClause?.parameters.map(\.name.text) ?? [])
            for requirement in s.genericWhereClause?.requirements ?? [] {
                guard case .conformanceRequirement(let c) = requirement.requirement, typeName(c.rightType) == "View",
                      let left = c.leftType.as(IdentifierTypeSyntax.self), generic.contains(left.name.text) else { continue }
                t.viewGenericParameters.append(left.name.text)
            }
            t.genericConstraints = genericConstraints(s.genericParameterClause, s.genericWhereClause)
            t.isResultBuilder = isResultBuilder(s.attributes)
            t.members = members(s.memberBlock, source)
            return t
        }
        if let c = decl.as(ClassDeclSyntax.self) {
            var t = TypeRecord(kind: .classType, name: c.name.text, range: source.range(c), nameRange: source.range(c.name), inherited: inherited(c.inheritanceClause))
            t.observableAttribute = c.attributes.contains(where: { $0.as(AttributeSyntax.self).map { typeName($0.attributeName) } == "Observable" })
            t.persistentModelAttribute = c.attributes.contains(where: { $0.as(AttributeSyntax.self).map { typeName($0.attributeName) } == "Model" })
            t.isFilePrivate = isFilePrivate(c.modifiers)
            t.members = members(c.memberBlock, source)
            return t
        }
        // An actor is a reference type whose methods run on what it holds, as a class's do (when they run is its isolation's
        // concern): read as a class (it inherits from no class). Left out, its value was another module's, holding nothing,
        // and a push its method runs was missed.
        if let a = decl.as(ActorDeclSyntax.self) {
            var t = TypeRecord(kind: .classType, name: a.name.text, range: source.range(a), nameRange: source.range(a.name), inherited: inherited(a.inheritanceClause))
            t.isFilePrivate = isFilePrivate(a.modifiers)
            t.members = members(a.memberBlock, source)
            return t
        }
        if let e = decl.as(EnumDeclSyntax.self) {
            var t = TypeRecord(kind: .enumeration, name: e.name.text, range: source.range(e), nameRange: source.range(e.name), inherited: inherited(e.inheritanceClause))
            if let first = (e.inheritanceClause?.inheritedTypes.first?.type).map(typeName),
               SwiftFileDeclarations.rawValueTypes.contains(first) {
                t.rawType = first
            }
            t.isResultBuilder = isResultBuilder(e.attributes)
            t.isFilePrivate = isFilePrivate(e.modifiers)
            t.members = members(e.memberBlock, source)
            return t
        }
        if extensions, let x = decl.as(ExtensionDeclSyntax.self) {
            var t = TypeRecord(kind: .extensionOf, name: typeName(x.extendedType), range: source.range(x), nameRange: nil, inherited: inherited(x.inheritanceClause))
            t.members = members(x.memberBlock, source)
            return t
        }
        return nil
    }

    private static func isFilePrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
    }

    private static func isResultBuilder(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self).map { typeName($0.attributeName) } == "resultBuilder" }
    }

    /// `<C: SwiftUICaseStudy, T>` with `where T: Lesson`: each parameter with the protocols it must conform to.
    private static func genericConstraints(_ clause: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?) -> [(name: String, constraints: [String])] {
        guard let clause else { return [] }
        var result = clause.parameters.map { p in (name: p.name.text, constraints: p.inheritedType.map { inherited(type: $0) } ?? []) }
        for requirement in whereClause?.requirements ?? [] {
            guard case .conformanceRequirement(let c) = requirement.requirement, let left = c.leftType.as(IdentifierTypeSyntax.self),
                  let index = result.firstIndex(where: { $0.name == left.name.text }) else { continue }
            result[index].constraints += inherited(type: c.rightType)
        }
        return result
    }

    /// The protocols (or classes) a type names: `P`, `SwiftUI.View`, `P & Q`.
    private static func inherited(type: TypeSyntax) -> [String] {
        if let id = type.as(IdentifierTypeSyntax.self) { return [id.name.text] }
        if let member = type.as(MemberTypeSyntax.self) { return [member.name.text] }   // `SwiftUI.View`
        if let composition = type.as(CompositionTypeSyntax.self) { return composition.elements.flatMap { inherited(type: $0.type) } }
        return []
    }

    private static func inherited(_ clause: InheritanceClauseSyntax?) -> [String] {
        (clause?.inheritedTypes ?? []).flatMap { inherited(type: $0.type) }
    }

    static func method(_ f: FunctionDeclSyntax, _ source: SwiftSource) -> SwiftModule.Method {
        let parameters = f.signature.parameterClause.parameters.map { p in
            (label: p.firstName.text, name: (p.secondName ?? p.firstName).text, type: p.type)
        }
        return SwiftModule.Method(name: f.name.text, parameters: parameters, returnType: f.signature.returnClause?.type,
                                  body: f.body?.statements, syntax: f, source: source)
    }

    private static func members(_ block: MemberBlockSyntax, _ source: SwiftSource) -> [Member] {
        var result: [Member] = []
        for item in block.members { member(item.decl, source, into: &result) }
        return result
    }

    private static func member(_ decl: DeclSyntax, _ source: SwiftSource, into result: inout [Member]) {
        if let v = decl.as(VariableDeclSyntax.self) {
            var wrapper: String?, argument: String?
            for attribute in v.attributes {
                guard let a = attribute.as(AttributeSyntax.self) else { continue }
                wrapper = typeName(a.attributeName)
                if case .argumentList(let args)? = a.arguments, let first = args.first {
                    argument = brief(first.expression, limit: 200)
                }
            }
            let isStatic = v.modifiers.contains { $0.name.text == "static" }
            for binding in v.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self).map({ bareName($0.identifier) }) else { continue }
                var computed = false
                if let accessors = binding.accessorBlock?.accessors {
                    switch accessors {
                    case .getter: computed = true
                    case .accessors(let list): computed = list.contains { ["get"].contains($0.accessorSpecifier.text) } || list.isEmpty
                    }
                }
                result.append(.property(SwiftModule.Property(name: name, wrapper: wrapper, wrapperArgument: argument,
                                                             type: binding.typeAnnotation?.type, initial: binding.initializer?.value,
                                                             isStatic: isStatic, isComputed: computed, syntax: v, source: source)))
            }
        } else if let f = decl.as(FunctionDeclSyntax.self) {
            result.append(.method(method(f, source)))
        } else if let i = decl.as(InitializerDeclSyntax.self) {
            result.append(.initializer(i))
        } else if let c = decl.as(EnumCaseDeclSyntax.self) {
            for element in c.elements {
                var record = EnumCaseRecord(name: bareName(element.name), hasPayload: element.parameterClause != nil, range: source.range(element.name),
                                            rawValue: element.rawValue?.value)
                if let clause = element.parameterClause {
                    record.payloadTypes = clause.parameters.map(\.type)
                    record.payloadLabels = clause.parameters.map { p in
                        guard let first = p.firstName, first.text != "_" else { return nil }
                        return first.text
                    }
                }
                result.append(.enumCase(record))
            }
        } else if decl.is(SubscriptDeclSyntax.self) || decl.is(DeinitializerDeclSyntax.self) {
            result.append(.otherInstanceCode)
        } else if let alias = decl.as(TypeAliasDeclSyntax.self), alias.genericParameterClause == nil {
            result.append(.typeAlias(name: bareName(alias.name), type: alias.initializer.value))
        } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            if let clause = chosenClause(ifConfig, in: source), case .decls(let list)? = clause.elements {
                for m in list { member(m.decl, source, into: &result) }
            }
        } else if let nested = typeRecord(decl, source, extensions: false) {
            result.append(.nested(nested))
        }
    }
}

/// A declared name as code refers to it: `` `default` `` is the case `.default`, the backticks only let a keyword be a name.
func bareName(_ token: TokenSyntax) -> String {
    let text = token.text
    guard text.count >= 2, text.hasPrefix("`"), text.hasSuffix("`") else { return text }
    return String(text.dropFirst().dropLast())
}
