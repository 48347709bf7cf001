import Foundation
import PackagePlugin

/// Lints a target's SwiftUI source (its `.swift` files, as one module) and its scene files (`.yaml`/`.yml`) when the
/// target builds. navlint prints each finding as `/absolute/path:line:column: error|warning: message`, the form
/// `swift build` and Xcode show as issues at their lines; an error fails the build. The command's declared output is
/// an empty Swift file written after a run with no error (an output is what makes the build system run a command,
/// and re-run it only when an input changes; a Swift file, unlike a report, does not end up in the target's
/// resources).
///
/// SwiftPM targets and (where Xcode provides `XcodeProjectPlugin`) `.xcodeproj` targets take the same path: the
/// target's files in, `navlint.command` out.
@main
struct NavLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return navlintCommand(target: target.name, files: target.sourceFiles.map(\.url),
                              navlint: try context.tool(named: "navlint").url, workDirectory: context.pluginWorkDirectoryURL)
    }
}

/// The files navlint reads: `.swift` sources and scene files. The Swift front end's sample-data sidecar is read with
/// its module (an input, so an edit re-runs the check) but is not a scene to lint.
func navlintCommand(target: String, files: [URL], navlint: URL, workDirectory: URL) -> [Command] {
    let inputs = files.filter { ["swift", "yaml", "yml"].contains($0.pathExtension) }.sorted { $0.path < $1.path }
    let linted = inputs.filter { $0.lastPathComponent != "navlint-data.yaml" }
    let swiftCount = linted.filter { $0.pathExtension == "swift" }.count
    let sceneCount = linted.count - swiftCount
    guard !linted.isEmpty else { return [] }
    var parts: [String] = []
    if swiftCount > 0 { parts.append("\(swiftCount) Swift file\(swiftCount == 1 ? "" : "s")") }
    if sceneCount > 0 { parts.append("\(sceneCount) scene file\(sceneCount == 1 ? "" : "s")") }
    let stamp = workDirectory.appending(path: "NavLintChecked_\(target).swift")
    return [.buildCommand(
        displayName: "navlint: checking \(parts.joined(separator: " and ")) of \(target)",
        executable: URL(fileURLWithPath: "/bin/sh"),
        // `--one-module`: the target's `.swift` files are one module wherever they sit (not one per directory).
        arguments: ["-c", "stamp=\"$1\"; shift; \"$@\" && printf '// Checked by navlint.\\n' > \"$stamp\"", "sh",
                    stamp.path, navlint.path, "--color", "never", "--one-module"] + linted.map(\.path),
        inputFiles: inputs,
        outputFiles: [stamp])]
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// An Xcode project's target: the same command over the target's input files. Compiled only by Xcode (the module
// exists nowhere else), so this path is not built by the tests on Linux; it mirrors the SwiftPM path line for line.
extension NavLintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        navlintCommand(target: target.displayName, files: target.inputFiles.map(\.url),
                       navlint: try context.tool(named: "navlint").url, workDirectory: context.pluginWorkDirectoryURL)
    }
}
#endif
