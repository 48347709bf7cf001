import NavSceneDiagnostics
import NavSceneModel
import NavSceneYAML

/// `data` sections -> records of `Value`s, once every type is known. Linear in the data: field types come from a
/// dictionary per type, identities are checked with sets.
struct DataLoader {
    let context: LoadContext
    var scene: Scene { context.scene }

    /// Field name -> declaration, per struct type, built once.
    final class Shape {
        let decl: TypeDecl
        var fields: [String: TypeDecl.Field] = [:]
        var required: [String] = []
        var identities: [Value: SourceRange] = [:]
        init(_ decl: TypeDecl) {
            self.decl = decl
            for field in decl.fields {
                fields[field.name] = field
                if !field.type.isOptional { required.append(field.name) }
            }
        }
    }

    func convertPending() {
        var shapes: [String: Shape] = [:]
        var references: [(type: String, value: Value, range: SourceRange)] = []
        var staticNames: [String: SourceRange] = [:]
        var converter = ValueConverter(context: context, references: [])
        for (typeName, typeRange, node) in context.pendingData {
            guard let decl = scene.types[typeName] else {
                let candidates = scene.typeOrder.filter { !(scene.types[$0]?.isEnum ?? true) }
                context.bag.error("unknown-type", "'data' names type '\(typeName)', which is not declared\(Suggestions.didYouMean(typeName, in: candidates))",
                                  at: typeRange)
                continue
            }
            guard !decl.isEnum else {
                context.bag.error("wrong-shape", "'\(typeName)' is an enum; its values are its cases, so it takes no 'data'", at: typeRange)
                continue
            }
            let shape = shapes[typeName] ?? Shape(decl)
            shapes[typeName] = shape
            var records = scene.data.records.removeValue(forKey: typeName) ?? []
            func add(_ name: String?, _ recordNode: YAMLNode, nameRange: SourceRange?) {
                guard let record = converter.record(recordNode, shape: shape, name: name) else { return }
                if let name, let nameRange {
                    if let other = staticNames[typeName + "." + name] {
                        context.bag.error("duplicate-declaration", "record '\(typeName).\(name)' is declared twice", at: nameRange,
                                          notes: [Note("the other '\(name)' is here", at: other)])
                        return
                    }
                    staticNames[typeName + "." + name] = nameRange
                }
                if let identity = decl.identity, let id = record.fields[identity], !id.isNull {
                    if let first = shape.identities[id] {
                        context.bag.error("duplicate-identity", "another '\(typeName)' already has \(identity) \(id); identities must be unique",
                                          at: record.range, notes: [Note("the first record with this \(identity) is here", at: first)])
                    } else {
                        shape.identities[id] = record.range
                    }
                }
                records.append(record)
            }
            if let items = node.items {
                for item in items { add(nil, item, nameRange: nil) }
            } else if let pairs = node.pairs {
                for pair in pairs {
                    guard let name = context.name(pair.key, "a record name") else { continue }
                    add(name, pair.value, nameRange: pair.key.range)
                }
            } else if !node.isNull {
                context.wrongShape(node, expected: "a mapping (name: record) or a list of records", for: "the data of '\(typeName)'")
            }
            scene.data.records[typeName] = records
        }
        references = converter.references
        // Identity references are checked once all records are known (they may point forward or into includes).
        for reference in references {
            guard let shape = shapes[reference.type] ?? scene.types[reference.type].map(Shape.init) else { continue }
            if shape.identities[reference.value] == nil {
                context.bag.warning("dangling-reference", "no '\(reference.type)' has the identity \(reference.value); lookups drop it",
                                    at: reference.range)
            }
        }
    }
}
