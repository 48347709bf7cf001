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
        let edges = stackEdges(stack)
        let stackScreens = stacks[stack].screens
        let rootScreen = stacks[stack].rootScreen
        // Per screen, by its position on the stack: may something push it (1), may a destination show it (2), both (4).
        // A screen the stack met after its edges were taken has none (`StackEdges.count`).
        let pusherOK: UInt8 = 1, entryOK: UInt8 = 2, isAbove: UInt8 = 4
        var flags = [UInt8](repeating: 0, count: edges.count)
        var queue: [Int] = []
        func mark(_ position: Int, _ flag: UInt8) {
            guard flags[position] & isAbove == 0 else { return }
            flags[position] |= flag
            if flags[position] & (pusherOK | entryOK) == pusherOK | entryOK {
                flags[position] |= isAbove
                queue.append(position)
            }
        }
        for position in 0..<edges.count where stackScreens[position] != rootScreen {
            if edges.anywhere[position] || edges.pushers[position].contains(where: { $0.screen == key.screen }) { mark(position, pusherOK) }
            // Off the root, a destination on any screen may be below the registration's screen (another instance of
            // its own screen too); on the root, only one in a branch shown with the registration is.
            // A screen whose entry the walk did not record may be shown from anywhere.
            if edges.unknownEntry[position]
                || (onRoot ? edges.entries[position].contains(where: { $0.screen == key.screen && !excludeEachOther($0.guards, registration.guards) })
                           : !edges.entries[position].isEmpty) {
                mark(position, entryOK)
            }
        }
        var next = 0
        while next < queue.count {
            let top = queue[next]
            next += 1
            for position in edges.pushes[top] { mark(position, pusherOK) }
            for position in edges.shows[top] { mark(position, entryOK) }
        }
        var above = Set<Int>(minimumCapacity: queue.count)
        for position in queue { above.insert(stackScreens[position]) }
        screensAboveCache[key] = above
        return above
    }

    /// One stack's edges: what pushes each screen from where, and which screens' destinations show it. Every list is
    /// indexed by the screen's position in the stack's `screens` as they were when the edges were taken (the first
    /// `count`; the stack's screens only grow): arrays, not dictionaries and sets keyed by screen.
    struct StackEdges {
        /// How many of the stack's screens the edges cover.
        var count = 0
        /// Per pushed screen: the screens it is pushed from.
        var pushers: [[ScreenGuards]] = []
        /// Per pushed screen: the screens (and guards) of the destinations or links that show it.
        var entries: [[ScreenGuards]] = []
        /// Screens that may be pushed from any screen.
        var anywhere: [Bool] = []
        /// Screens whose entry is not known (shown from wherever the stack is).
        var unknownEntry: [Bool] = []
        /// The reverse indexes: per screen, the screens it pushes and the screens its destinations show (positions,
        /// each once). A pusher or an entry on a screen off the stack has none: `screensAbove` never asks about one.
        var pushes: [[Int]] = []
        var shows: [[Int]] = []

        init(count: Int) {
            self.count = count
            pushers = Array(repeating: [], count: count)
            entries = Array(repeating: [], count: count)
            anywhere = Array(repeating: false, count: count)
            unknownEntry = Array(repeating: false, count: count)
            pushes = Array(repeating: [], count: count)
            shows = Array(repeating: [], count: count)
        }
    }

    func stackEdges(_ stack: Int) -> StackEdges {
        if let cached = stackEdgesCache[stack] { return cached }
        let stackScreens = stacks[stack].screens
        var edges = StackEdges(count: stackScreens.count)
        // Each screen's position on the stack, by screen id (-1: not on it), in an array kept between calls and
        // emptied again below: no dictionary or set of the stack's screens per call.
        if stackPositions.count < screens.count {
            stackPositions += Array(repeating: -1, count: screens.count - stackPositions.count)
        }
        for (position, screen) in stackScreens.enumerated() { stackPositions[screen] = position }
        defer { for screen in stackScreens { stackPositions[screen] = -1 } }
        // Path screens by the type their destination shows (nil: a type that cannot be named, shown for any value).
        var pathScreens: [String: [Int]] = Dictionary(minimumCapacity: stackScreens.count)
        var anyTypeScreens: [Int] = []
        for (position, screen) in stackScreens.enumerated() {
            switch screens[screen].kind {
            case .path(_, let template, let slot):
                // Each entry's screen and guards read in place (not a copy of its whole `Place`).
                let entries = screens[screen].entries.map { ScreenGuards(screen: destinations[$0].place.screen, guards: destinations[$0].place.guards) }
                edges.entries[position] = entries
                if entries.isEmpty { edges.unknownEntry[position] = true }
                if let name = pathScreenType(screen, template: template, slot: slot) {
                    pathScreens[name, default: []].append(position)
                } else {
                    anyTypeScreens.append(position)
                }
            case .viewPush(_, _), .statePush(_, _, _):
                let kind = screens[screen].kind
                let from = pushedFrom[kind] ?? []
                edges.entries[position] = from
                if from.isEmpty { edges.unknownEntry[position] = true; edges.anywhere[position] = true }
                if case .viewPush = kind { edges.pushers[position] = from } else { edges.anywhere[position] = true }
            default:
                break
            }
        }
        // The screens a value of `type` may show (nil: any type), each list as it is (no concatenated copy per push).
        func push(_ type: String?, from pusher: ScreenGuards?) {
            func add(_ position: Int) {
                if let pusher { edges.pushers[position].append(pusher) } else { edges.anywhere[position] = true }
            }
            if let type {
                for position in pathScreens[type] ?? [] { add(position) }
            } else {
                for list in pathScreens.values { for position in list { add(position) } }
            }
            for position in anyTypeScreens { add(position) }
        }
        /// A pusher on this stack's screens pushes from there; anything else from anywhere.
        func pusher(_ place: Place) -> ScreenGuards? {
            place.stack == stack && position(place.screen) >= 0 ? ScreenGuards(screen: place.screen, guards: place.guards) : nil
        }
        func position(_ screen: Int) -> Int {
            screen >= 0 && screen < stackPositions.count ? stackPositions[screen] : -1
        }
        // The links on this stack, and those in a split view's column outside any stack (which may replace this
        // stack's path), from an index of the walk's links by stack and split (not a scan of every link per stack).
        // The order the links are taken in does not matter: the edges are read as sets (`screensAbove`).
        indexLinksByStack()
        let splitLinks = stacks[stack].place.split.flatMap { linkIndex.outsideStacksBySplit[$0] } ?? []
        for (positions, here) in [(linkIndex.byStack[stack] ?? [], true), (splitLinks, false)] {
            for index in positions {
                let from = here ? pusher(links[index].place) : nil
                if let types = types(of: links[index].value, node: links[index].node) {
                    for type in types { push(type, from: from) }
                } else {
                    push(nil, from: from)
                }
            }
        }
        let key: PathKey = stacks[stack].binding.map { .bound($0) } ?? .implicit(stack)
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
        // The reverse indexes, each source screen once per target (`lastTarget`: the target it was last added for).
        func reversed(_ sources: [[ScreenGuards]]) -> [[Int]] {
            var targets = [[Int]](repeating: [], count: edges.count)
            var lastTarget = [Int](repeating: -1, count: edges.count)
            for target in 0..<edges.count {
                for source in sources[target] {
                    let from = position(source.screen)
                    guard from >= 0, lastTarget[from] != target else { continue }
                    lastTarget[from] = target
                    targets[from].append(target)
                }
            }
            return targets
        }
        edges.pushes = reversed(edges.pushers)
        edges.shows = reversed(edges.entries)
        stackEdgesCache[stack] = edges
        return edges
    }

    /// The type a path screen's destination shows (nil: a type that cannot be named), remembered by screen id: a
    /// screen's kind, and so its destination, is fixed once the screen is numbered (ids are kept from walk to walk), so
    /// `stackEdges` does not copy the destination out of its table and name its type again in every pass.
    func pathScreenType(_ screen: Int, template: Int, slot: Int) -> String? {
        if screen < pathScreenTypes.count, let known = pathScreenTypes[screen] { return known.name }
        let name = destination(template, slot)?.forType.flatMap { typeName($0.unwrapped) }
        if pathScreenTypes.count <= screen {
            pathScreenTypes += Array(repeating: nil, count: Swift.max(screen + 1 - pathScreenTypes.count, pathScreenTypes.count))
        }
        pathScreenTypes[screen] = NamedType(name: name)
        return name
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

/// A type name that may be unknown (`pathScreenType`'s memo: nil there is "not asked yet").
struct NamedType {
    var name: String?
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
