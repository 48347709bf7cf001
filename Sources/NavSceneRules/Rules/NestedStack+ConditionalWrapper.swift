import NavSceneAnalysis
import NavSceneModel

/// A stack that wraps its content only under a condition, and shows the same content bare otherwise
/// (`if layer.wrapsInStack { NavigationStack { page.view() } } else { page.view() }`), leaves it to the content to
/// bring its own stack when the condition is false. A stack inside that content is then nested only when the
/// wrapper's condition and the conditions choosing that content (which page a `switch` shows) agree; both are
/// unknown and may read the same data, so the nesting is not proven there: that context gives no finding. A known
/// condition leaves no guard (the walk takes one branch), so it decides; so does a stack shown unconditionally in
/// the wrapped content (nested whenever the wrapper's stack is there) and a stack the other branch never shows bare.
extension NestedStack {
    struct ConditionalWrappers {
        let analysis: ReachabilityAnalysis
        /// The stack instances of each NavigationStack node that sit in no other stack.
        let bareByNode: [Int: [StackFacts]]

        init(_ analysis: ReachabilityAnalysis) {
            self.analysis = analysis
            var bare: [Int: [StackFacts]] = [:]
            for stack in analysis.stacksInWalkOrder where stack.place.stack == nil || stack.place.stack == stack.id {
                bare[stack.node, default: []].append(stack)
            }
            bareByNode = bare
        }

        /// Whether `inner`, in the root content of `outer`, is nested only on a path an unknown condition may rule
        /// out: its place in that content depends on unknown conditions, and on each screen the outer stack is met,
        /// the other branch of an unknown condition above it shows the same stack node in no stack.
        func nestingIsUnproven(_ inner: StackFacts, in outer: StackFacts) -> Bool {
            guard case .stackRoot(let root) = analysis.screens[inner.place.screen].kind, root == outer.id,
                  !analysis.guards(inner.place.guards).isEmpty,
                  let bare = bareByNode[inner.node] else { return false }
            return ([outer.place] + outer.otherHosts).allSatisfy { host in
                bare.contains { $0.place.screen == host.screen && analysis.excludeEachOther(host.guards, $0.place.guards) }
            }
        }
    }

    /// The same judgement from the code's shape, for stacks no walked state shows (every condition unknown): in
    /// `chain` (nearest first) the outer stack is at `outerIndex`; a conditional on the way down to the inner stack
    /// chooses what is shown, and a conditional above the outer stack has another branch that, in another of the
    /// node's contexts through the same site, reaches the node with no stack in between.
    static func nestingIsUnproven(_ chain: [Ancestry], outerIndex: Int, among contexts: [[Ancestry]]) -> Bool {
        guard chain.prefix(outerIndex).contains(where: { $0.node.choosesContent }) else { return false }
        for above in chain.indices where above > outerIndex && chain[above].node.isConditional {
            let site = chain[above...].map(\.node.id)
            let branch = chain[above].node.branchIndex(of: chain[above - 1].node.id)
            for other in contexts {
                guard let at = other.firstIndex(where: { $0.node.id == chain[above].node.id }), at > 0,
                      other[at...].map(\.node.id) == site,
                      other[at].node.branchIndex(of: other[at - 1].node.id) != branch,
                      !other.prefix(at).contains(where: { $0.node.isStack }) else { continue }
                return true
            }
        }
        return false
    }
}

extension NestedStack {
    /// Whether, in `chain` (nearest first, the outer stack at `outerIndex`), an `if` between the two stacks takes a
    /// branch its condition rules out where the caller in this context gives the view a literal
    /// (`if embedInNavigationStack { NavigationStack { ... } }` shown as `CreateFlow(embedInNavigationStack: false)`,
    /// or with the parameter's default): that context never shows the inner stack there. Only literals the caller
    /// gives are read (`!`, `&&`, `||` over them); anything else leaves the branch possible.
    static func ruledOutByGivenArguments(_ chain: [Ancestry], outerIndex: Int, from node: ViewNode) -> Bool {
        for k in 0..<outerIndex {
            guard case .conditional(let conditional) = chain[k].node.element, conditional.binding == nil,
                  let branch = chain[k].node.branchIndex(of: k == 0 ? node.id : chain[k - 1].node.id),
                  let owner = chain[k].node.owningView else { continue }
            // The instance in this context that makes the view whose body holds the `if`.
            guard let site = chain[(k + 1)...].lazy.compactMap({ step -> InstanceElement? in
                if case .instance(let instance) = step.node.element, instance.view == owner { return instance }
                return nil
            }).first else { continue }
            var given: [String: Bool] = [:]
            for argument in site.arguments {
                if case .bool(let value) = argument.value.kind { given[argument.name] = value }
            }
            if let holds = literalTruth(conditional.condition, given, depth: 0), holds != (branch == 0) { return true }
        }
        return false
    }

    /// The value of a condition over literal arguments; nil where it reads anything else. Bounded by the
    /// expression's depth (at most 16 levels).
    static func literalTruth(_ condition: Expression, _ given: [String: Bool], depth: Int) -> Bool? {
        guard depth < 16 else { return nil }
        switch condition.kind {
        case .bool(let value): return value
        case .identifier(let name): return given[name]
        case .unary(.not, let inner): return literalTruth(inner, given, depth: depth + 1).map(!)
        case .binary(.and, let a, let b):
            let x = literalTruth(a, given, depth: depth + 1), y = literalTruth(b, given, depth: depth + 1)
            if x == false || y == false { return false }
            return x == true && y == true ? true : nil
        case .binary(.or, let a, let b):
            let x = literalTruth(a, given, depth: depth + 1), y = literalTruth(b, given, depth: depth + 1)
            if x == true || y == true { return true }
            return x == false && y == false ? false : nil
        default: return nil
        }
    }
}

extension ViewNode {
    /// An `if` or `switch`: which of its children is shown depends on a condition.
    var isConditional: Bool {
        switch element {
        case .conditional, .switchOn: return true
        default: return false
        }
    }

    /// Content shown only under a condition or per element of data (an `if`, a `switch`, a ForEach, rows of data).
    var choosesContent: Bool { isConditional || repeatsContent }

    /// Which branch of an `if` (0 then, 1 else) or `switch` (its case, or the default last) holds the child node.
    func branchIndex(of child: Int) -> Int? {
        switch element {
        case .conditional(let cond):
            if cond.then.contains(where: { $0.id == child }) { return 0 }
            return cond.otherwise.contains(where: { $0.id == child }) ? 1 : nil
        case .switchOn(let sw):
            if let index = sw.cases.firstIndex(where: { $0.content.contains { $0.id == child } }) { return index }
            return sw.defaultContent.contains(where: { $0.id == child }) ? sw.cases.count : nil
        default:
            return nil
        }
    }
}
