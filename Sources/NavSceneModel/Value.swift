/// A runtime value. Struct values are references into the scene's data by identity, so that deleting a record makes
/// every stale reference visible (as the talk's restoration story requires) instead of silently keeping a copy.
public indirect enum Value: Hashable, Sendable, CustomStringConvertible {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case uuid(String)
    /// A case of an enum; `payload` holds its associated values in order (empty for a plain case).
    case enumCase(type: String, name: String, payload: [Value] = [])
    case record(type: String, id: Value)
    case list([Value])

    public var description: String {
        switch self {
        case .null: return "nil"
        case .bool(let b): return String(b)
        case .int(let i): return String(i)
        case .double(let d): return String(d)
        case .string(let s): return s
        case .uuid(let u): return u
        case .enumCase(_, let name, let payload):
            return payload.isEmpty ? name : name + "(" + payload.map(\.description).joined(separator: ", ") + ")"
        case .record(let type, let id): return "\(type)(\(id))"
        case .list(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
        }
    }

    /// A short, unique-per-identity text for runtime node keys (cheaper than `description` for records).
    public var keyFragment: String {
        switch self {
        case .uuid(let s), .string(let s): return s
        case .enumCase(_, let name, let payload):
            return payload.isEmpty ? name : name + "(" + payload.map(\.keyFragment).joined(separator: ",") + ")"
        case .int(let i): return String(i)
        case .record(_, let id): return id.keyFragment
        default: return description
        }
    }

    public var isNull: Bool { if case .null = self { return true } else { return false } }
    public var listItems: [Value]? { if case .list(let l) = self { return l } else { return nil } }
    public var boolValue: Bool? { if case .bool(let b) = self { return b } else { return nil } }
    /// An Int or a Double as a Double (for comparisons and arithmetic that mix them, as Swift's literals do).
    public var numeric: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }

    /// The name of the value's dynamic type, for path type checks and messages.
    public var typeName: String {
        switch self {
        case .null: return "nil"
        case .bool: return "Bool"
        case .int: return "Int"
        case .double: return "Double"
        case .string: return "String"
        case .uuid: return "UUID"
        case .enumCase(let type, _, _): return type
        case .record(let type, _): return type
        case .list: return "Array"
        }
    }
}

extension Value {
    /// How many values the static analysis keeps for one value before it reads it as any value of any type
    /// (`AbstractValue.limit`). A front end that wants a value it cannot compute read as each value of its type (an
    /// enum's cases) needs the type to have no more than this many.
    public static let enumerationLimit = 64
}
