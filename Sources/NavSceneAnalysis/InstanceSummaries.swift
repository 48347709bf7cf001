import NavSceneModel
import NavSceneRuntime

/// A place's navigation context: everything in it but its guards and the view instances that led to it (the place
/// with those two cleared, so a field `Place` gains is part of the context by construction). Two instances of one view
/// with equal bindings, walked in equal contexts, record the same facts up to those two.
struct PlaceContext: Hashable {
    private let place: Place

    init(_ place: Place) {
        var context = place
        context.guards = 0
        context.instancePath = 0
        self.place = context
    }
}

/// What decides a view instance's body walk besides its guards and instance path: the view, its bindings (argument
/// values, `@Binding` aliases, captured closures), the place's context, and whether it is walked inside content shown
/// elsewhere (a menu, a toolbar: its Buttons and links then do not count as a row's own).
struct InstanceKey: Hashable {
    var view: String
    var env: AbstractEnvironment
    var context: PlaceContext
    var inAttached: Bool
}

/// One fact a body walk records, in walk order (`InstanceMemo.trace`). Places are as recorded: a replay re-bases
/// their guards and instance paths on the replaying instance's (`InstanceRebase`).
/// (Boxed: a trace holds one per fact of every recorded body, and a place-carrying fact is a few hundred bytes.)
indirect enum WalkEvent {
    case sitePlace(node: Int, place: Place)
    case presentation(kind: ScreenKind, env: AbstractEnvironment, state: String, clear: Value, sheet: Bool, place: Place)
    case destination(DestinationOccurrence, registered: String?, column: String?)
    case statePush(place: Place, template: Int, slot: Int, env: AbstractEnvironment, state: String, clear: Value)
    case viewLink(node: Int, env: AbstractEnvironment, place: Place)
    case button(ButtonOccurrence)
    case link(LinkOccurrence)
    case columnSelection(split: Int, column: Int, state: String, type: String?, guards: Int)
    case tabView(node: Int, place: Place)
    case pendingWrite(String, AbstractValue)
    case guardChain(parent: Int, atom: GuardAtom)
    case instancePath(parent: Int, node: Int, id: Int)
}

/// A body walk's facts relative to its entry place: the slice of the trace it recorded, and the counters it advanced.
struct InstanceSummary {
    var events: Range<Int>
    /// The entry place's guard chain and instance path, and how many guard chains and conditionals there were then.
    var guards: Int
    var instancePath: Int
    var chains: Int
    var conditionals: Int
    /// What the walk added to the counters: conditionals met, nodes visited, Buttons and links walked in place.
    var conditionalCount: Int
    var visits: Int
    var inPlaceElements: Int
    /// How much deeper than the body's first level the walk went.
    var deepest: Int
    /// The state keys the walk read, each with its version then (`InstanceMemo.versions`).
    var reads: [(key: String, version: Int)]
}

/// The summaries of one walk and what they are built from.
struct InstanceMemo {
    /// (Keyed with the key's hash kept: an instance's key hashes its whole environment.)
    var summaries: [HashedKey<InstanceKey>: InstanceSummary] = [:]
    var trace: [WalkEvent] = []
    /// How many body walks are being recorded (a body inside a recorded body is recorded into both).
    var recording = 0
    /// Grows whenever a state variable's values grow.
    var version = 0
    /// Each state key's number of changes (never reset): a summary holds only while the keys it read are unchanged.
    var versions: [String: Int] = [:]
    /// Grows whenever the walk meets a stack or split view: a body that meets one is not summarised (a container is
    /// one per instance path and walks screens of its own).
    var containers = 0
    /// The deepest level the walk has reached (as `walkNode`'s `depth`), for the depth bound.
    var deepest = 0
    /// Off for tests that compare with the walk that takes every instance.
    var enabled = true
    /// Instances whose body was replayed from a summary, in every walk (for tests and measurements).
    var replayed = 0

    mutating func changed(_ key: String) {
        version += 1
        versions[key, default: 0] += 1
    }

    /// Whether every key a summary read holds what it held then.
    func holds(_ reads: [(key: String, version: Int)]) -> Bool {
        reads.allSatisfy { versions[$0.key] ?? 0 == $0.version }
    }

    mutating func reset() {
        // Emptied keeping their storage: the next walk records about as many summaries, and growing the table again
        // rehashed every key each time it doubled.
        summaries.removeAll(keepingCapacity: true)
        trace.removeAll(keepingCapacity: true)
        recording = 0
        containers = 0
        deepest = 0
    }
}

/// Maps a recorded place onto the replaying instance's: guard chains the recorded walk made are made again in the
/// same order (so they are offset by how many more chains there are now), the entry's chain is the new entry's, and
/// instance paths are looked up as the replay makes them.
struct InstanceRebase {
    var fromGuards: Int
    var toGuards: Int
    var chainOffset: Int
    var conditionalOffset: Int
    var paths: [Int: Int]

    func guards(_ chain: Int) -> Int { chain == fromGuards ? toGuards : chain + chainOffset }

    func path(_ id: Int) -> Int {
        assert(paths[id] != nil, "an instance path made outside the summarised walk")
        return paths[id] ?? id
    }

    func place(_ recorded: Place) -> Place {
        var p = recorded
        p.guards = guards(recorded.guards)
        p.instancePath = path(recorded.instancePath)
        return p
    }
}

extension ReachabilityAnalysis {
    /// Whether the walk replays equal view instances from their summaries (on; off for tests that compare with the
    /// walk that takes every instance's body).
    public var sharesInstanceWalks: Bool {
        get { instanceMemo.enabled }
        set { instanceMemo.enabled = newValue }
    }

    /// How many instances' body walks were replayed from a summary, over every walk.
    public var instanceWalksReplayed: Int { instanceMemo.replayed }

    /// Walks a view instance's body: from its summary when an equal instance (`InstanceKey`) was walked earlier in
    /// this walk over the same facts, re-basing what it recorded on this instance's place; else walks it, recording.
    /// The replay makes every fact the walk would have made, in the same order, so the results are the walk's.
    func walkInstanceBody(_ decl: ViewDecl, _ env: AbstractEnvironment, _ place: Place, depth: Int) {
        guard instanceMemo.enabled else {
            walk(decl.body, env, place, depth: depth)
            return
        }
        let key = HashedKey(InstanceKey(view: decl.name, env: env, context: PlaceContext(place), inAttached: attachDepth > 0))
        if let summary = instanceMemo.summaries[key], instanceMemo.holds(summary.reads),
           depth + summary.deepest < ReachabilityAnalysis.maxDepth,
           visits + summary.visits <= ReachabilityAnalysis.maxVisitsPerWalk {
            replay(summary, place, depth: depth)
            return
        }
        let start = instanceMemo.trace.count
        let chains = guardChains.count, conditionals = conditionalCount, visitsBefore = visits
        let inPlaceBefore = inPlaceElements, containersBefore = instanceMemo.containers, version = instanceMemo.version
        let deepestBefore = instanceMemo.deepest
        instanceMemo.deepest = depth
        if instanceMemo.recording == 0 { evaluator.readLog = [] }
        let readsStart = evaluator.readLog?.count ?? 0
        instanceMemo.recording += 1
        walk(decl.body, env, place, depth: depth)
        instanceMemo.recording -= 1
        let readKeys = Set(evaluator.readLog?[readsStart...] ?? [])
        if instanceMemo.recording == 0 { evaluator.readLog = nil }
        let deepest = instanceMemo.deepest - depth
        instanceMemo.deepest = max(deepestBefore, instanceMemo.deepest)
        // A body that met a container, or during whose walk a value changed (it may have read both), is not kept.
        guard isComplete, instanceMemo.containers == containersBefore, instanceMemo.version == version,
              depth + deepest < ReachabilityAnalysis.maxDepth else { return }
        instanceMemo.summaries[key] = InstanceSummary(
            events: start..<instanceMemo.trace.count, guards: place.guards, instancePath: place.instancePath,
            chains: chains, conditionals: conditionals, conditionalCount: conditionalCount - conditionals,
            visits: visits - visitsBefore, inPlaceElements: inPlaceElements - inPlaceBefore, deepest: deepest,
            reads: readKeys.sorted().map { ($0, instanceMemo.versions[$0] ?? 0) })
    }

    /// Records a fact of the walk while a body walk is being recorded.
    func record(_ event: @autoclosure () -> WalkEvent) {
        if instanceMemo.recording > 0 { instanceMemo.trace.append(event()) }
    }

    func replay(_ summary: InstanceSummary, _ place: Place, depth: Int) {
        instanceMemo.replayed += 1
        let rebase = InstanceRebase(fromGuards: summary.guards, toGuards: place.guards, chainOffset: guardChains.count - summary.chains,
                                    conditionalOffset: conditionalCount - summary.conditionals,
                                    paths: [summary.instancePath: place.instancePath])
        var paths = rebase
        visits += summary.visits
        // What it read, an outer body being recorded reads too.
        if evaluator.readLog != nil { evaluator.readLog?.append(contentsOf: summary.reads.map(\.key)) }
        conditionalCount += summary.conditionalCount
        inPlaceElements += summary.inPlaceElements
        instanceMemo.deepest = max(instanceMemo.deepest, depth + summary.deepest)
        for index in summary.events {
            switch instanceMemo.trace[index] {
            case .sitePlace(let node, let recorded):
                addSitePlace(node, paths.place(recorded))
            case .presentation(let kind, let env, let state, let clear, let sheet, let recorded):
                present(kind, env, state: state, clear: clear, sheet: sheet, paths.place(recorded))
            case .destination(let occurrence, let registered, let column):
                var o = occurrence
                o.place = paths.place(occurrence.place)
                addDestination(o, registered: registered, column: column)
            case .statePush(let recorded, let template, let slot, let env, let state, let clear):
                statePush(paths.place(recorded), template: template, slot: slot, env, clear: (state, clear))
            case .viewLink(let node, let env, let recorded):
                viewLink(node, env, paths.place(recorded))
            case .button(let button):
                var b = button
                b.place = paths.place(button.place)
                addButton(b)
            case .link(let link):
                var l = link
                l.place = paths.place(link.place)
                addLink(l)
            case .columnSelection(let split, let column, let state, let type, let guards):
                addColumnSelection(split, column, state, type, guards: paths.guards(guards))
            case .tabView(let node, let recorded):
                addTabView(node, paths.place(recorded))
            case .pendingWrite(let state, let value):
                addPendingWrite(state, value)
            case .guardChain(let parent, let atom):
                var a = atom
                a.occurrence += paths.conditionalOffset
                _ = guardChain(paths.guards(parent), a)
            case .instancePath(let parent, let node, let id):
                paths.paths[id] = instancePath(paths.path(parent), node)
            }
        }
    }

    // The walk's facts, each made through one of these so that a recorded body walk can make it again.

    func addSitePlace(_ node: Int, _ place: Place) {
        record(.sitePlace(node: node, place: place))
        registeringSitePlaces[node, default: []].append(place)
    }

    func present(_ kind: ScreenKind, _ env: AbstractEnvironment, state: String, clear: Value, sheet: Bool, _ place: Place) {
        record(.presentation(kind: kind, env: env, state: state, clear: clear, sheet: sheet, place: place))
        enter(kind, env)
        clearable.append((state, clear))
        if sheet { sheetTriggers.insert(state) }
        presentationQueue.append((kind, place))
    }

    /// A destination occurrence, registered for type `registered` on its stack or declared for type `column` in its
    /// split view's column (as `applyModifiers` decided).
    func addDestination(_ occurrence: DestinationOccurrence, registered: String?, column: String?) {
        record(.destination(occurrence, registered: registered, column: column))
        let index = destinations.count
        if let stack = occurrence.registeredOn, let registered {
            stacks[stack].registrations.append((registered, index))
            stacks[stack].registrationsByType[registered, default: []].append(index)
        }
        if let column, let split = occurrence.place.split, let columnIndex = occurrence.place.column {
            splits[split].columnDestinations.append((column, index, columnIndex))
        }
        destinationsByTemplate[TemplateSlot(node: occurrence.node, slot: occurrence.slot), default: []].append(index)
        destinations.append(occurrence)
    }

    func addButton(_ button: ButtonOccurrence) {
        record(.button(button))
        buttons.append(button)
    }

    func addLink(_ link: LinkOccurrence) {
        record(.link(link))
        links.append(link)
    }

    func addColumnSelection(_ split: Int, _ column: Int, _ state: String, _ type: String?, guards: Int) {
        record(.columnSelection(split: split, column: column, state: state, type: type, guards: guards))
        splits[split].columnSelections[column, default: []].append((state, type, guards))
    }

    func addTabView(_ node: Int, _ place: Place) {
        record(.tabView(node: node, place: place))
        tabViews.append((node, place))
    }

    func addPendingWrite(_ state: String, _ value: AbstractValue) {
        record(.pendingWrite(state, value))
        pendingWrites.append((state, value))
    }
}
