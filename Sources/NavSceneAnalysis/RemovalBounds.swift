import NavSceneModel

extension ReachabilityAnalysis {
    /// Whether no run of a Button's action, in any place the walk found it, can remove more values from a list than
    /// the list holds: every `removeLast` it may run (with the named actions it runs) comes after a test that shows the
    /// list holds enough (`guard !path.isEmpty else { return }`, `if path.count >= 2`), with nothing in between that
    /// may shrink it. Such a Button can never trap, in any state, so `pop-empty-path` need not search for a state where
    /// it does (a search can only learn that by seeing every state). Sound, not complete: anything the proof cannot
    /// follow (an action parameter's closure, a computed variable's setter, a dismissal before the removal, a test of
    /// a name bound to a value) is no proof.
    public func removalsStayWithinCount(ofButton node: Int) -> Bool {
        let occurrences = buttonOccurrences(ofNode: node)
        guard !occurrences.isEmpty else { return false }
        var bounds = RemovalBounds(scene: scene)
        return occurrences.allSatisfy { bounds.proves($0.statements, in: $0.env) }
    }
}

/// Lower bounds on the number of values lists hold while statements run (`ReachabilityAnalysis.removalsStayWithinCount`).
/// A bound is kept by the name a statement uses. Two distinct names of scene state are two variables; a name that
/// stands for another variable (a `@Binding` parameter, a view's own state) may be any of them, so what shrinks it
/// shrinks every bound kept. One pass over the statements: a conditional's branches each start from the bounds
/// before it plus what its condition shows, and after it the smaller bound of the two holds.
struct RemovalBounds {
    let scene: Scene
    /// Named actions proved (true) or not (false); an action being proved is absent and not entered again.
    private var actions: [String: Bool] = [:]
    private var active: Set<String> = []
    /// Conditionals nested deeper than this are no proof (the model bounds nesting already; this bounds the proof by
    /// construction).
    static let maxDepth = 256

    /// Whether some computed variable has a setter, which a dismissal's write of a presentation's binding may run.
    let hasSetters: Bool

    init(scene: Scene) {
        self.scene = scene
        hasSetters = scene.computed.values.contains { $0.set != nil }
    }

    /// Lower bounds by name; a name absent holds zero or more values.
    typealias Bounds = [String: Int]

    mutating func proves(_ statements: [Statement], in env: AbstractEnvironment) -> Bool {
        var bounds = Bounds()
        return run(statements, env, shadowed: [], &bounds, depth: 0)
    }

    /// Runs `statements` over `bounds`; false when some removal cannot be shown to stay within its list's count.
    private mutating func run(_ statements: [Statement], _ env: AbstractEnvironment, shadowed: Set<String>,
                              _ bounds: inout Bounds, depth: Int) -> Bool {
        guard depth < RemovalBounds.maxDepth else { return false }
        for statement in statements {
            switch statement.kind {
            case .removeLast(let name, let count):
                guard !shadowed.contains(name), env[name] == nil, writable(name, env),
                      let held = bounds[name], held >= count else { return false }
                shrink(name, by: count, env, &bounds)
            case .popLast(let name):
                guard writable(name, env) else { return false }
                shrink(name, by: 1, env, &bounds)
            case .removeAll(let name):
                guard writable(name, env) else { return false }
                reset(name, env, &bounds)
            case .set(let name, let value):
                guard writable(name, env) else { return false }
                reset(name, env, &bounds)
                if case .array(let items) = value.kind, !shadowed.contains(name) { bounds[name] = items.count }
            case .append(let name, _):
                guard writable(name, env) else { return false }
                // Only this list grows (a name standing for another variable grows that one: no bound falls).
                if !shadowed.contains(name) { bounds[name] = (bounds[name] ?? 0) + 1 }
            case .toggle(let name):
                guard writable(name, env) else { return false }
            case .dismiss:
                // Closing the screen or sheet pops its stack or writes its presentation's binding (a computed
                // variable's setter runs then): every bound is lost.
                guard !hasSetters else { return false }
                bounds = [:]
            case .run(let name):
                // An action parameter runs its callers' closures, which this proof does not follow.
                guard env.actions(name).isEmpty else { return false }
                if let action = scene.actions[name] {
                    guard prove(action: name, action.statements) else { return false }
                    bounds = [:]
                }
            case .conditional(let conditional):
                var then = bounds
                var innerShadow = shadowed
                if let binding = conditional.binding {
                    // `if let x = path.last`: the branch sees `x` as a value, not a list; the value is not nil.
                    innerShadow.insert(binding)
                    then[binding] = nil
                    for (name, least) in nonNil(conditional.condition, env, shadowed) where name != binding {
                        then[name] = max(then[name] ?? 0, least)
                    }
                } else {
                    for (name, least) in facts(conditional.condition, holds: true, env, shadowed) {
                        then[name] = max(then[name] ?? 0, least)
                    }
                }
                var otherwise = bounds
                if conditional.binding == nil {
                    for (name, least) in facts(conditional.condition, holds: false, env, shadowed) {
                        otherwise[name] = max(otherwise[name] ?? 0, least)
                    }
                }
                guard run(conditional.then, env, shadowed: innerShadow, &then, depth: depth + 1),
                      run(conditional.otherwise, env, shadowed: shadowed, &otherwise, depth: depth + 1) else { return false }
                bounds = RemovalBounds.meet(then, otherwise)
            }
        }
        return true
    }

    /// A named action, run with no names of the caller's (`Navigator.execute`), proved once.
    private mutating func prove(action name: String, _ statements: [Statement]) -> Bool {
        if let known = actions[name] { return known }
        guard active.insert(name).inserted else { return false }
        var bounds = Bounds()
        let proved = run(statements, AbstractEnvironment(), shadowed: [], &bounds, depth: 0)
        active.remove(name)
        actions[name] = proved
        return proved
    }

    /// A write the proof can follow: not of a computed variable (its setter may do anything).
    private func writable(_ name: String, _ env: AbstractEnvironment) -> Bool {
        scene.computed[env.stateKey(name)] == nil
    }

    /// Whether a write of `other` may change the variable `name` stands for.
    private func mayAlias(_ other: String, _ name: String, _ env: AbstractEnvironment) -> Bool {
        other == name || env.alias(other) != nil || env.alias(name) != nil || env.stateKey(other) == env.stateKey(name)
    }

    private func shrink(_ written: String, by count: Int, _ env: AbstractEnvironment, _ bounds: inout Bounds) {
        for (name, least) in bounds where mayAlias(written, name, env) { bounds[name] = least > count ? least - count : nil }
    }

    private func reset(_ written: String, _ env: AbstractEnvironment, _ bounds: inout Bounds) {
        for name in Array(bounds.keys) where mayAlias(written, name, env) { bounds[name] = nil }
    }

    /// The bounds both branches keep.
    static func meet(_ a: Bounds, _ b: Bounds) -> Bounds {
        var result = Bounds()
        for (name, least) in a { if let other = b[name] { result[name] = min(least, other) } }
        return result
    }

    /// The list a condition reads by name: `path` itself, a state list the evaluator reads as the statements write it
    /// (not a value the environment binds, not computed, not shadowed by an `if let`).
    private func list(_ expression: Expression, _ env: AbstractEnvironment, _ shadowed: Set<String>) -> String? {
        guard case .identifier(let name) = expression.kind, !shadowed.contains(name), env[name] == nil, env.actions(name).isEmpty,
              scene.computed[env.stateKey(name)] == nil else { return nil }
        return name
    }

    /// `path.count` (not optional chaining).
    private func count(_ expression: Expression, _ env: AbstractEnvironment, _ shadowed: Set<String>) -> String? {
        guard case .member(let base, name: "count", optional: false) = expression.kind else { return nil }
        return list(base, env, shadowed)
    }

    /// What a non-nil `path.last` / `path.first` shows: the list holds a value.
    private func nonNil(_ expression: Expression, _ env: AbstractEnvironment, _ shadowed: Set<String>) -> Bounds {
        guard case .member(let base, name: let member, optional: false) = expression.kind, member == "last" || member == "first",
              let name = list(base, env, shadowed) else { return [:] }
        return [name: 1]
    }

    /// The least counts a condition shows when it `holds` (or does not).
    private func facts(_ expression: Expression, holds: Bool, _ env: AbstractEnvironment, _ shadowed: Set<String>) -> Bounds {
        switch expression.kind {
        case .unary(.not, let inner):
            return facts(inner, holds: !holds, env, shadowed)
        case .binary(.and, let a, let b):
            let left = facts(a, holds: holds, env, shadowed), right = facts(b, holds: holds, env, shadowed)
            return holds ? left.merging(right, uniquingKeysWith: max) : RemovalBounds.meet(left, right)
        case .binary(.or, let a, let b):
            let left = facts(a, holds: holds, env, shadowed), right = facts(b, holds: holds, env, shadowed)
            return holds ? RemovalBounds.meet(left, right) : left.merging(right, uniquingKeysWith: max)
        case .member(let base, name: "isEmpty", optional: false):
            guard !holds, let name = list(base, env, shadowed) else { return [:] }
            return [name: 1]
        case .binary(let op, let a, let b):
            // `path.last != nil`, `path.first == nil`
            if case .null = b.kind, op == .notEqual || op == .equal {
                return holds == (op == .notEqual) ? nonNil(a, env, shadowed) : [:]
            }
            // Counts against an integer literal, either side; a comparison that does not hold is its negation.
            if let name = count(a, env, shadowed), case .int(let k) = b.kind {
                return RemovalBounds.least(op, k, holds: holds).map { [name: $0] } ?? [:]
            }
            if let name = count(b, env, shadowed), case .int(let k) = a.kind, let mirrored = RemovalBounds.mirrored(op) {
                return RemovalBounds.least(mirrored, k, holds: holds).map { [name: $0] } ?? [:]
            }
            return [:]
        default:
            return [:]
        }
    }

    /// `k op count` as `count op' k`.
    static func mirrored(_ op: Expression.BinaryOperator) -> Expression.BinaryOperator? {
        switch op {
        case .less: return .greater
        case .lessOrEqual: return .greaterOrEqual
        case .greater: return .less
        case .greaterOrEqual: return .lessOrEqual
        case .equal, .notEqual: return op
        default: return nil
        }
    }

    /// The least count `count op k` shows when it holds (or does not): nil when it shows none above zero.
    static func least(_ op: Expression.BinaryOperator, _ k: Int, holds: Bool) -> Int? {
        let bound: Int?
        switch (op, holds) {
        case (.greater, true), (.lessOrEqual, false): bound = k < Int.max ? k + 1 : nil
        case (.greaterOrEqual, true), (.less, false): bound = k
        case (.equal, true): bound = k
        case (.notEqual, true): bound = k == 0 ? 1 : nil
        case (.notEqual, false): bound = k
        case (.equal, false): bound = k == 0 ? 1 : nil
        default: bound = nil
        }
        guard let bound, bound > 0 else { return nil }
        return bound
    }
}
