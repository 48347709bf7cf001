import NavSceneDiagnostics
import NavSceneLoader
import XCTest
@testable import NavSceneRules

/// A disabled rule does not run, and leaving rules out changes no other rule's verdict (rules that read another
/// rule's findings get them, even when that rule is disabled).
final class DisabledRulesTests: XCTestCase {
    func testEachRuleAloneFindsWhatItFindsAmongAll() {
        let files = exampleFiles("Examples/Mistakes") + exampleFiles("Tests/NavLintTests/Fixtures/err")
        XCTAssertFalse(files.isEmpty)
        let ids = Set(RuleRegistry.descriptions.map(\.id))
        for file in files {
            let load = SceneLoader.load(path: file)
            let all = lint(load).filter { $0.id != RuleRegistry.explorationBudgetID }
            for id in Set(all.map(\.id)) {
                var settings = RuleSettings()
                settings.disabled = ids.subtracting([id])
                let alone = lint(load, settings: settings).filter { $0.id != RuleRegistry.explorationBudgetID }
                XCTAssertEqual(render(alone, load), render(all.filter { $0.id == id }, load), "\(file): \(id) alone")
            }
        }
    }

    func testEveryRuleDisabledReportsNothingButBudgets() {
        let ids = Set(RuleRegistry.descriptions.map(\.id))
        var settings = RuleSettings()
        settings.disabled = ids
        for file in exampleFiles("Examples/Mistakes") {
            let load = SceneLoader.load(path: file)
            XCTAssertEqual(lint(load, settings: settings).filter { $0.id != RuleRegistry.explorationBudgetID }.count, 0, file)
        }
    }
}
