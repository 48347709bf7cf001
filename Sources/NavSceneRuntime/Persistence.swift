import Foundation
import NavSceneModel

/// State restoration as the scene declares it (`persistence:`): encode the navigation model to JSON, decode it back.
public struct PersistenceError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}

public struct Restoration: Sendable {
    public var state: NavigationState
    /// One note per identity or value that could not be restored (dropped), in file order.
    public var notes: [String]
}

extension Navigator {
    /// The JSON the navigation model encodes to, keys in declaration order.
    public func encode(_ state: NavigationState) throws -> String {
        guard let persistence = scene.persistence else {
            throw PersistenceError(message: "the scene declares no persistence, so there is nothing to save")
        }
        var parts: [String] = []
        for entry in persistence.entries {
            let value = state.values[entry.state] ?? .null
            let type = scene.stateVariable(entry.state)?.type ?? .optional(.nilLiteral)
            if value.isNull, type.isOptional { continue }  // encodeIfPresent
            let json: String
            switch entry.encoding {
            case .ids:
                let items = value.listItems ?? [value]
                json = "[" + (try items.map { try encodeJSON(identity(of: $0)) }).joined(separator: ",") + "]"
            case .value:
                json = try encodeJSON(value, declared: type)
            }
            parts.append(quote(entry.key) + ":" + json)
        }
        return "{" + parts.joined(separator: ",") + "}"
    }

    func identity(of value: Value) -> Value {
        if case .record(_, let id) = value { return id }
        return value
    }

    private func encodeJSON(_ value: Value, declared: TypeRef? = nil) throws -> String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .double(let d): return String(d)
        case .string(let s), .uuid(let s): return quote(s)
        case .enumCase(let type, let name, let payload):
            try requireCodable(type)
            guard let decl = scene.types[type], let enumCase = decl.enumCase(name) else { return quote(name) }
            // Swift's Codable: a raw-value enum encodes its raw value; an enum with associated values encodes
            // `{"case":{"_0":value,"label":value}}` (`{"case":{}}` for a case without values).
            if let raw = enumCase.rawValue { return try encodeJSON(raw) }
            if decl.hasAssociatedValues {
                var members: [String] = []
                for (index, value) in payload.enumerated() where index < enumCase.associated.count {
                    let associated = enumCase.associated[index]
                    if value.isNull, associated.type.isOptional { continue }
                    members.append(quote(associated.codingKey(at: index)) + ":" + (try encodeJSON(value, declared: associated.type)))
                }
                return "{" + quote(name) + ":{" + members.joined(separator: ",") + "}}"
            }
            return quote(name)
        case .record(let type, let id):
            try requireCodable(type)
            guard let fields = data.fields(of: type, id: id), let decl = scene.types[type] else {
                throw PersistenceError(message: "the \(type) with identity \(id) no longer exists")
            }
            let members = try decl.fields.compactMap { field -> String? in
                guard let v = fields[field.name] else { return nil }
                return quote(field.name) + ":" + (try encodeJSON(v))
            }
            return "{" + members.joined(separator: ",") + "}"
        case .list(let items):
            if declared == .navigationPath {
                // NavigationPath.CodableRepresentation: type names and encoded values, last element first.
                var parts: [String] = []
                for item in items.reversed() {
                    if !isCodable(item.typeName) {
                        throw PersistenceError(message: "Cannot create CodableRepresentation of navigation path, because presented value of type “\(item.typeName)” is not Codable")
                    }
                    parts.append(quote(item.typeName))
                    parts.append(quote(try encodeJSON(item)))
                }
                return "[" + parts.joined(separator: ",") + "]"
            }
            return "[" + (try items.map { try encodeJSON($0) }).joined(separator: ",") + "]"
        }
    }

    func isCodable(_ type: String) -> Bool {
        if TypeRef.builtinNames.contains(type) { return true }
        return scene.types[type]?.codable ?? false
    }

    private func requireCodable(_ type: String) throws {
        guard isCodable(type) else { throw PersistenceError(message: "\(type) is not Codable, so it cannot be saved; store its identity instead ({ids: ...})") }
    }

    private func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 { out += String(format: "\\u%04x", scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    /// Restores the persisted variables onto `state`. A corrupt or mismatched document throws and changes nothing.
    public func decode(_ json: String, onto state: NavigationState) throws -> Restoration {
        guard let persistence = scene.persistence else {
            throw PersistenceError(message: "the scene declares no persistence, so there is nothing to restore")
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
        } catch {
            throw PersistenceError(message: "the saved state is not valid JSON")
        }
        guard let dictionary = object as? [String: Any] else {
            throw PersistenceError(message: "the saved state must be a JSON object with the keys \(persistence.entries.map(\.key).joined(separator: ", "))")
        }
        var next = state
        var notes: [String] = []
        for entry in persistence.entries {
            guard let type = scene.stateVariable(entry.state)?.type else { continue }
            guard let raw = dictionary[entry.key], !(raw is NSNull) else {
                // Codable's synthesized init decodes an optional with decodeIfPresent (nil when absent); any other
                // missing key throws, and the whole decode fails: the app keeps the state it has.
                guard type.isOptional else {
                    throw PersistenceError(message: "the saved state has no '\(entry.key)' (\(entry.encoding == .ids ? "identities of " : "")\(type)); "
                                           + "decoding fails as a whole, as Codable's does, so nothing was restored")
                }
                next.values[entry.state] = Navigator.defaultValue(type)
                continue
            }
            switch entry.encoding {
            case .ids:
                guard let ids = raw as? [Any] else { throw mismatch(entry.key, "a list of identities") }
                let element = type.arrayElement?.unwrapped ?? type.unwrapped
                guard case .named(let typeName) = element else { throw mismatch(entry.key, "identities") }
                var restored: [Value] = []
                for id in ids {
                    let identity = try decodeIdentity(id, of: typeName, key: entry.key)
                    if let record = data.record(typeName, id: identity) {
                        restored.append(record)
                    } else {
                        notes.append("dropped \(typeName) \(identity) from '\(entry.key)': it no longer exists in the data")
                    }
                }
                next.values[entry.state] = type.arrayElement != nil ? .list(restored) : (restored.first ?? .null)
            case .value:
                next.values[entry.state] = try decodeValue(raw, type: type, key: entry.key, notes: &notes)
            }
        }
        return Restoration(state: next, notes: notes)
    }

    private func mismatch(_ key: String, _ expected: String) -> PersistenceError {
        PersistenceError(message: "the saved state does not match the scene: '\(key)' should hold \(expected)")
    }

    private func decodeIdentity(_ raw: Any, of type: String, key: String) throws -> Value {
        let idType = scene.types[type]?.identity.flatMap { scene.types[type]?.field($0)?.type } ?? .uuid
        var ignored: [String] = []
        return try decodeValue(raw, type: idType, key: key, notes: &ignored)
    }

    /// The inverse of the enum encodings above: a raw value, `{"case":{...}}`, or a case name.
    private func decodeEnum(_ raw: Any, _ decl: TypeDecl, key: String, notes: inout [String]) throws -> Value {
        if let rawType = decl.rawType {
            let wanted: Value?
            if rawType == .int, let n = raw as? Int { wanted = .int(n) } else if let s = raw as? String, rawType == .string { wanted = .string(s) } else { wanted = nil }
            guard let wanted, let match = decl.cases.first(where: { $0.rawValue == wanted }) else {
                throw mismatch(key, "a raw value of \(decl.name) (\(decl.cases.compactMap { $0.rawValue?.description }.joined(separator: ", ")))")
            }
            return .enumCase(type: decl.name, name: match.name)
        }
        if decl.hasAssociatedValues {
            guard let object = raw as? [String: Any], object.count == 1, let (caseName, body) = object.first,
                  let enumCase = decl.enumCase(caseName), let members = body as? [String: Any] else {
                throw mismatch(key, "a \(decl.name) encoded as {\"case\":{...}}")
            }
            var payload: [Value] = []
            for (index, associated) in enumCase.associated.enumerated() {
                let member = members[associated.codingKey(at: index)] ?? NSNull()
                let value = try decodeValue(member, type: associated.type, key: key, notes: &notes)
                if value.isNull, !associated.type.isOptional {
                    // A record that no longer exists: the whole value cannot be rebuilt.
                    notes.append("dropped \(decl.name).\(caseName) from '\(key)': its \(associated.type) no longer exists in the data")
                    return .null
                }
                payload.append(value)
            }
            return .enumCase(type: decl.name, name: caseName, payload: payload)
        }
        guard let s = raw as? String, decl.cases.contains(where: { $0.name == s }) else {
            throw mismatch(key, "one of \(decl.cases.map(\.name).joined(separator: ", "))")
        }
        return .enumCase(type: decl.name, name: s)
    }

    private func decodeValue(_ raw: Any, type: TypeRef, key: String, notes: inout [String]) throws -> Value {
        if raw is NSNull { if type.isOptional { return .null }; throw mismatch(key, "a \(type)") }
        switch type {
        case .optional(let wrapped): return try decodeValue(raw, type: wrapped, key: key, notes: &notes)
        case .array(let element):
            guard let items = raw as? [Any] else { throw mismatch(key, "a list") }
            return .list(try items.map { try decodeValue($0, type: element, key: key, notes: &notes) })
        case .named("String"):
            guard let s = raw as? String else { throw mismatch(key, "a string") }
            return .string(s)
        case .named("UUID"):
            guard let s = raw as? String else { throw mismatch(key, "a UUID string") }
            return .uuid(s.uppercased())
        case .named("Bool"):
            guard let b = raw as? Bool else { throw mismatch(key, "true or false") }
            return .bool(b)
        case .named("Int"):
            guard let n = raw as? Int else { throw mismatch(key, "an integer") }
            return .int(n)
        case .named("Double"):
            guard let n = raw as? Double else { throw mismatch(key, "a number") }
            return .double(n)
        case .identifier(let of):
            return try decodeIdentity(raw, of: of, key: key)
        case .named(let name):
            guard let decl = scene.types[name] else { throw mismatch(key, name) }
            if decl.isEnum { return try decodeEnum(raw, decl, key: key, notes: &notes) }
            guard let fields = raw as? [String: Any], let identityField = decl.identity, let rawID = fields[identityField] else {
                throw mismatch(key, "a \(name) with its '\(decl.identity ?? "id")'")
            }
            let id = try decodeIdentity(rawID, of: name, key: key)
            return data.record(name, id: id) ?? .null
        case .navigationPath:
            guard let items = raw as? [Any], items.count % 2 == 0 else { throw mismatch(key, "a NavigationPath representation") }
            var values: [Value] = []
            var index = items.count - 2
            while index >= 0 {
                guard let typeName = items[index] as? String, let encoded = items[index + 1] as? String,
                      let inner = try? JSONSerialization.jsonObject(with: Data(encoded.utf8), options: [.fragmentsAllowed]) else {
                    throw mismatch(key, "a NavigationPath representation")
                }
                let value = try decodeValue(inner, type: .named(typeName), key: key, notes: &notes)
                if value.isNull { notes.append("dropped a \(typeName) from '\(key)': it no longer exists in the data") } else { values.append(value) }
                index -= 2
            }
            return .list(values)
        default:
            throw mismatch(key, type.description)
        }
    }
}
