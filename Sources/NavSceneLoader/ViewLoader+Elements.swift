import NavSceneDiagnostics
import NavSceneModel
import NavSceneYAML

/// The built-in elements of Grammar.md's table, each with the arguments it accepts.
extension ViewLoader {
    static let leafNames = ["Spacer", "Divider", "EmptyView", "Rectangle", "Circle", "ProgressView"]
    static let elementNames = ["Text", "Label", "Image"] + leafNames + ContainerKind.allCases.map(\.rawValue)
        + ["List", "Table", "Section", "ForEach", "NavigationStack", "NavigationSplitView", "NavigationView",
           "NavigationLink", "Button", "TabView", "Tab"]

    /// How an element's arguments were written, normalised to named arguments.
    /// `primary` takes a scalar (`Text: Hello`); `listKey` takes a list (`VStack: [...]`).
    func arguments(_ element: String, _ args: Node?, allowed: [String], primary: String? = nil,
                   listKey: String? = nil) -> [String: Node]? {
        guard let args, !args.isNull else { return [:] }
        switch args.content {
        case .mapping(let pairs):
            // A single view where a list of views is accepted: `ScrollView: { LazyVGrid: ... }`.
            if let listKey, pairs.contains(where: { $0.key.string.map { ViewLoader.isCapitalised($0) || $0 == "if" || $0 == "switch" } ?? false }) {
                return [listKey: args]
            }
            return context.keyed(pairs, allowed: allowed, in: "'\(element)'", modifierHint: true).mapValues(\.value)
        case .sequence:
            if let listKey { return [listKey: args] }
        case .scalar:
            if let primary { return [primary: args] }
        }
        var expected = "a mapping of named arguments"
        if allowed.isEmpty { expected = "empty (it takes no arguments)" }
        if let listKey { expected += " or a list of views (its '\(listKey)')" }
        if let primary { expected += " or a scalar (its '\(primary)')" }
        context.wrongShape(args, expected: expected, for: "the value of '\(element)'")
        return nil
    }

    func element(_ name: String, nameNode: Node, args: Node?, nodeRange: SourceRange) -> Element? {
        if let kind = ContainerKind(rawValue: name) {
            var allowed = ["content", "spacing", "alignment"]
            if kind == .lazyVGrid || kind == .lazyHGrid { allowed += ["columns", "rows"] }
            if kind == .scrollView { allowed = ["content", "axes", "showsIndicators"] }
            guard let a = arguments(name, args, allowed: allowed, listKey: "content") else { return nil }
            return .container(kind, content: a["content"].map { viewList($0, "'content'") } ?? [])
        }
        if ViewLoader.leafNames.contains(name) {
            guard arguments(name, args, allowed: []) != nil else { return nil }
            return .leaf(name)
        }
        switch name {
        case "Text":
            guard let a = arguments(name, args, allowed: ["text"], primary: "text") else { return nil }
            return .text(a["text"].flatMap { context.template($0, "'text'") } ?? Template(parts: [], range: nameNode.range))
        case "Label":
            // A Label shows its title like Text (the icon has no navigation meaning).
            guard let a = arguments(name, args, allowed: ["title", "systemImage"], primary: "title") else { return nil }
            return .text(a["title"].flatMap { context.template($0, "'title'") } ?? Template(parts: [], range: nameNode.range))
        case "Image":
            guard arguments(name, args, allowed: ["systemName", "name"], primary: "name") != nil else { return nil }
            return .leaf(name)
        case "List": return list(args)
        case "Table": return table(args, nodeRange)
        case "Section":
            guard let a = arguments(name, args, allowed: ["header", "content", "footer"], primary: "header", listKey: "content") else { return nil }
            return .section(SectionElement(header: a["header"].flatMap { context.template($0, "'header'") },
                                           content: a["content"].map { viewList($0, "'content'") } ?? []))
        case "ForEach":
            guard let a = arguments(name, args, allowed: ["data", "as", "content", "id"]),
                  let dataNode = requireArg(a, "data", name, nodeRange), let data = context.expression(dataNode, "'data'"),
                  let asNode = requireArg(a, "as", name, nodeRange), let elementName = context.name(asNode, "'as'") else { return nil }
            return .forEach(ForEachElement(data: data, elementName: elementName, content: a["content"].map { viewList($0, "'content'") } ?? []))
        case "NavigationStack":
            guard let a = arguments(name, args, allowed: ["path", "root"], listKey: "root") else { return nil }
            return .stack(StackElement(path: a["path"].flatMap { context.binding($0, "'path'") },
                                       root: a["root"].map { viewList($0, "'root'") } ?? []))
        case "NavigationSplitView": return splitView(args, nodeRange)
        case "NavigationView":
            guard let a = arguments(name, args, allowed: ["content", "style"], listKey: "content") else { return nil }
            let content = a["content"].map { viewList($0, "'content'") } ?? []
            // Without a style, one child is shown as a stack and several as columns (as on iPad).
            var style: NavigationViewElement.Style = content.count > 1 ? .columns : .stack
            if let styleNode = a["style"], let text = context.scalar(styleNode, "'style'") {
                if let value = NavigationViewElement.Style(rawValue: text) { style = value } else {
                    context.bag.error("invalid-value", "'style' of NavigationView must be 'stack' or 'columns', not '\(text)'\(Suggestions.didYouMean(text, in: ["stack", "columns"]))",
                                      at: styleNode.range)
                }
            }
            return .navigationView(NavigationViewElement(style: style, content: content))
        case "NavigationLink": return link(args)
        case "Button":
            guard let a = arguments(name, args, allowed: ["title", "label", "action", "role"], primary: "title") else { return nil }
            let statements = a["action"].map { StatementLoader(context: context).statements($0, "a Button's 'action'") } ?? []
            return .button(ButtonElement(title: a["title"].flatMap { context.template($0, "'title'") },
                                         label: a["label"].map { viewList($0, "'label'") } ?? [], action: statements))
        case "TabView": return tabView(args)
        case "Tab":
            context.bag.error("wrong-shape", "'Tab' is only allowed in the 'tabs' of a TabView", at: nameNode.range)
            return nil
        default:
            guard viewNames.contains(name) else {
                reportUnknownElement(name, at: nameNode.range)
                return nil
            }
            return instance(name, args: args)
        }
    }

    func requireArg(_ a: [String: Node], _ key: String, _ element: String, _ range: SourceRange) -> Node? {
        if let node = a[key] { return node }
        context.bag.error("missing-argument", "'\(element)' needs '\(key)'", at: range)
        return nil
    }

    private func list(_ args: Node?) -> Element? {
        guard let args, let a = arguments("List", args, allowed: ["content", "data", "as", "row", "selection", "id"], listKey: "content") else {
            return args == nil ? .list(ListElement(data: nil, elementName: nil, selection: nil, content: [])) : nil
        }
        let selection = a["selection"].flatMap { context.binding($0, "'selection'") }
        guard let dataNode = a["data"] else {
            if let row = a["row"] {
                context.bag.error("missing-argument", "'row' needs 'data' and 'as'; use 'content' for static rows", at: row.range)
            }
            return .list(ListElement(data: nil, elementName: nil, selection: selection, content: a["content"].map { viewList($0, "'content'") } ?? []))
        }
        guard let data = context.expression(dataNode, "'data'") else { return nil }
        guard let asNode = requireArg(a, "as", "List", args.range), let elementName = context.name(asNode, "'as'") else { return nil }
        let rows = a["row"] ?? a["content"]
        return .list(ListElement(data: data, elementName: elementName, selection: selection, content: rows.map { viewList($0, "'row'") } ?? []))
    }

    private func table(_ args: Node?, _ range: SourceRange) -> Element? {
        guard let a = arguments("Table", args, allowed: ["data", "as", "selection", "columns", "row"]),
              let dataNode = requireArg(a, "data", "Table", range), let data = context.expression(dataNode, "'data'"),
              let asNode = requireArg(a, "as", "Table", range), let elementName = context.name(asNode, "'as'") else { return nil }
        var columns: [Template] = []
        if let columnsNode = a["columns"] {
            if columnsNode.items == nil { context.wrongShape(columnsNode, expected: "a list of texts", for: "'columns'") }
            for item in columnsNode.items ?? [] { if let t = context.template(item, "a column") { columns.append(t) } }
        }
        return .table(TableElement(data: data, elementName: elementName, selection: a["selection"].flatMap { context.binding($0, "'selection'") },
                                   columns: columns, row: a["row"].map { viewList($0, "'row'") } ?? []))
    }

    private func splitView(_ args: Node?, _ range: SourceRange) -> Element? {
        guard let a = arguments("NavigationSplitView", args, allowed: ["sidebar", "content", "detail", "columnVisibility"]) else { return nil }
        var columns: [SplitColumn] = []
        for kind in [SplitColumn.Kind.sidebar, .content, .detail] {
            guard let node = a[kind.rawValue] else {
                if kind != .content { context.bag.error("missing-argument", "'NavigationSplitView' needs '\(kind.rawValue)'", at: range) }
                continue
            }
            columns.append(SplitColumn(kind: kind, content: viewList(node, "'\(kind.rawValue)'"), range: node.range))
        }
        return .splitView(SplitViewElement(columns: columns))
    }

    private func link(_ args: Node?) -> Element? {
        guard let a = arguments("NavigationLink", args, allowed: ["title", "value", "label", "destination", "isActive", "tag", "selection"],
                                primary: "title") else { return nil }
        if let value = a["value"], a["destination"] != nil {
            // SwiftUI has no NavigationLink(value:destination:): a link presents a value or a view.
            context.bag.error("invalid-value",
                              "a NavigationLink presents either a value ('value') or a view ('destination'), not both; keep 'value' and map it with navigationDestination(for:), or keep 'destination'",
                              at: value.range)
        }
        if a["title"] != nil, a["label"] != nil, let label = a["label"] {
            context.bag.error("invalid-value", "a NavigationLink has a 'title' or a 'label' view, not both", at: label.range)
        }
        return .link(LinkElement(
            title: a["title"].flatMap { context.template($0, "'title'") },
            label: a["label"].map { viewList($0, "'label'") } ?? [],
            value: a["value"].flatMap { context.expression($0, "'value'") },
            destination: a["destination"].map { viewList($0, "'destination'") } ?? [],
            isActive: a["isActive"].flatMap { context.binding($0, "'isActive'") },
            tag: a["tag"].flatMap { context.expression($0, "'tag'") },
            selection: a["selection"].flatMap { context.binding($0, "'selection'") }))
    }

    private func tabView(_ args: Node?) -> Element? {
        guard let a = arguments("TabView", args, allowed: ["selection", "style", "tabs"], listKey: "tabs") else { return nil }
        var style = TabViewElement.Style.automatic
        if let styleNode = a["style"], let text = context.scalar(styleNode, "'style'") {
            if let value = TabViewElement.Style(rawValue: text) { style = value } else {
                context.bag.error("invalid-value", "'style' of TabView must be one of automatic, page, verticalPage, not '\(text)'\(Suggestions.didYouMean(text, in: TabViewElement.Style.allCases.map(\.rawValue)))",
                                  at: styleNode.range)
            }
        }
        var tabs: [Tab] = []
        for item in a["tabs"].map(context.listOrOne) ?? [] {
            if let t = tab(item) { tabs.append(t) }
        }
        return .tabView(TabViewElement(selection: a["selection"].flatMap { context.binding($0, "'selection'") }, style: style, tabs: tabs))
    }

    private func tab(_ node: Node) -> Tab? {
        guard let pairs = node.pairs, let tabPair = pairs.first(where: { $0.key.string == "Tab" }) else {
            context.wrongShape(node, expected: "a 'Tab' (such as '{ Tab: { title: Home, content: ... } }')", for: "each entry of 'tabs'")
            return nil
        }
        for pair in pairs where pair.key.string != "Tab" {
            guard let key = pair.key.string, Modifier.presentational.contains(key) || key == "badge" else {
                context.bag.error("unknown-modifier", "a Tab takes no modifier '\(pair.key.string ?? "")'; put modifiers on its content",
                                  at: pair.key.range)
                continue
            }
        }
        guard let a = arguments("Tab", tabPair.value, allowed: ["title", "value", "content", "systemImage"], primary: "title") else { return nil }
        let title = a["title"].flatMap { context.template($0, "'title'") } ?? Template(parts: [], range: tabPair.key.range)
        return Tab(title: title, value: a["value"].flatMap { context.expression($0, "'value'") },
                   content: a["content"].map { viewList($0, "'content'") } ?? [], range: node.range)
    }
}
