#if NAVSCENE_SWIFT_FRONTEND
import ArgumentParser
import Foundation
import NavLintKit
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneSwift

/// `navlint extract FILE.swift…`: the scene file the Swift describes (one module: all files given), for the REPL,
/// flows and review.
struct ExtractCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Write the scene file that SwiftUI source describes (the files given are one module).",
        discussion: "The scene loads cleanly: run it with navlint repl, navlint test or navlint graph. Code the Swift front end cannot read is written as 'unknown' entries where it is (Grammar.md, \"Unknown code\"), and listed with its Swift location in the file's header.")

    @Argument(help: "The .swift files (or directories of them) of one module.")
    var paths: [String]

    @Option(help: "Write the scene to this file instead of standard output.")
    var to: String?

    @Option(help: "The Swift target to write when the paths hold several (its module name or its directory), as lint splits them.")
    var target: String?

    func run() throws {
        let module: SwiftSources.Module
        switch SwiftSources.module(paths, target: target) {
        case .success(let found?): module = found
        case .success(nil):
            FileHandle.standardError.write(Data("navlint: no .swift files in \(paths.joined(separator: ", "))\n".utf8))
            throw ExitCode(2)
        case .failure(let problem):
            FileHandle.standardError.write(Data("navlint: \(problem.message)\n".utf8))
            throw ExitCode(2)
        }
        let files = module.files
        let result = SwiftSources.load(files, dependencies: module.dependencies, name: module.name, platform: module.platform)
        module.target.applyBoundary(to: result.scene)
        guard let scene = result.scene, !result.diagnostics.contains(where: { $0.severity == .error }) else {
            let renderer = TextRenderer(source: { result.sources[$0] })
            FileHandle.standardError.write(Data(renderer.render(result.diagnostics).utf8))
            throw ExitCode(2)
        }
        var header = "Extracted by navlint from \(files.map(\.path).joined(separator: ", ")).\n"
            + "Struct types have one sample record each ('sample'), plus the records of \(DataSidecar.fileName) beside the sources when there is one;"
            + " values the Swift computes at run time stand for any value of their type."
        if !scene.opaque.isEmpty {
            header += "\nCode navlint could not read (written as 'unknown' entries where it is):"
            for site in scene.opaque { header += "\n  \(site.range.file):\(site.range.start.line):\(site.range.start.column): \(site.kind.rawValue) \(site.what)" }
        }
        let text = SceneWriter.yaml(scene, header: header)
        if let to {
            do { try FileWriter.write(Array(text.utf8), to: to) } catch {
                FileHandle.standardError.write(Data("navlint: cannot write \(to): \(error)\n".utf8))
                throw ExitCode(2)
            }
        } else {
            print(text, terminator: "")
        }
    }
}

/// The Swift module a command runs: the target `navlint PATHS` checks (`SwiftTargetSelection`), read in memory.
enum SwiftSources {
    struct Module {
        var files: [SourceFile]
        var dependencies: [SourceFile]
        var target: LintTarget
        var name: String { target.sceneName }
        var platform: Platform { target.platform }
    }

    /// The target `--target` names for `navlint repl` (flows and the MCP server name a target by its directory).
    nonisolated(unsafe) static var replTarget: String?

    static func module(_ paths: [String], target: String?) -> Result<Module?, SwiftTargetSelection.Problem> {
        let cwd = FileManager.default.currentDirectoryPath
        switch SwiftTargetSelection.select(paths, target: target, cwd: cwd) {
        case .failure(let problem): return .failure(problem)
        case .success(nil): return .success(nil)
        case .success(let found?):
            return SwiftTargetSelection.read(found).map {
                Module(files: $0.files, dependencies: $0.dependencies, target: found)
            }
        }
    }

    /// `navlint repl App.swift`, `navlint repl Sources/App`, a flow's `scene: Sources/App`: the Swift module read in
    /// memory (as `extract` reads it); nil for a path that is neither a `.swift` file nor a directory holding some.
    static func sceneReader(_ path: String) -> LoadResult? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        if !isDirectory.boolValue && !path.hasSuffix(".swift") { return nil }
        switch module([path], target: replTarget) {
        case .failure(let problem):
            return LoadResult(scene: nil, diagnostics: [Diagnostic(id: "io-error", severity: .error, message: problem.message, range: .synthetic(path))], sources: [:])
        case .success(nil):
            guard !isDirectory.boolValue else {
                return LoadResult(scene: nil, diagnostics: [Diagnostic(id: "io-error", severity: .error, message: "no .swift files in \(path)", range: .synthetic(path))], sources: [:])
            }
            return nil
        case .success(let found?):
            let result = load(found.files, dependencies: found.dependencies, name: found.name, platform: found.platform)
            found.target.applyBoundary(to: result.scene)
            return result
        }
    }

    /// The module through the Swift front end, then the records of the data sidecar (`navlint-data.yaml`) in the
    /// directory that holds the module's files, when there is one. Every entry point (lint, repl, flows, extract)
    /// loads Swift this way.
    /// `cache`: parsed files kept between loads (the language server's).
    /// `checkedElsewhere`: the dependency files another target of the same lint run checks as its own.
    static func load(_ files: [SourceFile], dependencies: [SourceFile] = [], name: String, platform: Platform = .iOS,
                     cache: SwiftParseCache? = nil, checkedElsewhere: Set<String> = []) -> LoadResult {
        let result = cache.map { SwiftFrontEnd.load(files, dependencies: dependencies, name: name, platform: platform, cache: $0, checkedElsewhere: checkedElsewhere) }
            ?? SwiftFrontEnd.load(files, dependencies: dependencies, name: name, platform: platform, checkedElsewhere: checkedElsewhere)
        if let scene = result.scene { OpaqueSiteNodes.place(in: scene) }
        var load = LoadResult(scene: result.scene, diagnostics: result.diagnostics, sources: result.sources)
        guard let scene = result.scene, let directory = commonDirectory(files.map(\.path)) else { return load }
        let path = directory == "." ? DataSidecar.fileName : directory + "/" + DataSidecar.fileName
        guard PathBytes.kind(path) == .file else { return load }
        switch FileReader.read(path, limit: 16 << 20) {
        case .success(let bytes):
            let source = SourceFile(path: path, bytes: bytes)
            load.sources[path] = source
            load.diagnostics += DataSidecar.supply(source, to: scene)
        case .failure(let problem):
            load.diagnostics.append(Diagnostic(id: problem.id, severity: .error, message: problem.message, range: .synthetic(path)))
        }
        return load
    }

    /// The deepest directory holding every path ("." for relative paths without one).
    static func commonDirectory(_ paths: [String]) -> String? {
        let directories = paths.map { path -> [Substring] in
            var parts = path.split(separator: "/", omittingEmptySubsequences: false)
            parts.removeLast()
            return parts
        }
        guard var common = directories.first else { return nil }
        for parts in directories.dropFirst() {
            var count = 0
            while count < common.count, count < parts.count, common[count] == parts[count] { count += 1 }
            common = Array(common.prefix(count))
        }
        if common.isEmpty { return paths.first?.hasPrefix("/") == true ? "" : "." }
        return common.joined(separator: "/")
    }
}
#endif
