import Foundation
import NavLintKit
import NavSceneDiagnostics
import NavSceneLoader

/// A tool's answer: text for the assistant, the same as structured JSON where there is structure, and whether it is
/// an error (a bad argument, a scene that does not load). Tool errors are answers, not failures of the server.
struct ToolResult {
    var text: String
    var structured: [String: Any]?
    var isError = false

    static func error(_ message: String) -> ToolResult { ToolResult(text: message, structured: nil, isError: true) }

    var json: [String: Any] {
        var out: [String: Any] = ["content": [["type": "text", "text": text]], "isError": isError]
        if let structured { out["structuredContent"] = structured }
        return out
    }
}

/// The tools: `lint`, `explain`, `graph`, `extract`, and the simulator (`open`, `tap`, `back`, `select`, `screen`,
/// `close`; MCPSessions). Every path argument must name something inside `root` (after resolving `..` and
/// symbolic links), as the CLI reads only what it was given.
final class MCPTools {
    static let version = ToolInfo.version
    let root: String
    let sessions = MCPSessions()

    init(root: String) {
        self.root = (root as NSString).resolvingSymlinksInPath
    }

    static let names: Set<String> = Set(definitions.compactMap { $0["name"] as? String })

    static func schema(_ properties: [String: Any], required: [String] = []) -> [String: Any] {
        ["type": "object", "properties": properties, "required": required, "additionalProperties": false]
    }
    static let string: [String: Any] = ["type": "string"]
    static let session: [String: Any] = ["type": "string", "description": "A session id from open."]

    static let definitions: [[String: Any]] = [
        ["name": "lint", "description": "Lint SwiftUI source (a directory of .swift files is one module) and scene files: findings with severity, place, notes (witnesses: the taps that reach a mistake) and fixes, as navlint's JSON report. Give paths, or a buffer's text with its file name (a .swift buffer is linted as a module of its own).",
         "inputSchema": schema(["paths": ["type": "array", "items": string, "description": "Files or directories inside the project."],
                                "text": ["type": "string", "description": "An unsaved buffer's text."],
                                "filename": ["type": "string", "description": "The buffer's file name (.swift, .yaml)."]])],
        ["name": "explain", "description": "Explain a rule (what it finds, why, the fix), by its id or by a SwiftUI console warning pasted as it is: the rule that predicts it.",
         "inputSchema": schema(["rule": ["type": "string", "description": "A rule id, e.g. link-without-destination."],
                                "message": ["type": "string", "description": "A SwiftUI console line, as printed."]])],
        ["name": "graph", "description": "The navigation graph of a scene file or a Swift target (a .swift file or a directory of them): screens by container, links, dead links, entry points.",
         "inputSchema": schema(["path": string, "format": ["type": "string", "enum": ["mermaid", "dot"]]], required: ["path"])],
        ["name": "extract", "description": "The scene file (YAML) that SwiftUI source describes: a .swift file or a directory of them, one module.",
         "inputSchema": schema(["path": string], required: ["path"])],
        ["name": "open", "description": "Start a simulator session on a scene file or a Swift target: returns its id and the first screen, as the REPL shows it.",
         "inputSchema": schema(["path": string, "size": ["type": "string", "enum": ["compact", "regular"]]], required: ["path"])],
        ["name": "tap", "description": "Tap an element on the current screen, by its title or its number on the screen; returns the new screen.",
         "inputSchema": schema(["session": session, "element": string], required: ["session", "element"])],
        ["name": "back", "description": "Go back (pop the top screen or dismiss the sheet); returns the new screen.",
         "inputSchema": schema(["session": session], required: ["session"])],
        ["name": "select", "description": "Select a row of a list with selection (a split view's sidebar), by title or number.",
         "inputSchema": schema(["session": session, "element": string], required: ["session", "element"])],
        ["name": "fire", "description": "Run a handler that may run at any time (the view of an onTapGesture tapped, an onReceive's publisher, an onOpenURL...), by its number in the list or its modifier; without 'handler', lists the handlers that may run now.",
         "inputSchema": schema(["session": session, "handler": ["type": "string", "description": "A number from the list, or a modifier name such as onReceive."]],
                               required: ["session"])],
        ["name": "screen", "description": "What the user sees now, as the REPL shows it, with the numbered actions.",
         "inputSchema": schema(["session": session], required: ["session"])],
        ["name": "close", "description": "End a session.", "inputSchema": schema(["session": session], required: ["session"])],
    ]

    func call(_ name: String, _ arguments: [String: Any]) -> ToolResult {
        let schema = Self.definitions.first { $0["name"] as? String == name }?["inputSchema"] as? [String: Any]
        let allowed = Set((schema?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
        if let unknown = arguments.keys.sorted().first(where: { !allowed.contains($0) }) {
            return .error("\(name) takes no argument '\(unknown)' (it takes: \(allowed.sorted().joined(separator: ", ")))")
        }
        switch name {
        case "lint": return lint(arguments)
        case "explain": return explain(arguments)
        case "graph": return graph(arguments)
        case "extract": return extract(arguments)
        default: return sessions.call(name, arguments, tools: self)
        }
    }

    /// A path argument, resolved against `root` and checked to stay inside it; nil with the reason otherwise.
    func checkedPath(_ value: Any?, _ argument: String = "path") -> Result<String, ToolError> {
        guard let given = value as? String, !given.isEmpty else { return .failure(ToolError("'\(argument)' must be a non-empty string")) }
        guard !given.contains("\0") else { return .failure(ToolError("'\(argument)' holds a NUL byte")) }
        let absolute = given.hasPrefix("/") ? given : (root as NSString).appendingPathComponent(given)
        let resolved = (absolute as NSString).standardizingPath
        guard FileManager.default.fileExists(atPath: resolved) else { return .failure(ToolError("no such file or directory: \(given)")) }
        let real = (resolved as NSString).resolvingSymlinksInPath
        guard real == root || real.hasPrefix(root == "/" ? "/" : root + "/") else {
            return .failure(ToolError("\(given) is outside the project (\(root)); navlint mcp reads only inside the directory it was started in"))
        }
        return .success(real)
    }

    func lint(_ arguments: [String: Any]) -> ToolResult {
        var request = LintRequest()
        request.formats = ["json"]
        var stdin: [UInt8] = []
        if let text = arguments["text"] {
            guard let text = text as? String, let filename = arguments["filename"] as? String, !filename.isEmpty,
                  !filename.contains("/"), !filename.contains("\0") else {
                return .error("a buffer needs 'text' and a plain 'filename' (App.swift, Home.yaml)")
            }
            guard arguments["paths"] == nil else { return .error("give 'paths' or a buffer ('text' and 'filename'), not both") }
            if filename.hasSuffix(".swift") { return lintSwiftBuffer(text, filename: filename) }
            request.paths = ["-"]
            request.stdinFilename = filename
            stdin = Array(text.utf8)
        } else {
            guard let paths = arguments["paths"] as? [Any], !paths.isEmpty else { return .error("give 'paths' (a list) or a buffer ('text' and 'filename')") }
            for path in paths {
                switch checkedPath(path, "paths") {
                case .success(let real): request.paths.append(real)
                case .failure(let error): return .error(error.message)
                }
            }
        }
        var out = "", err = ""
        let console = Console(out: { out += $0 }, err: { err += $0 }, readStdin: { stdin }, stdoutIsTerminal: false,
                              environment: [:], workingDirectory: root)
        let status = LintRunner(request: request, console: console).run()
        guard status == .clean || status == .findings,
              let report = (try? JSONSerialization.jsonObject(with: Data(out.utf8))) as? [String: Any] else {
            return .error(err.isEmpty ? "navlint could not lint (exit status \(status.rawValue))" : err)
        }
        return ToolResult(text: out, structured: report)
    }

    /// A `.swift` buffer: one module of that file alone, in memory (the files beside it are not read).
    func lintSwiftBuffer(_ text: String, filename: String) -> ToolResult {
        guard FrontEnds.swift != nil else { return .error("this navlint was built without the Swift front end") }
        let target = LintTarget(path: ".", absolutePath: nil, config: LintConfig(directory: root),
                                swiftFiles: [.init(path: filename, absolutePath: filename)])
        let result = FileLinter.lintSwift(target, files: [SourceFile(path: filename, bytes: Array(text.utf8))],
                                          overrides: CommandLineOverrides())
        let report = Report(diagnostics: result.diagnostics.sorted(by: Diagnostic.ordered), files: [filename], sources: result.sources)
        let json = JSONReporter.render(report)
        return ToolResult(text: json, structured: (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any])
    }

    func explain(_ arguments: [String: Any]) -> ToolResult {
        var ids: [String]
        switch (arguments["rule"] as? String, arguments["message"] as? String) {
        case (let rule?, nil): ids = [rule]
        case (nil, let message?):
            ids = ConsoleMessageMatcher.match(message).map(\.ruleID)
            if ids.isEmpty { return .error("no rule predicts this message") }
        default: return .error("give 'rule' (an id) or 'message' (a SwiftUI console line), one of them")
        }
        var texts: [String] = []
        for id in ids {
            switch RuleCatalogText.explain(id) {
            case .success(let text): texts.append(text)
            case .failure(let error): return .error(error.description)
            }
        }
        return ToolResult(text: texts.joined(separator: "\n"), structured: ["rules": ids])
    }

    func loadScene(_ arguments: [String: Any]) -> Result<(path: String, load: LoadResult), ToolError> {
        let path: String
        switch checkedPath(arguments["path"]) {
        case .success(let real): path = real
        case .failure(let error): return .failure(error)
        }
        let load = MCPSessions.read(path)
        let errors = load.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty, let scene = load.scene, !scene.isLibrary else {
            let text = TextRenderer(source: { load.sources[$0] }).render(errors)
            return .failure(ToolError("\(path) has no scene to use" + (text.isEmpty ? " (a library file)" : ":\n" + text)))
        }
        return .success((path, load))
    }

    func graph(_ arguments: [String: Any]) -> ToolResult {
        let format: GraphFormat
        switch arguments["format"] {
        case nil: format = .mermaid
        case let name as String:
            guard let known = GraphFormat(rawValue: name) else { return .error("'format' is mermaid or dot, not '\(name)'") }
            format = known
        default: return .error("'format' is mermaid or dot")
        }
        switch loadScene(arguments) {
        case .success(let (_, load)): return ToolResult(text: format.render(NavigationGraph.build(scene: load.scene!)), structured: nil)
        case .failure(let error): return .error(error.message)
        }
    }

    func extract(_ arguments: [String: Any]) -> ToolResult {
        if let path = arguments["path"] as? String, !path.hasSuffix(".swift"),
           case .success(let real) = checkedPath(path), !isDirectory(real) {
            return .error("extract reads SwiftUI source: a .swift file or a directory of them")
        }
        switch loadScene(arguments) {
        case .success(let (path, load)): return ToolResult(text: SceneWriter.yaml(load.scene!, header: "Extracted by navlint from \(path)."), structured: nil)
        case .failure(let error): return .error(error.message)
        }
    }

    func isDirectory(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }
}

struct ToolError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
