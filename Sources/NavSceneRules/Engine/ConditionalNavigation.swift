import NavSceneModel

/// A view that wraps its content in navigation only under a condition and shows the same content bare otherwise
/// (`if embedsInNavigationStack { NavigationStack { content } } else { content }`) leaves the bare branch to the
/// places that already bring navigation (a caller that pushes it onto its own stack). Whether a context that shows
/// the view takes the bare branch depends on the condition there, which the structural rules do not decide: "no
/// navigation above it" holds in that context only on a path the code may never take there, so such a context proves
/// no absence of navigation (as `NestedStack.nestingIsUnproven` proves no nesting under the same shape).
extension SceneIndex {
    /// Whether, in `context` (a context of `node`, nearest ancestor first), the node is shown through one branch of an
    /// `if` or `switch` whose other branch shows the same content inside a navigation container.
    func navigationAbsenceIsUnproven(_ context: Context, of node: ViewNode) -> Bool {
        let chain = context.chain
        for k in chain.indices where chain[k].node.isConditional {
            let conditional = chain[k].node
            guard conditionVariesByContext(conditional) else { continue }
            func below(_ i: Int) -> ViewNode { i >= 0 ? chain[i].node : node }
            guard let branch = conditional.branchIndex(of: below(k - 1).id) else { continue }
            // The lowest node on the way down that is still in the conditional's body (past it, the path enters the
            // body of a view this one shows, the same in either branch).
            var anchor = below(k - 1)
            var i = k - 2
            while i >= -1, below(i).owningView == conditional.owningView {
                anchor = below(i)
                i -= 1
            }
            if otherBranches(of: conditional, than: branch, showInNavigation: anchor) { return true }
        }
        return false
    }

    /// Whether every context of `node` (as the structural rules climb them) is one whose absence of navigation is
    /// unproven (false for a node with no context).
    func navigationAbsenceIsUnprovenEverywhere(_ node: ViewNode) -> Bool {
        let contexts = contexts(from: node, modifiersBreak: true)
        return !contexts.isEmpty && contexts.allSatisfy { navigationAbsenceIsUnproven($0, of: node) }
    }

    /// How many nodes one search of the other branches looks at, at most: a search runs per candidate finding, so a
    /// huge branch costs a bounded amount (past it, the branch is taken not to show the content: the finding stands).
    static let branchSearchLimit = 20_000

    /// Whether a branch of `conditional` other than `branch` shows a node of the same source and kind as `anchor`
    /// inside a navigation container, with no presentation or push between them (content shown in place).
    private func otherBranches(of conditional: ViewNode, than branch: Int, showInNavigation anchor: ViewNode) -> Bool {
        var pending: [(node: ViewNode, inNavigation: Bool)] = []
        for (role, child) in conditional.children where conditional.branchIndex(of: child.id) != branch {
            if role == .branch { pending.append((child, false)) }
        }
        var visited = 0
        while let (node, inNavigation) = pending.popLast(), visited < SceneIndex.branchSearchLimit {
            visited += 1
            if inNavigation, showsTheSame(node, anchor) { return true }
            let around = inNavigation || node.isNavigationContainer
            node.forEachChild { role, child in
                switch role {
                case .presentation, .destination, .linkDestination: return
                default: pending.append((child, around))
                }
            }
        }
        return false
    }

    /// Whether what an `if` or `switch` tests may differ between the contexts that show its view in a way the
    /// structural rules cannot follow: it reads a parameter of its view (each caller passes its own), a value the
    /// front end abstracted (an unknown state), or a name that is no state (a row's or a binding's value). A condition
    /// on the scene's own state or the view's `@State` is walked by the analysis, which decides it.
    private func conditionVariesByContext(_ conditional: ViewNode) -> Bool {
        let subject: Expression
        switch conditional.element {
        case .conditional(let c): subject = c.condition
        case .switchOn(let s): subject = s.subject
        default: return false
        }
        let view = conditional.owningView.flatMap { scene.views[$0] }
        var pending = [subject]
        var visited = 0
        while let e = pending.popLast() {
            visited += 1
            if visited > SceneIndex.branchSearchLimit { return true }
            switch e.kind {
            case .identifier(let name):
                if view?.parameters.contains(where: { $0.name == name }) ?? false { return true }
                if let state = scene.stateVariable(name) ?? view?.state.first(where: { $0.name == name }) {
                    if state.isUnknown { return true }
                } else if scene.computed[name] == nil {
                    return true
                }
            case .implicitMember, .string, .int, .double, .bool, .null: break
            case .array(let items): pending += items
            case .member(let base, _, _): pending.append(base)
            case .lookup(let base, let key): pending += [base, key]
            case .call(let base, _, let arguments):
                if let base { pending.append(base) }
                pending += arguments.map(\.value)
            case .unary(_, let operand): pending.append(operand)
            case .binary(_, let left, let right): pending += [left, right]
            case .conditional(let test, let then, let otherwise): pending += [test, then, otherwise]
            case .forceUnwrap(let value): pending.append(value)
            case .enumCase(_, let arguments): pending += arguments.map(\.value)
            }
        }
        return false
    }

    /// The same content: the same source shown again (a property or method inlined in each branch), or another
    /// instance of the same view.
    private func showsTheSame(_ node: ViewNode, _ anchor: ViewNode) -> Bool {
        if case .instance(let a) = node.element, case .instance(let b) = anchor.element { return a.view == b.view }
        return node.range == anchor.range && node.name == anchor.name
    }
}
