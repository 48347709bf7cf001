import Foundation
import NavLintKit
import NavSceneDiagnostics
import NavSceneLoader
import XCTest

/// Input a person can write whose cost must stay bounded: long operator chains (no stack overflow), many errors in
/// one text (a few lines of output), huge switches and many misspellings (near-linear), globs full of `**`, reserved
/// words as names, and one file reached by two spellings of its path.
final class HostileGrowthTests: XCTestCase {
    func testTwelveThousandFiveHundredOrOperandsStopAtTheDepthLimit() {
        let operands = Array(repeating: "flag", count: 12_500).joined(separator: " || ")
        let text = "scene: A\nstate:\n  flag: Bool\nroot:\n  Text: x\n  disabled: \"\(operands)\"\n"
        let found = withTimeout(5, "12,500 || operands") { Pipeline.run(path: "or.yaml", bytes: Array(text.utf8)) } ?? []
        assertPlaced(found, in: "or.yaml", expecting: "limit-expression-depth", atLine: 6)
        XCTAssertEqual(errors(found).count, 1, summary(found))
    }

    func testFortyThousandChainedMembersStopAtTheDepthLimit() {
        let chain = "items" + String(repeating: ".count", count: 40_000)
        let text = "scene: A\nstate:\n  items: \"[Int]\"\nroot:\n  Text: x\n  disabled: \"\(chain) > 0\"\n"
        let found = withTimeout(5, "40,000 .count") { Pipeline.run(path: "count.yaml", bytes: Array(text.utf8)) } ?? []
        assertPlaced(found, in: "count.yaml", expecting: "limit-expression-depth", atLine: 6)
        XCTAssertEqual(errors(found).count, 1, summary(found))
    }

    /// A chain within the limit still loads: the limit counts operators, and 60 is far beyond hand-written scenes.
    func testSixtyOperandsLoad() {
        let operands = Array(repeating: "flag", count: 60).joined(separator: " || ")
        let text = "scene: A\nstate:\n  flag: Bool\nroot:\n  Text: x\n  disabled: \"\(operands)\"\n"
        let found = withTimeout(5, "60 || operands") { Pipeline.run(path: "ok.yaml", bytes: Array(text.utf8)) } ?? []
        XCTAssertEqual(errors(found).count, 0, summary(found))
    }

    func testTenThousandEmptyBracesPrintAFewLines() throws {
        let text = "scene: A\nroot:\n  Text: \"" + String(repeating: "{}", count: 10_000) + "\"\n"
        let source = SourceFile(path: "braces.yaml", bytes: Array(text.utf8))
        guard let found = withTimeout(5, "10,000 {}", { SceneLoader.load(source: source).diagnostics }) else { return }
        XCTAssertEqual(found.map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }, [
            "3:10: '{}' holds no expression; write '{{}}' for literal braces",
            "3:12: '{}' holds no expression; write '{{}}' for literal braces",
            "3:14: '{}' holds no expression; write '{{}}' for literal braces",
            "3:16: 9997 more errors in this text; fix the ones above first",
        ])
        let rendered = TextRenderer { _ in source }.render(found)
        XCTAssertLessThan(rendered.utf8.count, 4 * 600, "each snippet shows a window of the line, not all 20,000 columns")
    }

    func testATwoThousandCaseSwitchAndTwoThousandMisspeltCases() {
        let cases = (0..<2_000).map { "c\($0)" }
        func scene(_ pattern: (Int) -> String) -> String {
            "scene: A\ntypes:\n  E: { enum: [\(cases.joined(separator: ", "))] }\nstate:\n  e: { type: E, initial: .c0 }\nroot:\n  switch: e\n  cases:\n"
                + (0..<2_000).map { "    \(pattern($0)): { Text: x }\n" }.joined()
        }
        let good = scene { "c\($0)" }
        let found = withTimeout(10, "2,000-case switch") { SceneLoader.load(source: SourceFile(path: "s.yaml", bytes: Array(good.utf8))).diagnostics } ?? []
        XCTAssertEqual(errors(found).count, 0, summary(found))
        let misspelt = scene { "d\($0)" }
        let wrong = withTimeout(10, "2,000 misspelt cases") { SceneLoader.load(source: SourceFile(path: "m.yaml", bytes: Array(misspelt.utf8))).diagnostics } ?? []
        XCTAssertEqual(wrong.filter { $0.id == "unknown-case" }.count, 2_000)
        // The first misspellings still get their suggestion; the budget only stops the search once it is spent.
        XCTAssertEqual(wrong.first { $0.id == "unknown-case" }?.message, "'d0' is not a case of 'E'; did you mean 'c0'?")
    }

    func testSuggestionsStopWhenTheirBudgetIsSpent() {
        let candidates = (0..<1_000).map { "name\($0)" }
        let suggested = Suggestions.withBudget(10_000) {
            (0..<100).map { Suggestions.closest(to: "nane\($0)", in: candidates) }
        }
        XCTAssertEqual(suggested.first, "name0")
        XCTAssertNil(suggested.last ?? nil, "the budget of 10,000 characters is spent after a few searches")
        XCTAssertEqual(Suggestions.closest(to: "nane7", in: candidates), "name7", "outside a budget every search runs")
    }

    func testAGlobWithManyDoubleStarsIsNearLinear() {
        let glob = Glob("**/a/**/b/**/c/**/d/**/e/**/f/**/g/**/z.yaml")
        let path = Array(repeating: "a/b/c/d/e/f/g", count: 20).joined(separator: "/") + "/y.yaml"
        let result = withTimeout(5, "seven ** against 140 segments") { glob.matches(path) }
        XCTAssertEqual(result, false)
        XCTAssertTrue(glob.matches("x/a/b/c/d/e/f/g/z.yaml"))
        XCTAssertTrue(glob.matches("a/1/b/2/c/3/d/4/e/5/f/6/g/7/z.yaml"))
        XCTAssertFalse(glob.matches("a/b/c/d/e/f/z.yaml"))
    }

    func testReservedWordsAreNotNames() {
        let text = "scene: A\nstate:\n  nil: Bool\n  true: Bool\n  false: { type: Int, initial: 1 }\nroot:\n  Text: x\n"
        let found = SceneLoader.load(source: SourceFile(path: "r.yaml", bytes: Array(text.utf8))).diagnostics
        XCTAssertEqual(errors(found).map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }, [
            "3:3: a state variable name cannot be 'nil': it is a reserved word (an expression reads it as a literal); choose another name",
            "4:3: a state variable name cannot be 'true': it is a reserved word (an expression reads it as a literal); choose another name",
            "5:3: a state variable name cannot be 'false': it is a reserved word (an expression reads it as a literal); choose another name",
        ])
    }

    /// A diamond reached as `base.yaml` and as `../dir/base.yaml` is one file, wherever navlint runs from.
    func testIncludeIdentityIsTheRealFileNotItsSpelling() throws {
        let root = temporaryDirectory("diamond")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/dir", withIntermediateDirectories: true)
        try "types:\n  T: { enum: [a] }\n".write(toFile: root + "/dir/base.yaml", atomically: true, encoding: .utf8)
        try "include: [base.yaml]\n".write(toFile: root + "/dir/mid.yaml", atomically: true, encoding: .utf8)
        try "scene: S\ninclude: [mid.yaml, ../dir/base.yaml]\nroot:\n  Text: x\n".write(toFile: root + "/dir/scene.yaml", atomically: true, encoding: .utf8)
        for (directory, path) in [(root, "dir/scene.yaml"), (root + "/dir", "scene.yaml")] {
            var options = LoadOptions()
            options.workingDirectory = directory
            let found = SceneLoader.load(path: path, options: options).diagnostics
            XCTAssertEqual(found.count, 0, "from \(directory): \(summary(found))")
        }
    }
}
