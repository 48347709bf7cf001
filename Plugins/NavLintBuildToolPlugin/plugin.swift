import Foundation
import PackagePlugin

/// Lints a target's scene files (its `.yaml`/`.yml` files) when the target builds. navlint prints each finding as
/// `/absolute/path:line:column: error: message`, the form `swift build` and Xcode show as issues at their lines; an
/// error fails the build. The command's declared output is an empty Swift file written after a clean run (an output
/// is what makes the build system run a command, and re-run it only when a scene file changes; a Swift file, unlike
/// a report, does not end up in the target's resources).
@main
struct NavLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let scenes = target.sourceFiles.map(\.url).filter { ["yaml", "yml"].contains($0.pathExtension) }
            .sorted { $0.path < $1.path }
        guard !scenes.isEmpty else { return [] }
        let stamp = context.pluginWorkDirectoryURL.appending(path: "NavLintChecked_\(target.name).swift")
        let navlint = try context.tool(named: "navlint").url
        return [.buildCommand(
            displayName: "navlint: checking \(scenes.count) scene file\(scenes.count == 1 ? "" : "s") of \(target.name)",
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", "stamp=\"$1\"; shift; \"$@\" && printf '// Scene files checked by navlint.\\n' > \"$stamp\"", "sh",
                        stamp.path, navlint.path, "--color", "never"] + scenes.map(\.path),
            inputFiles: scenes,
            outputFiles: [stamp])]
    }
}
