import NavSceneModel

/// One step up from a node: the ancestor, and the role by which the node below hangs from it. Crossing from a view's
/// body to a place that instantiates the view gives the instance node with role `.content`.
struct Ancestry {
    var node: ViewNode
    var role: ChildRole
}

/// Static facts about a scene's view templates that several rules share: where each user view is instantiated, and the
/// chains of enclosing nodes from any node up to the scene root (through every place its view is used).
final class SceneIndex {
    let scene: Scene
    /// Instance nodes per user view name.
    let instances: [String: [ViewNode]]
    static let maxChains = 64

    init(scene: Scene) {
        self.scene = scene
        var instances: [String: [ViewNode]] = [:]
        for node in scene.nodes {
            if case .instance(let instance) = node.element { instances[instance.view, default: []].append(node) }
        }
        self.instances = instances
    }

    /// Every chain of ancestors from `node` (exclusive) to the scene root, nearest first. A view used in several places
    /// gives several chains; a view that contains itself ends the chain where it repeats. A chain that ends in a view
    /// nobody instantiates is dropped (that view is unused, and says nothing about its contents' surroundings).
    ///
    /// One walk per node for all the rules (memoized), without recursion, extending one chain in place and copying it
    /// only when it is complete: each call costs the length of the chains it returns, not their square.
    func chains(from node: ViewNode) -> [[Ancestry]] {
        if let known = chainMemo[node.id] { return known }
        var result: [[Ancestry]] = []
        var chain: [Ancestry] = []
        var crossed: [String] = []
        var crossedSet = Set<String>()
        // Pending climbs: the node to climb from (appended to the chain with `role`, unless it stands where the node
        // below it is shown), how long the chain and the crossed views were there, the view whose site the climb
        // enters, and the instances to come back to (see `placement(ofArgument:)`).
        var pending: [(at: ViewNode, role: ChildRole?, length: Int, crossedCount: Int, view: String?, returns: Returns?)] = [(node, nil, 0, 0, nil, nil)]
        climbs: while let (at, role, length, crossedCount, view, returns) = pending.popLast(), result.count < SceneIndex.maxChains {
            chain.removeSubrange(length...)
            for name in crossed[crossedCount...] { crossedSet.remove(name) }
            crossed.removeSubrange(crossedCount...)
            if let role { chain.append(Ancestry(node: at, role: role)) }
            if let view {
                crossed.append(view)
                crossedSet.insert(view)
            }
            var top = at
            while true {
                if let placed = placement(ofArgument: top) {
                    // Shown where the view's body names the parameter; a climb back into the same instance repeats.
                    if returns?.contains(placed.instance) ?? false { result.append(chain); continue climbs }
                    let entered = Returns(placed.instance, placed.view, returns)
                    for use in placed.uses.reversed() { pending.append((use, nil, chain.count, crossed.count, nil, entered)) }
                    continue climbs
                }
                guard let parent = top.parent else { break }
                chain.append(Ancestry(node: parent, role: top.role))
                top = parent
            }
            if let frame = returns, top.owningView == frame.view {
                pending.append((frame.instance, .content, chain.count, crossed.count, nil, frame.next))
                continue
            }
            guard let owner = top.owningView, !crossedSet.contains(owner) else { result.append(chain); continue }
            // Sites pushed in reverse so they are climbed in order.
            for next in (instances[owner] ?? []).reversed() {
                pending.append((next, .content, chain.count, crossed.count, owner, returns))
            }
        }
        chainMemo[node.id] = result
        return result
    }
    private var chainMemo: [Int: [[Ancestry]]] = [:]

    /// The places where a view passed to a view parameter is shown. A caller writes the views it passes to a view's
    /// `@ViewBuilder` parameter in its own body (`RouterView(router: r) { path in Home() }`), but SwiftUI shows them
    /// where the view's body names the parameter (`NavigationStack(path: ...) { buildView(root) }`): what is above
    /// them is what is above that use, then above this instance (not above every instance of the view). nil when
    /// `node` is not such a view (a child of an instance of a declared view, passed to one of its view parameters).
    func placement(ofArgument node: ViewNode) -> (instance: ViewNode, view: String, uses: [ViewNode])? {
        guard node.role == .content, let site = node.parent, case .instance(let instance) = site.element,
              let declaration = scene.views[instance.view],
              let argument = instance.arguments.first(where: { $0.views?.contains(where: { $0 === node }) ?? false }),
              declaration.parameters.contains(where: { $0.name == argument.name && $0.isView }) else { return nil }
        return (site, instance.view, parameterUses[instance.view]?[argument.name] ?? [])
    }

    /// The nodes that name each view parameter in its view's body (`.viewParameter`), per view and parameter.
    private(set) lazy var parameterUses: [String: [String: [ViewNode]]] = {
        var uses: [String: [String: [ViewNode]]] = [:]
        for node in scene.nodes {
            guard case .viewParameter(let name) = node.element, let owner = node.owningView else { continue }
            uses[owner, default: [:]][name, default: []].append(node)
        }
        return uses
    }()

    /// The instances a climb entered through their view arguments and must come back to when it reaches their view's
    /// body root (innermost first): a linked list shared by the pending climbs, so that no climb copies it.
    final class Returns {
        let instance: ViewNode
        let view: String
        let next: Returns?
        init(_ instance: ViewNode, _ view: String, _ next: Returns?) { self.instance = instance; self.view = view; self.next = next }
        func contains(_ node: ViewNode) -> Bool {
            var frame: Returns? = self
            while let f = frame { if f.instance === node { return true }; frame = f.next }
            return false
        }
    }

    /// One context a node may sit in: the ancestors from the node (exclusive) upwards, nearest first, and whether the
    /// chain reaches the scene root (`isKnown`) or stops where the context above is unknown.
    struct Context {
        var chain: [Ancestry]
        var isKnown: Bool
    }

    /// Unknown views (their own node) and nodes an unknown modifier wraps: a climb stops there, since what is above
    /// may be anything (a stack, a sheet, a lazy container). A modifier known to put nothing around its view (one of
    /// SwiftUI's handlers whose statements are unknown: it may navigate, but declares no destination) is no boundary,
    /// nor is SwiftUI's own tab read as an unknown view (`OpaqueSite.isUnreadTab`), which puts nothing around its
    /// content.
    /// The nodes of SwiftUI's tabs read as unknown views (`OpaqueSite.isUnreadTab`): each instance is a tab of its
    /// own.
    private(set) lazy var unreadTabs = Set(scene.opaque.lazy.filter(\.isUnreadTab).compactMap { $0.node?.id })

    private(set) lazy var unknownBoundaries: (views: Set<Int>, wrapped: Set<Int>) = {
        var views = Set<Int>(), wrapped = Set<Int>()
        for site in scene.opaque {
            guard let node = site.node else { continue }
            switch site.kind {
            case .view where site.isUnreadTab: break
            case .view: views.insert(node.id)
            case .modifier where site.mayRegisterDestinations: wrapped.insert(node.id)
            case .modifier, .statement, .value: break
            }
        }
        return (views, wrapped)
    }()

    /// Every context of `node`, each known caller's and, where the chain of callers is broken, the part below the
    /// break: structural facts that hold within that part are facts whoever shows it; facts that depend on what is
    /// above (is there a stack?) are unknown for such a context. A chain is broken by an unknown view (the chain
    /// stops below it), an unknown modifier when `modifiersBreak` (the chain stops after the node it wraps: such a
    /// modifier may add navigation around it, but cannot take it out of a List row), and, in a Swift module, by a
    /// view nobody in the module instantiates (another module, a preview, or unknown code may show it; in a scene
    /// file such a view is unused and gives no context at all).
    func contexts(from node: ViewNode, modifiersBreak: Bool = false) -> [Context] {
        let key = node.id * 2 + (modifiersBreak ? 1 : 0)
        if let known = contextMemo[key] { return known }
        let boundaries = unknownBoundaries
        let uninstantiatedIsUnknown = scene.ownFiles != nil
        var result: [Context] = []
        // As `chains(from:)`: one chain extended and cut back in place, pending climbs on an explicit stack (no
        // recursion, no copy of the chain per step). A pending climb whose site is an unknown view's content ends
        // there, unknown.
        var chain: [Ancestry] = []
        var crossed: [String] = []
        var crossedSet = Set<String>()
        var pending: [(at: ViewNode, role: ChildRole?, length: Int, crossedCount: Int, view: String?, returns: Returns?, unknown: Bool)] =
            [(node, nil, 0, 0, nil, nil, false)]
        var cycles = 0
        climbs: while let (at, role, length, crossedCount, view, returns, unknown) = pending.popLast(), result.count < SceneIndex.maxChains {
            chain.removeSubrange(length...)
            for name in crossed[crossedCount...] { crossedSet.remove(name) }
            crossed.removeSubrange(crossedCount...)
            if unknown { result.append(Context(chain: chain, isKnown: false)); continue }
            if let role { chain.append(Ancestry(node: at, role: role)) }
            if let view {
                crossed.append(view)
                crossedSet.insert(view)
            }
            var current = at
            while true {
                if modifiersBreak, boundaries.wrapped.contains(current.id) { result.append(Context(chain: chain, isKnown: false)); continue climbs }
                if let placed = placement(ofArgument: current) {
                    // Shown where the view's body names the parameter (a view that never names it: where its views
                    // go is not read); a climb back into the same instance repeats, as a view shown by itself.
                    if returns?.contains(placed.instance) ?? false {
                        cycles += 1
                        result.append(Context(chain: chain, isKnown: true))
                        continue climbs
                    }
                    if placed.uses.isEmpty { result.append(Context(chain: chain, isKnown: false)); continue climbs }
                    let entered = Returns(placed.instance, placed.view, returns)
                    for use in placed.uses.reversed() { pending.append((use, nil, chain.count, crossed.count, nil, entered, false)) }
                    continue climbs
                }
                guard let parent = current.parent else { break }
                if boundaries.views.contains(parent.id) { result.append(Context(chain: chain, isKnown: false)); continue climbs }
                chain.append(Ancestry(node: parent, role: current.role))
                current = parent
            }
            guard let owner = current.owningView else { result.append(Context(chain: chain, isKnown: !scene.hasUnknownContext(root: current))); continue }
            if let frame = returns, owner == frame.view {
                pending.append((frame.instance, .content, chain.count, crossed.count, nil, frame.next, boundaries.views.contains(frame.instance.id)))
                continue
            }
            guard !crossedSet.contains(owner) else {
                cycles += 1
                result.append(Context(chain: chain, isKnown: true))
                continue
            }
            let sites = instances[owner] ?? []
            if sites.isEmpty, uninstantiatedIsUnknown { result.append(Context(chain: chain, isKnown: false)); continue }
            // Sites pushed in reverse so they are climbed in order.
            for next in sites.reversed() {
                pending.append((next, .content, chain.count, crossed.count, owner, returns, boundaries.views.contains(next.id)))
            }
        }
        // Every context came back to a view already crossed (a view shown only by itself, as a thread's detail pushes
        // the next): the outermost instance is shown from outside what was read, so its context is unknown in a Swift
        // module, as for a view nobody instantiates.
        if uninstantiatedIsUnknown, cycles > 0, cycles == result.count {
            result = result.map { Context(chain: $0.chain, isKnown: false) }
        }
        contextMemo[key] = result
        return result
    }
    private var contextMemo: [Int: [Context]] = [:]
    /// Per question, per node: the outcomes of `knownOutcomes(of:question:atEnd:decide:)` (see NearestDecision.swift).
    var decisionMemo: [DecisionKey: DecisionMemo] = [:]

    /// Whether any place that instantiates the node's view (transitively) is itself under the scene root, or the node is.
    func isUsed(_ node: ViewNode) -> Bool { !chains(from: node).isEmpty }

    func typedPathElement(of stack: StackElement) -> TypeRef? {
        guard let binding = stack.path, let type = scene.stateVariable(binding.state)?.type else { return nil }
        return type.arrayElement?.unwrapped
    }
}

extension ChildRole {
    /// Content that is shown as a new screen above the node holding it (a pushed destination or a view link's target).
    var isPushed: Bool { self == .destination || self == .linkDestination }
}

extension ViewNode {
    /// Whether the node has a navigationDestination modifier (without building `destinations`, as rules that look at
    /// every node ask).
    var hasDestinations: Bool {
        modifiers.contains { if case .navigationDestination = $0.kind { return true } else { return false } }
    }

    /// A navigation container that gives links below it a place to navigate.
    var isNavigationContainer: Bool {
        switch element {
        case .stack, .splitView, .navigationView: return true
        default: return false
        }
    }

    var isStack: Bool {
        switch element {
        case .stack: return true
        case .navigationView(let view): return view.style == .stack
        default: return false
        }
    }

    /// Whether the node's *content* is created lazily (its own modifiers are outside that content).
    var lazyKind: String? {
        switch element {
        case .container(let kind, _) where kind.isLazy: return kind.rawValue
        case .list: return "List"
        case .table: return "Table"
        case .tabView(let tabs) where tabs.isLazy: return "page-style TabView"
        default: return nil
        }
    }

    /// Whether the node's content is repeated once per element of some data.
    var repeatsContent: Bool {
        switch element {
        case .forEach: return true
        case .list(let list): return list.data != nil
        case .table: return true
        default: return false
        }
    }
}
