import NavSceneDiagnostics
import NavSceneModel

/// Builds the `Frame` for one navigation state: instantiates the root, stacks, columns, tabs and presentations the
/// way SwiftUI would, realising lazy rows only inside their viewport, then resolves every link on an active screen.
final class Renderer {
    let scene: Scene
    let data: DataStore
    let state: NavigationState
    let evaluator: Evaluator
    var frame: Frame

    /// Element drafts per screen key; only those of active screens reach `frame.elements`.
    var drafts: [String: [(element: InteractiveElement, pending: (Value, LinkContext)?)]] = [:]
    var tabDrafts: [String: [InteractiveElement]] = [:]
    /// Per split view: the stack at the top of each column, and destinations declared in columns outside any stack.
    var columnStacks: [String: [Int: String]] = [:]
    var columnDestinations: [String: [(type: String, use: DestinationUse, column: Int)]] = [:]
    /// The selection a column's List drives (split key -> column -> state variable).
    var columnSelections: [String: [Int: String]] = [:]
    /// `navigationDestination(item:)` outside a stack in a split column: replaces the next column's content.
    var columnReplacements: [String: StatePush] = [:]
    var foundPresentations: [ActivePresentation] = []
    /// Event handler instances per screen key.
    var handlerDrafts: [String: [HandlerInstance]] = [:]
    var lazyContainers: [LazyContainer] = []
    /// Set at the first node past the budget's node count, so the problem is reported once.
    var stoppedAtNodeBudget = false
    static let maxInstantiationDepth = 150
    /// State-driven pushes (`isPresented:`, `item:`, `isActive:`) stacked one above the other in one render.
    static let maxChainedStatePushes = 64

    init(scene: Scene, data: DataStore, state: NavigationState, queries: QueryCache? = nil, budget: WorkBudget = WorkBudget()) {
        self.scene = scene
        self.data = data
        self.state = state
        self.evaluator = Evaluator(scene: scene, data: data, state: state.values, cache: queries, budget: budget)
        let rootScreen = Screen(key: "", view: scene.name, value: nil, valueText: nil, title: nil, origin: .root)
        self.frame = Frame(size: state.size, base: rootScreen)
    }

    func render() -> Frame {
        let builder = ScreenBuilder(key: "", origin: .root)
        let context = Context(keyPrefix: "", link: LinkContext(inNavigation: false), screenOrigin: .root)
        instantiate(scene.root, Environment(), context, builder)
        if builder.view == nil { builder.view = scene.name }
        var base = builder.screen()
        // Presentations found while rendering may present further ones.
        var index = 0
        var presented: [PresentedContext] = []
        while index < foundPresentations.count, index < 32 {
            let active = foundPresentations[index]
            index += 1
            let b = ScreenBuilder(key: active.key + "#presented", origin: active.origin)
            var ctx = Context(keyPrefix: active.key + "#presented", link: LinkContext(inNavigation: false),
                              screenOrigin: active.origin)
            ctx.presentation = active.origin
            var env = active.environment
            if case .item(let binding) = active.presentation.trigger, let name = active.presentation.elementName {
                env = env.with(name, current(binding, env))
            }
            if active.presentation.isDialog {
                renderDialog(active, env, ctx, b)
            } else {
                instantiate(active.presentation.content, env, ctx, b)
            }
            let screen = b.screen()
            var context = PresentedContext(style: active.presentation.style, content: .screen(screen), origin: active.origin)
            context.template = active.template
            context.modifier = active.modifier
            context.presenter = active.presenter
            context.dismissDisabled = Renderer.anyScreen(in: context.content) { $0.flags.contains(.interactiveDismissDisabled) }
            presented.append(context)
        }
        // Activate: only the top presentation (or the base) is interactive.
        base = activate(screen: base, active: presented.isEmpty)
        frame.presentations = presented.enumerated().map { offset, context in
            var copy = context
            copy.content = activate(region: context.content, active: offset == presented.count - 1)
            return copy
        }
        frame.base = base
        frame.lazy = lazyContainers
        // Handlers of shown screens: the base stays shown under a sheet; a stack shows only its top screen.
        // A person reaches only the top context: nothing under a sheet or dialog takes a tap.
        collectHandlers(screen: base, shown: true)
        if !frame.presentations.isEmpty { markCovered(from: 0) }
        for (offset, context) in frame.presentations.enumerated() {
            let first = frame.handlers.count
            collectHandlers(region: context.content, shown: true)
            if offset < frame.presentations.count - 1 { markCovered(from: first) }
        }
        return frame
    }

    /// An alert or confirmation dialog: its title, message and buttons, each closing it after its action; with no
    /// buttons, the system's OK.
    func renderDialog(_ active: ActivePresentation, _ env: Environment, _ outer: Context, _ b: ScreenBuilder) {
        let dialog = active.presentation
        var ctx = outer
        ctx.closes = active.origin
        b.view = dialog.style.rawValue
        if let title = dialog.title { b.title = text(title, env) }
        if let message = dialog.message { b.addText(text(message, env)) }
        instantiate(dialog.content, env, ctx, b)
        if dialog.content.isEmpty, case .presentation(let state, let clear) = active.origin {
            addDraft(b, InteractiveElement(kind: .button, label: "OK", key: active.key + "#ok", template: -1, effect: .setState(state, clear)))
        }
    }

    static func anyScreen(in region: Region, _ test: (Screen) -> Bool) -> Bool {
        switch region {
        case .screen(let s): return test(s) || s.regions.contains { anyScreen(in: $0, test) }
        case .stack(let stack), .collapsed(let stack): return stack.screens.contains { test($0) || $0.regions.contains { anyScreen(in: $0, test) } }
        case .columns(let split): return split.columns.contains { anyScreen(in: $0.region, test) }
        case .tabs(let tabs): return anyScreen(in: tabs.content, test)
        }
    }

    private func markCovered(from start: Int) {
        for index in start..<frame.handlers.count { frame.handlers[index].underPresentation = true }
    }

    func collectHandlers(screen: Screen, shown: Bool) {
        for var handler in handlerDrafts[screen.key] ?? [] {
            handler.shown = shown
            frame.handlers.append(handler)
        }
        for region in screen.regions { collectHandlers(region: region, shown: shown) }
    }

    func collectHandlers(region: Region, shown: Bool) {
        switch region {
        case .screen(let s): collectHandlers(screen: s, shown: shown)
        case .stack(let stack), .collapsed(let stack):
            for (offset, screen) in stack.screens.enumerated() {
                collectHandlers(screen: screen, shown: shown && offset == stack.screens.count - 1)
            }
        case .columns(let split): for column in split.columns { collectHandlers(region: column.region, shown: shown) }
        case .tabs(let tabs): collectHandlers(region: tabs.content, shown: shown)
        }
    }

    func problem(_ message: String, _ range: SourceRange) {
        let p = RuntimeProblem(message: message, range: range)
        if !frame.problems.contains(p) { frame.problems.append(p) }
    }

    func evaluate(_ expr: Expression, _ env: Environment) -> Value? {
        do { return try evaluator.evaluate(expr, env) } catch let error as EvaluationError {
            problem(error.message, error.range)
        } catch {}
        return nil
    }

    /// A text that is a name for the screen (a title): nil when it cannot be evaluated (a deleted record), so
    /// breadcrumbs fall back to the view's name instead of showing the template's source.
    func titleText(_ template: Template, _ env: Environment) -> String? {
        do { return try evaluator.text(template, env) } catch let error as EvaluationError {
            problem(error.message, error.range)
        } catch {}
        return nil
    }

    func text(_ template: Template, _ env: Environment) -> String {
        do { return try evaluator.text(template, env) } catch let error as EvaluationError {
            problem(error.message, error.range)
        } catch {}
        return template.description
    }

    // MARK: - Activation and link resolution

    func activate(region: Region, active: Bool) -> Region {
        switch region {
        case .screen(let s): return .screen(activate(screen: s, active: active))
        case .stack(var stack):
            stack.screens = stack.screens.enumerated().map { activate(screen: $0.element, active: active && $0.offset == stack.screens.count - 1) }
            return .stack(stack)
        case .collapsed(var stack):
            stack.screens = stack.screens.enumerated().map { activate(screen: $0.element, active: active && $0.offset == stack.screens.count - 1) }
            return .collapsed(stack)
        case .columns(var split):
            split.columns = split.columns.map { var c = $0; c.region = activate(region: c.region, active: active); return c }
            return .columns(split)
        case .tabs(var tabs):
            if active { frame.elements.append(contentsOf: tabDrafts[tabs.key] ?? []) }
            tabs.content = activate(region: tabs.content, active: active)
            return .tabs(tabs)
        }
    }

    func activate(screen: Screen, active: Bool) -> Screen {
        var copy = screen
        let screenDrafts = drafts[screen.key] ?? []
        // Numbered in reading order: the navigation bar first, then the content, groups in place.
        func assign(_ items: [ScreenItem]) -> [ScreenItem] {
            items.compactMap { item in
                switch item {
                case .text: return item
                case .group(let title, let inner):
                    let assigned = assign(inner)
                    return assigned.isEmpty ? nil : .group(title, assigned)
                case .element(let draft):
                    guard active, draft < screenDrafts.count else { return nil }
                    var element = screenDrafts[draft].element
                    if let (value, context) = screenDrafts[draft].pending { element.effect = resolve(value, context) }
                    copy.elements.append(frame.elements.count)
                    frame.elements.append(element)
                    return .element(frame.elements.count - 1)
                }
            }
        }
        copy.items = assign(screen.items)
        copy.regions = screen.regions.map { activate(region: $0, active: active) }
        return copy
    }

    /// SwiftUI's order: the enclosing stack; a stack in a later split column; the enclosing List's selection; nothing.
    func resolve(_ value: Value, _ context: LinkContext) -> Effect {
        if let reason = context.disabled { return .disabled(reason) }
        if value.isNull { return .disabled("the link's value is nil") }
        if !context.inNavigation && context.selectionState == nil {
            return .disabled("no NavigationStack or NavigationSplitView above the link")
        }
        let type = value.typeName
        var typedMismatch: String?
        if let key = context.stack, let info = frame.stacks[key], info.registry[type] != nil {
            if let element = info.typedElement, element != type {
                typedMismatch = element
            } else {
                return .push(stack: key, value: value)
            }
        }
        if let split = context.split, let column = context.column {
            for (index, key) in (columnStacks[split] ?? [:]).sorted(by: { $0.key < $1.key }) where index > column {
                if let info = frame.stacks[key], info.registry[type] != nil,
                   info.typedElement == nil || info.typedElement == type {
                    return .replacePath(stack: key, value: value)
                }
            }
            if let use = columnDestinations[split]?.first(where: { $0.type == type && $0.column <= column }),
               column + 1 < (splitColumnCount[split] ?? 0) {
                let name = destinationName(use.use)
                let env = name.map { use.use.environment.with($0, value) } ?? use.use.environment
                return .showInColumn(split: split, column: column + 1,
                                     PushedView(template: use.use.template, slot: use.use.index, environment: env))
            }
        }
        if let selection = context.selectionState, context.selectionType == type || context.selectionType == "AnyHashable" {
            return .select(state: selection, value: value)
        }
        // A List in a leading column whose selection takes the type (semantics: after later-column stacks).
        if let split = context.split, let column = context.column {
            for (index, selection) in (columnSelections[split] ?? [:]).sorted(by: { $0.key < $1.key }) where index < column {
                if let name = LocalState.type(of: selection, in: scene).flatMap({ typeName($0.unwrapped) }), name == type || name == "AnyHashable" {
                    return .select(state: selection, value: value)
                }
            }
        }
        if let element = typedMismatch {
            return .dead(.pathTypeMismatch(pathElement: element, type: type))
        }
        // Only when such a destination exists: the message must not send people looking for one that does not.
        if let key = context.stack, let info = frame.stacks[key], info.typedElement == type, info.nestedOnTypedPath.contains(type) {
            return .dead(.destinationNotAtRoot(type: type))
        }
        return .dead(.noDestination(type: type))
    }

    var splitColumnCount: [String: Int] = [:]

    func destinationName(_ use: DestinationUse) -> String? {
        let node = scene.nodes[use.template]
        let list = node.destinations
        return use.index < list.count ? list[use.index].destination.elementName : nil
    }
}

/// A lazy container that was realised: how many rows it has and which are realised.
public struct LazyContainer: Hashable, Sendable {
    public var key: String
    public var template: Int
    public var total: Int
    public var first: Int
    public var realised: Int
}
