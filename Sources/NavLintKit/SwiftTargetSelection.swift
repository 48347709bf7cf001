import NavSceneDiagnostics

/// The one Swift target a command that runs a single module works on (`extract`, `repl`, flows, the MCP server's
/// `open`): the paths are split into targets exactly as `navlint PATHS` splits them (manifests, Xcode projects,
/// folders; the same files, the same links followed, the config's excludes), so the module extracted or run is the
/// module lint checks, with the same imported modules and platform.
public enum SwiftTargetSelection {
    public struct Problem: Error, Equatable {
        public var message: String
    }

    /// The target to use: the one the paths hold, or the one named `target` (its module name or its directory as
    /// shown) when they hold several. nil: the paths hold no `.swift` file. Files named on the command line are one
    /// module wherever they sit.
    public static func select(_ paths: [String], target named: String?, cwd: String) -> Result<LintTarget?, Problem> {
        let configs = ConfigResolver(cwd: cwd, explicitPath: nil)
        var discovery = FileDiscovery(cwd: cwd, configs: configs)
        for path in paths { discovery.add(path: path, stdinName: nil) }
        discovery.finish(oneModule: true)
        if let problem = discovery.diagnostics.first(where: { $0.severity == .error }) {
            return .failure(Problem(message: "\(problem.message): \(problem.range.file)"))
        }
        if let problem = configs.diagnostics.first(where: { $0.severity == .error }) {
            return .failure(Problem(message: "\(problem.range.file): \(problem.message)"))
        }
        let swift = discovery.targets.filter { !$0.swiftFiles.isEmpty }
        let listed = swift.map(\.displayName)
        guard let named else {
            if swift.count > 1 {
                return .failure(Problem(message: "\(paths.joined(separator: ", ")) holds \(swift.count) Swift targets; choose one with --target NAME: "
                    + listed.joined(separator: ", ")))
            }
            return .success(swift.first)
        }
        let matching = swift.filter { $0.moduleName == named || $0.path == named || $0.sceneName == named }
        switch matching.count {
        case 1: return .success(matching[0])
        case 0:
            let known = listed.isEmpty ? "it holds none" : "the targets: " + listed.joined(separator: ", ")
            return .failure(Problem(message: "no Swift target named '\(named)' in \(paths.joined(separator: ", ")); \(known)"))
        default:
            let exact = matching.filter { $0.moduleName == named }
            if exact.count == 1 { return .success(exact[0]) }
            return .failure(Problem(message: "'\(named)' names \(matching.count) Swift targets: "
                + matching.map { "\($0.displayName) (\($0.path))" }.joined(separator: ", ")))
        }
    }

    /// The target's files and the files of the modules it imports, read as lint reads them (the config's size bound;
    /// an unreadable imported file stays unknown, as in lint).
    public static func read(_ target: LintTarget) -> Result<(files: [SourceFile], dependencies: [SourceFile]), Problem> {
        let limit = target.config.loadOptions(CommandLineOverrides()).yaml.maxFileSize
        var files: [SourceFile] = []
        for file in target.swiftFiles {
            switch FileReader.read(file.absolutePath, limit: limit) {
            case .success(let bytes): files.append(SourceFile(path: file.path, bytes: bytes))
            case .failure(let problem): return .failure(Problem(message: "\(file.path): \(problem.message)"))
            }
        }
        var dependencies: [SourceFile] = []
        for file in target.swiftDependencies {
            if case .success(let bytes) = FileReader.read(file.absolutePath, limit: limit) { dependencies.append(SourceFile(path: file.path, bytes: bytes)) }
        }
        return .success((files, dependencies))
    }
}
