import NavSceneModel
import NavSceneRuntime

/// The abstract instantiation: the interpreter's `instantiate`, with every possible branch, row and screen.
extension ReachabilityAnalysis {
    func walkAll() {
        resetWalk()
        let base = screenID(.base)
        _ = walkedScreens.insert(base)
        var place = Place(screen: base)
        place.instancePath = 0
        walk(scene.root, AbstractEnvironment(), place, depth: 0)
        var index = 0
        while index < presentationQueue.count, isComplete {
            let (kind, place) = presentationQueue[index]
            index += 1
            let id = screenID(kind)
            guard walkedScreens.insert(id), case .presentation(let template, let slot) = kind else { continue }
            guard let presentation = presentation(template, slot) else { continue }
            var inner = Place(screen: id)
            inner.presentation = id
            inner.disabled = place.disabled
            walk(presentation.content, screenEnvironment(kind), inner, depth: 0)
        }
    }

    func presentation(_ template: Int, _ slot: Int) -> Presentation? {
        let modifiers = scene.nodes[template].modifiers
        guard modifiers.indices.contains(slot), case .presentation(let p) = modifiers[slot].kind else { return nil }
        return p
    }

    func walk(_ nodes: [ViewNode], _ env: AbstractEnvironment, _ place: Place, depth: Int) {
        for node in nodes { walkNode(node, env, place, depth: depth) }
    }

    func walkNode(_ node: ViewNode, _ env: AbstractEnvironment, _ outer: Place, depth: Int) {
        guard isComplete else { return }
        visits += 1
        if visits > ReachabilityAnalysis.maxVisitsPerWalk { giveUp(.visits); return }
        if depth > instanceMemo.deepest { instanceMemo.deepest = depth }
        // The interpreter stops instantiating here too (a view that contains itself).
        guard depth < ReachabilityAnalysis.maxDepth else { return }
        realise(node.id)
        let scope = NodeScope(outer)
        if lastScopes[node.id] != scope {
            nodeScopes[node.id].insert(scope)
            lastScopes[node.id] = scope
        }
        if !registeringSiteNodes.isEmpty, registeringSiteNodes.contains(node.id) { addSitePlace(node.id, outer) }
        var place = outer
        if !place.labelOnly, !node.isForEach { applyModifiers(node, env, &place) }
        // Content shown elsewhere and event handlers, as the interpreter attaches them after the view itself.
        defer { if !place.labelOnly, !node.isForEach, !node.modifiers.isEmpty { attach(node, env, place, depth: depth) } }

        switch node.element {
        case .text, .leaf:
            break
        case .container(.viewThatFits, let content):
            // The child each width class shows (the analysis holds for both sizes, so it walks both choices).
            let chosen = Set([ContainerKind.fittingChild(content, compact: false), ContainerKind.fittingChild(content, compact: true)].compactMap { $0 })
            walk(chosen.sorted().map { content[$0] }, env, place, depth: depth + 1)
        case .container(let kind, let content):
            walk(content, env, kind.isLazy ? lazy(place, node) : place, depth: depth + 1)
        case .section(let section):
            walk(section.headerViews, env, place, depth: depth + 1)
            walk(section.content, env, place, depth: depth + 1)
            walk(section.footerViews, env, place, depth: depth + 1)
        case .forEach(let each):
            forEachElement(node, each.data, env, place) { itemEnv, itemPlace in
                var p = itemPlace
                if !p.labelOnly { applyModifiers(node, itemEnv, &p) }
                walk(each.content, itemEnv, p, depth: depth + 1)
                if !p.labelOnly { attach(node, itemEnv, p, depth: depth) }
            } name: { each.elementName }
        case .list(let list):
            var p = place
            if let selection = list.selection {
                p.selectionState = env.stateKey(selection.state)
                p.selectionType = stateType(env.stateKey(selection.state)).flatMap { typeName($0.unwrapped) }
                if let split = p.split, let column = p.column, !p.labelOnly {
                    addColumnSelection(split, column, env.stateKey(selection.state), p.selectionType, guards: p.guards)
                }
            }
            walkRows(node, list.content, list.data, list.elementName, env, p, depth: depth)
        case .table(let table):
            var p = place
            if let selection = table.selection {
                p.selectionState = env.stateKey(selection.state)
                p.selectionType = stateType(env.stateKey(selection.state)).flatMap { typeName($0.unwrapped) }
            }
            walkRows(node, table.row, table.data, table.elementName, env, p, depth: depth)
        case .stack(let stack):
            walkStack(node, stack, env, place)
        case .navigationView(let view):
            if view.style == .stack {
                walkStack(node, StackElement(path: nil, root: view.content), env, place)
            } else {
                let columns = view.content.enumerated().map { offset, child -> SplitColumn in
                    let kind: SplitColumn.Kind = offset == 0 ? .sidebar : (offset == view.content.count - 1 ? .detail : .content)
                    return SplitColumn(kind: kind, content: [child], range: child.range)
                }
                walkSplit(node, SplitViewElement(columns: columns), env, place)
            }
        case .splitView(let split):
            walkSplit(node, split, env, place)
        case .tabView(let tabs):
            if !place.labelOnly { addTabView(node.id, place) }
            var p = place
            if tabs.isLazy { p = lazy(p, node) }
            for tab in tabs.tabs {
                if let binding = tabs.selection, let valueExpr = tab.value, !place.labelOnly {
                    addPendingWrite(env.stateKey(binding.state), eval(valueExpr, env))
                }
                walk(tab.content, env, p, depth: depth + 1)
            }
        case .link(let link):
            walkLink(node, link, env, place, depth: depth)
        case .button(let button):
            if place.labelOnly {
                return
            }
            var labelPlace = place
            labelPlace.labelOnly = true
            walk(button.label, env, labelPlace, depth: depth + 1)
            if place.disabled != .always {
                addButton(ButtonOccurrence(node: node.id, statements: button.action, place: place, env: env, source: .button(node.id)))
                if attachDepth == 0 { inPlaceElements += 1 }
            }
        case .menu(let menu):
            var labelPlace = place
            labelPlace.labelOnly = true
            walk(menu.label, env, labelPlace, depth: depth + 1)
            // Its items are reached by opening it.
            if !place.labelOnly {
                attachDepth += 1
                walk(menu.content, env, place, depth: depth + 1)
                attachDepth -= 1
            }
        case .conditional(let cond):
            let value = eval(cond.condition, env)
            let occurrence = nextConditional()
            if let name = cond.binding {
                let nonNil = value.nonNull
                if value.mayBeNonNull {
                    let p = guarded(place, node, .binding(cond.condition, nonNil: true), sure: !value.mayBeNull, cond.condition, env, occurrence: occurrence)
                    walk(cond.then, env.with(name, nonNil.isEmpty ? .top : nonNil), p, depth: depth + 1)
                }
                if value.mayBeNull {
                    let p = guarded(place, node, .binding(cond.condition, nonNil: false), sure: !value.mayBeNonNull, cond.condition, env, occurrence: occurrence)
                    walk(cond.otherwise, env, p, depth: depth + 1)
                }
            } else {
                if value.mayTakeThen {
                    let p = guarded(place, node, .branch(cond.condition, then: true), sure: !value.mayTakeElse, cond.condition, env, occurrence: occurrence)
                    walk(cond.then, env, p, depth: depth + 1)
                }
                if value.mayTakeElse {
                    let p = guarded(place, node, .branch(cond.condition, then: false), sure: !value.mayTakeThen, cond.condition, env, occurrence: occurrence)
                    walk(cond.otherwise, env, p, depth: depth + 1)
                }
            }
        case .switchOn(let sw):
            let value = eval(sw.subject, env)
            let occurrence = nextConditional()
            let patterns = sw.cases.map(\.pattern)
            func matches(_ pattern: String) -> Bool {
                guard let set = value.concrete else { return true }
                return set.contains { SwitchElement.Case.patternName(of: $0) == pattern }
            }
            let reachingDefault: Bool = value.concrete.map { set in
                set.contains { v in SwitchElement.Case.patternName(of: v).map { !patterns.contains($0) } ?? true }
            } ?? true
            var taken = 0
            for c in sw.cases where matches(c.pattern) && sw.cases.first(where: { $0.pattern == c.pattern })?.range == c.range { taken += 1 }
            if reachingDefault { taken += 1 }
            for c in sw.cases where matches(c.pattern) {
                // Only the first case with a pattern is ever chosen.
                guard sw.cases.first(where: { $0.pattern == c.pattern })?.range == c.range else { continue }
                let p = guarded(place, node, .switchCase(sw.subject, pattern: c.pattern, others: patterns), sure: taken == 1, sw.subject, env, occurrence: occurrence)
                // `case .recipe(let r)`: each bound name takes the payloads of the matching values (all of them when
                // the subject is unknown: the universe of the associated value's type).
                var inner = env
                for (index, binding) in c.bindings.enumerated() {
                    guard let binding else { continue }
                    let bound: AbstractValue
                    if let set = value.concrete {
                        bound = AbstractValue.none.joined(.values(Set(set.compactMap { v -> Value? in
                            guard case .enumCase(_, let name, let payload) = v, name == c.pattern, index < payload.count else { return nil }
                            return payload[index]
                        })))
                    } else {
                        bound = evaluator.universe(associatedType(sw.subject.type, c.pattern, index))
                    }
                    inner = inner.with(binding, bound)
                }
                walk(c.content, inner, p, depth: depth + 1)
            }
            if reachingDefault {
                let p = guarded(place, node, .switchCase(sw.subject, pattern: nil, others: patterns), sure: taken == 1, sw.subject, env, occurrence: occurrence)
                walk(sw.defaultContent, env, p, depth: depth + 1)
            }
        case .instance(let instance):
            guard let decl = scene.views[instance.view] else { return }
            var locals = AbstractEnvironment()
            // (Every closure of the instance captures the one environment it is written in.)
            var capture: CapturedEnvironment?
            for parameter in decl.parameters {
                let argument = instance.arguments.first { $0.name == parameter.name }
                if parameter.isAction || parameter.isView {
                    // `onDismiss: onDismiss`: the caller's own closures, handed on; running them is what running a
                    // closure that only runs them does. (A view that pushes itself handing its closure on would
                    // otherwise capture one environment deeper per push, and the fixpoint would never settle.)
                    if let statements = argument?.action, statements.count == 1, case .run(let name) = statements[0].kind {
                        let handedOn = env.actions(name)
                        if !handedOn.isEmpty {
                            locals.bind(parameter.name, actions: handedOn)
                            continue
                        }
                    }
                    let captured = capture ?? captures.capture(env, instance: node.id)
                    capture = captured
                    locals.bind(parameter.name, action: node.id, argument: parameter.name, captured: captured)
                    continue
                }
                if parameter.isBinding, let binding = argument?.binding {
                    // `@Binding`: the caller's variable itself.
                    locals.bind(parameter.name, aliasOf: env.stateKey(binding.state))
                    continue
                }
                locals.bind(parameter.name, argument.map { eval($0.value, env) } ?? .just(.null))
            }
            // `@State`: one abstract variable per view declaration, holding every instance's values.
            for variable in decl.state {
                locals.bind(variable.name, aliasOf: ReachabilityAnalysis.localKey(decl.name, variable.name))
            }
            var p = place
            p.instancePath = instancePath(place.instancePath, node.id)
            walkInstanceBody(decl, locals, p, depth: depth + 1)
        case .viewParameter(let name):
            // The caller's views, with what they captured, at this place: each instance's that may show this one.
            for closure in env.actions(name) {
                guard case .instance(let instance) = scene.nodes[closure.node].element,
                      let views = instance.arguments.first(where: { $0.name == closure.argument })?.views else { continue }
                walk(views, closure.captured, place, depth: depth + 1)
            }
        }
    }

    /// What a view's modifiers show elsewhere (toolbar, context menu, swipe actions: walked like content, a
    /// toolbar only where there is a navigation bar) and run on events (each handler may run whenever its view may
    /// be realised; an `onOpenURL` handler with its captures as any value of their types).
    func attach(_ node: ViewNode, _ env: AbstractEnvironment, _ place: Place, depth: Int) {
        for (index, modifier) in node.modifiers.enumerated() {
            switch modifier.kind {
            case .attached(let attached):
                if attached.placement == .toolbar, !place.inNavigation { continue }
                attachDepth += 1
                walk(attached.content, env, place, depth: depth + 1)
                attachDepth -= 1
            case .event(let handler):
                var handlerEnv = env
                if case .openURL(let pattern) = handler.event {
                    for capture in pattern.captures { handlerEnv = handlerEnv.with(capture.name, evaluator.universe(capture.type)) }
                }
                addButton(ButtonOccurrence(node: node.id, statements: handler.statements, place: place, env: handlerEnv,
                                           source: .event(node: node.id, modifier: index)))
            default:
                break
            }
        }
    }

    func lazy(_ place: Place, _ node: ViewNode) -> Place {
        var p = place
        if p.lazyContainer == nil { p.lazyContainer = node.id }
        return p
    }

    /// A place under one more condition; a condition that surely holds adds nothing.
    func guarded(_ place: Place, _ node: ViewNode, _ condition: GuardAtom.Condition, sure: Bool,
                 _ expr: Expression, _ env: AbstractEnvironment, occurrence: Int? = nil) -> Place {
        guard !sure else { return place }
        var p = place
        let names = evaluator.freeNames(expr)
        let stateOnly = names.allSatisfy { env[$0] == nil && env.alias($0) == nil }
        let occurrence = occurrence ?? nextConditional()
        p.guards = guardChain(place.guards, GuardAtom(node: node.id, occurrence: occurrence, condition: condition, readsStateOnly: stateOnly, env: env))
        return p
    }

    /// ForEach and data-driven rows: once, with the element bound to every value it may take.
    func forEachElement(_ node: ViewNode, _ data: Expression, _ env: AbstractEnvironment, _ place: Place,
                        _ body: (AbstractEnvironment, Place) -> Void, name: () -> String) {
        let lists = eval(data, env)
        var element = AbstractValue.none
        var mayBeEmpty = false
        switch lists {
        case .top:
            element = evaluator.universe(data.type?.arrayElement)
            mayBeEmpty = true
        case .any(let type):
            // Zero or more rows, each any value of the row type.
            element = evaluator.universe(type.unwrapped.arrayElement ?? data.type?.arrayElement)
            mayBeEmpty = true
        case .values(let set):
            for list in set {
                guard let items = list.listItems else { continue }
                if items.isEmpty { mayBeEmpty = true }
                for item in items { element = element.joined(.just(item)) }
            }
        }
        if element.isEmpty { return }
        let p = guarded(place, node, .nonEmpty(data), sure: !mayBeEmpty, data, env)
        body(env.with(name(), element), p)
    }

    func walkRows(_ node: ViewNode, _ rows: [ViewNode], _ data: Expression?, _ rowName: String?, _ env: AbstractEnvironment,
                  _ outer: Place, depth: Int) {
        let place = lazy(outer, node)
        if let data, let rowName {
            forEachElement(node, data, env, place, { rowEnv, rowPlace in
                let before = inPlaceElements
                walk(rows, rowEnv, rowPlace, depth: depth + 1)
                // A selectable row without a link or button of its own (swipe actions and menus aside) selects its element.
                if let selection = place.selectionState, inPlaceElements == before, !place.labelOnly,
                   let item = rowEnv[rowName] {
                    addPendingWrite(selection, item)
                }
            }, name: { rowName })
        } else {
            walkStaticRows(rows, env, place, depth: depth)
        }
    }

    func walkStaticRows(_ nodes: [ViewNode], _ env: AbstractEnvironment, _ place: Place, depth: Int) {
        for child in nodes {
            switch child.element {
            case .forEach(let each):
                realise(child.id)
                forEachElement(child, each.data, env, place, { itemEnv, itemPlace in
                    var p = itemPlace
                    if !p.labelOnly { applyModifiers(child, itemEnv, &p) }
                    walk(each.content, itemEnv, p, depth: depth + 1)
                    if !p.labelOnly { attach(child, itemEnv, p, depth: depth) }
                }, name: { each.elementName })
            case .section(let section):
                realise(child.id)
                walk(section.headerViews, env, place, depth: depth + 1)
                walkStaticRows(section.content, env, place, depth: depth + 1)
                walk(section.footerViews, env, place, depth: depth + 1)
            default:
                walkNode(child, env, place, depth: depth + 1)
            }
        }
    }

    func typeName(_ type: TypeRef) -> String? {
        switch type {
        case .named(let name): return name
        case .identifier(let of): return scene.types[of]?.identity.flatMap { scene.types[of]?.field($0)?.type }.flatMap(typeName)
        default: return nil
        }
    }

    /// The type of the associated value at `index` of case `name` of the subject's enum.
    func associatedType(_ subject: TypeRef?, _ name: String, _ index: Int) -> TypeRef? {
        guard case .named(let typeName)? = subject?.unwrapped, let enumCase = scene.types[typeName]?.enumCase(name),
              index < enumCase.associated.count else { return nil }
        return enumCase.associated[index].type
    }

    /// How deep the walk instantiates views in one another (the interpreter stops there too).
    static let maxDepth = 150

    /// The abstract variable of a view's own `@State`: one per declaration (`RecipeRow.expanded`).
    static func localKey(_ view: String, _ variable: String) -> String { view + "." + variable }

    /// The declared type of a state key: a scene variable or a view's own state.
    func stateType(_ key: String) -> TypeRef? {
        if let variable = scene.anyStateVariable(key) { return variable.type }
        guard let dot = key.firstIndex(of: ".") else { return nil }
        let view = String(key[..<dot]), name = String(key[key.index(after: dot)...])
        return scene.views[view]?.state.first { $0.name == name }?.type
    }
}
