import Foundation
import NavSceneDiagnostics

/// Finds the config that applies to a file: `--config` when given, else the nearest `.navlint.yml` walking up from the
/// file's directory (nearest wins; configs do not merge). Parses each config file once.
final class ConfigResolver {
    private let cwd: String
    private var byDirectory: [String: LintConfig] = [:]
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var sources: [String: SourceFile] = [:]

    /// `explicitPath` is `--config`; a missing or broken one is reported in `diagnostics`.
    init(cwd: String, explicitPath: String?) {
        self.cwd = cwd
        if let explicitPath {
            let absolute = Paths.absolute(explicitPath, relativeTo: cwd)
            if case .success(let bytes) = FileReader.read(absolute, limit: Self.maxConfigSize) {
                explicitConfig = parse(bytes: bytes, shownAs: explicitPath, directory: Paths.parent(absolute))
            } else {
                diagnostics.append(Diagnostic(id: "io-error", severity: .error,
                                              message: "cannot read the config file '\(explicitPath)'", range: .synthetic(explicitPath)))
                explicitConfig = LintConfig(directory: cwd)
            }
        }
    }

    private var explicitConfig: LintConfig?
    /// A config file is a few lines; anything past this is not one.
    static let maxConfigSize = 1 << 20

    /// The config for a file or directory given as an absolute path of its directory.
    func config(forDirectory directory: String) -> LintConfig {
        if let explicitConfig { return explicitConfig }
        if let cached = byDirectory[directory] { return cached }
        var found: LintConfig?
        for name in LintConfig.fileNames {
            let candidate = Paths.join(directory, name)
            if case .success(let bytes) = FileReader.read(candidate, limit: Self.maxConfigSize) {
                found = parse(bytes: bytes, shownAs: Paths.display(candidate, cwd: cwd), directory: directory)
                break
            }
        }
        let result: LintConfig
        if let found {
            result = found
        } else if directory == "/" {
            result = LintConfig(directory: cwd)
        } else {
            result = config(forDirectory: Paths.parent(directory))
        }
        byDirectory[directory] = result
        return result
    }

    private func parse(bytes: [UInt8], shownAs path: String, directory: String) -> LintConfig {
        let source = SourceFile(path: path, bytes: bytes)
        sources[path] = source
        let (config, problems) = ConfigParser.parse(source, directory: directory)
        diagnostics.append(contentsOf: problems)
        return config
    }
}
