import ArgumentParser
import Foundation
import NavLintKit
import NavLintLSP
import NavSceneModel
#if NAVSCENE_SWIFT_FRONTEND
import NavSceneSwift
#endif

struct LSPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Serve the Language Server Protocol over standard input and output (for editors).",
        discussion: """
        Diagnostics on open, change and save (with rule ids and links to their explanations), quick fixes from \
        fix-its, hover, go to definition, completion and document symbols for YAML scene files; for a .swift \
        document, the findings of its whole module (published for every file of the module), quick fixes and hover \
        on a finding. Point an editor's LSP client at 'navlint lsp'; see the README.
        """)

    @Option(help: "A change is checked at once when the server is idle; changes within this many milliseconds of the last check are coalesced into one check.")
    var debounce: Int = 50

    func run() throws {
        let status = LanguageServer(debounceMilliseconds: max(0, debounce), swift: Self.swiftLoader()).run()
        throw ExitCode(status)
    }

    /// The Swift front end the lint command uses (`SwiftFrontEndPlugin`), keeping parsed files between checks so a
    /// keystroke re-parses only the file it changed.
    static func swiftLoader() -> FrontEnds.SwiftLoader? {
        #if NAVSCENE_SWIFT_FRONTEND
        let cache = SwiftParseCache()
        return { files, dependencies, name, platform, _ in SwiftSources.load(files, dependencies: dependencies, name: name, platform: platform, cache: cache) }
        #else
        return nil
        #endif
    }
}
