import NavSceneModel

/// Statements that run on events: after every transition the new frame is compared with the one before it, and
/// the handlers of views that appeared (`onAppear`, `task`), disappeared (`onDisappear`) or whose observed value
/// changed (`onChange`) run, until nothing more happens. `onOpenURL` runs when a URL is opened; a handler with an
/// external moment (`onTapGesture`, `onReceive`, ...) when it is fired (`fire`).
extension Navigator {
    /// Rounds of handlers one transition may run before the scene is said not to settle.
    static let maxSettleRounds = 16

    /// The state a scene is in once it has been shown: its initial state after the handlers of what appears ran.
    public func launchState(size: SizeClass? = nil) -> NavigationState {
        settle(from: nil, initialState(size: size)).state
    }

    /// Runs the handlers a transition from `previous` (nil: nothing was shown) to `state` triggers, and those their
    /// changes trigger in turn. Returns the settled state, its frame and the handlers that ran, by modifier name.
    public func settle(from previous: Frame?, _ start: NavigationState) -> (state: NavigationState, frame: Frame, ran: [String]) {
        var state = start
        var frame = render(state)
        guard hasEventHandlers else { return (state, frame, []) }
        var old = previous
        var ran: [String] = []
        for _ in 0..<Navigator.maxSettleRounds {
            var before: [String: HandlerInstance] = [:]
            for handler in old?.handlers ?? [] where handler.shown { before[handler.key] = handler }
            var now = Set<String>()
            for handler in frame.handlers where handler.shown { now.insert(handler.key) }
            var due: [(HandlerInstance, Frame)] = []
            if let old {
                for handler in old.handlers where handler.shown && !now.contains(handler.key) {
                    if case .disappear = event(of: handler) { due.append((handler, old)) }
                }
            }
            // onChange watches while its view is in the hierarchy, covered or not.
            var realisedBefore: [String: HandlerInstance] = [:]
            for handler in old?.handlers ?? [] { realisedBefore[handler.key] = handler }
            for handler in frame.handlers {
                switch event(of: handler) {
                case .appear?, .task?:
                    if handler.shown, before[handler.key] == nil { due.append((handler, frame)) }
                case .change(_, let initial)?:
                    if let earlier = realisedBefore[handler.key] {
                        if earlier.observed != handler.observed { due.append((handler, frame)) }
                    } else if initial, handler.shown {
                        due.append((handler, frame))
                    }
                default:
                    break
                }
            }
            if due.isEmpty { return (state, frame, ran) }
            var next = state
            for (handler, seen) in due {
                guard let statements = statements(of: handler) else { continue }
                var attempt = next
                do {
                    try execute(statements, handler.environment, frame: seen, dismiss: handler.dismiss, &attempt, depth: 0, budget: WorkBudget())
                    next = attempt
                } catch let error as EvaluationError {
                    frame.problems.append(RuntimeProblem(message: "\(modifierName(handler)) failed: \(error.message)", range: error.range))
                } catch {}
                let name = modifierName(handler)
                if !ran.contains(name) { ran.append(name) }
            }
            old = frame
            state = next
            let problems = frame.problems
            frame = render(state)
            for problem in problems where !frame.problems.contains(problem) { frame.problems.append(problem) }
        }
        let range = frame.handlers.first.map { scene.nodes[$0.template].modifiers[$0.modifier].range } ?? scene.range
        frame.problems.append(RuntimeProblem(message: "event handlers were still changing the state after \(Navigator.maxSettleRounds) rounds (an onChange that changes what it observes?); stopped",
                                             range: range))
        return (state, frame, ran)
    }

    /// A transition's result with the handlers it triggers run.
    /// `clampsScroll`: store the scroll offsets the result shows (`clampingScroll`); a scroll itself moves within the
    /// content it measured, so it needs no clamp (and no second render).
    func settled(_ given: (NavigationState, Outcome), from frame: Frame, clampsScroll: Bool = true) -> (NavigationState, Outcome) {
        let clampingScroll: (NavigationState) -> NavigationState = clampsScroll ? self.clampingScroll : { $0 }
        guard given.1.changed else { return given }
        var result = given
        result.0 = followPreferredColumns(from: frame, result.0)
        let (reset, resets) = resetChangedRoots(from: frame, result.0)
        if !resets.isEmpty {
            var outcome = Outcome(changed: true, message: result.1.message + "; " + resets.map(\.description).joined(separator: "; "))
            outcome.rootResets = resets
            result = (reset, outcome)
        }
        guard hasEventHandlers else { return (clampingScroll(result.0), result.1) }
        let settled = settle(from: frame, result.0)
        guard !settled.ran.isEmpty else { return (clampingScroll(result.0), result.1) }
        var outcome = Outcome(changed: true, message: result.1.message + "; then ran " + settled.ran.joined(separator: ", "))
        outcome.rootResets = result.1.rootResets
        return (clampingScroll(settled.state), outcome)
    }

    /// Opens a URL: every `onOpenURL` of a view in the hierarchy whose pattern matches runs, with the captured
    /// parts read as their types.
    public func openURL(_ url: String, in frame: Frame, _ state: NavigationState) -> (NavigationState, Outcome) {
        var next = state
        var handled = 0
        var reasons: [String] = []
        for handler in frame.handlers {
            guard case .openURL(let pattern)? = event(of: handler), let captured = pattern.match(url),
                  let statements = statements(of: handler) else { continue }
            var env = handler.environment
            var readable = true
            for capture in pattern.captures {
                guard let text = captured[capture.name], let value = captureValue(text, as: capture.type) else {
                    reasons.append("'\(captured[capture.name] ?? "")' is not a \(capture.type) ('{\(capture.name)}' of \(pattern.text))")
                    readable = false
                    break
                }
                env = env.with(capture.name, value)
            }
            guard readable else { continue }
            var attempt = next
            do {
                try execute(statements, env, frame: frame, dismiss: handler.dismiss, &attempt, depth: 0, budget: WorkBudget())
                next = attempt
                handled += 1
            } catch let error as EvaluationError {
                return (state, Outcome(changed: false, message: "onOpenURL for \(pattern.text) failed: \(error.message)"))
            } catch {}
        }
        guard handled > 0 else {
            let patterns = frame.handlers.compactMap { handler -> String? in
                if case .openURL(let p)? = event(of: handler) { return p.text } else { return nil }
            }
            var message = "no onOpenURL in the hierarchy handles \(url)"
            if let reason = reasons.first { message += ": " + reason }
            else if !patterns.isEmpty { message += "; patterns: " + Array(Set(patterns)).sorted().joined(separator: ", ") }
            return (state, Outcome(changed: false, message: message))
        }
        return settled((next, Outcome(changed: !same(next, state), message: "opened \(url)")), from: frame)
    }

    /// URLs the `onOpenURL` handlers in the hierarchy accept, for searches that treat each pattern as an entry
    /// point: every combination of the captures' values when each capture's type is finite (Bool, an enum, a
    /// struct's records), at most `limit` per pattern; a String or number capture is filled with one placeholder
    /// (`x`, `0`) that stands for the values nobody can list.
    public func candidateURLs(in frame: Frame, limit: Int = 64) -> [String] {
        var result: [String] = []
        var seen = Set<String>()
        for handler in frame.handlers {
            guard case .openURL(let pattern)? = event(of: handler) else { continue }
            var fills: [[String: String]] = [[:]]
            for capture in pattern.captures {
                let texts = candidateTexts(capture.type)
                fills = fills.flatMap { fill in texts.map { var f = fill; f[capture.name] = $0; return f } }
                if fills.count > limit { fills = Array(fills.prefix(limit)) }
            }
            for fill in fills where seen.insert(pattern.fill(fill)).inserted { result.append(pattern.fill(fill)) }
        }
        return result
    }

    private func candidateTexts(_ type: TypeRef) -> [String] {
        switch type {
        case .optional(let inner): return candidateTexts(inner)
        case .named("Bool"): return ["true", "false"]
        case .named("Int"), .named("Double"): return ["0"]
        case .named(let name):
            guard let decl = scene.types[name] else { return ["x"] }
            if decl.isEnum { return decl.cases.map(\.name) }
            return data.all(name).map(Navigator.urlText)
        default: return ["x"]
        }
    }

    /// The value a URL's captured text stands for: the text itself, a number, a Bool, an enum case by name, a record
    /// by identity. Nil when the text is none of its type's values.
    public func captureValue(_ text: String, as type: TypeRef) -> Value? {
        switch type {
        case .optional(let inner): return captureValue(text, as: inner)
        case .named("String"): return .string(text.removingPercentEncodingIfPossible)
        case .named("Int"): return Int(text).map { .int($0) }
        case .named("Double"): return Double(text).map { .double($0) }
        case .named("Bool"): return text == "true" ? .bool(true) : text == "false" ? .bool(false) : nil
        case .named(let name):
            guard let decl = scene.types[name] else { return nil }
            if decl.isEnum { return decl.cases.contains { $0.name == text } ? .enumCase(type: name, name: text) : nil }
            for record in data.all(name) {
                guard case .record(_, let id) = record else { continue }
                if Navigator.urlText(id) == text { return record }
            }
            return nil
        default:
            return nil
        }
    }

    /// How a value is written in a URL (the inverse of `captureValue`).
    public static func urlText(_ value: Value) -> String {
        switch value {
        case .string(let s): return s
        case .enumCase(_, let name, _): return name
        case .record(_, let id): return urlText(id)
        default: return value.description
        }
    }

    /// The handlers with an external moment (`onTapGesture`, `onReceive`, ...) that may run now: a person's on a view
    /// that is shown in the top context (not covered by a push, a sheet or a dialog), an outside event's on any view in
    /// the hierarchy. In frame order.
    public func externalHandlers(in frame: Frame) -> [HandlerInstance] {
        frame.handlers.filter { handler in
            guard case .external(let event)? = event(of: handler) else { return false }
            return !event.byPerson || (handler.shown && !handler.underPresentation)
        }
    }

    /// Runs an external handler now (the REPL's `fire`, the witness search's "tap the view at Feed.swift:12"): its
    /// statements, then the handlers the change triggers.
    public func fire(_ handler: HandlerInstance, in frame: Frame, _ state: NavigationState) -> (NavigationState, Outcome) {
        guard case .external(let event)? = event(of: handler), let statements = statements(of: handler) else {
            return (state, Outcome(changed: false, message: "no such handler"))
        }
        var next = state
        do {
            try execute(statements, handler.environment, frame: frame, dismiss: handler.dismiss, &next, depth: 0, budget: WorkBudget())
        } catch let error as EvaluationError {
            return (state, Outcome(changed: false, message: "\(event.modifier) failed: \(error.message)"))
        } catch {
            return (state, Outcome(changed: false, message: "\(event.modifier) failed"))
        }
        let message = same(next, state) ? "\(describe(handler)): nothing changed" : "ran " + describe(handler)
        return settled((next, Outcome(changed: !same(next, state), message: message)), from: frame)
    }

    /// How a witness step or the REPL names an external handler: `tap the view (onTapGesture at Feed.swift:12)`,
    /// `the publisher fires (onReceive at Feed.swift:30)`.
    public func describe(_ handler: HandlerInstance) -> String {
        guard case .external(let event)? = event(of: handler) else { return modifierName(handler) }
        let range = scene.nodes[handler.template].modifiers[handler.modifier].nameRange
        let file = range.file.split(separator: "/").last.map(String.init) ?? range.file
        return "\(event.phrase) (\(event.modifier) at \(file):\(range.start.line))"
    }

    func event(of handler: HandlerInstance) -> EventHandler.Event? {
        guard case .event(let h) = scene.nodes[handler.template].modifiers[handler.modifier].kind else { return nil }
        return h.event
    }

    func statements(of handler: HandlerInstance) -> [Statement]? {
        guard case .event(let h) = scene.nodes[handler.template].modifiers[handler.modifier].kind else { return nil }
        return h.statements
    }

    func modifierName(_ handler: HandlerInstance) -> String { scene.nodes[handler.template].modifiers[handler.modifier].name }
}

extension String {
    /// `%20` and friends decoded, as `URLComponents` gives path parts to an `onOpenURL` handler.
    var removingPercentEncodingIfPossible: String {
        guard contains("%") else { return self }
        var bytes: [UInt8] = []
        var iterator = utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%"), let high = iterator.next() else { bytes.append(byte); continue }
            guard let low = iterator.next() else { bytes += [byte, high]; continue }
            if let value = UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16) { bytes.append(value) } else { bytes += [byte, high, low] }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
