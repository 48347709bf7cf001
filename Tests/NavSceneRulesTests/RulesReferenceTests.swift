import XCTest
@testable import NavSceneRules

/// docs/rules.md is generated from the rule descriptions; this fails when the committed file is stale.
final class RulesReferenceTests: XCTestCase {
    func testCommittedReferenceIsCurrent() {
        if let failure = checkGolden(RulesReference.markdown(), path: packageRoot + "/docs/rules.md") {
            XCTFail("docs/rules.md is stale; regenerate with NAVSCENE_RECORD=1 swift test --filter RulesReferenceTests\n" + failure.prefix(2000))
        }
    }
}
