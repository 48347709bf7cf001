@testable import NavLintKit
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneRules
import XCTest

/// A one-shot lint leaves the last rule context to the process' exit: one is kept at a time, keeping the next frees
/// the one before, and the findings are those of a run that keeps nothing.
final class LastContextKeptTests: XCTestCase {
    final class Token {}

    func testKeepingTheNextFreesTheOneBefore() {
        weak var first: Token?
        weak var second: Token?
        do {
            let a = Token(), b = Token()
            first = a
            second = b
            LastContextKept.keep(a)
            LastContextKept.keep(b)
        }
        XCTAssertNil(first, "the context kept before is freed when the next is kept")
        XCTAssertNotNil(second, "the last context is kept")
        LastContextKept.keep(Token())
        XCTAssertNil(second)
    }

    func testHandedOffContextAndFindingsUnchanged() throws {
        let text = """
        scene: Kept
        types:
          Item: { enum: [a] }
        views:
          Home:
            body:
              NavigationLink: { title: Item, value: Item.a }
        root:
          NavigationStack: [Home]
        """
        let load = SceneLoader.load(source: SourceFile(path: "kept.yaml", bytes: Array((text + "\n").utf8)))
        XCTAssertNotNil(load.scene)
        weak var handed: AnyObject?
        let kept = RuleRegistry.runExplained(load, settings: RuleSettings(), handingOff: { handed = $0; LastContextKept.keep($0) })
        let plain = RuleRegistry.runExplained(load, settings: RuleSettings())
        XCTAssertNotNil(handed, "the rule context is handed off and kept")
        XCTAssertEqual(kept.diagnostics, plain.diagnostics)
        XCTAssertEqual(kept.diagnostics.map(\.id), ["link-without-destination"])
        LastContextKept.keep(Token())
        XCTAssertNil(handed, "freed once another is kept")
    }
}
