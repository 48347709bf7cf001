import NavSceneModel
import NavSceneRuntime

/// What the rules need to know from exploration, gathered frame by frame (frames themselves are not kept: a large
/// scene has tens of thousands of them). Every "first" is the first state in breadth-first order, so its witness is a
/// shortest interaction sequence.
struct ExplorationFacts {
    struct LinkFacts {
        var realised = 0
        var dead = 0
        /// First state where the link did nothing, with why and what it was labelled.
        var firstDead: (state: Int, reason: DeadReason, label: String)?
        var firstActive: Int?
    }
    struct DestinationUseKey: Hashable {
        var template: Int
        var index: Int
        var depth: Int
    }

    /// First state in which each template node was realised.
    var firstRealised: [Int: Int] = [:]
    /// Value links and buttons by template, as they appeared on active screens.
    var links: [Int: LinkFacts] = [:]
    /// Per stack template and value type: the destinations registered, with the first state each was seen in.
    var stackUses: [Int: [String: [DestinationUseKey: Int]]] = [:]
    /// Path values no destination maps: (stack template, value type) -> first state.
    var unresolved: [UnresolvedKey: Int] = [:]
    /// Value types seen on (or registered for) the stacks bound to each state variable.
    var pathTypes: [String: Set<String>] = [:]

    struct UnresolvedKey: Hashable {
        var stack: Int
        var type: String
    }

    mutating func observe(_ index: Int, _ state: NavigationState, _ frame: Frame) {
        for node in frame.realised where firstRealised[node.template] == nil {
            firstRealised[node.template] = index
        }
        for element in frame.elements where element.kind == .link || element.kind == .button {
            var facts = links[element.template] ?? LinkFacts()
            facts.realised += 1
            if case .dead(let reason) = element.effect {
                facts.dead += 1
                if facts.firstDead == nil { facts.firstDead = (index, reason, element.label) }
            } else if !element.effect.isInert, facts.firstActive == nil {
                facts.firstActive = index
            }
            links[element.template] = facts
        }
        for info in frame.stacks.values {
            for (type, uses) in info.registry {
                for use in uses {
                    let key = DestinationUseKey(template: use.template, index: use.index, depth: use.depth)
                    if stackUses[info.template]?[type]?[key] == nil { stackUses[info.template, default: [:]][type, default: [:]][key] = index }
                }
                if let binding = info.binding { pathTypes[binding, default: []].insert(type) }
            }
        }
        for stack in frame.visibleStacks {
            guard let info = frame.stacks[stack.key] else { continue }
            if let binding = info.binding {
                for value in stack.path { pathTypes[binding, default: []].insert(value.typeName) }
            }
            for screen in stack.screens where screen.unresolved != nil {
                let key = UnresolvedKey(stack: info.template, type: screen.value?.typeName ?? "?")
                if unresolved[key] == nil { unresolved[key] = index }
            }
        }
    }
}
