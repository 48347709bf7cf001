import Foundation
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import XCTest

/// Every scene file under `Examples/` (the talk's recipes, the article's examples, the real app and the deliberate
/// navigation mistakes) must load without a single diagnostic: the mistakes are navigation mistakes for the rules,
/// not syntax mistakes for the loader.
final class ExamplesTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let examples = packageRoot.appendingPathComponent("Examples")

    /// Every `.yaml` under Examples/, sorted, as paths relative to the package root.
    static func exampleFiles() -> [String] {
        let root = packageRoot.path
        guard let walker = FileManager.default.enumerator(atPath: examples.path) else { return [] }
        return walker.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".yaml") }
            .map { "Examples/" + $0 }
            .sorted()
            .filter { FileManager.default.fileExists(atPath: root + "/" + $0) }
    }

    static func load(_ relativePath: String) -> LoadResult {
        SceneLoader.load(path: packageRoot.appendingPathComponent(relativePath).path)
    }

    static func rendered(_ result: LoadResult) -> String {
        TextRenderer(source: { result.sources[$0] }).render(result.diagnostics)
    }

    func testEveryExampleLoadsWithoutDiagnostics() {
        let files = Self.exampleFiles()
        // The talk's 4 recipes, 7 article examples, 3 libraries, the real app and 12 mistakes.
        XCTAssertGreaterThanOrEqual(files.count, 27, "found only \(files)")
        for file in files {
            let result = Self.load(file)
            XCTAssertEqual(result.diagnostics.count, 0, "\(file):\n\(Self.rendered(result))")
            XCTAssertNotNil(result.scene, "\(file) produced no scene")
        }
    }

    func testEveryMistakeSaysWhatIsWrongAndWhichRuleFlagsIt() throws {
        let mistakes = Self.exampleFiles().filter { $0.hasPrefix("Examples/Mistakes/") }
        XCTAssertGreaterThanOrEqual(mistakes.count, 12)
        for file in mistakes {
            let text = try String(contentsOf: Self.packageRoot.appendingPathComponent(file), encoding: .utf8)
            XCTAssertTrue(text.hasPrefix("# WRONG"), "\(file) must start with a comment saying what is wrong")
            let header = text.split(separator: "\n").prefix { $0.hasPrefix("#") }.joined(separator: "\n")
            XCTAssertTrue(header.contains("Rule"), "\(file) must name the rule that should flag it")
        }
    }

    func testCookbookDataHoldsTheTalksRecipes() throws {
        let result = Self.load("Examples/cookbook-data.yaml")
        let scene = try XCTUnwrap(result.scene, Self.rendered(result))
        XCTAssertTrue(scene.isLibrary)
        XCTAssertEqual(scene.types["Category"]?.cases.map(\.name), ["dessert", "pancake", "salad", "sandwich"])
        XCTAssertEqual(scene.types["Category"]?.codable, true)
        XCTAssertEqual(scene.types["Recipe"]?.codable, false)
        XCTAssertEqual(scene.types["Recipe"]?.identity, "id")
        let recipes = scene.data.records["Recipe"] ?? []
        XCTAssertEqual(recipes.count, 26)
        XCTAssertEqual(Set(recipes.compactMap { $0.fields["id"] }).count, 26, "identities must be unique")
        let applePie = try XCTUnwrap(recipes.first { $0.name == "applePie" })
        XCTAssertEqual(applePie.fields["name"], .string("Apple Pie"))
        XCTAssertEqual(applePie.fields["id"], .uuid("E35A5C9C-F1EA-4B3D-9980-E2240B363AC8"))
        XCTAssertEqual(applePie.fields["related"], .list([.uuid("D0820C1A-1AFB-4472-97DA-39A475304048"),
                                                          .uuid("4792C8AE-9596-4502-A9CB-806E2DFEA408")]))
        let names = Set(recipes.compactMap { record -> String? in
            if case .string(let name) = record.fields["name"] { return name } else { return nil }
        })
        XCTAssertTrue(names.isSuperset(of: ["Crème Brûlée", "Çoban Salatası", "Niçoise", "Bok L'hong", "Crêpe"]))
        XCTAssertNotNil(scene.queries["recipes"])
    }

    func testTalkRecipesDeclareTheirProgrammaticNavigation() throws {
        for name in ["PushableStack", "MultipleColumns", "MultipleColumnsWithStack", "UseSceneStorage"] {
            let result = Self.load("Examples/\(name).yaml")
            let scene = try XCTUnwrap(result.scene, Self.rendered(result))
            XCTAssertEqual(scene.name, name)
            XCTAssertFalse(scene.isLibrary)
            XCTAssertNotNil(scene.actions["showRecipeOfTheDay"], name)
            XCTAssertNotNil(scene.actions["popToRoot"], name)
        }
        let storage = try XCTUnwrap(Self.load("Examples/UseSceneStorage.yaml").scene?.persistence)
        XCTAssertEqual(storage.sceneStorage, "navigation")
        XCTAssertEqual(storage.entries.map(\.key), ["selectedCategory", "recipePathIds"])
        XCTAssertEqual(storage.entries.map(\.encoding), [.value, .ids])
    }
}
