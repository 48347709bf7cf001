import NavSceneDiagnostics
import NavSceneModel

/// Links the analysis never walked because another mistake hides their screen (a destination in a List row, which
/// SwiftUI ignores, is the only way to show the screen holding them). One mistake must not hide another: a link whose
/// value type nothing in the whole scene can take (no `for:` destination, no List selection of that type) never does
/// anything wherever it is shown, so it is reported now, not only once the first mistake is fixed.
extension LinkWithoutDestination {
    static func unreachedLinks(_ context: RuleContext, walked: Set<Int>) -> [Finding] {
        let scene = context.scene
        // "Nowhere in the scene" is not "nowhere": a root whose context is unknown (a package's public screen) may be
        // shown by an app that registers the destination above it (a router's `navigationDestination(for:)`).
        guard scene.rootsWithUnknownContext.isEmpty else { return [] }
        var declared = Set<String>()
        var selections = Set<String>()
        var anyType = false
        for node in scene.nodes {
            if node.hasDestinations {
                for entry in node.destinations {
                    guard let type = entry.destination.forType else { continue }
                    if let name = context.typeName(type) { declared.insert(name) } else { anyType = true }
                }
            }
            guard let selection = selectionBinding(of: node) else { continue }
            if let type = selectionType(selection, node, context) { selections.insert(type) } else { anyType = true }
        }
        guard !anyType else { return [] }
        var findings: [Finding] = []
        for node in scene.nodes where !walked.contains(node.id) {
            guard case .link(let link) = node.element, let type = link.value?.type.flatMap(context.typeName),
                  !declared.contains(type), !selections.contains(type), context.index.isUsed(node) else { continue }
            findings.append(Finding(range: node.nameRange,
                                    message: "no navigationDestination for \(type) is visible from this link, so it never does anything",
                                    notes: [Note("no navigationDestination for \(type) is declared anywhere in the scene, and no List selects a \(type); this link is on a screen no reachable state shows yet, and does nothing wherever it is shown")],
                                    node: node.id, valueType: type))
        }
        return findings
    }

    /// The selection a List or Table binds, if any.
    static func selectionBinding(of node: ViewNode) -> Binding? {
        switch node.element {
        case .list(let list): return list.selection
        case .table(let table): return table.selection
        default: return nil
        }
    }

    /// The value type a selection binding holds; nil when it cannot be told (a `@Binding` parameter).
    static func selectionType(_ binding: Binding, _ node: ViewNode, _ context: RuleContext) -> String? {
        let scene = context.scene
        var type = scene.anyStateVariable(binding.state)?.type
        if type == nil, let view = node.owningView { type = scene.views[view]?.state.first { $0.name == binding.state }?.type }
        guard let found = type else { return nil }
        let element = found.unwrapped.arrayElement ?? found.unwrapped
        return context.typeName(element)
    }
}
