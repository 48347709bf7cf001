import Foundation
import NavLintKit
import NavSceneDiagnostics
import NavSceneYAML
import XCTest

/// `.navlint.yml` discovery (nearest wins), `--config`, include/exclude globs and config errors.
final class ConfigTests: XCTestCase {
    let configDir = NavLintProcess.fixtures.appendingPathComponent("config")

    func testNearestConfigWinsAndGlobsApply() throws {
        let output = try NavLintProcess.run(["project"], in: configDir)
        Golden.check(Golden.transcript(output), against: configDir.appendingPathComponent("project.out"))
        XCTAssertTrue(output.stdout.contains("project/scene.yaml:4:3: info"))        // root config: info
        XCTAssertTrue(output.stdout.contains("project/strict/scene.yaml:6:3: error")) // nearer config: error
        XCTAssertTrue(output.stdout.contains("project/custom/home.scene"))            // include glob
        XCTAssertFalse(output.stdout.contains("generated.yaml"))                      // exclude glob
        XCTAssertFalse(output.stdout.contains("ignored.yaml"))                        // not included
    }

    func testExplicitConfigReplacesDiscovery() throws {
        let output = try NavLintProcess.run(["--config", "project/.navlint.yml", "project/strict/scene.yaml"], in: configDir)
        XCTAssertTrue(output.stdout.contains("project/strict/scene.yaml:6:3: info"), output.stdout)
    }

    func testConfigErrorsAreLocatedWithDidYouMeanAndExitTwo() throws {
        let output = try NavLintProcess.run(["broken"], in: configDir)
        XCTAssertEqual(output.status, 2)
        XCTAssertEqual(output.stdout, "")
        Golden.check(output.stderr + "# exit \(output.status)\n", against: configDir.appendingPathComponent("broken.out"))
    }

    func testParserReadsEverySetting() {
        let text = """
        rules: { unknown-key: off, missing-key: info }
        include: "*.scene"
        exclude: [gen/**, "*.tmp.yaml"]
        exploration: { maxStates: 10, maxDepth: 3 }
        limits: { maxFileSize: 1_000, maxDepth: 5, maxAliasExpansion: 7, maxIncludeDepth: 2 }
        """
        let (config, problems) = ConfigParser.parse(SourceFile(path: ".navlint.yml", text: text), directory: "/p")
        XCTAssertEqual(problems, [])
        XCTAssertEqual(config.rules["unknown-key"], .some(nil))
        XCTAssertEqual(config.rules["missing-key"], .some(.info))
        XCTAssertEqual(config.include.map(\.pattern), ["*.scene"])
        XCTAssertTrue(config.isExcluded("/p/gen/a/b.yaml"))
        XCTAssertTrue(config.isExcluded("/p/x/y.tmp.yaml"))
        XCTAssertFalse(config.isExcluded("/p/x/y.yaml"))
        XCTAssertEqual(config.maxStates, 10)
        XCTAssertEqual(config.maxDepth, 3)
        XCTAssertEqual(config.limits, YAMLLimits(maxFileSize: 1000, maxDepth: 5, maxAliasExpansion: 7))
        XCTAssertEqual(config.maxIncludeDepth, 2)
    }

    func testGlobs() {
        XCTAssertTrue(Glob("*.yaml").matches("a/b/c.yaml"))
        XCTAssertFalse(Glob("*.yaml").matches("a/b/c.yml"))
        XCTAssertTrue(Glob("scenes/**/*.yaml").matches("scenes/x.yaml"))
        XCTAssertTrue(Glob("scenes/**/*.yaml").matches("scenes/a/b/x.yaml"))
        XCTAssertFalse(Glob("scenes/*.yaml").matches("scenes/a/x.yaml"))
        XCTAssertTrue(Glob("gen/").matches("gen/a/b"))
        XCTAssertTrue(Glob("s?.[ab]ml").matches("x/s1.aml"))
        XCTAssertFalse(Glob("s?.[!ab]ml").matches("s1.aml"))
    }
}
