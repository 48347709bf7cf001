import NavSceneDiagnostics

/// Queries calling queries and actions running actions: the same graph as views, without navigation boundaries.
extension Checker {
    func checkQueryExpansion() {
        var graph = ExpansionGraph()
        var units: [ExpansionUnit] = []
        var index: [String: Int] = [:]
        let names = scene.queries.keys.sorted()
        for name in names {
            guard let query = scene.queries[name] else { continue }
            index[name] = graph.addUnit()
            units.append(ExpansionUnit(name: name, what: "the query '\(name)'", range: query.nameRange))
        }
        for name in names {
            guard let query = scene.queries[name], let unit = index[name] else { continue }
            func visit(_ expression: Expression) {
                graph.grow(unit, by: 1)
                switch expression.kind {
                case .call(let base, let callee, let arguments):
                    if let base { visit(base) } else if let target = index[callee] { graph.addUse(from: unit, to: target, at: expression.range) }
                    arguments.forEach { visit($0.value) }
                case .member(let base, _, _): visit(base)
                case .lookup(let base, let key): visit(base); visit(key)
                case .unary(_, let operand): visit(operand)
                case .binary(_, let left, let right): visit(left); visit(right)
                case .array(let items): items.forEach(visit)
                case .conditional(let c, let t, let o): visit(c); visit(t); visit(o)
                case .forceUnwrap(let e): visit(e)
                case .enumCase(_, let arguments): arguments.forEach { visit($0.value) }
                case .identifier, .implicitMember, .string, .int, .double, .bool, .null: break
                }
            }
            visit(query.body)
        }
        let analysis = graph.analyse()
        reportCycles(analysis, in: graph, units: units, id: "recursive-query", message: { first, cycle in
            "the query '\(first)' calls itself (\(cycle)); nothing bounds how often it would call itself again. "
                + "Compute it without calling '\(first)'"
        }, uses: "calls")
        reportExpansion(analysis, in: graph, units: units, id: "limit-query-expansion", limit: limits.maxQueryNodes,
                        noun: "expression nodes", message: { what, size in
            "\(what) expands to \(size) expression nodes with the queries it calls inlined, more than the limit of "
                + "\(limits.maxQueryNodes). Call fewer queries, or each once"
        }, uses: "is called")
    }

    /// `buttons`: every Button of the scene; each one's action is a unit of its own (it cannot be run from elsewhere,
    /// but it can run actions).
    func checkActionExpansion(buttons: [ViewNode]) {
        var graph = ExpansionGraph()
        var units: [ExpansionUnit] = []
        var index: [String: Int] = [:]
        for name in scene.actionOrder {
            guard let action = scene.actions[name] else { continue }
            index[name] = graph.addUnit()
            units.append(ExpansionUnit(name: name, what: "the action '\(name)'", range: action.nameRange))
        }
        func add(_ statements: [Statement], to unit: Int) {
            let statements = Statement.flattened(statements)
            graph.grow(unit, by: statements.count)
            for statement in statements {
                if case .run(let name) = statement.kind, let target = index[name] {
                    graph.addUse(from: unit, to: target, at: statement.targetRange)
                }
            }
        }
        for name in scene.actionOrder {
            guard let action = scene.actions[name], let unit = index[name] else { continue }
            add(action.statements, to: unit)
        }
        for node in buttons {
            for modifier in node.modifiers {
                guard case .event(let handler) = modifier.kind, !handler.statements.isEmpty else { continue }
                let unit = graph.addUnit()
                units.append(ExpansionUnit(what: "this \(modifier.name) handler", range: modifier.nameRange))
                add(handler.statements, to: unit)
            }
            guard case .button(let button) = node.element, !button.action.isEmpty else { continue }
            let unit = graph.addUnit()
            units.append(ExpansionUnit(what: "this Button's action", range: node.nameRange))
            add(button.action, to: unit)
        }
        let analysis = graph.analyse()
        reportCycles(analysis, in: graph, units: units, id: "recursive-action", message: { first, cycle in
            "the action '\(first)' runs itself (\(cycle)), so it would never finish. Break the cycle"
        }, uses: "runs")
        reportExpansion(analysis, in: graph, units: units, id: "limit-action-expansion", limit: limits.maxActionStatements,
                        noun: "statements", message: { what, size in
            "\(what) runs \(size) statements with the actions it runs inlined, more than the limit of "
                + "\(limits.maxActionStatements). Run fewer actions, or each once"
        }, uses: "is run")
    }
}
