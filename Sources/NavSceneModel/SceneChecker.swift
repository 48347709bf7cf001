import NavSceneDiagnostics

/// Static checks over a built `Scene`, independent of how it was written (YAML today, Swift source later): resolves
/// every name and type, sets `Expression.type` on every expression node, fills in default initial values of state,
/// and reports `unknown-*`, `missing-argument`, `type-mismatch`, `incomplete-switch` (warning) diagnostics.
///
/// Scopes, innermost first: names bound by `as` (ForEach/List/Table rows, destinations, sheets), `if let`, `it`
/// inside `filter`/`sorted`, view or query parameters; then state variables; then type names (as metatypes).
/// Each user view body is checked once with its parameters in scope; instances are not followed. Recursion and
/// expansion past `ExpansionLimits` are checked on the graphs of uses (`recursive-*`, `limit-*-expansion`, see
/// SceneChecker+Recursion). Whether a link's value matches a List selection or a typed path is left to the lint rules.
public enum SceneChecker {
    public static func check(_ scene: Scene, limits: ExpansionLimits = .default) -> [Diagnostic] {
        let checker = Checker(scene: scene, limits: limits)
        checker.run()
        return checker.bag.diagnostics
    }
}

final class Checker {
    let scene: Scene
    let limits: ExpansionLimits
    var bag = DiagnosticBag()
    var stateByName: [String: StateVariable] = [:]
    /// Static record names per struct type (`Recipe.applePie`).
    var recordNames: [String: Set<String>] = [:]
    var scopes: [[String: TypeRef]] = []
    /// Names declared with a type that does not exist (already an `unknown-type` error): using them reports nothing
    /// more, so one mistake is one error.
    var failedNames: Set<String> = []
    var queryTypes: [String: TypeRef] = [:]
    var queriesInProgress: Set<String> = []
    /// Queries whose body has been checked, whatever its type came out as (so a broken query is checked once).
    var queriesChecked: Set<String> = []
    /// While a view's body is checked: its own `@State` and its `@Binding` parameters, which bindings (`$name`) and
    /// statements may target like the scene's state.
    var viewVariables: [String: StateVariable] = [:]
    /// While a view's body is checked: its action parameters, which `run:` may name.
    var viewActions: Set<String> = []
    /// Each enum's cases by name (the first case of a name, as `TypeDecl.enumCase` finds), built the first time a
    /// case of that enum is looked up: a lookup is one hash, not a scan of the cases (a `switch` with a `case` for
    /// each of an enum's n cases, or n expressions naming its cases, cost n^2 comparisons).
    private var caseIndexes: [String: (count: Int, positions: [String: Int])] = [:]
    /// For each case name, the enums (in declaration order) whose case of that name carries associated values: the
    /// owners of a `.name(...)` written without a type. Built when first needed.
    private var associatedCaseOwners: [String: [String]]?

    init(scene: Scene, limits: ExpansionLimits = .default) {
        self.scene = scene
        self.limits = limits
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
        checkComputed()
        for name in scene.queries.keys.sorted() { _ = queryType(name) }
        for name in scene.viewOrder {
            guard let view = scene.views[name] else { continue }
            var scope: [String: TypeRef] = [:]
            viewVariables = [:]
            viewActions = Set(view.parameters.filter(\.isAction).map(\.name))
            var failed: Set<String> = []
            for parameter in view.parameters where !parameter.isAction && !parameter.isView {
                // A `@Binding` parameter may alias a path (`@Binding var path: NavigationPath`): it is the caller's variable.
                guard validate(parameter.type, at: parameter.range, allowPath: parameter.isBinding) else { failed.insert(parameter.name); continue }
                scope[parameter.name] = parameter.type
                if parameter.isBinding {
                    viewVariables[parameter.name] = StateVariable(name: parameter.name, type: parameter.type, initial: nil, range: parameter.range)
                }
            }
            checkViewState(name)
            for variable in scene.views[name]?.state ?? [] {
                guard validate(variable.type, at: variable.range) else { failed.insert(variable.name); continue }
                scope[variable.name] = variable.type
                viewVariables[variable.name] = variable
            }
            let outer = failedNames
            failedNames.formUnion(failed)
            withScope(scope) { checkNodes(view.body) }
            viewVariables = [:]
            viewActions = []
            failedNames = outer
        }
        checkNodes(scene.root)
        for name in scene.actionOrder { checkStatements(scene.actions[name]?.statements ?? []) }
        checkPersistence()
        checkRecursionAndExpansion()
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

    /// `decl.enumCase(name)` through `caseIndexes`. `decl` is the scene's declaration of its name (every checker
    /// lookup goes through `scene.types`); a declaration whose case count differs from the indexed one is scanned.
    func enumCase(_ decl: TypeDecl, _ name: String) -> TypeDecl.EnumCase? {
        let cases = decl.cases
        guard cases.count > 8 else { return cases.first { $0.name == name } }
        if let index = caseIndexes[decl.name], index.count == cases.count {
            return index.positions[name].map { cases[$0] }
        }
        var positions: [String: Int] = [:]
        positions.reserveCapacity(cases.count)
        for (position, enumCase) in cases.enumerated() where positions[enumCase.name] == nil { positions[enumCase.name] = position }
        caseIndexes[decl.name] = (cases.count, positions)
        return positions[name].map { cases[$0] }
    }

    /// The scene's enums whose case `name` carries associated values, in declaration order.
    func enumsWithAssociatedCase(_ name: String) -> [TypeDecl] {
        if associatedCaseOwners == nil {
            var owners: [String: [String]] = [:]
            for typeName in scene.typeOrder {
                guard let decl = scene.types[typeName] else { continue }
                var seen: Set<String> = []
                for enumCase in decl.cases where seen.insert(enumCase.name).inserted && !enumCase.associated.isEmpty {
                    owners[enumCase.name, default: []].append(typeName)
                }
            }
            associatedCaseOwners = owners
        }
        return (associatedCaseOwners?[name] ?? []).compactMap { scene.types[$0] }
    }

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
        // Every value is Hashable here; an optional is not an AnyHashable (Swift would want it unwrapped).
        case (_, .named("AnyHashable")): return !a.isOptional && a != .nilLiteral && a != .navigationPath
        default: return false
        }
    }

    /// Whether every type a type names exists (without reporting anything).
    func typeExists(_ type: TypeRef) -> Bool {
        switch type {
        case .named(let name): return TypeRef.builtinNames.contains(name) || scene.types[name] != nil
        case .optional(let wrapped): return typeExists(wrapped)
        case .array(let element): return typeExists(element)
        case .identifier(let of): return scene.types[of] != nil
        case .navigationPath, .nilLiteral, .metatype: return true
        }
    }

    /// Whether a type exists; reports `unknown-type` otherwise.
    @discardableResult
    func validate(_ type: TypeRef, at range: SourceRange, allowPath: Bool = false) -> Bool {
        switch type {
        case .named(let name):
            if TypeRef.builtinNames.contains(name) || scene.types[name] != nil || type.isAnyHashable { return true }
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
            } else if !variable.isUnknown {
                bag.error("missing-key", "state variable '\(variable.name)' of type \(variable.type) has no default; give it '{type: \(variable.type), initial: ...}'",
                          at: variable.range)
            }
        }
    }

    /// Computed state: `get` has the declared type; `set` runs with `newValue` and writes stored state only (so a
    /// write never comes back to itself); `get` may read other computed state, but not itself through them.
    func checkComputed() {
        for name in scene.computed.keys.sorted() {
            guard let computed = scene.computed[name], validate(computed.type, at: computed.range) else { continue }
            expect(computed.get, computed.type, "'get' of '\(name)'")
            if let set = computed.set {
                withScope(["newValue": computed.type]) { checkStatements(set) }
                for statement in Statement.flattened(set) {
                    if let target = statement.target, scene.computed[target] != nil {
                        bag.error("type-mismatch", "'set' of '\(name)' writes the computed '\(target)'; a setter writes stored state", at: statement.targetRange)
                    }
                }
            }
            // get -> computed names it reads, followed until a cycle or the end.
            var seen: Set<String> = []
            var queue = [name]
            while let next = queue.popLast() {
                guard let expr = scene.computed[next]?.get else { continue }
                var reads: [String] = []
                Checker.identifiers(expr, into: &reads)
                for read in reads where scene.computed[read] != nil {
                    if read == name {
                        bag.error("recursive-query", "'get' of '\(name)' reads '\(name)' again; nothing would end the reading", at: computed.range)
                        queue = []
                        break
                    }
                    if seen.insert(read).inserted { queue.append(read) }
                }
            }
        }
    }

    static func identifiers(_ root: Expression, into names: inout [String]) {
        var stack = [root]
        while let e = stack.popLast() {
            switch e.kind {
            case .identifier(let n): names.append(n)
            case .member(let b, _, _): stack.append(b)
            case .lookup(let b, let k): stack.append(b); stack.append(k)
            case .call(let b, _, let args): if let b { stack.append(b) }; stack.append(contentsOf: args.map(\.value))
            case .unary(_, let o), .forceUnwrap(let o): stack.append(o)
            case .binary(_, let l, let r): stack.append(l); stack.append(r)
            case .conditional(let c, let t, let o): stack.append(c); stack.append(t); stack.append(o)
            case .enumCase(_, let args): stack.append(contentsOf: args.map(\.value))
            case .array(let items): stack.append(contentsOf: items)
            default: break
            }
        }
    }

    /// A view's own state: initial values (checked with no locals in scope, like a Swift property initialiser),
    /// defaults filled in as for the scene's state.
    func checkViewState(_ view: String) {
        guard let variables = scene.views[view]?.state else { return }
        for index in variables.indices {
            let variable = variables[index]
            guard validate(variable.type, at: variable.range) else { continue }
            if let initial = variable.initial {
                expect(initial, variable.type, "the initial value of '\(variable.name)'")
            } else if let value = defaultInitial(variable.type, range: variable.range) {
                scene.views[view]?.state[index].initial = value
            } else if !variable.isUnknown {
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
            if let variable = stateByName[entry.state], entry.encoding == .value, Checker.mentionsAnyHashable(variable.type) {
                bag.error("type-mismatch", "'\(entry.state)' holds AnyHashable values, which are not Codable; persist a typed value or a NavigationPath", at: entry.range)
                continue
            }
            if scene.computed[entry.state] != nil {
                bag.error("type-mismatch", "'\(entry.state)' is computed; persist the stored state it is computed from", at: entry.range)
                continue
            }
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

    static func mentionsAnyHashable(_ type: TypeRef) -> Bool {
        switch type {
        case .optional(let w), .array(let w): return mentionsAnyHashable(w)
        default: return type.isAnyHashable
        }
    }

    func state(_ name: String, at range: SourceRange) -> StateVariable? {
        if let variable = viewVariables[name] { return variable }
        if let variable = stateByName[name] { return variable }
        if let computed = scene.computed[name] {
            if computed.set == nil {
                bag.error("type-mismatch", "'\(name)' is computed without 'set', so it is read-only; give it 'set' to write it", at: range,
                          notes: [Note("'\(name)' is declared here", at: computed.range)])
                return nil
            }
            return StateVariable(name: name, type: computed.type, initial: nil, range: computed.range)
        }
        bag.error("unknown-state", "unknown state variable '\(name)'\(Suggestions.didYouMean(name, in: scene.state.map(\.name)))", at: range)
        return nil
    }
}
