import NavSceneDiagnostics
import NavSceneModel
import NavSceneYAML

/// YAML values of data records -> `Value`, guided by the declared field types (schema-driven: a scalar is read as
/// the type the field declares, never guessed).
struct ValueConverter {
    let context: LoadContext
    /// Identity references (`T.ID` fields, struct-typed fields) to check once every record is known.
    var references: [(type: String, value: Value, range: SourceRange)]

    mutating func record(_ node: Node, shape: DataLoader.Shape, name: String?) -> Record? {
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
            if !pairs.contains(where: { $0.key.string == required }) { missing.append(required) }
        }
        if !missing.isEmpty {
            let list = missing.map { "'\($0)'" }.joined(separator: ", ")
            context.bag.error("missing-key", "this '\(shape.decl.name)' record needs \(list)", at: node.range)
        }
        for field in shape.decl.fields where field.type.isOptional && fields[field.name] == nil { fields[field.name] = .null }
        return Record(name: name, fields: fields, range: node.range)
    }

    mutating func value(_ node: Node, type: TypeRef, field: String) -> Value? {
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
            guard let decl = context.scene.types[of], let identity = decl.identity,
                  let idType = decl.fields.first(where: { $0.name == identity })?.type else { return nil }
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

    private mutating func named(_ node: Node, _ name: String, field: String) -> Value? {
        guard let s = node.scalar else {
            if let decl = context.scene.types[name], !decl.isEnum, decl.identity != nil {
                context.wrongShape(node, expected: "the identity of a '\(name)' record", for: "field '\(field)'")
            } else {
                context.wrongShape(node, expected: "a scalar (\(name))", for: "field '\(field)'")
            }
            return nil
        }
        let text = s.value
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
            guard let decl = context.scene.types[name] else { return nil } // unknown-type is reported by the checker
            if decl.isEnum {
                if decl.cases.contains(where: { $0.name == text }) { return .enumCase(type: name, name: text) }
                context.bag.error("unknown-case", "'\(text)' is not a case of '\(name)'\(Suggestions.didYouMean(text, in: decl.cases.map(\.name)))",
                                  at: node.range)
                return nil
            }
            guard let identity = decl.identity, let idType = decl.fields.first(where: { $0.name == identity })?.type else {
                return invalid("a value of '\(name)', which has no identity field to refer to")
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
