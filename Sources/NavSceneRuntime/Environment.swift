import NavSceneModel

/// Names visible to an expression: locals (view parameters, `as` names, `if let`), then state, then types.
/// A handful of names at most, so two parallel arrays searched from the end (the newest binding shadows) cost less
/// than a dictionary copied for every ForEach element. A name may also stand for a state variable under another key
/// (an alias): a view's own `@State` (keyed per instance) or a `@Binding` parameter (the caller's variable).
public struct Environment: Hashable, Sendable {
    private indirect enum Slot: Hashable, Sendable {
        case value(Value)
        /// Reads and writes go to `state[key]`; `initial` is read while the key has never been written.
        case alias(key: String, initial: Value)
        /// An action parameter: the statements of argument `argument` of the view instance at template `node`, run
        /// with the environment they were written in (a closure and what it captured).
        case action(node: Int, argument: String, captured: Environment)
    }
    private var names: [String] = []
    private var slots: [Slot] = []

    public init(locals: [String: Value] = [:]) {
        for (name, value) in locals.sorted(by: { $0.key < $1.key }) {
            names.append(name)
            slots.append(.value(value))
        }
    }

    private func slot(_ name: String) -> Slot? {
        var index = names.count - 1
        while index >= 0 {
            if names[index] == name { return slots[index] }
            index -= 1
        }
        return nil
    }

    /// The local value of `name` (nil for an alias or an unbound name).
    public subscript(name: String) -> Value? {
        if case .value(let v)? = slot(name) { return v }
        return nil
    }

    /// The state key and initial value `name` stands for, when it is an alias.
    public func alias(_ name: String) -> (key: String, initial: Value)? {
        if case .alias(let key, let initial)? = slot(name) { return (key, initial) }
        return nil
    }

    /// The closure an action parameter stands for.
    public func action(_ name: String) -> (node: Int, argument: String, captured: Environment)? {
        if case .action(let node, let argument, let captured)? = slot(name) { return (node, argument, captured) }
        return nil
    }

    public func with(_ name: String, action node: Int, argument: String, captured: Environment) -> Environment {
        with(name, .action(node: node, argument: argument, captured: captured))
    }

    /// Whether the name is bound here at all (a value or an alias).
    public func binds(_ name: String) -> Bool { slot(name) != nil }

    /// The state key a binding or statement target `name` writes: through an alias, or the name itself.
    public func stateKey(_ name: String) -> String { alias(name)?.key ?? name }

    public func with(_ name: String, _ value: Value) -> Environment { with(name, .value(value)) }

    public func with(_ name: String, aliasOf key: String, initial: Value) -> Environment { with(name, .alias(key: key, initial: initial)) }

    private func with(_ name: String, _ slot: Slot) -> Environment {
        var copy = self
        if let index = copy.names.lastIndex(of: name) {
            copy.slots[index] = slot
        } else {
            copy.names.append(name)
            copy.slots.append(slot)
        }
        return copy
    }
}
