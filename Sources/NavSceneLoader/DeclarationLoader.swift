import NavSceneDiagnostics
import NavSceneModel
import NavSceneYAML

/// `types`, `queries`, `state`, `actions`, `persistence` and `simulation` sections.
struct DeclarationLoader {
    let context: LoadContext
    var scene: Scene { context.scene }

    func loadTypes(_ node: Node) {
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

    private func typeDecl(_ name: String, _ pair: Node.Pair) -> TypeDecl? {
        guard let pairs = context.mapping(pair.value, "type '\(name)'") else { return nil }
        let keys = context.keyed(pairs, allowed: ["enum", "properties", "fields", "identifiedBy", "codable"], in: "type '\(name)'")
        var codable = false
        if let node = keys["codable"]?.value, let value = context.bool(node, "'codable'") { codable = value }
        let range = pair.key.range.union(pair.value.range)
        if let casesNode = keys["enum"]?.value {
            for key in ["fields", "identifiedBy"] where keys[key] != nil {
                context.bag.error("unknown-key", "'\(key)' belongs to struct types; enum '\(name)' cannot have it", at: keys[key]!.key.range)
            }
            var cases: [TypeDecl.EnumCase] = []
            var seen: Set<String> = []
            for item in context.listOrOne(casesNode) {
                guard let caseName = context.name(item, "an enum case") else { continue }
                if !seen.insert(caseName).inserted {
                    context.bag.error("duplicate-declaration", "case '\(caseName)' appears twice in enum '\(name)'", at: item.range)
                    continue
                }
                cases.append(.init(name: caseName, range: item.range))
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
            return TypeDecl(name: name, kind: .enumeration(cases: cases, properties: properties), codable: codable, range: range)
        }
        if let propsNode = keys["properties"] {
            context.bag.error("unknown-key", "'properties' belongs to enum types; struct '\(name)' cannot have it", at: propsNode.key.range)
        }
        guard let fieldsNode = keys["fields"]?.value else {
            context.bag.error("missing-key", "type '\(name)' needs 'enum' (a list of cases) or 'fields' (name: type)", at: pair.key.range)
            return nil
        }
        var fields: [TypeDecl.Field] = []
        for field in context.mapping(fieldsNode, "'fields'") ?? [] {
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
        return TypeDecl(name: name, kind: .structure(fields: fields, identity: identity), codable: codable, range: range)
    }

    func loadQueries(_ node: Node) {
        guard let pairs = context.mapping(node, "'queries'") else { return }
        for pair in pairs {
            guard let name = context.name(pair.key, "a query name") else { continue }
            var parameters: [Query.Parameter] = []
            let body: Expression?
            if pair.value.scalar != nil {
                body = context.expression(pair.value, "query '\(name)'")
            } else {
                guard let queryPairs = context.mapping(pair.value, "query '\(name)'") else { continue }
                let keys = context.keyed(queryPairs, allowed: ["parameters", "value"], in: "query '\(name)'")
                if let params = keys["parameters"]?.value {
                    for param in context.mapping(params, "'parameters'") ?? [] {
                        guard let label = context.name(param.key, "a parameter label"),
                              let type = context.type(param.value, "the type of parameter '\(label)'") else { continue }
                        parameters.append(.init(label: label, type: type, range: param.key.range.union(param.value.range)))
                    }
                }
                guard let valueNode = context.require(keys, "value", in: "query '\(name)'", at: pair.key.range) else { continue }
                body = context.expression(valueNode, "the value of query '\(name)'")
            }
            guard let body, context.declare("query", name, at: pair.key.range) else { continue }
            scene.queries[name] = Query(name: name, parameters: parameters, body: body, range: pair.key.range.union(pair.value.range))
        }
    }

    func loadState(_ node: Node) {
        guard let pairs = context.mapping(node, "'state'") else { return }
        for pair in pairs {
            guard let name = context.name(pair.key, "a state variable name") else { continue }
            var type: TypeRef?
            var initial: Expression?
            if pair.value.scalar != nil {
                type = context.type(pair.value, "the type of '\(name)'")
            } else if let entry = context.mapping(pair.value, "state variable '\(name)'") {
                let keys = context.keyed(entry, allowed: ["type", "initial"], in: "state variable '\(name)'")
                if let typeNode = context.require(keys, "type", in: "state variable '\(name)'", at: pair.key.range) {
                    type = context.type(typeNode, "the type of '\(name)'")
                }
                if let initialNode = keys["initial"]?.value { initial = context.expression(initialNode, "the initial value of '\(name)'") }
            }
            guard let type, context.declare("state variable", name, at: pair.key.range) else { continue }
            scene.state.append(StateVariable(name: name, type: type, initial: initial, range: pair.key.range.union(pair.value.range)))
        }
    }

    func loadActions(_ node: Node) {
        guard let pairs = context.mapping(node, "'actions'") else { return }
        let statements = StatementLoader(context: context)
        for pair in pairs {
            guard let name = context.name(pair.key, "an action name") else { continue }
            let body = statements.statements(pair.value, "action '\(name)'")
            guard context.declare("action", name, at: pair.key.range) else { continue }
            scene.actions[name] = ActionDecl(name: name, statements: body, range: pair.key.range.union(pair.value.range))
            scene.actionOrder.append(name)
        }
    }

    func loadPersistence(_ node: Node) {
        guard let pairs = context.mapping(node, "'persistence'") else { return }
        let keys = context.keyed(pairs, allowed: ["sceneStorage", "encode"], in: "'persistence'")
        var storage = "navigation"
        if let storageNode = keys["sceneStorage"]?.value, let value = context.scalar(storageNode, "'sceneStorage'") { storage = value }
        var entries: [Persistence.Entry] = []
        if let encode = context.require(keys, "encode", in: "'persistence'", at: node.range) {
            for entry in context.mapping(encode, "'encode'") ?? [] {
                guard let key = context.scalar(entry.key, "a JSON key") else { continue }
                let range = entry.key.range.union(entry.value.range)
                if entry.value.scalar != nil {
                    guard let state = context.name(entry.value, "a state variable name") else { continue }
                    entries.append(.init(key: key, state: state, encoding: .value, range: range))
                } else if let idPairs = context.mapping(entry.value, "an 'encode' entry") {
                    let idKeys = context.keyed(idPairs, allowed: ["ids"], in: "an 'encode' entry")
                    guard let idsNode = context.require(idKeys, "ids", in: "an 'encode' entry given as a mapping", at: entry.value.range),
                          let state = context.name(idsNode, "a state variable name") else { continue }
                    entries.append(.init(key: key, state: state, encoding: .ids, range: range))
                }
            }
        }
        scene.persistence = Persistence(sceneStorage: storage, entries: entries, range: node.range)
    }

    func loadSimulation(_ node: Node) {
        guard let pairs = context.mapping(node, "'simulation'") else { return }
        let keys = context.keyed(pairs, allowed: ["viewport", "size"], in: "'simulation'")
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
    }
}
