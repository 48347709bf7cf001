import NavSceneModel

/// A screen and the guards of something on it.
struct ScreenGuards: Hashable {
    var screen: Int
    var guards: Int
}

/// Which screens of one stack may lie below which: a `navigationDestination(for:)` on screen S serves a link on screen
/// L only while S is on the stack under L (or S is L). S is the root, or was pushed earlier.
///
/// A screen P may be pushed above a screen Y (directly or with screens between) when something pushes P while Y or a
/// screen already above Y is on top, and a destination showing P is registered there: on Y, on a screen above Y, or
/// on a screen below Y. The screens that may lie above S are the least set closed under that rule, computed once per
/// screen of a registration (per branch of the root's content on the root) by a worklist over the stack's push and
/// entry edges: linear in the edges, each screen entered once.
///
/// Pushers: a value link on a screen of the stack pushes from there; a Button or handler walked on a screen of the
/// stack pushes from there; anything else that writes the path (an action, an initial value, a handler outside the
/// stack, a link in a split view's column, a value of unknown type) may push from any screen ("anywhere"). A pushed
/// view's link pushes from its own screen; a state-driven destination may be set from anywhere. The guards of a pusher
/// are not required to hold later (what pushed a screen may be gone while it is shown); the guards of the destination
/// that shows a screen are, on the root: the root has one instance, so a destination in another branch of its content
/// is not registered while a registration in this branch is. Off the root, another instance of the same screen may lie
/// below, and it may show the other branch of a condition on its own state.
extension ReachabilityAnalysis {
    /// Whether a destination at `registration` may be registered on `stack` while something at `place` (on the same
    /// stack) is shown: the same screen, outside a branch that excludes it, or a screen that may lie below.
    public func mayBeBelow(_ registration: Place, _ place: Place, stack: Int) -> Bool {
        // The stack's facts are read in place: this runs per registration per link, and a copy of the whole
        // `StackFacts` (its arrays, dictionaries and sets) retained and released them all every time.
        if registration.screen == place.screen {
            guard excludedFrom(place, by: registration) else { return true }
            // One instance shows one branch. Another instance of the screen, lower on the stack, may show the other
            // one when a condition that separates them reads the instance's own state and the screen may be pushed
            // above itself. A condition on the scene's state is the same in every instance. One on the instance's
            // arguments (the value its destination shows) is not decided here: what may push the screen again is
            // over-approximated (a whole path written from outside the stack counts as a push onto any screen),
            // which would make every such pair unexcluded; it stays excluded (a known gap, Benchmarks/RESULTS.md).
            guard registration.screen != stacks[stack].rootScreen, stacks[stack].screenSet.contains(registration.screen),
                  separatingAtoms(registration.guards, place.guards).contains(where: { readsOwnState(guardAtoms[$0]) }) else { return false }
            return screensAbove(registration, stack: stack).contains(place.screen)
        }
        // A screen this order does not know (met only through another host of the stack): nothing is excluded.
        guard stacks[stack].screenSet.contains(registration.screen), stacks[stack].screenSet.contains(place.screen) else { return true }
        return screensAbove(registration, stack: stack).contains(place.screen)
    }

    /// Whether a condition reads a view's own state (a name the environment aliases to the instance's variable).
    func readsOwnState(_ atom: GuardAtom) -> Bool {
        let expression: Expression
        switch atom.condition {
        case .branch(let e, _), .binding(let e, _), .switchCase(let e, _, _), .nonEmpty(let e): expression = e
        }
        return evaluator.freeNames(expression).contains { atom.env.alias($0) != nil }
    }

    /// The atoms of chain `b` that exclude chain `a`: another branch of a conditional `a` takes a branch of
    /// (`excludeEachOther` holds exactly when there is one).
    func separatingAtoms(_ a: Int, _ b: Int) -> [Int] {
        let mine = guards(a)
        let occurrences = Set(mine.map { guardAtoms[$0].occurrence })
        return guards(b).filter { occurrences.contains(guardAtoms[$0].occurrence) && !mine.contains($0) }
    }

    /// The screens of `stack` that may lie above the screen of `registration` while it is shown.
    func screensAbove(_ registration: Place, stack: Int) -> Set<Int> {
        let onRoot = registration.screen == stacks[stack].rootScreen
        let key = ScreenGuards(screen: registration.screen, guards: onRoot ? registration.guards : 0)
        if let cached = screensAboveCache[key] { return cached }
        let facts = stacks[stack]
        let edges = stackEdges(stack)
        var above = Set<Int>()
        var pusherOK = Set<Int>(), entryOK = Set<Int>()
        var queue: [Int] = []
        func mark(_ screen: Int, pusher: Bool) {
            guard !above.contains(screen) else { return }
            if pusher { pusherOK.insert(screen) } else { entryOK.insert(screen) }
            if pusherOK.contains(screen), entryOK.contains(screen) {
                above.insert(screen)
                queue.append(screen)
            }
        }
        for screen in facts.screens where screen != facts.rootScreen {
            let pushed = edges.pushers[screen] ?? []
            if edges.anywhere.contains(screen) || pushed.contains(where: { $0.screen == key.screen }) { mark(screen, pusher: true) }
            let entries = edges.entries[screen] ?? []
            // Off the root, a destination on any screen may be below the registration's screen (another instance of
            // its own screen too); on the root, only one in a branch shown with the registration is.
            // A screen whose entry the walk did not record may be shown from anywhere.
            if edges.unknownEntry.contains(screen)
                || (onRoot ? entries.contains(where: { $0.screen == key.screen && !excludeEachOther($0.guards, registration.guards) })
                           : !entries.isEmpty) {
                mark(screen, pusher: false)
            }
        }
        var next = 0
        while next < queue.count {
            let top = queue[next]
            next += 1
            for screen in edges.pushes[top] ?? [] { mark(screen, pusher: true) }
            for screen in edges.shows[top] ?? [] { mark(screen, pusher: false) }
        }
        screensAboveCache[key] = above
        return above
    }

    /// One stack's edges: what pushes each screen from where, and which screens' destinations show it.
    struct StackEdges {
        /// Per pushed screen: the screens it is pushed from.
        var pushers: [Int: [ScreenGuards]] = [:]
        /// Per pushed screen: the screens (and guards) of the destinations or links that show it.
        var entries: [Int: [ScreenGuards]] = [:]
        /// Screens that may be pushed from any screen.
        var anywhere = Set<Int>()
        /// Screens whose entry is not known (shown from wherever the stack is).
        var unknownEntry = Set<Int>()
        /// The reverse indexes: per screen, the screens it pushes and the screens its destinations show.
        var pushes: [Int: [Int]] = [:]
        var shows: [Int: [Int]] = [:]
    }

    func stackEdges(_ stack: Int) -> StackEdges {
        if let cached = stackEdgesCache[stack] { return cached }
        var edges = StackEdges()
        let facts = stacks[stack]
        let onStack = facts.screenSet
        // Path screens by the type their destination shows (nil: a type that cannot be named, shown for any value).
        var pathScreens: [String: [Int]] = [:]
        var anyTypeScreens: [Int] = []
        for screen in facts.screens {
            switch screens[screen].kind {
            case .path(_, let template, let slot):
                // Each entry's screen and guards read in place (not a copy of its whole `Place`).
                let entries = screens[screen].entries.map { ScreenGuards(screen: destinations[$0].place.screen, guards: destinations[$0].place.guards) }
                edges.entries[screen] = entries
                if entries.isEmpty { edges.unknownEntry.insert(screen) }
                if let type = destination(template, slot)?.forType, let name = typeName(type.unwrapped) {
                    pathScreens[name, default: []].append(screen)
                } else {
                    anyTypeScreens.append(screen)
                }
            case .viewPush(_, _), .statePush(_, _, _):
                let from = pushedFrom[screens[screen].kind] ?? []
                edges.entries[screen] = from
                if from.isEmpty { edges.unknownEntry.insert(screen); edges.anywhere.insert(screen) }
                if case .viewPush = screens[screen].kind { edges.pushers[screen] = from } else { edges.anywhere.insert(screen) }
            default:
                break
            }
        }
        // The screens a value of `type` may show (nil: any type), each list as it is (no concatenated copy per push).
        func push(_ type: String?, from pusher: ScreenGuards?) {
            func add(_ screen: Int) {
                if let pusher { edges.pushers[screen, default: []].append(pusher) } else { edges.anywhere.insert(screen) }
            }
            if let type {
                for screen in pathScreens[type] ?? [] { add(screen) }
            } else {
                for list in pathScreens.values { for screen in list { add(screen) } }
            }
            for screen in anyTypeScreens { add(screen) }
        }
        /// A pusher on this stack's screens pushes from there; anything else from anywhere.
        func pusher(_ place: Place) -> ScreenGuards? {
            place.stack == stack && onStack.contains(place.screen) ? ScreenGuards(screen: place.screen, guards: place.guards) : nil
        }
        // The links on this stack, and those in a split view's column outside any stack (which may replace this
        // stack's path), from an index of the walk's links by stack and split (not a scan of every link per stack).
        // The order the links are taken in does not matter: the edges are read as sets (`screensAbove`).
        indexLinksByStack()
        let splitLinks = facts.place.split.flatMap { linkIndex.outsideStacksBySplit[$0] } ?? []
        for (positions, here) in [(linkIndex.byStack[stack] ?? [], true), (splitLinks, false)] {
            for index in positions {
                let from = here ? pusher(links[index].place) : nil
                if let types = types(of: links[index]) {
                    for type in types { push(type, from: from) }
                } else {
                    push(nil, from: from)
                }
            }
        }
        let key: PathKey = facts.binding.map { .bound($0) } ?? .implicit(stack)
        for (type, sources) in pushSources[key] ?? [:] {
            let pushed: String? = type == "*" ? nil : type
            for source in sources {
                switch source {
                case .button, .event:
                    let positions = buttonPositions(from: source)
                    if positions.isEmpty { push(pushed, from: nil) }
                    for position in positions { push(pushed, from: pusher(buttons[position].place)) }
                case .link(let node):
                    // Links on this stack are pushers above; one elsewhere writing the same path pushes from anywhere.
                    if linkWalked(node, elsewhereThan: stack) { push(pushed, from: nil) }
                case .action, .initial:
                    push(pushed, from: nil)
                }
            }
        }
        if anyTypePushes.contains(key) { push(nil, from: nil) }
        for (screen, list) in edges.pushers {
            for from in Set(list.map(\.screen)) { edges.pushes[from, default: []].append(screen) }
        }
        for (screen, list) in edges.entries {
            for from in Set(list.map(\.screen)) { edges.shows[from, default: []].append(screen) }
        }
        stackEdgesCache[stack] = edges
        return edges
    }

    /// Whether the walk met link `node` somewhere other than on `stack` (outside any stack included).
    func linkWalked(_ node: Int, elsewhereThan stack: Int) -> Bool {
        indexLinksByStack()
        guard let first = linkIndex.firstStackOfNode[node] else { return false }
        return first != stack || linkIndex.nodesOnSeveralStacks.contains(node)
    }

    /// Extends `linkIndex` over the links the walk added since it was last extended (a walk only appends links; a
    /// new walk starts the index again, `resetWalk`).
    func indexLinksByStack() {
        while linkIndex.count < links.count {
            let index = linkIndex.count
            linkIndex.count += 1
            let place = links[index].place
            if let stack = place.stack {
                linkIndex.byStack[stack, default: []].append(index)
            } else if let split = place.split {
                linkIndex.outsideStacksBySplit[split, default: []].append(index)
            }
            let node = links[index].node
            if let first = linkIndex.firstStackOfNode[node] {
                if first != place.stack { linkIndex.nodesOnSeveralStacks.insert(node) }
            } else {
                linkIndex.firstStackOfNode[node] = .some(place.stack)
            }
        }
    }
}

/// The walk's links (`ReachabilityAnalysis.links`) by where they are, for `stackEdges`: positions in `links`.
struct LinkStackIndex {
    /// How many of the walk's links are indexed (the first `count`).
    var count = 0
    /// Per stack: the links walked on it.
    var byStack: [Int: [Int]] = [:]
    /// Per split view: the links walked in its columns outside any stack.
    var outsideStacksBySplit: [Int: [Int]] = [:]
    /// Per link node: the stack (nil: none) of its first occurrence; the nodes with occurrences on more than one.
    var firstStackOfNode: [Int: Int?] = [:]
    var nodesOnSeveralStacks = Set<Int>()
}
