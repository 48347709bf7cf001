import NavSceneDiagnostics

/// Everything `navlint lint` was asked to do (the command line, parsed).
public struct LintRequest {
    /// Files and directories; `-` is standard input. Empty: the working directory.
    public var paths: [String] = []
    public var stdinFilename: String?
    /// `--config`: one config for every file instead of discovery.
    public var configPath: String?
    public var failOn: Severity = .error
    /// `--format` values as given (`text`, `sarif:out.sarif`); empty: text, or github under GitHub Actions.
    public var formats: [String] = []
    public var color: ColorMode = .auto
    public var overrides = CommandLineOverrides()
    public var baselinePath: String?
    public var writeBaselinePath: String?
    public var fix = false
    public var dryRun = false
    /// `--verbose`: say which files a directory walk skipped and why.
    public var verbose = false
    /// `--one-module`: the `.swift` files named on the command line are one module, not one per directory.
    public var oneModule = false
    /// `--watch`: results of files unchanged since the last run are reused.
    public var cache: LintCache?

    public init() {}
}
