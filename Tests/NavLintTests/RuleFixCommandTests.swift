import Foundation
import XCTest

/// `navlint --fix` on every rule that carries a fix-it, through the binary: the fixed file lints clean, and it differs
/// from the original only inside the lines the fix moved.
final class RuleFixCommandTests: XCTestCase {
    /// Copies `Examples/` (the mistakes include the shared cookbook files) into a temporary directory.
    func copyOfExamples() throws -> URL {
        let dir = try makeTemporaryDirectory()
        try FileManager.default.copyItem(at: NavLintProcess.packageRoot.appendingPathComponent("Examples"),
                                         to: dir.appendingPathComponent("Examples"))
        return dir
    }

    func assertFixes(_ mistake: String, rules: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let dir = try copyOfExamples()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = "Examples/Mistakes/\(mistake).yaml"
        let url = dir.appendingPathComponent(path)
        let original = try String(contentsOf: url, encoding: .utf8)
        let before = try NavLintProcess.run([path], in: dir)
        for rule in rules { XCTAssertTrue(before.stdout.contains("[\(rule)]"), "\(mistake) should trigger \(rule)", file: file, line: line) }

        let dry = try NavLintProcess.run(["--fix", "--dry-run", path], in: dir)
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), original, "--dry-run writes nothing", file: file, line: line)
        XCTAssertTrue(dry.stderr.contains("+++ "), dry.stderr, file: file, line: line)
        XCTAssertEqual(dry.status, before.status, "a dry run exits on the file as it is on disk", file: file, line: line)
        XCTAssertEqual(dry.stdout, before.stdout, "a dry run reports the file as it is on disk", file: file, line: line)

        _ = try NavLintProcess.run(["--fix", path], in: dir)
        let fixed = try String(contentsOf: url, encoding: .utf8)
        XCTAssertNotEqual(fixed, original, file: file, line: line)
        let after = try NavLintProcess.run(["--fail-on", "info", path], in: dir)
        XCTAssertEqual(after.status, 0, "the fixed file lints clean:\n\(after.stdout)", file: file, line: line)
        XCTAssertEqual(after.stdout, "", file: file, line: line)

        // Only the moved modifier's lines changed: same lines as a multiset, comments and everything else untouched.
        let originalLines = original.split(separator: "\n", omittingEmptySubsequences: false)
        let fixedLines = fixed.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(originalLines.count, fixedLines.count, file: file, line: line)
        XCTAssertEqual(originalLines.filter { $0.hasPrefix("#") }, fixedLines.filter { $0.hasPrefix("#") }, file: file, line: line)
        XCTAssertEqual(Set(originalLines.map { $0.trimmingCharacters(in: .whitespaces) }),
                       Set(fixedLines.map { $0.trimmingCharacters(in: .whitespaces) }), "the fix moves lines, it does not rewrite them",
                       file: file, line: line)
    }

    func testTalksWrongForTwoReasonsBecomesTheTalksCorrectVersion() throws {
        try assertFixes("DestinationInLazyGrid", rules: ["destination-in-lazy-container", "destination-in-foreach"])
    }

    func testDestinationOnAListRowMovesOntoTheList() throws {
        try assertFixes("DestinationOnListRow", rules: ["destination-in-lazy-container"])
    }

    func testDestinationOutsideTheStackMovesInside() throws {
        try assertFixes("DestinationOutsideStack", rules: ["destination-outside-stack"])
    }

    func testDestinationInAPlainForEachMovesToItsContainer() throws {
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(at: NavLintProcess.packageRoot.appendingPathComponent("Examples"),
                                         to: dir.appendingPathComponent("Examples"))
        let scene = """
            # A destination repeated by a ForEach inside a (non-lazy) VStack.
            scene: ForEachDestination
            include: [cookbook-views.yaml]
            state: { path: "[Recipe]" }
            root:
              NavigationStack:
                path: $path
                root:
                  ScrollView:
                    - VStack:
                        - ForEach:
                            data: "recipes(in: .salad)"
                            as: recipe
                            content:
                              NavigationLink: { title: "{recipe.name}", value: recipe }
                          navigationDestination:   # repeated once per salad
                            for: Recipe
                            as: recipe
                            destination: { RecipeDetail: { recipe: recipe } }
                  navigationTitle: Salads

            """
        let url = dir.appendingPathComponent("Examples/ForEachDestination.yaml")
        try write(scene, to: url)
        let before = try NavLintProcess.run(["Examples/ForEachDestination.yaml"], in: dir)
        XCTAssertTrue(before.stdout.contains("[destination-in-foreach]"), before.stdout)
        _ = try NavLintProcess.run(["--fix", "Examples/ForEachDestination.yaml"], in: dir)
        let after = try NavLintProcess.run(["--fail-on", "info", "Examples/ForEachDestination.yaml"], in: dir)
        let fixed = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(after.status, 0, after.stdout + "\n" + fixed)
        XCTAssertTrue(fixed.contains("navigationDestination:   # repeated once per salad"), "the comment on the moved line travels with it")
    }
}
