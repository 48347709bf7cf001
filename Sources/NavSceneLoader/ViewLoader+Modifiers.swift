import NavSceneDiagnostics
import NavSceneModel
import NavSceneYAML

/// Modifiers: the lower-case keys beside an element.
extension ViewLoader {
    static let modifierNames = ["navigationTitle", "navigationDestination", "sheet", "fullScreenCover", "disabled"]

    func modifiers(_ pair: Node.Pair) -> [Modifier] {
        guard let name = pair.key.string else {
            context.bag.error("wrong-shape", "modifier names must be scalars, not \(pair.key.kindName)", at: pair.key.range)
            return []
        }
        let range = pair.key.range.union(pair.value.range)
        func make(_ kind: Modifier.Kind) -> Modifier { Modifier(name: name, kind: kind, range: range, nameRange: pair.key.range) }
        switch name {
        case "navigationTitle":
            return context.template(pair.value, "'navigationTitle'").map { [make(.navigationTitle($0))] } ?? []
        case "disabled":
            return context.expression(pair.value, "'disabled'").map { [make(.disabled($0))] } ?? []
        case "navigationDestination", "sheet", "fullScreenCover":
            // One entry or a list: each becomes its own modifier with the entry's range, so that rules can point at it.
            let entries = pair.value.items ?? [pair.value]
            var built: [Modifier] = []
            for entry in entries {
                let kind: Modifier.Kind?
                if name == "navigationDestination" {
                    kind = destination(entry).map { .navigationDestination($0) }
                } else {
                    kind = presentation(entry, style: name == "sheet" ? .sheet : .fullScreenCover).map { .presentation($0) }
                }
                if let kind { built.append(make(kind)) }
            }
            return built
        default:
            if Modifier.presentational.contains(name) { return [make(.ignored(name))] }
            let candidates = ViewLoader.modifierNames + Modifier.presentational.sorted()
            context.bag.error("unknown-modifier", "unknown modifier '\(name)'\(Suggestions.didYouMean(name, in: candidates))",
                              at: pair.key.range)
            return []
        }
    }

    private func destination(_ node: Node) -> Destination? {
        guard let pairs = context.mapping(node, "a navigationDestination (for:, isPresented: or item:)") else { return nil }
        let keys = context.keyed(pairs, allowed: ["for", "as", "isPresented", "item", "destination"], in: "'navigationDestination'")
        let triggers = ["for", "isPresented", "item"].filter { keys[$0] != nil }
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

    private func presentation(_ node: Node, style: Presentation.Style) -> Presentation? {
        let what = "'\(style.rawValue)'"
        guard let pairs = context.mapping(node, "\(what) (isPresented: or item:)") else { return nil }
        let keys = context.keyed(pairs, allowed: ["isPresented", "item", "as", "content", "onDismiss"], in: what)
        let triggers = ["isPresented", "item"].filter { keys[$0] != nil }
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
