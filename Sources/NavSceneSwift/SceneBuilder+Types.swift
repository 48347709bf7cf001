import NavSceneDiagnostics
import NavSceneModel
import SwiftSyntax

/// Model types from the module's structs and enums, their sample records, and SwiftUI's Color when code names colours.
extension SceneBuilder {
    // MARK: - Types

    /// Model types: structs (not views, not apps) and enums of this module, and its record classes (a `@Model`, a
    /// Hashable class) as values known by their identity only.
    func modelType(_ name: String) -> SwiftModule.TypeDeclaration? {
        // (An extension of a type the module does not declare, `extension CGFloat`, declares no model type.)
        guard let t = module.types[name], !t.isView, !t.isApp, t.kind != .classType || t.isRecordClass, !module.isProvisional(name) else { return nil }
        if t.kind == .structure && (t.conformances.contains("ViewModifier") || t.conformances.contains("Scene")) { return nil }
        return t
    }

    /// A Swift type as the model writes it; nil when it names something the model cannot hold.
    func typeRef(_ syntax: TypeSyntax?) -> TypeRef? {
        guard let syntax else { return nil }
        if let o = syntax.as(OptionalTypeSyntax.self) { return typeRef(o.wrappedType).map { .optional($0) } }
        if let o = syntax.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return typeRef(o.wrappedType) }
        if let a = syntax.as(ArrayTypeSyntax.self) { return typeRef(a.element).map { .array($0) } }
        if let a = syntax.as(AttributedTypeSyntax.self) { return typeRef(a.baseType) }
        if let m = syntax.as(MemberTypeSyntax.self) {
            if m.name.text == "ID", let base = m.baseType.as(IdentifierTypeSyntax.self), modelType(base.name.text).map({ $0.kind != .enumeration }) == true,
               scene.types[base.name.text]?.identity != nil {
                return .identifier(of: base.name.text)
            }
            if m.baseType.as(IdentifierTypeSyntax.self)?.name.text == "SwiftUI", m.name.text == "NavigationPath" { return .navigationPath }
            // `AppModel.Route`: a type nested in one of the module's types, under the name the module gave it.
            if m.genericArgumentClause == nil, let base = m.baseType.as(IdentifierTypeSyntax.self)?.name.text, module.types[base] != nil {
                let qualified = "\(base).\(m.name.text)"
                if modelType(qualified) != nil { return .named(qualified) }
                if module.types[qualified] == nil, modelType(m.name.text) != nil { return .named(m.name.text) }
            }
            return nil
        }
        guard let id = syntax.as(IdentifierTypeSyntax.self) else { return nil }
        let name = id.name.text
        // `Value` in `struct BubblePicker<Value: Hashable>`: the declaration's generic parameter, any type a caller
        // picks, never the module's type of that name.
        if id.genericArgumentClause == nil, Self.isGenericParameter(name, around: Syntax(id)) { return nil }
        if let generic = id.genericArgumentClause?.arguments, generic.count == 1, let argument = generic.first!.typeArgument {
            if name == "Optional" { return typeRef(argument).map { .optional($0) } }
            // Core Data's `@FetchRequest var files: FetchedResults<ZimFile>`: the fetched rows, as SwiftData's `[Item]`.
            if name == "Array" || name == "FetchedResults" { return typeRef(argument).map { .array($0) } }
            return nil
        }
        // A generic type of several arguments (`ViewState<Bool, Error>`) is not the model's type of that name.
        if id.genericArgumentClause != nil { return nil }
        if name == "NavigationPath" { return .navigationPath }
        if TypeRef.builtinNames.contains(name) { return .named(name) }
        // SwiftUI's split-view enums (`columnVisibility:`, `preferredCompactColumn:`), known without a declaration.
        if name == TypeDecl.splitViewVisibilityName || name == TypeDecl.splitViewColumnName {
            if scene.types[name] == nil {
                scene.types[name] = name == TypeDecl.splitViewColumnName
                    ? TypeDecl.splitViewColumn(range: scene.range) : TypeDecl.splitViewVisibility(range: scene.range)
            }
            return .named(name)
        }
        if name == "Color", scene.types["Color"] != nil { return .named(name) }
        // `Route` inside a view that nests a Route is that view's Route.
        let lexical = module.lexicalTypeName(name, at: id)
        if lexical != name, modelType(lexical) != nil { return .named(lexical) }
        if modelType(name) != nil { return .named(name) }
        return nil
    }

    /// Whether `name` is a generic parameter of a declaration around `node` (a type, a function, an initializer, a
    /// subscript). One climb to the file's root: bounded by the tree's depth.
    static func isGenericParameter(_ name: String, around node: Syntax) -> Bool { genericDeclaration(of: name, around: node) != nil }

    /// The innermost declaration around `node` whose generic parameters include `name`: the parameter and the
    /// declaration's `where` clause. One climb to the file's root.
    static func genericDeclaration(of name: String, around node: Syntax) -> (parameter: GenericParameterSyntax, whereClause: GenericWhereClauseSyntax?)? {
        var current = node.parent
        while let n = current {
            current = n.parent
            let clause: GenericParameterClauseSyntax?
            let whereClause: GenericWhereClauseSyntax?
            if let d = n.as(StructDeclSyntax.self) { (clause, whereClause) = (d.genericParameterClause, d.genericWhereClause) }
            else if let d = n.as(ClassDeclSyntax.self) { (clause, whereClause) = (d.genericParameterClause, d.genericWhereClause) }
            else if let d = n.as(EnumDeclSyntax.self) { (clause, whereClause) = (d.genericParameterClause, d.genericWhereClause) }
            else if let d = n.as(ActorDeclSyntax.self) { (clause, whereClause) = (d.genericParameterClause, d.genericWhereClause) }
            else if let d = n.as(FunctionDeclSyntax.self) { (clause, whereClause) = (d.genericParameterClause, d.genericWhereClause) }
            else if let d = n.as(InitializerDeclSyntax.self) { (clause, whereClause) = (d.genericParameterClause, d.genericWhereClause) }
            else if let d = n.as(SubscriptDeclSyntax.self) { (clause, whereClause) = (d.genericParameterClause, d.genericWhereClause) }
            else if let d = n.as(TypeAliasDeclSyntax.self) { (clause, whereClause) = (d.genericParameterClause, d.genericWhereClause) }
            else { continue }
            if let parameter = clause?.parameters.first(where: { $0.name.text == name }) { return (parameter, whereClause) }
        }
        return nil
    }

    /// `C.RouteType` where `C` is a generic parameter of a declaration around `node` (`struct CoordinatedModifier<C:
    /// Coordinator>`, `where C: Coordinator`) that must conform to one of the module's protocols whose conformers the
    /// module decides (`NavigationHolding.conformers(of:)`: no other type can conform): `C` is one of them, so the
    /// associated type is what they answer it with (`typealias RouteType = AppRoute`, or a nested type of that name),
    /// when every conformer answers it with the same type. nil otherwise (conformers that differ, an answer inferred
    /// from a method's signature, a protocol of another module). One climb to the file's root.
    func associatedType(_ member: String, ofGeneric parameter: String, at node: Syntax) -> TypeRef? {
        for conformers in decidedConformers(ofGeneric: parameter, at: node) {
            var answer: TypeRef?
            for conformer in conformers {
                guard let found = answered(member, by: conformer), answer == nil || answer == found else { answer = nil; break }
                answer = found
            }
            if let answer { return answer }
        }
        return nil
    }

    /// The class a value of the generic parameter `parameter` of a declaration around `node` is, when it must conform
    /// to one of the module's protocols that only one type conforms to (`NavigationHolding.conformers(of:)`), and that
    /// type is a class (`@ObservedObject var coordinator: C` of `CoordinatedModifier<C: Coordinator>`, with
    /// `AppCoordinator` the only `Coordinator`). nil otherwise.
    func soleConformer(ofGeneric parameter: String, at node: Syntax) -> String? {
        for conformers in decidedConformers(ofGeneric: parameter, at: node) where conformers.count == 1 {
            if let only = conformers.first, module.types[only]?.kind == .classType { return only }
        }
        return nil
    }

    /// For each of the module's protocols, decided by their conformers, that the generic parameter `parameter` of the
    /// innermost declaration around `node` declaring it must conform to (`<C: Coordinator>`, `where C: Coordinator`):
    /// its conformers. One climb to the file's root.
    private func decidedConformers(ofGeneric parameter: String, at node: Syntax) -> [[String]] {
        guard let (declared, whereClause) = Self.genericDeclaration(of: parameter, around: node) else { return [] }
        var protocols = declared.inheritedType.map(Self.protocolNames) ?? []
        for requirement in whereClause?.requirements ?? [] {
            guard case .conformanceRequirement(let conformance) = requirement.requirement,
                  conformance.leftType.as(IdentifierTypeSyntax.self)?.name.text == parameter else { continue }
            protocols += Self.protocolNames(conformance.rightType)
        }
        let holding = reach.holding(self)
        return protocols.compactMap { name in
            guard let conformers = holding.conformers(of: module.lexicalTypeName(name, at: node)), !conformers.isEmpty else { return nil }
            return conformers
        }
    }

    /// The protocols a constraint names (`Coordinator`, `Coordinator & Sendable`).
    private static func protocolNames(_ type: TypeSyntax) -> [String] {
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil { return [identifier.name.text] }
        if let composition = type.as(CompositionTypeSyntax.self) { return composition.elements.flatMap { protocolNames($0.type) } }
        return []
    }

    /// The type `conformer` (or a superclass of the module's, at most 32 levels) answers `name` with: its type alias, or
    /// its nested type of that name.
    private func answered(_ name: String, by conformer: String) -> TypeRef? {
        var current = module.types[conformer]
        var steps = 0
        while let type = current, steps < 32 {
            if let aliased = type.typeAliases[name] { return typeRef(aliased) }
            if let nested = type.nestedType(named: name) { return typeRef(TypeSyntax(IdentifierTypeSyntax(name: .identifier(nested)))) }
            current = module.superclass(of: type)
            steps += 1
        }
        return nil
    }

    /// SwiftUI's `Color` used as a navigation value (`NavigationLink("Mint", value: Color.mint)`, the article's
    /// examples): an enum of the colours the code names, as Grammar.md writes it. Not Codable (as in SwiftUI).
    func declareColor() {
        guard module.types["Color"] == nil else { return }
        let colors = module.colors
        guard let first = colors.first else { return }
        scene.types["Color"] = TypeDecl(name: "Color", kind: .enumeration(cases: colors.map { .init(name: $0.name, range: $0.range) }, properties: []),
                                        codable: false, range: first.range)
        scene.typeOrder.append("Color")
    }

    func declareTypes() {
        declareColor()
        // Enums first: struct fields may name them.
        let order = module.typeOrder.compactMap { modelType($0) }
        for t in order where t.kind == .enumeration {
            scene.types[t.name] = TypeDecl(name: t.name, kind: .enumeration(cases: t.cases.map { .init(name: $0.name, range: $0.range) }, properties: displayProperties(t)),
                                           codable: t.conformances.contains("Codable"), range: t.nameRange)
            scene.typeOrder.append(t.name)
        }
        // Raw values (`enum Sidebar: Int { case inbox, sent = 5 }`), with Swift's implicit ones.
        for t in order where t.kind == .enumeration {
            guard let raw = t.rawType, raw == "Int" || raw == "String" else { continue }
            var cases: [TypeDecl.EnumCase] = []
            var seen: Set<Value> = []
            var valid = true
            for c in t.cases {
                var value: Value
                if let literal = t.rawValues[c.name] {
                    if raw == "Int", let i = literal.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text.filter { $0 != "_" }) }) { value = .int(i) }
                    else if raw == "Int", let p = literal.as(PrefixOperatorExprSyntax.self), p.operator.text == "-",
                            let i = p.expression.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text.filter { $0 != "_" }) }) { value = .int(-i) }
                    else if raw == "String", let s = literal.as(StringLiteralExprSyntax.self),
                            let text = ExpressionTranslator(builder: self, scope: Scope(owner: t.name, source: t.source)).plainString(s) { value = .string(text) }
                    else { valid = false; break }
                } else if raw == "String" {
                    value = .string(c.name)
                } else if case .int(let previous)? = cases.last?.rawValue {
                    value = .int(previous &+ 1)
                } else {
                    value = .int(0)
                }
                guard seen.insert(value).inserted else { valid = false; break }
                cases.append(.init(name: c.name, range: c.range, rawValue: value))
            }
            guard valid, !t.cases.contains(where: \.hasPayload) else { continue }
            guard case .enumeration(_, let properties)? = scene.types[t.name]?.kind else { continue }
            scene.types[t.name]?.kind = .enumeration(cases: cases, properties: properties)
            scene.types[t.name]?.rawType = .named(raw)
        }
        // Associated values, once every type is declared (a payload may name a struct declared later).
        // Structs in two steps: identities first, so `T.ID` fields resolve whatever the order.
        for t in order where t.kind != .enumeration {
            let hasID = t.properties.contains { $0.name == "id" && !$0.isStatic && !$0.isComputed }
            scene.types[t.name] = TypeDecl(name: t.name, kind: .structure(fields: [], identity: hasID ? "id" : nil),
                                           codable: t.conformances.contains("Codable"), range: t.nameRange)
            scene.typeOrder.append(t.name)
        }
        for t in order where t.kind != .enumeration {
            var fields: [TypeDecl.Field] = []
            // A record class is shared, not copied: the model knows its identity only, every other property is unknown.
            for p in t.properties where !p.isStatic && !p.isComputed && p.wrapper == nil && (t.kind == .structure || p.name == "id") {
                // (A path is not a field the model holds: reads of it are unknown.)
                guard let type = typeRef(p.type ?? literalType(p.initial)), type != .navigationPath else { continue }
                fields.append(.init(name: p.name, type: type, range: p.source.range(p.syntax)))
            }
            var identity: String? = fields.contains { $0.name == "id" } ? "id" : nil
            if identity == nil {
                // A value needs an identity in the model; a struct without a modelled `id` gets one (not shown).
                fields.insert(.init(name: "id", type: .string, range: t.nameRange), at: 0)
                identity = "id"
            }
            scene.types[t.name]?.kind = .structure(fields: fields, identity: identity)
        }
        // `case recipe(Recipe)`, `case related(to: Recipe, limit: Int)`: a case whose every associated type the model
        // can hold carries its values; one that names a type it cannot stays a plain case (its values unknown).
        for t in order where t.kind == .enumeration && t.cases.contains(where: \.hasPayload) {
            guard let decl = scene.types[t.name], case .enumeration(var cases, let properties) = decl.kind else { continue }
            for index in cases.indices {
                let types = t.payloadTypes(of: cases[index].name)
                guard !types.isEmpty else { continue }
                let refs = types.map { typeRef($0) }
                guard refs.allSatisfy({ $0 != nil }) else { continue }
                let labels = t.payloadLabels[cases[index].name] ?? []
                cases[index].associated = refs.enumerated().map { i, ref in .init(label: i < labels.count ? labels[i] : nil, type: ref!) }
            }
            scene.types[t.name]?.kind = .enumeration(cases: cases, properties: properties)
        }
    }

    /// An enum's computed text properties written as `switch self { case .a: return "A" ... }`, one text per case
    /// (the cookbook's `localizedName`).
    func displayProperties(_ t: SwiftModule.TypeDeclaration) -> [TypeDecl.EnumProperty] {
        var result: [TypeDecl.EnumProperty] = []
        for p in t.properties where p.isComputed && !p.isStatic {
            guard let type = p.type.map(typeName), ["String", "LocalizedStringKey", "LocalizedStringResource"].contains(type),
                  case .getter(let items)? = p.syntax.bindings.first?.accessorBlock?.accessors, items.count == 1,
                  let switchExpr = (Syntax(items.first!.item).as(ExpressionStmtSyntax.self)?.expression ?? Syntax(items.first!.item).as(ExprSyntax.self))?.as(SwitchExprSyntax.self),
                  switchExpr.subject.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" else { continue }
            var values: [String: String] = [:]
            for entry in switchExpr.cases {
                guard case .switchCase(let c) = entry, case .case(let label) = c.label, c.statements.count == 1 else { continue }
                var value = Syntax(c.statements.first!.item).as(ExprSyntax.self)
                if let ret = Syntax(c.statements.first!.item).as(ReturnStmtSyntax.self) { value = ret.expression }
                guard let literal = value?.as(StringLiteralExprSyntax.self),
                      let text = ExpressionTranslator(builder: self, scope: Scope(owner: t.name, source: p.source)).plainString(literal) else { continue }
                for item in label.caseItems {
                    if let member = item.pattern.as(ExpressionPatternSyntax.self)?.expression.as(MemberAccessExprSyntax.self) {
                        values[member.declName.baseName.text] = text
                    }
                }
            }
            if t.cases.allSatisfy({ values[$0.name] != nil }) {
                result.append(.init(name: p.name, values: values, range: p.source.range(p.syntax)))
            }
        }
        return result
    }

    /// The type a literal initial value has (`var count = 0`, `var isOn = false`).
    func literalType(_ expr: ExprSyntax?) -> TypeSyntax? {
        guard let expr else { return nil }
        // `!flag` (Swift's prefix `!` is Bool's).
        if expr.is(BooleanLiteralExprSyntax.self) || expr.as(PrefixOperatorExprSyntax.self)?.operator.text == "!" {
            return TypeSyntax(IdentifierTypeSyntax(name: .identifier("Bool")))
        }
        if expr.is(IntegerLiteralExprSyntax.self) { return TypeSyntax(IdentifierTypeSyntax(name: .identifier("Int"))) }
        if expr.is(StringLiteralExprSyntax.self) { return TypeSyntax(IdentifierTypeSyntax(name: .identifier("String"))) }
        // `[Route]()`: an array of the type written (the name looked up where the code is).
        if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, let array = call.calledExpression.as(ArrayExprSyntax.self),
           array.elements.count == 1, let element = array.elements.first?.expression.as(DeclReferenceExprSyntax.self) {
            let name = module.lexicalTypeName(element.baseName.text, at: element)
            return TypeSyntax(ArrayTypeSyntax(element: TypeSyntax(IdentifierTypeSyntax(name: .identifier(name)))))
        }
        if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
           let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           name == "NavigationPath" || name == "UUID" {
            return TypeSyntax(IdentifierTypeSyntax(name: .identifier(name)))
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
           case let lexical = module.lexicalTypeName(base.baseName.text, at: base), modelType(lexical) != nil {
            return TypeSyntax(IdentifierTypeSyntax(name: .identifier(lexical)))
        }
        return nil
    }

    /// One record per struct type, named `sample`: what rows a list of that type shows, and the value an expression
    /// the front end cannot compute stands for (the analysis treats it as "some value of this type").
    func declareSampleData() {
        for name in scene.typeOrder {
            guard let decl = scene.types[name], !decl.isEnum else { continue }
            var fields: [String: Value] = [:]
            for field in decl.fields { fields[field.name] = sampleValue(field.type, owner: name, field: field.name) }
            scene.data.records[name] = [Record(name: SceneBuilder.sampleName, fields: fields, range: decl.range)]
            if let identity = decl.identity, let id = fields[identity] { scene.data.standIns[name] = id }
            literalRecords(of: name)
        }
    }

    /// `static let all = [Book(id: 1, title: "Dune"), ...]` of a model struct: its rows, beside the sample record (a
    /// field the literal does not give, or gives as code, takes the sample's value). A row whose identity another row
    /// has is left out.
    func literalRecords(of name: String) {
        guard let t = module.types[name], let decl = scene.types[name] else { return }
        var identities = Set((scene.data.records[name] ?? []).compactMap { record in decl.identity.flatMap { record.fields[$0] } })
        for p in t.properties where p.isStatic && !p.isComputed {
            guard let array = p.initial?.as(ArrayExprSyntax.self) else { continue }
            for (index, element) in array.elements.enumerated() {
                guard let call = element.expression.as(FunctionCallExprSyntax.self),
                      call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == name else { continue }
                var fields: [String: Value] = [:]
                for field in decl.fields {
                    let given = call.arguments.first { $0.label?.text == field.name }?.expression
                    fields[field.name] = given.flatMap { literalValue($0, field.type) } ?? sampleValue(field.type, owner: name, field: field.name)
                }
                if let identity = decl.identity, let id = fields[identity], !identities.insert(id).inserted { continue }
                scene.data.records[name, default: []].append(Record(name: "\(p.name)\(index)", fields: fields, range: p.source.range(element)))
            }
        }
    }

    /// A literal a record field holds: numbers, text, Booleans, a plain enum case (`.poetry`).
    func literalValue(_ expr: ExprSyntax, _ type: TypeRef) -> Value? {
        switch type {
        case .named("Int"): return expr.as(IntegerLiteralExprSyntax.self).flatMap { Int($0.literal.text.filter { $0 != "_" }) }.map(Value.int)
        case .named("Double"): return expr.as(FloatLiteralExprSyntax.self).flatMap { Double($0.literal.text.filter { $0 != "_" }) }.map(Value.double)
        case .named("Bool"): return expr.as(BooleanLiteralExprSyntax.self).map { .bool($0.literal.tokenKind == .keyword(.true)) }
        case .named("String"):
            return expr.as(StringLiteralExprSyntax.self).flatMap { ExpressionTranslator(builder: self, scope: Scope(owner: "", source: module.sources[0])).plainString($0) }.map(Value.string)
        case .named(let enumName):
            guard let member = expr.as(MemberAccessExprSyntax.self), let decl = scene.types[enumName], decl.isEnum,
                  let c = decl.enumCase(member.declName.baseName.text), c.associated.isEmpty else { return nil }
            return .enumCase(type: enumName, name: c.name)
        default: return nil
        }
    }

    static let sampleName = DataSet.standInName

    func sampleIdentity(of type: String) -> Value {
        guard let decl = scene.types[type], let field = decl.identity.flatMap(decl.field) else { return .string(type) }
        return sampleValue(field.type, owner: type, field: field.name)
    }

    func sampleValue(_ type: TypeRef, owner: String, field: String) -> Value {
        switch type {
        case .optional, .nilLiteral: return .null
        case .array: return .list([])
        case .identifier(let of): return of == owner ? .null : sampleIdentity(of: of)
        case .named("String"): return .string(field == "id" ? "\(owner)-sample" : "\(owner) \(field)")
        case .named("Int"): return .int(1)
        case .named("Double"): return .double(1)
        case .named("Bool"): return .bool(false)
        case .named("UUID"):
            if let known = uuids[owner] { return .uuid(known) }
            let made = SceneBuilder.uuid(for: owner)
            uuids[owner] = made
            return .uuid(made)
        case .named(let name):
            guard let decl = scene.types[name] else { return .null }
            if let plain = decl.cases.first(where: { $0.associated.isEmpty }) { return .enumCase(type: name, name: plain.name) }
            if let first = decl.cases.first {
                // Every case carries values: the first, with sample values (a case naming its own enum gets nil).
                return .enumCase(type: name, name: first.name, payload: first.associated.map { $0.type == type ? .null : sampleValue($0.type, owner: name, field: "") })
            }
            return name == owner ? .null : .record(type: name, id: sampleIdentity(of: name))
        default: return .null
        }
    }

    /// A stable UUID text per type name (FNV-1a over the name), so sample data is the same on every run.
    static func uuid(for name: String) -> String {
        var hash: UInt64 = 0xcbf29ce484222325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
        let hex = String(hash, radix: 16, uppercase: true)
        let digits = String(repeating: "0", count: max(0, 16 - hex.count)) + hex
        let d = Array(digits + digits)
        func part(_ from: Int, _ count: Int) -> String { String(d[from..<(from + count)]) }
        return "\(part(0, 8))-\(part(8, 4))-4\(part(13, 3))-8\(part(17, 3))-\(part(20, 12))"
    }
}
