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

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// In an Xcode project (File > Packages > navlint, or the target's context menu): Xcode passes `--target NAME` for each
// selected target; each is linted as one module (its input files), the other arguments are navlint's options. Compiled
// only by Xcode (the module exists nowhere else), so this path is not built by the tests on Linux.
extension NavLintCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = Set(extractor.extractOption(named: "target"))
        let tool = try context.tool(named: "navlint")
        var worst: Int32 = 0
        for target in context.xcodeProject.targets where names.isEmpty || names.contains(target.displayName) {
            let files = target.inputFiles.map(\.url)
                .filter { ["swift", "yaml", "yml"].contains($0.pathExtension) && $0.lastPathComponent != "navlint-data.yaml" }
            guard !files.isEmpty else { continue }
            let process = Process()
            process.executableURL = tool.url
            process.arguments = extractor.remainingArguments + ["--one-module"] + files.map(\.path)
            process.currentDirectoryURL = context.xcodeProject.directoryURL
            try process.run()
            process.waitUntilExit()
            worst = max(worst, process.terminationReason == .exit ? process.terminationStatus : 3)
        }
        if worst != 0 { throw NavLintFailed(status: worst) }
    }
}
#endif
