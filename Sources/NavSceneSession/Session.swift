import Foundation
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRuntime

/// What one command printed. `text` ends with a newline (or is empty); errors are one line.
public struct Reply: Hashable, Sendable {
    public var text: String
    public var isError: Bool
    /// The session should end (`quit`).
    public var quit: Bool
    public init(text: String, isError: Bool = false, quit: Bool = false) {
        self.text = text; self.isError = isError; self.quit = quit
    }
    static func error(_ message: String) -> Reply { Reply(text: "error: \(message)\n", isError: true) }
}

/// The one command interpreter behind `navlint repl` and flow files: it reads a command line, drives the scene's
/// `SceneRuntime`, and says what is on screen. It never traps on input: every problem is a one-line error reply.
public final class Session {
    /// The scene file as the user named it (`reload` re-reads it).
    public let scenePath: String
    public private(set) var load: LoadResult
    public private(set) var runtime: SceneRuntime
    /// Runs the lint rules for `check` and flows' `expect-finding`; injected by the CLI (the rules live above this module).
    public var checker: ((LoadResult) -> [Diagnostic])?
    /// Notes of the last `restore` or `relaunch` (records that no longer exist, ...).
    public private(set) var lastNotes: [String] = []
    /// Commands that ran without error, in order, for `record`.
    public private(set) var journal: [String] = []
    /// The size class the session started in (a recorded flow starts there too).
    public let initialSize: SizeClass
    /// Where relative file names of save/restore/record resolve; nil means the process's directory.
    public var workingDirectory: String?
    /// When set (a flow run), `save` and `record` may write only inside this directory: a flow file is input, and its
    /// steps must not replace files elsewhere.
    public var writableDirectory: String?
    /// Polled by long commands (`check`): true once the user pressed Ctrl-C, which then cancels only that command.
    public var interrupted: (() -> Bool)?

    /// A session on a scene that loaded; nil scene means the diagnostics say why (see `open`).
    public init(scenePath: String, load: LoadResult, scene: Scene, size: SizeClass? = nil) {
        self.scenePath = scenePath
        self.load = load
        self.runtime = SceneRuntime(scene: scene, size: size)
        self.initialSize = runtime.state.size
    }

    /// Reads a scene that is not a scene file (a `.swift` file or a directory of them, when navlint has the Swift
    /// front end): nil for paths it does not handle, which are read as scene files.
    /// A saved navigation state is a small JSON document; a larger file given to `restore` is not one.
    static let maxStateDocumentSize = 16 << 20
    nonisolated(unsafe) public static var sourceReader: ((String) -> LoadResult?)?

    /// The scene at `path`: through `sourceReader` when it takes the path, else as a scene file.
    public static func read(path: String) -> LoadResult {
        if let reader = sourceReader, let result = reader(path) { return result }
        return SceneLoader.load(path: path)
    }

    /// Loads the scene; on errors returns them rendered (file:line:col, snippet) instead of a session.
    public static func open(path: String, size: SizeClass? = nil) -> Result<Session, SessionError> {
        let result = read(path: path)
        let errors = result.diagnostics.filter { $0.severity == .error }
        guard let scene = result.scene, errors.isEmpty else {
            let text = TextRenderer(source: { result.sources[$0] }).render(errors.isEmpty ? result.diagnostics : errors)
            return .failure(SessionError(message: "\(DisplayLine.escaped(path)) does not load; fix these first:\n" + text))
        }
        return .success(Session(scenePath: path, load: result, scene: scene, size: size))
    }

    public var navigator: Navigator { runtime.navigator }
    public var values: ValueParser { ValueParser(navigator: runtime.navigator) }

    /// The current screen as text: the frame, then any rendering problems.
    public var screen: String {
        var text = FrameText(navigator: runtime.navigator).render(runtime.frame, state: runtime.state)
        var shown = Set<String>()
        for problem in runtime.frame.problems where shown.insert(problem.message).inserted {
            text += "⚠ \(problem.message)\n"
        }
        return text
    }

    /// Runs one command line. Empty lines and `#` comments do nothing.
    public func execute(_ line: String) -> Reply {
        let (word, rest) = CommandText.split(line)
        if word.isEmpty || word.hasPrefix("#") { return Reply(text: "") }
        let spec: CommandSpec
        switch CommandSpec.resolve(word) {
        case .success(let found): spec = found
        case .failure(let error): return .error(error.message)
        }
        let reply = spec.run(self, rest)
        // Recorded with the command's full name (`ta Gen` is `tap Gen`): a flow must not depend on which prefixes
        // happen to be unambiguous today.
        if !reply.isError, spec.recorded { journal.append(rest.isEmpty ? spec.name : spec.name + " " + rest) }
        return reply
    }

    // MARK: - Reply helpers for commands

    /// The screen followed by the outcome, or just the outcome when nothing changed.
    func reply(_ outcome: Outcome) -> Reply {
        Reply(text: (outcome.changed ? screen : "") + "» \(outcome.message)\n")
    }

    func resolve(_ file: String) -> String {
        if file.hasPrefix("/") { return file }
        let base = workingDirectory ?? FileManager.default.currentDirectoryPath
        return base.hasSuffix("/") ? base + file : base + "/" + file
    }

    /// Where `save`/`record` write `file`, or why they must not (outside `writableDirectory`).
    func resolveForWriting(_ file: String) -> Result<String, SessionError> {
        let path = resolve(file)
        guard let allowed = writableDirectory else { return .success(path) }
        let root = Self.canonical(allowed)
        let parent = Self.canonical(FileWriter.directory(of: Self.lexical(path)))
        let name = Self.lexical(path).split(separator: "/").last.map(String.init) ?? ""
        let inside = parent == root || parent.hasPrefix(root.hasSuffix("/") ? root : root + "/")
        guard inside, !name.isEmpty, name != "..", name != "." else {
            return .failure(SessionError(message: "a flow writes only inside \(allowed) (or the directory given with --output-dir); '\(DisplayLine.escaped(file))' is outside it"))
        }
        return .success(path)
    }

    /// `.` and `..` removed without touching the file system.
    static func lexical(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// The real path of a directory (symlinks resolved), or its lexical form when it does not exist.
    static func canonical(_ directory: String) -> String {
        let absolute = directory.hasPrefix("/") ? directory : FileManager.default.currentDirectoryPath + "/" + directory
        guard let resolved = realpath(absolute, nil) else { return lexical(absolute) }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    // MARK: - State changes that are not navigation (reload, record)

    func replace(load: LoadResult, runtime: SceneRuntime) {
        self.load = load
        self.runtime = runtime
    }

    func setNotes(_ notes: [String]) { lastNotes = notes }
}

public struct SessionError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
    public init(message: String) { self.message = message }
}
