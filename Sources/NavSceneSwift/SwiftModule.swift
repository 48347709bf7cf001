import NavSceneDiagnostics
import SwiftSyntax

/// Every declaration of one Swift target (all `.swift` files of a directory, as the compiler sees one module) that the
/// front end reads: views, the app, model types, and the members of classes (observable models) whose types say what
/// an expression over them holds.
final class SwiftModule {
    struct Property {
        var name: String
        /// `State`, `Binding`, `SceneStorage`, `AppStorage`, `Environment`, `EnvironmentObject`, `StateObject`,
        /// `ObservedObject`, `Bindable`... (nil: a plain stored property).
        var wrapper: String?
        /// The argument of `@Environment(\.dismiss)`.
        var wrapperArgument: String?
        var type: TypeSyntax?
        var initial: ExprSyntax?
        var isStatic: Bool
        var isComputed: Bool
        var syntax: VariableDeclSyntax
        var source: SwiftSource
    }

    struct Method {
        var name: String
        var parameters: [(label: String, name: String, type: TypeSyntax)]
        var returnType: TypeSyntax?
        var body: CodeBlockItemListSyntax?
        var syntax: FunctionDeclSyntax
        var source: SwiftSource
    }

    /// A struct, class or enum, with the members of its extensions.
    final class TypeDeclaration {
        enum Kind { case structure, classType, enumeration }
        let name: String
        let kind: Kind
        var conformances: Set<String> = []
        var properties: [Property] = []
        var methods: [Method] = []
        var initializers: [InitializerDeclSyntax] = []
        /// Enum cases in order, with whether they carry associated values.
        var cases: [(name: String, hasPayload: Bool, range: SourceRange)] = []
        /// The types of each case's associated values.
        var payloads: [String: [TypeSyntax]] = [:]
        func payloadTypes(of name: String) -> [TypeSyntax] { payloads[name] ?? [] }
        /// The labels of each case's associated values (nil where unlabelled).
        var payloadLabels: [String: [String?]] = [:]
        /// Explicit raw values (`case sent = 5`, `case mint = "Mint"`).
        var rawValues: [String: ExprSyntax] = [:]
        var rawType: String?
        let range: SourceRange
        let nameRange: SourceRange
        let source: SwiftSource
        init(name: String, kind: Kind, range: SourceRange, nameRange: SourceRange, source: SwiftSource) {
            self.name = name; self.kind = kind; self.range = range; self.nameRange = nameRange; self.source = source
        }

        var isView: Bool { kind == .structure && conformances.contains("View") }
        var isApp: Bool { conformances.contains("App") }
        func property(_ name: String) -> Property? { properties.first { $0.name == name && !$0.isStatic } }
        func method(_ name: String) -> Method? { methods.first { $0.name == name } }

        /// `var body: some View { ... }` (or `some Scene`): its statements.
        var body: (items: CodeBlockItemListSyntax, source: SwiftSource)? {
            guard let body = properties.first(where: { $0.name == "body" && $0.isComputed }) else { return nil }
            for binding in body.syntax.bindings {
                guard let accessors = binding.accessorBlock?.accessors else { continue }
                switch accessors {
                case .getter(let items): return (items, body.source)
                case .accessors(let list):
                    if let get = list.first(where: { $0.accessorSpecifier.text == "get" }), let items = get.body?.statements {
                        return (items, body.source)
                    }
                }
            }
            return nil
        }
    }

    let sources: [SwiftSource]
    private(set) var types: [String: TypeDeclaration] = [:]
    /// Declaration order over the files as given (sorted by path by the caller).
    private(set) var typeOrder: [String] = []
    /// Free functions and `extension View` methods: called from a body, they cannot be followed (opaque).
    private(set) var viewExtensionMethods: Set<String> = []

    init(sources: [SwiftSource]) {
        self.sources = sources
        for source in sources { collect(source.tree.statements, source) }
    }

    var views: [TypeDeclaration] { typeOrder.compactMap { types[$0] }.filter(\.isView) }
    var app: TypeDeclaration? { typeOrder.compactMap { types[$0] }.first(where: \.isApp) }

    private func collect(_ items: CodeBlockItemListSyntax, _ source: SwiftSource) {
        for item in items {
            guard case .decl(let decl) = item.item else { continue }
            collect(decl, source, enclosing: nil)
        }
    }

    private func collect(_ decl: DeclSyntax, _ source: SwiftSource, enclosing: String?) {
        func qualified(_ name: String) -> String { name }   // nested types are named by their own name (as Swift code usually refers to them)
        if let s = decl.as(StructDeclSyntax.self) {
            let t = declare(qualified(s.name.text), .structure, Syntax(s), s.name, source)
            add(s.inheritanceClause, to: t)
            members(s.memberBlock, into: t, source)
        } else if let c = decl.as(ClassDeclSyntax.self) {
            let t = declare(qualified(c.name.text), .classType, Syntax(c), c.name, source)
            add(c.inheritanceClause, to: t)
            if c.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Observable" }) {
                t.conformances.insert("Observable")
            }
            members(c.memberBlock, into: t, source)
        } else if let e = decl.as(EnumDeclSyntax.self) {
            let t = declare(qualified(e.name.text), .enumeration, Syntax(e), e.name, source)
            add(e.inheritanceClause, to: t)
            if let first = e.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
               ["String", "Int", "Double", "Character"].contains(first) {
                t.rawType = first
            }
            members(e.memberBlock, into: t, source)
        } else if let x = decl.as(ExtensionDeclSyntax.self) {
            let name = x.extendedType.trimmedDescription
            if name == "View" {
                for member in x.memberBlock.members {
                    if let f = member.decl.as(FunctionDeclSyntax.self) { viewExtensionMethods.insert(f.name.text) }
                }
                return
            }
            let t = types[name] ?? declare(name, .structure, Syntax(x), nil, source, provisional: true)
            add(x.inheritanceClause, to: t)
            members(x.memberBlock, into: t, source)
        } else if let f = decl.as(FunctionDeclSyntax.self), enclosing == nil {
            // A free function returning a view is called like one; it cannot be followed.
            _ = f
        } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            // `#if os(iOS)`: the first branch whose condition names iOS, else the first branch (Grammar.md: the iOS
            // branch is checked).
            if let clause = chosenClause(ifConfig), case .decls(let list)? = clause.elements {
                for member in list { collect(member.decl, source, enclosing: enclosing) }
            } else if let clause = chosenClause(ifConfig), case .statements(let items)? = clause.elements {
                // At a file's top level a clause holds statements: `#if canImport(SwiftUI)` around a whole file.
                collect(items, source)
            }
        }
    }

    /// Extensions seen before their type (another file) make a provisional declaration the real one replaces.
    private var provisional: Set<String> = []

    private func declare(_ name: String, _ kind: TypeDeclaration.Kind, _ node: Syntax, _ nameToken: TokenSyntax?,
                         _ source: SwiftSource, provisional isProvisional: Bool = false) -> TypeDeclaration {
        let range = source.range(node)
        let nameRange = nameToken.map { source.range($0) } ?? range
        if let existing = types[name] {
            guard provisional.contains(name), !isProvisional else { return existing }
            provisional.remove(name)
            let real = TypeDeclaration(name: name, kind: kind, range: range, nameRange: nameRange, source: source)
            real.conformances = existing.conformances
            real.properties = existing.properties
            real.methods = existing.methods
            real.initializers = existing.initializers
            real.cases = existing.cases
            types[name] = real
            return real
        }
        let t = TypeDeclaration(name: name, kind: kind, range: range, nameRange: nameRange, source: source)
        types[name] = t
        typeOrder.append(name)
        if isProvisional { provisional.insert(name) }
        return t
    }

    private func add(_ clause: InheritanceClauseSyntax?, to t: TypeDeclaration) {
        for inherited in clause?.inheritedTypes ?? [] {
            let text = inherited.type.trimmedDescription
            for part in text.split(separator: "&") {
                var name = part.trimmingCharacters(in: " ")
                if name.hasPrefix("SwiftUI.") { name.removeFirst(8) }
                t.conformances.insert(name)
            }
        }
        if t.conformances.contains("Codable") || (t.conformances.contains("Encodable") && t.conformances.contains("Decodable")) {
            t.conformances.insert("Codable")
        }
    }

    private func members(_ block: MemberBlockSyntax, into t: TypeDeclaration, _ source: SwiftSource) {
        for item in block.members { member(item.decl, into: t, source) }
    }

    private func member(_ decl: DeclSyntax, into t: TypeDeclaration, _ source: SwiftSource) {
        if let v = decl.as(VariableDeclSyntax.self) {
            var wrapper: String?, argument: String?
            for attribute in v.attributes {
                guard let a = attribute.as(AttributeSyntax.self) else { continue }
                var name = a.attributeName.trimmedDescription
                if name.hasPrefix("SwiftUI.") { name.removeFirst(8) }
                wrapper = name
                if case .argumentList(let args)? = a.arguments, let first = args.first {
                    argument = first.expression.trimmedDescription
                }
            }
            let isStatic = v.modifiers.contains { $0.name.text == "static" }
            for binding in v.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                var computed = false
                if let accessors = binding.accessorBlock?.accessors {
                    switch accessors {
                    case .getter: computed = true
                    case .accessors(let list): computed = list.contains { ["get"].contains($0.accessorSpecifier.text) } || list.isEmpty
                    }
                }
                t.properties.append(Property(name: name, wrapper: wrapper, wrapperArgument: argument,
                                             type: binding.typeAnnotation?.type, initial: binding.initializer?.value,
                                             isStatic: isStatic, isComputed: computed, syntax: v, source: source))
            }
        } else if let f = decl.as(FunctionDeclSyntax.self) {
            let parameters = f.signature.parameterClause.parameters.map { p in
                (label: p.firstName.text, name: (p.secondName ?? p.firstName).text, type: p.type)
            }
            t.methods.append(Method(name: f.name.text, parameters: parameters, returnType: f.signature.returnClause?.type,
                                    body: f.body?.statements, syntax: f, source: source))
        } else if let i = decl.as(InitializerDeclSyntax.self) {
            t.initializers.append(i)
        } else if let c = decl.as(EnumCaseDeclSyntax.self) {
            for element in c.elements {
                t.cases.append((element.name.text, element.parameterClause != nil, source.range(element.name)))
                if let clause = element.parameterClause {
                    t.payloads[element.name.text] = clause.parameters.map(\.type)
                    t.payloadLabels[element.name.text] = clause.parameters.map { p in
                        guard let first = p.firstName, first.text != "_" else { return nil }
                        return first.text
                    }
                }
                if let raw = element.rawValue?.value { t.rawValues[element.name.text] = raw }
            }
        } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            if let clause = chosenClause(ifConfig), case .decls(let list)? = clause.elements {
                for m in list { member(m.decl, into: t, source) }
            }
        } else if decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) || decl.is(ClassDeclSyntax.self) {
            collect(decl, source, enclosing: t.name)
        }
    }
}

/// The `#if` clause the front end reads: the one whose condition names iOS, else the first.
func chosenClause(_ node: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
    node.clauses.first { $0.condition?.trimmedDescription.contains("iOS") == true } ?? node.clauses.first
}

extension StringProtocol {
    func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s.removeFirst() }
        while let l = s.last, set.contains(l) { s.removeLast() }
        return String(s)
    }
}
