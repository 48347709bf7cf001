import NavSceneModel
import NavSceneRuntime

/// Reads a value typed by a person (`dessert`, `Dessert`, `Apple Pie`, `Recipe.applePie`, `[Apple Pie, Pie Crust]`,
/// `nil`, `true`, `3`) against the type it must have. Records are found by display name, static name or identity;
/// enum cases by name or by any of their display strings. Case-insensitive matches are accepted when unambiguous.
public struct ValueParser {
    public let navigator: Navigator
    public init(navigator: Navigator) { self.navigator = navigator }

    var scene: Scene { navigator.scene }

    public struct Failure: Error, Hashable { public var message: String }

    public func parse(_ text: String, as type: TypeRef) throws -> Value {
        let raw = text.trimmed
        switch type {
        case .optional(let wrapped):
            if raw == "nil" || raw == "none" { return .null }
            return try parse(raw, as: wrapped)
        case .nilLiteral:
            guard raw == "nil" else { throw Failure(message: "expected nil, not '\(raw)'") }
            return .null
        case .array(let element):
            return .list(try items(raw).map { try parse($0, as: element) })
        case .navigationPath:
            return .list(try items(raw).map { try parseAny($0) })
        case .identifier(let of):
            guard case .record(_, let id) = try parse(raw, as: .named(of)) else { throw Failure(message: "no \(of) '\(raw)'") }
            return id
        case .metatype(let name):
            throw Failure(message: "a \(name).Type cannot be typed in")
        case .named(let name):
            return try parseNamed(raw, name)
        }
    }

    private func items(_ raw: String) throws -> [String] {
        if let list = CommandText.listItems(raw) { return list }
        if raw.hasPrefix("[") { throw Failure(message: "unbalanced brackets in '\(raw)'") }
        return [raw]  // a single element without brackets
    }

    private func parseNamed(_ raw: String, _ name: String) throws -> Value {
        let text = CommandText.unquote(raw)
        switch name {
        case "String": return .string(text)
        case "UUID": return .uuid(text.uppercased())
        case "Bool":
            switch text.lowercased() {
            case "true", "yes", "on": return .bool(true)
            case "false", "no", "off": return .bool(false)
            default: throw Failure(message: "expected true or false, not '\(text)'")
            }
        case "Int":
            guard let n = Int(text) else { throw Failure(message: "expected an integer, not '\(text)'") }
            return .int(n)
        case "Double":
            guard let n = Double(text) else { throw Failure(message: "expected a number, not '\(text)'") }
            return .double(n)
        case "AnyHashable": return try parseAny(raw)
        default: break
        }
        guard let decl = scene.types[name] else { throw Failure(message: "unknown type \(name)") }
        if decl.isEnum { return try enumCase(text, decl) }
        return try record(text, decl)
    }

    private func strip(_ text: String, typePrefix name: String) -> String {
        if text.hasPrefix(name + ".") { return String(text.dropFirst(name.count + 1)) }
        if text.hasPrefix(".") { return String(text.dropFirst()) }
        return text
    }

    private func enumCase(_ text: String, _ decl: TypeDecl) throws -> Value {
        var key = strip(text, typePrefix: decl.name)
        // `recipe(Apple Pie)`: a case with associated values, each read as its type (`recipe(Recipe.applePie)`).
        if let open = key.firstIndex(of: "("), key.hasSuffix(")") {
            let name = String(key[..<open])
            guard let enumCase = decl.enumCase(name) else {
                throw Failure(message: "\(decl.name) has no case '\(name)'; cases: \(decl.cases.map(\.name).joined(separator: ", "))")
            }
            let inner = String(key[key.index(after: open)..<key.index(before: key.endIndex)])
            let parts = inner.isEmpty ? [] : (CommandText.listItems("[" + inner + "]") ?? [inner])
            guard parts.count == enumCase.associated.count else {
                throw Failure(message: "\(decl.name).\(name) takes \(enumCase.associated.count) value(s), not \(parts.count)")
            }
            var payload: [Value] = []
            for (part, associated) in zip(parts, enumCase.associated) {
                var item = part
                if let label = associated.label, item.hasPrefix(label + ":") { item = String(item.dropFirst(label.count + 1)).trimmingCharacters(in: .whitespaces) }
                payload.append(try parse(item, as: associated.type))
            }
            return .enumCase(type: decl.name, name: name, payload: payload)
        }
        if let enumCase = decl.enumCase(key), !enumCase.associated.isEmpty {
            throw Failure(message: "\(decl.name).\(key) carries values; write '\(key)(...)'")
        }
        if let rawType = decl.rawType {
            // A raw value names its case too (`2` for `Category.salad`, as a saved document holds it).
            let raw: Value? = rawType == .int ? Int(key).map(Value.int) : .string(key)
            if let match = decl.cases.first(where: { $0.rawValue == raw && raw != nil }), decl.enumCase(key) == nil {
                return .enumCase(type: decl.name, name: match.name)
            }
        }
        key = key.trimmingCharacters(in: .whitespaces)
        var candidates: [(name: String, spellings: [String])] = []
        for c in decl.cases {
            var spellings = [c.name]
            if case .enumeration(_, let properties) = decl.kind {
                spellings += properties.compactMap { $0.values[c.name] }
            }
            candidates.append((c.name, spellings))
        }
        if let exact = candidates.first(where: { $0.spellings.contains(key) }) { return .enumCase(type: decl.name, name: exact.name) }
        let folded = candidates.filter { $0.spellings.contains { $0.lowercased() == key.lowercased() } }
        if folded.count == 1 { return .enumCase(type: decl.name, name: folded[0].name) }
        throw Failure(message: "\(decl.name) has no case '\(key)'; cases: \(decl.cases.map(\.name).joined(separator: ", "))")
    }

    private func record(_ text: String, _ decl: TypeDecl) throws -> Value {
        let records = navigator.data.all(decl.name)
        if let named = navigator.data.namedRecord(decl.name, strip(text, typePrefix: decl.name)) { return named }
        if let exact = records.first(where: { navigator.display($0) == text }) { return exact }
        if let byID = records.first(where: { if case .record(_, let id) = $0 { return id.description == text || id.description == text.uppercased() } else { return false } }) {
            return byID
        }
        let folded = records.filter { navigator.display($0).lowercased() == text.lowercased() }
        if folded.count == 1 { return folded[0] }
        let names = records.prefix(6).map(navigator.display).joined(separator: ", ")
        throw Failure(message: "no \(decl.name) named '\(text)'" + (names.isEmpty ? "" : "; e.g. \(names)"))
    }

    /// An element of a NavigationPath: any record or enum case the text names, tried type by type in declaration order.
    func parseAny(_ raw: String) throws -> Value {
        let text = CommandText.unquote(raw)
        if let dot = text.firstIndex(of: "."), let decl = scene.types[String(text[..<dot])] {
            return decl.isEnum ? try enumCase(text, decl) : try record(text, decl)
        }
        for name in scene.typeOrder {
            guard let decl = scene.types[name] else { continue }
            if let value = try? (decl.isEnum ? enumCase(text, decl) : record(text, decl)) { return value }
        }
        if let n = Int(text) { return .int(n) }
        throw Failure(message: "'\(text)' names no record or enum case; write Type.name to be precise")
    }

    /// Display strings a value of this type may be typed as (for tab completion), without duplicates.
    public func spellings(of type: TypeRef) -> [String] {
        switch type {
        case .optional(let wrapped): return ["nil"] + spellings(of: wrapped)
        case .array(let element): return spellings(of: element)
        case .navigationPath: return scene.typeOrder.flatMap { spellings(of: .named($0)) }
        case .named("Bool"): return ["true", "false"]
        case .named(let name):
            guard let decl = scene.types[name] else { return [] }
            if decl.isEnum { return decl.cases.map(\.name) }
            return navigator.data.all(name).map(navigator.display)
        default: return []
        }
    }
}
