import NavSceneDiagnostics
import NavSceneLoader
import XCTest
@testable import NavSceneRules

/// Every rule's documented examples: triggering ones yield exactly the marked findings, non-triggering ones none.
final class RuleExamplesTests: XCTestCase {
    struct Marker: Hashable, CustomStringConvertible {
        var line: Int
        var column: Int
        var description: String { "\(line):\(column)" }
    }

    /// `#>` lines mark the line above; the `^`'s character column is where a finding starts.
    static func markers(_ yaml: String) -> Set<Marker> {
        var result = Set<Marker>()
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() where line.hasPrefix("#>") && index > 0 {
            for (offset, scalar) in line.unicodeScalars.enumerated() where scalar == "^" {
                result.insert(Marker(line: index, column: offset + 1))  // 1-based line of the line above = index
            }
        }
        return result
    }

    func findings(_ id: String, _ yaml: String, file: String) -> (LoadResult, [Diagnostic]) {
        let load = SceneLoader.load(source: SourceFile(path: file, text: yaml))
        return (load, lint(load).filter { $0.id == id })
    }

    func check(_ rule: RuleDescription, prefix: String, lineShift: Int) {
        XCTAssertGreaterThanOrEqual(rule.triggering.count, 2, rule.id)
        XCTAssertGreaterThanOrEqual(rule.nonTriggering.count, 2, rule.id)
        for example in rule.triggering {
            let yaml = prefix + example.yaml
            let (load, found) = findings(rule.id, yaml, file: "\(rule.id).yaml")
            let errors = load.diagnostics.filter { $0.severity == .error }
            XCTAssertTrue(errors.isEmpty, "\(rule.id) / \(example.title): does not load:\n\(render(errors, load))")
            let expected = Set(Self.markers(example.yaml).map { Marker(line: $0.line + lineShift, column: $0.column) })
            let actual = Set(found.map { Marker(line: $0.range.start.line, column: $0.range.start.column) })
            XCTAssertEqual(found.count, actual.count, "\(rule.id) / \(example.title): two findings at one place")
            XCTAssertEqual(actual, expected, "\(rule.id) / \(example.title):\n\(render(found, load))")
        }
        for example in rule.nonTriggering {
            let (load, found) = findings(rule.id, prefix + example.yaml, file: "\(rule.id).yaml")
            let errors = load.diagnostics.filter { $0.severity == .error }
            XCTAssertTrue(errors.isEmpty, "\(rule.id) / \(example.title): does not load:\n\(render(errors, load))")
            XCTAssertTrue(found.isEmpty, "\(rule.id) / \(example.title):\n\(render(found, load))")
        }
    }

    func testEveryRuleExample() {
        for rule in RuleRegistry.descriptions { check(rule, prefix: "", lineShift: 0) }
    }

    /// The same examples after a comment line holding multi-byte characters, so byte and character columns differ
    /// in the file (and line numbers shift by one).
    func testEveryRuleExampleAfterEmojiLine() {
        for rule in RuleRegistry.descriptions { check(rule, prefix: "# 🍰 Crème Brûlée 🥧\n", lineShift: 1) }
    }

    func testCatalogueIsSortedUniqueAndComplete() {
        let ids = RuleRegistry.descriptions.map(\.id)
        XCTAssertEqual(ids, ids.sorted())
        XCTAssertEqual(Set(ids).count, ids.count)
        for id in ["destination-in-lazy-container", "destination-in-foreach", "link-without-destination", "duplicate-destination",
                   "destination-outside-stack", "nested-stack", "homogeneous-path-nested-destination", "path-type-mismatch",
                   "selection-type-mismatch", "link-outside-navigation", "unreachable-destination", "unreachable-view",
                   "non-codable-path", "model-values-in-path", "deprecated-navigation-api", "dead-link"] {
            XCTAssertTrue(ids.contains(id), id)
        }
    }
}
