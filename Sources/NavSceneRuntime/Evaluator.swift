import NavSceneDiagnostics
import NavSceneModel

/// Why an expression could not be evaluated (a stale record, an unknown name in a scene that did not check clean...).
public struct EvaluationError: Error, Hashable, Sendable {
    public var message: String
    public var range: SourceRange
}

/// Names visible to an expression: locals (view parameters, `as` names, `if let`), then state, then types.
/// A handful of names at most, so two parallel arrays searched from the end (the newest binding shadows) cost less
/// than a dictionary copied for every ForEach element.
public struct Environment: Hashable, Sendable {
    private var names: [String] = []
    private var values: [Value] = []

    public init(locals: [String: Value] = [:]) {
        for (name, value) in locals.sorted(by: { $0.key < $1.key }) {
            names.append(name)
            values.append(value)
        }
    }

    public subscript(name: String) -> Value? {
        var index = names.count - 1
        while index >= 0 {
            if names[index] == name { return values[index] }
            index -= 1
        }
        return nil
    }

    public func with(_ name: String, _ value: Value) -> Environment {
        var copy = self
        if let index = copy.names.lastIndex(of: name) {
            copy.values[index] = value
        } else {
            copy.names.append(name)
            copy.values.append(value)
        }
        return copy
    }
}

/// Evaluates expressions dynamically against the scene's types, data and the current navigation state.
struct Evaluator {
    let scene: Scene
    let data: DataStore
    let state: [String: Value]
    let cache: QueryCache?
    /// Guards query recursion (a query calling itself).
    private static let maxCallDepth = 32

    init(scene: Scene, data: DataStore, state: [String: Value], cache: QueryCache? = nil) {
        self.scene = scene
        self.data = data
        self.state = state
        self.cache = cache
    }

    func evaluate(_ expr: Expression, _ env: Environment) throws -> Value {
        try eval(expr, env, depth: 0)
    }

    func text(_ template: Template, _ env: Environment) throws -> String {
        var out = ""
        for part in template.parts {
            switch part {
            case .text(let t): out += t
            case .expression(let e): out += display(try evaluate(e, env))
            }
        }
        return out
    }

    /// How a value reads on screen.
    func display(_ value: Value) -> String {
        switch value {
        case .null: return "nil"
        case .record(let type, let id):
            if let fields = data.fields(of: type, id: id) {
                for key in ["name", "title", "description"] {
                    if case .string(let s)? = fields[key] { return s }
                }
            }
            return value.description
        case .list(let items): return "[" + items.map(display).joined(separator: ", ") + "]"
        default: return value.description
        }
    }

    private func fail(_ message: String, _ expr: Expression) -> EvaluationError {
        EvaluationError(message: message, range: expr.range)
    }

    private func eval(_ expr: Expression, _ env: Environment, depth: Int) throws -> Value {
        switch expr.kind {
        case .string(let s): return .string(s)
        case .int(let i): return .int(i)
        case .double(let d): return .double(d)
        case .bool(let b): return .bool(b)
        case .null: return .null
        case .array(let items): return .list(try items.map { try eval($0, env, depth: depth) })
        case .identifier(let name):
            if let v = env[name] { return v }
            if let v = state[name] { return v }
            throw fail("'\(name)' has no value here", expr)
        case .implicitMember(let name):
            guard let type = expr.type?.unwrapped, case .named(let typeName) = type else {
                throw fail("cannot tell which enum '.\(name)' belongs to", expr)
            }
            return .enumCase(type: typeName, name: name)
        case .member(let base, let name, let optional):
            if case .identifier(let typeName) = base.kind, env[typeName] == nil, state[typeName] == nil,
               let decl = scene.types[typeName] {
                return try typeMember(decl, name, expr)
            }
            let value = try eval(base, env, depth: depth)
            if value.isNull {
                if optional { return .null }
                throw fail("'\(base)' is nil, so '.\(name)' has no value", expr)
            }
            return try member(value, name, expr)
        case .lookup(let base, let key):
            guard case .identifier(let typeName) = base.kind, scene.types[typeName] != nil else {
                throw fail("only a type can be indexed by identity, as in Recipe[id]", expr)
            }
            let k = try eval(key, env, depth: depth)
            if let ids = k.listItems {
                return .list(ids.compactMap { data.record(typeName, id: $0) })
            }
            return data.record(typeName, id: k) ?? .null
        case .call(let base, let name, let arguments):
            if let base {
                let list = try eval(base, env, depth: depth)
                guard let items = list.listItems else { throw fail("'\(name)' needs a list", expr) }
                guard let argument = arguments.first?.value else { throw fail("'\(name)' needs an argument", expr) }
                switch name {
                case "filter":
                    return .list(try items.filter { try eval(argument, env.with("it", $0), depth: depth).boolValue == true })
                case "sorted":
                    let keyed = try items.map { (try eval(argument, env.with("it", $0), depth: depth), $0) }
                    return .list(keyed.sorted { compare($0.0, $1.0) }.map(\.1))
                default:
                    throw fail("lists have no method '\(name)'", expr)
                }
            }
            guard let query = scene.queries[name] else { throw fail("no query named '\(name)'", expr) }
            guard depth < Evaluator.maxCallDepth else { throw fail("query '\(name)' calls itself too deeply", expr) }
            var locals = Environment()
            var values: [Value] = []
            for (index, parameter) in query.parameters.enumerated() {
                let argument = arguments.first { $0.label == parameter.label } ?? (index < arguments.count ? arguments[index] : nil)
                let value = try argument.map { try eval($0.value, env, depth: depth) } ?? .null
                values.append(value)
                locals = locals.with(parameter.label, value)
            }
            guard let cache, cache.isStateFree(query, in: scene) else {
                return try eval(query.body, locals, depth: depth + 1)
            }
            let key = QueryCache.Key(name: name, arguments: values)
            if let hit = cache.cached(key) { return hit }
            let result = try eval(query.body, locals, depth: depth + 1)
            cache.store(result, for: key)
            return result
        case .unary(.not, let operand):
            return .bool(!(try eval(operand, env, depth: depth).boolValue ?? false))
        case .binary(let op, let lhs, let rhs):
            switch op {
            case .coalesce:
                let l = try eval(lhs, env, depth: depth)
                return l.isNull ? try eval(rhs, env, depth: depth) : l
            case .equal: return .bool(try eval(lhs, env, depth: depth) == eval(rhs, env, depth: depth))
            case .notEqual: return .bool(try eval(lhs, env, depth: depth) != eval(rhs, env, depth: depth))
            case .and:
                guard try eval(lhs, env, depth: depth).boolValue == true else { return .bool(false) }
                return .bool(try eval(rhs, env, depth: depth).boolValue == true)
            case .or:
                if try eval(lhs, env, depth: depth).boolValue == true { return .bool(true) }
                return .bool(try eval(rhs, env, depth: depth).boolValue == true)
            }
        }
    }

    private func typeMember(_ decl: TypeDecl, _ name: String, _ expr: Expression) throws -> Value {
        switch decl.kind {
        case .enumeration(let cases, _):
            if name == "allCases" { return .list(cases.map { .enumCase(type: decl.name, name: $0.name) }) }
            if cases.contains(where: { $0.name == name }) { return .enumCase(type: decl.name, name: name) }
        case .structure:
            if name == "all" { return .list(data.all(decl.name)) }
            if let record = data.namedRecord(decl.name, name) { return record }
        }
        throw fail("\(decl.name) has no member '\(name)' (a deleted record?)", expr)
    }

    private func member(_ value: Value, _ name: String, _ expr: Expression) throws -> Value {
        switch value {
        case .record(let type, let id):
            if name == "id", scene.types[type]?.identity == nil || scene.types[type]?.identity == "id" {
                if let fields = data.fields(of: type, id: id), let v = fields["id"] { return v }
                return id
            }
            guard let fields = data.fields(of: type, id: id) else {
                throw fail("the \(type) with identity \(id) no longer exists in the data", expr)
            }
            if let v = fields[name] { return v }
            if scene.types[type]?.field(name) != nil { return .null }
            throw fail("\(type) has no field '\(name)'", expr)
        case .enumCase(let type, let caseName):
            if name == "id" || name == "rawValue" { return name == "id" ? value : .string(caseName) }
            if let property = scene.types[type]?.property(name) { return .string(property.values[caseName] ?? caseName) }
            throw fail("\(type) has no property '\(name)'", expr)
        case .list(let items):
            switch name {
            case "count": return .int(items.count)
            case "isEmpty": return .bool(items.isEmpty)
            case "first": return items.first ?? .null
            case "last": return items.last ?? .null
            default: throw fail("lists have no member '\(name)'", expr)
            }
        case .string(let s):
            if name == "count" { return .int(s.count) }
            if name == "isEmpty" { return .bool(s.isEmpty) }
            if name == "description" { return value }
        default: break
        }
        if name == "description" || name == "id" { return value }
        throw fail("\(value.typeName) has no member '\(name)'", expr)
    }

    /// Ascending order used by `sorted(by:)`: strings by Unicode order (Swift's `<`), numbers numerically.
    private func compare(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.string(let x), .string(let y)): return x < y
        case (.int(let x), .int(let y)): return x < y
        case (.double(let x), .double(let y)): return x < y
        case (.bool(let x), .bool(let y)): return !x && y
        default: return display(a) < display(b)
        }
    }
}
