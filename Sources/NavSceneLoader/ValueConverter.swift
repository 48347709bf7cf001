import NavSceneDiagnostics
import NavSceneModel
import NavSceneYAML

/// YAML values of data records -> `Value`, guided by the declared field types (schema-driven: a scalar is read as
/// the type the field declares, never guessed).
struct ValueConverter {
    let context: LoadContext
    /// Identity references (`T.ID` fields, struct-typed fields) to check once every record is known.
    var references: [(type: String, value: Value, range: SourceRange)]
    /// Declared types resolved once (looking a `TypeDecl` up copies its arrays; data files repeat the same few types).
    var resolved: [String: Resolved] = [:]

    enum Resolved {
        case enumeration(cases: Set<String>, ordered: [String])
        case structure(identityType: TypeRef?)
        case unknown
    }

    init(context: LoadContext, references: [(type: String, value: Value, range: SourceRange)]) {
        self.context = context
        self.references = references
    }

    mutating func resolve(_ name: String) -> Resolved {
        if let known = resolved[name] { return known }
        let result: Resolved
        if let decl = context.scene.types[name] {
            if decl.isEnum {
                let names = decl.cases.map(\.name)
                result = .enumeration(cases: Set(names), ordered: names)
            } else {
                let identityType = decl.identity.flatMap { id in decl.fields.first { $0.name == id }?.type }
                result = .structure(identityType: identityType)
            }
        } else {
            result = .unknown
        }
        resolved[name] = result
        return result
    }

    mutating func record(_ node: YAMLNode, shape: DataLoader.Shape, name: String?) -> Record? {
        guard let pairs = node.pairs else {
            context.wrongShape(node, expected: "a mapping of fields", for: "a record of '\(shape.decl.name)'")
            return nil
        }
        var fields: [String: Value] = [:]
        fields.reserveCapacity(shape.fields.count)
        for pair in pairs {
            guard let fieldName = pair.key.string else { continue }
            guard let field = shape.fields[fieldName] else {
                context.bag.error("unknown-field", "'\(shape.decl.name)' has no field '\(fieldName)'\(Suggestions.didYouMean(fieldName, in: shape.fields.keys))",
                                  at: pair.key.range)
                continue
            }
            if let value = self.value(pair.value, type: field.type, field: fieldName) { fields[fieldName] = value }
        }
        var missing: [String] = []
        for required in shape.required where fields[required] == nil {
            if !pairs.contains(where: { $0.key.isScalar(required) }) { missing.append(required) }
        }
        if !missing.isEmpty {
            let list = missing.map { "'\($0)'" }.joined(separator: ", ")
            context.bag.error("missing-key", "this '\(shape.decl.name)' record needs \(list)", at: node.range)
        }
        for field in shape.decl.fields where field.type.isOptional && fields[field.name] == nil { fields[field.name] = .null }
        return Record(name: name, fields: fields, range: node.range)
    }

    mutating func value(_ node: YAMLNode, type: TypeRef, field: String) -> Value? {
        switch type {
        case .optional(let wrapped):
            return node.isNull ? .null : value(node, type: wrapped, field: field)
        case .array(let element):
            guard let items = node.items else {
                context.wrongShape(node, expected: "a list", for: "field '\(field)' (\(type))")
                return nil
            }
            var list: [Value] = []
            list.reserveCapacity(items.count)
            for item in items { if let v = value(item, type: element, field: field) { list.append(v) } }
            return .list(list)
        case .identifier(let of):
            guard case .structure(let identityType) = resolve(of), let idType = identityType else { return nil }
            guard let id = value(node, type: idType, field: field) else { return nil }
            references.append((of, id, node.range))
            return id
        case .named(let name):
            return named(node, name, field: field)
        case .navigationPath, .nilLiteral, .metatype:
            context.bag.error("invalid-value", "field '\(field)' has type \(type), which data cannot hold", at: node.range)
            return nil
        }
    }

    private mutating func named(_ node: YAMLNode, _ name: String, field: String) -> Value? {
        guard let text = node.string else {
            if case .structure(let identityType?) = resolve(name), identityType != .named(name) {
                context.wrongShape(node, expected: "the identity of a '\(name)' record", for: "field '\(field)'")
            } else {
                context.wrongShape(node, expected: "a scalar (\(name))", for: "field '\(field)'")
            }
            return nil
        }
        func invalid(_ expected: String) -> Value? {
            context.bag.error("invalid-value", "field '\(field)' needs \(expected), not '\(text)'", at: node.range)
            return nil
        }
        switch name {
        case "String": return .string(text)
        case "Int": return Int(text).map(Value.int) ?? invalid("a whole number (Int)")
        case "Double": return Double(text).map(Value.double) ?? invalid("a number (Double)")
        case "Bool":
            switch text {
            case "true", "True", "TRUE": return .bool(true)
            case "false", "False", "FALSE": return .bool(false)
            default: return invalid("true or false")
            }
        case "UUID": return ValueConverter.uuid(text).map(Value.uuid) ?? invalid("a UUID such as E35A5C9C-F1EA-4B3D-9980-E2240B363AC8")
        default:
            let idType: TypeRef
            switch resolve(name) {
            case .unknown: return nil // unknown-type is reported by the checker
            case .enumeration(let cases, let ordered):
                if cases.contains(text) { return .enumCase(type: name, name: text) }
                context.bag.error("unknown-case", "'\(text)' is not a case of '\(name)'\(Suggestions.didYouMean(text, in: ordered))",
                                  at: node.range)
                return nil
            case .structure(let identityType):
                guard let identityType else { return invalid("a value of '\(name)', which has no identity field to refer to") }
                idType = identityType
            }
            guard let id = value(node, type: idType, field: field) else { return nil }
            references.append((name, id, node.range))
            return .record(type: name, id: id)
        }
    }

    /// Validates 8-4-4-4-12 hexadecimal digits and returns them upper-cased.
    static func uuid(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        guard bytes.count == 36 else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(36)
        for (index, byte) in bytes.enumerated() {
            if index == 8 || index == 13 || index == 18 || index == 23 {
                guard byte == UInt8(ascii: "-") else { return nil }
                out.append(byte)
                continue
            }
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "F"): out.append(byte)
            case UInt8(ascii: "a")...UInt8(ascii: "f"): out.append(byte - 32)
            default: return nil
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
