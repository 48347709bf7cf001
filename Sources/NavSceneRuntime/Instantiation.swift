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
        var ctx = parent.child(node, identity: identity)
        let key = ctx.keyPrefix
        // Label content (a RecipeTile inside a link) is on screen too, so it counts as realised.
        frame.realised.append(RealisedNode(key: key, template: node.id))
        if b.view == nil, !ctx.labelOnly {
            switch node.element {
            case .conditional, .switchOn: break
            default: b.view = node.name
            }
        }
        // A ForEach's modifiers apply to each element's view, so they are applied per element below.
        if !ctx.labelOnly, !node.isForEach { applyModifiers(node, env, &ctx, b) }

        switch node.element {
        case .text(let template):
            b.addText(text(template, env))
        case .leaf:
            break
        case .container(let kind, let content):
            if kind.isLazy { instantiateLazy(node, rows: content, rowName: nil, data: nil, env, ctx, b) }
            else { instantiate(content, env, ctx, b) }
        case .section(let section):
            if let header = section.header { b.addText(text(header, env)) }
            instantiate(section.content, env, ctx, b)
        case .forEach(let each):
            guard let items = evaluate(each.data, env)?.listItems else { return }
            for item in items {
                let itemEnv = env.with(each.elementName, item)
                var itemCtx = ctx.child(node, identity: item)
                if !ctx.labelOnly { applyModifiers(node, itemEnv, &itemCtx, b) }
                instantiate(each.content, itemEnv, itemCtx, b)
            }
        case .list(let list):
            var c = ctx
            if let selection = list.selection {
                c.link.selectionState = selection.state
                c.link.selectionType = scene.stateVariable(selection.state).flatMap { typeName($0.type.unwrapped) }
                if let split = c.link.split, let column = c.link.column { columnSelections[split, default: [:]][column] = selection.state }
            }
            instantiateLazy(node, rows: list.content, rowName: list.elementName, data: list.data, env, c, b)
        case .table(let table):
            var c = ctx
            if let selection = table.selection {
                c.link.selectionState = selection.state
                c.link.selectionType = scene.stateVariable(selection.state).flatMap { typeName($0.type.unwrapped) }
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
                                               ?? .runButton(template: node.id, environment: env, dismiss: ctx.dismissTarget)))
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
            if case .enumCase(_, let name) = value, let match = sw.cases.first(where: { $0.pattern == name }) {
                instantiate(match.content, env, ctx, b)
            } else {
                instantiate(sw.defaultContent, env, ctx, b)
            }
        case .instance(let instance):
            guard let decl = scene.views[instance.view] else { return }
            var locals = Environment()
            for parameter in decl.parameters {
                let argument = instance.arguments.first { $0.name == parameter.name }
                locals = locals.with(parameter.name, argument.flatMap { evaluate($0.value, env) } ?? .null)
            }
            instantiate(decl.body, locals, ctx, b)
        }
    }

    func typeName(_ type: TypeRef) -> String? {
        switch type {
        case .named(let name): return name
        case .identifier(let of): return scene.types[of]?.identity.flatMap { scene.types[of]?.field($0)?.type }.flatMap(typeName)
        default: return nil
        }
    }

    func addDraft(_ b: ScreenBuilder, _ element: InteractiveElement, pending: (Value, LinkContext)? = nil) {
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
        for modifier in node.modifiers {
            switch modifier.kind {
            case .navigationTitle(let template):
                if b.title == nil { b.title = text(template, env) }
            case .disabled(let expr):
                if evaluate(expr, env)?.boolValue == true { ctx.link.disabled = "disabled by .disabled(\(expr))" }
            case .ignored:
                break
            case .presentation(let presentation):
                let binding = presentation.binding
                let value = state.values[binding.state] ?? .null
                let active: Bool
                let clear: Value
                switch presentation.trigger {
                case .isPresented: active = value.boolValue == true; clear = .bool(false)
                case .item: active = !value.isNull; clear = .null
                }
                if active {
                    let key = ctx.keyPrefix + "#sheet" + binding.state
                    if !foundPresentations.contains(where: { $0.key == key }) {
                        foundPresentations.append(ActivePresentation(presentation: presentation, environment: env, key: key,
                                                                     origin: .presentation(state: binding.state, clearTo: clear)))
                    }
                }
            case .navigationDestination(let destination):
                let index = destinationIndex
                destinationIndex += 1
                let use = DestinationUse(template: node.id, index: index, environment: env, depth: 0)
                switch destination.trigger {
                case .forType(let type, _):
                    guard let name = typeName(type.unwrapped) ?? (type == .navigationPath ? nil : type.description) else { continue }
                    if ctx.link.stack != nil {
                        b.destinations.append((name, use))
                    } else if let split = ctx.link.split, let column = ctx.link.column {
                        columnDestinations[split, default: []].append((name, use, column))
                    }
                case .isPresented(let binding):
                    guard state.values[binding.state]?.boolValue == true else { continue }
                    statePush(destination.content, env, .stateDriven(state: binding.state, clearTo: .bool(false)), nil, ctx, b)
                case .item(let binding):
                    let value = state.values[binding.state] ?? .null
                    guard !value.isNull else { continue }
                    let env2 = destination.elementName.map { env.with($0, value) } ?? env
                    statePush(destination.content, env2, .stateDriven(state: binding.state, clearTo: .null), value, ctx, b)
                }
            }
        }
    }

    /// A state-driven push: above this screen in a stack, or into the next column outside a stack.
    func statePush(_ content: [ViewNode], _ env: Environment, _ origin: ScreenOrigin, _ value: Value?, _ ctx: Context, _ b: ScreenBuilder) {
        let push = StatePush(content: content, environment: env, origin: origin, view: content.first?.name ?? "EmptyView", value: value)
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
            if state.values[binding.state]?.boolValue == true {
                statePush(link.destination, env, .stateDriven(state: binding.state, clearTo: .bool(false)), nil, ctx, b)
            }
            element.effect = ctx.link.inNavigation ? .setState(binding.state, .bool(true)) : .disabled("no NavigationView or NavigationStack above the link")
            addDraft(b, element)
            return
        }
        if let binding = link.selection, let tagExpr = link.tag {
            let tag = evaluate(tagExpr, env) ?? .null
            if state.values[binding.state] == tag, !tag.isNull {
                statePush(link.destination, env, .stateDriven(state: binding.state, clearTo: .null), nil, ctx, b)
            }
            element.effect = ctx.link.inNavigation ? .setState(binding.state, tag) : .disabled("no NavigationView or NavigationStack above the link")
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
                         _ ctx: Context, _ b: ScreenBuilder, columns: [Template] = []) {
        let key = ctx.keyPrefix
        let first = state.scroll[key] ?? 0
        let window = first..<(first + max(1, scene.simulation.viewport))
        var index = 0
        var realised = 0
        func row(_ body: () -> Void) {
            if window.contains(index) { body(); realised += 1 }
            index += 1
        }
        if let data, let rowName {
            let items = evaluate(data, env)?.listItems ?? []
            for item in items {
                row {
                    let rowEnv = env.with(rowName, item)
                    let rowCtx = ctx.child(node, identity: item)
                    for column in columns { b.addText(text(column, rowEnv)) }
                    let before = drafts[b.key]?.count ?? 0
                    instantiate(rows, rowEnv, rowCtx, b)
                    // A selectable row without a link of its own selects its element.
                    if let selection = ctx.link.selectionState, (drafts[b.key]?.count ?? 0) == before, !ctx.labelOnly {
                        addDraft(b, InteractiveElement(kind: .row, label: evaluator.display(item), key: rowCtx.keyPrefix,
                                                       template: node.id, effect: .select(state: selection, value: item)))
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
                    }
                }
            case .section(let section):
                if let header = section.header { b.addText(text(header, env)) }
                countRows(section.content, env, ctx.child(child), b, row: row)
            default:
                row { instantiateNode(child, env, ctx, b) }
            }
        }
    }
}
