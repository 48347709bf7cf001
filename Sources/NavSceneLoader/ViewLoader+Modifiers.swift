import NavSceneDiagnostics
import NavSceneModel
import NavSceneYAML

/// Modifiers: the lower-case keys beside an element.
extension ViewLoader {
    static let modifierNames = ["navigationTitle", "navigationDestination", "sheet", "fullScreenCover", "popover", "alert",
                                "confirmationDialog", "disabled", "toolbar", "contextMenu", "swipeActions", "onAppear",
                                "onDisappear", "task", "onChange", "onOpenURL", "unknown"] + ScreenFlag.allCases.map(\.rawValue)
        + ExternalEvent.modifiers.filter { $0 != "onChange" && $0 != "onOpenURL" }

    func modifiers(_ pair: YAMLNode.Pair) -> [Modifier] {
        guard let name = pair.key.string else {
            context.bag.error("wrong-shape", "modifier names must be scalars, not \(pair.key.kindName)", at: pair.key.range)
            return []
        }
        let nameRange = pair.key.range
        let range = nameRange.union(pair.value.range)
        func make(_ kind: Modifier.Kind) -> Modifier { Modifier(name: name, kind: kind, range: range, nameRange: nameRange) }
        switch name {
        case "navigationTitle":
            return context.template(pair.value, "'navigationTitle'").map { [make(.navigationTitle($0))] } ?? []
        case "disabled":
            return context.expression(pair.value, "'disabled'").map { [make(.disabled($0))] } ?? []
        case "toolbar", "contextMenu", "swipeActions":
            return attached(pair, name: name).map { make(.attached($0)) }
        case "onAppear", "onDisappear", "task", "onChange", "onOpenURL":
            return eventHandlers(pair, name: name).map { make(.event($0)) }
        case _ where ExternalEvent.personal[name] != nil || ExternalEvent.outside[name] != nil:
            return [make(.event(externalHandler(pair, name: name)))]
        case "navigationBarBackButtonHidden", "interactiveDismissDisabled":
            // Written bare (`interactiveDismissDisabled:`), the modifier means `true`, as `.interactiveDismissDisabled()` does.
            let flag = ScreenFlag(rawValue: name)!
            if pair.value.isNull { return [make(.screenFlag(flag, Expression(.bool(true), range: pair.key.range)))] }
            return context.expression(pair.value, "'\(name)'").map { [make(.screenFlag(flag, $0))] } ?? []
        case "alert", "confirmationDialog":
            return context.listOrOne(pair.value).compactMap { entry in
                dialog(entry, style: name == "alert" ? .alert : .confirmationDialog).map { make(.presentation($0)) }
            }
        case "navigationDestination", "sheet", "fullScreenCover", "popover":
            // One entry or a list: each becomes its own modifier with the entry's range, so that rules can point at it.
            let entries = pair.value.items.map(Array.init) ?? [pair.value]
            var built: [Modifier] = []
            for entry in entries {
                let kind: Modifier.Kind?
                if name == "navigationDestination" {
                    kind = destination(entry).map { .navigationDestination($0) }
                } else {
                    kind = presentation(entry, style: Presentation.Style(rawValue: name) ?? .sheet).map { .presentation($0) }
                }
                if let kind { built.append(make(kind)) }
            }
            return built
        default:
            if Modifier.presentational.contains(name) { return [make(.ignored(name))] }
            // A modifier this tool has never heard of is most likely presentational: say so, and keep loading.
            let candidates = ViewLoader.modifierNames + Modifier.presentational.sorted()
            context.bag.warning("unknown-modifier", "unknown modifier '\(name)', ignored\(Suggestions.didYouMean(name, in: candidates))",
                                at: pair.key.range,
                                notes: [Note("if it only changes how the view looks, it has no navigation meaning; if it navigates, write that with a modifier Grammar.md lists")])
            return []
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
