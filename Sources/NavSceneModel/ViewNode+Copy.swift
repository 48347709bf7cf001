/// A copy of a subtree, node by node: a front end that shows one translated view in two places (both branches of a
/// helper's `if`) places a copy in the second, since a node has one place in its scene (one id, one parent).
extension ViewNode {
    public func copied() -> ViewNode {
        func all(_ nodes: [ViewNode]) -> [ViewNode] { nodes.map { $0.copied() } }
        let copy: Element
        switch element {
        case .text, .leaf, .viewParameter: copy = element
        case .container(let kind, let content): copy = .container(kind, content: all(content))
        case .list(var list): list.content = all(list.content); copy = .list(list)
        case .table(var table): table.row = all(table.row); copy = .table(table)
        case .section(var section):
            section.headerViews = all(section.headerViews)
            section.content = all(section.content)
            section.footerViews = all(section.footerViews)
            copy = .section(section)
        case .forEach(var forEach): forEach.content = all(forEach.content); copy = .forEach(forEach)
        case .stack(var stack): stack.root = all(stack.root); copy = .stack(stack)
        case .navigationView(var view): view.content = all(view.content); copy = .navigationView(view)
        case .splitView(var split):
            for index in split.columns.indices { split.columns[index].content = all(split.columns[index].content) }
            copy = .splitView(split)
        case .link(var link): link.label = all(link.label); link.destination = all(link.destination); copy = .link(link)
        case .button(var button): button.label = all(button.label); copy = .button(button)
        case .menu(var menu): menu.label = all(menu.label); menu.content = all(menu.content); copy = .menu(menu)
        case .tabView(var tabs):
            for index in tabs.tabs.indices { tabs.tabs[index].content = all(tabs.tabs[index].content) }
            copy = .tabView(tabs)
        case .conditional(var conditional):
            conditional.then = all(conditional.then)
            conditional.otherwise = all(conditional.otherwise)
            copy = .conditional(conditional)
        case .switchOn(var sw):
            for index in sw.cases.indices { sw.cases[index].content = all(sw.cases[index].content) }
            sw.defaultContent = all(sw.defaultContent)
            copy = .switchOn(sw)
        case .instance(var instance):
            for index in instance.arguments.indices { instance.arguments[index].views = instance.arguments[index].views.map(all) }
            copy = .instance(instance)
        }
        let modifiers = self.modifiers.map { modifier -> Modifier in
            var kind = modifier.kind
            switch modifier.kind {
            case .navigationDestination(var d): d.content = all(d.content); kind = .navigationDestination(d)
            case .presentation(var p): p.content = all(p.content); kind = .presentation(p)
            case .attached(var a): a.content = all(a.content); kind = .attached(a)
            case .navigationTitle, .disabled, .ignored, .event, .screenFlag: break
            }
            return Modifier(name: modifier.name, kind: kind, range: modifier.range, nameRange: modifier.nameRange)
        }
        return ViewNode(element: copy, range: range, nameRange: nameRange, modifiers: modifiers)
    }
}
