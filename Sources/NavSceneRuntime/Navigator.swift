import NavSceneDiagnostics
import NavSceneModel

/// What an interaction did, in words, and whether the state changed.
public struct Outcome: Hashable, Sendable {
    public var changed: Bool
    public var message: String
    /// Stacks whose root view changed identity in this update, so SwiftUI emptied their paths (also said in
    /// `message`); rules decide on these, not on the wording.
    public var rootResets: [RootReset] = []
    public init(changed: Bool, message: String) { self.changed = changed; self.message = message }
}

/// A stack started again from its new root: its path emptied and written back through the binding.
public struct RootReset: Hashable, Sendable {
    /// The stack's key in the frame.
    public var stack: String
    /// The state its path is bound to (nil: an unbound stack's own path).
    public var binding: String?
    /// How many values the path held.
    public var lost: Int

    public var description: String {
        let name = binding.map { "'\($0)'" } ?? "its path"
        return "the root of the stack changed, which emptied \(name)" + (lost == 0 ? "" : " (\(lost) value\(lost == 1 ? "" : "s") lost)")
    }
}

/// The navigation semantics as pure functions from (state, frame) to a new state. The runtime, the REPL, flows and
/// the exploring rules all go through here; nothing else changes navigation state.
public struct Navigator: Sendable {
    public let scene: Scene
    public let data: DataStore
    /// Query results for this navigator's (unchanging) data, shared by every render.
    let queries = QueryCache()
    static let maxActionDepth = 16

    /// Whether any view has a handler that a transition can trigger (all but `onOpenURL` and external events): without one, no
    /// transition needs settling, and nothing is rendered twice.
    let hasEventHandlers: Bool
    /// Whether some stack's root holds a conditional directly, so a transition can change a root's identity.
    let hasChangeableRoots: Bool
    /// The unknown Bools (`StateVariable.isUnknown`) that may decide a statement's branch (see `BranchChoices`).
    let unknownConditions: Set<String>
    /// Counts every frame this navigator renders, when set (a search sets its own on its copy: `RenderMeter`).
    public var meter: RenderMeter?
    /// The scene variables something can write after launch (`WrittenVariables`), in a fixed order: the only ones
    /// two states of this scene may differ in besides the views' own state; comparing and hashing states reads them
    /// first (`same`, `render`'s cache).
    public let varying: [String]

    public init(scene: Scene, data: DataStore) {
        self.scene = scene
        self.data = data
        hasChangeableRoots = scene.nodes.contains { node in
            if case .stack(let stack) = node.element { return stack.rootMayChangeIdentity }
            return false
        }
        let names = Set(scene.state.map(\.name))
        varying = WrittenVariables.of(scene).filter(names.contains).sorted()
        unknownConditions = Set(scene.state.filter { $0.isUnknown && $0.type == .bool }.map(\.name))
        hasEventHandlers = scene.nodes.contains { node in
            node.modifiers.contains { modifier in
                guard case .event(let handler) = modifier.kind else { return false }
                switch handler.event {
                case .openURL, .external: return false
                case .appear, .disappear, .task, .change: return true
                }
            }
        }
    }

    public func render(_ state: NavigationState) -> Frame {
        guard let meter else { return Renderer(scene: scene, data: data, state: state, queries: queries).render() }
        let hash = state.digest(varying: varying)
        if let frame = meter.remembered(state, hash: hash) { return frame }
        let frame = Renderer(scene: scene, data: data, state: state, queries: queries).render()
        meter.count(frame)
        meter.remember(state, hash: hash, frame)
        return frame
    }

    /// Whether two states of this scene are equal (`==`, deciding on the variables that can vary first).
    public func same(_ a: NavigationState, _ b: NavigationState) -> Bool { a.equals(b, varying: varying) }

    /// The state a scene starts in: each variable's initial value or its type's default.
    public func initialState(size: SizeClass? = nil) -> NavigationState {
        var values: [String: Value] = [:]
        let evaluator = Evaluator(scene: scene, data: data, state: [:])
        // A latent value (`StateVariable.isLatent`) has none: a run that reads it fails, so no state the search
        // reaches holds a value the program may never make.
        for variable in scene.state where !variable.isLatent {
            if let initial = variable.initial, let value = try? evaluator.evaluate(initial, Environment()) {
                values[variable.name] = value
            } else {
                values[variable.name] = Navigator.defaultValue(variable.type)
            }
        }
        return NavigationState(values: values, size: size ?? scene.simulation.size)
    }

    public static func defaultValue(_ type: TypeRef) -> Value {
        switch type {
        case .optional, .nilLiteral: return .null
        case .array, .navigationPath: return .list([])
        case .named("Bool"): return .bool(false)
        case .named("String"): return .string("")
        case .named("Int"): return .int(0)
        case .named("Double"): return .double(0)
        default: return .null
        }
    }

    // MARK: - Effects

    public func activate(_ element: InteractiveElement, in frame: Frame, _ state: NavigationState) -> (NavigationState, Outcome) {
        settled(activateNow(element, in: frame, state), from: frame)
    }

    func activateNow(_ element: InteractiveElement, in frame: Frame, _ state: NavigationState,
                     choices: BranchChoices? = nil) -> (NavigationState, Outcome) {
        var next = state
        switch element.effect {
        case .disabled(let reason):
            return (state, Outcome(changed: false, message: "'\(element.label)' is disabled: \(reason)"))
        case .dead(let reason):
            return (state, Outcome(changed: false, message: "'\(element.label)' does nothing: \(reason)"))
        case .push(let stack, let value):
            appendToPath(stack, value, frame, &next)
            return (next, Outcome(changed: true, message: "pushed \(display(value))"))
        case .replacePath(let stack, let value):
            setPath(stack, [value], frame, &next)
            return (next, Outcome(changed: true, message: "showed \(display(value)) in the next column"))
        case .select(let name, let value):
            assignOrKeep(name, value, &next, frame: frame)
            return (next, Outcome(changed: !same(next, state), message: "selected \(display(value))"))
        case .pushView(let stack, let pushed):
            next.viewPushes[stack, default: []].append(pushed)
            return (next, Outcome(changed: true, message: "pushed a view"))
        case .showInColumn(let split, let column, let pushed):
            next.columnOverrides[split + "#\(column)"] = pushed
            return (next, Outcome(changed: !same(next, state), message: "showed a view in the next column"))
        case .setState(let name, let value):
            assignOrKeep(name, value, &next, frame: frame)
            return (next, Outcome(changed: !same(next, state), message: "set \(name) to \(display(value))"))
        case .selectTab(let tabs, let index, let name, let value):
            if let name { assignOrKeep(name, value ?? .int(index), &next, frame: frame) } else { next.tabs[tabs] = index }
            return (next, Outcome(changed: !same(next, state), message: "switched to tab '\(element.label)'"))
        case .runButton(let template, let environment, let dismiss, let closes):
            guard case .button(let button) = scene.nodes[template].element else {
                return (state, Outcome(changed: false, message: "not a button"))
            }
            do {
                try execute(button.action, environment, frame: frame, dismiss: dismiss, &next, depth: 0, budget: WorkBudget(), choices: choices)
                // An alert's or dialog's button closes it after its action.
                if let closes { _ = undo(closes, frame, &next) }
            } catch let error as EvaluationError {
                return (state, Outcome(changed: false, message: "'\(element.label)' failed: \(error.message)"))
            } catch {
                return (state, Outcome(changed: false, message: "'\(element.label)' failed"))
            }
            return (next, Outcome(changed: !same(next, state), message: "ran '\(element.label)'"))
        }
    }

    public func run(action name: String, in frame: Frame, _ state: NavigationState) -> (NavigationState, Outcome) {
        settled(runNow(action: name, in: frame, state), from: frame)
    }

    func runNow(action name: String, in frame: Frame, _ state: NavigationState, choices: BranchChoices? = nil) -> (NavigationState, Outcome) {
        guard let action = scene.actions[name] else {
            return (state, Outcome(changed: false, message: "no action named '\(name)'" + Suggestions.didYouMean(name, in: scene.actionOrder)))
        }
        var next = state
        do {
            try execute(action.statements, Environment(), frame: frame, dismiss: nil, &next, depth: 0, budget: WorkBudget(), choices: choices)
        } catch let error as EvaluationError {
            return (state, Outcome(changed: false, message: "action '\(name)' failed: \(error.message)"))
        } catch {
            return (state, Outcome(changed: false, message: "action '\(name)' failed"))
        }
        return (next, Outcome(changed: !same(next, state), message: "ran \(name)"))
    }

    /// The value of a state key: stored, or computed by its getter.
    public func read(_ key: String, _ state: NavigationState) -> Value? {
        if let stored = state.values[key] { return stored }
        guard let computed = scene.computed[key] else { return nil }
        return try? Evaluator(scene: scene, data: data, state: state.values, cache: queries).evaluate(computed.get, Environment())
    }

    /// Writes a state key: stored, or through the computed variable's setter with `newValue`.
    func assign(_ key: String, _ value: Value, _ state: inout NavigationState, frame: Frame, depth: Int = 0, budget: WorkBudget = WorkBudget()) throws {
        guard let computed = scene.computed[key] else { state.store(key, value); return }
        try execute(computed.set ?? [], Environment().with("newValue", value), frame: frame, dismiss: nil, &state, depth: depth + 1, budget: budget)
    }

    /// `assign` for the interactions that cannot fail on their own: a setter that fails leaves the state as it was.
    func assignOrKeep(_ key: String, _ value: Value, _ state: inout NavigationState, frame: Frame) {
        var next = state
        if (try? assign(key, value, &next, frame: frame)) != nil { state = next }
    }

    /// Runs statements in order; `budget` bounds the statements and evaluation steps of the whole interaction.
    /// `choices`, when given, decides the conditions the front end could not compute (see `BranchChoices`).
    func execute(_ statements: [Statement], _ env: Environment, frame: Frame, dismiss: ScreenOrigin?,
                 _ state: inout NavigationState, depth: Int, budget: WorkBudget, choices: BranchChoices? = nil) throws {
        guard depth < Navigator.maxActionDepth else {
            throw EvaluationError(message: "actions call each other more than \(Navigator.maxActionDepth) deep", range: statements.first?.range ?? scene.range)
        }
        for statement in statements {
            try budget.execute(statement)
            let evaluator = Evaluator(scene: scene, data: data, state: state.values, cache: queries, budget: budget)
            // A target may be a view's own state or a `@Binding` parameter: it writes the variable it stands for.
            func current(_ name: String) -> Value? {
                if let alias = env.alias(name) { return state.values[alias.key] ?? alias.initial }
                return read(name, state)
            }
            func store(_ name: String, _ value: Value) throws {
                try assign(env.stateKey(name), value, &state, frame: frame, depth: depth, budget: budget)
            }
            switch statement.kind {
            case .set(let name, let expr):
                try store(name, try evaluator.evaluate(expr, env))
            case .append(let name, let expr):
                let value = try evaluator.evaluate(expr, env)
                try store(name, .list((current(name)?.listItems ?? []) + [value]))
                // Pushing a value pops the view-destination screens of the stacks bound to the path first.
                let key = env.stateKey(name)
                for (stack, info) in frame.stacks where info.binding == key && state.viewPushes[stack] != nil { state.viewPushes[stack] = nil }
            case .removeLast(let name, let count):
                let items = current(name)?.listItems ?? []
                // Swift traps here; the interaction fails and the state stays as it was.
                guard count <= items.count else { throw Navigator.popPastEmpty(name, count: count, holding: items.count, statement.range) }
                try store(name, .list(Array(items.dropLast(count))))
            case .popLast(let name):
                try store(name, .list(Array((current(name)?.listItems ?? []).dropLast())))
            case .removeAll(let name):
                try store(name, .list([]))
            case .toggle(let name):
                try store(name, .bool(!(current(name)?.boolValue ?? false)))
            case .run(let name):
                if let closure = env.action(name) {
                    // An action parameter: the caller's statements, in the caller's context.
                    guard case .instance(let instance) = scene.nodes[closure.node].element,
                          let body = instance.arguments.first(where: { $0.name == closure.argument })?.action else { continue }
                    try execute(body, closure.captured, frame: frame, dismiss: dismiss, &state, depth: depth + 1, budget: budget, choices: choices)
                    continue
                }
                guard let action = scene.actions[name] else { continue }
                try execute(action.statements, Environment(), frame: frame, dismiss: nil, &state, depth: depth + 1, budget: budget, choices: choices)
            case .dismiss:
                if let dismiss { _ = undo(dismiss, frame, &state) }
            case .conditional(let conditional):
                // Nesting is bounded by the model (the loader's and the front end's depth limits), not by `depth`.
                let value = try evaluator.evaluate(conditional.condition, env)
                let holds = conditional.binding == nil ? (value.boolValue == true || (!value.isNull && value.boolValue == nil)) : !value.isNull
                let taken = choices?.choose(conditional.condition, holds: holds, unknown: unknownConditions) ?? holds
                if taken {
                    let inner = conditional.binding.map { env.with($0, value) } ?? env
                    try execute(conditional.then, inner, frame: frame, dismiss: dismiss, &state, depth: depth, budget: budget, choices: choices)
                } else {
                    try execute(conditional.otherwise, env, frame: frame, dismiss: dismiss, &state, depth: depth, budget: budget, choices: choices)
                }
            }
        }
    }

    /// A stack whose root view changed identity (another branch of a conditional at its root) starts again from
    /// its root: SwiftUI empties its path and writes that back through the binding, so a value appended in the same
    /// update is lost. Returns the state after the reset and the stacks reset.
    public func resetChangedRoots(from old: Frame, _ state: NavigationState) -> (NavigationState, [RootReset]) {
        guard hasChangeableRoots else { return (state, []) }
        let new = render(state)
        var next = state
        var resets: [RootReset] = []
        for (key, info) in new.stacks.sorted(by: { $0.key < $1.key }) {
            guard let before = old.stacks[key], before.rootIdentity != info.rootIdentity else { continue }
            let path = info.binding.map { next.values[$0]?.listItems ?? [] } ?? (next.implicitPaths[key] ?? [])
            guard !path.isEmpty || next.viewPushes[key] != nil else { continue }
            setPath(key, [], new, &next)
            resets.append(RootReset(stack: key, binding: info.binding, lost: path.count))
        }
        return (next, resets)
    }

    /// A collapsed split view whose `preferredCompactColumn` is bound follows the person: a selection that now
    /// drives a column (a row picked in the sidebar) makes that column the preferred one, written through the binding.
    func followPreferredColumns(from old: Frame, _ state: NavigationState) -> NavigationState {
        guard !old.preferredColumns.isEmpty else { return state }
        let new = render(state)
        var next = state
        for (key, before) in old.preferredColumns.sorted(by: { $0.key < $1.key }) {
            guard let after = new.preferredColumns[key] else { continue }
            for index in after.drivers.keys.sorted(by: >) {
                guard let value = after.drivers[index], !value.isNull, value != before.drivers[index] else { continue }
                assignOrKeep(after.state, .enumCase(type: TypeDecl.splitViewColumnName, name: after.names[index], payload: []), &next, frame: new)
                break
            }
        }
        return next
    }

    /// What removing more values than a path holds does on a device: a trap.
    public static let crashPrefix = "the app would crash here"

    static func popPastEmpty(_ name: String, count: Int, holding: Int, _ range: SourceRange) -> EvaluationError {
        let what = count == 1 ? "removeLast()" : "removeLast(\(count))"
        let held = holding == 0 ? "is empty" : "holds \(holding) value\(holding == 1 ? "" : "s")"
        return EvaluationError(message: "\(crashPrefix): \(what) on '\(name)', which \(held) (Swift: \"Can't remove more items from a collection than it contains\")", range: range)
    }

    // MARK: - Paths

    func binding(of stack: String, _ frame: Frame) -> String? { frame.stacks[stack]?.binding }

    func path(of stack: String, _ frame: Frame, _ state: NavigationState) -> [Value] {
        if let b = binding(of: stack, frame) { return state.values[b]?.listItems ?? [] }
        return state.implicitPaths[stack] ?? []
    }

    func setPath(_ stack: String, _ path: [Value], _ frame: Frame, _ state: inout NavigationState) {
        if let b = binding(of: stack, frame) { state.store(b, .list(path)) } else { state.implicitPaths[stack] = path }
        // Pushing or replacing values pops every view-destination push first.
        state.viewPushes[stack] = nil
    }

    func appendToPath(_ stack: String, _ value: Value, _ frame: Frame, _ state: inout NavigationState) {
        setPath(stack, path(of: stack, frame, state) + [value], frame, &state)
    }

    /// Undoes what put a screen there. False when the screen is a root that cannot be popped.
    func undo(_ origin: ScreenOrigin, _ frame: Frame, _ state: inout NavigationState) -> Bool {
        switch origin {
        case .root, .stackRoot:
            return false
        case .pathValue(let stack, let index):
            let current = path(of: stack, frame, state)
            setPath(stack, Array(current.prefix(index)), frame, &state)
            return true
        case .viewPush(let stack, let index):
            let pushes = state.viewPushes[stack] ?? []
            state.viewPushes[stack] = index == 0 ? nil : Array(pushes.prefix(index))
            return true
        case .stateDriven(let name, let clear), .presentation(let name, let clear):
            assignOrKeep(name, clear, &state, frame: frame)
            return true
        case .column(let split, let index, let drivenBy):
            // A collapsed split view with `preferredCompactColumn`: back shows the column before (and writes it).
            if frame.size == .compact, index > 0, let preferred = frame.preferredColumns[split] {
                if let drivenBy, !(read(drivenBy, state) ?? .null).isNull { assignOrKeep(drivenBy, .null, &state, frame: frame) }
                assignOrKeep(preferred.state, .enumCase(type: TypeDecl.splitViewColumnName, name: preferred.names[index - 1], payload: []), &state, frame: frame)
                return true
            }
            guard let drivenBy, !(read(drivenBy, state) ?? .null).isNull else { return false }
            assignOrKeep(drivenBy, .null, &state, frame: frame)
            return true
        case .columnOverride(let split, let index):
            state.columnOverrides[split + "#\(index)"] = nil
            return true
        }
    }

    /// Back: the top presentation's stack, else the rightmost column (or collapsed stack) that can pop.
    public func back(in frame: Frame, _ state: NavigationState) -> (NavigationState, Outcome) {
        settled(backNow(in: frame, state), from: frame)
    }

    func backNow(in frame: Frame, _ state: NavigationState) -> (NavigationState, Outcome) {
        let next = state
        for screen in frame.activeScreens.reversed() {
            if case .column = screen.origin, frame.size == .regular { continue }
            var trial = next
            guard undo(screen.origin, frame, &trial) else { continue }
            if screen.flags.contains(.backButtonHidden) {
                return (state, Outcome(changed: false, message: "\(screen.title ?? screen.view) hides its back button (navigationBarBackButtonHidden), so there is no back and no swipe back; use one of its buttons"))
            }
            if case .presentation = screen.origin, frame.presentations.last?.dismissDisabled == true {
                return (state, Outcome(changed: false, message: "this sheet cannot be swiped away (interactiveDismissDisabled); use one of its buttons"))
            }
            return (trial, Outcome(changed: true, message: "back from \(screen.crumb)"))
        }
        return (state, Outcome(changed: false, message: "nothing to go back from"))
    }

    /// Empties every visible stack's path and view pushes (the talk's pop to root).
    public func popToRoot(in frame: Frame, _ state: NavigationState) -> (NavigationState, Outcome) {
        settled(popToRootNow(in: frame, state), from: frame)
    }

    func popToRootNow(in frame: Frame, _ state: NavigationState) -> (NavigationState, Outcome) {
        var next = state
        for stack in frame.navigationStacks {
            setPath(stack.key, [], frame, &next)
        }
        return (next, Outcome(changed: !same(next, state), message: "popped to root"))
    }

    /// Moves the first scrollable lazy container on an active screen by one viewport (back to the top at the end).
    public func scroll(in frame: Frame, _ state: NavigationState, container: String? = nil) -> (NavigationState, Outcome) {
        settled(scrollNow(in: frame, state, container: container), from: frame, clampsScroll: false)
    }

    func scrollNow(in frame: Frame, _ state: NavigationState, container: String? = nil) -> (NavigationState, Outcome) {
        let candidates = frame.lazy.filter { $0.total > scene.simulation.viewport && (container == nil || $0.key == container) }
        guard let lazy = candidates.first else { return (state, Outcome(changed: false, message: "nothing to scroll")) }
        var next = state
        let step = max(1, scene.simulation.viewport)
        let target = lazy.first + step < lazy.total ? lazy.first + step : 0
        next.scroll[lazy.key] = target == 0 ? nil : target
        return (next, Outcome(changed: true, message: "scrolled to rows \(target + 1)-\(min(lazy.total, target + step)) of \(lazy.total)"))
    }

    public func display(_ value: Value) -> String {
        Evaluator(scene: scene, data: data, state: [:]).display(value)
    }
}

extension Frame {
    /// Screens a person can act on (the top of each visible stack, each column, the top presentation), reading order.
    public var activeScreens: [Screen] {
        var result: [Screen] = []
        func visit(_ region: Region) {
            switch region {
            case .screen(let s): visit(screen: s)
            case .stack(let stack), .collapsed(let stack): visit(screen: stack.top)
            case .columns(let split): split.columns.forEach { visit($0.region) }
            case .tabs(let tabs): visit(tabs.content)
            }
        }
        func visit(screen: Screen) {
            result.append(screen)
            screen.regions.forEach(visit)
        }
        if let top = presentations.last {
            // First in reading order, so `back` (which reads from the end) pops the presentation's own stacks first.
            result.append(Screen(key: "presentation", view: "", value: nil, valueText: nil, title: nil, origin: top.origin))
            visit(top.content)
        } else {
            visit(screen: base)
        }
        return result
    }
}
