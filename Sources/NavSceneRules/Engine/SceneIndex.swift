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
        // Pending climbs: where to climb from, how long the chain and the crossed views were there, and the view the
        // climb enters (a site of it: the step from its body to the site).
        var pending: [(site: ViewNode?, length: Int, crossedCount: Int, view: String?)] = [(nil, 0, 0, nil)]
        while let (site, length, crossedCount, view) = pending.popLast(), result.count < SceneIndex.maxChains {
            chain.removeSubrange(length...)
            for name in crossed[crossedCount...] { crossedSet.remove(name) }
            crossed.removeSubrange(crossedCount...)
            var top = node
            if let site, let view {
                chain.append(Ancestry(node: site, role: .content))
                crossed.append(view)
                crossedSet.insert(view)
                top = site
            }
            while let parent = top.parent {
                chain.append(Ancestry(node: parent, role: top.role))
                top = parent
            }
            guard let owner = top.owningView, !crossedSet.contains(owner) else { result.append(chain); continue }
            // Sites pushed in reverse so they are climbed in order.
            for next in (instances[owner] ?? []).reversed() {
                pending.append((next, chain.count, crossed.count, owner))
            }
        }
        chainMemo[node.id] = result
        return result
    }
    private var chainMemo: [Int: [[Ancestry]]] = [:]

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
