import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneModel

/// Links the analysis never walked because their screen is shown behind something it cannot follow (a callback passed
/// to another view, a handler of another module), decided from the code's shape alone (issue 22, item 2): in every
/// place the code shows the link, the nearest NavigationStack above it, within its presentation, has no
/// navigationDestination for the link's type anywhere inside it, and no unknown code that may declare one sits inside
/// it or around it. Then the link does nothing wherever it is shown.
///
/// Any doubt gives no finding: a place whose callers are unknown (another module, an unknown view above), a place
/// with no stack above the link or a split view or NavigationView on the way (other rules, other semantics), a
/// destination for the type whose own place is unknown or inside the stack, a List selecting the type, a destination
/// of an unknown type, or an unknown site inside, around, or of unknown place.
extension LinkWithoutDestination {
    static func linksDeadByShape(_ context: RuleContext, walked: Set<Int>) -> [Finding] {
        let scene = context.scene
        let index = context.index
        var destinationNodes: [String: [ViewNode]] = [:]
        var selections = Set<String>()
        for node in scene.nodes {
            if node.hasDestinations {
                for entry in node.destinations {
                    guard let type = entry.destination.forType else { continue }
                    guard let name = context.typeName(type) else { return [] }
                    destinationNodes[name, default: []].append(node)
                }
            }
            guard let selection = selectionBinding(of: node) else { continue }
            guard let type = selectionType(selection, node, context) else { return [] }
            selections.insert(type)
        }
        let registering = scene.opaque.filter(\.mayRegisterDestinations)
        let scope = OpaqueScope(context)
        var findings: [Finding] = []
        for node in scene.nodes where !walked.contains(node.id) {
            guard case .link(let link) = node.element, let type = link.value?.type.flatMap(context.typeName),
                  !selections.contains(type), context.index.isUsed(node),
                  let stacks = stacksAbove(node, index), !stacks.isEmpty else { continue }
            let declaredInSource = scope.isDeclaredInSource(type)
            let mayBeSeen = stacks.contains { stack in
                (destinationNodes[type] ?? []).contains { isInside($0, stack, index) != false }
                    || registering.contains { site in
                        if site.foreignTypesOnly && declaredInSource { return false }
                        guard let siteNode = site.node else { return true }
                        return siteNode === stack || isInside(siteNode, stack, index) != false || isAround(siteNode, stack, index)
                    }
            }
            guard !mayBeSeen else { continue }
            findings.append(Finding(range: node.nameRange,
                                    message: "no navigationDestination for \(type) is visible from this link, so it never does anything",
                                    notes: stacks.prefix(3).map { Note("the NavigationStack this link is shown in declares no navigationDestination for \(type) inside it, and nothing else can show the link in another stack", at: $0.nameRange) },
                                    node: node.id, valueType: type, explainedBy: context.misplacement(of: type)))
        }
        return findings
    }

    /// The nearest stack above the node in each place the code shows it, within its presentation; nil when one place
    /// is unknown or has no stack, a split view or a NavigationView on the way.
    static func stacksAbove(_ node: ViewNode, _ index: SceneIndex) -> [ViewNode]? {
        var stacks: [ViewNode] = []
        for context in index.contexts(from: node) {
            guard context.isKnown else { return nil }
            var found: ViewNode?
            for ancestry in context.chain {
                if ancestry.role == .presentation { return nil }
                switch ancestry.node.element {
                case .stack: found = ancestry.node
                case .splitView, .navigationView: return nil
                default: break
                }
                if found != nil { break }
            }
            guard let found else { return nil }
            if !stacks.contains(where: { $0 === found }) { stacks.append(found) }
        }
        return stacks
    }

    /// Whether `node` sits inside the stack within the stack's presentation: true, false, or nil when one of its places
    /// is unknown or too many to list.
    static func isInside(_ node: ViewNode, _ stack: ViewNode, _ index: SceneIndex) -> Bool? {
        if node === stack { return true }
        let contexts = index.contexts(from: node)
        if contexts.count >= SceneIndex.maxChains { return nil }
        var unknown = false
        for context in contexts {
            for ancestry in context.chain {
                if ancestry.node === stack { return true }
                if ancestry.role == .presentation { break }
            }
            if !context.isKnown { unknown = true }
        }
        return unknown ? nil : false
    }

    /// Whether `node` is around the stack (an ancestor of one of its places) within the stack's presentation.
    static func isAround(_ node: ViewNode, _ stack: ViewNode, _ index: SceneIndex) -> Bool {
        index.contexts(from: stack).contains { context in
            for ancestry in context.chain {
                if ancestry.node === node { return true }
                if ancestry.role == .presentation { return false }
            }
            return false
        }
    }
}
