import Dispatch
import Foundation
import NavLintKit
import NavSceneDiagnostics
import NavSceneModel

/// `navlint lsp`: a Language Server Protocol server over standard input and output.
///
/// Each open document is checked on open, on change (debounced: `debounce` after the last keystroke) and on save;
/// a keystroke re-checks only its own file. Includes are read from disk, so a library file's unsaved edits reach
/// the scenes that include it when it is saved: then every open document that read it is re-checked.
public final class LanguageServer: @unchecked Sendable {
    struct Document {
        var uri: String
        var path: String
        var text: String
        var version: Int?
        var check: EditorCheck?
        /// The last scene that loaded, kept while the text is broken so names still complete.
        var scene: Scene?
    }

    let writer: MessageWriter
    let queue = DispatchQueue(label: "navlint.lsp")
    let debounce: DispatchTimeInterval
    var documents: [String: Document] = [:]
    var generations: [String: Int] = [:]
    var configs = EditorConfigs(cwd: FileManager.default.currentDirectoryPath)
    var shutdownRequested = false
    private let decoder = JSONDecoder()

    public init(output: FileHandle = .standardOutput, debounceMilliseconds: Int = 200) {
        writer = MessageWriter(handle: output)
        debounce = .milliseconds(debounceMilliseconds)
    }

    /// Serves until the client sends `exit` or closes the input; returns the process exit status.
    public func run(input fd: Int32 = 0) -> Int32 {
        let reader = MessageReader(fd: fd)
        while let data = reader.next() {
            guard !data.isEmpty else { continue }
            var exit: Int32?
            queue.sync { exit = self.handle(data) }
            if let exit { return exit }
        }
        return shutdownRequested ? 0 : 1
    }

    /// Handles one message on `queue`; returns an exit status for `exit`.
    func handle(_ data: Data) -> Int32? {
        guard let envelope = try? decoder.decode(Envelope.self, from: data), let method = envelope.method else {
            writer.send(ErrorResponse(id: nil, error: .init(code: -32700, message: "not a JSON-RPC message")))
            return nil
        }
        func params<P: Decodable>(_ type: P.Type) -> P? { try? decoder.decode(Params<P>.self, from: data).params }
        func reply<R: Encodable>(_ result: R?) {
            if let id = envelope.id { writer.send(ResponseMessage(id: id, result: result)) }
        }
        switch method {
        case "initialize":
            if let root = params(InitializeParams.self), let path = root.rootUri.flatMap(Self.path(fromURI:)) ?? root.rootPath {
                configs = EditorConfigs(cwd: path)
            }
            reply(InitializeResult(serverInfo: .init(name: ToolInfo.name, version: ToolInfo.version)))
        case "initialized", "$/cancelRequest", "$/setTrace", "workspace/didChangeConfiguration":
            break
        case "shutdown":
            shutdownRequested = true
            reply(Optional<Int>.none)
        case "exit":
            return shutdownRequested ? 0 : 1
        case "textDocument/didOpen":
            guard let p = params(DidOpenParams.self), let path = Self.path(fromURI: p.textDocument.uri) else { break }
            documents[p.textDocument.uri] = Document(uri: p.textDocument.uri, path: path, text: p.textDocument.text,
                                                     version: p.textDocument.version)
            check(p.textDocument.uri)
        case "textDocument/didChange":
            guard let p = params(DidChangeParams.self), var document = documents[p.textDocument.uri] else { break }
            for change in p.contentChanges {
                if let range = change.range {
                    let table = LineTable(document.text)
                    var bytes = Array(document.text.utf8)
                    let start = table.offset(range.start), end = max(start, table.offset(range.end))
                    bytes.replaceSubrange(start..<end, with: Array(change.text.utf8))
                    document.text = String(decoding: bytes, as: UTF8.self)
                } else {
                    document.text = change.text
                }
            }
            document.version = p.textDocument.version
            documents[p.textDocument.uri] = document
            schedule(p.textDocument.uri)
        case "textDocument/didSave":
            guard let p = params(DidSaveParams.self), var document = documents[p.textDocument.uri] else { break }
            if let text = p.text { document.text = text; documents[p.textDocument.uri] = document }
            if document.path.hasSuffix("/.navlint.yml") || document.path.hasSuffix("/.navlint.yaml") { configs.reset() }
            check(p.textDocument.uri)
            // Scenes that include the saved file read it from disk: check them again.
            for (uri, other) in documents where uri != p.textDocument.uri && other.check?.sources[document.path] != nil {
                check(uri)
            }
        case "textDocument/didClose":
            guard let p = params(DidCloseParams.self) else { break }
            documents[p.textDocument.uri] = nil
            writer.send(NotificationMessage(method: "textDocument/publishDiagnostics",
                                            params: PublishDiagnosticsParams(uri: p.textDocument.uri, version: nil, diagnostics: [])))
        case "textDocument/codeAction":
            guard let p = params(CodeActionParams.self), let document = documents[p.textDocument.uri] else { reply([CodeAction]()); break }
            reply(codeActions(document, in: p.range))
        case "textDocument/hover":
            guard let p = params(PositionParams.self), let document = documents[p.textDocument.uri] else { reply(Optional<Hover>.none); break }
            reply(hover(document, at: p.position))
        case "textDocument/definition":
            guard let p = params(PositionParams.self), let document = documents[p.textDocument.uri] else { reply([Location]()); break }
            reply(definition(document, at: p.position))
        case "textDocument/completion":
            guard let p = params(PositionParams.self), let document = documents[p.textDocument.uri] else { reply(CompletionList(isIncomplete: false, items: [])); break }
            reply(CompletionList(isIncomplete: false, items: completions(document, at: p.position)))
        case "textDocument/documentSymbol":
            guard let p = params(DocumentParams.self), let document = documents[p.textDocument.uri] else { reply([DocumentSymbol]()); break }
            reply(symbols(document))
        default:
            if let id = envelope.id {
                writer.send(ErrorResponse(id: id, error: .init(code: -32601, message: "method not supported: \(method)")))
            }
        }
        return nil
    }

    /// Checks a document after `debounce` unless it changes again meanwhile.
    func schedule(_ uri: String) {
        let generation = (generations[uri] ?? 0) + 1
        generations[uri] = generation
        queue.asyncAfter(deadline: .now() + debounce) { [self] in
            if generations[uri] == generation { check(uri) }
        }
    }

    /// Checks one document now and publishes its diagnostics.
    func check(_ uri: String) {
        guard var document = documents[uri] else { return }
        generations[uri, default: 0] += 1
        let result = EditorCheck.check(path: document.path, text: document.text, configs: configs)
        document.check = result
        if let scene = result.scene { document.scene = scene }
        documents[uri] = document
        let table = LineTable(document.text)
        let diagnostics = result.diagnostics.filter { $0.range.file == document.path }.map { lsp($0, table, document) }
        writer.send(NotificationMessage(method: "textDocument/publishDiagnostics",
                                        params: PublishDiagnosticsParams(uri: uri, version: document.version, diagnostics: diagnostics)))
    }

    func lsp(_ diagnostic: Diagnostic, _ table: LineTable, _ document: Document) -> LSPDiagnostic {
        let severity: Int
        switch diagnostic.severity {
        case .error: severity = 1
        case .warning: severity = 2
        case .info: severity = 3
        }
        let related = diagnostic.notes.compactMap { note -> LSPDiagnostic.Related? in
            guard let range = note.range, let location = location(range, document) else { return nil }
            return .init(location: location, message: note.message)
        }
        var message = diagnostic.message
        for note in diagnostic.notes where note.range == nil { message += "\nnote: " + note.message }
        return LSPDiagnostic(range: table.range(diagnostic.range), severity: severity, code: diagnostic.id,
                             codeDescription: .init(href: Self.explainURL(diagnostic.id)), source: ToolInfo.name, message: message,
                             relatedInformation: related.isEmpty ? nil : related)
    }

    /// Where `navlint explain RULE-ID`'s text lives in the repository (docs/rules.md, one heading per rule).
    static func explainURL(_ id: String) -> String { ToolInfo.informationURI + "/blob/main/docs/rules.md#" + id }

    /// A range in the document or in a file the load read, as a location.
    func location(_ range: SourceRange, _ document: Document) -> Location? {
        if range.file == document.path { return Location(uri: document.uri, range: LineTable(document.text).range(range)) }
        let absolute = range.file.hasPrefix("/") ? range.file : Paths.parentDirectory(document.path) + "/" + range.file
        let text = document.check?.sources[range.file].map { String(decoding: $0.bytes, as: UTF8.self) } ?? (try? String(contentsOfFile: absolute, encoding: .utf8))
        guard let text else { return nil }
        return Location(uri: Self.uri(fromPath: absolute), range: LineTable(text).range(range))
    }

    /// File names are bytes: a URI's percent-encoded bytes become the path's, whether or not they are UTF-8.
    static func path(fromURI uri: String) -> String? { PathBytes.path(fromFileURI: uri) }

    static func uri(fromPath path: String) -> String { PathBytes.uri(path) }
}

enum Paths {
    static func parentDirectory(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
