import NavSceneModel
import NavSceneRuntime

/// What the analysis knows of a value: a finite set of the concrete values it may take, any value of one type
/// (`any`: a value the front end could not compute, or one of a type with more values than the analysis keeps), or
/// anything (`top`). Sets grow by union only, and past `limit` values become `top`, so every fixpoint over them
/// terminates; `any` joins to itself, or to `top` with anything of another type.
public enum AbstractValue: Hashable, Sendable {
    case top
    case values(Set<Value>)
    /// Any value of the type: for an optional, nil or any value of the wrapped type; for an array, zero or more
    /// elements, each any value of the element type. Only its type is known: what decides on it takes every way it
    /// can, and a push of it is a push of a value of that type (never of any type).
    case any(TypeRef)

    static let limit = Value.enumerationLimit
    public static let none = AbstractValue.values([])

    public static func just(_ value: Value) -> AbstractValue { .values([value]) }

    public func joined(_ other: AbstractValue) -> AbstractValue {
        switch (self, other) {
        case (.top, _), (_, .top): return .top
        case (.values(let a), .values(let b)):
            if b.isSubset(of: a) { return self }
            let union = a.union(b)
            return union.count > AbstractValue.limit ? .top : .values(union)
        case (.any(let a), .any(let b)):
            if a == b { return self }
            if a == .optional(b) { return self }
            if b == .optional(a) { return other }
            return .top
        case (.any(let type), .values(let set)), (.values(let set), .any(let type)):
            return set.allSatisfy { AbstractValue.value($0, fits: type) } ? .any(type) : .top
        }
    }

    /// Whether a concrete value is one of `type`'s (how the runtime names types; an identity or a type-erased value
    /// never fits, so a join with one is `top`).
    static func value(_ value: Value, fits type: TypeRef) -> Bool {
        switch (value, type) {
        case (.null, .optional): return true
        case (_, .optional(let wrapped)): return AbstractValue.value(value, fits: wrapped)
        case (.list(let items), .array(let element)): return items.allSatisfy { AbstractValue.value($0, fits: element) }
        case (.null, _), (.list, _): return false
        case (_, .named(let name)): return name != TypeRef.anyHashable.description && value.typeName == name
        default: return false
        }
    }

    public var concrete: Set<Value>? { if case .values(let v) = self { return v } else { return nil } }
    public var isTop: Bool { if case .top = self { return true } else { return false } }
    public var isEmpty: Bool { concrete?.isEmpty == true }
    /// The type every value it stands for has, when it is `any` of one.
    public var anyType: TypeRef? { if case .any(let type) = self { return type } else { return nil } }

    /// Whether an `if` on this value may take its `then` branch (the interpreter's rule: true, or a non-nil non-Bool).
    /// A value known only by its type may take every branch.
    public var mayTakeThen: Bool { concrete.map { $0.contains(where: AbstractValue.takesThen) } ?? true }
    public var mayTakeElse: Bool { concrete.map { $0.contains { !AbstractValue.takesThen($0) } } ?? true }
    public var mayBeNull: Bool { concrete.map { $0.contains(.null) } ?? true }
    public var mayBeNonNull: Bool { concrete.map { $0.contains { !$0.isNull } } ?? true }
    public var mayBeTrue: Bool { concrete.map { $0.contains(.bool(true)) } ?? true }

    static func takesThen(_ value: Value) -> Bool {
        value.boolValue == true || (!value.isNull && value.boolValue == nil)
    }

    /// The same without nil (what `if let` binds).
    public var nonNull: AbstractValue {
        switch self {
        case .top: return .top
        case .any(let type): return .any(type.unwrapped)
        case .values(let v): return .values(v.filter { !$0.isNull })
        }
    }

    public func map(_ transform: (Value) -> Value?) -> AbstractValue {
        guard case .values(let v) = self else { return .top }
        var out = Set<Value>()
        for value in v { if let t = transform(value) { out.insert(t) } }
        return out.count > AbstractValue.limit ? .top : .values(out)
    }
}

/// Locals an expression sees while the analysis walks a view: view parameters, `as` names, `if let` bindings; and
/// aliases, names that stand for a state variable under another key: a view's own `@State` (one abstract variable
/// per view declaration, `View.name`, joined over every instance) or a `@Binding` parameter (the caller's variable).
struct AbstractEnvironment: Hashable, Sendable {
    private indirect enum Slot: Hashable, Sendable {
        case value(AbstractValue)
        case alias(String)
        /// An action or view parameter: the arguments of the instances it may come from (a view shown by several
        /// instances: each one's closure, with the environment it was written in), ordered by node.
        case actions([Closure])
    }

    /// A closure an instance passes for an action or view parameter: the instance's node, the argument's name, and
    /// the environment the closure was written in.
    struct Closure: Hashable, Sendable {
        var node: Int
        var argument: String
        var captured: AbstractEnvironment
    }
    private(set) var names: [String] = []
    private var slots: [Slot] = []

    private func slot(_ name: String) -> Slot? {
        var index = names.count - 1
        while index >= 0 {
            if names[index] == name { return slots[index] }
            index -= 1
        }
        return nil
    }

    subscript(name: String) -> AbstractValue? {
        if case .value(let v)? = slot(name) { return v }
        return nil
    }

    /// The state key `name` stands for, when it is an alias.
    func alias(_ name: String) -> String? {
        if case .alias(let key)? = slot(name) { return key }
        return nil
    }

    /// The closures an action or view parameter may be (empty when `name` is not one).
    func actions(_ name: String) -> [Closure] {
        if case .actions(let closures)? = slot(name) { return closures }
        return []
    }

    func with(_ name: String, action node: Int, argument: String, captured: AbstractEnvironment) -> AbstractEnvironment {
        with(name, slot: .actions([Closure(node: node, argument: argument, captured: captured)]))
    }

    /// The state variable a binding or statement target writes.
    func stateKey(_ name: String) -> String { alias(name) ?? name }

    func with(_ name: String, _ value: AbstractValue) -> AbstractEnvironment { with(name, slot: .value(value)) }
    func with(_ name: String, aliasOf key: String) -> AbstractEnvironment { with(name, slot: .alias(key)) }

    private func with(_ name: String, slot: Slot) -> AbstractEnvironment {
        var copy = self
        copy.bind(name, slot: slot)
        return copy
    }

    /// `with`, in place: an environment being built binding by binding (a view instance's parameters) is not copied
    /// once per binding.
    mutating func bind(_ name: String, _ value: AbstractValue) { bind(name, slot: .value(value)) }
    mutating func bind(_ name: String, aliasOf key: String) { bind(name, slot: .alias(key)) }
    mutating func bind(_ name: String, action node: Int, argument: String, captured: AbstractEnvironment) {
        bind(name, slot: .actions([Closure(node: node, argument: argument, captured: captured)]))
    }

    private mutating func bind(_ name: String, slot: Slot) {
        if let index = names.lastIndex(of: name) { slots[index] = slot } else {
            names.append(name)
            slots.append(slot)
        }
    }

    /// The names the two bind to different variables (a view with a `@Binding` whose content is reached from two
    /// instances bound to different variables), at any depth of captured closures: one environment cannot stand for
    /// both aliases. Closures of different instances are kept apart (each runs with its own captures), so only one
    /// instance's closure reached with different captures can conflict.
    func conflictingAliases(with other: AbstractEnvironment) -> Set<String> {
        var names: Set<String> = []
        for (index, name) in other.names.enumerated() {
            switch other.slots[index] {
            case .alias(let theirs):
                if let mine = alias(name), mine != theirs { names.insert(name) }
            case .actions(let theirs):
                let mine = actions(name)
                for closure in theirs {
                    if let same = mine.first(where: { $0.node == closure.node && $0.argument == closure.argument }) {
                        names.formUnion(same.captured.conflictingAliases(with: closure.captured))
                    }
                }
            case .value:
                break
            }
        }
        return names
    }

    /// The environment with each of `names` that is an alias (here or in a captured closure's environment) turned into
    /// an unknown value; `keys` collects the variables those aliases named, which the caller makes unknown too, so
    /// a write through the name that no longer reaches them is covered.
    func unaliasing(_ names: Set<String>, keys: inout Set<String>) -> AbstractEnvironment {
        var result = self
        for name in names {
            if case .alias(let key)? = result.slot(name) {
                keys.insert(key)
                result = result.with(name, .top)
            }
        }
        for (index, slot) in result.slots.enumerated() {
            guard case .actions(var closures) = slot else { continue }
            for position in closures.indices { closures[position].captured = closures[position].captured.unaliasing(names, keys: &keys) }
            result.slots[index] = .actions(closures)
        }
        return result
    }

    /// Name by name union; a name only one side binds keeps its value (the other side never reads it). Aliases
    /// must agree (see `conflictingAliases`).
    func joined(_ other: AbstractEnvironment) -> AbstractEnvironment {
        var result = self
        for (index, name) in other.names.enumerated() {
            switch other.slots[index] {
            case .value(let theirs):
                if let mine = result[name] { result = result.with(name, mine.joined(theirs)) }
                else { result = result.with(name, theirs) }
            case .alias(let key):
                if result.slot(name) == nil { result = result.with(name, aliasOf: key) }
            case .actions(let theirs):
                // The closures of both; the same argument of the same instance node: what it captured joins.
                guard case .actions(var closures)? = result.slot(name) else {
                    if result.slot(name) == nil { result = result.with(name, slot: .actions(theirs)) }
                    continue
                }
                for closure in theirs {
                    if let index = closures.firstIndex(where: { $0.node == closure.node && $0.argument == closure.argument }) {
                        closures[index].captured = closures[index].captured.joined(closure.captured)
                    } else {
                        closures.append(closure)
                    }
                }
                closures.sort { ($0.node, $0.argument) < ($1.node, $1.argument) }
                result = result.with(name, slot: .actions(closures))
            }
        }
        return result
    }
}
