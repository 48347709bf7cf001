import Dispatch
import Foundation
import NavLintKit
import NavSceneDiagnostics
import NavSceneModel

/// `navlint lsp`: a Language Server Protocol server over standard input and output.
///
/// YAML scene files are checked one document at a time (includes read from disk); a `.swift` document is checked
/// with its whole module (the open buffers plus the files on disk), and findings are published for every file of the
/// module. A change is checked at once when the server is idle; changes that arrive while a check runs, or within
/// `burstWindow` of the last check of the same document or module, are coalesced into one check.
///
/// The client cannot kill it: framing is bounded (`MessageReader`), positions are clamped into the text, and the
/// lifecycle is enforced (-32002 before `initialize`, InvalidRequest after `shutdown`, `exit` ends with 0 after
/// `shutdown` and 1 without).
public final class LanguageServer: @unchecked Sendable {
    enum Language { case yaml, swift, other }

    struct Document {
        var uri: String
        var path: String
        var text: String
        var version: Int?
        var language: Language
        var check: EditorCheck?
        /// The last scene that loaded, kept while the text is broken so names still complete.
        var scene: Scene?
    }

    /// What one check covers: a YAML document, or a Swift module (its directory).
    enum Unit: Hashable { case document(String), module(String) }

    enum Lifecycle { case waitingForInitialize, running, shutDown }

    let writer: MessageWriter
    let burstWindow: UInt64
    let swiftLoader: FrontEnds.SwiftLoader?
    var documents: [String: Document] = [:]
    var modules: [String: SwiftModuleState] = [:]
    var configs = EditorConfigs(cwd: FileManager.default.currentDirectoryPath)
    var workspaceRoot: String?
    var lifecycle = Lifecycle.waitingForInitialize
    /// Checks waiting to run, by when (uptime nanoseconds).
    var due: [Unit: UInt64] = [:]
    var lastCheckEnd: [Unit: UInt64] = [:]
    private let decoder = JSONDecoder()

    /// `debounceMilliseconds`: how long a burst of changes is coalesced. `swift`: the Swift front end (the navlint
    /// executable plugs it in); without it `.swift` documents get no diagnostics.
    public init(output: FileHandle = .standardOutput, debounceMilliseconds: Int = 50, swift: FrontEnds.SwiftLoader? = nil) {
        writer = MessageWriter(handle: output)
        burstWindow = UInt64(max(0, min(debounceMilliseconds, 60_000))) * 1_000_000
        swiftLoader = swift
    }

    /// Serves the byte stream on `fd` until the client sends `exit` or the input ends; returns the process exit
    /// status (0 after `shutdown`, 1 otherwise).
    public func run(input fd: Int32 = 0) -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        let inbox = Inbox()
        let reader = Thread {
            let reader = MessageReader(fd: fd)
            while let item = reader.next() { inbox.put(item) }
            inbox.endOfInput()
        }
        reader.start()
        defer { inbox.close() }
        while true {
            let next = due.values.min().map { Date(timeIntervalSinceNow: Double(Int64($0) - Int64(Self.now())) / 1e9) }
            switch inbox.take(before: next) {
            case .items(let items):
                for item in items {
                    if let status = handle(item) { return status }
                }
            case .timedOut:
                break
            case .ended:
                return lifecycle == .shutDown ? 0 : 1
            }
            if writer.isClosed { return 1 }
            runDueChecks()
        }
    }

    static func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

    /// Handles one framing error or message; returns an exit status for `exit`.
    func handle(_ item: MessageReader.Item) -> Int32? {
        switch item {
        case .framingError(let why):
            writer.send(ErrorResponse(id: nil, error: .init(code: ErrorCode.parseError, message: why)))
            return nil
        case .message(let data):
            return handle(data)
        }
    }

    func handle(_ data: Data) -> Int32? {
        guard let envelope = try? decoder.decode(Envelope.self, from: data) else {
            let isJSON = (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil
            let error = isJSON
                ? ErrorResponse.Body(code: ErrorCode.invalidRequest, message: "not a JSON-RPC request or notification")
                : ErrorResponse.Body(code: ErrorCode.parseError, message: "not JSON")
            writer.send(ErrorResponse(id: nil, error: error))
            return nil
        }
        guard let method = envelope.method else {
            // A response to a request of ours (the server sends none) is ignored; anything else is invalid.
            if envelope.id == nil { writer.send(ErrorResponse(id: nil, error: .init(code: ErrorCode.invalidRequest, message: "a message without a method"))) }
            return nil
        }
        if method == "exit" { return lifecycle == .shutDown ? 0 : 1 }
        guard let id = envelope.id else {
            // Notifications before `initialize` and after `shutdown` are dropped, as LSP says.
            if lifecycle == .running { notify(method, data) }
            return nil
        }
        switch (lifecycle, method) {
        case (.waitingForInitialize, "initialize"):
            initialize(data, id)
        case (.waitingForInitialize, _):
            writer.send(ErrorResponse(id: id, error: .init(code: ErrorCode.serverNotInitialized, message: "the server is not initialized")))
        case (.running, "initialize"):
            writer.send(ErrorResponse(id: id, error: .init(code: ErrorCode.invalidRequest, message: "the server is initialized already")))
        case (.running, "shutdown"):
            lifecycle = .shutDown
            writer.send(ResponseMessage<Int>(id: id, result: nil))
        case (.running, _):
            request(method, data, id)
        case (.shutDown, _):
            writer.send(ErrorResponse(id: id, error: .init(code: ErrorCode.invalidRequest, message: "the server is shut down; only 'exit' is accepted")))
        }
        return nil
    }

    func params<P: Decodable>(_ type: P.Type, _ data: Data) -> P? { try? decoder.decode(Params<P>.self, from: data).params }

    func initialize(_ data: Data, _ id: RequestID) {
        if let root = params(InitializeParams.self, data), let path = root.rootUri.flatMap(Self.path(fromURI:)) ?? root.rootPath {
            configs = EditorConfigs(cwd: path)
            workspaceRoot = path
        }
        lifecycle = .running
        writer.send(ResponseMessage(id: id, result: InitializeResult(serverInfo: .init(name: ToolInfo.name, version: ToolInfo.version))))
    }

    func request(_ method: String, _ data: Data, _ id: RequestID) {
        func reply<R: Encodable>(_ result: R?) { writer.send(ResponseMessage(id: id, result: result)) }
        switch method {
        case "textDocument/codeAction":
            guard let p = params(CodeActionParams.self, data), let document = documents[p.textDocument.uri] else { reply([CodeAction]()); return }
            reply(codeActions(document, in: LineTable(document.text).clamp(p.range)))
        case "textDocument/hover":
            guard let p = params(PositionParams.self, data), let document = documents[p.textDocument.uri] else { reply(Optional<Hover>.none); return }
            reply(hover(document, at: LineTable(document.text).clamp(p.position)))
        case "textDocument/definition":
            guard let p = params(PositionParams.self, data), let document = documents[p.textDocument.uri],
                  document.language == .yaml else { reply([Location]()); return }
            reply(definition(document, at: LineTable(document.text).clamp(p.position)))
        case "textDocument/completion":
            guard let p = params(PositionParams.self, data), let document = documents[p.textDocument.uri],
                  document.language == .yaml else { reply(CompletionList(isIncomplete: false, items: [])); return }
            reply(CompletionList(isIncomplete: false, items: completions(document, at: LineTable(document.text).clamp(p.position))))
        case "textDocument/documentSymbol":
            guard let p = params(DocumentParams.self, data), let document = documents[p.textDocument.uri],
                  document.language == .yaml else { reply([DocumentSymbol]()); return }
            reply(symbols(document))
        default:
            writer.send(ErrorResponse(id: id, error: .init(code: ErrorCode.methodNotFound, message: "method not supported: \(method)")))
        }
    }

    func notify(_ method: String, _ data: Data) {
        switch method {
        case "textDocument/didOpen":
            guard let p = params(DidOpenParams.self, data) else { return }
            didOpen(p.textDocument)
        case "textDocument/didChange":
            guard let p = params(DidChangeParams.self, data) else { return }
            didChange(p)
        case "textDocument/didSave":
            guard let p = params(DidSaveParams.self, data) else { return }
            didSave(p)
        case "textDocument/didClose":
            guard let p = params(DidCloseParams.self, data) else { return }
            didClose(p.textDocument.uri)
        default:
            break   // initialized, $/cancelRequest, $/setTrace, workspace/didChangeConfiguration, unknown notifications
        }
    }

    /// Runs the checks whose time has come, earliest first.
    func runDueChecks() {
        let now = Self.now()
        for (unit, _) in due.filter({ $0.value <= now }).sorted(by: { $0.value < $1.value }) {
            due[unit] = nil
            switch unit {
            case .document(let uri): checkDocument(uri)
            case .module(let directory): checkModule(directory)
            }
            lastCheckEnd[unit] = Self.now()
        }
    }

    /// Asks for a check of `unit`: at once when it is idle (or `immediately`), else at the end of the burst window
    /// after its last check; a check already waiting is not pushed later.
    func schedule(_ unit: Unit, immediately: Bool = false) {
        let now = Self.now()
        var when = now
        if !immediately, let end = lastCheckEnd[unit], now < end + burstWindow { when = end + burstWindow }
        due[unit] = min(due[unit] ?? when, when)
    }

    /// A range in the document or in a file the check read, as a location.
    func location(_ range: SourceRange, _ document: Document) -> Location? {
        if range.file == document.path { return Location(uri: document.uri, range: LineTable(document.text).range(range)) }
        let absolute = range.file.hasPrefix("/") ? range.file : Paths.parentDirectory(document.path) + "/" + range.file
        let text = documents.values.first(where: { $0.path == absolute })?.text
            ?? document.check?.sources[range.file].map { String(decoding: $0.bytes, as: UTF8.self) }
            ?? (try? String(contentsOfFile: absolute, encoding: .utf8))
        guard let text else { return nil }
        return Location(uri: Self.uri(fromPath: absolute), range: LineTable(text).range(range))
    }

    /// File names are bytes: a URI's percent-encoded bytes become the path's, whether or not they are UTF-8.
    static func path(fromURI uri: String) -> String? { PathBytes.path(fromFileURI: uri) }

    static func uri(fromPath path: String) -> String { PathBytes.uri(path) }
}

/// JSON-RPC's and LSP's error codes.
enum ErrorCode {
    static let parseError = -32700
    static let invalidRequest = -32600
    static let methodNotFound = -32601
    static let serverNotInitialized = -32002
}

enum Paths {
    static func parentDirectory(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
