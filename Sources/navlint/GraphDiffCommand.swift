import ArgumentParser
import Foundation
import NavLintKit
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel

/// `navlint graph --diff BASE TARGET`: the target's navigation graph now against BASE's, as Markdown with a Mermaid
/// chart (GraphDiff). BASE is a second path (a scene file or Swift target) or a git revision: each file of the target
/// is read with `git show BASE:./file` into memory, so nothing is checked out and nothing outside the target is read
/// (a scene file's includes are read from the working tree).
enum GraphDiffCommand {
    /// A target's files: a scene file, or the `.swift` files of a file or directory (one module).
    static let maxFiles = 10_000

    static func run(base: String, target: String) throws {
        guard !base.hasPrefix("-"), !base.isEmpty else { throw failure("--diff takes a git revision or a path, not '\(base)'") }
        let head = try load(target, revision: nil)
        let before = try load(FileManager.default.fileExists(atPath: base) ? base : target,
                              revision: FileManager.default.fileExists(atPath: base) ? nil : base)
        let diff = GraphDiff(base: NavigationGraph.build(scene: before), head: NavigationGraph.build(scene: head))
        StandardStreams.out(diff.markdown())
    }

    /// Loads the target from disk (`revision` nil) or as it was at a git revision.
    static func load(_ path: String, revision: String?) throws -> Scene {
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        guard exists else { throw failure("no such file or directory: \(path)") }
        let isSwift = isDirectory.boolValue || path.hasSuffix(".swift")
        let result: LoadResult
        if isSwift {
            guard let swift = FrontEnds.swift else { throw failure("this navlint was built without the Swift front end") }
            let files = try swiftFiles(path, isDirectory: isDirectory.boolValue, revision: revision)
            guard !files.isEmpty else { throw failure("no .swift files in \(path)\(revision.map { " at \($0)" } ?? "")") }
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            result = swift(files, [], name.isEmpty ? "App" : name, .iOS, [])
        } else if let revision {
            result = SceneLoader.load(source: SourceFile(path: path, bytes: try show(revision, path)))
        } else {
            result = SceneLoader.load(path: path)
        }
        let errors = result.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty, let scene = result.scene, !scene.isLibrary else {
            StandardStreams.err(TextRenderer(source: { result.sources[$0] }).render(errors))
            throw failure("\(path)\(revision.map { " at \($0)" } ?? "") has no scene to draw")
        }
        return scene
    }

    /// The `.swift` files of a target, read from disk or from the revision (its tree under the directory).
    static func swiftFiles(_ path: String, isDirectory: Bool, revision: String?) throws -> [SourceFile] {
        var names: [String]
        if !isDirectory {
            names = [path]
        } else if let revision {
            let listing = try git(["ls-tree", "-r", "-z", "--name-only", revision, "--", "."], in: path)
            names = listing.split(separator: 0).map { (path as NSString).appendingPathComponent(String(decoding: $0, as: UTF8.self)) }
        } else {
            names = []
            let walker = FileManager.default.enumerator(atPath: path)
            while let relative = walker?.nextObject() as? String {
                if (relative as NSString).pathComponents.contains(where: { $0.hasPrefix(".") }) { continue }
                names.append((path as NSString).appendingPathComponent(relative))
            }
        }
        names = names.filter { $0.hasSuffix(".swift") }.sorted()
        guard names.count <= maxFiles else { throw failure("\(path) holds more than \(maxFiles) .swift files") }
        return try names.map { name in
            if let revision { return SourceFile(path: name, bytes: try show(revision, name)) }
            switch FileReader.read(name, limit: 4 << 20) {
            case .success(let bytes): return SourceFile(path: name, bytes: bytes)
            case .failure(let problem): throw failure("\(name): \(problem.message)")
            }
        }
    }

    /// A file's bytes at a revision: `git show REV:./NAME`, run in the file's directory.
    static func show(_ revision: String, _ path: String) throws -> [UInt8] {
        let directory = (path as NSString).deletingLastPathComponent
        return try git(["show", "\(revision):./\((path as NSString).lastPathComponent)"], in: directory.isEmpty ? "." : directory)
    }

    static func git(_ arguments: [String], in directory: String) throws -> [UInt8] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { throw failure("cannot run git: \(error)") }
        final class Box: @unchecked Sendable { var data = Data() }
        let message = Box(), read = DispatchGroup()
        read.enter()
        DispatchQueue.global().async { message.data = err.fileHandleForReading.readDataToEndOfFile(); read.leave() }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        read.wait()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw failure("git \(arguments.joined(separator: " ")): \(String(decoding: message.data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        return [UInt8](data)
    }

    static func failure(_ message: String) -> Error {
        StandardStreams.err("navlint: \(message)\n")
        return ExitCode(2)
    }
}
