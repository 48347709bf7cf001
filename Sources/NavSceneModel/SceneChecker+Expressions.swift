import NavSceneDiagnostics

/// Typing of expressions. `type(of:expected:)` sets `Expression.type` on the node and all its children; `expected`
/// gives `.case` and `nil` their context.
extension Checker {
    /// Types `expression` and reports a mismatch with `expected`.
    @discardableResult
    func expect(_ expression: Expression, _ expected: TypeRef, _ what: String) -> TypeRef? {
        guard let actual = type(of: expression, expected: expected) else { return nil }
        if !fits(actual, expected) {
            var message = "\(what) must be \(expected), but '\(expression)' is \(actual)"
            if actual.isOptional && fits(actual.unwrapped, expected) { message += "; unwrap it with '??' or 'if let'" }
            bag.error("type-mismatch", message, at: expression.range)
        }
        return actual
    }

    @discardableResult
    func type(of expression: Expression, expected: TypeRef? = nil) -> TypeRef? {
        let type = compute(expression, expected: expected)
        expression.type = type
        return type
    }

    private func compute(_ e: Expression, expected: TypeRef?) -> TypeRef? {
        switch e.kind {
        case .identifier(let name): return identifier(name, e)
        case .implicitMember(let name): return implicitMember(name, e, expected: expected)
        case .string: return .string
        case .int: return .int
        case .double: return .double
        case .bool: return .bool
        case .null: return expected.map { $0.isOptional ? $0 : .nilLiteral } ?? .nilLiteral
        case .array(let items):
            let expectedElement: TypeRef? = expected.flatMap { canonical($0).unwrapped.arrayElement }
            var element: TypeRef?
            for item in items {
                let itemType = expectedElement.map { expect(item, $0, "a list element") } ?? type(of: item, expected: element)
                if element == nil { element = itemType }
            }
            if items.isEmpty, let expected, canonical(expected).unwrapped.isPath { return expected.unwrapped }
            return .array(expectedElement ?? element ?? .nilLiteral)
        case .member(let base, let name, let optional):
            return member(base, name, optional: optional, e)
        case .lookup(let base, let key):
            return lookup(base, key, e)
        case .call(let base, let name, let arguments):
            if let base { return method(base, name, arguments, e) }
            return queryCall(name, arguments, e)
        case .unary(.not, let operand):
            expect(operand, .bool, "the operand of '!'")
            return .bool
        case .unary(.negate, let operand):
            guard let type = type(of: operand, expected: expected) else { return nil }
            if type != .int && type != .double {
                bag.error("type-mismatch", "'-' negates an Int or a Double, but '\(operand)' is \(type)", at: e.range)
                return nil
            }
            return type
        case .binary(let op, let left, let right):
            return binary(op, left, right, expected: expected)
        case .forceUnwrap(let operand):
            guard let type = type(of: operand, expected: expected.map { .optional($0.unwrapped) }) else { return nil }
            if !canonical(type).isOptional {
                bag.error("type-mismatch", "'!' unwraps an optional, but '\(operand)' is \(type)", at: e.range)
                return type
            }
            return canonical(type).unwrapped
        case .conditional(let condition, let then, let otherwise):
            expect(condition, .bool, "the condition of '? :'")
            let t = type(of: then, expected: expected)
            let o = type(of: otherwise, expected: expected ?? t.flatMap { $0 == .nilLiteral ? nil : $0 })
            guard let t, let o else { return nil }
            if t == .nilLiteral, o != .nilLiteral { return o.isOptional ? o : .optional(o) }
            if o == .nilLiteral, t != .nilLiteral { return t.isOptional ? t : .optional(t) }
            if fits(o, t) { return t }
            if fits(t, o) { return o }
            bag.error("type-mismatch", "both values of '? :' need one type, but '\(then)' is \(t) and '\(otherwise)' is \(o)", at: e.range)
            return nil
        case .enumCase(let name, let arguments):
            // Without a context (a link's `value`, which Swift types generically), the one enum that has a case of
            // this name with associated values is meant.
            let owners = enumsWithAssociatedCase(name)
            let contextual = expected.flatMap { decl(canonical($0).unwrapped) }.flatMap { $0.isEnum ? $0 : nil }
            if contextual == nil, owners.count == 1 { return caseConstruction(owners[0], name, arguments, e) }
            if contextual == nil, owners.count > 1 {
                arguments.forEach { type(of: $0.value) }
                bag.error("type-mismatch", "'.\(name)(...)' is a case of \(owners.map { "'\($0.name)'" }.joined(separator: " and ")); write the type, e.g. '\(owners[0].name).\(name)(...)'", at: e.range)
                return nil
            }
            guard let expected, let decl = decl(canonical(expected).unwrapped), decl.isEnum else {
                arguments.forEach { type(of: $0.value) }
                let context = expected.map { "here a value of type \($0) is expected" } ?? "nothing here says which enum is meant"
                bag.error("type-mismatch", "'.\(name)(...)' needs an enum context, but \(context); write the type, e.g. 'Route.\(name)(...)'", at: e.range)
                return nil
            }
            return caseConstruction(decl, name, arguments, e)
        }
    }

    private func identifier(_ name: String, _ e: Expression) -> TypeRef? {
        if let type = local(name) { return type }
        if let variable = stateByName[name] { return variable.type }
        if let computed = scene.computed[name] { return computed.type }
        if scene.types[name] != nil || TypeRef.builtinNames.contains(name) { return .metatype(name) }
        if scene.queries[name] != nil {
            bag.error("unknown-name", "'\(name)' is a query; call it as '\(name)(...)'", at: e.range)
            return nil
        }
        if failedNames.contains(name) { return nil }
        bag.error("unknown-name", "unknown name '\(name)'\(Suggestions.didYouMean(name, in: visibleNames))", at: e.range)
        return nil
    }

    private func implicitMember(_ name: String, _ e: Expression, expected: TypeRef?) -> TypeRef? {
        guard let expected, let decl = decl(canonical(expected).unwrapped), decl.isEnum else {
            let context = expected.map { "here a value of type \($0) is expected" } ?? "nothing here says which enum is meant"
            bag.error("type-mismatch", "'.\(name)' needs an enum context, but \(context); write the type, e.g. 'Category.\(name)'", at: e.range)
            return nil
        }
        guard let enumCase = self.enumCase(decl, name) else {
            bag.error("unknown-case", "'\(name)' is not a case of '\(decl.name)'\(Suggestions.didYouMean(name, in: decl.cases.map(\.name)))", at: e.range)
            return nil
        }
        if !enumCase.associated.isEmpty {
            bag.error("missing-argument", "case '\(name)' of '\(decl.name)' carries \(Checker.describe(enumCase)); write '.\(name)(...)'", at: e.range)
        }
        return .named(decl.name)
    }

    private func member(_ base: Expression, _ name: String, optional: Bool, _ e: Expression) -> TypeRef? {
        guard let baseType = type(of: base) else { return nil }
        if case .metatype(let typeName) = baseType { return staticMember(typeName, name, e) }
        let canonicalBase = canonical(baseType)
        if canonicalBase.isOptional && !optional {
            bag.error("type-mismatch", "'\(base)' is optional (\(baseType)); use '\(base)?.\(name)' or supply a default with '??'", at: e.range)
        }
        guard let result = valueMember(canonicalBase.unwrapped, name, e) else { return nil }
        if canonicalBase.isOptional { return result.isOptional ? result : .optional(result) }
        return result
    }

    private func staticMember(_ typeName: String, _ name: String, _ e: Expression) -> TypeRef? {
        guard let decl = scene.types[typeName] else {
            bag.error("unknown-field", "built-in type '\(typeName)' has no member '\(name)'", at: e.range)
            return nil
        }
        if decl.isEnum {
            if name == "allCases", !decl.hasAssociatedValues { return .array(.named(typeName)) }
            if let enumCase = self.enumCase(decl, name) {
                if !enumCase.associated.isEmpty {
                    bag.error("missing-argument", "case '\(name)' of '\(typeName)' carries \(Checker.describe(enumCase)); write '\(typeName).\(name)(...)'", at: e.range)
                }
                return .named(typeName)
            }
            bag.error("unknown-case", "'\(name)' is not a case of '\(typeName)'\(Suggestions.didYouMean(name, in: decl.cases.map(\.name) + ["allCases"]))", at: e.range)
            return nil
        }
        if name == "all" { return .array(.named(typeName)) }
        let names = recordNames[typeName] ?? []
        if names.contains(name) { return .named(typeName) }
        bag.error("unknown-name", "'\(typeName)' has no record named '\(name)'\(Suggestions.didYouMean(name, in: names.sorted() + ["all"]))", at: e.range)
        return nil
    }

    private func valueMember(_ base: TypeRef, _ name: String, _ e: Expression) -> TypeRef? {
        if let element = base.arrayElement {
            switch name {
            case "count": return .int
            case "isEmpty": return .bool
            case "first", "last": return .optional(element)
            default:
                bag.error("unknown-field", "lists have 'count', 'isEmpty', 'first', 'last', 'filter(...)', 'sorted(by: ...)' and 'contains(...)', not '\(name)'\(Suggestions.didYouMean(name, in: ["count", "isEmpty", "first", "last", "filter", "sorted", "contains"]))", at: e.range)
                return nil
            }
        }
        if base == .string, name == "count" || name == "isEmpty" { return name == "count" ? .int : .bool }
        if case .navigationPath = base {
            // Swift's NavigationPath has `count` and `isEmpty`, nothing else a scene can read.
            if name == "count" || name == "isEmpty" { return name == "count" ? .int : .bool }
            bag.error("unknown-field", "a NavigationPath has 'count' and 'isEmpty', not '\(name)'\(Suggestions.didYouMean(name, in: ["count", "isEmpty"]))", at: e.range)
            return nil
        }
        // The element of a list with no element type (`[]` where nothing says of what, `[].first`): no value of it ever
        // exists, so code reading its members never runs; their type is unknown, not wrong.
        if canonical(base).unwrapped == .nilLiteral { return nil }
        guard let decl = decl(base) else {
            // A type that does not exist was reported where it was written; its members are unknown, not wrong.
            if case .named(let typeName) = canonical(base).unwrapped, scene.types[typeName] == nil,
               !TypeRef.builtinNames.contains(typeName) { return nil }
            bag.error("unknown-field", "a value of type \(base) has no member '\(name)'", at: e.range)
            return nil
        }
        switch decl.kind {
        case .enumeration(_, let properties):
            if name == "id" { return base }
            if name == "rawValue" { return decl.rawType ?? .string }
            if properties.contains(where: { $0.name == name }) { return .string }
            bag.error("unknown-field", "enum '\(decl.name)' has no property '\(name)'\(Suggestions.didYouMean(name, in: properties.map(\.name) + ["id"]))", at: e.range)
            return nil
        case .structure(let fields, let identity):
            if let field = fields.first(where: { $0.name == name }) { return field.type }
            if name == "id", let identity, let field = fields.first(where: { $0.name == identity }) { return field.type }
            bag.error("unknown-field", "'\(decl.name)' has no field '\(name)'\(Suggestions.didYouMean(name, in: fields.map(\.name)))", at: e.range)
            return nil
        }
    }

    private func lookup(_ base: Expression, _ key: Expression, _ e: Expression) -> TypeRef? {
        let baseType = type(of: base)
        if let baseType, case .array(let element) = canonical(baseType) {
            // `path[0]`: Swift's subscript, which traps out of range (the interpreter reports it).
            expect(key, .int, "a list index")
            return element
        }
        guard case .metatype(let typeName)? = baseType, let idType = identityType(of: typeName) else {
            type(of: key)
            if baseType != nil {
                bag.error("type-mismatch", "only a list ('path[0]') or a struct type with an identity ('Recipe[id]') can be indexed; '\(base)' is \(baseType!)", at: base.range)
            }
            return nil
        }
        guard let keyType = type(of: key, expected: idType) else { return .optional(.named(typeName)) }
        if fits(keyType, .optional(idType)) { return .optional(.named(typeName)) }
        if fits(keyType, .array(idType)) { return .array(.named(typeName)) }
        bag.error("type-mismatch", "'\(typeName)[...]' takes an identity (\(idType)) or a list of them, but '\(key)' is \(keyType)", at: key.range)
        return nil
    }

    private func method(_ base: Expression, _ name: String, _ arguments: [Expression.Argument], _ e: Expression) -> TypeRef? {
        guard let baseType = type(of: base) else { arguments.forEach { type(of: $0.value) }; return nil }
        if case .metatype(let typeName) = baseType, let decl = scene.types[typeName], decl.isEnum {
            return caseConstruction(decl, name, arguments, e)
        }
        if name == "contains", canonical(baseType) == .string {
            guard arguments.count == 1, arguments[0].label == nil else {
                bag.error("wrong-shape", "write 'text.contains(other)' with one argument", at: e.range)
                return .bool
            }
            expect(arguments[0].value, .string, "the argument of 'contains'")
            return .bool
        }
        guard let element = canonical(baseType).arrayElement else {
            let hint = baseType.isOptional ? "; supply a default with '?? []'" : ""
            bag.error("type-mismatch", "'\(name)' works on lists, but '\(base)' is \(baseType)\(hint)", at: e.range)
            return nil
        }
        if name == "contains" {
            // `list.contains(x)` or `list.contains(where: condition)`.
            guard arguments.count == 1, arguments[0].label == nil || arguments[0].label == "where" else {
                bag.error("wrong-shape", "write 'contains(value)' or 'contains(where: condition)', where 'it' is the element", at: e.range)
                return .bool
            }
            if arguments[0].label == "where" {
                withScope(["it": element]) { expect(arguments[0].value, .bool, "the condition of 'contains(where:)'") }
            } else {
                expect(arguments[0].value, element, "the argument of 'contains'")
            }
            return .bool
        }
        let wanted: String? = name == "filter" ? nil : name == "sorted" ? "by" : "?"
        guard wanted != "?" else {
            bag.error("unknown-name", "lists have the methods 'filter(...)', 'sorted(by: ...)' and 'contains(...)', not '\(name)'\(Suggestions.didYouMean(name, in: ["filter", "sorted", "contains"]))", at: e.range)
            return nil
        }
        guard arguments.count == 1, arguments[0].label == wanted else {
            let form = name == "filter" ? "filter(condition)" : "sorted(by: key)"
            bag.error("wrong-shape", "write '\(form)' with one argument, where 'it' is the element", at: e.range)
            return baseType
        }
        withScope(["it": element]) {
            if name == "filter" { expect(arguments[0].value, .bool, "the condition of 'filter'") } else { type(of: arguments[0].value) }
        }
        return baseType
    }

    private func queryCall(_ name: String, _ arguments: [Expression.Argument], _ e: Expression) -> TypeRef? {
        guard let query = scene.queries[name] else {
            arguments.forEach { type(of: $0.value) }
            bag.error("unknown-name", "unknown query '\(name)'\(Suggestions.didYouMean(name, in: scene.queries.keys.sorted()))", at: e.range)
            return nil
        }
        var given: Set<String> = []
        for argument in arguments {
            guard let label = argument.label, let parameter = query.parameters.first(where: { $0.label == label }) else {
                let labels = query.parameters.map(\.label)
                bag.error("unknown-argument", argument.label.map { "query '\(name)' has no parameter '\($0)'\(Suggestions.didYouMean($0, in: labels))" }
                          ?? "arguments of query '\(name)' need their labels (\(labels.map { "\($0):" }.joined(separator: " ")))",
                          at: argument.value.range)
                type(of: argument.value)
                continue
            }
            given.insert(label)
            expect(argument.value, parameter.type, "argument '\(label)'")
        }
        for parameter in query.parameters where !given.contains(parameter.label) {
            bag.error("missing-argument", "query '\(name)' needs the argument '\(parameter.label):' (\(parameter.type))", at: e.range)
        }
        return queryType(name)
    }

    /// The type of a query's value, checked once (with its parameters in scope); nil when it cannot be decided.
    func queryType(_ name: String) -> TypeRef? {
        if let known = queryTypes[name] { return known }
        guard let query = scene.queries[name], !queriesInProgress.contains(name), !queriesChecked.contains(name) else { return nil }
        queriesChecked.insert(name)
        queriesInProgress.insert(name)
        defer { queriesInProgress.remove(name) }
        var scope: [String: TypeRef] = [:]
        for parameter in query.parameters where validate(parameter.type, at: parameter.range) { scope[parameter.label] = parameter.type }
        // A query sees only its parameters, state and types, not the caller's locals.
        let saved = scopes
        scopes = [scope]
        let type = self.type(of: query.body)
        scopes = saved
        if let type { queryTypes[name] = type }
        return type
    }
}
