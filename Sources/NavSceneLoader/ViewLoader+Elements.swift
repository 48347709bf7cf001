import NavSceneDiagnostics
import NavSceneModel
import NavSceneYAML

/// The built-in elements of Grammar.md's table, each with the arguments it accepts.
extension ViewLoader {
    static let leafNames = ["Spacer", "Divider", "EmptyView", "Rectangle", "Circle", "ProgressView"]
    static let elementNames = ["Text", "Label", "Image"] + leafNames + ContainerKind.allCases.filter(\.isElement).map(\.rawValue)
        + ["List", "Table", "Section", "ForEach", "NavigationStack", "NavigationSplitView", "NavigationView",
           "NavigationLink", "Button", "Menu", "TabView", "Tab", "Unknown"]

    /// An element's arguments as `GrammarTables.elements` describes them.
    func arguments(_ element: String, _ args: YAMLNode?) -> Arguments? {
        let spec = GrammarTables.argumentNames(element)
        return arguments(element, args, allowed: spec.allowed, primary: spec.primary, listKey: spec.listKey)
    }

    /// How an element's arguments were written, normalised to named arguments.
    /// `primary` takes a scalar (`Text: Hello`); `listKey` takes a list (`VStack: [...]`).
    func arguments(_ element: String, _ args: YAMLNode?, allowed: [String], primary: String? = nil,
                   listKey: String? = nil) -> Arguments? {
        guard let args, !args.isNull else { return Arguments() }
        switch args.kind {
        case .mapping:
            let pairs = args.pairs!
            // A single view where a list of views is accepted: `ScrollView: { LazyVGrid: ... }`.
            if let listKey, pairs.contains(where: { ViewLoader.isCapitalised($0.key) || $0.key.isScalar("if") || $0.key.isScalar("switch") }) {
                return Arguments(single: (listKey, args))
            }
            return Arguments(keys: context.keyed(pairs, allowed: allowed, in: "'\(element)'", modifierHint: true))
        case .sequence:
            if let listKey { return Arguments(single: (listKey, args)) }
        case .scalar:
            if let primary { return Arguments(single: (primary, args)) }
        }
        var expected = "a mapping of named arguments"
        if allowed.isEmpty { expected = "empty (it takes no arguments)" }
        if let listKey { expected += " or a list of views (its '\(listKey)')" }
        if let primary { expected += " or a scalar (its '\(primary)')" }
        context.wrongShape(args, expected: expected, for: "the value of '\(element)'")
        return nil
    }

    /// The built-in elements by name: one dictionary lookup per view node instead of a chain of string switches.
    enum BuiltIn {
        case container(ContainerKind)
        case leaf, text, label, image, list, table, section, forEach, stack, splitView, navigationView, link, button
        case menu, tabView, tab
    }

    /// Elements a scene's own view of the same name takes precedence over: added after scenes could name views so.
    static let shadowableElementNames: Set<String> = ["Unknown"]

    static let builtIns: [String: BuiltIn] = {
        var table: [String: BuiltIn] = [
            "Text": .text, "Label": .label, "Image": .image, "List": .list, "Table": .table, "Section": .section,
            "ForEach": .forEach, "NavigationStack": .stack, "NavigationSplitView": .splitView,
            "NavigationView": .navigationView, "NavigationLink": .link, "Button": .button, "Menu": .menu, "TabView": .tabView, "Tab": .tab,
        ]
        for name in leafNames { table[name] = .leaf }
        for kind in ContainerKind.allCases where kind.isElement { table[kind.rawValue] = .container(kind) }
        table["Unknown"] = .container(.unknown)
        return table
    }()

    /// `builtIns` with whether each name is in `shadowableElementNames` and the element's arguments as
    /// `GrammarTables` describes them: one lookup per element name.
    /// A class, so that a lookup hands out one reference rather than copying (and retaining) every field.
    final class BuiltInEntry {
        let builtIn: BuiltIn
        let shadowable: Bool
        /// Whether `GrammarTables` describes the element's arguments (then `allowed`, `primary` and `listKey` are its).
        let described: Bool
        let allowed: [String]
        let primary: String?
        let listKey: String?

        init(builtIn: BuiltIn, shadowable: Bool, described: Bool, allowed: [String], primary: String?, listKey: String?) {
            self.builtIn = builtIn; self.shadowable = shadowable; self.described = described
            self.allowed = allowed; self.primary = primary; self.listKey = listKey
        }
    }

    static let builtInEntries: [String: BuiltInEntry] = Dictionary(uniqueKeysWithValues: builtIns.map { name, builtIn in
        let spec = GrammarTables.argumentSpec(name)
        return (name, BuiltInEntry(builtIn: builtIn, shadowable: shadowableElementNames.contains(name), described: spec != nil,
                                   allowed: spec?.allowed ?? [], primary: spec?.primary, listKey: spec?.listKey))
    })

    func element(_ name: String, nameNode: YAMLNode, args: YAMLNode?, nodeRange: SourceRange) -> Element? {
        // A scene's own view named like an element added later (`Unknown`) is the scene's view, as it was.
        guard let entry = ViewLoader.builtInEntries[name], !(entry.shadowable && viewNames.contains(name)) else {
            guard viewNames.contains(name) else {
                reportUnknownElement(name, at: nameNode.range)
                return nil
            }
            return instance(name, args: args)
        }
        // The element's arguments, with the spec found in the same lookup (`arguments(name, args)` would look it up again).
        func elementArguments() -> Arguments? {
            guard entry.described else { return arguments(name, args) }
            return arguments(name, args, allowed: entry.allowed, primary: entry.primary, listKey: entry.listKey)
        }
        switch entry.builtIn {
        case .container(let kind):
            guard let a = elementArguments() else { return nil }
            return .container(kind, content: a["content"].map { viewList($0, "'content'") } ?? [])
        case .leaf:
            guard elementArguments() != nil else { return nil }
            return .leaf(name)
        case .text:
            guard let a = elementArguments() else { return nil }
            return .text(a["text"].flatMap { context.template($0, "'text'") } ?? Template(parts: [], range: nameNode.range))
        case .label:
            // A Label shows its title like Text (the icon has no navigation meaning).
            guard let a = elementArguments() else { return nil }
            return .text(a["title"].flatMap { context.template($0, "'title'") } ?? Template(parts: [], range: nameNode.range))
        case .image:
            guard elementArguments() != nil else { return nil }
            return .leaf(name)
        case .list: return list(args)
        case .table: return table(args, nodeRange)
        case .section:
            guard let a = elementArguments() else { return nil }
            // A header or footer is display text (a scalar) or views (`header: { HStack: [...] }`).
            func part(_ key: String) -> (Template?, [ViewNode]) {
                guard let node = a[key] else { return (nil, []) }
                if node.string != nil { return (context.template(node, "'\(key)'"), []) }
                return (nil, viewList(node, "'\(key)'"))
            }
            let (header, headerViews) = part("header"), (footer, footerViews) = part("footer")
            return .section(SectionElement(header: header, content: a["content"].map { viewList($0, "'content'") } ?? [],
                                           footer: footer, headerViews: headerViews, footerViews: footerViews))
        case .forEach:
            guard let a = elementArguments(),
                  let dataNode = requireArg(a, "data", name, nodeRange), let data = context.expression(dataNode, "'data'"),
                  let asNode = requireArg(a, "as", name, nodeRange), let elementName = context.name(asNode, "'as'") else { return nil }
            return .forEach(ForEachElement(data: data, elementName: elementName, content: a["content"].map { viewList($0, "'content'") } ?? []))
        case .stack:
            guard let a = elementArguments() else { return nil }
            return .stack(StackElement(path: a["path"].flatMap { context.binding($0, "'path'") },
                                       root: a["root"].map { viewList($0, "'root'") } ?? []))
        case .splitView: return splitView(args, nodeRange)
        case .navigationView:
            guard let a = elementArguments() else { return nil }
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
        case .link: return link(args)
        case .button:
            guard let a = elementArguments() else { return nil }
            let statements = a["action"].map { StatementLoader(context: context).statements($0, "a Button's 'action'") } ?? []
            return .button(ButtonElement(title: a["title"].flatMap { context.template($0, "'title'") },
                                         label: a["label"].map { viewList($0, "'label'") } ?? [], action: statements))
        case .menu:
            guard let a = arguments(name, args, allowed: ["title", "label", "content", "primaryAction"], primary: "title") else { return nil }
            if a["title"] == nil, a["label"] == nil {
                context.bag.error("missing-argument", "'Menu' needs a 'title' or a 'label'", at: nodeRange)
            }
            return .menu(MenuElement(title: a["title"].flatMap { context.template($0, "'title'") },
                                     label: a["label"].map { viewList($0, "'label'") } ?? [],
                                     content: a["content"].map { viewList($0, "'content'") } ?? []))
        case .tabView: return tabView(args)
        case .tab:
            context.bag.error("wrong-shape", "'Tab' is only allowed in the 'tabs' of a TabView", at: nameNode.range)
            return nil
        }
    }

    func requireArg(_ a: Arguments, _ key: String, _ element: String, _ range: SourceRange) -> YAMLNode? {
        if let node = a[key] { return node }
        context.bag.error("missing-argument", "'\(element)' needs '\(key)'", at: range)
        return nil
    }

    private func list(_ args: YAMLNode?) -> Element? {
        guard let args, let a = arguments("List", args) else {
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

    private func table(_ args: YAMLNode?, _ range: SourceRange) -> Element? {
        guard let a = arguments("Table", args),
              let dataNode = requireArg(a, "data", "Table", range), let data = context.expression(dataNode, "'data'"),
              let asNode = requireArg(a, "as", "Table", range), let elementName = context.name(asNode, "'as'") else { return nil }
        var columns: [Template] = []
        if let columnsNode = a["columns"] {
            if columnsNode.items == nil { context.wrongShape(columnsNode, expected: "a list of texts", for: "'columns'") }
            for item in columnsNode.items ?? .empty { if let t = context.template(item, "a column") { columns.append(t) } }
        }
        return .table(TableElement(data: data, elementName: elementName, selection: a["selection"].flatMap { context.binding($0, "'selection'") },
                                   columns: columns, row: a["row"].map { viewList($0, "'row'") } ?? []))
    }

    private func splitView(_ args: YAMLNode?, _ range: SourceRange) -> Element? {
        guard let a = arguments("NavigationSplitView", args) else { return nil }
        var columns: [SplitColumn] = []
        for kind in [SplitColumn.Kind.sidebar, .content, .detail] {
            guard let node = a[kind.rawValue] else {
                if kind != .content { context.bag.error("missing-argument", "'NavigationSplitView' needs '\(kind.rawValue)'", at: range) }
                continue
            }
            columns.append(SplitColumn(kind: kind, content: viewList(node, "'\(kind.rawValue)'"), range: node.range))
        }
        let visibility = a.keys?["columnVisibility"].flatMap { pair in
            isDeprecatedWords(pair.value) ? deprecatedIgnoredArgument(pair, of: "NavigationSplitView") : context.binding(pair.value, "'columnVisibility'")
        }
        return .splitView(SplitViewElement(columns: columns, columnVisibility: visibility,
                                           preferredCompactColumn: a["preferredCompactColumn"].flatMap { context.binding($0, "'preferredCompactColumn'") }))
    }

    private func link(_ args: YAMLNode?) -> Element? {
        guard let a = arguments("NavigationLink", args) else { return nil }
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

    private func tabView(_ args: YAMLNode?) -> Element? {
        guard let a = arguments("TabView", args) else { return nil }
        var style = TabViewElement.Style.automatic
        if let styleNode = a["style"], let text = context.scalar(styleNode, "'style'") {
            if let value = TabViewElement.Style(rawValue: text) { style = value } else {
                context.bag.error("invalid-value", "'style' of TabView must be one of automatic, page, verticalPage, not '\(text)'\(Suggestions.didYouMean(text, in: TabViewElement.Style.allCases.map(\.rawValue)))",
                                  at: styleNode.range)
            }
        }
        var tabs: [Tab] = []
        // `tabs` and `content` are two names for the children: `Tab`s (iOS 18) or views with `.tabItem` (before).
        for item in (a["tabs"].map(context.listOrOne) ?? []) + (a["content"].map(context.listOrOne) ?? []) {
            if let t = tab(item) { tabs.append(t) }
        }
        return .tabView(TabViewElement(selection: a["selection"].flatMap { context.binding($0, "'selection'") }, style: style, tabs: tabs))
    }

    private func tab(_ node: YAMLNode) -> Tab? {
        if let pairs = node.pairs, pairs.contains(where: { $0.key.isScalar("tabItem") }) { return tabItemTab(node, pairs) }
        // A view with no `tabItem` (`- Spacer: {}`): SwiftUI makes it a tab with no label (an empty slot of the bar, or
        // a page of a page-style TabView).
        if let pairs = node.pairs, let first = pairs.first?.key.string, first != "Tab", ViewLoader.isCapitalised(first) {
            guard var tab = tabItemTab(node, pairs) else { return nil }
            tab.unlabelled = true
            return tab
        }
        guard let pairs = node.pairs, let tabPair = pairs.first(where: { $0.key.isScalar("Tab") }) else {
            context.wrongShape(node, expected: "a 'Tab' (such as '{ Tab: { title: Home, content: ... } }') or a view (with 'tabItem' for its label)",
                               for: "each entry of 'tabs'")
            return nil
        }
        for pair in pairs where pair.key.string != "Tab" {
            guard let key = pair.key.string, Modifier.presentational.contains(key) || key == "badge" else {
                let key = pair.key.string ?? ""
                if ViewLoader.modifierNames.contains(key) {
                    context.bag.error("unknown-modifier", "a Tab takes no modifier '\(key)'; put it on the Tab's content", at: pair.key.range)
                } else {
                    let candidates = Modifier.presentational.sorted()
                    context.bag.warning("unknown-modifier", "unknown modifier '\(key)', ignored\(Suggestions.didYouMean(key, in: candidates))",
                                        at: pair.key.range)
                }
                continue
            }
        }
        guard let a = arguments("Tab", tabPair.value) else { return nil }
        let title = a["title"].flatMap { context.template($0, "'title'") } ?? Template(parts: [], range: tabPair.key.range)
        return Tab(title: title, value: a["value"].flatMap { context.expression($0, "'value'") },
                   content: a["content"].map { viewList($0, "'content'") } ?? [], range: node.range)
    }
}

extension ViewLoader {
    /// A TabView child written the pre-iOS 18 way: a view with `.tabItem { Label(...) }` and `.tag(value)`. The tab's
    /// title is the item's text; the view (with its other modifiers) is the tab's content.
    func tabItemTab(_ node: YAMLNode, _ pairs: YAMLNode.Pairs) -> Tab? {
        guard let view = viewNode(node) else { return nil }
        var title: Template?
        var value: Expression?
        for pair in pairs {
            if pair.key.isScalar("tabItem") {
                if let text = freeText(pair.value) {
                    title = title ?? deprecatedFreeTextTabItem(pair, text)
                    continue
                }
                let item = viewList(pair.value, "'tabItem'")
                for itemNode in item {
                    switch itemNode.element {
                    case .text(let template): title = title ?? template
                    case .leaf: break
                    default:
                        context.bag.error("wrong-shape", "a 'tabItem' shows a Label, a Text or an Image, not '\(itemNode.name)'", at: itemNode.nameRange)
                    }
                }
                if title == nil { title = Template(parts: [], range: pair.key.range) }
            } else if pair.key.isScalar("tag") {
                value = context.expression(pair.value, "'tag'")
            }
        }
        return Tab(title: title ?? Template(parts: [], range: node.range), value: value, content: [view], range: node.range)
    }
}

/// An element's arguments by name: the checked keys of a mapping, or the one argument a scalar or a list stands for.
struct Arguments {
    var keys: Keys?
    var single: (name: String, node: YAMLNode)?

    subscript(name: String) -> YAMLNode? {
        if let single { return single.name == name ? single.node : nil }
        return keys?[name]?.value
    }
}
