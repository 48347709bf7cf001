import Foundation
import NavSceneDiagnostics
import NavSceneModel
import NavSceneYAML

/// The modifiers of content shown elsewhere (`toolbar`, `contextMenu`, `swipeActions`), of statements run on an event
/// (`onAppear`, `onDisappear`, `task`, `onChange`, `onOpenURL`) and of dialogs (`alert`, `confirmationDialog`).
extension ViewLoader {
    func attached(_ pair: YAMLNode.Pair, name: String) -> [AttachedContent] {
        let placement = AttachedContent.Placement(rawValue: name)!
        let what = "'\(name)'"
        if placement == .toolbar, let text = freeText(pair.value) {
            deprecatedFreeTextToolbar(pair, text)
            return [AttachedContent(placement: placement, content: [], range: pair.key.range.union(pair.value.range))]
        }
        // `swipeActions: { edge: leading, content: [...] }`, or a list of those for both edges.
        if placement == .swipeActions {
            let entries = context.listOrOne(pair.value)
            if !entries.isEmpty, entries.allSatisfy({ $0.pairs?.contains(where: { $0.key.isScalar("content") }) == true }) {
                return entries.compactMap { entry in
                    guard let pairs = context.mapping(entry, what) else { return nil }
                    let keys = context.keyed(pairs, allowed: ["edge", "allowsFullSwipe", "content"], in: what)
                    if let edge = keys["edge"]?.value, let text = context.scalar(edge, "'edge'"), !["leading", "trailing"].contains(text) {
                        context.bag.error("invalid-value", "'edge' of swipeActions must be 'leading' or 'trailing', not '\(text)'", at: edge.range)
                    }
                    let content = keys["content"].map { viewList($0.value, "'content'") } ?? []
                    return AttachedContent(placement: placement, content: content, range: entry.range)
                }
            }
        }
        return [AttachedContent(placement: placement, content: viewList(pair.value, what), range: pair.key.range.union(pair.value.range))]
    }

    func eventHandlers(_ pair: YAMLNode.Pair, name: String) -> [EventHandler] {
        let what = "'\(name)'"
        let range = pair.key.range.union(pair.value.range)
        let statements = StatementLoader(context: context)
        switch name {
        case "onChange":
            return context.listOrOne(pair.value).compactMap { entry in
                guard let pairs = context.mapping(entry, "'onChange' (of: value, action: statements)") else { return nil }
                let keys = context.keyed(pairs, allowed: ["of", "initial", "action"], in: what)
                if keys["of"] == nil, keys["initial"] == nil, let action = keys["action"] {
                    // No `of`: a value the scene does not model, which may change at any time.
                    return EventHandler(event: .external(ExternalEvent(name)), statements: statements.statements(action.value, "an onChange's 'action'"),
                                        range: entry.range)
                }
                guard let ofNode = context.require(keys, "of", in: what, at: entry.range),
                      let observed = context.expression(ofNode, "'of'") else { return nil }
                let initial = keys["initial"].flatMap { context.bool($0.value, "'initial'") } ?? false
                let body = keys["action"].map { statements.statements($0.value, "an onChange's 'action'") } ?? []
                return EventHandler(event: .change(observed, initial: initial), statements: body, range: entry.range)
            }
        case "onOpenURL":
            return context.listOrOne(pair.value).compactMap { entry in
                guard let pairs = context.mapping(entry, "'onOpenURL' (url: pattern, action: statements)") else { return nil }
                let keys = context.keyed(pairs, allowed: ["url", "action"], in: what)
                if keys["url"] == nil, let action = keys["action"] {
                    // No pattern: any URL, at any time.
                    return EventHandler(event: .external(ExternalEvent(name)), statements: statements.statements(action.value, "an onOpenURL's 'action'"),
                                        range: entry.range)
                }
                guard let urlNode = context.require(keys, "url", in: what, at: entry.range), let pattern = urlPattern(urlNode) else { return nil }
                let body = keys["action"].map { statements.statements($0.value, "an onOpenURL's 'action'") } ?? []
                return EventHandler(event: .openURL(pattern), statements: body, range: entry.range)
            }
        default:
            let event: EventHandler.Event = name == "onAppear" ? .appear : name == "onDisappear" ? .disappear : .task
            if pair.value.isNull { return [EventHandler(event: event, statements: [], range: range)] }
            // Before handlers ran, these modifiers took any value; a description in words still loads, with a warning.
            if let text = pair.value.string, text != "dismiss" {
                context.bag.warning("deprecated-form",
                                    "\(what) runs statements now; '\(text)' is not one, so nothing runs. Write what it does as statements (set, append, ...) or as a comment",
                                    at: pair.value.range,
                                    fixIts: [FixIt(message: "run nothing, keeping the words as a comment",
                                                   edits: [TextEdit(range: pair.value.range, replacement: "[]  # \(text)")])])
                return [EventHandler(event: event, statements: [], range: range)]
            }
            return [EventHandler(event: event, statements: statements.statements(pair.value, "\(what)"), range: range)]
        }
    }

    /// `onTapGesture`, `onReceive`, `refreshable`... (`ExternalEvent`): statements that may run at any time while the
    /// view is in the hierarchy. Before they ran statements these modifiers were presentational and took any value: a
    /// value that is not statements still loads, runs nothing, and is a `deprecated-form` warning with a fix-it.
    func externalHandler(_ pair: YAMLNode.Pair, name: String) -> EventHandler {
        let event = EventHandler.Event.external(ExternalEvent(name))
        let range = pair.key.range.union(pair.value.range)
        if pair.value.isNull { return EventHandler(event: event, statements: [], range: range) }
        let saved = context.bag
        if let text = pair.value.string, text != "dismiss" {
            deprecatedExternalValue(name, pair.value, comment: text)
            return EventHandler(event: event, statements: [], range: range)
        }
        let body = StatementLoader(context: context).statements(pair.value, "'\(name)'")
        let errors = context.bag.diagnostics[saved.diagnostics.count...].filter { $0.severity == .error }
        guard let first = errors.first else { return EventHandler(event: event, statements: body, range: range) }
        context.bag = saved
        // Said as a note, for a list meant as statements with a mistake in it.
        deprecatedExternalValue(name, pair.value, comment: nil, notes: [Note("read as statements: " + first.message, at: first.range)])
        return EventHandler(event: event, statements: [], range: range)
    }

    private func deprecatedExternalValue(_ name: String, _ value: YAMLNode, comment: String?, notes: [Note] = []) {
        let replacement = comment.map { emptyKeepingWords(value, $0) } ?? "[]"
        context.bag.warning("deprecated-form",
                            "'\(name)' runs statements now (it may run at any time while the view is shown); this value is not statements, so nothing runs. Write what it does as statements (set, append, ...) or as a comment",
                            at: value.range, notes: notes,
                            fixIts: [FixIt(message: "run nothing" + (comment == nil ? "" : ", keeping the words as a comment"),
                                           edits: [TextEdit(range: value.range, replacement: replacement)])])
    }

    /// `myapp://recipe/{id}` or `myapp://recipe/{recipe: Recipe}`.
    func urlPattern(_ node: YAMLNode) -> URLPattern? {
        guard let text = context.scalar(node, "'url'") else { return nil }
        var parts: [URLPattern.Part] = []
        var literal = ""
        var rest = Substring(text)
        var names = Set<String>()
        while let open = rest.firstIndex(of: "{") {
            literal += rest[rest.startIndex..<open]
            guard let close = rest[open...].firstIndex(of: "}") else {
                context.bag.error("invalid-value", "the URL pattern '\(text)' opens a capture with '{' but never closes it", at: node.range)
                return nil
            }
            let inner = rest[rest.index(after: open)..<close]
            let pieces = inner.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            let name = pieces.first ?? ""
            let typeText = pieces.count > 1 ? pieces[1] : "String"
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), let type = TypeRef.parse(typeText) else {
                context.bag.error("invalid-value", "'{\(inner)}' in the URL pattern '\(text)' is not a capture; write '{name}' or '{name: Type}'", at: node.range)
                return nil
            }
            guard names.insert(name).inserted else {
                context.bag.error("duplicate-declaration", "the URL pattern '\(text)' captures '\(name)' twice", at: node.range)
                return nil
            }
            if !literal.isEmpty { parts.append(.literal(literal)); literal = "" }
            if case .capture = parts.last {
                context.bag.error("invalid-value", "two captures in a row in '\(text)' cannot be told apart; put text between them", at: node.range)
                return nil
            }
            parts.append(.capture(name: name, type: type))
            rest = rest[rest.index(after: close)...]
        }
        literal += rest
        if !literal.isEmpty { parts.append(.literal(literal)) }
        return URLPattern(text: text, parts: parts, range: node.range)
    }

    /// `alert` and `confirmationDialog`: a title, `isPresented`, optional `presenting` data named by `as`, the
    /// `actions` (Buttons) and a `message`.
    func dialog(_ node: YAMLNode, style: Presentation.Style) -> Presentation? {
        let what = "'\(style.rawValue)'"
        guard let pairs = context.mapping(node, "\(what) (title:, isPresented:, actions:)") else { return nil }
        let keys = context.keyed(pairs, allowed: GrammarTables.names("dialog"), in: what)
        // `item: $optional` (SwiftUI's older `alert(item:)`): presented while the item is non-nil, `as` naming it.
        if let itemNode = keys["item"], keys["isPresented"] == nil {
            guard let binding = context.binding(itemNode.value, "'item'") else { return nil }
            if let presentingNode = keys["presenting"] {
                context.bag.error("unknown-key", "'presenting' goes with 'isPresented'; this \(style.rawValue) is presented by its 'item'", at: presentingNode.key.range)
            }
            let actions = keys["actions"].map { viewList($0.value, "'actions'") } ?? []
            return Presentation(style: style, trigger: .item(binding), elementName: keys["as"].flatMap { context.name($0.value, "'as'") }, content: actions,
                                range: node.range, title: keys["title"].flatMap { context.template($0.value, "'title'") },
                                message: keys["message"].flatMap { context.template($0.value, "'message'") })
        }
        guard let flagNode = context.require(keys, "isPresented", in: what, at: node.range),
              let binding = context.binding(flagNode, "'isPresented'") else { return nil }
        if let itemNode = keys["item"] {
            context.bag.error("unknown-key", "a \(style.rawValue) has 'isPresented' or 'item', not both", at: itemNode.key.range)
        }
        let title = keys["title"].flatMap { context.template($0.value, "'title'") }
        let presenting = keys["presenting"].flatMap { context.expression($0.value, "'presenting'") }
        var elementName: String?
        if let asNode = keys["as"] {
            if presenting == nil {
                context.bag.error("unknown-key", "'as' names the 'presenting' data; this \(style.rawValue) has none", at: asNode.key.range)
            } else {
                elementName = context.name(asNode.value, "'as'")
            }
        }
        let actions = keys["actions"].map { viewList($0.value, "'actions'") } ?? []
        let message = keys["message"].flatMap { context.template($0.value, "'message'") }
        return Presentation(style: style, trigger: .isPresented(binding), elementName: elementName, content: actions, range: node.range,
                            title: title, message: message, presenting: presenting)
    }
}
