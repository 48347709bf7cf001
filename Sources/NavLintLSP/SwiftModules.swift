import Foundation
import NavLintKit
import NavSceneDiagnostics

/// One Swift module with an open document: its files, its last check, and the files its findings were published for.
final class SwiftModuleState {
    let directory: String
    /// Every `.swift` file of the module (absolute), as the CLI's walk finds them when a document opens.
    var files: [String]
    var check: EditorCheck?
    /// The diagnostics last published per file, so a file whose findings are gone is cleared and an unchanged file
    /// is not sent again.
    var published: [String: [LSPDiagnostic]] = [:]
    init(directory: String, files: [String]) { self.directory = directory; self.files = files }
}

/// `.swift` documents: diagnostics of the document's whole module (the open buffers plus the files on disk), for every
/// file of the module that has findings; code actions and hover come from the module's check.
extension LanguageServer {
    func moduleDirectory(of path: String) -> String? {
        modules.values.first { $0.files.contains(path) }?.directory
    }

    /// Finds the module (again: files may have been added since), then checks it at once. Without the Swift front
    /// end a `.swift` document gets no diagnostics at all (never YAML ones).
    func openSwift(_ document: Document) {
        guard swiftLoader != nil else { return }
        let (directory, files) = EditorCheck.swiftModule(containing: document.path, root: workspaceRoot, configs: configs)
        guard !files.isEmpty else { return }
        if let module = modules[directory] {
            module.files = files
        } else {
            modules[directory] = SwiftModuleState(directory: directory, files: files)
        }
        schedule(.module(directory), immediately: true)
    }

    func closeSwift(_ document: Document) {
        guard let directory = moduleDirectory(of: document.path), let module = modules[directory] else { return }
        if documents.values.contains(where: { module.files.contains($0.path) }) {
            schedule(.module(directory), immediately: true)
            return
        }
        for (path, diagnostics) in module.published where !diagnostics.isEmpty {
            publish(uri: Self.uri(fromPath: path), version: nil, diagnostics: [])
        }
        modules[directory] = nil
        due[.module(directory)] = nil
        lastCheckEnd[.module(directory)] = nil
    }

    /// Checks a module now and publishes, for each of its files, its findings (an open document's with its version;
    /// a file whose findings did not change and that is not open is not sent again).
    func checkModule(_ directory: String) {
        guard let module = modules[directory], let loader = swiftLoader else { return }
        var buffers: [String: String] = [:]
        var open: [String: Document] = [:]
        for document in documents.values where module.files.contains(document.path) {
            buffers[document.path] = document.text
            open[document.path] = document
        }
        let result = EditorCheck.checkSwift(directory: directory, paths: module.files, buffers: buffers, configs: configs, loader: loader)
        module.check = result
        for (uri, document) in documents where open[document.path] != nil {
            var document = document
            document.check = result
            documents[uri] = document
        }
        var byFile: [String: [Diagnostic]] = [:]
        for diagnostic in result.diagnostics { byFile[diagnostic.range.file, default: []].append(diagnostic) }
        var published: [String: [LSPDiagnostic]] = [:]
        for path in Set(byFile.keys).union(module.published.keys).union(open.keys).sorted() {
            let document = open[path] ?? Document(uri: Self.uri(fromPath: path), path: path,
                                                  text: result.sources[path].map { String(decoding: $0.bytes, as: UTF8.self) } ?? "",
                                                  version: nil, language: .swift, check: result)
            let table = LineTable(document.text)
            let diagnostics = (byFile[path] ?? []).map { lsp($0, table, document) }
            published[path] = diagnostics
            if open[path] != nil || module.published[path] != diagnostics {
                publish(uri: document.uri, version: document.version, diagnostics: diagnostics)
            }
        }
        module.published = published.filter { !$0.value.isEmpty }
    }
}
