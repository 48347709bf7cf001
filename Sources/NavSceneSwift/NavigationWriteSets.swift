import NavSceneDiagnostics
import NavSceneModel
import SwiftSyntax

/// A piece of state the scene model holds that code may write: a scene state variable (an observable model's
/// property, an App's or root view's `@State`), or a view instance's own `@State` or `@Binding` (`view` names the
/// view: only that view's own code, through `self`, reaches it).
struct StateWrite: Hashable {
    var target: String
    var view: String?
}

/// A module function or method a chain of code calls.
enum ModuleCallee {
    case method(owner: String, name: String)
    case function(String)
    /// The setter of a computed property (`ExpressionTranslator.setterCall`): a method whose parameter is the value
    /// written (`newValue`).
    case setter(owner: String, property: String)
    /// The getter of a computed property (`ExpressionTranslator.getterCall`): a method of no parameter.
    case getter(owner: String, property: String)

    var key: String {
        switch self {
        case .method(let owner, let name): return "\(owner).\(name)"
        case .function(let name): return " \(name)"
        case .setter(let owner, let property): return "\(owner).set \(property)"
        case .getter(let owner, let property): return "\(owner).get \(property)"
        }
    }
}

/// What code writes while it is read for a write set (`ExpressionTranslator.writeSetAbstraction`): the state it names,
/// in the order first written, each with the variable and where.
final class WriteCollector {
    /// The code collected: where the writes of the functions it calls are said to happen.
    let range: SourceRange
    /// The statement collected, when it is one (a closure inside it runs at a time the model does not know).
    var statement: Syntax?
    private(set) var writes: [(write: StateWrite, variable: StateVariable, range: SourceRange)] = []

    init(range: SourceRange) { self.range = range }

    func add(_ write: StateWrite, _ variable: StateVariable, _ range: SourceRange) {
        guard !writes.contains(where: { $0.write == write }) else { return }
        writes.append((write, variable, range))
    }
}

/// The mod-set of each function, method and (static) method of the module: the model state its body may write, or
/// nil ("unknown") when it may navigate in a way such writes cannot say (a path appended, a closure called, a value
/// that holds navigation escaping to another module, a write inside a closure). A callee's set joins the caller's, so
/// a call of `load()` whose body writes `isLoading` and `items` and calls `refresh()` (which writes `error`) is the
/// writes of unknown values to those three.
///
/// Each function is read once per scene. Calls form cycles (a method that retries itself, overloads that call each
/// other): every function of a cycle reaches every other, so they all write the same set, the union of their bodies'
/// writes (the least solution: running the cycle any number of times writes nothing else), or all are unknown when
/// one is. A body is read assuming that the functions still being read write nothing more; what rests on that
/// assumption is held back until the outermost function of its cycle is decided, and then takes its answer (as
/// `NavigationReachMemo.decide` does for "may navigate"). Chains deeper than `NavigationReachMemo.maxDepth` are unknown.
final class NavigationWriteSets {
    private var decided: [String: Set<StateWrite>?] = [:]
    /// Why each function's set is unknown (`NavigationReachMemo.cause`), kept with the answer.
    private var causes: [String: OpaqueCause] = [:]
    /// Being read, by depth.
    private var deciding: [String: Int] = [:]
    /// Read under the assumption about the function at the given depth.
    private var tentative: [String: Int] = [:]
    private var pending: [String] = []
    /// The shallowest function being read that the current body's answer assumed.
    private var assumed = Int.max

    /// Whether a function's body is being read now (an answer found meanwhile may rest on an assumption about it).
    var isDeciding: Bool { !deciding.isEmpty }

    func writes(_ callee: ModuleCallee, _ caller: ExpressionTranslator) -> Set<StateWrite>? {
        let key = callee.key
        let reach = caller.builder.reach
        if let known = decided[key] {
            reach.cause = known == nil ? causes[key] : nil
            reach.why = nil
            return known
        }
        if let depth = deciding[key] ?? tentative[key] {
            assumed = min(assumed, depth)
            return []
        }
        guard deciding.count < NavigationReachMemo.maxDepth else {
            reach.cause = nil
            reach.why = "calls functions more than \(NavigationReachMemo.maxDepth) deep"
            return nil
        }
        let depth = deciding.count
        deciding[key] = depth
        let outerAssumed = assumed
        assumed = Int.max
        let pendingStart = pending.count
        let builder = caller.builder
        // Reading a body for its writes is not a use of the caller's view-scoped state (`SceneBuilder.declareActions`).
        let scopedUses = builder.viewScopedUses
        reach.cause = nil
        reach.why = nil
        let result = read(callee, builder)
        if result != nil { reach.cause = nil }
        if result == nil, reach.cause == nil, reach.why == nil { reach.why = "calls the module's code the front end cannot read" }
        builder.viewScopedUses = scopedUses
        deciding[key] = nil
        let ownAssumed = assumed
        assumed = min(outerAssumed, ownAssumed)
        if result == nil || ownAssumed >= depth {
            // Final: unknown, or a set that assumed nothing outside this function. What was held back under it is in
            // its cycle: the same answer.
            decided[key] = result
            if result == nil, let cause = reach.cause { causes[key] = cause }
            for held in pending[pendingStart...] {
                tentative[held] = nil
                decided[held] = result
                if result == nil, let cause = reach.cause { causes[held] = cause }
            }
            pending.removeSubrange(pendingStart...)
            return result
        }
        tentative[key] = ownAssumed
        pending.append(key)
        return result
    }

    /// Whether a type of the module declares an `override` property of the name (which may run in place of another's).
    private static func overridden(_ name: String, _ module: SwiftModule) -> Bool {
        module.typeOrder.contains { other in
            module.types[other]?.properties.contains { $0.name == name && $0.syntax.modifiers.contains { $0.name.text == "override" } } == true
        }
    }

    private func read(_ callee: ModuleCallee, _ builder: SceneBuilder) -> Set<StateWrite>? {
        switch callee {
        case .method(let owner, let name):
            guard let type = builder.module.types[owner] else { return nil }
            let overloads = type.methods.filter { $0.name == name }
            guard !overloads.isEmpty else { return nil }
            var all: Set<StateWrite> = []
            for method in overloads {
                guard let body = method.body,
                      let writes = Self.body(body, owner: owner, source: method.source, parameters: method.parameters.map(\.name), builder) else { return nil }
                all.formUnion(writes)
            }
            return all
        case .function(let name):
            guard let function = builder.module.freeFunctions[name], let body = function.body else { return nil }
            return Self.body(body, owner: "", source: function.source, parameters: function.parameters.map(\.name), builder)
        case .setter(let owner, let name):
            guard let type = builder.module.types[owner], let property = type.property(name),
                  let setter = ExpressionTranslator.setter(of: property), let body = setter.body else { return nil }
            // (A subclass's `override var` may run in its place: not said here.)
            guard !Self.overridden(name, builder.module) else { return nil }
            let parameter = setter.parameters?.name.text ?? "newValue"
            return Self.body(body.statements, owner: owner, source: property.source, parameters: [parameter], builder)
        case .getter(let owner, let name):
            guard let type = builder.module.types[owner], let property = type.property(name), !Self.overridden(name, builder.module),
                  let body = ExpressionTranslator.getterBody(of: property) else { return nil }
            return Self.body(body, owner: owner, source: property.source, parameters: [], builder)
        }
    }

    /// A body read in its owner's scope; its parameters hold what the caller passed, which the caller's own check reads.
    private static func body(_ node: CodeBlockItemListSyntax, owner: String, source: SwiftSource, parameters: [String],
                             _ builder: SceneBuilder) -> Set<StateWrite>? {
        var scope = Scope(owner: owner, source: source)
        for parameter in parameters { scope.locals[parameter] = (parameter, .string) }
        guard let collector = ExpressionTranslator(builder: builder, scope: scope).collectWrites(Syntax(node)) else { return nil }
        return Set(collector.writes.map(\.write))
    }
}
