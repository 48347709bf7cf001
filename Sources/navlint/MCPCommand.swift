import ArgumentParser
import Foundation
import NavLintKit
import NavLintMCP
import NavSceneDiagnostics

struct MCPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve the Model Context Protocol over standard input and output (for coding assistants).",
        discussion: """
        Tools: lint (paths, or a buffer's text and file name), explain (a rule id, or a SwiftUI console line), \
        graph, extract, and a simulator: open (a scene or Swift target) -> session, tap, back, select, screen, close. \
        Paths must be inside the project: --root, or the directory the server starts in. See the README for an         assistant's configuration.
        """)

    @Option(help: "The project directory: relative paths start here, and no path may lead outside it (default: the working directory).")
    var root: String?

    func validate() throws {
        var directory: ObjCBool = false
        if let root, !(FileManager.default.fileExists(atPath: root, isDirectory: &directory) && directory.boolValue) {
            throw ValidationError("--root must name a directory: \(root)")
        }
    }

    func run() throws {
        let cwd = FileManager.default.currentDirectoryPath
        let project = root.map { $0.hasPrefix("/") ? $0 : (cwd as NSString).appendingPathComponent($0) } ?? cwd
        let server = MCPServer(root: (project as NSString).standardizingPath) { StandardStreams.out($0) }
        server.run()
    }
}
