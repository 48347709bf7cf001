import NavSceneModel

/// The state variables whose value can make a difference: read by an expression, a template, a binding, a condition
/// of a statement, or by a statement that writes such a variable (`total = count + 1` makes `count` matter when
/// `total` does; `count += 1` alone does not). A variable outside this set is at most written from itself or read to
/// write others outside it (a counter), so two states that differ only in it behave identically from then on: what
/// the witness search merges (an unbounded counter no longer makes its state space endless).
public enum ReadVariables {
    public static func of(_ scene: Scene) -> Set<String> {
        let names = Set(scene.state.map(\.name))
        var read = Set<String>()
        /// Per written variable, the variables its writes read: they matter only if it does.
        var feeds: [String: Set<String>] = [:]
        /// The variable the statements being read write to (nil: the names read matter wherever they are).
        var into: String?
        func expression(_ expr: Expression?) {
            guard let expr else { return }
            AbstractEvaluator.visit(expr) { e in
                guard case .identifier(let id) = e.kind, names.contains(id) else { return }
                if let into { feeds[into, default: []].insert(id) } else { read.insert(id) }
            }
        }
        func template(_ t: Template?) {
            for part in t?.parts ?? [] { if case .expression(let e) = part { expression(e) } }
        }
        func binding(_ b: Binding?) { if let b { read.insert(b.state) } }
        func statements(_ list: [Statement]) {
            for s in list {
                switch s.kind {
                // (A name that is no scene state, a view's own state or a `@Binding` parameter, aliases what this
                // set does not track: what it reads matters.)
                case .set(let n, let e): into = names.contains(n) ? n : nil; expression(e); into = nil
                case .append(let n, let e): into = names.contains(n) ? n : nil; expression(e); into = nil; feeds[n, default: []].insert(n)
                // Removing from an empty path crashes the app: how many it holds always matters.
                case .removeLast(let n, _): read.insert(n)
                case .popLast(let n), .toggle(let n): feeds[n, default: []].insert(n)
                case .removeAll, .run, .dismiss: break
                case .conditional(let c): expression(c.condition); statements(c.then); statements(c.otherwise)
                }
            }
        }
        for node in scene.nodes {
            switch node.element {
            case .text(let t): template(t)
            case .leaf, .container, .navigationView, .viewParameter: break
            case .splitView(let s): binding(s.columnVisibility); binding(s.preferredCompactColumn)
            case .list(let l): expression(l.data); binding(l.selection)
            case .table(let t): expression(t.data); binding(t.selection); t.columns.forEach(template)
            case .section(let s): template(s.header); template(s.footer)
            case .forEach(let f): expression(f.data)
            case .stack(let s): binding(s.path)
            case .link(let l): template(l.title); expression(l.value); binding(l.isActive); expression(l.tag); binding(l.selection)
            case .button(let b): template(b.title); statements(b.action)
            case .menu(let m): template(m.title)
            case .tabView(let t):
                binding(t.selection)
                for tab in t.tabs { template(tab.title); expression(tab.value) }
            case .conditional(let c): expression(c.condition)
            case .switchOn(let s): expression(s.subject)
            case .instance(let i): i.arguments.forEach { expression($0.value) }
            }
            for modifier in node.modifiers {
                switch modifier.kind {
                case .navigationTitle(let t): template(t)
                case .disabled(let e): expression(e)
                case .presentation(let p): binding(p.binding); expression(p.presenting); template(p.title); template(p.message)
                case .screenFlag(_, let e): expression(e)
                case .attached: break
                case .event(let handler):
                    statements(handler.statements)
                    if case .change(let observed, _) = handler.event { expression(observed) }
                case .navigationDestination(let d):
                    switch d.trigger {
                    case .forType: break
                    case .isPresented(let b), .item(let b): binding(b)
                    }
                case .ignored: break
                }
            }
        }
        // A `@Binding` argument lets the child view read the caller's variable.
        for node in scene.nodes {
            if case .instance(let instance) = node.element {
                for argument in instance.arguments {
                    binding(argument.binding)
                    if let body = argument.action { statements(body) }
                }
            }
        }
        for action in scene.actions.values { statements(action.statements) }
        // Computed state reads what its getter reads; its setter is statements like an action's.
        for computed in scene.computed.values {
            expression(computed.get)
            statements(computed.set ?? [])
        }
        for query in scene.queries.values { expression(query.body) }
        for entry in scene.persistence?.entries ?? [] { read.insert(entry.state) }
        // What feeds a variable that matters matters too (each variable is visited once: linear in the writes).
        var pending = Array(read)
        while let name = pending.popLast() {
            for fed in feeds[name] ?? [] where read.insert(fed).inserted { pending.append(fed) }
        }
        return read
    }
}
