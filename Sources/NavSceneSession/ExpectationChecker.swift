import NavSceneModel
import NavSceneRuntime

/// Runs one flow step on a session and says how it failed, if it did.
struct ExpectationChecker {
    let session: Session

    struct Failure {
        var message: String
        var expected: String?
    }

    func run(_ step: FlowStep) -> Failure? {
        switch step.kind {
        case .command(let line):
            let reply = session.execute(line)
            return reply.isError ? Failure(message: "the command failed: " + reply.text.trimmed.replacingOccurrences(of: "error: ", with: ""), expected: nil) : nil
        case .expect(let expectation):
            let problems = check(expectation)
            return problems.isEmpty ? nil : Failure(message: problems.joined(separator: "; "), expected: describe(expectation))
        case .linkDisabled(let title): return inert(title, disabled: true)
        case .linkDead(let title): return inert(title, disabled: false)
        case .noLink(let title):
            guard let index = session.runtime.frame.elements.firstIndex(where: { $0.label == title }) else { return nil }
            return Failure(message: "'\(title)' is on screen as element \(index + 1)", expected: "no element titled '\(title)'")
        case .finding(let id), .noFinding(let id):
            guard let checker = session.checker else { return Failure(message: "the rules are not available to this run", expected: nil) }
            let findings = checker(session.load).filter { $0.id == id }
            if case .finding = step.kind, findings.isEmpty {
                return Failure(message: "no '\(id)' finding", expected: "a finding [\(id)]")
            }
            if case .noFinding = step.kind, let first = findings.first {
                return Failure(message: "found '\(id)' at \(first.range.start.line):\(first.range.start.column): \(first.message)", expected: "no finding [\(id)]")
            }
            return nil
        case .notes(let expected):
            return notes(expected)
        }
    }

    private func inert(_ title: String, disabled: Bool) -> Failure? {
        let want = disabled ? "disabled" : "dead (looks active, does nothing)"
        let element: InteractiveElement
        switch session.element(title) {
        case .success(let found): element = found
        case .failure(let error): return Failure(message: error.message, expected: "'\(title)' \(want)")
        }
        switch element.effect {
        case .disabled where disabled, .dead where !disabled: return nil
        case .disabled: return Failure(message: "'\(element.label)' is disabled, not dead", expected: "'\(title)' \(want)")
        case .dead: return Failure(message: "'\(element.label)' is dead, not disabled", expected: "'\(title)' \(want)")
        default: return Failure(message: "'\(element.label)' works", expected: "'\(title)' \(want)")
        }
    }

    private func notes(_ expected: [String]) -> Failure? {
        let actual = session.lastNotes
        let ok = actual.count == expected.count && zip(actual, expected).allSatisfy { $0.contains($1) }
        if ok { return nil }
        let shown = actual.isEmpty ? "no notes" : actual.map { "'\($0)'" }.joined(separator: ", ")
        return Failure(message: "the last restore or relaunch gave \(shown)", expected: "\(expected.count) note\(expected.count == 1 ? "" : "s") containing " + expected.map { "'\($0)'" }.joined(separator: ", "))
    }

    func check(_ e: ScreenExpectation) -> [String] {
        let navigator = session.navigator
        let facts = ScreenFacts(frame: session.runtime.frame, navigator: navigator)
        var problems: [String] = []
        if let path = e.path {
            let matches = path.count == facts.path.count && zip(facts.path, path).allSatisfy { same($0, $1) }
            if !matches { problems.append("path is [\(facts.pathNames.joined(separator: ", "))]") }
        }
        if let screens = e.screens, screens != facts.screens,
           screens.count != facts.screens.count || !screens.indices.allSatisfy({ screens[$0] == facts.screens[$0] || screens[$0] == facts.screenViews[$0] }) {
            problems.append("screens are [\(facts.screens.joined(separator: " › "))]")
        }
        if let top = e.top, facts.top?.view != top { problems.append("top screen is \(facts.top?.view ?? "nothing")") }
        if let title = e.title, facts.top?.title != title { problems.append("title is \(facts.top?.title.map { "'\($0)'" } ?? "none")") }
        if let tab = e.tab, facts.tab != tab { problems.append("selected tab is \(facts.tab ?? "none")") }
        if let presented = e.presented, facts.presented != presented { problems.append("presented is \(facts.presented)") }
        if let elements = e.elements, elements != facts.elements {
            problems.append("elements are [\(facts.elements.joined(separator: ", "))]")
        }
        if let screen = e.screen, screen.trimmed != FrameText(navigator: navigator).render(session.runtime.frame, state: session.runtime.state).trimmed {
            problems.append("the screen differs")
        }
        for entry in e.state {
            guard let variable = session.runtime.scene.anyStateVariable(entry.name) else {
                problems.append("no state variable '\(entry.name)'")
                continue
            }
            let actual = session.runtime.navigator.read(entry.name, session.runtime.state) ?? .null
            do {
                let wanted = try session.values.parse(entry.value, as: variable.type)
                if wanted != actual { problems.append("\(entry.name) is \(navigator.display(actual))") }
            } catch let failure as ValueParser.Failure {
                problems.append("'\(entry.value)' is not a \(variable.type): \(failure.message)")
            } catch {
                problems.append("cannot read '\(entry.value)'")
            }
        }
        return problems
    }

    /// A path item matches by display name, or by parsing the expected text against the item's type.
    private func same(_ value: Value, _ expected: String) -> Bool {
        if session.navigator.display(value) == expected { return true }
        let type: TypeRef = value.typeName == "nil" ? .optional(.nilLiteral) : .named(value.typeName)
        return (try? session.values.parse(expected, as: type)) == value
    }

    func describe(_ e: ScreenExpectation) -> String {
        var parts: [String] = []
        if let path = e.path { parts.append("path [\(path.joined(separator: ", "))]") }
        if let screens = e.screens { parts.append("screens [\(screens.joined(separator: " › "))]") }
        if let top = e.top { parts.append("top \(top)") }
        if let title = e.title { parts.append("title '\(title)'") }
        if let tab = e.tab { parts.append("tab \(tab)") }
        if let presented = e.presented { parts.append("presented \(presented)") }
        if let elements = e.elements { parts.append("elements [\(elements.joined(separator: ", "))]") }
        for entry in e.state { parts.append("\(entry.name) \(entry.value)") }
        if let screen = e.screen { parts.append("screen:\n" + screen) }
        return parts.joined(separator: ", ")
    }
}
