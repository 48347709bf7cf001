import NavSceneDiagnostics

/// Bounds on the work a scene's declarations can ask of the interpreter once each use is expanded in place: views
/// inlined into the views that instantiate them, queries into their callers, actions into the actions that run them.
/// Each limit has a located loading diagnostic (see Grammar.md, "Limits").
public struct ExpansionLimits: Sendable, Hashable {
    /// View nodes in one body (the scene's root, a view, a destination's content) with its instances inlined
    /// (`limit-view-expansion`).
    public var maxViewNodes: Int
    /// Expression nodes in one query with the queries it calls inlined (`limit-query-expansion`).
    public var maxQueryNodes: Int
    /// Statements one action or Button runs with the actions it runs inlined (`limit-action-expansion`).
    public var maxActionStatements: Int

    public init(maxViewNodes: Int = 200_000, maxQueryNodes: Int = 100_000, maxActionStatements: Int = 100_000) {
        self.maxViewNodes = maxViewNodes
        self.maxQueryNodes = maxQueryNodes
        self.maxActionStatements = maxActionStatements
    }

    public static let `default` = ExpansionLimits()
}

/// Units of work (a view body, a query, an action) and the uses between them (an instance, a call, a `run:`).
/// `analyse` follows the uses depth-first, units in the order they were added and uses in source order: a use that
/// leads back to a unit still being followed closes a cycle. With those uses left out the graph is acyclic, and each
/// unit's expanded size is its own size plus the expanded size of every unit it uses, once per use (saturating at
/// `Int.max`, so a doubling chain cannot overflow). Iterative, so a long chain of declarations cannot exhaust the stack.
struct ExpansionGraph {
    struct Use {
        var target: Int
        var range: SourceRange
    }

    /// A cycle: the uses along it, in order; the last one closes it (leads back to the first use's unit).
    struct Cycle {
        var uses: [(unit: Int, use: Int)]
    }

    private(set) var ownSize: [Int] = []
    private(set) var uses: [[Use]] = []

    /// Adds a unit and returns its index.
    mutating func addUnit(size: Int = 0) -> Int {
        ownSize.append(size)
        uses.append([])
        return ownSize.count - 1
    }

    mutating func grow(_ unit: Int, by size: Int) { ownSize[unit] = ExpansionGraph.add(ownSize[unit], size) }

    mutating func addUse(from unit: Int, to target: Int, at range: SourceRange) {
        uses[unit].append(Use(target: target, range: range))
    }

    /// Removes every use from `unit` to `target` and returns where they were.
    mutating func dropUses(from unit: Int, to target: Int) -> [SourceRange] {
        let dropped = uses[unit].filter { $0.target == target }.map(\.range)
        uses[unit].removeAll { $0.target == target }
        return dropped
    }

    struct Analysis {
        var cycles: [Cycle]
        var expandedSize: [Int]
        /// Per unit, which of its uses close a cycle (left out of the expanded size).
        var closing: [Set<Int>]

        /// The uses counted in a unit's expanded size.
        func counted(_ unit: Int, in graph: ExpansionGraph) -> [ExpansionGraph.Use] {
            graph.uses[unit].enumerated().filter { !closing[unit].contains($0.offset) }.map(\.element)
        }
    }

    func analyse() -> Analysis {
        enum Mark { case new, open, done }
        var mark = [Mark](repeating: .new, count: ownSize.count)
        var size = ownSize
        var closing = [Set<Int>](repeating: [], count: ownSize.count)
        var cycles: [Cycle] = []
        // Each frame: a unit being followed and the index of the use followed next.
        var stack: [(unit: Int, next: Int)] = []
        var depthOf = [Int](repeating: -1, count: ownSize.count)
        for start in ownSize.indices where mark[start] == .new {
            mark[start] = .open
            depthOf[start] = 0
            stack.append((start, 0))
            while let top = stack.last {
                let unit = top.unit
                guard top.next < uses[unit].count else {
                    for (index, use) in uses[unit].enumerated() where !closing[unit].contains(index) {
                        size[unit] = ExpansionGraph.add(size[unit], size[use.target])
                    }
                    mark[unit] = .done
                    stack.removeLast()
                    continue
                }
                let index = top.next
                stack[stack.count - 1].next += 1
                let target = uses[unit][index].target
                switch mark[target] {
                case .new:
                    mark[target] = .open
                    depthOf[target] = stack.count
                    stack.append((target, 0))
                case .open:
                    closing[unit].insert(index)
                    let along = stack[depthOf[target]..<(stack.count - 1)].map { ($0.unit, $0.next - 1) }
                    cycles.append(Cycle(uses: along + [(unit, index)]))
                case .done:
                    break
                }
            }
        }
        return Analysis(cycles: cycles, expandedSize: size, closing: closing)
    }

    /// Units over `limit` none of whose counted uses is over it: where the expansion crosses the limit.
    func crossings(_ analysis: Analysis, limit: Int) -> [Int] {
        analysis.expandedSize.indices.filter { unit in
            analysis.expandedSize[unit] > limit
                && !analysis.counted(unit, in: self).contains { analysis.expandedSize[$0.target] > limit }
        }
    }

    static func add(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? Int.max : sum
    }
}
