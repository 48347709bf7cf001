import NavSceneDiagnostics

/// Static checks over a built `Scene`, independent of how it was written (YAML today, Swift source later): resolves
/// every name and type, sets `Expression.type` on every expression node, fills in default initial values of state,
/// and reports `unknown-*`, `missing-argument`, `type-mismatch`, `incomplete-switch` (warning) diagnostics.
///
/// Scopes, innermost first: names bound by `as` (ForEach/List/Table rows, destinations, sheets), `if let`, `it`
/// inside `filter`/`sorted`, view or query parameters; then state variables; then type names (as metatypes).
/// Each user view body is checked once with its parameters in scope; instances are not followed, so recursive views
/// are fine. Whether a link's value matches a List selection or a typed path is left to the lint rules.
public enum SceneChecker {
    public static func check(_ scene: Scene) -> [Diagnostic] {
        let checker = Checker(scene: scene)
        checker.run()
        return checker.bag.diagnostics
    }
}

final class Checker {
    let scene: Scene
    var bag = DiagnosticBag()
    var stateByName: [String: StateVariable] = [:]
    /// Static record names per struct type (`Recipe.applePie`).
    var recordNames: [String: Set<String>] = [:]
    var scopes: [[String: TypeRef]] = []
    var queryTypes: [String: TypeRef] = [:]
    var queriesInProgress: Set<String> = []

    init(scene: Scene) {
        self.scene = scene
        for variable in scene.state where stateByName[variable.name] == nil { stateByName[variable.name] = variable }
        for (type, records) in scene.data.records {
            recordNames[type] = Set(records.compactMap(\.name))
        }
    }

    func run() {
        for name in scene.typeOrder {
            guard let decl = scene.types[name] else { continue }
            for field in decl.fields { _ = validate(field.type, at: field.range) }
        }
        checkState()
        for name in scene.queries.keys.sorted() { _ = queryType(name) }
        for name in scene.viewOrder {
            guard let view = scene.views[name] else { continue }
            var scope: [String: TypeRef] = [:]
            for parameter in view.parameters where validate(parameter.type, at: parameter.range) {
                scope[parameter.name] = parameter.type
            }
            withScope(scope) { checkNodes(view.body) }
        }
        checkNodes(scene.root)
        for name in scene.actionOrder { checkStatements(scene.actions[name]?.statements ?? []) }
        checkPersistence()
    }

    // MARK: - Scopes

    @discardableResult
    func withScope<T>(_ scope: [String: TypeRef], _ body: () -> T) -> T {
        scopes.append(scope)
        defer { scopes.removeLast() }
        return body()
    }

    func local(_ name: String) -> TypeRef? {
        for scope in scopes.reversed() { if let type = scope[name] { return type } }
        return nil
    }

    var visibleNames: [String] {
        scopes.flatMap(\.keys) + scene.state.map(\.name) + scene.typeOrder + TypeRef.builtinNames
    }

    // MARK: - Types

    func decl(_ type: TypeRef) -> TypeDecl? {
        if case .named(let name) = type { return scene.types[name] }
        return nil
    }

    /// The type of T's identity field.
    func identityType(of name: String) -> TypeRef? {
        guard let decl = scene.types[name], let identity = decl.identity else { return nil }
        return decl.fields.first { $0.name == identity }?.type
    }

    /// Replaces `T.ID` by the identity field's type, recursively.
    func canonical(_ type: TypeRef, depth: Int = 0) -> TypeRef {
        guard depth < 8 else { return type }
        switch type {
        case .identifier(let of): return identityType(of: of).map { canonical($0, depth: depth + 1) } ?? type
        case .optional(let w): return .optional(canonical(w, depth: depth + 1))
        case .array(let e): return .array(canonical(e, depth: depth + 1))
        default: return type
        }
    }

    /// Whether a value of type `actual` may be used where `expected` is required.
    func fits(_ actual: TypeRef, _ expected: TypeRef) -> Bool {
        let a = canonical(actual), e = canonical(expected)
        if a == e { return true }
        switch (a, e) {
        case (.nilLiteral, .optional): return true
        case (.optional(let inner), .optional(let wrapped)): return fits(inner, wrapped)
        case (_, .optional(let wrapped)): return fits(a, wrapped)
        case (.array(let element), .array(let wanted)): return element == .nilLiteral || fits(element, wanted)
        case (.array, .navigationPath): return true
        case (.named("Int"), .named("Double")): return true
        default: return false
        }
    }

    /// Whether a type exists; reports `unknown-type` otherwise.
    @discardableResult
    func validate(_ type: TypeRef, at range: SourceRange, allowPath: Bool = false) -> Bool {
        switch type {
        case .named(let name):
            if TypeRef.builtinNames.contains(name) || scene.types[name] != nil { return true }
            bag.error("unknown-type", "unknown type '\(name)'\(Suggestions.didYouMean(name, in: scene.typeOrder + TypeRef.builtinNames))", at: range)
            return false
        case .optional(let w): return validate(w, at: range, allowPath: allowPath)
        case .array(let e): return validate(e, at: range)
        case .identifier(let of):
            guard let decl = scene.types[of] else {
                bag.error("unknown-type", "unknown type '\(of)' in '\(type)'\(Suggestions.didYouMean(of, in: scene.typeOrder))", at: range)
                return false
            }
            if decl.identity == nil {
                bag.error("unknown-type", "'\(of)' has no identity, so '\(of).ID' does not exist; give it an 'id' field or 'identifiedBy'", at: range)
                return false
            }
            return true
        case .navigationPath:
            if allowPath { return true }
            bag.error("unknown-type", "NavigationPath is only allowed as the type of a state variable", at: range)
            return false
        case .nilLiteral, .metatype: return false
        }
    }

    // MARK: - State

    func checkState() {
        for index in scene.state.indices {
            let variable = scene.state[index]
            guard validate(variable.type, at: variable.range, allowPath: true) else { continue }
            if let initial = variable.initial {
                expect(initial, variable.type, "the initial value of '\(variable.name)'")
            } else if let value = defaultInitial(variable.type, range: variable.range) {
                scene.state[index].initial = value
            } else {
                bag.error("missing-key", "state variable '\(variable.name)' of type \(variable.type) has no default; give it '{type: \(variable.type), initial: ...}'",
                          at: variable.range)
            }
        }
    }

    /// The documented defaults: optionals nil, arrays and paths empty, Bool false, String "", numbers 0.
    func defaultInitial(_ type: TypeRef, range: SourceRange) -> Expression? {
        let kind: Expression.Kind
        switch canonical(type) {
        case .optional: kind = .null
        case .array, .navigationPath: kind = .array([])
        case .named("Bool"): kind = .bool(false)
        case .named("String"): kind = .string("")
        case .named("Int"): kind = .int(0)
        case .named("Double"): kind = .double(0)
        default: return nil
        }
        let expression = Expression(kind, range: range)
        expression.type = type
        return expression
    }

    // MARK: - Persistence

    func checkPersistence() {
        guard let persistence = scene.persistence else { return }
        for entry in persistence.entries {
            guard let variable = state(entry.state, at: entry.range) else { continue }
            guard entry.encoding == .ids else { continue }
            let type = canonical(variable.type)
            let element = type.arrayElement ?? type.unwrapped
            if decl(element)?.identity == nil {
                bag.error("type-mismatch", "'ids:' stores identities, but '\(entry.state)' holds \(variable.type), whose values have no identity; store it as a bare name instead",
                          at: entry.range)
            }
        }
    }

    func state(_ name: String, at range: SourceRange) -> StateVariable? {
        if let variable = stateByName[name] { return variable }
        bag.error("unknown-state", "unknown state variable '\(name)'\(Suggestions.didYouMean(name, in: scene.state.map(\.name)))", at: range)
        return nil
    }
}
