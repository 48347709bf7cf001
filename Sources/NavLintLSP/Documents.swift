import Foundation
import NavLintKit
import NavSceneDiagnostics

/// Text document synchronisation, and checking and publishing a YAML document's diagnostics.
extension LanguageServer {
    static func language(of path: String) -> Language {
        if path.hasSuffix(".swift") { return .swift }
        if path.hasSuffix(".yaml") || path.hasSuffix(".yml") { return .yaml }
        return .other
    }

    func didOpen(_ item: TextDocumentItem) {
        guard let path = Self.path(fromURI: item.uri) else { return }
        let document = Document(uri: item.uri, path: path, text: item.text, version: item.version, language: Self.language(of: path))
        documents[item.uri] = document
        if document.language == .swift {
            openSwift(document)
        } else {
            // `.other`: a file the config's `include` globs name may be a scene under any name.
            schedule(.document(item.uri), immediately: true)
        }
    }

    func didChange(_ p: DidChangeParams) {
        guard var document = documents[p.textDocument.uri] else { return }
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
        schedule(unit(of: document))
    }

    func didSave(_ p: DidSaveParams) {
        guard var document = documents[p.textDocument.uri] else { return }
        if let text = p.text { document.text = text; documents[p.textDocument.uri] = document }
        if document.path.hasSuffix("/.navlint.yml") || document.path.hasSuffix("/.navlint.yaml") { configs.reset() }
        schedule(unit(of: document), immediately: true)
        // Scenes that include the saved file read it from disk: check them again.
        for (uri, other) in documents where uri != p.textDocument.uri && other.check?.sources[document.path] != nil {
            schedule(unit(of: other), immediately: true)
        }
    }

    func didClose(_ uri: String) {
        guard let document = documents.removeValue(forKey: uri) else { return }
        due[.document(uri)] = nil
        if document.language == .swift {
            // The module is checked again from disk for the files still open; its findings stay published while
            // one of its files is open.
            closeSwift(document)
        } else {
            publish(uri: uri, version: nil, diagnostics: [])
        }
    }

    func unit(of document: Document) -> Unit {
        if document.language == .swift, let directory = moduleDirectory(of: document.path) { return .module(directory) }
        return .document(document.uri)
    }

    /// Checks one YAML document now and publishes its diagnostics. A YAML file the CLI's walk would not lint on its
    /// own (no top-level `scene` or `root` key: a library, a CI workflow) is checked only when an open scene
    /// includes it; otherwise it gets no diagnostics.
    func checkDocument(_ uri: String) {
        guard var document = documents[uri], document.language != .swift else { return }
        // A Swift module's data sidecar is checked, and published, with its module.
        if modules.values.contains(where: { $0.check?.sources[document.path] != nil }) { return }
        let includedByAnOpenScene = documents.values.contains { $0.uri != uri && $0.language != .swift && $0.check?.sources[document.path] != nil }
        guard includedByAnOpenScene || EditorCheck.isLintedOnItsOwn(path: document.path, bytes: Array(document.text.utf8), configs: configs) else {
            document.check = nil
            documents[uri] = document
            publish(uri: uri, version: document.version, diagnostics: [])
            return
        }
        let result = EditorCheck.check(path: document.path, text: document.text, configs: configs)
        document.check = result
        if let scene = result.scene { document.scene = scene }
        documents[uri] = document
        let table = LineTable(document.text)
        let diagnostics = result.diagnostics.filter { $0.range.file == document.path }.map { lsp($0, table, document) }
        publish(uri: uri, version: document.version, diagnostics: diagnostics)
        // Open YAML files this scene includes, not checked until now: they are libraries of an open scene.
        for (other, included) in documents where other != uri && included.language != .swift && included.check == nil
            && result.sources[included.path] != nil {
            schedule(.document(other), immediately: true)
        }
    }

    func publish(uri: String, version: Int?, diagnostics: [LSPDiagnostic]) {
        writer.send(NotificationMessage(method: "textDocument/publishDiagnostics",
                                        params: PublishDiagnosticsParams(uri: uri, version: version, diagnostics: diagnostics)))
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
}
