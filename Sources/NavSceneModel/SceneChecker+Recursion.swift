import NavSceneDiagnostics

/// Recursion and unbounded work, found before anything runs: a view that instantiates itself with no navigation in
/// between (`recursive-view`), a query that calls itself (`recursive-query`), an action that runs itself
/// (`recursive-action`), and declarations whose expansion passes `ExpansionLimits` (`limit-view-expansion`,
/// `limit-query-expansion`, `limit-action-expansion`). Each cycle is one error at the use that closes it (following
/// declarations in order), with a note at every other use on it.
extension Checker {
    func checkRecursionAndExpansion() {
        let buttons = checkViewExpansion()
        checkQueryExpansion()
        checkActionExpansion(buttons: buttons)
    }

    /// What a unit of an expansion graph is called in messages and where its diagnostics go.
    struct ExpansionUnit {
        /// The declaration's name, for units that can be used (and so be on a cycle).
        var name: String?
        /// How a message names it: "the view 'Tree'", "the content of this sheet".
        var what: String
        var range: SourceRange
    }

    /// One error per distinct cycle; a second use closing the same cycle from the same place is a note on the first.
    func reportCycles(_ analysis: ExpansionGraph.Analysis, in graph: ExpansionGraph, units: [ExpansionUnit], id: String,
                      message: (_ first: String, _ cycle: String) -> String, uses: String) {
        var found: [[Int]: Diagnostic] = [:]
        var order: [[Int]] = []
        for cycle in analysis.cycles {
            let path = cycle.uses.map(\.unit)
            let names = path.map { units[$0].name ?? "?" }
            let closing = cycle.uses[cycle.uses.count - 1]
            let range = graph.uses[closing.unit][closing.use].range
            let last = names[names.count - 1], first = names[0]
            if found[path] != nil {
                found[path]?.notes.append(Note("'\(last)' \(uses) '\(first)' here too", at: range))
                continue
            }
            let notes = cycle.uses.dropLast().map { step in
                let use = graph.uses[step.unit][step.use]
                return Note("'\(units[step.unit].name ?? "?")' \(uses) '\(units[use.target].name ?? "?")' here", at: use.range)
            }
            found[path] = Diagnostic(id: id, severity: .error, message: message(first, (names + [first]).joined(separator: " → ")),
                                     range: range, notes: notes)
            order.append(path)
        }
        for path in order { if let diagnostic = found[path] { bag.append(diagnostic) } }
    }

    /// One error per unit where the expansion crosses `limit`, with notes at its largest uses.
    func reportExpansion(_ analysis: ExpansionGraph.Analysis, in graph: ExpansionGraph, units: [ExpansionUnit], id: String,
                         limit: Int, noun: String, message: (_ what: String, _ size: String) -> String, uses: String) {
        for unit in graph.crossings(analysis, limit: limit) {
            let size = analysis.expandedSize[unit]
            var byTarget: [Int: (count: Int, range: SourceRange)] = [:]
            var targets: [Int] = []
            for use in analysis.counted(unit, in: graph) {
                if let seen = byTarget[use.target] { byTarget[use.target] = (seen.count + 1, seen.range); continue }
                byTarget[use.target] = (1, use.range)
                targets.append(use.target)
            }
            let largest = targets.sorted {
                ExpansionGraph.multiply(analysis.expandedSize[$0], byTarget[$0]!.count)
                    > ExpansionGraph.multiply(analysis.expandedSize[$1], byTarget[$1]!.count)
            }
            let notes = largest.prefix(3).map { target -> Note in
                let (count, range) = byTarget[target]!
                let times = count == 1 ? "" : " \(count) times"
                return Note("'\(units[target].name ?? "?")' (\(analysis.expandedSize[target]) \(noun)) \(uses)\(times), first here", at: range)
            }
            let shown = size == Int.max ? "more than \(Int.max)" : String(size)
            bag.error(id, message(units[unit].what, shown), at: units[unit].range, notes: notes)
        }
    }
}

extension ExpansionGraph {
    static func multiply(_ a: Int, _ b: Int) -> Int {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? Int.max : product
    }
}
