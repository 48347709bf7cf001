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
        var capture: CapturedEnvironment
        var captured: AbstractEnvironment { capture.environment }
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
    mutating func bind(_ name: String, action node: Int, argument: String, captured: CapturedEnvironment) {
        bind(name, slot: .actions([Closure(node: node, argument: argument, capture: captured)]))
    }
    /// Every closure the environment binds (not those of what they captured).
    var allClosures: [Closure] {
        slots.flatMap { slot -> [Closure] in
            if case .actions(let closures) = slot { return closures }
            return []
        }
    }

    /// An action parameter bound to closures another parameter holds (one handed on as it is).
    mutating func bind(_ name: String, actions closures: [Closure]) { bind(name, slot: .actions(closures)) }

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
        var compared: Set<CapturedEnvironment.Pair> = []
        conflictingAliases(with: other, into: &names, compared: &compared)
        return names
    }

    /// (Each pair of captured environments is compared once: one environment is captured by every closure of an
    /// instance and by every instance below it, so a walk over the captures as a tree would grow exponentially.)
    private func conflictingAliases(with other: AbstractEnvironment, into names: inout Set<String>,
                                    compared: inout Set<CapturedEnvironment.Pair>) {
        for (index, name) in other.names.enumerated() {
            switch other.slots[index] {
            case .alias(let theirs):
                if let mine = alias(name), mine != theirs { names.insert(name) }
            case .actions(let theirs):
                let mine = actions(name)
                for closure in theirs {
                    if let same = mine.first(where: { $0.node == closure.node && $0.argument == closure.argument }),
                       same.capture !== closure.capture,
                       compared.insert(CapturedEnvironment.Pair(same.capture, closure.capture)).inserted {
                        same.captured.conflictingAliases(with: closure.captured, into: &names, compared: &compared)
                    }
                }
            case .value:
                break
            }
        }
    }

    /// The environment with each of `names` that is an alias (here or in a captured closure's environment) turned into
    /// an unknown value; `keys` collects the variables those aliases named, which the caller makes unknown too, so
    /// a write through the name that no longer reaches them is covered.
    func unaliasing(_ names: Set<String>, keys: inout Set<String>, in store: CapturedEnvironments) -> AbstractEnvironment {
        var done: [ObjectIdentifier: CapturedEnvironment] = [:]
        return unaliasing(names, keys: &keys, store: store, done: &done)
    }

    /// (Each captured environment is rewritten once, `done`, as `conflictingAliases` compares each pair once.)
    fileprivate func unaliasing(_ names: Set<String>, keys: inout Set<String>, store: CapturedEnvironments,
                                done: inout [ObjectIdentifier: CapturedEnvironment]) -> AbstractEnvironment {
        var result = self
        for name in names {
            if case .alias(let key)? = result.slot(name) {
                keys.insert(key)
                result = result.with(name, .top)
            }
        }
        for (index, slot) in result.slots.enumerated() {
            guard case .actions(var closures) = slot else { continue }
            for position in closures.indices {
                let capture = closures[position].capture
                if let node = capture.summaryOf {
                    store.unaliasSummary(node, names, keys: &keys, done: &done)
                    continue
                }
                if let rewritten = done[ObjectIdentifier(capture)] {
                    closures[position].capture = rewritten
                    continue
                }
                let rewritten = store.intern(capture.environment.unaliasing(names, keys: &keys, store: store, done: &done))
                done[ObjectIdentifier(capture)] = rewritten
                closures[position].capture = rewritten
            }
            result.slots[index] = .actions(closures)
        }
        return result
    }

    /// Name by name union; a name only one side binds keeps its value (the other side never reads it). Aliases
    /// must agree (see `conflictingAliases`).
    func joined(_ other: AbstractEnvironment, in store: CapturedEnvironments) -> AbstractEnvironment {
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
                        closures[index].capture = store.joined(closures[index].capture, closure.capture)
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

/// An environment a closure captured, interned in the analysis' `CapturedEnvironments`: equal environments are one
/// object, so a closure is hashed and compared by identity, in constant time. (An instance's closures all capture
/// the environment it is written in, which holds the closures of the instances above it: hashed or compared as a
/// tree of values, the captures of a view nested `n` deep in views passing `k` closures each cost `k^n`.)
///
/// A closure written in an environment that already holds one of the same instance's closures (a view that shows
/// itself, handing on a closure that does more than run the one it was given) would capture one level deeper each
/// time the analysis walks it, and the fixpoint would never settle: such a closure captures its instance's summary
/// instead, the join of every environment the instance's closures were written in (`CapturedEnvironments.capture`).
final class CapturedEnvironment: Hashable, @unchecked Sendable {
    private let captured: AbstractEnvironment
    /// The instance node whose summary this is (nil: the one environment `captured`).
    let summaryOf: Int?
    /// The instance nodes of the closures the environment holds, at any depth (a summary: its own).
    let instanceNodes: Set<Int>
    private weak var store: CapturedEnvironments?

    fileprivate init(_ environment: AbstractEnvironment, instanceNodes: Set<Int>) {
        captured = environment
        summaryOf = nil
        self.instanceNodes = instanceNodes
    }

    fileprivate init(summaryOf node: Int, in store: CapturedEnvironments) {
        captured = AbstractEnvironment()
        summaryOf = node
        instanceNodes = [node]
        self.store = store
    }

    var environment: AbstractEnvironment {
        guard let node = summaryOf else { return captured }
        return store?.summary(node) ?? captured
    }

    static func == (lhs: CapturedEnvironment, rhs: CapturedEnvironment) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Two captured environments: in order, or unordered (`Pair(a, b, ordered: false)`).
    struct Pair: Hashable {
        var first: ObjectIdentifier
        var second: ObjectIdentifier
        init(_ a: CapturedEnvironment, _ b: CapturedEnvironment, ordered: Bool = false) {
            let x = ObjectIdentifier(a), y = ObjectIdentifier(b)
            (first, second) = ordered || x < y ? (x, y) : (y, x)
        }
    }
}

/// The captured environments of one analysis, one object per distinct environment (hash-consing): an environment
/// is hashed over its own names and slots, its closures by the identity of what they captured, so interning one is
/// linear in its own size. Joins of two captured environments are remembered, so a join over captures shared by
/// many closures is done once per pair. And the summaries of instances whose closures recur in what they capture.
final class CapturedEnvironments {
    private var table: [AbstractEnvironment: CapturedEnvironment] = [:]
    /// (Keyed in order: a join keeps the names of its left side first.)
    private var joins: [CapturedEnvironment.Pair: CapturedEnvironment] = [:]
    private var summaries: [Int: AbstractEnvironment] = [:]
    private var summaryBoxes: [Int: CapturedEnvironment] = [:]
    /// Whether a summary grew since the analysis last asked (`takeChanges`), and the variables aliases that were
    /// made unknown in a summary named (each takes any value, as in `ReachabilityAnalysis.enter`).
    private var grew = false
    private var unaliasedKeys: Set<String> = []

    /// The one captured environment equal to `environment`.
    func intern(_ environment: AbstractEnvironment) -> CapturedEnvironment {
        if let known = table[environment] { return known }
        var nodes = Set<Int>()
        for closure in environment.allClosures {
            nodes.insert(closure.node)
            nodes.formUnion(closure.capture.instanceNodes)
        }
        let captured = CapturedEnvironment(environment, instanceNodes: nodes)
        table[environment] = captured
        return captured
    }

    /// What the closures of the instance `node` capture when written in `environment`: the environment itself, or,
    /// when it already holds a closure of this instance (at any depth), the instance's summary, joined with it.
    func capture(_ environment: AbstractEnvironment, instance node: Int) -> CapturedEnvironment {
        let precise = intern(environment)
        guard precise.instanceNodes.contains(node) else { return precise }
        return summarize(environment, instance: node)
    }

    func summary(_ node: Int) -> AbstractEnvironment? { summaries[node] }

    /// Joins `environment` into the summary of the instance `node`.
    /// The one captured environment standing for the summary of the instance `node`.
    private func summaryBox(_ node: Int) -> CapturedEnvironment {
        if let box = summaryBoxes[node] { return box }
        let box = CapturedEnvironment(summaryOf: node, in: self)
        summaryBoxes[node] = box
        return box
    }

    private func summarize(_ environment: AbstractEnvironment, instance node: Int) -> CapturedEnvironment {
        let box = summaryBox(node)
        guard let old = summaries[node] else {
            summaries[node] = environment
            grew = true
            return box
        }
        var base = old, added = environment
        let conflicting = base.conflictingAliases(with: added)
        if !conflicting.isEmpty {
            base = base.unaliasing(conflicting, keys: &unaliasedKeys, in: self)
            added = added.unaliasing(conflicting, keys: &unaliasedKeys, in: self)
        }
        var joined = base.joined(added, in: self)
        // (The join may have joined into this summary itself, through a closure of this instance inside.)
        if let current = summaries[node], current != old { joined = current.joined(joined, in: self) }
        if joined != old {
            summaries[node] = joined
            grew = true
        }
        return box
    }

    /// Rewrites a summary without the aliases `names` (`AbstractEnvironment.unaliasing`).
    fileprivate func unaliasSummary(_ node: Int, _ names: Set<String>, keys: inout Set<String>,
                                    done: inout [ObjectIdentifier: CapturedEnvironment]) {
        guard let box = summaryBoxes[node], done[ObjectIdentifier(box)] == nil, let old = summaries[node] else { return }
        done[ObjectIdentifier(box)] = box
        let rewritten = old.unaliasing(names, keys: &keys, store: self, done: &done)
        if rewritten != old {
            summaries[node] = rewritten
            grew = true
        }
    }

    /// The join of two captured environments (`AbstractEnvironment.joined`), interned. Two closures are joined only
    /// when they are the same instance's, so a summary on either side is that instance's: the other joins into it.
    func joined(_ a: CapturedEnvironment, _ b: CapturedEnvironment) -> CapturedEnvironment {
        if a === b { return a }
        if let node = a.summaryOf ?? b.summaryOf {
            for side in [a, b] where side.summaryOf == nil { _ = summarize(side.environment, instance: node) }
            return summaryBox(node)
        }
        let key = CapturedEnvironment.Pair(a, b, ordered: true)
        if let known = joins[key] { return known }
        let result = intern(a.environment.joined(b.environment, in: self))
        joins[key] = result
        return result
    }

    /// Whether a summary changed since the last call, and the variables to make unknown; both are then cleared.
    func takeChanges() -> (grew: Bool, unaliased: Set<String>) {
        defer { grew = false; unaliasedKeys = [] }
        return (grew, unaliasedKeys)
    }
}
