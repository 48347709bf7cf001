import Foundation
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneSession

/// The simulator's sessions: each is the REPL's `Session` on one scene (a scene file, or a Swift target read in
/// memory), driven by the same commands. Bounded: at most `maxSessions` open at once (opening another is refused until
/// one is closed or expires), each expires after `idleLimit` without a call, and each takes at most `maxCommands`
/// interactions (its memory is its scene's, bounded by the loader's and front end's file limits, plus the navigation
/// state, which the interpreter bounds). Only navigation commands are exposed, with the element quoted, so no other
/// REPL command (`save`, `record`) can run and a session never writes a file.
final class MCPSessions {
    static let maxSessions = 16
    static let idleLimit: TimeInterval = 30 * 60
    static let maxCommands = 10_000

    final class Entry {
        let session: Session
        var lastUsed: Date
        var commands = 0
        init(_ session: Session) { self.session = session; lastUsed = Date() }
    }

    private var entries: [String: Entry] = [:]
    private var nextID = 1
    /// The clock (tests of expiry replace it).
    var now: () -> Date = Date.init

    /// A scene file or a Swift target, as the REPL reads it (`Session.sourceReader` is the Swift front end).
    static func read(_ path: String) -> LoadResult { Session.read(path: path) }

    func call(_ name: String, _ arguments: [String: Any], tools: MCPTools) -> ToolResult {
        expire()
        if name == "open" { return open(arguments, tools: tools) }
        guard let id = arguments["session"] as? String else { return .error("'session' (an id from open) is required") }
        guard let entry = entries[id] else { return .error("no session '\(id)' (closed, expired after \(Int(Self.idleLimit / 60)) idle minutes, or never opened)") }
        entry.lastUsed = now()
        switch name {
        case "close":
            entries[id] = nil
            return ToolResult(text: "closed \(id)\n", structured: ["session": id, "closed": true])
        case "screen":
            return answer(id, entry.session.screen, isError: false)
        case "back":
            return run(id, entry, "back")
        case "tap", "select":
            guard let element = arguments["element"] as? String, !element.isEmpty else { return .error("'element' (a title or a number on the screen) is required") }
            guard !element.contains(where: { $0.isNewline || $0 == "\0" }) else { return .error("'element' must be one line") }
            return run(id, entry, name + " " + "\"" + element.replacingOccurrences(of: "\"", with: "\\\"") + "\"")
        case "fire":
            guard let handler = arguments["handler"] else { return run(id, entry, "fire") }
            guard let handler = handler as? String, !handler.isEmpty,
                  !handler.contains(where: { $0.isWhitespace || $0 == "\0" || $0 == "\"" }) else {
                return .error("'handler' is a number from the list or a modifier name (onReceive), one word")
            }
            return run(id, entry, "fire " + handler)
        default:
            return .error("unknown simulator tool '\(name)'")
        }
    }

    func open(_ arguments: [String: Any], tools: MCPTools) -> ToolResult {
        guard entries.count < Self.maxSessions else {
            return .error("\(Self.maxSessions) sessions are open; close one (sessions also expire after \(Int(Self.idleLimit / 60)) idle minutes)")
        }
        var size: SizeClass?
        if let name = arguments["size"] {
            guard let name = name as? String, let known = SizeClass(rawValue: name) else { return .error("'size' is compact or regular") }
            size = known
        }
        switch tools.loadScene(arguments) {
        case .failure(let error): return .error(error.message)
        case .success(let (path, load)):
            let session = Session(scenePath: path, load: load, scene: load.scene!, size: size)
            let id = "s\(nextID)"
            nextID += 1
            entries[id] = Entry(session)
            return answer(id, session.screen, isError: false)
        }
    }

    func run(_ id: String, _ entry: Entry, _ command: String) -> ToolResult {
        guard entry.commands < Self.maxCommands else { return .error("session \(id) has run \(Self.maxCommands) commands; open a new one") }
        entry.commands += 1
        let reply = entry.session.execute(command)
        return answer(id, reply.isError ? reply.text : entry.session.screen + lastLine(reply.text), isError: reply.isError)
    }

    /// The outcome line (`» pushed Recipe`) of a reply that printed the screen and then the outcome.
    func lastLine(_ text: String) -> String {
        let lines = text.split(separator: "\n")
        guard let last = lines.last, last.hasPrefix("»") else { return "" }
        return String(last) + "\n"
    }

    func answer(_ id: String, _ text: String, isError: Bool) -> ToolResult {
        var result = ToolResult(text: text, structured: ["session": id, "screen": text])
        result.isError = isError
        return result
    }

    func expire() {
        let limit = now().addingTimeInterval(-Self.idleLimit)
        for (id, entry) in entries where entry.lastUsed < limit { entries[id] = nil }
    }
}
