import NavSceneDiagnostics
import NavSceneLoader
import NavSceneRules
import NavSceneYAML

/// The settings of one `.navlint.yml` (or the defaults when there is none).
public struct LintConfig: Sendable {
    /// The config file as shown to the user; nil for the built-in defaults.
    public var path: String?
    /// Absolute directory that `include`/`exclude` globs are relative to.
    public var directory: String
    /// Per-id severity; `nil` value means `off`.
    public var rules: [String: Severity?] = [:]
    /// Files under `directory` that a directory walk always lints, whatever they hold (besides the YAML files that
    /// declare a scene and the library files those include).
    public var include: [Glob] = []
    public var exclude: [Glob] = []
    public var maxStates: Int?
    public var maxDepth: Int?
    public var maxWork: Int?
    public var limits = YAMLLimits.default
    public var maxIncludeDepth: Int?

    public init(path: String? = nil, directory: String) {
        self.path = path
        self.directory = directory
    }

    public static let fileNames = [".navlint.yml", ".navlint.yaml"]

    /// Whether this config's `include` globs name a file (absolute path).
    public func isIncluded(_ absolutePath: String) -> Bool {
        guard !include.isEmpty else { return false }
        let relative = Paths.relative(absolutePath, from: directory)
        if relative.hasPrefix("..") { return false }
        return include.contains { $0.matches(relative) }
    }

    /// `.yaml` or `.yml`: the files a directory walk looks into.
    public static func hasYAMLExtension(_ name: String) -> Bool {
        name.hasSuffix(".yaml") || name.hasSuffix(".yml")
    }

    public func isExcluded(_ absolutePath: String) -> Bool {
        guard !exclude.isEmpty else { return false }
        let relative = Paths.relative(absolutePath, from: directory)
        if relative.hasPrefix("..") { return false }
        return exclude.contains { $0.matches(relative) }
    }
}

/// Per-run settings from the command line; they win over every config file.
public struct CommandLineOverrides: Sendable {
    public var disabled: [String] = []
    public var enabled: [String] = []
    public var maxFileSize: Int?
    /// `--verbose`: undecided witness searches list the states they tried.
    public var traceSearches = false
    public init() {}
}

extension LintConfig {
    /// The loader options this config asks for, with command-line overrides applied.
    func loadOptions(_ overrides: CommandLineOverrides) -> LoadOptions {
        var options = LoadOptions()
        options.yaml = limits
        if let size = overrides.maxFileSize { options.yaml.maxFileSize = size }
        if let depth = maxIncludeDepth { options.maxIncludeDepth = depth }
        return options
    }

    /// The rule settings this config asks for, with command-line overrides applied.
    func ruleSettings(_ overrides: CommandLineOverrides) -> RuleSettings {
        var settings = RuleSettings()
        for (id, severity) in rules {
            if let severity { settings.severityOverrides[id] = severity } else { settings.disabled.insert(id) }
        }
        settings.disabled.formUnion(overrides.disabled)
        settings.disabled.subtract(overrides.enabled)
        if let maxStates { settings.maxStates = maxStates }
        if let maxDepth { settings.maxDepth = maxDepth }
        if let maxWork { settings.maxWork = maxWork }
        settings.traceSearches = overrides.traceSearches
        return settings
    }
}

extension RuleSettings {
    /// Applies `off` and severity overrides to any diagnostic (rules and loader alike).
    func apply(to diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.compactMap { diagnostic in
            if disabled.contains(diagnostic.id) { return nil }
            var copy = diagnostic
            if let severity = severityOverrides[diagnostic.id] { copy.severity = severity }
            return copy
        }
    }
}
