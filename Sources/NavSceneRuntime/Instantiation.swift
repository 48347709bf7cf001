import NavSceneModel

/// Instantiating view templates into screens: elements, modifiers, user views, conditionals and lazy rows.
extension Renderer {
    func instantiate(_ nodes: [ViewNode], _ env: Environment, _ ctx: Context, _ b: ScreenBuilder) {
        for node in nodes { instantiateNode(node, env, ctx, b) }
    }

    func instantiateNode(_ node: ViewNode, _ env: Environment, _ parent: Context, _ b: ScreenBuilder, identity: Value? = nil) {
        guard parent.depth < Renderer.maxInstantiationDepth else {
            problem("views nest more than \(Renderer.maxInstantiationDepth) levels deep (a view that contains itself?); stopped here", node.range)
            return
        }
        guard frame.realised.count < evaluator.budget.maxRenderedNodes else {
            if !stoppedAtNodeBudget {
                stoppedAtNodeBudget = true
                problem("this screen has more than \(evaluator.budget.maxRenderedNodes) view nodes (lists over large data inside each other?); rendering stopped here", node.range)
            }
            return
        }
        var ctx = parent.child(node, identity: identity)
        let key = ctx.keyPrefix
        // Label content (a RecipeTile inside a link) is on screen too, so it counts as realised.
        frame.realised.append(RealisedNode(key: key, template: node.id))
        if b.view == nil, !ctx.labelOnly {
            switch node.element {
            case .conditional, .switchOn, .container(.safeAreaInset, _), .container(.layered, _), .container(.viewThatFits, _), .viewParameter: break
            default:
                b.view = node.name
                if case .instance = node.element {} else { b.viewIsElement = true }
            }
        }
        // A ForEach's modifiers apply to each element's view, so they are applied per element below.
        if !ctx.labelOnly, !node.isForEach { applyModifiers(node, env, &ctx, b) }
        // Content shown elsewhere (toolbar, context menu, swipe actions) and event handlers, after the view itself.
        defer { if !ctx.labelOnly, !node.isForEach, node.modifiers.count > 0 { attach(node, env, ctx, b) } }

        switch node.element {
        case .text(let template):
            b.addText(text(template, env))
        case .leaf:
            break
        case .container(.viewThatFits, let content):
            if let index = ContainerKind.fittingChild(content, compact: state.size == .compact) {
                instantiateNode(content[index], env, ctx, b)
            }
        case .container(let kind, let content):
            if kind.isLazy { instantiateLazy(node, rows: content, rowName: nil, data: nil, env, ctx, b) }
            else { instantiate(content, env, ctx, b) }
        case .section(let section):
            if let header = section.header { b.addText(text(header, env)) }
            instantiate(section.headerViews, env, ctx, b)
            instantiate(section.content, env, ctx, b)
            instantiate(section.footerViews, env, ctx, b)
            if let footer = section.footer { b.addText(text(footer, env)) }
        case .forEach(let each):
            guard let items = evaluate(each.data, env)?.listItems else { return }
            for item in items {
                let itemEnv = env.with(each.elementName, item)
                var itemCtx = ctx.child(node, identity: item)
                if !ctx.labelOnly { applyModifiers(node, itemEnv, &itemCtx, b) }
                instantiate(each.content, itemEnv, itemCtx, b)
                if !ctx.labelOnly { attach(node, itemEnv, itemCtx, b) }
            }
        case .list(let list):
            var c = ctx
            if let selection = list.selection {
                let stateKey = env.stateKey(selection.state)
                c.link.selectionState = stateKey
                c.link.selectionType = LocalState.type(of: stateKey, in: scene).flatMap { typeName($0.unwrapped) }
                if let split = c.link.split, let column = c.link.column { columnSelections[split, default: [:]][column] = stateKey }
            }
            instantiateLazy(node, rows: list.content, rowName: list.elementName, data: list.data, env, c, b)
        case .table(let table):
            var c = ctx
            if let selection = table.selection {
                let stateKey = env.stateKey(selection.state)
                c.link.selectionState = stateKey
                c.link.selectionType = LocalState.type(of: stateKey, in: scene).flatMap { typeName($0.unwrapped) }
            }
            instantiateLazy(node, rows: table.row, rowName: table.elementName, data: table.data, env, c, b, columns: table.columns)
        case .stack(let stack):
            b.regions.append(.stack(renderStack(node, stack, env, ctx)))
        case .navigationView(let view):
            if view.style == .stack {
                b.regions.append(.stack(renderStack(node, StackElement(path: nil, root: view.content), env, ctx)))
            } else {
                let columns = view.content.enumerated().map { offset, child -> SplitColumn in
                    let kind: SplitColumn.Kind = offset == 0 ? .sidebar : (offset == view.content.count - 1 ? .detail : .content)
                    return SplitColumn(kind: kind, content: [child], range: child.range)
                }
                b.regions.append(renderSplit(node, SplitViewElement(columns: columns), env, ctx))
            }
        case .splitView(let split):
            b.regions.append(renderSplit(node, split, env, ctx))
        case .tabView(let tabs):
            b.regions.append(renderTabs(node, tabs, env, ctx))
        case .link(let link):
            instantiateLink(node, link, env, ctx, b)
        case .button(let button):
            guard !ctx.labelOnly else { return }
            let label = button.title.map { text($0, env) } ?? labelText(button.label, env, ctx)
            addDraft(b, InteractiveElement(kind: .button, label: label, key: key, template: node.id,
                                           effect: ctx.link.disabled.map { .disabled($0) }
                                               ?? .runButton(template: node.id, environment: env, dismiss: ctx.dismissTarget, closes: ctx.closes)))
        case .menu(let menu):
            // The menu's items are reached by opening it: the screen lists them under the menu's label.
            let label = menu.title.map { text($0, env) } ?? labelText(menu.label, env, ctx)
            if ctx.labelOnly { b.addText(label); return }
            b.group("menu \(label)", toolbar: false) { instantiate(menu.content, env, ctx, b) }
        case .conditional(let cond):
            guard let value = evaluate(cond.condition, env) else { return }
            if let name = cond.binding {
                if value.isNull { instantiate(cond.otherwise, env, ctx, b) }
                else { instantiate(cond.then, env.with(name, value), ctx, b) }
            } else if value.boolValue == true || (!value.isNull && value.boolValue == nil) {
                instantiate(cond.then, env, ctx, b)
            } else {
                instantiate(cond.otherwise, env, ctx, b)
            }
        case .switchOn(let sw):
            guard let value = evaluate(sw.subject, env) else { return }
            if let name = SwitchElement.Case.patternName(of: value), let match = sw.cases.first(where: { $0.pattern == name }) {
                var inner = env
                if case .enumCase(_, _, let payload) = value {
                    for (binding, associated) in zip(match.bindings, payload) { if let binding { inner = inner.with(binding, associated) } }
                }
                instantiate(match.content, inner, ctx, b)
            } else {
                instantiate(sw.defaultContent, env, ctx, b)
            }
        case .instance(let instance):
            guard let decl = scene.views[instance.view] else { return }
            var locals = Environment()
            for parameter in decl.parameters {
                let argument = instance.arguments.first { $0.name == parameter.name }
                if parameter.isAction || parameter.isView {
                    // A closure (statements or views): the caller's argument, with the caller's names.
                    locals = locals.with(parameter.name, action: node.id, argument: parameter.name, captured: env)
                    continue
                }
                if parameter.isBinding, let binding = argument?.binding {
                    // `@Binding`: the parameter stands for the caller's variable (itself perhaps an alias).
                    let target = env.alias(binding.state) ?? (key: binding.state, initial: Value.null)
                    locals = locals.with(parameter.name, aliasOf: target.key, initial: target.initial)
                    continue
                }
                locals = locals.with(parameter.name, argument.flatMap { evaluate($0.value, env) } ?? .null)
            }
            for variable in decl.state {
                // `@State`: this instance's own value, initial until written.
                let stateKey = LocalState.key(view: decl.name, variable: variable.name, instance: key)
                let initial = variable.initial.flatMap { evaluate($0, locals) } ?? .null
                locals = locals.with(variable.name, aliasOf: stateKey, initial: initial)
                frame.liveLocalState.insert(stateKey)
            }
            instantiate(decl.body, locals, ctx, b)
        case .viewParameter(let name):
            if let (views, captured) = passedViews(name, env) { instantiate(views, captured, ctx, b) }
        }
    }

    /// The value a binding reads: the scene's variable, or through an alias the instance's own state.
    func current(_ binding: Binding, _ env: Environment) -> Value {
        if let alias = env.alias(binding.state) { return state.values[alias.key] ?? alias.initial }
        return stored(binding.state)
    }

    /// A state key's value: stored, or computed by its getter.
    func stored(_ key: String) -> Value {
        if let value = state.values[key] { return value }
        guard let computed = scene.computed[key] else { return .null }
        return (try? evaluator.evaluate(computed.get, Environment())) ?? .null
    }

    /// The views a `View` parameter stands for, with the environment they were written in.
    func passedViews(_ name: String, _ env: Environment) -> ([ViewNode], Environment)? {
        guard let closure = env.action(name), case .instance(let instance) = scene.nodes[closure.node].element,
              let views = instance.arguments.first(where: { $0.name == closure.argument })?.views else { return nil }
        return (views, closure.captured)
    }

    func typeName(_ type: TypeRef) -> String? {
        switch type {
        case .named(let name): return name
        case .identifier(let of): return scene.types[of]?.identity.flatMap { scene.types[of]?.field($0)?.type }.flatMap(typeName)
        default: return nil
        }
    }

    func addDraft(_ b: ScreenBuilder, _ element: InteractiveElement, pending: (Value, LinkContext)? = nil) {
        if b.groupDepth == 0 { b.inPlaceDrafts += 1 }
        b.order.append(.element(drafts[b.key, default: []].count))
        drafts[b.key, default: []].append((element, pending))
    }

    /// The text a label shows (its Text contents), for naming links and buttons.
    func labelText(_ nodes: [ViewNode], _ env: Environment, _ ctx: Context) -> String {
        let temp = ScreenBuilder(key: ctx.keyPrefix + "#label", origin: ctx.screenOrigin)
        var c = ctx
        c.labelOnly = true
        instantiate(nodes, env, c, temp)
        return temp.texts.first ?? ""
    }

    func applyModifiers(_ node: ViewNode, _ env: Environment, _ ctx: inout Context, _ b: ScreenBuilder) {
        var destinationIndex = 0
        for (modifierIndex, modifier) in node.modifiers.enumerated() {
            switch modifier.kind {
            case .navigationTitle(let template):
                if b.title == nil { b.title = titleText(template, env) }
            case .disabled(let expr):
                if evaluate(expr, env)?.boolValue == true { ctx.link.disabled = "disabled by .disabled(\(expr))" }
            case .ignored, .attached, .event, .screenFlag:
                break
            case .presentation(let presentation):
                let stateKey = env.stateKey(presentation.binding.state)
                let value = current(presentation.binding, env)
                var active: Bool
                let clear: Value
                var presentedEnv = env
                switch presentation.trigger {
                case .isPresented: active = value.boolValue == true; clear = .bool(false)
                case .item: active = !value.isNull; clear = .null
                }
                // `alert(isPresented:presenting:)` shows only while its data is non-nil too.
                if active, let presenting = presentation.presenting {
                    let data = evaluate(presenting, env) ?? .null
                    active = !data.isNull
                    if let name = presentation.elementName { presentedEnv = env.with(name, data) }
                }
                if active {
                    let key = ctx.keyPrefix + "#sheet" + stateKey
                    if !foundPresentations.contains(where: { $0.key == key }) {
                        foundPresentations.append(ActivePresentation(presentation: presentation, environment: presentedEnv, key: key,
                                                                     origin: .presentation(state: stateKey, clearTo: clear),
                                                                     template: node.id, modifier: modifierIndex, presenter: ctx.keyPrefix))
                    }
                }
            case .navigationDestination(let destination):
                let index = destinationIndex
                destinationIndex += 1
                let use = DestinationUse(template: node.id, index: index, environment: env, depth: 0)
                switch destination.trigger {
                case .forType(let type, _):
                    // "Do not put a navigation destination modifier inside a lazy container ... It will be ignored."
                    if ctx.inLazyContent { continue }
                    guard let name = typeName(type.unwrapped) ?? (type == .navigationPath ? nil : type.description) else { continue }
                    if ctx.link.stack != nil {
                        b.destinations.append((name, use))
                    } else if let split = ctx.link.split, let column = ctx.link.column {
                        columnDestinations[split, default: []].append((name, use, column))
                    }
                case .isPresented(let binding):
                    guard current(binding, env).boolValue == true else { continue }
                    statePush(destination.content, env, .stateDriven(state: env.stateKey(binding.state), clearTo: .bool(false)), nil, ctx, b,
                              by: StatePush.Source(template: node.id, slot: index))
                case .item(let binding):
                    // Inferred, not observed: an item destination in lazy content is treated like a for: one.
                    if ctx.inLazyContent { continue }
                    let value = current(binding, env)
                    guard !value.isNull else { continue }
                    let env2 = destination.elementName.map { env.with($0, value) } ?? env
                    statePush(destination.content, env2, .stateDriven(state: env.stateKey(binding.state), clearTo: .null), value, ctx, b,
                              by: StatePush.Source(template: node.id, slot: index))
                }
            }
        }
    }

    /// What a view's modifiers show elsewhere or run on events: toolbar, context menu and swipe-action content (in
    /// their groups), event handler instances, screen switches.
    func attach(_ node: ViewNode, _ env: Environment, _ ctx: Context, _ b: ScreenBuilder) {
        for (index, modifier) in node.modifiers.enumerated() {
            switch modifier.kind {
            case .attached(let attached):
                // A toolbar is shown in a navigation bar: outside every stack and split view there is none.
                if attached.placement == .toolbar, !ctx.link.inNavigation { continue }
                b.group(attached.placement.title, toolbar: attached.placement == .toolbar) { instantiate(attached.content, env, ctx, b) }
            case .event(let handler):
                var observed: Value?
                if case .change(let expr, _) = handler.event { observed = evaluate(expr, env) ?? .null }
                handlerDrafts[b.key, default: []].append(HandlerInstance(key: ctx.keyPrefix + "#on\(index)", template: node.id, modifier: index, environment: env,
                                                  dismiss: ctx.dismissTarget, shown: true, observed: observed))
            case .screenFlag(let flag, let expr):
                if evaluate(expr, env)?.boolValue == true { b.flags.insert(flag) }
            default:
                break
            }
        }
    }

    /// A state-driven push: above this screen in a stack, or into the next column outside a stack.
    func statePush(_ content: [ViewNode], _ env: Environment, _ origin: ScreenOrigin, _ value: Value?, _ ctx: Context, _ b: ScreenBuilder,
                   by source: StatePush.Source) {
        let push = StatePush(content: content, environment: env, origin: origin, view: content.first?.name ?? "EmptyView", value: value,
                             source: source)
        if ctx.link.stack != nil {
            b.statePushes.append(push)
        } else if let split = ctx.link.split, let column = ctx.link.column {
            columnReplacements[split + "#\(column + 1)"] = push
        }
    }

    func instantiateLink(_ node: ViewNode, _ link: LinkElement, _ env: Environment, _ ctx: Context, _ b: ScreenBuilder) {
        if ctx.labelOnly {
            if let title = link.title { b.addText(text(title, env)) } else { instantiate(link.label, env, ctx, b) }
            return
        }
        let label = link.title.map { text($0, env) } ?? labelText(link.label, env, ctx)
        let key = ctx.keyPrefix
        var element = InteractiveElement(kind: .link, label: label, key: key, template: node.id, effect: .disabled(""))
        // Deprecated programmatic forms: the link pushes its destination while its binding says so.
        if let binding = link.isActive {
            let stateKey = env.stateKey(binding.state)
            if current(binding, env).boolValue == true {
                statePush(link.destination, env, .stateDriven(state: stateKey, clearTo: .bool(false)), nil, ctx, b,
                          by: StatePush.Source(template: node.id, slot: -1))
            }
            element.effect = ctx.link.inNavigation ? .setState(stateKey, .bool(true)) : .disabled("no NavigationView or NavigationStack above the link")
            addDraft(b, element)
            return
        }
        if let binding = link.selection, let tagExpr = link.tag {
            let tag = evaluate(tagExpr, env) ?? .null
            let stateKey = env.stateKey(binding.state)
            if current(binding, env) == tag, !tag.isNull {
                statePush(link.destination, env, .stateDriven(state: stateKey, clearTo: .null), nil, ctx, b,
                          by: StatePush.Source(template: node.id, slot: -1))
            }
            element.effect = ctx.link.inNavigation ? .setState(stateKey, tag) : .disabled("no NavigationView or NavigationStack above the link")
            addDraft(b, element)
            return
        }
        if let valueExpr = link.value {
            let value = evaluate(valueExpr, env) ?? .null
            addDraft(b, element, pending: (value, ctx.link))
            return
        }
        // A view-destination link.
        let pushed = PushedView(template: node.id, slot: -1, environment: env)
        if let reason = ctx.link.disabled {
            element.effect = .disabled(reason)
        } else if let stack = ctx.link.stack {
            element.effect = .pushView(stack: stack, pushed)
        } else if let split = ctx.link.split, let column = ctx.link.column, column + 1 < (splitColumnCount[split] ?? 0) {
            element.effect = .showInColumn(split: split, column: column + 1, pushed)
        } else {
            element.effect = .disabled("no NavigationStack or NavigationSplitView above the link")
        }
        addDraft(b, element)
    }

    /// Rows of a lazy container: only those inside the viewport are instantiated.
    func instantiateLazy(_ node: ViewNode, rows: [ViewNode], rowName: String?, data: Expression?, _ env: Environment,
                         _ outer: Context, _ b: ScreenBuilder, columns: [Template] = []) {
        var ctx = outer
        ctx.inLazyContent = true
        let key = ctx.keyPrefix
        let viewport = max(1, scene.simulation.viewport)
        var first = state.scroll[key] ?? 0
        var items: [Value]?
        if let data, rowName != nil { items = evaluate(data, env)?.listItems ?? [] }
        if first > 0 {
            // A scroll view clamps its offset when its content shrinks (rows deleted, a filter narrowed): a window
            // left past the end shows the last page instead of nothing.
            var total = items?.count ?? 0
            if items == nil { countRows(rows, env, ctx, b) { _ in total += 1 } }
            if first >= total { first = total == 0 ? 0 : (total - 1) / viewport * viewport }
        }
        let window = first..<(first + viewport)
        var index = 0
        var realised = 0
        func row(_ body: () -> Void) {
            if window.contains(index) { body(); realised += 1 }
            index += 1
        }
        if let items, let rowName {
            for item in items {
                row {
                    let rowEnv = env.with(rowName, item)
                    let rowCtx = ctx.child(node, identity: item)
                    for column in columns { b.addText(text(column, rowEnv)) }
                    let before = b.inPlaceDrafts
                    let orderBefore = b.order.count
                    instantiate(rows, rowEnv, rowCtx, b)
                    // A selectable row without a link or button of its own (swipe actions and menus aside) selects its element.
                    if let selection = ctx.link.selectionState, b.inPlaceDrafts == before, !ctx.labelOnly {
                        addDraft(b, InteractiveElement(kind: .row, label: evaluator.display(item), key: rowCtx.keyPrefix,
                                                       template: node.id, effect: .select(state: selection, value: item)))
                        // Listed before the row's swipe actions and context menu, which belong to it.
                        if let firstGroup = b.order[orderBefore...].firstIndex(where: { if case .group = $0 { return true } else { return false } }) {
                            b.order.insert(b.order.removeLast(), at: firstGroup)
                        }
                    }
                }
            }
        } else {
            countRows(rows, env, ctx, b, row: row)
        }
        lazyContainers.append(LazyContainer(key: key, template: node.id, total: index, first: first, realised: realised))
    }

    /// Static lazy content: each child is a row; ForEach and Section contribute their rows.
    private func countRows(_ nodes: [ViewNode], _ env: Environment, _ ctx: Context, _ b: ScreenBuilder, row: (() -> Void) -> Void) {
        for child in nodes {
            switch child.element {
            case .forEach(let each):
                // Modifiers on a ForEach apply to every element's view, so each realised row carries them.
                for item in evaluate(each.data, env)?.listItems ?? [] {
                    row {
                        let itemEnv = env.with(each.elementName, item)
                        var itemCtx = ctx.child(child, identity: item)
                        applyModifiers(child, itemEnv, &itemCtx, b)
                        instantiate(each.content, itemEnv, itemCtx, b)
                        attach(child, itemEnv, itemCtx, b)
                    }
                }
            case .section(let section):
                // The header and footer go with the section, whichever of its rows are realised.
                if let header = section.header { b.addText(text(header, env)) }
                instantiate(section.headerViews, env, ctx.child(child), b)
                countRows(section.content, env, ctx.child(child), b, row: row)
                instantiate(section.footerViews, env, ctx.child(child), b)
                if let footer = section.footer { b.addText(text(footer, env)) }
            default:
                row { instantiateNode(child, env, ctx, b) }
            }
        }
    }
}
