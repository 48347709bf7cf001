import NavSceneModel

/// Navigation containers: stacks (root, path screens, state-driven and view pushes), split views (regular columns or
/// the compact collapse) and tab views.
extension Renderer {
    func renderStack(_ node: ViewNode, _ stack: StackElement, _ env: Environment, _ outer: Context) -> StackView {
        let key = outer.keyPrefix
        var ctx = outer
        ctx.inLazyContent = false
        ctx.link.stack = key
        ctx.link.inNavigation = true
        ctx.link.selectionState = nil
        ctx.link.selectionType = nil
        let binding = stack.path.map { env.stateKey($0.state) }
        let declared = binding.flatMap { LocalState.type(of: $0, in: scene) }
        // `[AnyHashable]` holds values of any type, like a NavigationPath.
        let typedElement = declared?.arrayElement.flatMap { $0.unwrapped.isAnyHashable ? nil : typeName($0.unwrapped) }
        let path: [Value] = binding.map { state.values[$0]?.listItems ?? [] } ?? (state.implicitPaths[key] ?? [])
        if let split = outer.link.split, let column = outer.link.column, columnStacks[split]?[column] == nil {
            columnStacks[split, default: [:]][column] = key
        }

        var screens: [Screen] = []
        var registry: [String: [DestinationUse]] = [:]
        var nested = Set<String>()
        func register(_ builder: ScreenBuilder, depth: Int) {
            for (type, use) in builder.destinations {
                var u = use
                u.depth = depth
                registry[type, default: []].append(u)
            }
        }
        /// State-driven pushes of the root and the path screens, pushed after the last path screen: a value
        /// appended while an `isPresented:`/`item:` view is on top lands under it (the screen does not change).
        var deferred: [ScreenBuilder] = []
        /// `chained`: state-driven pushes above the screen that started the chain. A destination whose content
        /// declares the same destination, bound to the same state, would push itself for ever.
        func push(_ builder: ScreenBuilder, value: Value?, chained: Int = 0, deferStatePushes: Bool = false) {
            var screen = builder.screen()
            screen.value = value
            screen.valueText = value.map(evaluator.display)
            screens.append(screen)
            if deferStatePushes, !builder.statePushes.isEmpty { deferred.append(builder); return }
            pushState(of: builder, chained: chained)
        }
        func pushState(of builder: ScreenBuilder, chained: Int) {
            for (offset, statePush) in builder.statePushes.enumerated() {
                guard chained < Renderer.maxChainedStatePushes else {
                    problem("more than \(Renderer.maxChainedStatePushes) state-driven pushes in a row (a destination that presents itself again?); stopped here",
                            statePush.content.first?.range ?? node.nameRange)
                    return
                }
                let b = ScreenBuilder(key: builder.key + "+\(offset)", origin: statePush.origin)
                var c = ctx
                c.screenOrigin = statePush.origin
                c.keyPrefix = b.key
                instantiate(statePush.content, statePush.environment, c, b)
                let index = screens.count
                push(b, value: statePush.value, chained: chained + 1)
                if screens.indices.contains(index) { screens[index].pushedBy = statePush.source }
            }
        }

        let root = ScreenBuilder(key: key + "#root", origin: .stackRoot(stack: key))
        var rootCtx = ctx
        rootCtx.screenOrigin = root.origin
        instantiate(stack.root, env, rootCtx, root)
        register(root, depth: 0)
        push(root, value: nil, deferStatePushes: true)

        for (index, value) in path.enumerated() {
            let origin = ScreenOrigin.pathValue(stack: key, index: index)
            let b = ScreenBuilder(key: key + "#\(index)", origin: origin)
            var c = ctx
            c.keyPrefix = b.key
            c.screenOrigin = origin
            guard let use = registry[value.typeName]?.first else {
                var screen = b.screen()
                screen.view = "?"
                screen.value = value
                screen.valueText = evaluator.display(value)
                screen.unresolved = "no navigationDestination for \(value.typeName) is registered on this stack"
                screens.append(screen)
                problem("the path holds \(evaluator.display(value)) (\(value.typeName)) but no navigationDestination for \(value.typeName) is visible to the stack", node.nameRange)
                continue
            }
            let destination = scene.nodes[use.template].destinations[use.index].destination
            let destEnv = destination.elementName.map { use.environment.with($0, value) } ?? use.environment
            instantiate(destination.content, destEnv, c, b)
            if typedElement == nil { register(b, depth: index + 1) } else { nested.formUnion(b.destinations.map(\.type)) }
            push(b, value: value, deferStatePushes: true)
        }
        for builder in deferred { pushState(of: builder, chained: 0) }

        for (index, pushed) in (state.viewPushes[key] ?? []).enumerated() {
            let origin = ScreenOrigin.viewPush(stack: key, index: index)
            let b = ScreenBuilder(key: key + "#v\(index)", origin: origin)
            var c = ctx
            c.keyPrefix = b.key
            c.screenOrigin = origin
            instantiate(content(of: pushed), pushed.environment, c, b)
            push(b, value: nil)
        }
        frame.stacks[key] = StackInfo(key: key, template: node.id, binding: binding, typedElement: typedElement, registry: registry,
                                      nestedOnTypedPath: nested, rootIdentity: rootIdentity(stack.root, env))
        return StackView(key: key, binding: binding, path: path, screens: screens)
    }

    /// The identity of a stack's root view as SwiftUI sees it: which branch each `if`/`switch` directly at the root
    /// takes (and those directly inside the taken branch). A different branch is a different root view; a view's
    /// parameters, and conditionals inside a user view's body, are not part of it.
    func rootIdentity(_ nodes: [ViewNode], _ env: Environment) -> String {
        guard StackElement(path: nil, root: nodes).rootMayChangeIdentity else { return "" }
        var parts: [String] = []
        func visit(_ nodes: [ViewNode], _ env: Environment) {
            for node in nodes {
                switch node.element {
                case .conditional(let cond):
                    guard let value = evaluate(cond.condition, env) else { parts.append("\(node.id)?"); continue }
                    if let name = cond.binding {
                        if value.isNull { parts.append("\(node.id)e"); visit(cond.otherwise, env) }
                        else { parts.append("\(node.id)t"); visit(cond.then, env.with(name, value)) }
                    } else if value.boolValue == true || (!value.isNull && value.boolValue == nil) {
                        parts.append("\(node.id)t"); visit(cond.then, env)
                    } else {
                        parts.append("\(node.id)e"); visit(cond.otherwise, env)
                    }
                case .switchOn(let sw):
                    guard let value = evaluate(sw.subject, env) else { parts.append("\(node.id)?"); continue }
                    if let name = SwitchElement.Case.patternName(of: value), let index = sw.cases.firstIndex(where: { $0.pattern == name }) {
                        var inner = env
                        if case .enumCase(_, _, let payload) = value {
                            for (binding, associated) in zip(sw.cases[index].bindings, payload) { if let binding { inner = inner.with(binding, associated) } }
                        }
                        parts.append("\(node.id)c\(index)"); visit(sw.cases[index].content, inner)
                    } else {
                        parts.append("\(node.id)d"); visit(sw.defaultContent, env)
                    }
                default:
                    continue
                }
            }
        }
        visit(nodes, env)
        return parts.joined(separator: ",")
    }

    /// The content a pushed view shows.
    func content(of pushed: PushedView) -> [ViewNode] {
        guard pushed.template >= 0, pushed.template < scene.nodes.count else { return [] }
        let node = scene.nodes[pushed.template]
        if pushed.slot < 0 {
            if case .link(let link) = node.element { return link.destination }
            return []
        }
        let list = node.destinations
        return pushed.slot < list.count ? list[pushed.slot].destination.content : []
    }

    func renderSplit(_ node: ViewNode, _ split: SplitViewElement, _ env: Environment, _ outer: Context) -> Region {
        let key = outer.keyPrefix
        splitColumnCount[key] = split.columns.count
        var columns: [SplitView.Column] = []
        var screens: [Screen] = []
        // `columnVisibility` hides leading columns in regular width (they still exist and drive the others).
        var hidden = 0
        var visibilityType = TypeDecl.splitViewVisibilityName
        if let binding = split.columnVisibility, state.size == .regular,
           case .enumCase(let type, let name, _)? = state.values[binding.state] {
            visibilityType = type
            if name == "detailOnly" { hidden = split.columns.count - 1 }
            if name == "doubleColumn", split.columns.count == 3 { hidden = 1 }
        }
        for (index, column) in split.columns.enumerated() {
            let driver = index > 0 ? columnSelections[key]?[index - 1] : nil
            var ctx = outer
            ctx.keyPrefix = key + "#c\(index)"
            ctx.inLazyContent = false
            ctx.link = LinkContext(stack: nil, split: key, column: index, inNavigation: true, disabled: outer.link.disabled)
            var origin = ScreenOrigin.column(split: key, index: index, drivenBy: driver)
            let b: ScreenBuilder
            if let pushed = state.columnOverrides[key + "#\(index)"] {
                origin = .columnOverride(split: key, index: index)
                b = ScreenBuilder(key: ctx.keyPrefix, origin: origin)
                ctx.screenOrigin = origin
                instantiate(content(of: pushed), pushed.environment, ctx, b)
            } else if let replacement = columnReplacements[key + "#\(index)"] {
                origin = replacement.origin
                b = ScreenBuilder(key: ctx.keyPrefix, origin: origin)
                ctx.screenOrigin = origin
                instantiate(replacement.content, replacement.environment, ctx, b)
            } else {
                b = ScreenBuilder(key: ctx.keyPrefix, origin: origin)
                ctx.screenOrigin = origin
                instantiate(column.content, env, ctx, b)
            }
            if hidden > 0, index == hidden, let binding = split.columnVisibility {
                // The navigation bar's sidebar button, which sets the binding as SwiftUI does.
                b.group("toolbar", toolbar: true) {
                    addDraft(b, InteractiveElement(kind: .button, label: "Show sidebar", key: ctx.keyPrefix + "#sidebar", template: node.id,
                                                   effect: .setState(binding.state, .enumCase(type: visibilityType, name: "all"))))
                }
            }
            let screen = b.screen()
            screens.append(screen)
            if index >= hidden { columns.append(SplitView.Column(kind: column.kind, region: .screen(screen))) }
        }
        guard state.size == .compact else { return .columns(SplitView(key: key, columns: columns)) }
        var preferred: Int?
        if let binding = split.preferredCompactColumn {
            let stateKey = env.stateKey(binding.state)
            var drivers: [Int: Value] = [:]
            for index in 1..<max(1, split.columns.count) {
                if let driver = columnSelections[key]?[index - 1] { drivers[index] = stored(driver) }
            }
            frame.preferredColumns[key] = PreferredColumn(state: stateKey, names: split.columns.indices.map(split.columnName),
                                                          drivers: drivers)
            if case .enumCase(_, let name, _) = stored(stateKey) { preferred = split.columnIndex(name) }
        }
        return .collapsed(collapse(key, screens, preferred: preferred))
    }

    /// Compact width: one stack of the columns that have something to show, the detail stack's path on top; with
    /// `preferredCompactColumn`, the columns up to the preferred one, whatever their selections.
    func collapse(_ key: String, _ columns: [Screen], preferred: Int? = nil) -> StackView {
        var screens: [Screen] = []
        var folded: [StackView] = []
        for (index, column) in columns.enumerated() {
            if let preferred {
                if index > preferred { break }
            } else if index > 0 {
                let driver = columnSelections[key]?[index - 1]
                let driven = driver.map { !stored($0).isNull } ?? false
                let hasPushes = column.regions.contains { region in
                    if case .stack(let s) = region { return s.screens.count > 1 }
                    return false
                }
                let replaced: Bool
                switch column.origin {
                case .column: replaced = false
                default: replaced = true
                }
                guard driven || hasPushes || replaced else { break }
            }
            // A column that is just a stack contributes the stack's screens; its root stands for the column. A toolbar
            // chained on the stack (Apple's NavigationCookbook: `NavigationStack { ... }.experienceToolbar()`) does not
            // make the column a screen of its own: the stack's root carries it.
            if column.regions.count == 1, case .stack(let stack) = column.regions[0], let toolbar = onlyToolbar(column) {
                folded.append(stack)
                for (offset, screen) in stack.screens.enumerated() {
                    var s = screen
                    if offset == 0 {
                        s.origin = column.origin
                        if s.title == nil { s.title = column.title }
                        s = carrying(toolbar, of: column, onto: s)
                    }
                    screens.append(s)
                }
            } else {
                screens.append(column)
            }
        }
        var result = StackView(key: key + "#collapsed", binding: nil, path: [], screens: screens)
        result.folded = folded
        return result
    }

    func renderTabs(_ node: ViewNode, _ tabs: TabViewElement, _ env: Environment, _ ctx: Context) -> Region {
        let key = ctx.keyPrefix
        let values = tabs.tabs.map { tab in tab.value.flatMap { evaluate($0, env) } }
        var selected = 0
        if let binding = tabs.selection {
            let current = self.current(binding, env)
            selected = values.firstIndex(where: { $0 == current }) ?? 0
        } else {
            selected = min(state.tabs[key] ?? 0, max(0, tabs.tabs.count - 1))
        }
        let titles = tabs.tabs.map { text($0.title, env) }
        tabDrafts[key] = tabs.tabs.indices.map { index in
            InteractiveElement(kind: .tab, label: titles[index], key: key + "#tab\(index)", template: node.id,
                               effect: .selectTab(tabs: key, index: index, state: tabs.selection.map { env.stateKey($0.state) }, value: values[index]))
        }
        guard tabs.tabs.indices.contains(selected) else {
            return .tabs(TabsView(key: key, titles: titles, selected: 0, content: .screen(ScreenBuilder(key: key + "#empty", origin: .root).screen())))
        }
        // The other tabs stay in the hierarchy: their views keep their own state.
        for index in tabs.tabs.indices where index != selected { frame.retainedPrefixes.append(key + "#tab\(index)") }
        let b = ScreenBuilder(key: key + "#tab\(selected)", origin: ctx.screenOrigin)
        var c = ctx
        c.keyPrefix = b.key
        // A page-style TabView creates its pages lazily, like a List its rows.
        if tabs.isLazy { c.inLazyContent = true }
        instantiate(tabs.tabs[selected].content, env, c, b)
        return .tabs(TabsView(key: key, titles: titles, selected: selected, content: .screen(b.screen())))
    }
}
