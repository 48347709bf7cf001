import NavSceneDiagnostics
import NavSceneModel
import NavSceneRuntime

/// A static may-analysis of where every element can appear and what it can do, over the scene model and without
/// concrete navigation states.
///
/// It walks the views the way the interpreter instantiates them, but abstractly: every `if`/`switch` branch that may
/// be taken, every row a ForEach or List may show, every screen a stack may push, every sheet that may be presented,
/// with state variables abstracted to the sets of values they may hold. What the walk finds (links, buttons, actions,
/// selections, tabs, dismissals) writes to those sets, and the walk repeats until nothing grows: a least fixpoint.
/// Everything it reports as possible over-approximates what the interpreter can do, so "never" verdicts built on it
/// are proofs; "surely" verdicts (a link that always resolves) are built only on facts that hold in every state the
/// element is shown in (a shared branch, the stack's root).
public final class ReachabilityAnalysis {
    public let scene: Scene
    let evaluator: AbstractEvaluator

    /// The names an expression reads: identifiers, and the stored state its computed names and queries read.
    public func reads(_ expr: Expression) -> [String] { evaluator.freeNames(expr) }

    // MARK: Facts: monotone, carried across iterations
    var values: [String: AbstractValue] = [:]
    /// The environments closures captured, one object per distinct environment (`CapturedEnvironments`).
    let captures = CapturedEnvironments()
    var screenEnvs: [ScreenKind: AbstractEnvironment] = [:]
    public internal(set) var pushes: [PathKey: [String: AbstractValue]] = [:]
    /// Per path, the types whose pushed values changed, in the order they changed (a type once per change): what a
    /// stack's next round has to look at again (`walkStack`), instead of every type pushed so far.
    var pushChanges: [PathKey: [String]] = [:]
    /// Paths written with values of unknown type (a NavigationPath set from an unknown list).
    public internal(set) var anyTypePushes = Set<PathKey>()
    /// Where pushes come from, for findings about Buttons and actions that append what nothing maps.
    public internal(set) var pushSources: [PathKey: [String: Set<PushSource>]] = [:]
    /// How many (path, type, source) entries `pushSources` holds: `StackOrder` reads them, so an answer asked before
    /// one was added may be too small (`run`).
    var pushSourceCount = 0
    var extraScreens: [Int: Set<ScreenKind>] = [:]
    /// The same screens in the order they were found.
    var extraScreenLog: [Int: [ScreenKind]] = [:]
    var splitOverrides: [Int: Set<ScreenKind>] = [:]
    var changed = false
    /// The facts the current pass (its walk and its effects) has read, and whether one of them changed after it was
    /// read: when none did, a next walk would read exactly what this pass read and repeat it (see `run`).
    var passReads = PassReads()
    /// For tests: walk once more to confirm a pass whose reads say the fixpoint is reached (the walk `run` skips).
    var confirmsByWalking = false
    /// For tests: a stack's every round takes every type pushed so far (`StackRounds.takesEveryType`).
    var roundsTakeEveryType = false
    /// How many walks `run` skipped because the pass before them read no fact that changed after it was read.
    public internal(set) var confirmingWalksSkipped = 0
    /// Every value written to each state variable (initial values aside), for goal refutation (`GoalRefutation`).
    var written: [String: AbstractValue] = [:]
    /// Each template node's navigationDestinations in slot order, built on first use (`destination(_:_:)`).
    var destinationTables: [Int: [Destination]] = [:]
    /// State variables held at their initial value: writes to them are dropped (`GoalRefutation`).
    var pinned: Set<String> = []

    // MARK: Results of the last walk
    public internal(set) var screens: [ScreenFacts] = []
    var screenIDs: [ScreenKind: Int] = [:]
    /// The screens, stacks and split views the current walk has met.
    struct MetContainers {
        var screens = MetIDs(), stacks = MetIDs(), splits = MetIDs()
        /// The stacks in the order the walk met them.
        var stackOrder: [Int] = []
    }
    var met = MetContainers()
    /// The stacks in the order the last walk met them (ids keep the order earlier walks found them in): for reports
    /// that list contexts in reading order.
    public var stacksInWalkOrder: [StackFacts] { met.stackOrder.map { stacks[$0] } }
    public internal(set) var stacks: [StackFacts] = []
    var stackIDs: [ContainerKey: Int] = [:]
    public internal(set) var splits: [SplitFacts] = []
    var splitIDs: [ContainerKey: Int] = [:]
    public internal(set) var links: [LinkOccurrence] = []
    public internal(set) var destinations: [DestinationOccurrence] = []
    /// TabView nodes and the places they were walked in.
    public internal(set) var tabViews: [(node: Int, place: Place)] = []
    /// (stack, type) pairs with a `for:` destination ignored because it is off a typed path's root.
    var ignoredOffTypedRoot = Set<StackType>()
    /// Destination occurrences by their template node and slot.
    var destinationsByTemplate: [TemplateSlot: [Int]] = [:]
    /// Where each pushed-view and state-driven screen of a stack was pushed from in this walk: the screen and the
    /// guards of the link or `navigationDestination(isPresented:/item:)` that shows it (`StackOrder`).
    var pushedFrom: [ScreenKind: [ScreenGuards]] = [:]
    /// `StackOrder`'s answers for the last walk, by stack, screen and (on a stack's root) guards. Answers asked during
    /// a walk or while effects are applied are over what was known then; they are forgotten when the walk ends and
    /// before links are resolved (`forgetStackOrder`).
    var screensAboveCache: [ScreenGuards: Set<Int>] = [:]
    var stackEdgesCache: [Int: StackEdges] = [:]
    /// Scratch for `stackEdges`: each screen's position on the stack whose edges are being taken, by screen id (-1
    /// everywhere between calls).
    var stackPositions: [Int] = []
    /// The type each path screen's destination shows, by screen id (`pathScreenType`; nil: not asked yet).
    var pathScreenTypes: [NamedType?] = []
    /// The walk's links by stack and split view, extended as the walk adds links (`indexLinksByStack`).
    var linkIndex = LinkStackIndex()
    /// The nodes of unknown sites that may declare destinations, and the places the last walk met each in: a rule
    /// asks whether such a site's screen may lie below a link's (`OpaqueScope`).
    lazy var registeringSiteNodes = Set(scene.opaque.lazy.filter(\.mayRegisterDestinations).compactMap { $0.node?.id })
    public internal(set) var registeringSitePlaces: [Int: [Place]] = [:]
    var buttons: [ButtonOccurrence] = []
    /// `buttons` by node and by push source, for the rules' per-Button questions (`ButtonIndex`).
    var buttonIndex = ButtonIndex()
    /// Counts walks, so an index built during one walk is not taken for the next one's.
    var walkGeneration = 0
    /// How many of this pass' links and buttons `applyWalkedEffects` has applied during the walk.
    var appliedLinks = 0
    var appliedButtons = 0
    /// The runs `applyWalkedEffects` made in this pass: an occurrence whose run was made already in the pass is not
    /// run again (see `applyWalkedEffects`).
    /// (Each run with its hash kept: a run hashes its whole environment.)
    var walkedButtonRuns = Set<HashedKey<ButtonRun>>()
    /// For each of this pass' buttons `applyWalkedEffects` has applied, in order: whether its run was new then.
    var firstOfRun: [Bool] = []
    /// For each of this pass' links `applyWalkedEffects` has applied, in order: the outcomes it applied (see
    /// `appliedInWalk`).
    var walkedOutcomes: [[LinkOutcome]] = []
    /// For tests: apply again at the end of the pass every outcome the walk applied (`appliedInWalk` answers false).
    var reappliesWalkedOutcomes = false
    /// How many link outcomes the ends of the passes did not apply again (`appliedInWalk`), for tests.
    var walkedOutcomesNotReapplied = 0
    /// How many times a Button's or handler's statements were run over the facts, in every pass.
    public internal(set) var buttonRuns = 0
    /// Value links and Buttons walked in place (not in content shown elsewhere): a selectable row with one of its own
    /// is tapped through it, not selected.
    var inPlaceElements = 0
    var attachDepth = 0
    /// Each walk's summaries of view instances' body walks (`walkInstanceBody`).
    var instanceMemo = InstanceMemo()
    /// Template nodes instantiated in some abstract screen (labels included).
    /// (Built from `isRealised` when first asked after the walk realised a node, not hashed per node during the walk.)
    public var realised: Set<Int> {
        if let realisedSet { return realisedSet }
        var set = Set<Int>(minimumCapacity: realisedCount)
        for node in isRealised.indices where isRealised[node] { set.insert(node) }
        realisedSet = set
        return set
    }
    private var realisedSet: Set<Int>?
    private var realisedCount = 0
    /// Whether the walk realised each node, by node id.
    var isRealised: [Bool] = []
    /// Where each realised template node may appear, by node id: its screens, stacks and split views (see
    /// `NodeScope`; `scopes(of:)`).
    var nodeScopes: [Set<NodeScope>] = []
    /// The scope last added to each node's `nodeScopes` in this walk: a node met again in the same scope (every
    /// instance of a view on one screen) is not hashed into its set again.
    var lastScopes: [NodeScope?] = []
    /// Value writes by link, selection row, tab: applied after the walk.
    var pendingWrites: [(String, AbstractValue)] = []
    /// State-driven screens shown on a stack, with the binding that dismisses them and its cleared value.
    var clearable: [(state: String, clear: Value)] = []
    /// The state keys that drive a sheet, cover or popover the walk found may be active (not an alert or a
    /// confirmation dialog, not a state-driven push).
    public internal(set) var sheetTriggers = Set<String>()
    /// (Flags by dense id, not hashed sets.)
    var walkedStacks = MetIDs()
    /// The stacks and split views whose walk is under way, by context (`containerContext`).
    var walkingContainers: [ContainerContext: Int] = [:]
    /// The stack or split view of each context the current walk has met (`walkStack`, `walkSplit`).
    var metContainers: [ContainerContext: Int] = [:]
    var presentationQueue: [(kind: ScreenKind, place: Place)] = []
    var walkedScreens = MetIDs()

    // Guards: chains of atoms, each atom one taken branch of one walked conditional.
    var guardChains: [(parent: Int, atom: Int)] = [(0, -1)]
    var guardChainIDs: [Int: [Int: Int]] = [:]
    public internal(set) var guardAtoms: [GuardAtom] = []
    private var guardSetCache: [Int: Set<Int>] = [:]
    var conditionalCount = 0
    var instancePaths: [(parent: Int, node: Int)] = [(0, -1)]
    var instancePathIDs: [Int: [Int: Int]] = [:]

    /// Work done by one walk, and its bound: a scene that expands past it is not analysed (the verdicts that need a
    /// complete analysis are then withheld, and the report says so).
    var visits = 0
    public static let maxVisitsPerWalk = 4_000_000
    public static let maxIterations = 200
    public internal(set) var isComplete = true
    public internal(set) var iterations = 0
    /// Why the analysis is not complete (the first reason met).
    public enum Incompleteness: Sendable {
        /// A walk expanded past `maxVisitsPerWalk`.
        case visits
        /// The fixpoint still grew after `maxIterations` walks.
        case iterations
        /// A walk did not meet a container an earlier walk met (see `metEverything`).
        case unstableWalk
    }
    public internal(set) var incompleteReason: Incompleteness?

    /// Marks the analysis incomplete for `reason` (the first reason is kept).
    func giveUp(_ reason: Incompleteness) {
        if isComplete { incompleteReason = reason }
        isComplete = false
    }

    /// The latent values (`StateVariable.isLatent`) by name.
    lazy var latentState: Set<String> = Set(scene.state.filter(\.isLatent).map(\.name))

    public init(scene: Scene, data: DataStore) {
        self.scene = scene
        self.evaluator = AbstractEvaluator(scene: scene, evaluation: ExpressionEvaluation(scene: scene, data: data))
    }

    /// Runs the fixpoint, then decides how each link may resolve.
    public func run() {
        let evaluation = evaluator.evaluation
        for variable in scene.state {
            let initial: Value
            if let expr = variable.initial, let v = evaluation.evaluate(expr, state: [:], locals: Environment()) { initial = v }
            else { initial = Navigator.defaultValue(variable.type) }
            // A value the front end could not compute may be any value of its type.
            values[variable.name] = variable.isUnknown ? evaluator.universe(variable.type) : .just(initial)
            if !variable.isUnknown, let items = initial.listItems, !items.isEmpty {
                recordPush(.bound(variable.name), .values(Set(items)), source: .initial)
            }
            recordUnknownPath(variable, key: variable.name)
        }
        // A view's own state starts from its initial value in every instance (and again whenever an instance
        // comes back); an initial value that reads parameters may be any value of its type.
        for name in scene.viewOrder {
            for variable in scene.views[name]?.state ?? [] {
                let key = ReachabilityAnalysis.localKey(name, variable.name)
                if variable.isUnknown {
                    values[key] = evaluator.universe(variable.type)
                } else if let expr = variable.initial {
                    let value = evaluation.evaluate(expr, state: [:], locals: Environment())
                    values[key] = value.map { .just($0) } ?? evaluator.universe(variable.type)
                } else {
                    values[key] = .just(Navigator.defaultValue(variable.type))
                }
                if let items = values[key]?.concrete?.compactMap(\.listItems).flatMap({ $0 }), !items.isEmpty {
                    recordPush(.bound(key), .values(Set(items)), source: .initial)
                }
                recordUnknownPath(variable, key: key)
            }
        }
        var resolved = false
        repeat {
            changed = false
            resolved = false
            iterations += 1
            passReads = PassReads()
            evaluator.stateReads = []
            walkAll()
            forgetStackOrder()
            let inputsAfterWalk = stackOrderInputs
            if !metEverything { giveUp(.unstableWalk) }
            guard isComplete else { return }
            applyEffects()
            // The walk and the effects are deterministic in the facts they read, and effects only join: when every
            // fact this pass read still holds what it held when read, the next pass would read the same, walk the
            // same, write nothing new and end the fixpoint with these very results. So it is not made (at the bound
            // the analysis still gives up, as it would have without this).
            skipConfirmingWalk()
            // The links resolved over the whole pass (its walk and every push source its effects added).
            // `applyEffects` resolved and applied every link over `StackOrder` answers asked after the walk: when the
            // effects added no push source and no path of unknown values (the only inputs of `StackOrder` effects
            // change), those are the final outcomes, already applied. Otherwise the links are resolved again and the
            // outcomes applied: if that changes a fact, the fixpoint is not reached and the analysis goes on; if it
            // only adds push sources, they are resolved again over them (sources only grow, and there are finitely
            // many: this ends).
            if !changed, stackOrderInputs == inputsAfterWalk {
                resolved = true
            } else {
                var sources = -1
                while !changed, sources != pushSourceCount {
                    sources = pushSourceCount
                    forgetStackOrder()
                    resolveLinks()
                    resolved = true
                    for link in links { for outcome in link.outcomes { apply(outcome, of: link) } }
                    skipConfirmingWalk()
                }
            }
        } while changed && iterations < ReachabilityAnalysis.maxIterations
        evaluator.stateReads = nil
        if changed { giveUp(.iterations) }
        if !resolved {
            forgetStackOrder()
            resolveLinks()
        }
    }

    // MARK: Facts helpers

    func eval(_ expr: Expression, _ env: AbstractEnvironment) -> AbstractValue {
        evaluator.evaluate(expr, env, values)
    }

    /// A state variable's facts; computed state is its getter over them.
    func read(_ key: String) -> AbstractValue? {
        if let computed = scene.computed[key] { return eval(computed.get, AbstractEnvironment()) }
        evaluator.stateReads?.insert(key)
        evaluator.readLog?.append(key)
        return values[key]
    }

    /// The values a state variable may hold (computed state: its getter over the facts); nil for an unknown name.
    public func facts(of key: String) -> AbstractValue? { read(key) }

    /// `depth`: how many actions and setters the write is inside, so a setter that runs an action writing it again
    /// is cut by `execute`'s bound like any other chain of runs.
    func write(_ name: String, _ value: AbstractValue, depth: Int = 0) {
        if let computed = scene.computed[name] {
            // A write to computed state runs its setter with every value it may be given.
            execute(computed.set ?? [], AbstractEnvironment().with("newValue", value), source: .initial, depth: depth + 1)
            return
        }
        guard !pinned.contains(name) else { return }
        written[name] = (written[name] ?? .none).joined(value)
        let old = values[name] ?? .none
        let new = old.joined(value)
        if new != old { values[name] = new; changed = true; noteChange(stateRead: name); instanceMemo.changed(name) }
    }

    /// A path the front end could not compute (`StateVariable.isUnknown`) holds zero or more values of its element
    /// type in any order (any value of any type for a NavigationPath): each may be on the stacks bound to it from the
    /// start, as if there when the stack appeared.
    func recordUnknownPath(_ variable: StateVariable, key: String) {
        guard variable.isUnknown, variable.type.isPath else { return }
        recordPush(.bound(key), pathElementUniverse(key), source: .initial)
    }

    func recordPush(_ path: PathKey, _ value: AbstractValue, source: PushSource) {
        switch value {
        case .any(let type):
            // Any value of a named type: a push of that type, with any value of it (the runtime's type name).
            if case .named(let name) = type.unwrapped, name != TypeRef.anyHashable.description {
                let old = pushes[path]?[name] ?? .none
                let new = old.joined(.any(.named(name)))
                if new != old {
                    pushes[path, default: [:]][name] = new
                    // Logged as every change of a type's pushes is, so the stack's next round takes it (`StackRounds`).
                    pushChanges[path, default: []].append(name)
                    changed = true
                    noteChange(path)
                }
                notePushSource(pushSources[path, default: [:]][name, default: []].insert(source).inserted)
                return
            }
            fallthrough
        case .top:
            if anyTypePushes.insert(path).inserted { changed = true; noteChange(path) }
            notePushSource(pushSources[path, default: [:]]["*", default: []].insert(source).inserted)
        case .values(let set):
            // The path is hashed once per call into each table (`pushes`, `pushSources`) and each value's type once
            // per table, not again per lookup and per write: the usual call (every walk applies every link again)
            // pushes one value already known. A path's `pushes` entry is made only when a type of it changes, and its
            // `pushSources` entry only for a value that is not nil (as before).
            guard set.contains(where: { !$0.isNull }) else { return }
            var pathIndex = pushes.index(forKey: path)
            let sourceIndex: [PathKey: [String: Set<PushSource>]].Index
            if let index = pushSources.index(forKey: path) {
                sourceIndex = index
            } else {
                pushSources[path] = [:]
                sourceIndex = pushSources.index(forKey: path)!
            }
            for item in set where !item.isNull {
                let type = item.typeName
                var typeIndex: [String: AbstractValue].Index?
                var old = AbstractValue.none
                if let pathIndex, let index = pushes.values[pathIndex].index(forKey: type) {
                    typeIndex = index
                    old = pushes.values[pathIndex].values[index]
                }
                // A value already pushed changes nothing; the join would build a set and compare it with the old one
                // to find that out.
                let known: Bool
                switch old {
                case .top: known = true
                case .values(let values): known = values.contains(item)
                case .any(let type): known = AbstractValue.value(item, fits: type)
                }
                let new = known ? old : old.joined(.just(item))
                if !known, new != old {
                    if let pathIndex, let typeIndex {
                        pushes.values[pathIndex].values[typeIndex] = new
                    } else if let index = pathIndex {
                        pushes.values[index][type] = new
                    } else {
                        pushes[path, default: [:]][type] = new
                        pathIndex = pushes.index(forKey: path)
                    }
                    pushChanges[path, default: []].append(type)
                    changed = true
                    noteChange(path)
                }
                notePushSource(pushSources.values[sourceIndex][type, default: []].insert(source).inserted)
            }
        }
    }

    /// Joins an environment into a screen's; true when the screen is new or its environment grew.
    @discardableResult
    func enter(_ kind: ScreenKind, _ env: AbstractEnvironment) -> AbstractEnvironment {
        if var old = screenEnvs[kind] {
            var env = env
            // One screen reached from instances whose @Bindings name different variables: the binding is an unknown
            // value there, and every variable it may name takes any value (a weak update of all of them), so the
            // screen's reads and writes are covered whichever instance shows it.
            let conflicting = old.conflictingAliases(with: env)
            if !conflicting.isEmpty {
                var keys: Set<String> = []
                old = old.unaliasing(conflicting, keys: &keys, in: captures)
                env = env.unaliasing(conflicting, keys: &keys, in: captures)
                for key in keys.sorted() { write(key, .top) }
                screenEnvs[kind] = old
                changed = true
                noteChange(kind)
            }
            let joined = old.joined(env, in: captures)
            if joined != old { screenEnvs[kind] = joined; changed = true; noteChange(kind) }
            return joined
        }
        screenEnvs[kind] = env
        changed = true
        noteChange(kind)
        return env
    }

    /// `enter`, where the walk goes on with the joined environment: a read of the screen's environment.
    func enterReading(_ kind: ScreenKind, _ env: AbstractEnvironment) -> AbstractEnvironment {
        let joined = enter(kind, env)
        passReads.screenEnvs.insert(kind)
        return joined
    }

    /// A screen's environment as the walk reads it.
    func screenEnvironment(_ kind: ScreenKind) -> AbstractEnvironment {
        passReads.screenEnvs.insert(kind)
        return screenEnvs[kind] ?? AbstractEnvironment()
    }

    // Screens, stacks and split views keep their ids from one walk to the next (facts carried across iterations
    // name them: a screen's environment by its kind, a stack's extra screens by its id); each walk refreshes an id's
    // facts the first time it meets it.

    func screenID(_ kind: ScreenKind) -> Int {
        if let id = screenIDs[kind] {
            if met.screens.insert(id) { screens[id] = ScreenFacts(kind: kind) }
            return id
        }
        let id = screens.count
        screens.append(ScreenFacts(kind: kind))
        screenIDs[kind] = id
        _ = met.screens.insert(id)
        return id
    }

    func stackID(_ key: ContainerKey, _ make: (Int) -> StackFacts) -> Int {
        if let id = stackIDs[key] {
            if met.stacks.insert(id) {
                stacks[id] = make(id)
                met.stackOrder.append(id)
            }
            return id
        }
        let id = stacks.count
        stacks.append(make(id))
        stackIDs[key] = id
        _ = met.stacks.insert(id)
        met.stackOrder.append(id)
        return id
    }

    func splitID(_ key: ContainerKey, _ make: (Int) -> SplitFacts) -> Int {
        if let id = splitIDs[key] {
            if met.splits.insert(id) { splits[id] = make(id) }
            return id
        }
        let id = splits.count
        splits.append(make(id))
        splitIDs[key] = id
        _ = met.splits.insert(id)
        return id
    }

    /// Whether the last walk met every screen, stack and split view an earlier walk numbered (the walk is monotone,
    /// so it does; if not, facts of an earlier walk would stand in the results, and the analysis is not complete).
    var metEverything: Bool {
        met.screens.count == screens.count && met.stacks.count == stacks.count && met.splits.count == splits.count
    }

    func guardChain(_ parent: Int, _ atom: GuardAtom) -> Int {
        record(.guardChain(parent: parent, atom: atom))
        let atomID = guardAtoms.count
        guardAtoms.append(atom)
        let id = guardChains.count
        guardChains.append((parent, atomID))
        return id
    }

    /// The atoms of a chain.
    public func guards(_ chain: Int) -> Set<Int> {
        if let cached = guardSetCache[chain] { return cached }
        var result = Set<Int>()
        var current = chain
        while current != 0 {
            result.insert(guardChains[current].atom)
            current = guardChains[current].parent
        }
        guardSetCache[chain] = result
        return result
    }

    func instancePath(_ parent: Int, _ node: Int) -> Int {
        if let id = instancePathIDs[parent]?[node] {
            record(.instancePath(parent: parent, node: node, id: id))
            return id
        }
        let id = instancePaths.count
        instancePaths.append((parent, node))
        instancePathIDs[parent, default: [:]][node] = id
        record(.instancePath(parent: parent, node: node, id: id))
        return id
    }

    /// The view instances (their nodes, outermost first) through which the walk reached `place` on its screen.
    public func instanceUses(_ place: Place) -> [Int] {
        var result: [Int] = []
        var current = place.instancePath
        while current != 0 {
            result.append(instancePaths[current].node)
            current = instancePaths[current].parent
        }
        return result.reversed()
    }

    /// The screens a Button node was walked on.
    public func buttonPlaces(_ node: Int) -> [Int] { buttonOccurrences(ofNode: node).map(\.place.screen) }
    /// The places every Button and handler runs in, by push source (`placesRunning` of every source in one pass).
    public func placesRunningBySource() -> [PushSource: [Place]] {
        var places: [PushSource: [Place]] = [:]
        for button in buttons { places[button.source, default: []].append(button.place) }
        return places
    }

    /// The `slot`th navigationDestination of a template node (as `ViewNode.destination(at:)`), from a table built
    /// once per node: a node's destinations are looked up per slot in every pass, and scanning its modifiers each
    /// time was quadratic in the destinations one node declares.
    public func destination(_ node: Int, _ slot: Int) -> Destination? {
        if let table = destinationTables[node] { return table.indices.contains(slot) ? table[slot] : nil }
        let table = scene.nodes[node].destinations.map(\.destination)
        destinationTables[node] = table
        return table.indices.contains(slot) ? table[slot] : nil
    }

    /// Notes that the walk instantiated a template node.
    func realise(_ node: Int) {
        if !isRealised[node] {
            isRealised[node] = true
            realisedCount += 1
            realisedSet = nil
        }
    }

    func nextConditional() -> Int {
        conditionalCount += 1
        return conditionalCount
    }

    /// Whether two places can never exist together: they sit in different branches of one walked conditional.
    public func excludeEachOther(_ a: Int, _ b: Int) -> Bool {
        let left = guards(a).map { guardAtoms[$0] }
        let right = guards(b)
        return right.contains { atom in left.contains { $0.occurrence == guardAtoms[atom].occurrence } && !guards(a).contains(atom) }
    }

    /// Grows whenever an input of `StackOrder` that effects may add grows: a push source, a path written with values
    /// of unknown type (both only grow, so an equal count is the same inputs).
    var stackOrderInputs: Int { pushSourceCount + anyTypePushes.count }

    func notePushSource(_ inserted: Bool) {
        if inserted { pushSourceCount += 1 }
    }

    /// Ends a pass that changed facts but read none of them before they changed (see `run`): the next walk would
    /// repeat this one exactly and write nothing new, so it is not made.
    func skipConfirmingWalk() {
        // A summary of closures that recur in what they capture (`CapturedEnvironments`) grew: the walk read it.
        let summaries = captures.takeChanges()
        for key in summaries.unaliased.sorted() { write(key, .top) }
        if summaries.grew || !summaries.unaliased.isEmpty {
            changed = true
            passReads.stale = true
        }
        if changed, !passReads.stale, !confirmsByWalking, iterations < ReachabilityAnalysis.maxIterations {
            changed = false
            confirmingWalksSkipped += 1
        }
    }

    /// Drops `StackOrder`'s answers. They are asked while the walk is under way (`applyWalkedEffects`, to settle a
    /// drill-down in one pass), when a stack has not yet met every screen, link, Button and push source it will:
    /// which screens may lie above another only grows with those (more screens, more pushers, more entries), so such
    /// an answer may be too small. That is harmless while the walk goes on (a push not made then is made by
    /// `applyEffects`), but the effects at the end of a pass and the resolution of links (which decides the verdicts)
    /// must ask over the whole walk, and over the push sources the effects themselves add.
    func forgetStackOrder() {
        screensAboveCache = [:]
        stackEdgesCache = [:]
    }

    func resetWalk() {
        conditionalCount = 0
        met = MetContainers(screens: MetIDs(capacity: screens.count), stacks: MetIDs(capacity: stacks.count),
                            splits: MetIDs(capacity: splits.count))
        // The arrays a walk fills are emptied keeping their storage: the next walk fills them about as far, and
        // growing them again from nothing copied each one several times (into freshly mapped pages, on large scenes).
        links.removeAll(keepingCapacity: true)
        linkIndex = LinkStackIndex()
        destinations.removeAll(keepingCapacity: true)
        tabViews = []
        // Tables a walk fills about as far as the last one: emptied keeping their storage (each growth rehashes).
        destinationsByTemplate.removeAll(keepingCapacity: true)
        pushedFrom.removeAll(keepingCapacity: true)
        screensAboveCache = [:]
        stackEdgesCache = [:]
        registeringSitePlaces = [:]
        buttons.removeAll(keepingCapacity: true)
        walkGeneration += 1
        realisedSet = nil
        realisedCount = 0
        isRealised = Array(repeating: false, count: scene.nodes.count)
        nodeScopes = Array(repeating: [], count: scene.nodes.count)
        lastScopes = Array(repeating: nil, count: scene.nodes.count)
        pendingWrites.removeAll(keepingCapacity: true)
        clearable = []
        sheetTriggers = []
        walkedStacks = MetIDs(capacity: stacks.count)
        walkingContainers = [:]
        metContainers.removeAll(keepingCapacity: true)
        walkedScreens = MetIDs(capacity: screens.count)
        presentationQueue = []
        guardChains.removeAll(keepingCapacity: true)
        guardChains.append((0, -1))
        guardAtoms.removeAll(keepingCapacity: true)
        guardSetCache.removeAll(keepingCapacity: true)
        visits = 0
        instanceMemo.reset()
        appliedLinks = 0
        appliedButtons = 0
        walkedButtonRuns.removeAll(keepingCapacity: true)
        firstOfRun.removeAll(keepingCapacity: true)
        walkedOutcomes.removeAll(keepingCapacity: true)
    }
}

/// Which of a walk's dense ids (screens, stacks, split views) it has met: a flag by id and their count, not a hashed set.
struct MetIDs {
    private var flags: [Bool]
    private(set) var count = 0

    init(capacity: Int = 0) { flags = Array(repeating: false, count: capacity) }

    /// Marks `id` met; true when it was not met before (as `Set.insert(_:).inserted`).
    mutating func insert(_ id: Int) -> Bool {
        if id >= flags.count { flags += Array(repeating: false, count: Swift.max(id + 1 - flags.count, flags.count)) }
        guard !flags[id] else { return false }
        flags[id] = true
        count += 1
        return true
    }

    func contains(_ id: Int) -> Bool { id >= 0 && id < flags.count && flags[id] }
}

/// The facts a pass of the fixpoint read, by kind (a state variable's values are logged by the evaluator,
/// `AbstractEvaluator.stateReads`), and whether one changed after it was read.
struct PassReads {
    var screenEnvs = Set<ScreenKind>()
    /// Paths whose pushes (typed or of any type) were read.
    var paths = Set<PathKey>()
    /// Stacks whose pushed-view and state-driven screens were read.
    var extraScreens = Set<Int>()
    /// Split views whose column overrides were read.
    var splitOverrides = Set<Int>()
    var stale = false
}

extension ReachabilityAnalysis {
    // Every change to a fact goes through one of these: a change to a fact the pass has read makes the pass stale.
    func noteChange(stateRead name: String) {
        if !passReads.stale, evaluator.stateReads?.contains(name) == true { passReads.stale = true }
    }
    func noteChange(_ kind: ScreenKind) {
        if !passReads.stale, passReads.screenEnvs.contains(kind) { passReads.stale = true }
    }
    func noteChange(_ path: PathKey) {
        if !passReads.stale, passReads.paths.contains(path) { passReads.stale = true }
    }
    func noteChange(extraScreensOf stack: Int) {
        if !passReads.stale, passReads.extraScreens.contains(stack) { passReads.stale = true }
    }
    func noteChange(splitOverridesOf split: Int) {
        if !passReads.stale, passReads.splitOverrides.contains(split) { passReads.stale = true }
    }
}

/// Who put a value on a path.
public enum PushSource: Hashable, Sendable {
    case link(Int)
    case button(Int)
    /// An event handler: the node and the index of the modifier (`onAppear`, `onOpenURL`...).
    case event(node: Int, modifier: Int)
    case action(String)
    /// On the path from the start (its initial value, an unknown path), or put there by a write of a latent value
    /// (`StateVariable.isLatent`): from anywhere, and from no place a rule reports as the one that pushes it.
    case initial
}

/// One taken branch of one walked conditional: what must hold for the content below it to exist.
public struct GuardAtom: Sendable {
    public enum Condition: Sendable {
        /// `if`: the condition takes the `then` branch (or not).
        case branch(Expression, then: Bool)
        /// `if let`: the value is non-nil (or nil).
        case binding(Expression, nonNil: Bool)
        /// `switch`: the subject matches one of these case patterns (`nil` patterns: the default).
        case switchCase(Expression, pattern: String?, others: [String])
        /// ForEach / data-driven rows: the data is not empty.
        case nonEmpty(Expression)
    }
    public var node: Int
    /// The walked conditional this is a branch of: two atoms of one occurrence exclude each other.
    public var occurrence: Int
    public var condition: Condition
    /// Whether the condition reads only state variables (so a concrete state can evaluate it).
    public var readsStateOnly: Bool
    var env: AbstractEnvironment
}
