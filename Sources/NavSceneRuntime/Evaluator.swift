import NavSceneDiagnostics
import NavSceneModel

/// Why an expression could not be evaluated (a stale record, an unknown name in a scene that did not check clean...).
public struct EvaluationError: Error, Hashable, Sendable {
    public var message: String
    public var range: SourceRange
}

/// Evaluates expressions dynamically against the scene's types, data and the current navigation state.
struct Evaluator {
    let scene: Scene
    let data: DataStore
    let state: [String: Value]
    let cache: QueryCache?
    /// Shared by every evaluation of one render or interaction.
    let budget: WorkBudget
    /// Guards query recursion (a query calling itself).
    private static let maxCallDepth = 32

    init(scene: Scene, data: DataStore, state: [String: Value], cache: QueryCache? = nil, budget: WorkBudget = WorkBudget()) {
        self.scene = scene
        self.data = data
        self.state = state
        self.cache = cache
        self.budget = budget
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
                if let field = scene.types[type]?.displayField, let shown = fields[field] {
                    return shown.isNull ? value.description : display(shown)
                }
                for key in ["name", "title", "description"] {
                    if case .string(let s)? = fields[key] { return s }
                }
            }
            return value.description
        case .list(let items): return "[" + items.map(display).joined(separator: ", ") + "]"
        case .enumCase(let type, let name, let payload) where !payload.isEmpty:
            // An identity (`recipe(Recipe.ID)`) reads as the record it names, when it still exists.
            let associated = scene.types[type]?.enumCase(name)?.associated ?? []
            let parts = payload.enumerated().map { index, item -> String in
                if index < associated.count, case .identifier(let of) = associated[index].type.unwrapped,
                   let record = data.record(of, id: item) {
                    return display(record)
                }
                return display(item)
            }
            return name + "(" + parts.joined(separator: ", ") + ")"
        default: return value.description
        }
    }

    func fail(_ message: String, _ expr: Expression) -> EvaluationError {
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
            if let alias = env.alias(name) { return state[alias.key] ?? alias.initial }
            if let v = state[name] { return v }
            if let computed = scene.computed[name] {
                // Computed state: its getter, over the state alone (the checker keeps getters from reading themselves).
                guard depth < Evaluator.maxCallDepth else { throw fail("'\(name)' is computed from itself too deeply", expr) }
                return try eval(computed.get, Environment(), depth: depth + 1)
            }
            if scene.stateVariable(name)?.isLatent == true {
                throw fail("'\(name)' stands for a value of navigation state that code the model does not compute makes; the simulator does not run through it", expr)
            }
            throw fail("'\(name)' has no value here", expr)
        case .implicitMember(let name):
            guard let type = expr.type?.unwrapped, case .named(let typeName) = type else {
                throw fail("cannot tell which enum '.\(name)' belongs to", expr)
            }
            return .enumCase(type: typeName, name: name)
        case .member(let base, let name, let optional):
            if case .identifier(let typeName) = base.kind, !env.binds(typeName), state[typeName] == nil,
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
            if case .array? = base.type {
                // `path[0]`: a list subscript; out of range is Swift's trap, here an evaluation failure.
                let items = try eval(base, env, depth: depth).listItems ?? []
                guard case .int(let index) = try eval(key, env, depth: depth) else { throw fail("a list index must be an Int", expr) }
                guard items.indices.contains(index) else {
                    throw fail("index \(index) is out of range for '\(base)', which has \(items.count) element(s)", expr)
                }
                return items[index]
            }
            guard case .identifier(let typeName) = base.kind, scene.types[typeName] != nil else {
                throw fail("only a type can be indexed by identity, as in Recipe[id]", expr)
            }
            let k = try eval(key, env, depth: depth)
            if let ids = k.listItems {
                return .list(ids.compactMap { data.record(typeName, id: $0) })
            }
            return data.record(typeName, id: k) ?? .null
        case .enumCase(let name, let arguments):
            guard let type = expr.type?.unwrapped, case .named(let typeName) = type else {
                throw fail("cannot tell which enum '.\(name)(...)' belongs to", expr)
            }
            return .enumCase(type: typeName, name: name, payload: try arguments.map { try eval($0.value, env, depth: depth) })
        case .forceUnwrap(let operand):
            let value = try eval(operand, env, depth: depth)
            if value.isNull { throw fail("'\(operand)' is nil, so '\(operand)!' fails (Swift traps here)", expr) }
            return value
        case .conditional(let condition, let then, let otherwise):
            return try eval(condition, env, depth: depth).boolValue == true ? eval(then, env, depth: depth) : eval(otherwise, env, depth: depth)
        case .call(let base, let name, let arguments):
            if let base, case .identifier(let typeName) = base.kind, !env.binds(typeName), state[typeName] == nil,
               scene.types[typeName]?.isEnum == true {
                return .enumCase(type: typeName, name: name, payload: try arguments.map { try eval($0.value, env, depth: depth) })
            }
            if let base {
                let list = try eval(base, env, depth: depth)
                if name == "contains", case .string(let text) = list {
                    guard case .string(let part)? = try arguments.first.map({ try eval($0.value, env, depth: depth) }) else {
                        throw fail("'contains' needs a String", expr)
                    }
                    return .bool(text.contains(part))
                }
                guard let items = list.listItems else { throw fail("'\(name)' needs a list", expr) }
                guard let argument = arguments.first?.value else { throw fail("'\(name)' needs an argument", expr) }
                try budget.evaluate(items.count, at: expr.range)
                switch name {
                case "filter":
                    return .list(try items.filter { try eval(argument, env.with("it", $0), depth: depth).boolValue == true })
                case "contains":
                    if arguments.first?.label == "where" {
                        return .bool(try items.contains { try eval(argument, env.with("it", $0), depth: depth).boolValue == true })
                    }
                    let wanted = try eval(argument, env, depth: depth)
                    return .bool(items.contains(wanted))
                case "sorted":
                    let keyed = try items.map { (try eval(argument, env.with("it", $0), depth: depth), $0) }
                    return .list(keyed.sorted { compare($0.0, $1.0) }.map(\.1))
                default:
                    throw fail("lists have no method '\(name)'", expr)
                }
            }
            guard let query = scene.queries[name] else { throw fail("no query named '\(name)'", expr) }
            guard depth < Evaluator.maxCallDepth else { throw fail("query '\(name)' calls itself too deeply", expr) }
            try budget.evaluate(1, at: expr.range)
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
        case .unary(.negate, let operand):
            switch try eval(operand, env, depth: depth) {
            case .int(let i):
                guard i != .min else { throw fail("'-\(operand)' overflows Int", expr) }
                return .int(-i)
            case .double(let d): return .double(-d)
            default: throw fail("'-' needs a number", expr)
            }
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
            case .less, .lessOrEqual, .greater, .greaterOrEqual:
                let l = try eval(lhs, env, depth: depth), r = try eval(rhs, env, depth: depth)
                guard let order = Evaluator.order(l, r) else { throw fail("cannot order \(l.typeName) and \(r.typeName)", expr) }
                switch op {
                case .less: return .bool(order < 0)
                case .lessOrEqual: return .bool(order <= 0)
                case .greater: return .bool(order > 0)
                default: return .bool(order >= 0)
                }
            case .add, .subtract, .multiply, .divide, .remainder:
                return try arithmetic(op, try eval(lhs, env, depth: depth), try eval(rhs, env, depth: depth), expr)
            }
        }
    }

    private func typeMember(_ decl: TypeDecl, _ name: String, _ expr: Expression) throws -> Value {
        switch decl.kind {
        case .enumeration(let cases, _):
            if name == "allCases", !decl.hasAssociatedValues { return .list(cases.map { .enumCase(type: decl.name, name: $0.name) }) }
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
        case .enumCase(let type, let caseName, _):
            if name == "id" { return value }
            if name == "rawValue" { return scene.types[type]?.enumCase(caseName)?.rawValue ?? .string(caseName) }
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
