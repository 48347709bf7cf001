import NavSceneModel
import NavSceneRuntime

/// How a value link may resolve where it sits (the interpreter's `resolve`, over what may be registered), and
/// whether it surely resolves (over what is registered in every state the link is shown in).
extension ReachabilityAnalysis {
    func resolveLinks() {
        noteIgnoredOffTypedRoot()
        for index in links.indices {
            let (outcomes, sure) = mayOutcomes(links[index])
            links[index].outcomes = outcomes
            links[index].surelyResolves = sure
        }
    }

    /// The (stack, type) pairs whose `for:` destination the last walk ignored off a typed path's root (what a dead
    /// link's reason names).
    func noteIgnoredOffTypedRoot() {
        ignoredOffTypedRoot = []
        for occurrence in destinations {
            guard case .notAtRootOfTypedPath(let stack)? = occurrence.ignored, let type = destinationType(occurrence) else { continue }
            ignoredOffTypedRoot.insert(StackType(stack: stack, type: type))
        }
    }

    /// The types a link's value may have at run time (nil: it cannot be told).
    public func types(of link: LinkOccurrence) -> [String]? { types(of: link.value, node: link.node) }

    /// The types a value link's `value` may have at run time (nil: it cannot be told); `node` is the link's node.
    func types(of value: AbstractValue, node: Int) -> [String]? {
        switch value {
        case .any(let type):
            // Any value of a named type: that type (the runtime's name); a type-erased one is read as `top`.
            if case .named(let name) = type.unwrapped, name != TypeRef.anyHashable.description { return [name] }
            fallthrough
        case .top:
            guard case .link(let l) = scene.nodes[node].element, let type = l.value?.type, let name = typeName(type.unwrapped) else { return nil }
            return [name]
        case .values(let set):
            // One value (the usual link): its type, without building a set and sorting it.
            if set.count == 1, let only = set.first { return only.isNull ? [] : [only.typeName] }
            return Array(Set(set.filter { !$0.isNull }.map(\.typeName))).sorted()
        }
    }

    func mayOutcomes(_ link: LinkOccurrence) -> (outcomes: [LinkOutcome], sure: Bool) {
        let place = link.place
        if place.disabled == .always { return ([.disabled], true) }
        if !place.inNavigation && place.selectionState == nil { return ([.disabled], true) }
        // A value whose type cannot be told matches anything: no verdict rests on it.
        guard let types = types(of: link) else { return ([], true) }
        var outcomes: [LinkOutcome] = []
        var sure = true
        if link.value.mayBeNull { outcomes.append(.disabled) }
        for type in types {
            let (found, typeSure) = resolve(type, place)
            outcomes += found
            if !typeSure { sure = false }
        }
        return (outcomes, sure)
    }

    func resolve(_ type: String, _ place: Place) -> ([LinkOutcome], Bool) {
        var out: [LinkOutcome] = []
        var sure = false
        var typedMismatch: String?
        if let stack = place.stack, mayBeRegistered(type, on: stack, with: place) {
            if let element = stacks[stack].typedElement, element != type {
                typedMismatch = element
            } else {
                out.append(.push(stack: stack, type: type))
                if surelyRegistered(type, on: stack, at: place) { sure = true }
            }
        }
        if let split = place.split, let column = place.column {
            let facts = splits[split]
            for (index, candidates) in facts.columnStacks.sorted(by: { $0.key < $1.key }) where index > column {
                for stack in candidates where stacks[stack].registrationsByType[type] != nil {
                    guard stacks[stack].typedElement == nil || stacks[stack].typedElement == type else { continue }
                    out.append(.replacePath(stack: stack, type: type))
                    if candidates.count == 1, stacks[stack].place.guards == 0, surelyAtRoot(type, stack) { sure = true }
                }
            }
            if column + 1 < facts.columnCount {
                for entry in facts.columnDestinations where entry.type == type && entry.column <= column {
                    out.append(.showInColumn(split: split, column: column + 1, type: type))
                    if destinations[entry.occurrence].place.guards == 0 { sure = true }
                    break
                }
            }
        }
        if let selection = place.selectionState, place.selectionType == type || place.selectionType == "AnyHashable" {
            out.append(.select(state: selection, type: type))
            sure = true
        }
        if let split = place.split, let column = place.column {
            for (index, selections) in splits[split].columnSelections.sorted(by: { $0.key < $1.key }) where index < column {
                for selection in selections where selection.type == type || selection.type == "AnyHashable" {
                    out.append(.select(state: selection.state, type: type))
                    if selection.guards == 0 { sure = true }
                }
            }
        }
        if !sure {
            if let element = typedMismatch {
                out.append(.dead(.pathTypeMismatch(pathElement: element, type: type)))
            } else if let stack = place.stack, stacks[stack].typedElement == type,
                      ignoredOffTypedRoot.contains(StackType(stack: stack, type: type)) {
                out.append(.dead(.destinationNotAtRoot(type: type)))
            } else {
                out.append(.dead(.noDestination(type: type)))
            }
        }
        return (out, sure)
    }

    /// Whether a destination for `type` may be registered on `stack` while something at `place` is shown: a
    /// registration on the place's own screen in another branch of a conditional the place is in (two cases of one
    /// `switch`, the two sides of an `if`) never is, since one instance of a view shows one branch at a time. A
    /// registration on another screen of the stack is when that screen may lie below the place's (`StackOrder`).
    func mayBeRegistered(_ type: String, on stack: Int, with place: Place) -> Bool {
        (stacks[stack].registrationsByType[type] ?? []).contains { mayBeBelow(destinations[$0].place, place, stack: stack) }
    }

    /// Whether a destination at `registration` is never shown together with something at `place`: both on one screen,
    /// in different branches of one walked conditional.
    public func excludedFrom(_ place: Place, by registration: Place) -> Bool {
        registration.screen == place.screen && excludeEachOther(registration.guards, place.guards)
    }

    func destinationType(_ occurrence: DestinationOccurrence) -> String? {
        guard let type = destination(occurrence.node, occurrence.slot)?.forType else { return nil }
        return typeName(type.unwrapped) ?? type.description
    }

    func surelyAtRoot(_ type: String, _ stack: Int) -> Bool {
        // The root and each registration's screen and guards read in place: not a copy of the stack's facts per
        // registration nor of each occurrence's place.
        let root = stacks[stack].rootScreen
        return (stacks[stack].registrationsByType[type] ?? []).contains { occurrence in
            destinations[occurrence].place.screen == root && destinations[occurrence].place.guards == 0
        }
    }

    /// Whether a destination for `type` is registered on `stack` in every state in which something at `place` is
    /// shown: unconditionally at the stack's root; on the same screen under conditions the place also depends on; or
    /// beside the destination that shows the place's screen, under conditions that destination depends on.
    func surelyRegistered(_ type: String, on stack: Int, at place: Place) -> Bool {
        if surelyAtRoot(type, stack) { return true }
        // The registrations' screens and guards only (not copies of whole occurrences with their environments).
        let registrations = (stacks[stack].registrationsByType[type] ?? []).map {
            ScreenGuards(screen: destinations[$0].place.screen, guards: destinations[$0].place.guards)
        }
        let mine = guards(place.guards)
        if registrations.contains(where: { $0.screen == place.screen && guards($0.guards).isSubset(of: mine) }) {
            return true
        }
        // The destination that shows this screen is registered (path screens) or realised (state-driven pushes)
        // whenever the screen is shown, and so is what is surely beside it.
        let entries: [ScreenGuards]
        switch screens[place.screen].kind {
        case .path:
            entries = screens[place.screen].entries.map { ScreenGuards(screen: destinations[$0].place.screen, guards: destinations[$0].place.guards) }
        case .statePush(let s, let template, let slot) where slot >= 0:
            entries = (destinationsByTemplate[TemplateSlot(node: template, slot: slot)] ?? []).filter { destinations[$0].place.stack == s }
                .map { ScreenGuards(screen: destinations[$0].place.screen, guards: destinations[$0].place.guards) }
        default: entries = []
        }
        guard !entries.isEmpty else { return false }
        return entries.allSatisfy { entry in
            let needed = guards(entry.guards)
            return registrations.contains { $0.screen == entry.screen && guards($0.guards).isSubset(of: needed) }
        }
    }
}
