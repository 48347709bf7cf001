import NavSceneDiagnostics
import NavSceneModel

/// What an interaction did, in words, and whether the state changed.
public struct Outcome: Hashable, Sendable {
    public var changed: Bool
    public var message: String
    public init(changed: Bool, message: String) { self.changed = changed; self.message = message }
}

/// The navigation semantics as pure functions from (state, frame) to a new state. The runtime, the REPL, flows and
/// the exploring rules all go through here; nothing else changes navigation state.
public struct Navigator: Sendable {
    public let scene: Scene
    public let data: DataStore
    /// Query results for this navigator's (unchanging) data, shared by every render.
    let queries = QueryCache()
    static let maxActionDepth = 16

    public init(scene: Scene, data: DataStore) {
        self.scene = scene
        self.data = data
    }

    public func render(_ state: NavigationState) -> Frame {
        Renderer(scene: scene, data: data, state: state, queries: queries).render()
    }

    /// The state a scene starts in: each variable's initial value or its type's default.
    public func initialState(size: SizeClass? = nil) -> NavigationState {
        var values: [String: Value] = [:]
        let evaluator = Evaluator(scene: scene, data: data, state: [:])
        for variable in scene.state {
            if let initial = variable.initial, let value = try? evaluator.evaluate(initial, Environment()) {
                values[variable.name] = value
            } else {
                values[variable.name] = Navigator.defaultValue(variable.type)
            }
        }
        return NavigationState(values: values, size: size ?? scene.simulation.size)
    }

    static func defaultValue(_ type: TypeRef) -> Value {
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
            next.values[name] = value
            return (next, Outcome(changed: next != state, message: "selected \(display(value))"))
        case .pushView(let stack, let pushed):
            next.viewPushes[stack, default: []].append(pushed)
            return (next, Outcome(changed: true, message: "pushed a view"))
        case .showInColumn(let split, let column, let pushed):
            next.columnOverrides[split + "#\(column)"] = pushed
            return (next, Outcome(changed: next != state, message: "showed a view in the next column"))
        case .setState(let name, let value):
            next.values[name] = value
            return (next, Outcome(changed: next != state, message: "set \(name) to \(display(value))"))
        case .selectTab(let tabs, let index, let name, let value):
            if let name { next.values[name] = value ?? .int(index) } else { next.tabs[tabs] = index }
            return (next, Outcome(changed: next != state, message: "switched to tab '\(element.label)'"))
        case .runButton(let template, let environment, let dismiss):
            guard case .button(let button) = scene.nodes[template].element else {
                return (state, Outcome(changed: false, message: "not a button"))
            }
            do {
                try execute(button.action, environment, frame: frame, dismiss: dismiss, &next, depth: 0)
            } catch let error as EvaluationError {
                return (state, Outcome(changed: false, message: "'\(element.label)' failed: \(error.message)"))
            } catch {
                return (state, Outcome(changed: false, message: "'\(element.label)' failed"))
            }
            return (next, Outcome(changed: next != state, message: "ran '\(element.label)'"))
        }
    }

    public func run(action name: String, in frame: Frame, _ state: NavigationState) -> (NavigationState, Outcome) {
        guard let action = scene.actions[name] else {
            return (state, Outcome(changed: false, message: "no action named '\(name)'" + Suggestions.didYouMean(name, in: scene.actionOrder)))
        }
        var next = state
        do {
            try execute(action.statements, Environment(), frame: frame, dismiss: nil, &next, depth: 0)
        } catch let error as EvaluationError {
            return (state, Outcome(changed: false, message: "action '\(name)' failed: \(error.message)"))
        } catch {
            return (state, Outcome(changed: false, message: "action '\(name)' failed"))
        }
        return (next, Outcome(changed: next != state, message: "ran \(name)"))
    }

    func execute(_ statements: [Statement], _ env: Environment, frame: Frame, dismiss: ScreenOrigin?,
                 _ state: inout NavigationState, depth: Int) throws {
        guard depth < Navigator.maxActionDepth else {
            throw EvaluationError(message: "actions call each other more than \(Navigator.maxActionDepth) deep", range: statements.first?.range ?? scene.range)
        }
        for statement in statements {
            let evaluator = Evaluator(scene: scene, data: data, state: state.values, cache: queries)
            switch statement.kind {
            case .set(let name, let expr):
                state.values[name] = try evaluator.evaluate(expr, env)
            case .append(let name, let expr):
                let value = try evaluator.evaluate(expr, env)
                state.values[name] = .list((state.values[name]?.listItems ?? []) + [value])
            case .removeLast(let name, let count):
                let items = state.values[name]?.listItems ?? []
                state.values[name] = .list(Array(items.dropLast(min(count, items.count))))
            case .removeAll(let name):
                state.values[name] = .list([])
            case .toggle(let name):
                state.values[name] = .bool(!(state.values[name]?.boolValue ?? false))
            case .run(let name):
                guard let action = scene.actions[name] else { continue }
                try execute(action.statements, Environment(), frame: frame, dismiss: nil, &state, depth: depth + 1)
            case .dismiss:
                if let dismiss { _ = undo(dismiss, frame, &state) }
            }
        }
    }

    // MARK: - Paths

    func binding(of stack: String, _ frame: Frame) -> String? { frame.stacks[stack]?.binding }

    func path(of stack: String, _ frame: Frame, _ state: NavigationState) -> [Value] {
        if let b = binding(of: stack, frame) { return state.values[b]?.listItems ?? [] }
        return state.implicitPaths[stack] ?? []
    }

    func setPath(_ stack: String, _ path: [Value], _ frame: Frame, _ state: inout NavigationState) {
        if let b = binding(of: stack, frame) { state.values[b] = .list(path) } else { state.implicitPaths[stack] = path }
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
            state.values[name] = clear
            return true
        case .column(_, _, let drivenBy):
            guard let drivenBy, !(state.values[drivenBy] ?? .null).isNull else { return false }
            state.values[drivenBy] = .null
            return true
        case .columnOverride(let split, let index):
            state.columnOverrides[split + "#\(index)"] = nil
            return true
        }
    }

    /// Back: the top presentation's stack, else the rightmost column (or collapsed stack) that can pop.
    public func back(in frame: Frame, _ state: NavigationState) -> (NavigationState, Outcome) {
        var next = state
        for screen in frame.activeScreens.reversed() {
            if case .column = screen.origin, frame.size == .regular { continue }
            if undo(screen.origin, frame, &next) {
                return (next, Outcome(changed: true, message: "back from \(screen.title ?? screen.view)"))
            }
        }
        return (state, Outcome(changed: false, message: "nothing to go back from"))
    }

    /// Empties every visible stack's path and view pushes (the talk's pop to root).
    public func popToRoot(in frame: Frame, _ state: NavigationState) -> (NavigationState, Outcome) {
        var next = state
        for stack in frame.navigationStacks {
            setPath(stack.key, [], frame, &next)
        }
        return (next, Outcome(changed: next != state, message: "popped to root"))
    }

    /// Moves the first scrollable lazy container on an active screen by one viewport (back to the top at the end).
    public func scroll(in frame: Frame, _ state: NavigationState, container: String? = nil) -> (NavigationState, Outcome) {
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
