import NavSceneDiagnostics

/// One REPL command: its name, how it is used, what it does, and whether a recorded flow replays it.
struct CommandSpec {
    /// What tab completion offers after the command word.
    enum Argument { case none, element, selectable, stateName, action, size, file, typeName, url, handler }

    var name: String
    var usage: String
    var summary: String
    /// Replayed by `record` (informational commands such as `path` and `help` are not).
    var recorded: Bool
    var argument: Argument
    var run: (Session, String) -> Reply

    static let all: [CommandSpec] = [
        CommandSpec(name: "tap", usage: "tap TITLE | tap N", summary: "tap a link, button, row or tab by its title or number",
                    recorded: true, argument: .element) { $0.tap($1) },
        CommandSpec(name: "select", usage: "select TITLE", summary: "select a row or tab, or set a List selection",
                    recorded: true, argument: .selectable) { $0.select($1) },
        CommandSpec(name: "back", usage: "back", summary: "go back (pop the top screen, dismiss the top sheet)",
                    recorded: true, argument: .none) { s, _ in s.reply(s.runtime.back()) },
        CommandSpec(name: "root", usage: "root", summary: "pop every visible stack to its root",
                    recorded: true, argument: .none) { s, _ in s.reply(s.runtime.popToRoot()) },
        CommandSpec(name: "path", usage: "path", summary: "print the path of every visible stack",
                    recorded: false, argument: .none) { s, _ in s.printPaths() },
        CommandSpec(name: "set", usage: "set STATE VALUE", summary: "deep link: set a state variable, e.g. set path [Apple Pie, Pie Crust]",
                    recorded: true, argument: .stateName) { $0.set($1) },
        CommandSpec(name: "run", usage: "run ACTION", summary: "run a named action of the scene",
                    recorded: true, argument: .action) { $0.runAction($1) },
        CommandSpec(name: "open", usage: "open URL", summary: "open a URL, e.g. open myapp://recipe/apple-pie (the scene's onOpenURL handlers)",
                    recorded: true, argument: .url) { $0.open($1) },
        CommandSpec(name: "fire", usage: "fire N | MODIFIER",
                    summary: "run a handler that may run at any time: tap the view of an onTapGesture, an onReceive's publisher... (fire alone lists them)",
                    recorded: true, argument: .handler) { $0.fire($1) },
        CommandSpec(name: "size", usage: "size compact|regular", summary: "change the horizontal size class",
                    recorded: true, argument: .size) { $0.size($1) },
        CommandSpec(name: "scroll", usage: "scroll", summary: "scroll the first lazy container by one screenful",
                    recorded: true, argument: .none) { s, _ in s.reply(s.runtime.scroll()) },
        CommandSpec(name: "save", usage: "save FILE", summary: "write the persisted navigation state (JSON) to FILE",
                    recorded: true, argument: .file) { $0.save($1) },
        CommandSpec(name: "restore", usage: "restore FILE", summary: "restore navigation state from a JSON file",
                    recorded: true, argument: .file) { $0.restore($1) },
        CommandSpec(name: "relaunch", usage: "relaunch", summary: "start the scene again, restoring from scene storage",
                    recorded: true, argument: .none) { s, _ in s.relaunch() },
        CommandSpec(name: "delete", usage: "delete TYPE RECORD", summary: "remove a record from the data, e.g. delete Recipe \"Pie Crust\"",
                    recorded: true, argument: .typeName) { $0.delete($1) },
        CommandSpec(name: "reload", usage: "reload", summary: "re-read the scene file, keeping the state that is still valid",
                    recorded: true, argument: .none) { s, _ in s.reload() },
        CommandSpec(name: "check", usage: "check", summary: "run the lint rules on the scene",
                    recorded: false, argument: .none) { s, _ in s.check() },
        CommandSpec(name: "undo", usage: "undo", summary: "undo the last change",
                    recorded: true, argument: .none) { s, _ in s.reply(s.runtime.undo()) },
        CommandSpec(name: "screen", usage: "screen", summary: "show the current screen again",
                    recorded: false, argument: .none) { s, _ in Reply(text: s.screen) },
        CommandSpec(name: "record", usage: "record FILE", summary: "write the session so far as a flow file",
                    recorded: false, argument: .file) { $0.record($1) },
        CommandSpec(name: "help", usage: "help", summary: "list the commands",
                    recorded: false, argument: .none) { s, _ in Reply(text: CommandSpec.helpText) },
        CommandSpec(name: "quit", usage: "quit", summary: "end the session (also Ctrl-D)",
                    recorded: false, argument: .none) { _, _ in Reply(text: "", quit: true) },
    ]

    static var names: [String] { all.map(\.name) }

    /// The command a word names: an exact name, or an unambiguous prefix of one.
    static func resolve(_ word: String) -> Result<CommandSpec, SessionError> {
        let lowered = word.lowercased()
        if let exact = all.first(where: { $0.name == lowered }) { return .success(exact) }
        if lowered == "exit" { return resolve("quit") }
        let matches = all.filter { $0.name.hasPrefix(lowered) }
        if matches.count == 1 { return .success(matches[0]) }
        if matches.count > 1 {
            return .failure(SessionError(message: "'\(word)' is ambiguous: \(matches.map(\.name).joined(separator: ", "))"))
        }
        return .failure(SessionError(message: "unknown command '\(word)'" + Suggestions.didYouMean(lowered, in: names) + " (type help for the list)"))
    }

    static var helpText: String {
        let width = all.map(\.usage.count).max() ?? 0
        var text = "Commands (any unambiguous prefix works, e.g. 'sel' for select):\n"
        for spec in all {
            text += "  " + spec.usage + String(repeating: " ", count: width - spec.usage.count) + "  " + spec.summary + "\n"
        }
        text += "Values: enum cases by name or title (dessert, Dessert), records by name, static name or identity\n"
        text += "(Apple Pie, Recipe.applePie), lists in brackets ([Apple Pie, Pie Crust]), nil, true/false, numbers.\n"
        return text
    }
}
