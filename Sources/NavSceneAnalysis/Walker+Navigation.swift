import NavSceneModel
import NavSceneRuntime

/// Stacks, split views, links and modifiers in the abstract walk.
extension ReachabilityAnalysis {
    func walkStack(_ node: ViewNode, _ stack: StackElement, _ env: AbstractEnvironment, _ place: Place) {
        instanceMemo.containers += 1
        let key = ContainerKey(screen: place.screen, instancePath: place.instancePath, node: node.id)
        let binding = stack.path.map { env.stateKey($0.state) }
        let typed = binding.flatMap { stateType($0)?.arrayElement }.flatMap { $0.unwrapped.isAnyHashable ? nil : typeName($0.unwrapped) }
        // A stack met again in a context the walk has met (inside its own walk: a pushed view that wraps itself in a
        // stack; or after it, under another instance of the containers around it) is that stack: one stack per
        // context, a finite set (`containerContext`), so the walk ends by construction and the number of stacks is
        // bounded by the contexts, not by the ways to nest them.
        let context = containerContext(node, place)
        if stackIDs[key] == nil, let met = metContainers[context] { stackIDs[key] = met }
        let id = stackID(key) { id in
            StackFacts(id: id, node: node.id, binding: binding, typedElement: typed, hostScreen: place.screen, place: place, rootScreen: -1)
        }
        // A stack's facts are made where each walk first meets it (which host that is may change when a walk finds new
        // screens); every other place it is met in is one more host, said again on every walk.
        if stacks[id].place.screen != place.screen || stacks[id].place.instancePath != place.instancePath {
            stacks[id].otherHosts.append(place)
        }
        metContainers[context] = metContainers[context] ?? id
        if let split = place.split, let column = place.column, !(splits[split].columnStacks[column] ?? []).contains(id) {
            splits[split].columnStacks[column, default: []].append(id)
        }
        let rootKind = ScreenKind.stackRoot(stack: id)
        let rootEnv = enterReading(rootKind, env)
        guard walkedStacks.insert(id) else { return }
        walkingContainers[context] = id
        defer { walkingContainers[context] = nil }
        let root = screenID(rootKind)
        stacks[id].rootScreen = root
        stacks[id].addScreen(root)
        _ = walkedScreens.insert(root)
        walk(stack.root, rootEnv, screenPlace(root, stack: id), depth: 0)

        // Path screens (from what may be pushed and what may be registered) and pushed views, until none is new.
        let pathKey: PathKey = binding.map { .bound($0) } ?? .implicit(id)
        // Pushed-view and state-driven screens in a stable order: those known when the walk got here sorted, then
        // those found since in the order they were found (each screen is taken once, not re-sorted on every pass).
        var extra = (extraScreens[id] ?? []).sorted(by: ScreenKind.ordered)
        var logged = extraScreenLog[id]?.count ?? 0
        var nextExtra = 0
        var progress = true
        var rounds = StackRounds()
        rounds.takesEveryType = roundsTakeEveryType
        while progress, isComplete {
            progress = false
            applyWalkedEffects()
            let round = rounds.next(pushed: pushes[pathKey] ?? [:], changes: pushChanges[pathKey] ?? [],
                                    anyType: anyTypePushes.contains(pathKey), registrations: stacks[id].registrations,
                                    universe: { self.evaluator.universe(.named($0)) })
            for (type, value) in round {
                if let typed, typed != type { continue }
                guard rounds.take(type, value, registrations: stacks[id].registrationsByType[type]?.count ?? 0) else { continue }
                for occurrence in mayWinners(stack: id, type: type) {
                    let destination = destinations[occurrence]
                    let kind = ScreenKind.path(stack: id, template: destination.node, slot: destination.slot)
                    let sid = screenID(kind)
                    if !screens[sid].entries.contains(occurrence) { screens[sid].entries.append(occurrence) }
                    guard let content = self.destination(destination.node, destination.slot) else { continue }
                    var screenEnv = destination.env
                    if let name = content.elementName { screenEnv = screenEnv.with(name, value) }
                    let joined = enterReading(kind, screenEnv)
                    guard walkedScreens.insert(sid) else { continue }
                    stacks[id].addScreen(sid)
                    walk(content.content, joined, screenPlace(sid, stack: id), depth: 0)
                    progress = true
                }
            }
            if let log = extraScreenLog[id], log.count > logged {
                extra += log[logged...]
                logged = log.count
            }
            while nextExtra < extra.count {
                let kind = extra[nextExtra]
                nextExtra += 1
                let sid = screenID(kind)
                guard walkedScreens.insert(sid) else { continue }
                stacks[id].addScreen(sid)
                walk(content(of: kind), screenEnvironment(kind), screenPlace(sid, stack: id), depth: 0)
                progress = true
            }
        }
        // What the pass read of the path's pushes and of the stack's pushed-view and state-driven screens: each round
        // takes every change made since the round before (`StackRounds`: the log of changed types, new registrations,
        // a first write of values of unknown type; the screens' log), and the loop ends with a round that found nothing
        // new. So a change made while the loop ran was seen by the walk itself, and only one made after it was not:
        // the pass depends on these facts as the last round read them (`skipConfirmingWalk`), not as the first did.
        // (Marked at the first round, every push a drill-down makes between rounds made its pass stale, and the
        // fixpoint walked the whole scene once more to find nothing new.)
        passReads.paths.insert(pathKey)
        passReads.extraScreens.insert(id)
    }

    /// A container as the walk reaches it, up to the naming of the containers around it: its node, the view
    /// instances that led to it on its screen, and its screen's kind with each enclosing container named by its node.
    /// There are finitely many (the scene's nodes bound every part), so a walk that meets the context it is already
    /// walking closes a cycle instead of nesting a new container forever.
    func containerContext(_ node: ViewNode, _ place: Place) -> ContainerContext {
        let kind: ScreenKind
        switch screens[place.screen].kind {
        case .base: kind = .base
        case .stackRoot(let s): kind = .stackRoot(stack: stacks[s].node)
        case .path(let s, let t, let slot): kind = .path(stack: stacks[s].node, template: t, slot: slot)
        case .viewPush(let s, let link): kind = .viewPush(stack: stacks[s].node, link: link)
        case .statePush(let s, let t, let slot): kind = .statePush(stack: stacks[s].node, template: t, slot: slot)
        case .column(let split, let index): kind = .column(split: splits[split].node, index: index)
        case .columnOverride(let split, let index, let t, let slot):
            kind = .columnOverride(split: splits[split].node, index: index, template: t, slot: slot)
        case .presentation(let t, let slot): kind = .presentation(template: t, slot: slot)
        }
        return ContainerContext(node: node.id, instancePath: place.instancePath, screen: kind)
    }

    /// The place at the top of a screen of a stack.
    func screenPlace(_ screen: Int, stack: Int) -> Place {
        let host = stacks[stack].place
        var p = Place(screen: screen)
        p.stack = stack
        p.inNavigation = true
        p.split = host.split
        p.column = host.column
        p.presentation = host.presentation
        p.disabled = host.disabled
        return p
    }

    /// The content a pushed-view, state-driven or column-override screen shows.
    func content(of kind: ScreenKind) -> [ViewNode] {
        switch kind {
        case .viewPush(_, let link):
            if case .link(let l) = scene.nodes[link].element { return l.destination }
            return []
        case .statePush(_, let template, let slot), .columnOverride(_, _, let template, let slot):
            if slot < 0 {
                if case .link(let l) = scene.nodes[template].element { return l.destination }
                return []
            }
            return destination(template, slot)?.content ?? []
        default:
            return []
        }
    }

    /// Registrations of a type that may be the one the stack uses: every one up to and including the first that is
    /// surely there (unconditional, at the stack's root); SwiftUI uses the declaration closest to the root.
    func mayWinners(stack: Int, type: String) -> [Int] {
        var result: [Int] = []
        let root = stacks[stack].rootScreen
        for occurrence in stacks[stack].registrationsByType[type] ?? [] {
            result.append(occurrence)
            let place = destinations[occurrence].place
            if place.screen == root, place.guards == 0 { break }
        }
        return result
    }

    func walkSplit(_ node: ViewNode, _ split: SplitViewElement, _ env: AbstractEnvironment, _ place: Place) {
        instanceMemo.containers += 1
        let key = ContainerKey(screen: place.screen, instancePath: place.instancePath, node: node.id)
        let context = containerContext(node, place)
        // One split view per context, as for stacks (`walkStack`).
        if splitIDs[key] == nil, let met = metContainers[context] { splitIDs[key] = met }
        let id = splitID(key) { SplitFacts(id: $0, node: node.id, columnCount: split.columns.count) }
        metContainers[context] = metContainers[context] ?? id
        guard walkingContainers[context] != id else { return }
        walkingContainers[context] = id
        defer { walkingContainers[context] = nil }
        // Hidden columns are walked too: the sidebar button (or the app) may show them again at any time.
        if let binding = split.columnVisibility, !place.labelOnly {
            addPendingWrite(binding.state, .just(.enumCase(type: TypeDecl.splitViewVisibilityName, name: "all")))
        }
        // Collapsed, SwiftUI writes the column the person navigates to (any column of the split view).
        if let binding = split.preferredCompactColumn, !place.labelOnly {
            let cases = split.columns.indices.map { Value.enumCase(type: TypeDecl.splitViewColumnName, name: split.columnName($0)) }
            addPendingWrite(env.stateKey(binding.state), .values(Set(cases)))
        }
        for (index, column) in split.columns.enumerated() {
            let kind = ScreenKind.column(split: id, index: index)
            let columnEnv = enterReading(kind, env)
            let sid = screenID(kind)
            guard walkedScreens.insert(sid) else { continue }
            walk(column.content, columnEnv, columnPlace(sid, split: id, index: index, place), depth: 0)
            // What may be shown instead of the declared content.
            passReads.splitOverrides.insert(id)
            for override in (splitOverrides[id] ?? []).sorted(by: ScreenKind.ordered) {
                guard case .columnOverride(_, let target, _, _) = override, target == index else { continue }
                let oid = screenID(override)
                guard walkedScreens.insert(oid) else { continue }
                walk(content(of: override), screenEnvironment(override), columnPlace(oid, split: id, index: index, place), depth: 0)
            }
        }
    }

    func columnPlace(_ screen: Int, split: Int, index: Int, _ outer: Place) -> Place {
        var p = Place(screen: screen)
        p.split = split
        p.column = index
        p.inNavigation = true
        p.presentation = outer.presentation
        p.disabled = outer.disabled
        return p
    }

    func walkLink(_ node: ViewNode, _ link: LinkElement, _ env: AbstractEnvironment, _ place: Place, depth: Int) {
        var labelPlace = place
        labelPlace.labelOnly = true
        walk(link.label, env, labelPlace, depth: depth + 1)
        if place.labelOnly { return }
        if let binding = link.isActive {
            if read(env.stateKey(binding.state))?.mayBeTrue ?? true {
                statePush(place, template: node.id, slot: -1, env, clear: (env.stateKey(binding.state), .bool(false)))
            }
            if place.inNavigation, place.disabled != .always { addPendingWrite(env.stateKey(binding.state), .just(.bool(true))) }
            return
        }
        if let binding = link.selection, let tagExpr = link.tag {
            let tag = eval(tagExpr, env)
            let current = read(env.stateKey(binding.state)) ?? .top
            let mayMatch: Bool
            switch (current, tag) {
            case (.values(let a), .values(let b)): mayMatch = !a.intersection(b).filter { !$0.isNull }.isEmpty
            default: mayMatch = true
            }
            if mayMatch { statePush(place, template: node.id, slot: -1, env, clear: (env.stateKey(binding.state), .null)) }
            if place.inNavigation, place.disabled != .always { addPendingWrite(env.stateKey(binding.state), tag) }
            return
        }
        if let valueExpr = link.value {
            addLink(LinkOccurrence(node: node.id, place: place, value: eval(valueExpr, env)))
            if attachDepth == 0 { inPlaceElements += 1 }
            return
        }
        // A view-destination link.
        guard place.disabled != .always else { return }
        viewLink(node.id, env, place)
    }

    /// A view-destination link's push: its destination above this screen on its stack, or in the next column.
    func viewLink(_ node: Int, _ env: AbstractEnvironment, _ place: Place) {
        record(.viewLink(node: node, env: env, place: place))
        if let stack = place.stack {
            let kind = ScreenKind.viewPush(stack: stack, link: node)
            enter(kind, env)
            pushedFrom[kind, default: []].append(ScreenGuards(screen: place.screen, guards: place.guards))
            if extraScreens[stack, default: []].insert(kind).inserted {
                extraScreenLog[stack, default: []].append(kind)
                changed = true
                noteChange(extraScreensOf: stack)
            }
        } else if let split = place.split, let column = place.column, column + 1 < splits[split].columnCount {
            let kind = ScreenKind.columnOverride(split: split, index: column + 1, template: node, slot: -1)
            enter(kind, env)
            if splitOverrides[split, default: []].insert(kind).inserted { changed = true; noteChange(splitOverridesOf: split) }
        }
    }

    /// A state-driven push: above this screen on its stack, or into the next column outside a stack.
    func statePush(_ place: Place, template: Int, slot: Int, _ env: AbstractEnvironment, clear: (String, Value)) {
        record(.statePush(place: place, template: template, slot: slot, env: env, state: clear.0, clear: clear.1))
        clearable.append((clear.0, clear.1))
        if let stack = place.stack {
            let kind = ScreenKind.statePush(stack: stack, template: template, slot: slot)
            enter(kind, env)
            pushedFrom[kind, default: []].append(ScreenGuards(screen: place.screen, guards: place.guards))
            if extraScreens[stack, default: []].insert(kind).inserted {
                extraScreenLog[stack, default: []].append(kind)
                changed = true
                noteChange(extraScreensOf: stack)
            }
        } else if let split = place.split, let column = place.column, column + 1 < splits[split].columnCount {
            let kind = ScreenKind.columnOverride(split: split, index: column + 1, template: template, slot: slot)
            enter(kind, env)
            if splitOverrides[split, default: []].insert(kind).inserted { changed = true; noteChange(splitOverridesOf: split) }
        }
    }

    func applyModifiers(_ node: ViewNode, _ env: AbstractEnvironment, _ place: inout Place) {
        var slot = 0
        for (index, modifier) in node.modifiers.enumerated() {
            switch modifier.kind {
            case .navigationTitle, .ignored, .attached, .event, .screenFlag:
                break
            case .disabled(let expr):
                let value = eval(expr, env)
                if value.mayBeTrue || value.isTop {
                    let always = value.concrete.map { $0.allSatisfy { $0.boolValue == true } } ?? false
                    place.disabled = max(place.disabled, always ? .always : .sometimes)
                }
            case .presentation(let presentation):
                let current = read(env.stateKey(presentation.binding.state)) ?? .top
                var active: Bool
                var presentedEnv = env
                let clear: Value
                switch presentation.trigger {
                case .isPresented:
                    active = current.mayBeTrue
                    clear = .bool(false)
                    // `presenting:` data: shown only while it is non-nil, and named in the actions.
                    if let presenting = presentation.presenting {
                        let data = eval(presenting, env)
                        active = active && data.mayBeNonNull
                        if let name = presentation.elementName { presentedEnv = env.with(name, data.nonNull.isEmpty ? .top : data.nonNull) }
                    }
                case .item:
                    active = current.mayBeNonNull
                    clear = .null
                    if let name = presentation.elementName { presentedEnv = env.with(name, current.nonNull) }
                }
                guard active else { break }
                let kind = ScreenKind.presentation(template: node.id, slot: index)
                present(kind, presentedEnv, state: env.stateKey(presentation.binding.state), clear: clear,
                        sheet: presentation.style != .alert && presentation.style != .confirmationDialog, place)
            case .navigationDestination(let destination):
                let mySlot = slot
                slot += 1
                var occurrence = DestinationOccurrence(node: node.id, slot: mySlot, place: place, registeredOn: nil, ignored: nil, env: env)
                var registered: String?, columnType: String?
                switch destination.trigger {
                case .forType(let type, _):
                    let name = typeName(type.unwrapped) ?? (type == .navigationPath ? nil : type.description)
                    if let container = place.lazyContainer {
                        occurrence.ignored = .lazyContent(container: container)
                    } else if let stack = place.stack {
                        switch screens[place.screen].kind {
                        case .stackRoot:
                            occurrence.registeredOn = stack
                        case .path:
                            if stacks[stack].typedElement == nil { occurrence.registeredOn = stack }
                            else { occurrence.ignored = .notAtRootOfTypedPath(stack: stack) }
                        default:
                            occurrence.ignored = .notRegisteringScreen
                        }
                        if occurrence.registeredOn != nil { registered = name }
                    } else if place.split != nil, place.column != nil {
                        columnType = name
                    } else {
                        occurrence.ignored = .outsideNavigation
                    }
                case .isPresented(let binding):
                    occurrence.bindingKey = env.stateKey(binding.state)
                    if place.stack == nil, place.split == nil { occurrence.ignored = .outsideNavigation }
                    if read(env.stateKey(binding.state))?.mayBeTrue ?? true {
                        statePush(place, template: node.id, slot: mySlot, env, clear: (env.stateKey(binding.state), .bool(false)))
                    }
                case .item(let binding):
                    occurrence.bindingKey = env.stateKey(binding.state)
                    if let container = place.lazyContainer {
                        occurrence.ignored = .lazyContent(container: container)
                    } else {
                        if place.stack == nil, place.split == nil { occurrence.ignored = .outsideNavigation }
                        let current = read(env.stateKey(binding.state)) ?? .top
                        if current.mayBeNonNull {
                            var pushedEnv = env
                            if let name = destination.elementName { pushedEnv = env.with(name, current.nonNull) }
                            statePush(place, template: node.id, slot: mySlot, pushedEnv, clear: (env.stateKey(binding.state), .null))
                        }
                    }
                }
                addDestination(occurrence, registered: registered, column: columnType)
            }
        }
    }
}
