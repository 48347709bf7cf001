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

    /// A session on a scene that loaded; nil scene means the diagnostics say why (see `open`).
    public init(scenePath: String, load: LoadResult, scene: Scene, size: SizeClass? = nil) {
        self.scenePath = scenePath
        self.load = load
        self.runtime = SceneRuntime(scene: scene, size: size)
        self.initialSize = runtime.state.size
    }

    /// Loads the scene; on errors returns them rendered (file:line:col, snippet) instead of a session.
    public static func open(path: String, size: SizeClass? = nil) -> Result<Session, SessionError> {
        let result = SceneLoader.load(path: path)
        let errors = result.diagnostics.filter { $0.severity == .error }
        guard let scene = result.scene, errors.isEmpty else {
            let text = TextRenderer(source: { result.sources[$0] }).render(errors.isEmpty ? result.diagnostics : errors)
            return .failure(SessionError(message: "\(path) does not load; fix these first:\n" + text))
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
        if !reply.isError, spec.recorded { journal.append(line.trimmed) }
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
