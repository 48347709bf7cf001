import Foundation
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
        RuleRegistry.runExplained(load, settings: settings, handingOff: LastContextKept.isOn ? LastContextKept.keep : nil)
    }
}

/// A one-shot command's last rule context, left to the process' exit instead of freed when its lint returns.
///
/// Freeing a lint's scene, analysis and index object by object is a walk over all of it (on a 10 MB scene file, 3-7% of
/// the whole lint), and a command that exits right after gains nothing from it: the exit gives the memory back at
/// once. One context is kept at a time: keeping the next frees the one before (on the thread that keeps the next),
/// so a lint of many files holds at most one file's context more than it did, and each but the last is freed as
/// before. Off unless a command that exits after linting turns it on (`navlint lint`; not watch mode, the language
/// server or the MCP server, which live on).
public enum LastContextKept {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var kept: AnyObject?
    nonisolated(unsafe) public private(set) static var isOn = false

    /// Turns keeping on, for the rest of the process.
    public static func turnOn() {
        lock.lock(); isOn = true; lock.unlock()
    }

    /// Keeps `context`, and frees the one kept before (outside the lock).
    static func keep(_ context: AnyObject) {
        lock.lock()
        let previous = kept
        kept = context
        lock.unlock()
        _ = previous
    }
}
