import NavSceneModel
import NavSceneRuntime

/// What the walked elements can do to the state, applied to the facts after each walk.
extension ReachabilityAnalysis {
    func applyEffects() {
        for (name, value) in pendingWrites { write(name, value) }
        for (name, value) in clearable { write(name, .just(value)) }
        // Each link resolved over the whole walk (`StackOrder`'s answers were dropped when it ended), its outcomes
        // kept: when the effects add no input of `StackOrder`, they are the links' final resolution (`run`).
        noteIgnoredOffTypedRoot()
        for index in links.indices {
            let (outcomes, sure) = mayOutcomes(links[index])
            links[index].outcomes = outcomes
            links[index].surelyResolves = sure
            for outcome in outcomes where !appliedInWalk(outcome, link: index) { apply(outcome, of: links[index]) }
        }
        // Each run once: an occurrence equal to an earlier one (the same Button or handler in the same environment,
        // met again by the walk) would run after more writes, but those writes already make the pass `changed`, and
        // the next pass runs it again over them; so the facts reach the same fixpoint, and whether a pass changed
        // anything is the same.
        // Whether an occurrence is the first of its run: the walk's `applyWalkedEffects` asked it already for the
        // occurrences it applied (in the same order), and `walkedButtonRuns` holds exactly their runs; the rest go on
        // from there. The same answers as a fresh set filled in `buttons`' order, without hashing every environment
        // again.
        for index in buttons.indices {
            let first = index < firstOfRun.count ? firstOfRun[index] : walkedButtonRuns.insert(HashedKey(buttons[index].run)).inserted
            guard first else { continue }
            buttonRuns += 1
            execute(buttons[index].statements, buttons[index].env, source: buttons[index].source, depth: 0)
        }
        for name in scene.actionOrder {
            guard let action = scene.actions[name] else { continue }
            execute(action.statements, AbstractEnvironment(), source: .action(name), depth: 0)
        }
        // A stack whose root view can change identity may have its path emptied by SwiftUI (and written back).
        for stack in stacks {
            guard let binding = stack.binding, case .stack(let element) = scene.nodes[stack.node].element,
                  element.rootMayChangeIdentity else { continue }
            write(binding, .just(.list([])))
        }
        // In compact width, back from a column a selection drives clears that selection.
        for split in splits {
            for (column, selections) in split.columnSelections where column + 1 < split.columnCount {
                for selection in selections where stateType(selection.state)?.isOptional == true {
                    write(selection.state, .just(.null))
                }
            }
        }
    }

    /// Applies, during the walk, the effects of the links and buttons walked since the last call, so that a stack's
    /// next round sees what its screens push in the same pass: a drill-down of n screens settles in a few passes,
    /// not n (each pass a walk of the whole scene: quadratic). The fixpoint is the same: effects only join into the
    /// facts, and a link's outcomes with the registrations known so far are among those the end of the pass applies
    /// (registrations only grow within a pass; an outcome that depends on a missing one is `dead`, which does nothing).
    func applyWalkedEffects() {
        while appliedLinks < links.count, isComplete {
            let link = links[appliedLinks]
            appliedLinks += 1
            let outcomes = mayOutcomes(link).outcomes
            walkedOutcomes.append(outcomes)
            for outcome in outcomes { apply(outcome, of: link) }
        }
        while appliedButtons < buttons.count, isComplete {
            let button = buttons[appliedButtons]
            appliedButtons += 1
            // A run made already in this pass is made again over the pass' facts at its end (`applyEffects`).
            let first = walkedButtonRuns.insert(HashedKey(button.run)).inserted
            firstOfRun.append(first)
            guard first else { continue }
            buttonRuns += 1
            execute(button.statements, button.env, source: button.source, depth: 0)
        }
    }

    /// Whether applying `outcome` of link `index` again at the end of the pass would change nothing, because the walk
    /// applied it already in this pass (`applyWalkedEffects`): a push or a selection only joins a value fixed by the
    /// link (its value, the type, the static type's universe) into facts that only grow, so the second join is the
    /// first's. Not so where the write runs a computed variable's setter (it reads facts that may have grown since),
    /// nor for a column override, whose destinations the walk may not all have met then: those are applied again.
    func appliedInWalk(_ outcome: LinkOutcome, link index: Int) -> Bool {
        guard !reappliesWalkedOutcomes, index < walkedOutcomes.count, walkedOutcomes[index].contains(outcome) else { return false }
        let joinsOnly: Bool
        switch outcome {
        case .push(let stack, _), .replacePath(let stack, _):
            joinsOnly = stacks[stack].binding.map { scene.computed[$0] == nil } ?? true
        case .select(let state, _):
            joinsOnly = scene.computed[state] == nil
        case .showInColumn, .dead, .disabled:
            joinsOnly = false
        }
        if joinsOnly { walkedOutcomesNotReapplied += 1 }
        return joinsOnly
    }

    /// The values of `type` a link's value may push (`staticType`: the link's declared value type, read only for a
    /// value known by its type alone).
    func values(of value: AbstractValue, type: String, staticType: () -> TypeRef?) -> AbstractValue {
        switch value {
        case .top, .any: return evaluator.universe(staticType().map { $0.unwrapped } ?? .named(type))
        case .values(let set):
            // The usual link: every value is of the type (one value), kept as it is rather than filtered into a new set.
            if set.allSatisfy({ !$0.isNull && $0.typeName == type }) { return value }
            return .values(set.filter { !$0.isNull && $0.typeName == type })
        }
    }

    func apply(_ outcome: LinkOutcome, of link: LinkOccurrence) {
        // The link's declared value type, read (out of its element, a copy) only where a value known by its type alone
        // needs it: most applications push one known value.
        func staticType() -> TypeRef? {
            if case .link(let l) = scene.nodes[link.node].element { return l.value?.type }
            return nil
        }
        switch outcome {
        case .push(let stack, let type), .replacePath(let stack, let type):
            let key: PathKey = stacks[stack].binding.map { .bound($0) } ?? .implicit(stack)
            recordPush(key, values(of: link.value, type: type, staticType: staticType), source: .link(link.node))
            if let binding = stacks[stack].binding { write(binding, .top) }
        case .showInColumn(let split, let column, let type):
            for entry in splits[split].columnDestinations where entry.type == type && entry.column < column {
                let occurrence = destinations[entry.occurrence]
                guard let destination = destination(occurrence.node, occurrence.slot) else { break }
                var env = occurrence.env
                if let name = destination.elementName { env = env.with(name, values(of: link.value, type: type, staticType: staticType)) }
                let kind = ScreenKind.columnOverride(split: split, index: column, template: occurrence.node, slot: occurrence.slot)
                enter(kind, env)
                if splitOverrides[split, default: []].insert(kind).inserted { changed = true; noteChange(splitOverridesOf: split) }
            }
        case .select(let state, let type):
            write(state, values(of: link.value, type: type, staticType: staticType))
        case .dead, .disabled:
            break
        }
    }

    /// Runs statements abstractly: every write joins what it may write. Flow-insensitive, so a statement reading a
    /// variable an earlier one wrote sees both the old and the new values (an over-approximation).
    func execute(_ statements: [Statement], _ env: AbstractEnvironment, source: PushSource, depth: Int) {
        guard depth < 16 else { return }
        for statement in statements {
            // A view's own state and `@Binding` parameters write the variable they stand for.
            switch statement.kind {
            case .set(let target, let expr):
                let name = env.stateKey(target)
                let value = eval(expr, env)
                write(name, value, depth: depth)
                // A latent value (`StateVariable.isLatent`: what code the model does not compute makes) may put any
                // value of the element type on the path, from no place a rule may name as the one that pushes it.
                if stateType(name)?.isPath == true { recordPathItems(name, value, source: isLatent(expr) ? .initial : source) }
            case .append(let target, let expr):
                let name = env.stateKey(target)
                write(name, .top, depth: depth)
                let value = eval(expr, env)
                // A value known only by its type: the path's element type where the path is typed (it decides what
                // may be appended), the value's own on a NavigationPath.
                let typed = value.anyType != nil && stateType(name)?.arrayElement != nil
                recordPush(.bound(name), value.isTop || typed ? pathElementUniverse(name) : value, source: source)
            case .removeLast(let target, let count):
                let name = env.stateKey(target)
                let current = read(name) ?? .top
                write(name, current.map { v in v.listItems.map { .list(Array($0.dropLast(min(count, $0.count)))) } }, depth: depth)
            case .popLast(let target):
                let name = env.stateKey(target)
                let current = read(name) ?? .top
                write(name, current.map { v in v.listItems.map { .list(Array($0.dropLast())) } }, depth: depth)
            case .removeAll(let target):
                write(env.stateKey(target), .just(.list([])), depth: depth)
            case .toggle(let target):
                let name = env.stateKey(target)
                let current = read(name) ?? .top
                write(name, current.concrete == nil ? .values([.bool(true), .bool(false)]) : current.map { .bool(!($0.boolValue ?? false)) }, depth: depth)
            case .run(let name):
                let closures = env.actions(name)
                if !closures.isEmpty {
                    for closure in closures {
                        guard case .instance(let instance) = scene.nodes[closure.node].element,
                              let body = instance.arguments.first(where: { $0.name == closure.argument })?.action else { continue }
                        execute(body, closure.captured, source: source, depth: depth + 1)
                    }
                    continue
                }
                guard let action = scene.actions[name] else { continue }
                execute(action.statements, AbstractEnvironment(), source: source, depth: depth + 1)
            case .dismiss:
                break  // every shown state-driven screen and presentation already contributes its cleared binding
            case .conditional(let conditional):
                // Each branch the condition's possible values can take (an unknown condition: both). Nesting is
                // bounded by the model, not by `depth` (which bounds actions running actions).
                let value = eval(conditional.condition, env)
                if let name = conditional.binding {
                    let nonNil = value.nonNull
                    if value.mayBeNonNull { execute(conditional.then, env.with(name, nonNil.isEmpty ? .top : nonNil), source: source, depth: depth) }
                    if value.mayBeNull { execute(conditional.otherwise, env, source: source, depth: depth) }
                } else {
                    if value.mayTakeThen { execute(conditional.then, env, source: source, depth: depth) }
                    if value.mayTakeElse { execute(conditional.otherwise, env, source: source, depth: depth) }
                }
            }
        }
    }

    /// Whether an expression is a latent value (`StateVariable.isLatent`).
    func isLatent(_ expr: Expression) -> Bool {
        guard case .identifier(let name) = expr.kind else { return false }
        return latentState.contains(name)
    }

    func recordPathItems(_ name: String, _ value: AbstractValue, source: PushSource) {
        switch value {
        case .top, .any: recordPush(.bound(name), pathElementUniverse(name), source: source)
        case .values(let lists):
            var items = AbstractValue.none
            for list in lists { for item in list.listItems ?? [] { items = items.joined(.just(item)) } }
            recordPush(.bound(name), items, source: source)
        }
    }

    /// Every value a path variable's element type allows (top for a NavigationPath: values of any type).
    func pathElementUniverse(_ name: String) -> AbstractValue {
        guard let element = stateType(name)?.arrayElement else { return .top }
        return evaluator.universe(element)
    }
}
