// The rule settings the fuzz targets lint with (compiled into each target by `.ci/fuzz`).
import NavSceneRules

enum FuzzSettings {
    /// The default settings with witness-search budgets sized for the fuzz build: 200 states instead of 20,000, and
    /// 100,000 rendered nodes instead of 4,000,000, as many for all the searches of one lint (counted as rendered:
    /// `RenderMeter`). One input must finish within libFuzzer's per-input timeout (10 s by hand) under
    /// AddressSanitizer and coverage, linting twice for the fix target, in a build about ten times slower than a
    /// release `navlint`. The slowest seed,
    /// Tests/Fixtures/fuzz-seeds/fix/slow-duplicate-illustration, runs four searches per lint to their budget over
    /// frames of about 240 nodes with a dozen interactions each: 17 s at 400 states and 400,000 nodes per search;
    /// slow-lint-searches 9.6 s at 200 states and 200,000 nodes for the lint (session 14). The budget is the same code at any size: what a target checks (no crash, placed diagnostics,
    /// fix-its that keep every byte and add no error) does not depend on it.
    static var rules: RuleSettings {
        var settings = RuleSettings()
        settings.maxStates = 200
        settings.maxWork = 100_000
        settings.maxLintWork = 100_000
        return settings
    }
}
