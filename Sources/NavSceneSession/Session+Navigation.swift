import NavSceneDiagnostics
import NavSceneModel
import NavSceneRuntime

/// The commands that move around the scene: tap, select, set, run, size, delete, path.
extension Session {
    /// The element a person means by a number (1-based, as printed) or a title (exact, then ignoring case, then an
    /// unambiguous prefix).
    public func element(_ argument: String, kinds: Set<InteractiveElement.Kind>? = nil) -> Result<InteractiveElement, SessionError> {
        let elements = runtime.frame.elements
        let text = CommandText.unquote(argument)
        guard !text.isEmpty else { return .failure(SessionError(message: "name an element by its title or number (1-\(elements.count))")) }
        if let number = Int(text), argument.first != "\"" {
            guard number >= 1, number <= elements.count else {
                return .failure(SessionError(message: "there is no element \(number); the screen has \(elements.count)"))
            }
            return .success(elements[number - 1])
        }
        let candidates = elements.filter { kinds == nil || kinds!.contains($0.kind) }
        if let exact = candidates.first(where: { $0.label == text }) { return .success(exact) }
        if let folded = candidates.first(where: { $0.label.lowercased() == text.lowercased() }) { return .success(folded) }
        let prefixed = candidates.filter { $0.label.lowercased().hasPrefix(text.lowercased()) }
        if Set(prefixed.map(\.label)).count == 1, let first = prefixed.first { return .success(first) }
        if prefixed.count > 1 {
            let titles = Array(Set(prefixed.map(\.label))).sorted().joined(separator: ", ")
            return .failure(SessionError(message: "'\(text)' matches several elements: \(titles)"))
        }
        let titles = candidates.map(\.label)
        return .failure(SessionError(message: "nothing titled '\(text)' on screen" + Suggestions.didYouMean(text, in: titles)))
    }

    func tap(_ argument: String) -> Reply {
        switch element(argument) {
        case .success(let element): return reply(runtime.activate(element))
        case .failure(let error): return .error(error.message)
        }
    }

    /// Taps a row, link or tab; when none is titled so, sets the selection of a List on screen instead.
    func select(_ argument: String) -> Reply {
        if case .success(let element) = element(argument, kinds: [.link, .row, .tab]) {
            return reply(runtime.activate(element))
        }
        var selections: [String] = []
        for element in runtime.frame.elements {
            if case .select(let name, _) = element.effect, !selections.contains(name) { selections.append(name) }
        }
        var firstError: String?
        for name in selections {
            guard let type = runtime.scene.anyStateVariable(name)?.type else { continue }
            do {
                let value = try values.parse(argument, as: type)
                return reply(runtime.set(name, to: value))
            } catch let failure as ValueParser.Failure {
                firstError = firstError ?? failure.message
            } catch {}
        }
        if case .failure(let error) = element(argument, kinds: [.link, .row, .tab]) {
            return .error(selections.isEmpty ? error.message : (firstError ?? error.message))
        }
        return .error("cannot select '\(argument)'")
    }

    /// `set NAME VALUE`: a deep link into any state variable, the value read against its type.
    func set(_ argument: String) -> Reply {
        let (name, valueText) = CommandText.split(argument)
        let names = runtime.scene.state.map(\.name)
        guard !name.isEmpty else { return .error("usage: set STATE VALUE; state: \(names.joined(separator: ", "))") }
        guard let variable = runtime.scene.anyStateVariable(name) else {
            return .error("no state variable '\(name)'" + Suggestions.didYouMean(name, in: names) + "; state: \(names.joined(separator: ", "))")
        }
        guard !valueText.isEmpty else { return .error("set \(name) needs a value of type \(variable.type)") }
        do {
            let value = try values.parse(valueText, as: variable.type)
            let outcome = runtime.set(name, to: value)
            let handlers = outcome.message.range(of: "; then ran ").map { String(outcome.message[$0.lowerBound...]) } ?? ""
            return reply(Outcome(changed: outcome.changed, message: "set \(name) to \(navigator.display(value))" + handlers))
        } catch let failure as ValueParser.Failure {
            return .error("\(name) is a \(variable.type): \(failure.message)")
        } catch {
            return .error("cannot set \(name)")
        }
    }

    func runAction(_ argument: String) -> Reply {
        let name = CommandText.unquote(argument)
        guard !name.isEmpty else {
            let actions = runtime.scene.actionOrder
            return .error(actions.isEmpty ? "the scene declares no actions" : "usage: run ACTION; actions: \(actions.joined(separator: ", "))")
        }
        guard runtime.scene.actions[name] != nil else {
            return .error("no action named '\(name)'" + Suggestions.didYouMean(name, in: runtime.scene.actionOrder))
        }
        return reply(runtime.run(action: name))
    }

    /// `open URL`: a deep link through the scene's `onOpenURL` handlers.
    func open(_ argument: String) -> Reply {
        let url = CommandText.unquote(argument)
        guard !url.isEmpty else {
            let patterns = runtime.frame.handlers.compactMap { handler -> String? in
                guard case .event(let h) = runtime.scene.nodes[handler.template].modifiers[handler.modifier].kind,
                      case .openURL(let pattern) = h.event else { return nil }
                return pattern.text
            }
            return .error(patterns.isEmpty ? "usage: open URL; no view in the hierarchy has an onOpenURL"
                                           : "usage: open URL; patterns: " + Array(Set(patterns)).sorted().joined(separator: ", "))
        }
        return reply(runtime.openURL(url))
    }

    /// `fire N` or `fire onReceive`: runs a handler with an external moment (a tap on its view, its publisher
    /// firing); with no argument, the usage lists the ones that may run now, numbered in the order of the hierarchy.
    func fire(_ argument: String) -> Reply {
        let handlers = runtime.externalHandlers
        let listed = handlers.enumerated().map { "  \($0.offset + 1). " + navigator.describe($0.element) }.joined(separator: "\n")
        let text = CommandText.unquote(argument)
        guard !text.isEmpty else {
            // Like `open` with no URL: the usage with what it accepts now (an error, so a flow does not record it).
            return .error(handlers.isEmpty ? "usage: fire N | MODIFIER; no handler that may run at any time (onTapGesture, onReceive, ...) is in the hierarchy"
                                           : "usage: fire N | MODIFIER; handlers that may run now:\n" + listed)
        }
        if let number = Int(text) {
            guard handlers.indices.contains(number - 1) else {
                return .error("there is no handler \(number); " + (handlers.isEmpty ? "none may run now" : "these may run now:\n" + listed))
            }
            return reply(runtime.fire(handlers[number - 1]))
        }
        let named = handlers.filter { navigator.scene.nodes[$0.template].modifiers[$0.modifier].name == text }
        guard named.count == 1 else {
            let why = named.isEmpty ? "no \(text) handler may run now" : "\(named.count) \(text) handlers may run now; give its number"
            return .error(why + (handlers.isEmpty ? "" : ":\n" + listed))
        }
        return reply(runtime.fire(named[0]))
    }

    func size(_ argument: String) -> Reply {
        let text = argument.lowercased()
        guard let size = SizeClass.allCases.first(where: { !text.isEmpty && $0.rawValue.hasPrefix(text) }) else {
            return .error("usage: size compact|regular")
        }
        let outcome = runtime.setSize(size)
        return reply(Outcome(changed: outcome.changed, message: outcome.changed ? "size \(size.rawValue)" : "already \(size.rawValue)"))
    }

    /// `delete TYPE RECORD`: the database changes under the app (for the restoration story).
    func delete(_ argument: String) -> Reply {
        let (typeName, recordText) = CommandText.split(argument)
        let types = runtime.scene.typeOrder.filter { runtime.scene.types[$0]?.isEnum == false }
        guard let decl = runtime.scene.types[typeName], !decl.isEnum else {
            return .error("usage: delete TYPE RECORD; record types: \(types.joined(separator: ", "))")
        }
        do {
            guard case .record(_, let id) = try values.parse(recordText, as: .named(typeName)) else { return .error("no such \(typeName)") }
            let name = navigator.display(.record(type: typeName, id: id))
            let outcome = runtime.delete(type: typeName, id: id)
            return reply(Outcome(changed: outcome.changed, message: outcome.changed ? "deleted \(typeName) \(name)" : outcome.message))
        } catch let failure as ValueParser.Failure {
            return .error(failure.message)
        } catch {
            return .error("cannot delete '\(recordText)'")
        }
    }

    /// Every visible stack with its path (or its unbound path), as `path` prints it.
    func printPaths() -> Reply {
        let stacks = runtime.frame.navigationStacks
        guard !stacks.isEmpty else { return Reply(text: "no navigation stack on screen\n") }
        var text = ""
        for stack in stacks {
            let name = stack.binding ?? "(unbound \(stack.screens.first?.title ?? "stack"))"
            text += "\(name): [" + stack.path.map(navigator.display).joined(separator: ", ") + "]\n"
        }
        return Reply(text: text)
    }
}
