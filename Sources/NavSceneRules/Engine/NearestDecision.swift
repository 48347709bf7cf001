import NavSceneModel

/// What a memo of `DecisionSummary`s is kept for: a question and the type of its answers (not their names printed
/// into a string per node asked about).
struct DecisionKey: Hashable {
    var question: String
    var type: ObjectIdentifier
}

/// The contexts above one node, summed up for one question that the nearest decisive step answers: which answers the
/// contexts give (deduplicated), whether each context is known, and how many contexts there are (capped).
struct DecisionSummary {
    struct Outcome: Hashable {
        /// The answer of the nearest decisive step, nil when no step in the context decides.
        var decision: AnyHashable?
        var isKnown: Bool
    }
    var outcomes: Set<Outcome>
    /// The number of contexts, capped just past `SceneIndex.maxChains`.
    var count: Int
}

/// One question's summaries by node id (ids are dense, numbered by `Scene.finish`): an array read and written by
/// position instead of a dictionary hashed per node asked about. Grows on demand, so an id past the scene's nodes
/// (none is expected) is stored too.
struct DecisionMemo {
    private(set) var summaries: [DecisionSummary?]

    init(capacity: Int) { summaries = Array(repeating: nil, count: max(0, capacity)) }

    subscript(id: Int) -> DecisionSummary? {
        get { id >= 0 && id < summaries.count ? summaries[id] : nil }
        set {
            guard id >= 0 else { return }
            if id >= summaries.count {
                guard newValue != nil else { return }
                summaries.append(contentsOf: repeatElement(nil, count: id + 1 - summaries.count))
            }
            summaries[id] = newValue
        }
    }
}

extension SceneIndex {
    /// The answers, one per context of `node` (as `contexts(from:modifiersBreak: true)` gives them), to a question the
    /// nearest decisive step above the node answers (`decide` gives nil for a step that does not decide; `atEnd`
    /// answers a context no step decides); nil when the node has no context or some context is unknown: the
    /// discipline of the rules that report what is missing above a node.
    ///
    /// Computed once per node and question, from the parent's (or, at a view's body root, the sites') summaries: the
    /// cost is linear in the scene, not in the total length of the chains. `question` names `decide` (same name, same
    /// function). Where the summary cannot equal the chains' walk (a view that contains itself, or more contexts than
    /// `maxChains`), the chains are walked.
    func knownOutcomes<T: Hashable>(of node: ViewNode, question: String, atEnd: T, decide: (Ancestry) -> T?) -> Set<T>? {
        let outcomes: [(decision: T, isKnown: Bool)]
        if let summary = decisionSummary(of: node, question: question, decide: decide), summary.count <= SceneIndex.maxChains {
            // The memo is keyed by the question and `T`, so every decision it holds is a `T`.
            outcomes = summary.outcomes.map { (($0.decision?.base as? T) ?? atEnd, $0.isKnown) }
        } else {
            outcomes = contexts(from: node, modifiersBreak: true).map { context in
                // A step that decides is the answer whatever is above it: known even where the chain is cut above.
                context.chain.lazy.compactMap(decide).first.map { ($0, true) } ?? (atEnd, context.isKnown)
            }
        }
        guard !outcomes.isEmpty, outcomes.allSatisfy(\.isKnown) else { return nil }
        return Set(outcomes.map(\.decision))
    }

    /// The answers of the known contexts of `node` to the same kind of question as `knownOutcomes`, whatever its other
    /// contexts are (unknown ones give nothing): for the rules that report a fact per known context, each finding
    /// naming the context it holds in. `atEnd` answers a known context no step decides.
    func knownDecisions<T: Hashable>(of node: ViewNode, question: String, atEnd: T, decide: (Ancestry) -> T?) -> Set<T> {
        if let summary = decisionSummary(of: node, question: question, decide: decide), summary.count <= SceneIndex.maxChains {
            return Set(summary.outcomes.compactMap { outcome in
                if let decision = outcome.decision { return decision.base as? T }
                return outcome.isKnown ? atEnd : nil
            })
        }
        return Set(contexts(from: node, modifiersBreak: true).compactMap { context in
            context.chain.lazy.compactMap(decide).first ?? (context.isKnown ? atEnd : nil)
        })
    }

    /// What a node's summary depends on: its parent (through the step to it) or, at a body root, its view's sites.
    private enum Upward {
        case summary(DecisionSummary)
        case parent(Ancestry)
        case sites([ViewNode])
        /// A view passed to a view parameter: its context is the instance's, through the use in the view's body, so
        /// it differs per instance and is not summed up per node (the chains are walked).
        case perInstance
    }

    private func upward(of node: ViewNode, unknown: DecisionSummary) -> Upward {
        let boundaries = unknownBoundaries
        if boundaries.wrapped.contains(node.id) { return .summary(unknown) }
        if placement(ofArgument: node) != nil { return .perInstance }
        if let parent = node.parent {
            if boundaries.views.contains(parent.id) { return .summary(unknown) }
            return .parent(Ancestry(node: parent, role: node.role))
        }
        guard let owner = node.owningView else {
            return .summary(scene.hasUnknownContext(root: node) ? unknown : DecisionSummary(outcomes: [.init(decision: nil, isKnown: true)], count: 1))
        }
        let sites = instances[owner] ?? []
        if sites.isEmpty {
            return .summary(scene.ownFiles != nil ? unknown : DecisionSummary(outcomes: [], count: 0))
        }
        return .sites(sites)
    }

    /// The summary of `node`'s contexts for a question, without recursion (an explicit stack of the nodes still to sum
    /// up, each with the next dependency to look at); nil when the climb meets a node it is still summing up (a view
    /// that contains itself).
    private func decisionSummary<T: Hashable>(of node: ViewNode, question: String, decide: (Ancestry) -> T?) -> DecisionSummary? {
        let key = DecisionKey(question: question, type: ObjectIdentifier(T.self))
        // Taken out while it grows, so that the stored copy does not make every insertion copy it.
        var memo = decisionMemo.removeValue(forKey: key) ?? DecisionMemo(capacity: scene.nodes.count)
        defer { decisionMemo[key] = memo }
        if let known = memo[node.id] { return known }
        let unknown = DecisionSummary(outcomes: [.init(decision: nil, isKnown: false)], count: 1)
        var inProgress: Set<Int> = [node.id]
        var stack: [(node: ViewNode, dependencies: [Ancestry], next: Int)] = []
        /// False where the node's context is not summed up per node.
        func enter(_ node: ViewNode) -> Bool {
            switch upward(of: node, unknown: unknown) {
            case .summary(let summary):
                memo[node.id] = summary
                inProgress.remove(node.id)
            case .parent(let step):
                stack.append((node, [step], 0))
            case .perInstance:
                return false
            case .sites(let sites):
                // An unknown view's site is an unknown context and needs no summary: it is not a dependency.
                stack.append((node, sites.map { Ancestry(node: $0, role: .content) }, 0))
            }
            return true
        }
        guard enter(node) else { return nil }
        while let (current, dependencies, next) = stack.last {
            if next < dependencies.count {
                stack[stack.count - 1].next += 1
                let above = dependencies[next].node
                if memo[above.id] != nil || isUnknownSite(above, of: current) { continue }
                guard inProgress.insert(above.id).inserted, enter(above) else { return nil }
                continue
            }
            // One dependency whose step does not decide (a node inside its parent, the usual case): the parent's
            // summary as it is, shared rather than rebuilt outcome by outcome (the same set and count the loop below
            // gives: counts are capped already).
            if dependencies.count == 1, !isUnknownSite(dependencies[0].node, of: current),
               let above = memo[dependencies[0].node.id], decide(dependencies[0]) == nil {
                memo[current.id] = above
                inProgress.remove(current.id)
                stack.removeLast()
                continue
            }
            var outcomes = Set<DecisionSummary.Outcome>()
            var count = 0
            for step in dependencies {
                guard !isUnknownSite(step.node, of: current), let above = memo[step.node.id] else {
                    outcomes.insert(.init(decision: nil, isKnown: false))
                    count = min(count + 1, SceneIndex.maxChains + 1)
                    continue
                }
                let nearest = decide(step).map(AnyHashable.init)
                if let nearest {
                    // This step decides: what is above it (known or not) does not matter, as long as something is
                    // (a view nothing shows has no context at all).
                    if !above.outcomes.isEmpty { outcomes.insert(.init(decision: nearest, isKnown: true)) }
                } else {
                    for outcome in above.outcomes { outcomes.insert(outcome) }
                }
                count = min(count + above.count, SceneIndex.maxChains + 1)
            }
            memo[current.id] = DecisionSummary(outcomes: outcomes, count: count)
            inProgress.remove(current.id)
            stack.removeLast()
        }
        return memo[node.id]
    }

    /// Whether `site` is a site (of the view whose body root `node` is) that is an unknown view.
    private func isUnknownSite(_ site: ViewNode, of node: ViewNode) -> Bool {
        node.parent == nil && unknownBoundaries.views.contains(site.id)
    }
}
