import NavSceneModel
import NavSceneRuntime

/// Evaluates an expression over abstract values by enumeration: it collects the expression's free names (locals and
/// state variables, including the state its queries read), and when each has finitely many values and their
/// combinations are few, evaluates every combination with the interpreter's own evaluator. Anything else is `top`,
/// narrowed to the finite universe of the expression's static type where there is one (Bool, an enum's cases, a
/// struct's records). So the analysis and the interpreter can never disagree about what an expression means.
final class AbstractEvaluator {
    let scene: Scene
    let evaluation: ExpressionEvaluation
    /// State variables each query reads, directly or through the queries it calls.
    private var queryReads: [String: Set<String>] = [:]
    private var freeNamesCache: [ObjectIdentifier: [String]] = [:]
    /// Per expression, what `standInReads` found.
    private var standInReadsCache: [ObjectIdentifier: (member: Bool, namesOne: Bool)] = [:]
    /// Universes per type: the scene's types and sample data do not change during an analysis.
    private var universeCache: [TypeRef: AbstractValue] = [:]
    /// The stored state each computed variable reads.
    private var computedReads: [String: [String]] = [:]
    static let maxCombinations = 256
    /// `evaluate`'s enumeration by expression and the values its free names took: it is a function of them alone (the
    /// interpreter's evaluator over the scene and its data, which do not change during an analysis), so the same
    /// expression read again with the same values (the next walk of the fixpoint, another instance of the same view)
    /// is looked up, not enumerated again. What `evaluate` records before the enumeration (`stateReads`) is recorded
    /// on every call. An expression is keyed by its identity: every expression evaluated is the scene's own (the
    /// analysis makes none), and the scene outlives the evaluator that holds it, so no key's object is freed and its
    /// address reused while the table lives.
    /// (Keyed with the key's hash kept: its choices hold sets of values.)
    private var enumerated: [HashedKey<Enumeration>: AbstractValue] = [:]
    /// How many `evaluate` calls were answered from `enumerated` (tests read it).
    private(set) var enumerationsReused = 0
    /// false: every call enumerates (tests compare the two).
    var reusesEnumerations = true

    /// One enumeration's inputs: the expression, and per free name that holds finitely many values (its index in
    /// `freeNames`), whether it is read as a local and the values it may hold.
    struct Enumeration: Hashable {
        var expr: ObjectIdentifier
        var choices: [Choice]
        struct Choice: Hashable {
            var index: Int
            var isLocal: Bool
            var values: Set<Value>
        }
    }
    /// While the analysis runs its fixpoint: the state keys `evaluate` read in the current pass (see `PassReads`).
    var stateReads: Set<String>?
    /// The state keys read while a view instance's body walk is recorded (`walkInstanceBody`), in order, repeats
    /// included; nil when none is.
    var readLog: [String]?

    init(scene: Scene, evaluation: ExpressionEvaluation) {
        self.scene = scene
        self.evaluation = evaluation
        let stateNames = Set(scene.state.map(\.name))
        // Computed state reads the stored state its getter reads (through other computed state too).
        for name in scene.computed.keys {
            var reads = Set<String>()
            var seen: Set<String> = [name]
            var queue = [name]
            while let next = queue.popLast() {
                guard let get = scene.computed[next]?.get else { continue }
                AbstractEvaluator.visit(get) { expr in
                    guard case .identifier(let id) = expr.kind else { return }
                    if stateNames.contains(id) { reads.insert(id) }
                    else if scene.computed[id] != nil, seen.insert(id).inserted { queue.append(id) }
                }
            }
            computedReads[name] = reads.sorted()
        }
        var direct: [String: (reads: Set<String>, calls: Set<String>)] = [:]
        for (name, query) in scene.queries {
            var reads = Set<String>()
            var calls = Set<String>()
            let parameters = Set(query.parameters.map(\.label) + ["it"])
            AbstractEvaluator.visit(query.body) { expr in
                switch expr.kind {
                case .identifier(let id) where stateNames.contains(id) && !parameters.contains(id): reads.insert(id)
                case .identifier(let id) where !parameters.contains(id) && self.computedReads[id] != nil: reads.formUnion(self.computedReads[id]!)
                case .call(nil, let callee, _): calls.insert(callee)
                default: break
                }
            }
            direct[name] = (reads, calls)
        }
        for name in scene.queries.keys {
            var seen: Set<String> = [name]
            var queue = [name]
            var reads = Set<String>()
            while let next = queue.popLast() {
                guard let entry = direct[next] else { continue }
                reads.formUnion(entry.reads)
                for callee in entry.calls where seen.insert(callee).inserted { queue.append(callee) }
            }
            queryReads[name] = reads
        }
    }

    /// Pre-order visit of an expression tree without recursion proportional to its depth in the caller.
    static func visit(_ root: Expression, _ body: (Expression) -> Void) {
        var stack = [root]
        while let expr = stack.popLast() {
            body(expr)
            switch expr.kind {
            case .array(let items): stack.append(contentsOf: items)
            case .member(let base, _, _): stack.append(base)
            case .lookup(let base, let key): stack.append(base); stack.append(key)
            case .call(let base, _, let arguments):
                if let base { stack.append(base) }
                stack.append(contentsOf: arguments.map(\.value))
            case .unary(_, let operand): stack.append(operand)
            case .binary(_, let l, let r): stack.append(l); stack.append(r)
            case .conditional(let c, let t, let o): stack.append(c); stack.append(t); stack.append(o)
            case .forceUnwrap(let e): stack.append(e)
            case .enumCase(_, let arguments): stack.append(contentsOf: arguments.map(\.value))
            default: break
            }
        }
    }

    /// Identifiers the expression reads that are not type names, plus the state its queries read.
    func freeNames(_ expr: Expression) -> [String] {
        if let cached = freeNamesCache[ObjectIdentifier(expr)] { return cached }
        var names: [String] = []
        var seen = Set<String>()
        func add(_ name: String) { if seen.insert(name).inserted { names.append(name) } }
        AbstractEvaluator.visit(expr) { e in
            switch e.kind {
            case .identifier(let id) where id != "it":
                // A computed name is evaluated from the stored state its getter reads (unless a local shadows it;
                // then the local is read, and the stored names are extra choices that change nothing).
                add(id)
                for read in computedReads[id] ?? [] { add(read) }
            case .call(nil, let callee, _): for read in (queryReads[callee] ?? []).sorted() { add(read) }
            default: break
            }
        }
        freeNamesCache[ObjectIdentifier(expr)] = names
        return names
    }

    func evaluate(_ expr: Expression, _ env: AbstractEnvironment, _ state: [String: AbstractValue]) -> AbstractValue {
        // Literals and type members need no enumeration.
        var choices: [(name: String, isLocal: Bool, values: [Value])] = []
        var inputs: [Enumeration.Choice] = []
        var combinations = 1
        for (index, name) in freeNames(expr).enumerated() {
            let value: AbstractValue
            let isLocal: Bool
            if let local = env[name] { value = local; isLocal = true }
            else if let key = env.alias(name) {  // read as a local value
                stateReads?.insert(key)
                readLog?.append(key)
                value = state[key] ?? .top; isLocal = true
            } else {
                stateReads?.insert(name)
                readLog?.append(name)
                // Not state (a type's name, or an unknown name the evaluator fails on as the interpreter does).
                guard let global = state[name] else { continue }
                value = global; isLocal = false
            }
            guard case .values(let set) = value else {
                // A name read as it is keeps what is known of it (its type); anything else is any value of the
                // expression's type.
                if case .identifier(name) = expr.kind, value.anyType != nil { return value }
                return universe(expr.type)
            }
            if set.isEmpty { return .none }
            combinations *= set.count
            if combinations > AbstractEvaluator.maxCombinations { return universe(expr.type) }
            // Any order: the results are a set.
            choices.append((name, isLocal, Array(set)))
            inputs.append(Enumeration.Choice(index: index, isLocal: isLocal, values: set))
        }
        guard reusesEnumerations else { return enumerate(expr, choices) }
        let key = HashedKey(Enumeration(expr: ObjectIdentifier(expr), choices: inputs))
        if let known = enumerated[key] {
            enumerationsReused += 1
            return known
        }
        let value = enumerate(expr, choices)
        enumerated[key] = value
        return value
    }

    /// Every combination of the choices' values through the interpreter's evaluator (`evaluate`'s second half).
    private func enumerate(_ expr: Expression, _ choices: [(name: String, isLocal: Bool, values: [Value])]) -> AbstractValue {
        // A field read from a stand-in record (a value the front end could not compute) is any value of its type: the
        // stand-in's own nil, false or first case are one value among many. Where that decides something (an optional
        // unwrapped, a condition, a choice among finitely many values) the expression is any value of its type; a
        // value that only identifies (`Route.trail(trail.id)`) keeps the stand-in's, which has the right type.
        if !scene.data.standIns.isEmpty, let type = expr.type, decides(type), readsStandInField(expr, choices.map(\.values)) {
            return universe(type)
        }
        var results = Set<Value>()
        var indexes = [Int](repeating: 0, count: choices.count)
        while true {
            var globals: [String: Value] = [:]
            var locals = Environment()
            for (offset, choice) in choices.enumerated() {
                let value = choice.values[indexes[offset]]
                if choice.isLocal { locals = locals.with(choice.name, value) } else { globals[choice.name] = value }
            }
            if let value = evaluation.evaluate(expr, state: globals, locals: locals) {
                results.insert(value)
                if results.count > AbstractValue.limit { return universe(expr.type) }
            }
            // Next combination (odometer).
            var position = choices.count - 1
            while position >= 0 {
                indexes[position] += 1
                if indexes[position] < choices[position].values.count { break }
                indexes[position] = 0
                position -= 1
            }
            if position < 0 { break }
        }
        return .values(results)
    }

    /// An optional, or a type with finitely many values the scene knows (a Bool, an enum whose cases carry none).
    func decides(_ type: TypeRef) -> Bool {
        if case .optional = type { return true }
        if case .values = universe(type) { return true }
        return false
    }

    /// Whether `expr` reads a member of a stand-in record: one of the names it reads may hold one (`note.attachment`
    /// with `note` the stand-in), or it names one directly (`Note.sample.attachment`).
    func readsStandInField(_ expr: Expression, _ values: [[Value]]) -> Bool {
        let reads = standInReads(expr)
        let standIns = scene.data.standIns
        return reads.namesOne || reads.member && values.contains { $0.contains { value in
            if case .record(let type, let id) = value { return standIns[type] == id }
            return false
        } }
    }

    /// Whether `expr` reads any member, and whether it reads a field of a stand-in named directly: syntax only, once
    /// per expression (`evaluate` is on the analysis' hot path).
    private func standInReads(_ expr: Expression) -> (member: Bool, namesOne: Bool) {
        if let cached = standInReadsCache[ObjectIdentifier(expr)] { return cached }
        var readsMember = false
        var namesOne = false
        AbstractEvaluator.visit(expr) { e in
            guard case .member(let base, let field, _) = e.kind else { return }
            if case .member(let type, DataSet.standInName, _) = base.kind, case .identifier(let name) = type.kind,
               scene.data.standIns[name] != nil {
                // `T.sample.id` is how the front end writes the stand-in's identity: a stand-in too, not a field read.
                if field != scene.types[name]?.identity { namesOne = true }
            } else {
                readsMember = true
            }
        }
        standInReadsCache[ObjectIdentifier(expr)] = (readsMember, namesOne)
        return (readsMember, namesOne)
    }

    /// Every value of a type, when there are finitely many the scene knows of; any value of it (`AbstractValue.any`)
    /// when it is a type the scene knows with more (text, numbers, data, an enum whose values carry them); otherwise
    /// (no type, a type-erased value, an identity) `top`.
    func universe(_ type: TypeRef?) -> AbstractValue {
        guard let type else { return .top }
        if let cached = universeCache[type] { return cached }
        // A type holding itself (an indirect enum) reads `top` within its own universe: bounded by construction.
        universeCache[type] = .top
        let value = computeUniverse(type)
        universeCache[type] = value
        return value
    }

    private func computeUniverse(_ type: TypeRef) -> AbstractValue {
        switch type {
        case .optional(let wrapped):
            switch universe(wrapped) {
            case .values(let v): return .values(v.union([.null]))
            case .any(let w): return .any(.optional(w))
            case .top: return .top
            }
        case .array(let element):
            if case .top = universe(element) { return .top }
            return .any(type)
        case .named("Bool"): return .values([.bool(true), .bool(false)])
        case .named(let name) where TypeRef.builtinNames.contains(name): return .any(type)
        case .named(let name):
            guard let decl = scene.types[name] else { return .top }
            switch decl.kind {
            case .enumeration(let cases, _):
                // A case with associated values stands for every combination of their values.
                var values = Set<Value>()
                for enumCase in cases {
                    var payloads: [[Value]] = [[]]
                    for associated in enumCase.associated {
                        guard case .values(let options) = universe(associated.type) else { return .any(type) }
                        payloads = payloads.flatMap { prefix in options.sorted(by: AbstractEvaluator.order).map { prefix + [$0] } }
                        if payloads.count > AbstractValue.limit { return .any(type) }
                    }
                    for payload in payloads { values.insert(.enumCase(type: name, name: enumCase.name, payload: payload)) }
                    if values.count > AbstractValue.limit { return .any(type) }
                }
                return .values(values)
            case .structure:
                let all = ExpressionEvaluation.records(of: name, in: evaluation)
                return all.count > AbstractValue.limit ? .any(type) : .values(Set(all))
            }
        case .nilLiteral: return .values([.null])
        default: return .top
        }
    }

    /// Deterministic order for enumeration (so diagnostics never depend on hashing).
    static func order(_ a: Value, _ b: Value) -> Bool { a.description < b.description }
}

extension ExpressionEvaluation {
    static func records(of type: String, in evaluation: ExpressionEvaluation) -> [Value] {
        evaluation.data.all(type)
    }
}
