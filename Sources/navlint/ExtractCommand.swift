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

    func run() throws {
        let files: [SourceFile]
        switch SwiftSources.read(paths) {
        case .success(let read): files = read
        case .failure(let problem):
            FileHandle.standardError.write(Data("navlint: \(problem.message)\n".utf8))
            throw ExitCode(2)
        }
        guard !files.isEmpty else {
            FileHandle.standardError.write(Data("navlint: no .swift files in \(paths.joined(separator: ", "))\n".utf8))
            throw ExitCode(2)
        }
        let name = ((paths[0] as NSString).lastPathComponent as NSString).deletingPathExtension
        let result = SwiftSources.load(files, name: name.isEmpty ? "App" : name)
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

/// The `.swift` files of one module: files named, and the files of a directory named (`SwiftModuleFiles`, as lint).
enum SwiftSources {
    struct Problem: Error { var message: String }

    static func read(_ paths: [String]) -> Result<[SourceFile], Problem> {
        var files: [SourceFile] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                return .failure(Problem(message: "no such file or directory: \(path)"))
            }
            // A directory is read as lint reads a Swift target: the same files, the same links followed.
            let found = isDirectory.boolValue ? SwiftModuleFiles.find(in: path, shown: path).files.map(\.path) : [path]
            for file in found {
                switch FileReader.read(file, limit: 16 << 20) {
                case .success(let bytes): files.append(SourceFile(path: file, bytes: bytes))
                case .failure(let problem): return .failure(Problem(message: "\(file): \(problem.message)"))
                }
            }
        }
        return .success(files)
    }

    /// `navlint repl App.swift`, `navlint repl Sources/App/`, a flow's `scene: Sources/App`: the Swift module read in
    /// memory (as `extract` reads it); nil for a path that is neither a `.swift` file nor a directory holding some.
    static func sceneReader(_ path: String) -> LoadResult? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        if !isDirectory.boolValue && !path.hasSuffix(".swift") { return nil }
        let files: [SourceFile]
        switch read([path]) {
        case .success(let read): files = read
        case .failure(let problem):
            return LoadResult(scene: nil, diagnostics: [Diagnostic(id: "io-error", severity: .error, message: problem.message, range: .synthetic(path))], sources: [:])
        }
        if files.isEmpty {
            guard !isDirectory.boolValue else {
                return LoadResult(scene: nil, diagnostics: [Diagnostic(id: "io-error", severity: .error, message: "no .swift files in \(path)", range: .synthetic(path))], sources: [:])
            }
            return nil
        }
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        return load(files, name: name.isEmpty ? "App" : name)
    }

    /// The module through the Swift front end, then the records of the data sidecar (`navlint-data.yaml`) in the
    /// directory that holds the module's files, when there is one. Every entry point (lint, repl, flows, extract)
    /// loads Swift this way.
    /// `cache`: parsed files kept between loads (the language server's).
    static func load(_ files: [SourceFile], dependencies: [SourceFile] = [], name: String, platform: Platform = .iOS,
                     cache: SwiftParseCache? = nil) -> LoadResult {
        let result = cache.map { SwiftFrontEnd.load(files, dependencies: dependencies, name: name, platform: platform, cache: $0) }
            ?? SwiftFrontEnd.load(files, dependencies: dependencies, name: name, platform: platform)
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
