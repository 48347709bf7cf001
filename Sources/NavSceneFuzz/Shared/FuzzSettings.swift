// The rule settings the fuzz targets lint with (compiled into each target by `.ci/fuzz`).
import NavSceneRules

enum FuzzSettings {
    /// The default settings with witness-search budgets sized for the fuzz build: 400 states instead of 20,000, and
    /// 400,000 rendered nodes instead of 40,000,000 (counted as rendered: `RenderMeter`). One input must finish within
    /// libFuzzer's per-input timeout (10 s) under AddressSanitizer and coverage, linting twice for the fix target, and
    /// that build is about ten times slower than a release `navlint`: measured on the inputs of session 10
    /// (Tests/Fixtures/fuzz-seeds/fix/slow-13ddf0a: one `mixed-value-and-view-pushes` search that no state decides runs
    /// to the state budget, 1,300 rendered nodes a state; slow-split-analysis: two searches to the state
    /// budget over frames of 44 nodes, 2 ms a state spent outside rendering). A release `navlint` with the default
    /// budgets takes 38 s and 7.6 s CPU on them: bounded, by the same budgets, a hundredth the size here.
    /// The budget is the same code at any size: what a target checks (no crash, placed diagnostics, fix-its that
    /// keep every byte and add no error) does not depend on it.
    static var rules: RuleSettings {
        var settings = RuleSettings()
        settings.maxStates = 400
        settings.maxWork = 400_000
        return settings
    }
}
