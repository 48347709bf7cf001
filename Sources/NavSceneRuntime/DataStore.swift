import NavSceneModel

/// The scene's sample data at run time, indexed by identity. A value type: a runtime that deletes a record (the
/// restoration story) changes its own copy only.
public struct DataStore: Hashable, Sendable {
    /// Records per type, in declaration order, as field maps.
    public private(set) var records: [String: [[String: Value]]] = [:]
    /// Static names (`Recipe.applePie`) -> identity.
    public private(set) var named: [String: [String: Value]] = [:]
    /// identity -> position in `records[type]`.
    private var index: [String: [Value: Int]] = [:]
    private var identityField: [String: String] = [:]

    public init(scene: Scene) {
        for typeName in scene.typeOrder {
            guard let decl = scene.types[typeName], case .structure = decl.kind else { continue }
            identityField[typeName] = decl.identity
        }
        for (typeName, list) in scene.data.records {
            var rows: [[String: Value]] = []
            var byID: [Value: Int] = [:]
            var names: [String: Value] = [:]
            for record in list {
                let identity = identity(ofFields: record.fields, type: typeName, position: rows.count)
                if byID[identity] != nil { continue }
                byID[identity] = rows.count
                rows.append(record.fields)
                if let name = record.name { names[name] = identity }
            }
            records[typeName] = rows
            index[typeName] = byID
            named[typeName] = names
        }
    }

    private func identity(ofFields fields: [String: Value], type: String, position: Int) -> Value {
        if let field = identityField[type], let id = fields[field] { return id }
        return .int(position)
    }

    /// A reference to the record with this identity, if it exists.
    public func record(_ type: String, id: Value) -> Value? {
        index[type]?[id] != nil ? .record(type: type, id: id) : nil
    }

    public func fields(of type: String, id: Value) -> [String: Value]? {
        guard let position = index[type]?[id] else { return nil }
        return records[type]?[position]
    }

    /// Every record of a type, as references, in declaration order.
    public func all(_ type: String) -> [Value] {
        guard let rows = records[type] else { return [] }
        return rows.enumerated().map { .record(type: type, id: identity(ofFields: $0.element, type: type, position: $0.offset)) }
    }

    public func namedRecord(_ type: String, _ name: String) -> Value? {
        guard let id = named[type]?[name], index[type]?[id] != nil else { return nil }
        return .record(type: type, id: id)
    }

    /// Removes a record (as a database might between launches). Returns false when there is no such record.
    @discardableResult
    public mutating func delete(_ type: String, id: Value) -> Bool {
        guard var rows = records[type], let position = index[type]?[id] else { return false }
        rows.remove(at: position)
        records[type] = rows
        var byID: [Value: Int] = [:]
        for (offset, row) in rows.enumerated() { byID[identity(ofFields: row, type: type, position: offset)] = offset }
        index[type] = byID
        return true
    }

    public static func == (lhs: DataStore, rhs: DataStore) -> Bool { lhs.records == rhs.records }
    public func hash(into hasher: inout Hasher) { hasher.combine(records.count) }
}
