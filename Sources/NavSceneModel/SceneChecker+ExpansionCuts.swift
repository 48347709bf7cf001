import NavSceneDiagnostics

/// Where a body too large to build (`limit-view-expansion`) can be cut so that the rest of it is still checked: the
/// instances of the views whose own bodies account for most of its nodes. The Swift front end makes those instances
/// unknown (unknown where they are, never a target left unchecked); a scene file still gets the error.
public struct ExpansionCut: Sendable {
    /// The body that was over the limit ("the view 'AppView'") and where it is declared.
    public var within: String
    public var withinRange: SourceRange
    /// Its size before any cut, in view nodes.
    public var size: Int
    /// The view (or the views passed to a view's parameter) whose instances are cut, and each instance's site.
    public var view: String
    public var sites: [SourceRange]
}

extension SceneChecker {
    /// The cuts that bring every body within `limits.maxViewNodes`: for each body over the limit, the views reachable
    /// from it ranked by the nodes their own bodies contribute (times instantiated × own size), taken in that order until
    /// the nodes they remove cover the excess, then measured again. Each round removes at least one view from the body,
    /// so there are at most as many rounds as views; each round is linear in the graph.
    public static func expansionCuts(_ scene: Scene, limits: ExpansionLimits = .default) -> [ExpansionCut] {
        let checker = Checker(scene: scene, limits: limits)
        var builder = checker.viewGraph()
        let units = builder.units
        var cuts: [ExpansionCut] = []
        var measuredBefore: [Int: Int] = [:]
        for _ in 0..<max(1, units.count) {
            let analysis = builder.graph.analyse()
            guard let body = builder.graph.crossings(analysis, limit: limits.maxViewNodes).first else { break }
            let size = analysis.expandedSize[body]
            let before = measuredBefore[body] ?? size
            measuredBefore[body] = before
            let order = reachable(from: body, builder.graph, analysis)
            var times = [Int](repeating: 0, count: units.count)
            times[body] = 1
            for unit in order {
                for use in analysis.counted(unit, in: builder.graph) {
                    times[use.target] = ExpansionGraph.add(times[use.target], times[unit])
                }
            }
            let ranked = order.filter { $0 != body }.sorted {
                ExpansionGraph.multiply(times[$0], builder.graph.ownSize[$0]) > ExpansionGraph.multiply(times[$1], builder.graph.ownSize[$1])
            }
            guard !ranked.isEmpty else { break }
            var removed = 0
            let excess = size - limits.maxViewNodes
            for view in ranked where removed < excess {
                var sites: [SourceRange] = []
                for unit in order where unit != view { sites += builder.graph.dropUses(from: unit, to: view) }
                guard !sites.isEmpty else { continue }
                removed = ExpansionGraph.add(removed, ExpansionGraph.multiply(times[view], analysis.expandedSize[view]))
                cuts.append(ExpansionCut(within: units[body].what, withinRange: units[body].range, size: before,
                                         view: units[view].name ?? units[view].what, sites: sites))
            }
        }
        return cuts
    }

    /// The units `body`'s expansion holds, in an order where each comes after every unit that uses it (reverse
    /// post-order of a depth-first walk over the counted uses, iterative).
    private static func reachable(from body: Int, _ graph: ExpansionGraph, _ analysis: ExpansionGraph.Analysis) -> [Int] {
        var seen: Set<Int> = [body]
        var post: [Int] = []
        var stack: [(unit: Int, uses: [ExpansionGraph.Use], next: Int)] = [(body, analysis.counted(body, in: graph), 0)]
        while let top = stack.last {
            guard top.next < top.uses.count else {
                post.append(top.unit)
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].next += 1
            let target = top.uses[top.next].target
            if seen.insert(target).inserted { stack.append((target, analysis.counted(target, in: graph), 0)) }
        }
        return post.reversed()
    }
}
