import NavSceneDiagnostics
import NavSceneLoader
import XCTest
@testable import NavSceneRules

/// The talk's "wrong for two reasons": both findings, and the fix-it turns it into the talk's correct version.
final class FixItTests: XCTestCase {
    func apply(_ fix: FixIt, to text: String) -> String {
        var bytes = Array(text.utf8)
        for edit in fix.edits.sorted(by: { $0.range.start.offset > $1.range.start.offset }) {
            bytes.replaceSubrange(edit.range.byteRange, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    func testWrongForTwoReasonsIsFixedByMovingTheModifierToTheScrollView() throws {
        let path = packageRoot + "/Examples/Mistakes/DestinationInLazyGrid.yaml"
        let load = SceneLoader.load(path: path)
        let found = lint(load)
        XCTAssertEqual(Set(found.map(\.id)), ["destination-in-lazy-container", "destination-in-foreach"])
        let lazy = try XCTUnwrap(found.first { $0.id == "destination-in-lazy-container" })
        let fix = try XCTUnwrap(lazy.fixIts.first)
        let original = try String(contentsOfFile: path, encoding: .utf8)
        let fixed = apply(fix, to: original)
        // The destination now hangs on the ScrollView, beside its navigationTitle, as in the talk.
        XCTAssertTrue(fixed.contains("""
              navigationTitle: Desserts
              navigationDestination:
                for: Recipe
                as: recipe
                destination: { RecipeDetail: { recipe: recipe } }
        """), fixed)
        let reloaded = SceneLoader.load(source: SourceFile(path: path, text: fixed))
        XCTAssertTrue(reloaded.diagnostics.isEmpty, render(reloaded.diagnostics, reloaded))
        let after = lint(reloaded)
        XCTAssertTrue(after.isEmpty, render(after, reloaded))
    }

    func testDestinationOutsideStackFixMovesItOntoTheList() throws {
        let path = packageRoot + "/Examples/Mistakes/DestinationOutsideStack.yaml"
        let load = SceneLoader.load(path: path)
        let finding = try XCTUnwrap(lint(load).first { $0.id == "destination-outside-stack" })
        let fix = try XCTUnwrap(finding.fixIts.first)
        let fixed = apply(fix, to: try String(contentsOfFile: path, encoding: .utf8))
        let reloaded = SceneLoader.load(source: SourceFile(path: path, text: fixed))
        XCTAssertTrue(reloaded.diagnostics.isEmpty, render(reloaded.diagnostics, reloaded))
        let after = lint(reloaded)
        XCTAssertTrue(after.isEmpty, fixed + render(after, reloaded))
    }

    func testDestinationOnListRowFixMovesItOntoTheList() throws {
        let path = packageRoot + "/Examples/Mistakes/DestinationOnListRow.yaml"
        let load = SceneLoader.load(path: path)
        let finding = try XCTUnwrap(lint(load).first { $0.id == "destination-in-lazy-container" })
        let fix = try XCTUnwrap(finding.fixIts.first)
        let fixed = apply(fix, to: try String(contentsOfFile: path, encoding: .utf8))
        let reloaded = SceneLoader.load(source: SourceFile(path: path, text: fixed))
        XCTAssertTrue(reloaded.diagnostics.isEmpty, render(reloaded.diagnostics, reloaded))
        let after = lint(reloaded)
        XCTAssertTrue(after.isEmpty, fixed + render(after, reloaded))
    }
}
