import NavSceneModel
import NavSceneRuntime

/// What tab can put at the cursor: candidates that replace the text from `start` (a character offset) to the cursor.
public struct Completion: Hashable, Sendable {
    public var start: Int
    public var candidates: [String]
    /// Append a space after a single candidate (a finished command word).
    public var appendSpace: Bool
    public init(start: Int, candidates: [String], appendSpace: Bool) {
        self.start = start; self.candidates = candidates; self.appendSpace = appendSpace
    }
}

/// Tab completion of command words, titles on screen, state names and values, actions, sizes and record types.
public struct Completer {
    public let session: Session
    public init(session: Session) { self.session = session }

    public func complete(_ line: String, cursor: Int) -> Completion {
        let chars = Array(line.prefix(cursor))
        let text = String(chars)
        // Still in the command word.
        guard let space = chars.firstIndex(of: " ") else {
            let lowered = text.lowercased()
            return Completion(start: 0, candidates: CommandSpec.names.filter { $0.hasPrefix(lowered) }, appendSpace: true)
        }
        let word = String(chars[..<space])
        guard case .success(let spec) = CommandSpec.resolve(word) else { return Completion(start: cursor, candidates: [], appendSpace: false) }
        var argumentStart = space
        while argumentStart < chars.count, chars[argumentStart] == " " { argumentStart += 1 }
        let argument = String(chars[argumentStart...])
        let frame = session.runtime.frame
        switch spec.argument {
        case .none, .file:
            return Completion(start: cursor, candidates: [], appendSpace: false)
        case .element:
            return titles(frame.elements.map(\.label), argument, argumentStart)
        case .selectable:
            let selectable = frame.elements.filter { [.link, .row, .tab].contains($0.kind) }.map(\.label)
            return titles(selectable, argument, argumentStart)
        case .action:
            return titles(session.runtime.scene.actionOrder, argument, argumentStart)
        case .size:
            return titles(SizeClass.allCases.map(\.rawValue), argument, argumentStart)
        case .url:
            // The URLs the onOpenURL patterns in the hierarchy accept (captures filled with their types' values).
            // A URL has no spaces, so it is never quoted.
            let urls = session.navigator.candidateURLs(in: frame).filter { $0.hasPrefix(argument) }
            return Completion(start: argumentStart, candidates: urls, appendSpace: false)
        case .handler:
            // The modifiers of the handlers that may run now (`fire onReceive`).
            let handlers = session.runtime.externalHandlers
            let names = handlers.map { session.runtime.scene.nodes[$0.template].modifiers[$0.modifier].name }
            return titles(Array(Set(names)).sorted(), argument, argumentStart)
        case .stateName:
            return nameThenValue(session.runtime.scene.state.map(\.name), argument, argumentStart) { name in
                session.runtime.scene.stateVariable(name).map { session.values.spellings(of: $0.type) } ?? []
            }
        case .typeName:
            let scene = session.runtime.scene
            let types = scene.typeOrder.filter { scene.types[$0]?.isEnum == false }
            return nameThenValue(types, argument, argumentStart) { session.values.spellings(of: .named($0)) }
        }
    }

    /// The first word from `names`, then a value (inside brackets: the current list item) from `values(name)`.
    private func nameThenValue(_ names: [String], _ argument: String, _ start: Int, values: (String) -> [String]) -> Completion {
        let chars = Array(argument)
        guard let space = chars.firstIndex(of: " ") else {
            return Completion(start: start, candidates: names.filter { $0.lowercased().hasPrefix(argument.lowercased()) }, appendSpace: true)
        }
        var valueStart = space
        while valueStart < chars.count, chars[valueStart] == " " { valueStart += 1 }
        // Inside a list: complete the item after the last '[' or ','.
        if let separator = chars[valueStart...].lastIndex(where: { $0 == "[" || $0 == "," }) {
            valueStart = separator + 1
            while valueStart < chars.count, chars[valueStart] == " " { valueStart += 1 }
        }
        let candidates = values(String(chars[..<space]))
        return titles(candidates, String(chars[valueStart...]), start + valueStart, space: false)
    }

    /// Candidates matching the typed prefix (ignoring case and an opening quote), quoted when they need it.
    private func titles(_ all: [String], _ typed: String, _ start: Int, space: Bool = false) -> Completion {
        let prefix = (typed.first == "\"" ? String(typed.dropFirst()) : typed).lowercased()
        var seen = Set<String>()
        let matches = all.filter { $0.lowercased().hasPrefix(prefix) && seen.insert($0).inserted }
        return Completion(start: start, candidates: matches.map(CommandText.quoteIfNeeded), appendSpace: space)
    }
}
