import NavSceneDiagnostics
import NavSceneLoader
import NavSceneRules

/// The one seam between navlint and the pipeline: loading a scene and running the rule catalogue on it.
/// Everything else in NavLintKit goes through these members.
public enum Analysis {
    /// Loads one scene file from bytes already read (navlint reads files itself to detect edits made during `--fix`).
    public static func load(_ source: SourceFile, options: LoadOptions) -> LoadResult {
        SceneLoader.load(source: source, options: options)
    }

    /// The rule catalogue.
    public static var ruleDescriptions: [RuleDescription] { RuleRegistry.descriptions }

    /// Runs every enabled rule (nothing when the load produced no scene or had errors).
    public static func runRules(_ load: LoadResult, settings: RuleSettings) -> [Diagnostic] {
        RuleRegistry.run(load, settings: settings)
    }

    /// `runRules`, with the findings unknown code kept from being reported (`HiddenFinding`).
    public static func runRulesExplained(_ load: LoadResult, settings: RuleSettings) -> (diagnostics: [Diagnostic], hidden: [HiddenFinding]) {
        RuleRegistry.runExplained(load, settings: settings)
    }
}
