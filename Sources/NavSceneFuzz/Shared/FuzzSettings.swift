// The rule settings the fuzz targets lint with (compiled into each target by `.ci/fuzz`).
import NavSceneRules

enum FuzzSettings {
    /// The default settings with a witness-search budget of 2,000 states instead of 20,000. One input must finish
    /// within libFuzzer's per-input timeout (10 s) under AddressSanitizer, linting twice for the fix target; a
    /// generated module whose candidate no state decides (a view that pushes itself with its own stack and state:
    /// Tests/Fixtures/fuzz-seeds/fix/slow-witness-search) runs the search to its budget, about 1 ms a state there (4.1 s for the input).
    /// The work budget is a tenth of the default too (4,000,000 rendered nodes, counted as rendered: `RenderMeter`):
    /// a module whose views push and present themselves inside nested stacks renders frames that grow with every
    /// push (Tests/Fixtures/fuzz-seeds/fix/slow-multiple-sheets: 27 s under AddressSanitizer with the default, 5 s now).
    /// The budget is the same code at any size: what a target checks (no crash, placed diagnostics, fix-its that
    /// keep every byte and add no error) does not depend on it.
    static var rules: RuleSettings {
        var settings = RuleSettings()
        settings.maxStates = 2_000
        settings.maxWork = 4_000_000
        return settings
    }
}
