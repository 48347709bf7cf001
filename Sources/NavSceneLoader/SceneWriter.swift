import NavSceneModel

/// Scene model -> scene file (Grammar.md): what `navlint extract` writes for a scene another front end built (the
/// Swift front end). The file loads back into the same navigation: types, sample data, state, views, root, actions.
/// Every scalar that is not a plain name is double-quoted, so no expression or text is misread as YAML.
public enum SceneWriter {
    public static func yaml(_ scene: Scene, header: String? = nil) -> String {
        let names = SceneNames(scene)
        var w = Writer(names: names)
        for site in scene.opaque { if let node = site.node { w.sites[ObjectIdentifier(node), default: []].append(site) } }
        if let header { for line in header.split(separator: "\n", omittingEmptySubsequences: false) { w.line(0, "# " + line) } }
        // The scene's name is a name of its own kind (a folder's `my-app`, a Swift `Outer.Inner`): written as one.
        w.line(0, "scene: \(SceneNames.isName(scene.name) ? scene.name : SceneNames.sanitised(scene.name))")
        if !scene.typeOrder.isEmpty {
            w.line(0, "types:")
            for typeName in scene.typeOrder {
                guard let decl = scene.types[typeName] else { continue }
                w.line(1, "\(names.name(typeName)):")
                switch decl.kind {
                case .enumeration(let declared, let properties):
                    // A case declared twice (two types of one name merged from several modules) is written once.
                    var seen: Set<String> = []
                    let cases = declared.filter { seen.insert($0.name).inserted }
                    w.line(2, "enum: [\(cases.map { enumCase($0, names) }.joined(separator: ", "))]")
                    if let raw = decl.rawType { w.line(2, "rawValue: \(raw.description)") }
                    if !properties.isEmpty {
                        w.line(2, "properties:")
                        for property in properties {
                            let values = cases.compactMap { c in property.values[c.name].map { "\(c.name): \(quote($0))" } }
                            w.line(3, "\(property.name): { \(values.joined(separator: ", ")) }")
                        }
                    }
                case .structure(let fields, let identity):
                    w.line(2, "fields:")
                    var seen: Set<String> = []
                    for field in fields where seen.insert(field.name).inserted {
                        // A field of an enum with no cases can hold no value: optional, so that records may leave it out.
                        var uninhabited = false
                        if case .named(let type) = field.type, let decl = scene.types[type] { uninhabited = decl.isEnum && decl.cases.isEmpty }
                        w.line(3, "\(field.name): \(names.quoted(uninhabited ? .optional(field.type) : field.type))")
                    }
                    if let identity { w.line(2, "identifiedBy: \(identity)") }
                    if let display = decl.displayField { w.line(2, "display: \(display)") }
                }
                if decl.codable { w.line(2, "codable: true") }
            }
        }
        let dataTypes = scene.typeOrder.filter { !(scene.data.records[$0] ?? []).isEmpty }
        if !dataTypes.isEmpty {
            w.line(0, "data:")
            for typeName in dataTypes {
                w.line(1, "\(names.name(typeName)):")
                let declared = scene.types[typeName]?.fields ?? []
                let fieldTypes = Dictionary(declared.map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
                for (index, record) in scene.data.records[typeName]!.enumerated() {
                    var written: [String: String] = [:]
                    for (key, value) in record.fields {
                        // A value that does not fit its field's enum type (a text stand-in) is left out.
                        if case .named(let type)? = fieldTypes[key]?.unwrapped, scene.types[type]?.isEnum == true {
                            guard case .enumCase = value else { continue }
                        }
                        if let text = dataValue(value, scene) { written[key] = text }
                    }
                    // A field the record lacks that the loader requires (a type merged from two declarations of one
                    // name): its type's plain value, when it has one.
                    for field in declared where written[field.name] == nil {
                        if let text = standIn(field.type, scene) { written[field.name] = text }
                    }
                    let fields = written.keys.sorted().map { "\($0): \(written[$0]!)" }
                    w.line(2, "\(record.name ?? "record\(index)"): { \(fields.joined(separator: ", ")) }")
                }
            }
        }
        let queryNames = scene.queries.keys.sorted { (scene.queries[$0]!.range.start.offset, $0) < (scene.queries[$1]!.range.start.offset, $1) }
        if !queryNames.isEmpty {
            w.line(0, "queries:")
            for name in queryNames {
                let query = scene.queries[name]!
                w.line(1, "\(names.name(name)):")
                if !query.parameters.isEmpty {
                    w.line(2, "parameters: { \(query.parameters.map { "\($0.label): \(names.quoted($0.type))" }.joined(separator: ", ")) }")
                }
                w.line(2, "value: \(names.quoted(query.body))")
            }
        }
        if !scene.state.isEmpty || !scene.computed.isEmpty {
            w.line(0, "state:")
            w.state(scene.state, computed: scene.computed, 1)
        }
        if !scene.viewOrder.isEmpty {
            w.line(0, "views:")
            for viewName in scene.viewOrder {
                guard let view = scene.views[viewName] else { continue }
                w.line(1, "\(names.view(viewName)):")
                if !view.parameters.isEmpty {
                    var seen: Set<String> = []
                    let parameters = view.parameters.filter { seen.insert($0.name).inserted }   // one per name, as the loader reads them
                    let shown = viewParameterNames(in: view.body)
                    w.line(2, "parameters: { \(parameters.map { "\(names.name($0.name)): \(quote(shown.contains($0.name) ? "View" : parameterType($0, names)))" }.joined(separator: ", ")) }")
                }
                if !view.state.isEmpty {
                    w.line(2, "state:")
                    w.state(view.state, computed: [:], 3)
                }
                w.line(2, "body:")
                w.views(view.body, 3)
                if view.body.isEmpty { w.line(3, "- EmptyView") }
            }
        }
        // No entry (a library whose views are all shown from elsewhere): an empty root, which loads back as none.
        if scene.root.isEmpty { w.line(0, "root: []") } else {
            w.line(0, "root:")
            // Roots whose context is unknown (a module's public views, shown by other modules that may wrap them in a
            // stack, a sheet or a list): inside one `Unknown` view, which stands for that context.
            let unknownContext = scene.root.filter { scene.hasUnknownContext(root: $0) }
            w.views(scene.root.filter { !scene.hasUnknownContext(root: $0) }, 1)
            if let first = unknownContext.first {
                let context = ViewNode(element: .container(.unknown, content: unknownContext),
                                       range: first.range, nameRange: first.nameRange, modifiers: [])
                w.sites[ObjectIdentifier(context)] = [OpaqueSite(kind: .view, what: "what shows these views (code outside the module)",
                                                                 range: first.range, mayRegisterDestinations: true, mayNavigate: true)]
                w.view(context, 1)
            }
        }
        if !scene.actionOrder.isEmpty {
            w.line(0, "actions:")
            for actionName in scene.actionOrder {
                guard let action = scene.actions[actionName] else { continue }
                w.line(1, "\(names.name(actionName)):")
                w.statements(action.statements, 2)
                if action.statements.isEmpty { w.line(2, "[]") }
            }
        }
        if let persistence = scene.persistence {
            w.line(0, "persistence:")
            w.line(1, "sceneStorage: \(quote(persistence.sceneStorage))")
            w.line(1, "encode:")
            for entry in persistence.entries {
                switch entry.encoding {
                case .value: w.line(2, "\(quote(entry.key)): \(names.name(entry.state))")
                case .ids: w.line(2, "\(quote(entry.key)): { ids: \(names.name(entry.state)) }")
                }
            }
        }
        let unplaced = scene.opaque.filter { $0.node == nil }
        if !unplaced.isEmpty {
            w.line(0, "unknown:")
            for site in unplaced { w.line(1, "- " + Writer.entry(site, types: names)) }
        }
        let defaults = Simulation()
        if scene.simulation.viewport != defaults.viewport || scene.simulation.size != defaults.size || scene.platform != .iOS {
            w.line(0, "simulation:")
            w.line(1, "viewport: \(scene.simulation.viewport)")
            w.line(1, "size: \(scene.simulation.size.rawValue)")
            // The platform the front end built for (a macOS target's build settings): its rules differ (a toolbar).
            if scene.platform != .iOS { w.line(1, "platform: \(scene.platform.rawValue)") }
        }
        if !names.renamed.isEmpty {
            w.line(0, "# Names the scene language cannot hold, written differently here:")
            for (original, written) in names.renamed { w.line(0, "#   \(original) -> \(written)") }
        }
        return w.text
    }

    /// A case as Swift writes it: `settings`, `recipe(Recipe)`, `related(to: Recipe, limit: Int)`, `sent = 5`.
    static func enumCase(_ c: TypeDecl.EnumCase, _ names: SceneNames) -> String {
        if !c.associated.isEmpty {
            let values = c.associated.map { v in (v.label.map { "\($0): " } ?? "") + names.text(v.type) }
            return quote("\(c.name)(\(values.joined(separator: ", ")))")
        }
        switch c.rawValue {
        case .int(let i)?: return quote("\(c.name) = \(i)")
        case .string(let text)? where !text.contains("\""): return quote("\(c.name) = \"\(text)\"")
        default: return c.name
        }
    }

    /// A value of a type for a record's missing field: "" , 0, false, an enum's first case; nil for an optional (nil
    /// is its default) and for types with no plain value.
    static func standIn(_ type: TypeRef, _ scene: Scene) -> String? {
        switch type {
        case .named("String"): return "\"\""
        case .named("Int"), .named("Double"): return "0"
        case .named("Bool"): return "false"
        case .array: return "[]"
        case .named(let name): return scene.types[name]?.cases.first.flatMap { $0.associated.isEmpty ? $0.name : nil }
        default: return nil
        }
    }

    /// The parameters a body shows as views (`.viewParameter`): a generic `content: Content` the front end reads as
    /// views is a `View` parameter in the scene. One walk over the body's nodes.
    static func viewParameterNames(in body: [ViewNode]) -> Set<String> {
        var names: Set<String> = []
        var pending = body
        while let node = pending.popLast() {
            if case .viewParameter(let name) = node.element { names.insert(name) }
            node.forEachChild { _, child in pending.append(child) }
        }
        return names
    }

    /// `Binding<T>`, `() -> Void`, `View` or the value's type.
    static func parameterType(_ p: ViewDecl.Parameter, _ names: SceneNames) -> String {
        if p.isBinding { return "Binding<\(names.text(p.type))>" }
        if p.isAction { return "() -> Void" }
        return names.text(p.type)
    }

    static func name(_ text: String) -> String {
        text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && !text.isEmpty ? text : quote(text)
    }

    /// A double-quoted YAML scalar.
    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 { out += "\\x" + String(scalar.value, radix: 16).leftPadded(to: 2) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    static func dataValue(_ value: Value, _ scene: Scene) -> String? {
        switch value {
        case .null: return nil
        case .bool(let b): return String(b)
        case .int(let i): return String(i)
        case .double(let d): return String(d)
        case .string(let s), .uuid(let s): return quote(s)
        case .enumCase(let type, let name, _):
            // Data names a case (Grammar.md, "Data"); a sample's associated values are not written; a value that is
            // no case of its type (a stand-in of an enum with no cases) is left out.
            guard scene.types[type]?.enumCase(name) != nil else { return nil }
            return name
        case .record(_, let id): return dataValue(id, scene)
        case .list(let items): return "[" + items.compactMap { dataValue($0, scene) }.joined(separator: ", ") + "]"
        }
    }
}

/// Loader leaves (Grammar.md's decorative elements); any other leaf a front end made is written as `EmptyView`.
private let writableLeaves: Set<String> = Set(ViewLoaderLeaves.names)

enum ViewLoaderLeaves {
    static var names: [String] { ViewLoader.leafNames + ["Image"] }
}

private struct Writer {
    let names: SceneNames
    /// The unknown code at each node (`OpaqueSite.node`), written as the node's `unknown` entries.
    var sites: [ObjectIdentifier: [OpaqueSite]] = [:]
    var text = ""

    mutating func line(_ indent: Int, _ content: String) {
        text += String(repeating: "  ", count: indent) + content + "\n"
    }

    /// State entries: `name: Type`, `{type, initial}`, computed `{type, get, set}`.
    mutating func state(_ variables: [StateVariable], computed: [String: ComputedVariable], _ indent: Int) {
        var seen: Set<String> = []
        // One variable per name (the loader reads each once; a front end may hold two of a name), the first.
        for variable in variables where seen.insert(variable.name).inserted {
            let name = names.name(variable.name)
            // Any value of its type: a value the front end cannot compute (`StateVariable.isUnknown`).
            // A latent one (`StateVariable.isLatent`) also never has a value in the simulator.
            let unknown = variable.isLatent ? ", unknown: true, latent: true" : variable.isUnknown ? ", unknown: true" : ""
            if let initial = variable.initial {
                line(indent, "\(name): { type: \(names.quoted(variable.type)), initial: \(names.quoted(initial))\(unknown) }")
            } else if variable.isUnknown {
                line(indent, "\(name): { type: \(names.quoted(variable.type))\(unknown) }")
            } else {
                line(indent, "\(name): \(names.quoted(variable.type))")
            }
        }
        for name in computed.keys.sorted(by: { (computed[$0]!.range.start.offset, $0) < (computed[$1]!.range.start.offset, $1) }) {
            let c = computed[name]!
            line(indent, "\(names.name(name)):")
            line(indent + 1, "type: \(names.quoted(c.type))")
            line(indent + 1, "get: \(names.quoted(c.get))")
            if let set = c.set {
                line(indent + 1, "set:")
                statements(set, indent + 2)
                if set.isEmpty { line(indent + 2, "[]") }
            }
        }
    }

    mutating func views(_ nodes: [ViewNode], _ indent: Int) {
        for node in nodes { view(node, indent) }
    }

    /// One view node as a list entry: `- Element: ...` with its modifiers as sibling keys.
    mutating func view(_ node: ViewNode, _ indent: Int) {
        if let layered = Writer.layered(node) {
            // The unknown view stays with its element; what is unknown around the view goes with the outer Group.
            if let own = sites.removeValue(forKey: ObjectIdentifier(node)), case .container(_, let content) = layered.element, let inner = content.first {
                sites[ObjectIdentifier(inner)] = own.filter { $0.kind == .view }
                sites[ObjectIdentifier(layered)] = own.filter { $0.kind != .view }
            }
            view(layered, indent)
            return
        }
        let pad = indent + 1
        var first = true
        func key(_ content: String) {
            line(first ? indent : pad, (first ? "- " : "") + content)
            first = false
        }
        switch node.element {
        case .text(let t): key("Text: \(names.template(t))")
        case .leaf(let name):
            if writableLeaves.contains(name) { key("\(name): {}") } else { key("EmptyView: {}  # \(name)") }
        case .container(.safeAreaInset, let content):
            // Built by the loader from the modifier: the inner view (the one with the container's range) written with
            // a `safeAreaInset` key holding the bar; the container's own modifiers follow.
            let index = content.firstIndex { $0.range == node.range } ?? 0
            guard index < content.count else { key("EmptyView: {}"); break }
            let bar = Array(content[..<index]) + Array(content[(index + 1)...])
            view(content[index], indent)
            line(pad, "safeAreaInset:")
            line(pad + 1, "edge: \(index == 0 ? "bottom" : "top")")
            line(pad + 1, "content:")
            children(bar, pad + 2)
            first = false
        case .container(.layered, let content):
            // The Swift front end's view with its overlay or background content: a ZStack of both, which holds the
            // same navigation (the content in the view's place, the modifiers after it on both).
            key("ZStack:  # a view with its overlay or background")
            children(content, pad + 1)
        case .container(.unknown, let content):
            // The Swift front end's unknown view: the content of its closures, shown zero or more times.
            if content.isEmpty { key("Unknown: {}") } else {
                key("Unknown:")
                children(content, pad + 1)
            }
        case .container(let kind, let content):
            key("\(kind.rawValue):")
            children(content, pad + 1)
        case .list(let list):
            key("List:")
            if let data = list.data { line(pad + 1, "data: \(names.quoted(data))") }
            if let name = list.elementName { line(pad + 1, "as: \(names.name(name))") }
            if let selection = list.selection { line(pad + 1, "selection: $\(names.name(selection.state))") }
            line(pad + 1, list.data == nil ? "content:" : "row:")
            children(list.content, pad + 2)
        case .table(let table):
            key("Table:")
            line(pad + 1, "data: \(names.quoted(table.data))")
            line(pad + 1, "as: \(names.name(table.elementName))")
            if let selection = table.selection { line(pad + 1, "selection: $\(names.name(selection.state))") }
            line(pad + 1, "columns: [\(table.columns.map(names.template).joined(separator: ", "))]")
            if !table.row.isEmpty { line(pad + 1, "row:"); children(table.row, pad + 2) }
        case .section(let section):
            key("Section:")
            if let header = section.header { line(pad + 1, "header: \(names.template(header))") }
            else if !section.headerViews.isEmpty { line(pad + 1, "header:"); children(section.headerViews, pad + 2) }
            line(pad + 1, "content:")
            children(section.content, pad + 2)
            if let footer = section.footer { line(pad + 1, "footer: \(names.template(footer))") }
            else if !section.footerViews.isEmpty { line(pad + 1, "footer:"); children(section.footerViews, pad + 2) }
        case .forEach(let forEach):
            key("ForEach:")
            line(pad + 1, "data: \(names.quoted(forEach.data))")
            line(pad + 1, "as: \(names.name(forEach.elementName))")
            line(pad + 1, "content:")
            children(forEach.content, pad + 2)
        case .stack(let stack):
            key("NavigationStack:")
            if let path = stack.path { line(pad + 1, "path: $\(names.name(path.state))") }
            line(pad + 1, "root:")
            children(stack.root, pad + 2)
        case .navigationView(let view):
            key("NavigationView:")
            line(pad + 1, "style: \(view.style.rawValue)")
            line(pad + 1, "content:")
            children(view.content, pad + 2)
        case .splitView(let split):
            key("NavigationSplitView:")
            if let visibility = split.columnVisibility { line(pad + 1, "columnVisibility: $\(names.name(visibility.state))") }
            if let preferred = split.preferredCompactColumn { line(pad + 1, "preferredCompactColumn: $\(names.name(preferred.state))") }
            for column in split.columns {
                line(pad + 1, "\(column.kind.rawValue):")
                children(column.content, pad + 2)
            }
        case .link(let link):
            key("NavigationLink:")
            if let title = link.title { line(pad + 1, "title: \(names.template(title))") }
            if !link.label.isEmpty && link.title == nil { line(pad + 1, "label:"); children(link.label, pad + 2) }
            if let value = link.value { line(pad + 1, "value: \(names.quoted(value))") }
            if !link.destination.isEmpty && link.value == nil { line(pad + 1, "destination:"); children(link.destination, pad + 2) }
            if let b = link.isActive { line(pad + 1, "isActive: $\(names.name(b.state))") }
            if let tag = link.tag { line(pad + 1, "tag: \(names.quoted(tag))") }
            if let b = link.selection { line(pad + 1, "selection: $\(names.name(b.state))") }
        case .button(let button):
            key("Button:")
            if let title = button.title { line(pad + 1, "title: \(names.template(title))") }
            if !button.label.isEmpty && button.title == nil { line(pad + 1, "label:"); children(button.label, pad + 2) }
            if button.title == nil && button.label.isEmpty { line(pad + 1, "title: \"\"") }
            line(pad + 1, "action:")
            statements(button.action, pad + 2)
            if button.action.isEmpty { line(pad + 2, "[]") }
        case .tabView(let tabs):
            key("TabView:")
            if let selection = tabs.selection { line(pad + 1, "selection: $\(names.name(selection.state))") }
            line(pad + 1, "style: \(tabs.style.rawValue)")
            line(pad + 1, "tabs:")
            for tab in tabs.tabs {
                // An unlabelled tab is its view, with its value as `tag` (a view in a list entry, `- Spacer: {}`).
                if tab.unlabelled, tab.content.count == 1 {
                    views(tab.content, pad + 2)
                    if let value = tab.value { line(pad + 3, "tag: \(names.quoted(value))") }
                    continue
                }
                line(pad + 2, "- Tab:")
                line(pad + 4, "title: \(names.template(tab.title))")
                if let value = tab.value { line(pad + 4, "value: \(names.quoted(value))") }
                line(pad + 4, "content:")
                children(tab.content, pad + 5)
            }
        case .conditional(let cond):
            key("if: \(names.quoted(cond.condition))")
            if let binding = cond.binding { line(pad, "let: \(names.name(binding))") }
            line(pad, "then:")
            children(cond.then, pad + 1)
            if !cond.otherwise.isEmpty { line(pad, "else:"); children(cond.otherwise, pad + 1) }
        case .switchOn(let sw):
            key("switch: \(names.quoted(sw.subject))")
            var written: Set<String> = []
            let cases = sw.cases.compactMap { c -> (String, [ViewNode])? in
                var pattern = c.pattern == SwitchElement.Case.nilPattern ? "nil" : "." + c.pattern
                if !c.bindings.isEmpty { pattern += "(" + c.bindings.map { $0.map { "let \(names.name($0))" } ?? "_" }.joined(separator: ", ") + ")" }
                return written.insert(pattern).inserted ? (pattern, c.content) : nil
            }
            line(pad, cases.isEmpty ? "cases: {}" : "cases:")
            for (pattern, content) in cases {
                line(pad + 1, "\(SceneWriter.quote(pattern)):")
                children(content, pad + 2)
            }
            if !sw.defaultContent.isEmpty { line(pad, "default:"); children(sw.defaultContent, pad + 1) }
        case .menu(let menu):
            key("Menu:")
            if let title = menu.title { line(pad + 1, "title: \(names.template(title))") }
            if !menu.label.isEmpty && menu.title == nil { line(pad + 1, "label:"); children(menu.label, pad + 2) }
            if menu.title == nil && menu.label.isEmpty { line(pad + 1, "title: \"\"") }
            line(pad + 1, "content:")
            children(menu.content, pad + 2)
        case .viewParameter(let name):
            // A view parameter is always the node's first (and only) line.
            line(indent, "- \(names.name(name))")
            first = false
        case .instance(let instance):
            if instance.arguments.allSatisfy({ $0.action == nil && $0.views == nil }) {
                let args = instance.arguments.map { a in "\(names.name(a.name)): \(a.binding.map { "$" + names.name($0.state) } ?? names.quoted(a.value))" }
                key("\(names.view(instance.view)): { \(args.joined(separator: ", ")) }")
            } else {
                // Actions and views passed as arguments are lists under their name.
                key("\(names.view(instance.view)):")
                for a in instance.arguments {
                    if let action = a.action {
                        line(pad + 1, "\(names.name(a.name)):")
                        statements(action, pad + 2)
                        if action.isEmpty { line(pad + 2, "[]") }
                    } else if let views = a.views {
                        line(pad + 1, "\(names.name(a.name)):")
                        children(views, pad + 2)
                    } else {
                        line(pad + 1, "\(names.name(a.name)): \(a.binding.map { "$" + names.name($0.state) } ?? names.quoted(a.value))")
                    }
                }
            }
        }
        // Several destinations (or presentations of one style) go under one key, as a list.
        var destinations: [Destination] = []
        var presentations: [Presentation.Style: [Presentation]] = [:]
        for modifier in node.modifiers {
            switch modifier.kind {
            case .navigationDestination(let d): destinations.append(d)
            case .presentation(let p): presentations[p.style, default: []].append(p)
            default: self.modifier(modifier, pad)
            }
        }
        if !destinations.isEmpty {
            line(pad, "navigationDestination:")
            for d in destinations { destination(d, pad + 1) }
        }
        for style in [Presentation.Style.sheet, .fullScreenCover, .popover, .alert, .confirmationDialog] {
            guard let list = presentations[style] else { continue }
            line(pad, "\(style.rawValue):")
            for p in list { presentation(p, pad + 1, asListItem: list.count > 1) }
        }
        if let own = sites[ObjectIdentifier(node)], !own.isEmpty, !Writer.isViewParameter(node) {
            line(pad, "unknown:")
            for site in own { line(pad + 1, "- " + Writer.entry(site, types: names)) }
        }
    }

    /// The key of an event handler: its modifier when the scene language names it, else `gesture` (a handler a person
    /// sets off on the view at any time, as SwiftUI runs another module's handler: `.refundRequestSheet(for:)`).
    static func writtenName(_ event: ExternalEvent) -> String {
        ExternalEvent.modifiers.contains(event.modifier) ? event.modifier : "gesture"
    }

    /// A view parameter is written as a bare name, which takes no keys.
    static func isViewParameter(_ node: ViewNode) -> Bool {
        if case .viewParameter = node.element { return true }
        return false
    }

    /// An `unknown` entry (Grammar.md, "Unknown code"): what the code is, what kind of site, what it may do.
    static func entry(_ site: OpaqueSite, types names: SceneNames) -> String {
        var parts = ["what: \(SceneWriter.quote(site.what))", "kind: \(site.kind.rawValue)"]
        let may = (site.mayNavigate ? ["navigate"] : []) + (site.mayRegisterDestinations ? ["declareDestinations"] : [])
            + (site.selectsLinkValues ? ["selectLinkValues"] : [])
        if !may.isEmpty { parts.append("may: [\(may.joined(separator: ", "))]") }
        if site.isAbstraction { parts.append("abstraction: true") }
        if site.foreignTypesOnly { parts.append("foreignTypesOnly: true") }
        if site.isUnreadTab { parts.append("tab: true") }
        if site.selectsLinkValues, let type = site.selectedType { parts.append("selects: \(names.quoted(TypeRef.named(type)))") }
        return "{ " + parts.joined(separator: ", ") + " }"
    }

    mutating func destination(_ d: Destination, _ indent: Int) {
        switch d.trigger {
        case .forType(let type, _): line(indent, "- for: \(names.quoted(type))")
        case .isPresented(let b): line(indent, "- isPresented: $\(names.name(b.state))")
        case .item(let b): line(indent, "- item: $\(names.name(b.state))")
        }
        if let name = d.elementName { line(indent + 1, "as: \(names.name(name))") }
        line(indent + 1, "destination:")
        children(d.content, indent + 2)
    }

    mutating func presentation(_ p: Presentation, _ indent: Int, asListItem: Bool) {
        let dash = asListItem ? "- " : ""
        let inner = asListItem ? indent + 1 : indent
        switch p.trigger {
        case .isPresented(let b): line(indent, "\(dash)isPresented: $\(names.name(b.state))")
        case .item(let b): line(indent, "\(dash)item: $\(names.name(b.state))")
        }
        if let title = p.title { line(inner, "title: \(names.template(title))") }
        if let presenting = p.presenting { line(inner, "presenting: \(names.quoted(presenting))") }
        if let name = p.elementName { line(inner, "as: \(names.name(name))") }
        if p.isDialog {
            if let message = p.message { line(inner, "message: \(names.template(message))") }
            if !p.content.isEmpty { line(inner, "actions:"); views(p.content, inner + 1) }
        } else {
            line(inner, "content:")
            children(p.content, inner + 1)
        }
    }

    /// The key a modifier is written under beside its view; nil for the ones written grouped (destinations,
    /// presentations) or not at all.
    static func key(_ modifier: Modifier) -> String? {
        switch modifier.kind {
        case .navigationTitle: return "navigationTitle"
        case .disabled: return "disabled"
        case .ignored, .navigationDestination, .presentation: return nil
        case .attached(let attached): return attached.placement.rawValue
        case .screenFlag(let flag, _): return flag.rawValue
        case .event(let handler):
            switch handler.event {
            case .appear, .disappear, .task: return modifier.name
            case .change: return "onChange"
            case .openURL: return "onOpenURL"
            case .external(let event): return writtenName(event)
            }
        }
    }

    /// A view whose modifiers cannot all be sibling keys of its entry (a key written twice, `.onChange` after
    /// `.onChange`; an `if`, a `switch` or a view parameter, whose entries take no modifiers), as SwiftUI applies them:
    /// the view with the modifiers up to the first that cannot be written, inside a `Group` that takes the rest (each
    /// applies to the content, in the same order). nil when every modifier can be written in place.
    static func layered(_ node: ViewNode) -> ViewNode? {
        guard !node.modifiers.isEmpty else { return nil }
        var cut = node.modifiers.count
        switch node.element {
        case .conditional, .switchOn, .viewParameter: cut = 0
        default:
            var seen: Set<String> = []
            for (index, modifier) in node.modifiers.enumerated() {
                guard let key = key(modifier) else { continue }
                if !seen.insert(key).inserted { cut = index; break }
            }
        }
        guard cut < node.modifiers.count else { return nil }
        let inner = ViewNode(element: node.element, range: node.range, nameRange: node.nameRange, modifiers: Array(node.modifiers[..<cut]))
        return ViewNode(element: .container(.group, content: [inner]), range: node.range, nameRange: node.nameRange, modifiers: Array(node.modifiers[cut...]))
    }

    /// Children of an element, as a list (an empty list is written as one EmptyView, which has no meaning).
    mutating func children(_ nodes: [ViewNode], _ indent: Int) {
        if nodes.isEmpty { line(indent, "- EmptyView: {}"); return }
        views(nodes, indent)
    }

    mutating func modifier(_ modifier: Modifier, _ indent: Int) {
        switch modifier.kind {
        case .navigationTitle(let t): line(indent, "navigationTitle: \(names.template(t))")
        case .disabled(let e): line(indent, "disabled: \(names.quoted(e))")
        case .ignored: break
        case .navigationDestination, .presentation: break   // written by `view`, grouped
        case .attached(let attached):
            line(indent, "\(attached.placement.rawValue):")
            children(attached.content, indent + 1)
        case .event(let handler):
            switch handler.event {
            case .appear, .disappear, .task:
                line(indent, "\(modifier.name):")
                statements(handler.statements, indent + 1)
                if handler.statements.isEmpty { line(indent + 1, "[]") }
            case .change(let value, let initial):
                line(indent, "onChange:")
                line(indent + 1, "of: \(names.quoted(value))")
                if initial { line(indent + 1, "initial: true") }
                line(indent + 1, "action:")
                statements(handler.statements, indent + 2)
                if handler.statements.isEmpty { line(indent + 2, "[]") }
            case .openURL(let pattern):
                line(indent, "onOpenURL:")
                line(indent + 1, "url: \(SceneWriter.quote(pattern.text))")
                line(indent + 1, "action:")
                statements(handler.statements, indent + 2)
                if handler.statements.isEmpty { line(indent + 2, "[]") }
            case .external(let event) where event.modifier == "onChange" || event.modifier == "onOpenURL":
                // No `of` / no `url`: a value the scene does not model, any URL.
                line(indent, "\(event.modifier):")
                line(indent + 1, "action:")
                statements(handler.statements, indent + 2)
                if handler.statements.isEmpty { line(indent + 2, "[]") }
            case .external(let event):
                let name = Writer.writtenName(event)
                line(indent, "\(name):" + (name == event.modifier ? "" : "  # \(event.modifier)"))
                statements(handler.statements, indent + 1)
                if handler.statements.isEmpty { line(indent + 1, "[]") }
            }
        case .screenFlag(let flag, let value):
            line(indent, "\(flag.rawValue): \(names.quoted(value))")
        }
    }

    mutating func statements(_ statements: [Statement], _ indent: Int) {
        for s in statements {
            switch s.kind {
            case .set(let name, let value): line(indent, "- set: { \(names.name(name)): \(names.quoted(value)) }")
            case .append(let name, let value): line(indent, "- append: { \(names.name(name)): \(names.quoted(value)) }")
            case .removeLast(let name, let count): line(indent, count == 1 ? "- removeLast: \(names.name(name))" : "- removeLast: { \(names.name(name)): \(count) }")
            case .removeAll(let name): line(indent, "- removeAll: \(names.name(name))")
            case .popLast(let name): line(indent, "- popLast: \(names.name(name))")
            case .toggle(let name): line(indent, "- toggle: \(names.name(name))")
            case .run(let name): line(indent, "- run: \(names.name(name))")
            case .dismiss: line(indent, "- dismiss")
            case .conditional(let conditional):
                line(indent, "- if: \(names.quoted(conditional.condition))")
                if let binding = conditional.binding { line(indent + 1, "let: \(names.name(binding))") }
                line(indent + 1, conditional.then.isEmpty ? "then: []" : "then:")
                self.statements(conditional.then, indent + 2)
                if !conditional.otherwise.isEmpty {
                    line(indent + 1, "else:")
                    self.statements(conditional.otherwise, indent + 2)
                }
            }
        }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
