import Foundation
import NavSceneModel

/// Results of queries (`recipes(in: .dessert)`) by name and arguments. A navigator's data never changes (deleting a
/// record makes a new navigator), so a query that reads only its parameters and the data always returns the same
/// list: exploration renders thousands of states and would otherwise filter and sort the data for each of them.
/// Queries that read state are never cached (see `stateFree`).
final class QueryCache: @unchecked Sendable {
    struct Key: Hashable {
        var name: String
        var arguments: [Value]
    }

    private var results: [Key: Value] = [:]
    private var stateFree: [String: Bool] = [:]
    private let lock = NSLock()
    /// Results kept at most; a scene with a huge argument space stops caching instead of growing without bound.
    private let capacity = 4_096

    func cached(_ key: Key) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        return results[key]
    }

    func store(_ value: Value, for key: Key) {
        lock.lock()
        defer { lock.unlock() }
        if results.count < capacity { results[key] = value }
    }

    /// Whether a query's body reads nothing but its parameters, `it`, type names and other state-free queries.
    func isStateFree(_ query: Query, in scene: Scene) -> Bool {
        lock.lock()
        if let known = stateFree[query.name] { lock.unlock(); return known }
        lock.unlock()
        let parameters = Set(query.parameters.map(\.label) + ["it"])
        var free = true
        func visit(_ expr: NavSceneModel.Expression, _ depth: Int) {
            guard free else { return }
            guard depth < 64 else { free = false; return }
            switch expr.kind {
            case .identifier(let name):
                if !parameters.contains(name), scene.types[name] == nil { free = false }
            case .member(let base, _, _): visit(base, depth + 1)
            case .lookup(let base, let key): visit(base, depth + 1); visit(key, depth + 1)
            case .call(let base, let name, let arguments):
                if let base { visit(base, depth + 1) } else if name == query.name || scene.queries[name] == nil { free = false }
                else if let other = scene.queries[name], !isStateFree(other, in: scene) { free = false }
                for argument in arguments { visit(argument.value, depth + 1) }
            case .unary(_, let operand): visit(operand, depth + 1)
            case .binary(_, let lhs, let rhs): visit(lhs, depth + 1); visit(rhs, depth + 1)
            case .array(let items): for item in items { visit(item, depth + 1) }
            case .conditional(let c, let t, let o): visit(c, depth + 1); visit(t, depth + 1); visit(o, depth + 1)
            case .forceUnwrap(let e): visit(e, depth + 1)
            case .enumCase(_, let arguments): for argument in arguments { visit(argument.value, depth + 1) }
            case .implicitMember, .string, .int, .double, .bool, .null: break
            }
        }
        visit(query.body, 0)
        lock.lock()
        stateFree[query.name] = free
        lock.unlock()
        return free
    }
}
