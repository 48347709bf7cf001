import NavSceneModel
import NavSceneRuntime

/// Carries navigation state across a `reload`: each value is checked against the new scene's types and data; what
/// no longer fits is replaced by the variable's initial value (or dropped from its list) and reported.
struct StateRevalidator {
    let navigator: Navigator
    var scene: Scene { navigator.scene }

    struct Result {
        var state: NavigationState
        var dropped: [String]
    }

    func carry(_ old: NavigationState, from oldScene: Scene, onto fresh: NavigationState) -> Result {
        var next = fresh
        var dropped: [String] = []
        for variable in scene.state {
            guard let value = old.values[variable.name] else { continue }
            var notes: [String] = []
            if let kept = validate(value, variable.type, notes: &notes) {
                next.values[variable.name] = kept
                dropped += notes.map { "\(variable.name): \($0)" }
            } else {
                dropped.append("\(variable.name): \(describe(value)) is no longer a valid \(variable.type); reset to its initial value")
            }
        }
        for variable in oldScene.state where scene.stateVariable(variable.name) == nil {
            dropped.append("\(variable.name): no longer declared")
        }
        for (stack, path) in old.implicitPaths {
            var notes: [String] = []
            next.implicitPaths[stack] = path.filter { item in
                guard validate(item, .named(item.typeName), notes: &notes) != nil else {
                    notes.append("\(describe(item)) left an unbound stack's path")
                    return false
                }
                return true
            }
            dropped += notes
        }
        // View pushes and column overrides name template nodes, whose numbering an edit may change.
        if !old.viewPushes.values.allSatisfy(\.isEmpty) { dropped.append("views pushed without a path value (the scene's views may have changed)") }
        if !old.columnOverrides.isEmpty { dropped.append("views shown in a column by a view link") }
        next.tabs = old.tabs
        next.scroll = old.scroll
        next.size = old.size
        return Result(state: next, dropped: dropped)
    }

    /// The value if it still fits `type`; lists keep their valid items (each dropped one noted); nil when it does not fit.
    func validate(_ value: Value, _ type: TypeRef, notes: inout [String]) -> Value? {
        switch (type, value) {
        case (.optional, .null): return .null
        case (.optional(let wrapped), _): return validate(value, wrapped, notes: &notes)
        case (.array(let element), .list(let items)):
            return .list(keep(items, &notes) { validate($0, element, notes: &$1) })
        case (.navigationPath, .list(let items)):
            return .list(keep(items, &notes) { validate($0, .named($0.typeName), notes: &$1) })
        case (.identifier(let of), _):
            return navigator.data.record(of, id: value) != nil ? value : nil
        case (.named("String"), .string), (.named("Bool"), .bool), (.named("Int"), .int), (.named("Double"), .double),
             (.named("UUID"), .uuid):
            return value
        case (.named(let name), .enumCase(let type, let caseName, let payload)):
            guard name == type, let enumCase = scene.types[name]?.enumCase(caseName), enumCase.associated.count == payload.count else { return nil }
            var kept: [Value] = []
            for (item, associated) in zip(payload, enumCase.associated) {
                guard let valid = validate(item, associated.type, notes: &notes) else { return nil }
                kept.append(valid)
            }
            return .enumCase(type: type, name: caseName, payload: kept)
        case (.named(let name), .record(let type, let id)):
            guard name == type, navigator.data.record(type, id: id) != nil else { return nil }
            return value
        default:
            return nil
        }
    }

    private func keep(_ items: [Value], _ notes: inout [String], _ check: (Value, inout [String]) -> Value?) -> [Value] {
        var kept: [Value] = []
        for item in items {
            if let valid = check(item, &notes) { kept.append(valid) } else { notes.append("removed \(describe(item)) from the list") }
        }
        return kept
    }

    private func describe(_ value: Value) -> String {
        let shown = navigator.display(value)
        return shown == value.description ? shown : "\(shown) (\(value.description))"
    }
}
