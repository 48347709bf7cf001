import NavSceneModel

/// The state variables something can write after launch: the target of a statement (a Button's or a handler's action,
/// a named action, a closure argument, a computed variable's setter), the variable of any binding (a selection, a
/// path, a presentation or destination trigger, a link's `isActive` or `selection`, a split view's columns, a
/// `@Binding` argument: the child writes the caller's variable through it), and a persisted variable (a restore). A
/// variable outside this set keeps its launch value in every state reached from that launch: the witness search
/// leaves it out of the key it merges states by (it cannot tell two states apart). Conservative: a statement target
/// that is no scene variable (a view's own state or a `@Binding` parameter) writes what it stands for, which is a
/// view's local state (kept in the key) or a binding argument's variable (in this set).
public enum WrittenVariables {
    public static func of(_ scene: Scene) -> Set<String> {
        var written = Set<String>()
        func binding(_ b: Binding?) { if let b { written.insert(b.state) } }
        func statements(_ list: [Statement]) {
            for s in Statement.flattened(list) { if let target = s.target { written.insert(target) } }
        }
        for node in scene.nodes {
            switch node.element {
            case .text, .leaf, .container, .navigationView, .viewParameter, .section, .forEach, .menu, .conditional, .switchOn: break
            case .splitView(let s): binding(s.columnVisibility); binding(s.preferredCompactColumn)
            case .list(let l): binding(l.selection)
            case .table(let t): binding(t.selection)
            case .stack(let s): binding(s.path)
            case .link(let l): binding(l.isActive); binding(l.selection)
            case .button(let b): statements(b.action)
            case .tabView(let t): binding(t.selection)
            case .instance(let i):
                for argument in i.arguments {
                    binding(argument.binding)
                    if let body = argument.action { statements(body) }
                }
            }
            for modifier in node.modifiers {
                switch modifier.kind {
                case .navigationTitle, .disabled, .screenFlag, .attached, .ignored: break
                case .presentation(let p): binding(p.binding)
                case .event(let handler): statements(handler.statements)
                case .navigationDestination(let d):
                    switch d.trigger {
                    case .forType: break
                    case .isPresented(let b), .item(let b): binding(b)
                    }
                }
            }
        }
        for action in scene.actions.values { statements(action.statements) }
        for computed in scene.computed.values { statements(computed.set ?? []) }
        for entry in scene.persistence?.entries ?? [] { written.insert(entry.state) }
        return written
    }
}
