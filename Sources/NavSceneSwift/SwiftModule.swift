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

        var isView: Bool { kind == .structure && conformances.contains("View") && !isPreview }
        /// Generic parameters constrained to `View` (`struct RouterView<Content: View>`).
        var viewGenericParameters: Set<String> = []
        /// Declared for previews only (`PreviewProvider`, a view nested in one): not part of the running app.
        var isPreview = false
        /// An `@Observable` class or an `ObservableObject`: views observe its stored properties.
        var isObservable: Bool { kind == .classType && (conformances.contains("Observable") || conformances.contains("ObservableObject")) }
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
    /// `extension View` methods (`func withRoutes() -> some View`), by name: inlined where they are applied.
    private(set) var viewExtensions: [String: Method] = [:]
    /// Free functions returning views (`func badge(for: Item) -> some View`), by name: inlined where they are called.
    private(set) var freeViewFunctions: [String: Method] = [:]

    init(sources: [SwiftSource]) {
        self.sources = sources
        for source in sources { collect(source.tree.statements, source) }
    }

    var views: [TypeDeclaration] { typeOrder.compactMap { types[$0] }.filter(\.isView) }

    /// Computed view properties of types that are not views (`enum Drawer { var screen: some View }`), by name.
    private(set) lazy var viewProperties: [String: (owner: TypeDeclaration, property: Property)] = {
        var table: [String: (owner: TypeDeclaration, property: Property)] = [:]
        for name in typeOrder {
            guard let t = types[name], !t.isView, !t.isApp else { continue }
            for p in t.properties where p.isComputed && returnsView(p.type) && table[p.name] == nil { table[p.name] = (t, p) }
        }
        return table
    }()

    /// Methods returning views of types that are not views (`coordinator.build(screen:)`, `route.view()`), by name.
    private(set) lazy var viewMethods: [String: (owner: TypeDeclaration, method: Method)] = {
        var table: [String: (owner: TypeDeclaration, method: Method)] = [:]
        for name in typeOrder {
            guard let t = types[name], !t.isView, !t.isApp else { continue }
            for m in t.methods where returnsView(m.returnType) && m.body != nil && table[m.name] == nil { table[m.name] = (t, m) }
        }
        return table
    }()
    /// The property names any `NavigationStack(path:)` of the module binds (`$path`, `$router.path` -> `path`), from
    /// each file's facts (`SwiftFileFacts`: one walk per parse).
    private(set) lazy var boundPathNames: Set<String> = sources.reduce(into: []) { $0.formUnion($1.facts.boundPathNames) }

    /// `Color.mint`, `Color.red`...: the colours the module names, each at its first use, files in order.
    private(set) lazy var colors: [(name: String, range: SourceRange)] = {
        var seen: Set<String> = []
        return sources.flatMap(\.facts.colors).filter { seen.insert($0.name).inserted }
    }()

    var app: TypeDeclaration? { typeOrder.compactMap { types[$0] }.first(where: \.isApp) }

    private func collect(_ items: CodeBlockItemListSyntax, _ source: SwiftSource) {
        for item in items {
            guard case .decl(let decl) = item.item else { continue }
            collect(decl, source, enclosing: nil)
        }
    }

    private func collect(_ decl: DeclSyntax, _ source: SwiftSource, enclosing: String?) {
        // Nested types are named by their own name (as Swift code usually refers to them); a second nested type of a
        // name already declared (`ViewModel` nested in two views) by its qualified name, never merged with the first.
        func qualified(_ name: String) -> String {
            guard let enclosing, types[name] != nil, !provisional.contains(name) else { return name }
            return "\(enclosing).\(name)"
        }
        if let s = decl.as(StructDeclSyntax.self) {
            let t = declare(qualified(s.name.text), .structure, Syntax(s), s.name, source)
            add(s.inheritanceClause, to: t)
            for parameter in s.genericParameterClause?.parameters ?? [] where parameter.inheritedType.map(typeName) == "View" {
                t.viewGenericParameters.insert(parameter.name.text)
            }
            members(s.memberBlock, into: t, source)
        } else if let c = decl.as(ClassDeclSyntax.self) {
            let t = declare(qualified(c.name.text), .classType, Syntax(c), c.name, source)
            add(c.inheritanceClause, to: t)
            if c.attributes.contains(where: { $0.as(AttributeSyntax.self).map { typeName($0.attributeName) } == "Observable" }) {
                t.conformances.insert("Observable")
            }
            members(c.memberBlock, into: t, source)
        } else if let e = decl.as(EnumDeclSyntax.self) {
            let t = declare(qualified(e.name.text), .enumeration, Syntax(e), e.name, source)
            add(e.inheritanceClause, to: t)
            if let first = (e.inheritanceClause?.inheritedTypes.first?.type).map(typeName),
               ["String", "Int", "Double", "Character"].contains(first) {
                t.rawType = first
            }
            members(e.memberBlock, into: t, source)
        } else if let x = decl.as(ExtensionDeclSyntax.self) {
            let name = typeName(x.extendedType)
            if name == "View" {
                for member in x.memberBlock.members {
                    if let f = member.decl.as(FunctionDeclSyntax.self) { viewExtensions[f.name.text] = method(f, source) }
                }
                return
            }
            let t = types[name] ?? declare(name, .structure, Syntax(x), nil, source, provisional: true)
            add(x.inheritanceClause, to: t)
            members(x.memberBlock, into: t, source)
        } else if let f = decl.as(FunctionDeclSyntax.self), enclosing == nil {
            if returnsView(f.signature.returnClause?.type) { freeViewFunctions[f.name.text] = method(f, source) }
        } else if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            // `#if os(iOS)`: the clause an iOS build compiles (Grammar.md: the iOS branch is checked).
            if let clause = chosenClause(ifConfig), case .decls(let list)? = clause.elements {
                for member in list { collect(member.decl, source, enclosing: enclosing) }
            } else if let clause = chosenClause(ifConfig), case .statements(let items)? = clause.elements {
                // At a file's top level a clause holds statements: `#if canImport(SwiftUI)` around a whole file.
                collect(items, source)
            }
        }
    }

    private func method(_ f: FunctionDeclSyntax, _ source: SwiftSource) -> Method {
        let parameters = f.signature.parameterClause.parameters.map { p in
            (label: p.firstName.text, name: (p.secondName ?? p.firstName).text, type: p.type)
        }
        return Method(name: f.name.text, parameters: parameters, returnType: f.signature.returnClause?.type,
                      body: f.body?.statements, syntax: f, source: source)
    }

    /// Extensions seen before their type (another file) make a provisional declaration the real one replaces; one
    /// still provisional after every file extends a type of another module (`extension CGFloat`).
    private var provisional: Set<String> = []
    func isProvisional(_ name: String) -> Bool { provisional.contains(name) }

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
        func names(_ type: TypeSyntax) -> [String] {
            if let id = type.as(IdentifierTypeSyntax.self) { return [id.name.text] }
            if let member = type.as(MemberTypeSyntax.self) { return [member.name.text] }   // `SwiftUI.View`
            if let composition = type.as(CompositionTypeSyntax.self) { return composition.elements.flatMap { names($0.type) } }
            return []
        }
        for inherited in clause?.inheritedTypes ?? [] {
            for name in names(inherited.type) { t.conformances.insert(name) }
        }
        if t.conformances.contains("PreviewProvider") { t.isPreview = true }
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
                wrapper = typeName(a.attributeName)
                if case .argumentList(let args)? = a.arguments, let first = args.first {
                    argument = brief(first.expression, limit: 200)
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
            t.methods.append(method(f, source))
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
            // A type nested in a preview is a preview's (a preview-only wrapper view).
            if t.isPreview, let name = decl.as(StructDeclSyntax.self)?.name.text ?? decl.as(EnumDeclSyntax.self)?.name.text ?? decl.as(ClassDeclSyntax.self)?.name.text {
                types[name]?.isPreview = true
            }
        }
    }
}

/// A type's last name from tokens (`View`, `SwiftUI.View` -> `View`, `Array<T>` -> `Array`).
func typeName(_ type: TypeSyntax) -> String {
    if let id = type.as(IdentifierTypeSyntax.self) { return id.name.text }
    if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
    return ""
}

/// `some View`, `any View`, `AnyView`, `V` (a view type): whether a declared type is a view's.
func returnsView(_ type: TypeSyntax?) -> Bool {
    guard let type else { return false }
    if let opaque = type.as(SomeOrAnyTypeSyntax.self) { return typeName(opaque.constraint) == "View" }
    let name = typeName(type)
    return name == "AnyView" || name == "View"
}

/// The `#if` clause the front end reads for declarations (see `BuildConfiguration`).
func chosenClause(_ node: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
    BuildConfiguration.declarationClause(node)
}

extension StringProtocol {
    func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s.removeFirst() }
        while let l = s.last, set.contains(l) { s.removeLast() }
        return String(s)
    }
}
