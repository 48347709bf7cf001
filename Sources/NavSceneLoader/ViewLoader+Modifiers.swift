import NavSceneDiagnostics
import NavSceneModel
import NavSceneYAML

/// Modifiers: the lower-case keys beside an element.
extension ViewLoader {
    /// What `modifiers(_:)` does with a modifier's name: one lookup instead of comparing the name with every case in
    /// turn. Where two tables name the same modifier, the first below wins (the order the cases were tested in).
    enum ModifierForm {
        case navigationTitle, disabled, attached, event, externalEvent, screenFlag, dialog, destinationOrPresentation, presentational
    }

    static let modifierForms: [String: ModifierForm] = {
        var forms: [String: ModifierForm] = [:]
        func add(_ names: some Sequence<String>, _ form: ModifierForm) {
            for name in names where forms[name] == nil { forms[name] = form }
        }
        add(["navigationTitle"], .navigationTitle)
        add(["disabled"], .disabled)
        add(["toolbar", "contextMenu", "swipeActions"], .attached)
        add(["onAppear", "onDisappear", "task", "onChange", "onOpenURL"], .event)
        add(ExternalEvent.personal.keys, .externalEvent)
        add(ExternalEvent.outside.keys, .externalEvent)
        add(["navigationBarBackButtonHidden", "interactiveDismissDisabled"], .screenFlag)
        add(["alert", "confirmationDialog"], .dialog)
        add(["navigationDestination", "sheet", "fullScreenCover", "popover"], .destinationOrPresentation)
        add(Modifier.presentational, .presentational)
        return forms
    }()

    static let modifierNames = ["navigationTitle", "navigationDestination", "sheet", "fullScreenCover", "popover", "alert",
                                "confirmationDialog", "disabled", "toolbar", "contextMenu", "swipeActions", "onAppear",
                                "onDisappear", "task", "onChange", "onOpenURL", "unknown"] + ScreenFlag.allCases.map(\.rawValue)
        + ExternalEvent.modifiers.filter { $0 != "onChange" && $0 != "onOpenURL" }

    /// Appends the modifiers `pair` writes (none, one, or one per entry of a list) to `modifiers`, without an array
    /// of their own.
    func appendModifiers(_ pair: YAMLNode.Pair, to modifiers: inout [Modifier]) {
        guard let name = pair.key.string else {
            context.bag.error("wrong-shape", "modifier names must be scalars, not \(pair.key.kindName)", at: pair.key.range)
            return
        }
        let nameRange = pair.key.range
        let range = nameRange.union(pair.value.range)
        func make(_ kind: Modifier.Kind) -> Modifier { Modifier(name: name, kind: kind, range: range, nameRange: nameRange) }
        switch ViewLoader.modifierForms[name] {
        case .navigationTitle:
            if let title = context.template(pair.value, "'navigationTitle'") { modifiers.append(make(.navigationTitle(title))) }
        case .disabled:
            if let condition = context.expression(pair.value, "'disabled'") { modifiers.append(make(.disabled(condition))) }
        case .attached:
            for content in attached(pair, name: name) { modifiers.append(make(.attached(content))) }
        case .event:
            for handler in eventHandlers(pair, name: name) { modifiers.append(make(.event(handler))) }
        case .externalEvent:
            modifiers.append(make(.event(externalHandler(pair, name: name))))
        case .screenFlag:
            // Written bare (`interactiveDismissDisabled:`), the modifier means `true`, as `.interactiveDismissDisabled()` does.
            let flag = ScreenFlag(rawValue: name)!
            if pair.value.isNull {
                modifiers.append(make(.screenFlag(flag, Expression(.bool(true), range: pair.key.range))))
            } else if let value = context.expression(pair.value, "'\(name)'") {
                modifiers.append(make(.screenFlag(flag, value)))
            }
        case .dialog:
            for entry in context.listOrOne(pair.value) {
                if let dialog = dialog(entry, style: name == "alert" ? .alert : .confirmationDialog) { modifiers.append(make(.presentation(dialog))) }
            }
        case .destinationOrPresentation:
            // One entry or a list: each becomes its own modifier with the entry's range, so that rules can point at it.
            let entries = pair.value.items.map(Array.init) ?? [pair.value]
            for entry in entries {
                let kind: Modifier.Kind?
                if name == "navigationDestination" {
                    kind = destination(entry).map { .navigationDestination($0) }
                } else {
                    kind = presentation(entry, style: Presentation.Style(rawValue: name) ?? .sheet).map { .presentation($0) }
                }
                if let kind { modifiers.append(make(kind)) }
            }
        case .presentational:
            modifiers.append(make(.ignored(name)))
        case nil:
            // A modifier this tool has never heard of is most likely presentational: say so, and keep loading.
            let candidates = ViewLoader.modifierNames + Modifier.presentational.sorted()
            context.bag.warning("unknown-modifier", "unknown modifier '\(name)', ignored\(Suggestions.didYouMean(name, in: candidates))",
                                at: pair.key.range,
                                notes: [Note("if it only changes how the view looks, it has no navigation meaning; if it navigates, write that with a modifier Grammar.md lists")])
        }
    }

    private func destination(_ node: YAMLNode) -> Destination? {
        guard let pairs = context.mapping(node, "a navigationDestination (for:, isPresented: or item:)") else { return nil }
        let keys = context.keyed(pairs, allowed: GrammarTables.names("destination"), in: "'navigationDestination'")
        let triggers = GrammarTables.exactlyOne["destination"]!.filter { keys[$0] != nil }
        guard triggers.count == 1 else {
            let message = triggers.isEmpty ? "'navigationDestination' needs one of 'for: Type', 'isPresented: $flag' or 'item: $optional'"
                                           : "'navigationDestination' takes only one of 'for', 'isPresented' and 'item'"
            context.bag.error(triggers.isEmpty ? "missing-key" : "wrong-shape", message, at: node.range)
            return nil
        }
        let trigger: Destination.Trigger
        switch triggers[0] {
        case "for":
            let typeNode = keys["for"]!.value
            guard let type = context.type(typeNode, "'for'") else { return nil }
            trigger = .forType(type, typeRange: typeNode.range)
        case "isPresented":
            guard let binding = context.binding(keys["isPresented"]!.value, "'isPresented'") else { return nil }
            trigger = .isPresented(binding)
        default:
            guard let binding = context.binding(keys["item"]!.value, "'item'") else { return nil }
            trigger = .item(binding)
        }
        var elementName: String?
        if let asNode = keys["as"]?.value {
            if case .isPresented = trigger {
                context.bag.error("unknown-key", "'as' names the presented value; the 'isPresented' form has none", at: keys["as"]!.key.range)
            } else {
                elementName = context.name(asNode, "'as'")
            }
        }
        guard let content = context.require(keys, "destination", in: "'navigationDestination'", at: node.range) else { return nil }
        return Destination(trigger: trigger, elementName: elementName, content: viewList(content, "'destination'"), range: node.range)
    }

    private func presentation(_ node: YAMLNode, style: Presentation.Style) -> Presentation? {
        let what = "'\(style.rawValue)'"
        guard let pairs = context.mapping(node, "\(what) (isPresented: or item:)") else { return nil }
        let keys = context.keyed(pairs, allowed: GrammarTables.names("presentation"), in: what)
        let triggers = GrammarTables.exactlyOne["presentation"]!.filter { keys[$0] != nil }
        guard triggers.count == 1 else {
            let message = triggers.isEmpty ? "\(what) needs 'isPresented: $flag' or 'item: $optional'"
                                           : "\(what) takes only one of 'isPresented' and 'item'"
            context.bag.error(triggers.isEmpty ? "missing-key" : "wrong-shape", message, at: node.range)
            return nil
        }
        guard let binding = context.binding(keys[triggers[0]]!.value, "'\(triggers[0])'") else { return nil }
        let trigger: Presentation.Trigger = triggers[0] == "item" ? .item(binding) : .isPresented(binding)
        var elementName: String?
        if let asNode = keys["as"]?.value {
            if case .isPresented = trigger {
                context.bag.error("unknown-key", "'as' names the presented item; the 'isPresented' form has none", at: keys["as"]!.key.range)
            } else {
                elementName = context.name(asNode, "'as'")
            }
        }
        guard let content = context.require(keys, "content", in: what, at: node.range) else { return nil }
        return Presentation(style: style, trigger: trigger, elementName: elementName, content: viewList(content, "'content'"), range: node.range)
    }
}
