import NavSceneDiagnostics
import NavSceneModel
import NavSceneYAML

/// `types`, `queries`, `state`, `actions`, `persistence` and `simulation` sections.
struct DeclarationLoader {
    let context: LoadContext
    var scene: Scene { context.scene }

    func loadTypes(_ node: YAMLNode) {
        guard let pairs = context.mapping(node, "'types'") else { return }
        for pair in pairs {
            guard let name = context.name(pair.key, "a type name") else { continue }
            if TypeRef.builtinNames.contains(name) || name == "NavigationPath" {
                context.bag.error("duplicate-declaration", "'\(name)' is a built-in type; choose another name", at: pair.key.range)
                continue
            }
            guard let decl = typeDecl(name, pair) else { continue }
            guard context.declare("type", name, at: pair.key.range) else { continue }
            scene.types[name] = decl
            scene.typeOrder.append(name)
        }
    }

    private func typeDecl(_ name: String, _ pair: YAMLNode.Pair) -> TypeDecl? {
        guard let pairs = context.mapping(pair.value, "type '\(name)'") else { return nil }
        let keys = context.keyed(pairs, allowed: GrammarTables.names("type"), in: "type '\(name)'")
        var codable = false
        if let node = keys["codable"]?.value, let value = context.bool(node, "'codable'") { codable = value }
        let range = pair.key.range.union(pair.value.range)
        if let casesNode = keys["enum"]?.value {
            for key in ["fields", "identifiedBy", "display"] where keys[key] != nil {
                // (a struct's keys on an enum)
                context.bag.error("unknown-key", "'\(key)' belongs to struct types; enum '\(name)' cannot have it", at: keys[key]!.key.range)
            }
            var rawType: TypeRef?
            if let rawNode = keys["rawValue"]?.value, let text = context.scalar(rawNode, "'rawValue'") {
                if text == "Int" || text == "String" { rawType = .named(text) } else {
                    context.bag.error("invalid-value", "'rawValue' is the raw type of the enum's cases: 'Int' or 'String', not '\(text)'\(Suggestions.didYouMean(text, in: ["Int", "String"]))",
                                      at: rawNode.range)
                }
            }
            var cases: [TypeDecl.EnumCase] = []
            var seen: Set<String> = []
            var rawValues: Set<Value> = []
            for item in context.listOrOne(casesNode) {
                guard let text = context.scalar(item, "an enum case"),
                      var enumCase = EnumCaseSyntax.parse(text, in: name, at: item, context: context) else { continue }
                let caseName = enumCase.name
                if !seen.insert(caseName).inserted {
                    context.bag.error("duplicate-declaration", "case '\(caseName)' appears twice in enum '\(name)'", at: item.range)
                    continue
                }
                if let rawType {
                    if !enumCase.associated.isEmpty {
                        context.bag.error("invalid-value", "enum '\(name)' has raw values, so case '\(caseName)' cannot have associated values (Swift refuses both)", at: item.range)
                        continue
                    }
                    // Swift's implicit raw values: the name for String, one more than the case before for Int.
                    let implicit: Value = rawType == .string ? .string(caseName) : {
                        if case .int(let previous)? = cases.last?.rawValue { return .int(previous &+ 1) }
                        return .int(0)
                    }()
                    let raw = enumCase.rawValue ?? implicit
                    let fits: Bool
                    switch raw { case .int: fits = rawType == .int; case .string: fits = rawType == .string; default: fits = false }
                    if !fits {
                        context.bag.error("type-mismatch", "the raw value of '\(caseName)' must be \(rawType), like the enum's 'rawValue'", at: item.range)
                        continue
                    }
                    if !rawValues.insert(raw).inserted {
                        context.bag.error("duplicate-declaration", "raw value \(raw) appears twice in enum '\(name)'", at: item.range)
                        continue
                    }
                    enumCase.rawValue = raw
                } else if enumCase.rawValue != nil {
                    context.bag.error("missing-key", "case '\(caseName)' gives a raw value, so enum '\(name)' needs 'rawValue: Int' or 'rawValue: String'", at: item.range)
                    continue
                }
                cases.append(enumCase)
            }
            var properties: [TypeDecl.EnumProperty] = []
            if let propsNode = keys["properties"]?.value, let propPairs = context.mapping(propsNode, "'properties'") {
                for prop in propPairs {
                    guard let propName = context.name(prop.key, "a property name"),
                          let valuePairs = context.mapping(prop.value, "property '\(propName)'") else { continue }
                    var values: [String: String] = [:]
                    for valuePair in valuePairs {
                        guard let caseName = valuePair.key.string else { continue }
                        guard seen.contains(caseName) else {
                            context.bag.error("unknown-case", "'\(caseName)' is not a case of '\(name)'\(Suggestions.didYouMean(caseName, in: seen))",
                                              at: valuePair.key.range)
                            continue
                        }
                        values[caseName] = context.scalar(valuePair.value, "a property value") ?? ""
                    }
                    let missing = cases.map(\.name).filter { values[$0] == nil }
                    if !missing.isEmpty {
                        context.bag.error("missing-key", "property '\(propName)' needs a value for every case; missing: " + missing.joined(separator: ", "),
                                          at: prop.key.range)
                    }
                    properties.append(.init(name: propName, values: values, range: prop.key.range.union(prop.value.range)))
                }
            }
            return TypeDecl(name: name, kind: .enumeration(cases: cases, properties: properties), codable: codable, range: range, rawType: rawType)
        }
        for key in ["properties", "rawValue"] {
            if let node = keys[key] {
                context.bag.error("unknown-key", "'\(key)' belongs to enum types; struct '\(name)' cannot have it", at: node.key.range)
            }
        }
        guard let fieldsNode = keys["fields"]?.value else {
            context.bag.error("missing-key", "type '\(name)' needs 'enum' (a list of cases) or 'fields' (name: type)", at: pair.key.range)
            return nil
        }
        var fields: [TypeDecl.Field] = []
        for field in context.mapping(fieldsNode, "'fields'") ?? .empty {
            guard let fieldName = context.name(field.key, "a field name"),
                  let type = context.type(field.value, "the type of field '\(fieldName)'") else { continue }
            fields.append(.init(name: fieldName, type: type, range: field.key.range.union(field.value.range)))
        }
        var identity: String? = fields.contains { $0.name == "id" } ? "id" : nil
        if let idNode = keys["identifiedBy"]?.value, let idName = context.name(idNode, "'identifiedBy'") {
            if fields.contains(where: { $0.name == idName }) {
                identity = idName
            } else {
                context.bag.error("unknown-field", "'identifiedBy' names '\(idName)', which is not a field of '\(name)'\(Suggestions.didYouMean(idName, in: fields.map(\.name)))",
                                  at: idNode.range)
            }
        }
        var decl = TypeDecl(name: name, kind: .structure(fields: fields, identity: identity), codable: codable, range: range)
        if let displayNode = keys["display"]?.value, let displayName = context.name(displayNode, "'display'") {
            if fields.contains(where: { $0.name == displayName }) {
                decl.displayField = displayName
            } else {
                context.bag.error("unknown-field", "'display' names '\(displayName)', which is not a field of '\(name)'\(Suggestions.didYouMean(displayName, in: fields.map(\.name)))",
                                  at: displayNode.range)
            }
        }
        return decl
    }

    func loadQueries(_ node: YAMLNode) {
        guard let pairs = context.mapping(node, "'queries'") else { return }
        for pair in pairs {
            guard let name = context.name(pair.key, "a query name") else { continue }
            var parameters: [Query.Parameter] = []
            let body: Expression?
            if pair.value.isScalar {
                body = context.expression(pair.value, "query '\(name)'")
            } else {
                guard let queryPairs = context.mapping(pair.value, "query '\(name)'") else { continue }
                let keys = context.keyed(queryPairs, allowed: GrammarTables.names("query"), in: "query '\(name)'")
                if let params = keys["parameters"]?.value {
                    for param in context.mapping(params, "'parameters'") ?? .empty {
                        guard let label = context.name(param.key, "a parameter label"),
                              let type = context.type(param.value, "the type of parameter '\(label)'") else { continue }
                        parameters.append(.init(label: label, type: type, range: param.key.range.union(param.value.range)))
                    }
                }
                guard let valueNode = context.require(keys, "value", in: "query '\(name)'", at: pair.key.range) else { continue }
                body = context.expression(valueNode, "the value of query '\(name)'")
            }
            guard let body, context.declare("query", name, at: pair.key.range) else { continue }
            scene.queries[name] = Query(name: name, parameters: parameters, body: body, range: pair.key.range.union(pair.value.range),
                                        nameRange: pair.key.range)
        }
    }

    func loadState(_ node: YAMLNode) {
        // Computed entries (`{type, get, set}`) first: they are taken out of the stored variables.
        if let pairs = node.pairs {
            for pair in pairs {
                guard let entry = pair.value.pairs, entry.contains(where: { $0.key.isScalar("get") }),
                      let name = context.name(pair.key, "a state variable name") else { continue }
                let keys = context.keyed(entry, allowed: ["type", "get", "set"], in: "computed state '\(name)'")
                guard let typeNode = context.require(keys, "type", in: "computed state '\(name)'", at: pair.key.range),
                      let type = context.type(typeNode, "the type of '\(name)'"),
                      let get = context.expression(keys["get"]!.value, "'get' of '\(name)'") else { continue }
                let set = keys["set"].map { StatementLoader(context: context).statements($0.value, "'set' of '\(name)'") }
                guard context.declare("state variable", name, at: pair.key.range) else { continue }
                scene.computed[name] = ComputedVariable(name: name, type: type, get: get, set: set, range: pair.key.range.union(pair.value.range))
            }
        }
        for variable in stateVariables(node, in: nil, skippingComputed: true) {
            guard context.declare("state variable", variable.name, at: variable.range) else { continue }
            scene.state.append(variable)
        }
    }

    /// `name: Type` or `name: {type, initial}` entries: the scene's state, or a view's own (`view` names it).
    func stateVariables(_ node: YAMLNode, in view: String?, skippingComputed: Bool = false) -> [StateVariable] {
        guard let pairs = context.mapping(node, "'state'") else { return [] }
        var variables: [StateVariable] = []
        for pair in pairs {
            if skippingComputed, pair.value.pairs?.contains(where: { $0.key.isScalar("get") }) == true { continue }
            guard let name = context.name(pair.key, "a state variable name") else { continue }
            var type: TypeRef?
            var initial: Expression?
            var isUnknown = false
            var isLatent = false
            if pair.value.isScalar {
                type = context.type(pair.value, "the type of '\(name)'")
            } else if let entry = context.mapping(pair.value, "state variable '\(name)'") {
                let keys = context.keyed(entry, allowed: GrammarTables.names("stateVariable"), in: "state variable '\(name)'")
                if let typeNode = context.require(keys, "type", in: "state variable '\(name)'", at: pair.key.range) {
                    type = context.type(typeNode, "the type of '\(name)'")
                }
                if let initialNode = keys["initial"]?.value { initial = context.expression(initialNode, "the initial value of '\(name)'") }
                if let unknownNode = keys["unknown"]?.value { isUnknown = context.bool(unknownNode, "'unknown'") ?? false }
                // A latent value (`StateVariable.isLatent`) is an unknown one the simulator never gives a value.
                if let latentNode = keys["latent"]?.value { isLatent = context.bool(latentNode, "'latent'") ?? false }
            }
            guard let type else { continue }
            if let view, variables.contains(where: { $0.name == name }) {
                context.bag.error("duplicate-declaration", "state variable '\(name)' appears twice in \(view)", at: pair.key.range)
                continue
            }
            variables.append(StateVariable(name: name, type: type, initial: initial, range: pair.key.range.union(pair.value.range), isUnknown: isUnknown, isLatent: isLatent))
        }
        return variables
    }

    func loadActions(_ node: YAMLNode) {
        guard let pairs = context.mapping(node, "'actions'") else { return }
        let statements = StatementLoader(context: context)
        for pair in pairs {
            guard let name = context.name(pair.key, "an action name") else { continue }
            let body = statements.statements(pair.value, "action '\(name)'")
            guard context.declare("action", name, at: pair.key.range) else { continue }
            scene.actions[name] = ActionDecl(name: name, statements: body, range: pair.key.range.union(pair.value.range),
                                              nameRange: pair.key.range)
            scene.actionOrder.append(name)
        }
    }

    func loadPersistence(_ node: YAMLNode) {
        guard let pairs = context.mapping(node, "'persistence'") else { return }
        let keys = context.keyed(pairs, allowed: GrammarTables.names("persistence"), in: "'persistence'")
        var storage = "navigation"
        if let storageNode = keys["sceneStorage"]?.value, let value = context.scalar(storageNode, "'sceneStorage'") { storage = value }
        var entries: [Persistence.Entry] = []
        if let encode = context.require(keys, "encode", in: "'persistence'", at: node.range) {
            for entry in context.mapping(encode, "'encode'") ?? .empty {
                guard let key = context.scalar(entry.key, "a JSON key") else { continue }
                let range = entry.key.range.union(entry.value.range)
                if entry.value.isScalar {
                    guard let state = context.name(entry.value, "a state variable name") else { continue }
                    entries.append(.init(key: key, state: state, encoding: .value, range: range))
                } else if let idPairs = context.mapping(entry.value, "an 'encode' entry") {
                    let idKeys = context.keyed(idPairs, allowed: GrammarTables.names("encodeIDs"), in: "an 'encode' entry")
                    guard let idsNode = context.require(idKeys, "ids", in: "an 'encode' entry given as a mapping", at: entry.value.range),
                          let state = context.name(idsNode, "a state variable name") else { continue }
                    entries.append(.init(key: key, state: state, encoding: .ids, range: range))
                }
            }
        }
        scene.persistence = Persistence(sceneStorage: storage, entries: entries, range: node.range)
    }

    func loadSimulation(_ node: YAMLNode) {
        guard let pairs = context.mapping(node, "'simulation'") else { return }
        let keys = context.keyed(pairs, allowed: GrammarTables.names("simulation"), in: "'simulation'")
        if let viewport = keys["viewport"]?.value, let text = context.scalar(viewport, "'viewport'") {
            if let rows = Int(text), rows > 0 { scene.simulation.viewport = rows } else {
                context.bag.error("invalid-value", "'viewport' must be a whole number of rows above 0, not '\(text)'", at: viewport.range)
            }
        }
        if let size = keys["size"]?.value, let text = context.scalar(size, "'size'") {
            if let value = SizeClass(rawValue: text) { scene.simulation.size = value } else {
                context.bag.error("invalid-value", "'size' must be 'regular' or 'compact', not '\(text)'\(Suggestions.didYouMean(text, in: SizeClass.allCases.map(\.rawValue)))",
                                  at: size.range)
            }
        }
        if let platform = keys["platform"]?.value, let text = context.scalar(platform, "'platform'") {
            if let value = Platform(rawValue: text) { scene.platform = value } else {
                let names = Platform.allCases.map(\.rawValue)
                context.bag.error("invalid-value", "'platform' must be one of \(names.joined(separator: ", ")), not '\(text)'\(Suggestions.didYouMean(text, in: names))",
                                  at: platform.range)
            }
        }
        if let deployment = keys["deploymentTarget"]?.value, let text = context.scalar(deployment, "'deploymentTarget'") {
            if let version = OSVersion(text) { scene.deploymentTarget = version } else {
                context.bag.error("invalid-value", "'deploymentTarget' must be a version such as 16.0, not '\(text)'", at: deployment.range)
            }
        }
    }
}
