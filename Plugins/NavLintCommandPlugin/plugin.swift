import Foundation
import PackagePlugin

/// `swift package navlint [options] [paths]`: runs navlint (built from this package) with the same options as the
/// binary, in the package's directory; without paths it lints the package directory (scene files only, as the binary
/// does in a directory). navlint's exit status 1 (a finding) or 2 (usage) fails the command.
@main
struct NavLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "navlint")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments.isEmpty ? [context.package.directoryURL.path] : arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw NavLintFailed(status: process.terminationStatus)
        }
    }
}

struct NavLintFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String {
        status == 1 ? "navlint found problems (exit status 1)" : "navlint failed with exit status \(status)"
    }
}
