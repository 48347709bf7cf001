import NavSceneDiagnostics
import NavSceneModel

/// Where a destination modifier sits relative to lazy and repeating content. Shared by destination-in-lazy-container
/// and destination-in-foreach, which look at the same walk up from the modifier's node.
struct DestinationPlacement {
    /// The nearest enclosing lazy container whose *content* holds the node, and the chain that reached it.
    var lazy: ViewNode?
    var lazyChain: [Ancestry] = []
    /// The nearest enclosing repeater (ForEach, data-driven List or Table) whose content holds the node.
    var repeater: ViewNode?
    var repeaterChain: [Ancestry] = []

    init(of node: ViewNode, _ index: SceneIndex) {
        // Modifiers on a ForEach itself apply to every element's view, so they repeat too.
        if case .forEach = node.element { repeater = node }
        // Every context, known or not: what lies below a break in the chain of callers is a fact whoever shows it.
        for context in index.contexts(from: node) {
            let chain = context.chain
            var steps: [Ancestry] = []
            var withinOneTab = false
            for step in chain {
                steps.append(step)
                // A pushed or presented screen, or a navigation container, starts new surroundings.
                if step.role.isPushed || step.role == .presentation || step.node.isNavigationContainer { break }
                // A ForEach above one of SwiftUI's tabs makes tabs, each its own: it does not repeat the content of one.
                if index.unreadTabs.contains(step.node.id) { withinOneTab = true }
                guard step.role == .content || step.role == .tab else { continue }
                if lazy == nil, step.node.lazyKind != nil, step.role == .content || step.node.lazyKind == "page-style TabView" {
                    lazy = step.node
                    lazyChain = steps
                }
                if repeater == nil, !withinOneTab, step.node.repeatsContent {
                    repeater = step.node
                    repeaterChain = steps
                }
            }
        }
    }

    /// Notes for the views crossed on the way up (`RecipeRow is used here`).
    static func crossingNotes(_ chain: [Ancestry]) -> [Note] {
        chain.compactMap { step in
            if case .instance(let instance) = step.node.element {
                return Note("\(instance.view) is used here", at: step.node.nameRange)
            }
            return nil
        }
    }

    /// The range a finding about one destination of a modifier starts at: the modifier's key, or the destination's
    /// entry when one key declares several.
    static func range(_ modifier: Modifier, _ destination: Destination, in node: ViewNode) -> SourceRange {
        if case .navigationDestination = modifier.kind, node.destinations.filter({ $0.modifier.range == modifier.range }).count > 1 {
            return destination.range
        }
        return modifier.nameRange
    }
}

extension ViewNode {
    /// Whether `ancestor` encloses this node within the same view body.
    func isInside(_ ancestor: ViewNode) -> Bool { ancestors.contains { $0 === ancestor } }

    /// Whether this node's code encloses `inner`'s: a move onto it stays in the same expression. (In the tree, a
    /// caller's closure passed to a wrapper the module defines sits inside the wrapper's body, written elsewhere.)
    func enclosesCode(of inner: ViewNode) -> Bool {
        range.file == inner.range.file && range.start.offset <= inner.range.start.offset && inner.range.end.offset <= range.end.offset
    }
}
