import ArgumentParser
import Foundation
import NavLintLSP

struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Serve the Language Server Protocol over standard input and output (for editors).",
        discussion: """
        Diagnostics on open, change and save (with rule ids and links to their explanations), quick fixes from \
        fix-its, hover, go to definition, completion and document symbols. Point an editor's LSP client at \
        'navlint lsp' for YAML scene files; see the README.
        """)

    @Option(help: "Milliseconds after the last change before a document is checked again.")
    var debounce: Int = 200

    func run() throws {
        let status = LanguageServer(debounceMilliseconds: max(0, debounce)).run()
        throw ExitCode(status)
    }
}
