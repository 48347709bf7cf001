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
    func chains(from node: ViewNode) -> [[Ancestry]] {
        var result: [[Ancestry]] = []
        func climb(_ current: ViewNode, _ chain: [Ancestry], _ views: Set<String>) {
            guard result.count < SceneIndex.maxChains else { return }
            if let parent = current.parent {
                climb(parent, chain + [Ancestry(node: parent, role: current.role)], views)
                return
            }
            guard let view = current.owningView else { result.append(chain); return }
            guard !views.contains(view) else { result.append(chain); return }
            for site in instances[view] ?? [] {
                climb(site, chain + [Ancestry(node: site, role: .content)], views.union([view]))
            }
        }
        climb(node, [], [])
        return result
    }

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
